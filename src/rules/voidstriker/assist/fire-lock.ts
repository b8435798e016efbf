/**
 * The sensor lock a fire order needs (book §2.33: "A ship must allocate at least one Sensor to each intended target
 * during the combat round. If a ship is not tracking another ship, it may not fire on that ship"; §2.35 "on any target
 * the ship is currently tracking"; §2.362 a ship whose captain is out keeps last round's sensor orders).
 *
 * In the round plot the lock belongs to the same plot (its sensors section): when the ship does not track the target
 * and has a sensor with no job, fire at it adds `sensors 1>Target` to the ship's tracking, and says so; when every
 * working sensor has a job, or the captain is out, no order could fire and the reason says which. In a fire step
 * (firePerPhase) the locks were rolled at the round's start: a target not locked this round cannot be fired at.
 */
import type { SeatId } from '../../core/rule-system.ts';
import { count } from '../../core/text.ts';
import { plotContext } from '../notation/context.ts';
import { idleShipPlot, type ShipPlot } from '../notation/types.ts';
import { frozenSensors } from '../sequence/lock-on.ts';
import type { VoidShip, VoidstrikerState } from '../state.ts';
import type { VoidstrikerSubmission } from '../submission.ts';

/**
 * What fire by a ship at a target needs: nothing more ('tracked', with the sensors on it), a sensor added to the
 * plot ('add': the ship's whole tracking section with it, and the part added), or nothing can make it fire now.
 */
export type LockNeed =
  | { readonly kind: 'tracked'; readonly sensors: number }
  | { readonly kind: 'add'; readonly tracking: string; readonly added: string; readonly why: string }
  | { readonly kind: 'blocked'; readonly why: string };

/** The ship's plot in the draft (drifting when it has none). */
export function draftPlot(draft: VoidstrikerSubmission | null | undefined, ship: VoidShip): ShipPlot {
  return (draft?.kind === 'plot' ? draft.plot.ships.find((p) => p.shipId === ship.id) : undefined) ?? idleShipPlot(ship.id);
}

const trackedBy = (plot: ShipPlot, targetId: string): number => plot.sensors.filter((a) => a.job === 'track' && a.target === targetId).reduce((n, a) => n + a.sensors, 0);

/** In a fire step: the lock rolled at the round's start (§2.33). */
function lockRolled(state: VoidstrikerState, ship: VoidShip, targetId: string, targetName: string): LockNeed {
  const locked = state.pending?.locks[ship.id]?.[targetId] ?? 0;
  if (locked > 0) return { kind: 'tracked', sensors: locked };
  return { kind: 'blocked', why: `${ship.name} has no lock on ${targetName} this round (locks are rolled at the round's start, §2.33)` };
}

/** What fire by `ship` at the target `targetId` needs, read against the seat's draft. */
export function lockNeed(state: VoidstrikerState, seat: SeatId, ship: VoidShip, targetId: string, draft: VoidstrikerSubmission | null | undefined): LockNeed {
  const ctx = plotContext(state, seat);
  const name = (id: string): string => ctx.targets.find((t) => t.id === id)?.name ?? 'its target';
  if (state.stage === 'fire') return lockRolled(state, ship, targetId, name(targetId));
  const plot = draftPlot(draft, ship);
  const frozen = frozenSensors(ship, plot);
  const tracked = trackedBy(frozen, targetId);
  if (tracked > 0) return { kind: 'tracked', sensors: tracked };
  if (frozen !== plot) return { kind: 'blocked', why: `${ship.name}'s captain is out, so its sensors keep last round's targets and do not track ${name(targetId)} (§2.362)` };
  const working = ctx.ships.find((s) => s.id === ship.id)?.sensors ?? 0;
  const used = plot.sensors.reduce((n, a) => n + a.sensors, 0);
  if (working - used < 1) {
    const why = working === 0 ? `${ship.name} has no working sensor to track ${name(targetId)}` : `${ship.name} does not track ${name(targetId)} and all its ${count(working, 'sensor')} have a job; free one in its sensors or ecm`;
    return { kind: 'blocked', why: `${why} (§2.33)` };
  }
  const track = plot.sensors.filter((a) => a.job === 'track').map((a) => `${a.sensors}>${name(a.target)}`);
  return {
    kind: 'add',
    tracking: `sensors ${[...track, `1>${name(targetId)}`].join(', ')}`,
    added: `sensors 1>${name(targetId)}`,
    why: `${ship.name} must track ${name(targetId)} to fire at it; the lock is rolled at the round's start (§2.33)`,
  };
}

