/**
 * Launching missiles (Voidstriker §2.351 Firing Missiles).
 *
 * - "Each missile tube can launch a single missile every third turn": a mount that launched in round R may launch
 *   again from round R+3 (ruling E1).
 * - "place the missile counter directly in front of the launching ship, facing the same direction, and place the
 *   missile's vector counter on the launching ship's vector counter": position = 1" ahead of the ship's centre
 *   (ruling E3), anchor = the ship's anchor, drift and heading copied from the ship; "The missile starts with the
 *   same drift speed as the launching ship".
 * - "A ship must be tracking the target vessel with at least one sensor when the missiles are launched."
 * - §2.362 Missile Tube: a destroyed tube mount (0 DP) cannot launch.
 *
 * Judgement calls: a mount's tubes launch together and reload together (one firing action of the pilot); if the
 * magazine holds fewer missiles than tubes, the mount launches what is left. Whether the target is in the launch
 * arc (ruling D3: fixed forward arc) is the caller's geometry, passed in as `targetInArc`.
 */
import type { Point } from '../../core/scene.ts';
import { err, ok } from '../../core/result.ts';
import type { Result, RuleError } from '../../core/result.ts';
import { MISSILE_POWERED_PHASES, TUBE_RELOAD_ROUNDS } from './missile-data.ts';
import type { MissileMark, Warhead } from './missile-data.ts';
import { checkSalvoGeometry } from './salvo.ts';
import type { Drift, Phase, Salvo } from './salvo.ts';
import { add, norm360, unit } from '../../core/plane.ts';
import { voidstrikerError } from '../errors.ts';

/** The launching ship as this module needs it. */
export interface LaunchingShip {
  readonly id: string;
  readonly side: string;
  readonly position: Point;
  /** Its vector counter (start-of-round position, §2.31). */
  readonly anchor: Point;
  readonly heading: number;
  readonly drift: Drift;
}

/** A missile tube mount (Single/Dual/Triple/Quad, Ch.5). */
export interface TubeMount {
  readonly id: string;
  /** Tubes in the mount, 1–4. */
  readonly tubes: number;
  readonly mark: MissileMark;
  readonly warhead: Warhead;
  /** 1 when working, 0 when destroyed (§2.362 "Missile Tubes have 1 DP"). */
  readonly dp: number;
  /** Round of the last launch, or null if it never launched. */
  readonly lastLaunchRound: number | null;
}

/** The first round in which the mount may launch again (§2.351, ruling E1). */
export const nextLaunchRound = (mount: Pick<TubeMount, 'lastLaunchRound'>): number =>
  mount.lastLaunchRound === null ? 1 : mount.lastLaunchRound + TUBE_RELOAD_ROUNDS;

/** Whether the tubes are loaded in `round` (§2.351 "every third turn"). */
export const tubesReady = (mount: Pick<TubeMount, 'lastLaunchRound'>, round: number): boolean => round >= nextLaunchRound(mount);

export interface LaunchOrder {
  readonly round: number;
  readonly phase: Phase;
  readonly salvoId: string;
  readonly ship: LaunchingShip;
  readonly mount: TubeMount;
  readonly targetId: string;
  /** Sensors of the ship locked on the target this round (§2.351: at least one). */
  readonly sensorsOnTarget: number;
  /** Target within the launch arc (caller's geometry; ruling D3). */
  readonly targetInArc: boolean;
  /** Missiles left in the magazine(s) feeding this mount. */
  readonly magazineMissiles: number;
}

export interface Launch {
  readonly salvo: Salvo;
  readonly mount: TubeMount;
  /** Missiles to take off the magazine(s). */
  readonly missilesUsed: number;
}

/** §2.351: launches one missile per loaded tube as a new salvo, or says why it cannot. */
export function launchSalvo(order: LaunchOrder): Result<Launch, RuleError> {
  const { mount, ship, round } = order;
  const at = mount.id;
  if (mount.dp <= 0) return err(voidstrikerError('ERR_TUBE_DESTROYED', `Missile tube mount ${mount.id} is destroyed (§2.362).`, { at }));
  if (!tubesReady(mount, round)) {
    return err(voidstrikerError('ERR_TUBE_RELOADING', `Missile tube mount ${mount.id} launched in round ${mount.lastLaunchRound}; it can launch again in round ${nextLaunchRound(mount)} (§2.351: every third turn).`, { at }));
  }
  if (order.sensorsOnTarget < 1) return err(voidstrikerError('ERR_NO_LOCK', `${ship.id} must be tracking ${order.targetId} with at least one sensor to launch (§2.351).`, { at }));
  if (!order.targetInArc) return err(voidstrikerError('ERR_OUT_OF_ARC', `${order.targetId} is outside the launch arc of ${mount.id}.`, { at }));
  const count = Math.min(mount.tubes, Math.max(0, Math.floor(order.magazineMissiles)));
  if (count < 1) return err(voidstrikerError('ERR_NO_MISSILES', `No missiles left for ${mount.id}.`, { at }));
  const heading = norm360(ship.heading);
  const salvo: Salvo = {
    id: order.salvoId,
    owner: ship.id,
    side: ship.side,
    target: order.targetId,
    warhead: mount.warhead,
    mark: mount.mark,
    count,
    position: add(ship.position, unit(heading)), // "directly in front": 1" ahead [ruling E3]
    anchor: ship.anchor, // "on the launching ship's vector counter"
    heading, // "facing the same direction"
    drift: ship.drift, // "the same drift speed as the launching ship"
    launched: { round, phase: order.phase },
    phasesInFlight: 0,
    poweredPhasesLeft: MISSILE_POWERED_PHASES,
  };
  const checked = checkSalvoGeometry(salvo);
  if (!checked.ok) return checked;
  return ok({ salvo, mount: { ...mount, lastLaunchRound: round }, missilesUsed: count });
}
