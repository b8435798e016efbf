/**
 * F.3 Fighter Screens (Starmada p.51): a flight may, instead of attacking, screen the hex it ends its move in. Every
 * attack made through a screened hex, friendly or not, suffers −1/−2/−3 to hit by the fighters screening there, all
 * flights in the hex added up (to-hit.ts `fighterScreenPenalty`); along a line through several screened hexes only
 * the greatest penalty counts. Seeker flights never screen.
 *
 * Rulings (153): an attack is "made through" the hexes its line of sight passes through (p.19), the target's own hex
 * included (a screen covers the ships in its hex) and the attacker's own not; where the line runs along an edge the
 * attacker takes the hex better for the attack, as for other line-of-sight penalties. A screen lasts until the next
 * Fighter Phase begins; a flight's own attacks roll no to-hit modifiers (p.23), so screens touch starship fire only.
 */
import { hexEquals, type Hex } from '../../core/hex.ts';
import { chooseForAttacker, lineOfSight } from '../../core/line-of-sight.ts';
import { fighterScreenPenalty, fighterScreensPenalty } from '../combat/to-hit.ts';
import type { FlightState } from '../state.ts';

/** Fighters screening in a hex. */
export function screeningFightersAt(flights: readonly FlightState[], at: Hex): number {
  return flights.filter((f) => f.screening === true && f.count > 0 && hexEquals(f.at, at)).reduce((n, f) => n + f.count, 0);
}

/** The to-hit penalty (≤ 0) the screens put on an attack from `from` at `to`. */
export function screenPenaltyBetween(flights: readonly FlightState[], from: Hex, to: Hex): number {
  if (!flights.some((f) => f.screening === true)) return 0;
  const path = chooseForAttacker(lineOfSight(from, to), (hex) => -fighterScreenPenalty(screeningFightersAt(flights, hex)));
  return fighterScreensPenalty(path.map((hex) => screeningFightersAt(flights, hex)));
}
