/**
 * Launching seekers (Starmada C.4 p.40): a seeking battery fired in the Combat Phase places
 * seeker flights instead of rolling to hit. Arc and line of sight are checked at declaration as for any weapon,
 * with no range limit (fire/reach-target.ts).
 *
 * - Seekers: the weapon mounts fired × ROF, split as evenly as possible into flights of at most six
 *   (combat/seeker-launch.ts), placed in the firing ship's hex, heading toward the target.
 * - The target is announced at launch and never changes; the flights stay in play if the firer is destroyed.
 * - They first move in the next game turn's Fighter Phase and cannot be attacked in the Combat Phase of their
 *   launch [ruling 50].
 *
 * Judgement calls:
 * - Heading: the direction of the first hex the line of sight enters. Where the line runs along a hexside the book
 *   lets the firer choose; Salvo takes the heading nearer the firer's facing (the two headings are neighbours, so
 *   one is always nearer).
 * - Volatile seekers (ROF 1, rolled): one die per mount fired gives its ROF at launch.
 * - Multi-weapon mounts: the book counts mounts × ROF; each seeker scores one hit (C.4), so a mount of any size
 *   launches ROF seekers.
 * - Names: "<ship> <battery> <n>", n one more than the highest such number on the board, so no two flights on the
 *   board share a name (a name may come back once its flight is gone); ids add the turn, so they never repeat.
 */
import type { Dice } from '../../core/dice.ts';
import { DIRECTION_NAMES, direction, hexEquals, hexNeighbor, type Direction, type Hex } from '../../core/hex.ts';
import { lineOfSight } from '../../core/line-of-sight.ts';
import type { GameEvent } from '../../core/rule-system.ts';
import { seekerFlightSizes } from '../combat/seeker-launch.ts';
import type { Allocation } from '../combat/declaration.ts';
import { classOf } from '../combat/ship-condition.ts';
import type { FlightState, ShipState, StarmadaState } from '../state.ts';

/** "Swarm Missile" → "Swarm Missiles", "Reaper Torpedo" → "Reaper Torpedoes"; one stays singular. */
export function weaponCount(n: number, name: string): string {
  if (n === 1) return `1 ${name}`;
  const plural = /(s|x|ch|sh|o)$/i.test(name) ? `${name}es` : /[^aeiou]y$/i.test(name) ? `${name.slice(0, -1)}ies` : `${name}s`;
  return `${n} ${plural}`;
}

/** The hexside a seeker leaves its firer's hex by to head for `target` (see the module header). */
export function launchHeading(firer: { readonly at: Hex; readonly facing: Direction }, target: Hex): Direction {
  const first = lineOfSight(firer.at, target).steps[0];
  if (!first) return firer.facing;
  const candidates = first.kind === 'hex' ? [first.hex] : first.hexes;
  const headings = candidates.map((h) => ([0, 1, 2, 3, 4, 5] as const).find((d) => hexEquals(hexNeighbor(firer.at, d), h)) ?? firer.facing);
  const offBow = (d: Direction): number => Math.min(direction(d - firer.facing), direction(firer.facing - d));
  return headings.reduce((best, d) => (offBow(d) < offBow(best) ? d : best));
}

export interface LaunchResult {
  readonly state: StarmadaState;
  readonly events: GameEvent[];
  /** False when nothing left the rails (the target was gone): the weapons are not spent. */
  readonly launched: boolean;
}

/** Places the seeker flights of one declaration (one battery, one target) in the firer's hex. */
export function launchSeekers(state: StarmadaState, allocation: Allocation, dice: Dice): LaunchResult {
  const { declaration: d, banks } = allocation;
  const firer = state.ships.find((s) => s.id === d.shipId) as ShipState;
  const battery = classOf(state, firer).batteries[d.battery];
  const profile = battery?.profiles[d.mode];
  if (!battery || !profile) return { state, events: [], launched: false };
  const ship = state.ships.find((s) => s.id === d.targetId && s.status === 'active');
  const flight = state.flights.find((f) => f.id === d.targetId && f.count > 0);
  const target = ship ?? flight;
  if (!target) {
    return { state, events: [{ type: 'launch-refused', text: `${firer.name} holds its ${battery.name}: its target is gone.` }], launched: false };
  }

  const mounts = banks.reduce((n, b) => n + b.weapons, 0);
  const volatile = profile.traits.includes('Vlt');
  const rofDice = volatile ? Array.from({ length: mounts }, () => dice.roll(`ROF (Volatile) ${firer.name} ${battery.name} seekers`)) : [];
  const sizes = volatile ? seekerFlightSizes(rofDice.reduce((a, b) => a + b, 0), 1) : seekerFlightSizes(mounts, profile.rof);
  const seekers = sizes.reduce((a, b) => a + b, 0);

  const prefix = `${firer.name} ${battery.name} `;
  const taken = state.flights.map((f) => (f.name.startsWith(prefix) ? Number(f.name.slice(prefix.length)) : 0)).filter((n) => Number.isInteger(n));
  const first = Math.max(0, ...taken) + 1;
  const heading = launchHeading(firer, target.at);
  const flights: FlightState[] = sizes.map((count, i) => ({
    id: `${firer.id}/seeker-t${state.turn}-b${d.battery}-${first + i}`,
    name: `${prefix}${first + i}`,
    side: firer.side,
    seat: firer.seat,
    carrierId: firer.id,
    count,
    at: firer.at,
    heading,
    activated: false,
    seeker: {
      targetId: target.id,
      ma: profile.ma ?? 0,
      acc: profile.acc,
      imp: profile.imp,
      dmg: profile.dmg,
      traits: [...profile.traits],
      launchedTurn: state.turn,
      weaponName: battery.name,
      firer: firer.name,
    },
  }));

  const rolled = volatile ? ` Volatile ROF ${rofDice.join(', ')}.` : '';
  const split = flights.length === 1 ? '1 flight' : `${flights.length} flights: ${flights.map((f) => `${f.name} of ${f.count}`).join(', ')}`;
  const text =
    seekers === 0
      ? `${firer.name} launches no ${battery.name}s at ${target.name}.${rolled}`
      : `${firer.name} launches ${weaponCount(seekers, battery.name)} at ${target.name} (${split}), heading ${DIRECTION_NAMES[heading]}.${rolled}`;
  const event: GameEvent = {
    type: 'seeker-launch',
    text,
    data: { shipId: firer.id, battery: d.battery, targetId: target.id, seekers, flights: flights.map((f) => ({ id: f.id, name: f.name, count: f.count })), heading, rofDice },
  };
  return { state: { ...state, flights: [...state.flights, ...flights] }, events: [event], launched: true };
}
