/**
 * B.17 Probes (Starmada p.35): "Probes are launched during the Combat Phase, at the same time that a ship makes its
 * attacks." For each probe, a target hex within 10 hexes in any direction and one die: 1 a dud; 2–4 a probe marker
 * face down in a random hex next to the target hex; 5–6 face down in the target hex. In the End Phase face-up
 * markers are removed and face-down ones turned face up. A ship attacking a target within three hexes of a face-up
 * probe it launched gets +1 to hit (to-hit.ts), and so do seekers it fired (seekers/attack.ts).
 *
 * - The random adjacent hex is a die: 1 north, then clockwise (ruling 124).
 * - "A starship may not launch probes ... when cloaked" (B.5 p.31, B.17 p.35).
 * - Line of sight through a face-up probe: sight.ts, for every attack a ship makes.
 * - Probes as weapons (p.35): fired with the ship's attacks at a single target, in any direction, RNG 1-3-6, ACC 4+,
 *   ROF, IMP and DMG 1 (`PROBE_WEAPON`); declared as "Probes x2 > Kestrel" (notation/system-fire.ts), checked in
 *   system-fire.ts and rolled in fire-systems.ts. Probes launched and fired together come off one count.
 */
import type { Dice } from '../../core/dice.ts';
import { DIRECTION_NAMES, hexDistance, hexNeighbor, type Hex } from '../../core/hex.ts';
import { makeHexLabel, onBoard } from '../../core/offset.ts';
import type { RuleError } from '../../core/result.ts';
import type { GameEvent, SeatId } from '../../core/rule-system.ts';
import { count } from '../../core/text.ts';
import { starmadaError } from '../errors.ts';
import { isCloaked } from '../movement/cloaking.ts';
import { munitionCount } from '../ships/sheet-lookup.ts';
import type { ProbeLaunch, ProbeMarker, ShipState, StarmadaState } from '../state.ts';
import type { WeaponProfile } from '../ships/schema.ts';
import { classOf } from './ship-condition.ts';
import type { SystemFire } from './system-fire.ts';

/** "Select a target hex within 10 hexes of the launching ship" (p.35). */
export const PROBE_REACH = 10;
/** "A face-up probe marker it launched within three hexes of the target" (p.35). */
export const PROBE_HELP_RANGE = 3;

/** "Probes have RNG 1-3-6, and are ACC 4+. The ROF, IMP, and DMG values are each 1." (p.35) */
export const PROBE_WEAPON = { range: [1, 3, 6], rof: 1, acc: 4, imp: 1, dmg: 1, traits: [] } as const satisfies WeaponProfile;

export const probesLeft = (state: StarmadaState, ship: ShipState): number => Math.max(0, munitionCount(classOf(state, ship), 'Probes') - (ship.munitionsUsed.Probes ?? 0));

/** Where one probe lands for its die (p.35): null for a dud. `dice` rolls the adjacent hex on a 2–4. */
export function probeLanding(die: number, target: Hex, dice: Dice): { at: Hex; scatter?: number } | null {
  if (die === 1) return null;
  if (die >= 5) return { at: target };
  const scatter = dice.roll('probe drift: adjacent hex (1 N, then clockwise)');
  return { at: hexNeighbor(target, scatter - 1), scatter };
}

