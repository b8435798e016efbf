/**
 * An accepted draft read back, one line per unit, in normal form, with what each needs: a movement order with
 * its engine requirement against the engine rating it may use (3.2 p.15, movement/engine-requirement.ts), a
 * ship without orders moving straight ahead at its last speed (p.16), placements (2.3 p.12), fire declarations
 * (4.1 p.18–19), the flight activation (5.3 p.22) and weapon losses (4.5 p.21).
 */
import { DIRECTION_NAMES } from '../../core/hex.ts';
import { makeHexLabel } from '../../core/offset.ts';
import type { SeatId } from '../../core/rule-system.ts';
import { makeFlightMove } from '../fighters/flight-move.ts';
import { findTarget, makeFire } from '../fire/declaration.ts';
import { availableEngine, engineRequirement } from '../movement/engine-requirement.ts';
import { parseOrder } from '../movement/notation.ts';
import { orderShipFrom } from '../movement/validate.ts';
import { classOf } from '../ship-condition.ts';
import type { ShipState, StarmadaState } from '../state.ts';
import type { StarmadaSubmission } from '../submission.ts';
import { lossesText } from './draft-text.ts';
import { fireOdds, hitsOnText } from './fire-odds.ts';

/** "2P2(4) · engine requirement 4 of 5 ✔": the requirement against what the ship may use this turn. */
export function orderEcho(state: StarmadaState, ship: ShipState, text: string): string {
  const parsed = parseOrder(text);
  if (!parsed.ok) return `${text} · ${parsed.error[0]?.message ?? 'unreadable'}`;
  const orderShip = orderShipFrom(ship, classOf(state, ship));
  const need = engineRequirement(parsed.value, orderShip);
  const have = availableEngine(parsed.value, { engineRating: orderShip.engineRating });
  return `${text} · engine requirement ${need.total} of ${have.total} ${need.total <= have.total ? '✔' : '✘'}`;
}

function fireEcho(state: StarmadaState, submission: Extract<StarmadaSubmission, { kind: 'fire' }>): string[] {
  if (submission.declarations.length === 0) return ['No fire declared: your ships hold their fire.'];
  return submission.declarations.map((d) => {
    const line = makeFire(state, [d]);
    const ship = state.ships.find((s) => s.id === d.shipId);
    const profile = ship && classOf(state, ship).batteries[d.battery]?.profiles[d.mode];
    const target = findTarget(state, d.targetId);
    if (!ship || !profile || !target) return line;
    if (profile.range === null) return `${line} · launches seekers`;
    const odds = fireOdds(state, ship, profile, target);
    // Directed damage (E.2) costs −1 on the die, which the preview leaves to the declaration.
    const needed = odds.needed === null ? null : odds.needed + (d.directed ? 1 : 0);
    return odds.band && needed !== null ? `${line} · range ${odds.hexes} · ${odds.band} · hits on ${hitsOnText(needed)}` : line;
  });
}

export function echo(state: StarmadaState, seat: SeatId, submission: StarmadaSubmission): string[] {
  switch (submission.kind) {
    case 'orders':
      return state.ships
        .filter((s) => s.seat === seat && s.status === 'active')
        .map((s) => {
          const order = submission.orders[s.id];
          return order === undefined ? `${s.name}: straight ahead at speed ${s.prevSpeed} (no order)` : `${s.name}: ${orderEcho(state, s, order)}`;
        });
    case 'deploy':
      return submission.placements.map((p) => {
        const name = state.ships.find((s) => s.id === p.unitId)?.name ?? p.unitId;
        return `${name}: ${makeHexLabel(p.at, state.board)} facing ${DIRECTION_NAMES[p.facing]}`;
      });
    case 'fire':
      return fireEcho(state, submission);
    case 'flight': {
      const a = submission.activation;
      if (!a) return ['No flight activates: the slot passes.'];
      const flight = state.flights.find((f) => f.id === a.flightId);
      const target = a.targetId === null ? undefined : (state.ships.find((s) => s.id === a.targetId)?.name ?? state.flights.find((f) => f.id === a.targetId)?.name ?? a.targetId);
      const move = makeFlightMove(a.move);
      return [`${flight?.name ?? a.flightId}: ${move}${move === '0' ? ' (holds position)' : ''}${target === undefined ? '' : ` · attacks ${target}`}`];
    }
    case 'losses': {
      const owed = state.phase.kind === 'weaponLosses' ? state.phase.owed : {};
      return state.ships
        .filter((s) => s.seat === seat && (owed[s.id] !== undefined || submission.choices[s.id] !== undefined))
        .map((s) => {
          const chosen = submission.choices[s.id];
          return chosen === undefined ? `${s.name}: loses weapons by the default choice.` : `${s.name}: loses ${lossesText(state, s.id, chosen)}.`;
        });
    }
  }
}
