/**
 * F.6 Long Range Fighters (Starmada p.53).
 *
 * - LRFs are fighter flights bought without a carrier: CR and VP value 60 each; they may be F.4 variants; shuttles
 *   and seekers are never LRFs. A fleet lists one with the class "LRF" (`/fleet add ship:LRF`).
 * - Hyperspace: when activated in the Fighter Phase, an LRF may try to jump: one die, 5–6 removes it from the board
 *   into hyperspace. Otherwise the attempt fails; a failed flight may conduct no turns or sideslips (nor altitude
 *   changes, G.6) in that activation. An LRF in hyperspace pays the opponent 50% of its VPs, as ships do (B.10).
 *
 * Rulings (Salvo's):
 * - [ruling 200] LRFs deploy with the fleet: each is placed like a ship, in its side's set-up zone, by the same
 *   placement text, counting toward the three-a-hex limit; they never wait for a carrier or scramble.
 * - [ruling 201] The jump is declared with the activation's move and attack ("Wolf jump 3 attack Kestrel"); the
 *   die is rolled first. On 5–6 the flight is gone and its move and attack are void; otherwise it flies the move
 *   and attacks. As a failed flight may not turn or slip, a jump's move must be straight, so it stands either way.
 * - [ruling 202] "Wait until the next End Phase to try again": one attempt per activation, so a flight that failed
 *   may try again the next time it activates, the next game turn.
 * - [ruling 203] An LRF destroyed pays its full 60 VP; one in hyperspace pays 30 (E.4 gives the same 50%). Losing
 *   fighters pays nothing until the flight is gone (partial VPs count hull boxes, and a flight has none).
 */
import type { Dice } from '../../core/dice.ts';
import type { GameEvent, SeatId } from '../../core/rule-system.ts';
import { starmadaError } from '../errors.ts';
import type { RuleError } from '../../core/result.ts';
import type { FlightState, LongRangeRecord, SideId, StarmadaState } from '../state.ts';
import type { VictoryShip } from '../setup/victory.ts';
import { flightMoveCost } from './flight-move.ts';
import { type FlightMove } from '../notation/flight-move.ts';
import { FIGHTERS_PER_FLIGHT } from './scramble.ts';
import { startingFighters, type FighterVariant } from './variants.ts';

/** CR and VP value of one long range flight (F.6 p.53). */
export const LRF_COMBAT_RATING = 60;
/** The class a fleet lists a long range flight under. */
export const LRF_CLASS = 'LRF';
/** A jump succeeds on this die or more (p.53). */
export const JUMP_ON = 5;

/** "LRF", "lrf", "long range fighters", "Long-range flight": the fleet's name for an LRF. */
export function isLongRangeClass(classRef: string): boolean {
  const words = classRef.trim().toLowerCase().replace(/[-\s]+/g, ' ');
  return words === 'lrf' || /^long range (fighters?|flights?)$/.test(words);
}

/** A long range flight as the game starts: at the origin until it is deployed, no carrier. */
export function longRangeFlight(id: string, name: string, side: SideId, seat: SeatId, variant?: FighterVariant): FlightState {
  return {
    id,
    name,
    side,
    seat,
    carrierId: '',
    count: startingFighters(variant),
    at: { q: 0, r: 0, s: 0 },
    heading: 0,
    activated: false,
    longRange: true,
    ...(variant ? { variant } : {}),
  };
}

/** Why `flight` may not try to jump with `move`, or none. */
export function jumpProblems(flight: FlightState, move: FlightMove, enabled: boolean): RuleError[] {
  if (!enabled || !flight.longRange) {
    const why = enabled ? `${flight.name} is not a long range flight; only those carry hyperdrives (F.6 p.53).` : 'Long range fighters (F.6) are not in play in this game; leave out "jump".';
    return [starmadaError('ERR_FLIGHT_JUMP', why, { at: flight.name })];
  }
  const cost = flightMoveCost(move);
  if (cost.turns > 0 || cost.slips > 0 || cost.levels > 0) {
    return [
      starmadaError('ERR_FLIGHT_JUMP', `If its jump fails, ${flight.name} may not turn, sideslip or change altitude (F.6 p.53); give a straight move with "jump", such as "jump ${cost.forwardHexes}".`, {
        at: flight.name,
        suggestion: `jump ${cost.forwardHexes}`,
      }),
    ];
  }
  return [];
}

/** The hyperspace die: true when the flight is gone. */
export function rollJump(flight: FlightState, dice: Dice): { jumped: boolean; event: GameEvent } {
  const die = dice.roll(`hyperspace ${flight.name}`);
  const jumped = die >= JUMP_ON;
  const text = jumped
    ? `${flight.name} tries to jump to hyperspace (F.6): die ${die} vs ${JUMP_ON}+, it jumps and leaves the battle.`
    : `${flight.name} tries to jump to hyperspace (F.6): die ${die} vs ${JUMP_ON}+, it fails and flies on without turning.`;
  return { jumped, event: { type: 'flight-hyperspace', text, data: { flightId: flight.id, die, jumped } } };
}

/** The roster of long range flights with this one marked as gone to hyperspace. */
export function markJumped(records: readonly LongRangeRecord[] | undefined, flightId: string): LongRangeRecord[] {
  return (records ?? []).map((r) => (r.id === flightId ? { ...r, hyperspace: true } : r));
}

/**
 * Long range flights as scoring sees them (2.5 with F.6): CR 60; in hyperspace once jumped, destroyed once off the
 * board otherwise. A flight is six fighters, its "hull" for E.4's thresholds, and loses no hull boxes [ruling 203].
 */
export function longRangeVictoryShips(state: Pick<StarmadaState, 'longRangeFlights' | 'flights'>): VictoryShip[] {
  return (state.longRangeFlights ?? []).map((r) => {
    const onBoard = state.flights.some((f) => f.id === r.id && f.count > 0);
    return {
      id: r.id,
      name: r.name,
      side: r.side,
      combatRating: LRF_COMBAT_RATING,
      hullSize: FIGHTERS_PER_FLIGHT,
      hullLost: 0,
      status: r.hyperspace ? 'hyperspace' : onBoard ? 'active' : 'destroyed',
    };
  });
}
