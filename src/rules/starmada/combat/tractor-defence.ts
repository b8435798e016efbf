/**
 * Tractor beams in defensive fire (B.24 p.38; Sequence of Play 3 b v, p.14): "Whenever a fighter flight declares an
 * attack, the target may declare it is using one or more tractor beams defensively. Defensive fire is resolved as
 * above, except that hits are scored only on each roll of 6. Any damage inflicted is applied before the fighter
 * flight resolves its attack." Each hit destroys a fighter (p.23). A beam used so is spent for the game turn.
 *
 * Rulings:
 * - ruling 212: the declaration is the ship's standing "tractors defend <n>": at each flight (or seeker flight) that
 *   attacks it, as many of its free beams fire as the order leaves unused this game turn.
 * - ruling 213: the attacking flight is always close enough (next to the ship, or a seeker in its hex): defensive fire
 *   has no adjacency check; a cloaked ship uses no beam (B.5 p.31).
 */
import type { Dice } from '../../core/dice.ts';
import type { GameEvent } from '../../core/rule-system.ts';
import { count } from '../../core/text.ts';
import { isCloaked } from '../movement/cloaking.ts';
import type { FlightState, StarmadaState } from '../state.ts';
import { replaceShip } from './ship-condition.ts';
import { shotBetween } from './shot-log.ts';
import { freeTractorBeams, rollTractor, tractorsUsedNow } from './tractor-beam.ts';

export function tractorDefence(state: StarmadaState, shipId: string, flight: FlightState, dice: Dice): { world: StarmadaState; events: GameEvent[] } {
  const ship = state.ships.find((s) => s.id === shipId && s.status === 'active');
  if (!ship || isCloaked(state, ship)) return { world: state, events: [] };
  const used = tractorsUsedNow(state, ship);
  const beams = Math.min((ship.standing?.tractors ?? 0) - used, freeTractorBeams(state, ship));
  if (beams <= 0) return { world: state, events: [] };
  const rolls = Array.from({ length: beams }, () => rollTractor(dice, `tractor beam (defensive) ${ship.name}→${flight.name}`, true));
  const hits = rolls.filter((r) => r.hit).length;
  const destroyed = Math.min(hits, flight.count);
  let world = replaceShip(state, { ...ship, tractorsUsed: { turn: state.turn, count: used + beams } });
  world = shotBetween(world, ship.id, flight.id, { hits, dice: beams, damage: destroyed });
  world = { ...world, flights: world.flights.map((f) => (f.id === flight.id ? { ...f, count: f.count - destroyed } : f)).filter((f) => f.count > 0) };
  const faces = rolls.map((r) => r.face).join(', ');
  const events: GameEvent[] = [
    { type: 'defensive-fire', text: `Defensive fire: ${ship.name} → ${flight.name} · tractor beam ×${beams} · ${faces} (6) → ${destroyed > 0 ? `${count(destroyed, 'fighter')} destroyed` : 'no hit'}` },
  ];
  if (destroyed >= flight.count) events.push({ type: 'flight-destroyed', text: `${flight.name} is shot down before it can attack.` });
  return { world, events };
}