/** Every problem with a seat's probe launches, all at once; probes the ship fires as weapons (`fired`) share the count. */
export function checkProbeLaunches(state: StarmadaState, seat: SeatId | null, launches: readonly ProbeLaunch[], fired: readonly SystemFire[] = []): RuleError[] {
  const errors: RuleError[] = [];
  const byShip = new Map<string, number>();
  for (const l of launches) byShip.set(l.shipId, (byShip.get(l.shipId) ?? 0) + 1);
  const firedBy = (shipId: string) => fired.reduce((n, u) => n + (u.system === 'Probes' && u.shipId === shipId ? u.count : 0), 0);
  for (const [shipId, n] of byShip) {
    const ship = state.ships.find((s) => s.id === shipId && s.status === 'active' && (seat === null || s.seat === seat));
    if (!ship) {
      errors.push(starmadaError('ERR_PROBE', 'Only your own ships on the board launch probes.'));
      continue;
    }
    if (isCloaked(state, ship)) errors.push(starmadaError('ERR_PROBE', `${ship.name} is cloaked and "may not launch probes ... when cloaked" (B.17 p.35).`, { unit: ship.name }));
    const left = probesLeft(state, ship);
    const alsoFired = firedBy(shipId);
    const also = alsoFired > 0 ? ` and fire ${alsoFired} as weapons` : '';
    if (n + alsoFired > left) errors.push(starmadaError('ERR_PROBE', `${ship.name} has ${count(left, 'probe')} left and cannot launch ${n}${also} (B.17 p.35).`, { unit: ship.name }));
  }
  for (const l of launches) {
    const ship = state.ships.find((s) => s.id === l.shipId);
    if (!ship) continue;
    const label = makeHexLabel(l.at, state.board);
    if (!onBoard(state.board, l.at)) errors.push(starmadaError('ERR_PROBE', `${label} is not on the board.`, { unit: ship.name }));
    else if (hexDistance(ship.at, l.at) > PROBE_REACH) errors.push(starmadaError('ERR_PROBE', `${label} is ${hexDistance(ship.at, l.at)} hexes from ${ship.name}; a probe's target hex is within ${PROBE_REACH} (B.17 p.35).`, { unit: ship.name }));
  }
  return errors;
}

/** Launches every probe: one die each, markers face down, probes struck off the sheet. */
export function launchProbes(state: StarmadaState, launches: readonly ProbeLaunch[], dice: Dice): { state: StarmadaState; events: GameEvent[] } {
  if (launches.length === 0) return { state, events: [] };
  const markers: ProbeMarker[] = [...(state.probes ?? [])];
  const used = new Map<string, number>();
  const events: GameEvent[] = [];
  for (const l of launches) {
    const ship = state.ships.find((s) => s.id === l.shipId);
    if (!ship) continue;
    used.set(ship.id, (used.get(ship.id) ?? 0) + 1);
    const target = makeHexLabel(l.at, state.board);
    const die = dice.roll(`probe: ${ship.name} at ${target}`);
    const landed = probeLanding(die, l.at, dice);
    if (landed && onBoard(state.board, landed.at)) markers.push({ launcherId: ship.id, at: landed.at, faceUp: false });
    const where = !landed
      ? 'a dud'
      : landed.scatter === undefined
        ? `face down in ${target}`
        : `face down next to it, ${DIRECTION_NAMES[landed.scatter - 1]} (die ${landed.scatter}), in ${makeHexLabel(landed.at, state.board)}${onBoard(state.board, landed.at) ? '' : ', off the board'}`;
    events.push({ type: 'probe', text: `${ship.name} launches a probe at ${target} (B.17 p.35): die ${die}, ${where}.`, data: { shipId: ship.id, die } });
  }
  const ships = state.ships.map((s) => (used.has(s.id) ? { ...s, munitionsUsed: { ...s.munitionsUsed, Probes: (s.munitionsUsed.Probes ?? 0) + (used.get(s.id) ?? 0) } } : s));
  return { state: { ...state, ships, probes: markers }, events };
}

/** End Phase (p.35): "remove all face-up probe markers and flip all face-down probe markers to face up". */
export function turnProbes(state: StarmadaState): StarmadaState {
  if (!state.probes) return state;
  const { probes, ...rest } = state;
  const next = probes.filter((p) => !p.faceUp).map((p) => ({ ...p, faceUp: true }));
  return next.length > 0 ? { ...rest, probes: next } : rest;
}

/** A face-up probe `launcherId` launched within three hexes of `target` (+1 to hit, p.35). */
export function probeHelps(state: StarmadaState, launcherId: string, target: Hex): boolean {
  return (state.probes ?? []).some((p) => p.faceUp && p.launcherId === launcherId && hexDistance(p.at, target) <= PROBE_HELP_RANGE);
}
