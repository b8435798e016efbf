/**
 * A legal pair of lobby fleets for each system and scenario the `/game new` menu offers, found the way players build
 * them: the fleet the scenario gives a side, else one pick from the library (`/fleet add`). Legal means the rule
 * system's setup accepts the pair with every offered option on that can be played together; among those, the pair needing the most optional
 * rules is taken, so the checks that use it see the lobby's one-click fixes at work.
 */
import type { SeatRow } from '../../src/db/game-repo.ts';
import { setupInput } from '../../src/game/game-lifecycle.ts';
import { offeredOptions } from '../../src/game/lobby-options.ts';
import type { AnyRuleSystem } from '../../src/game/rule-systems.ts';

type Fleet = Record<string, unknown>;

export const SEED = 'legal-fleets';

/** Options a game plays only without certain others: Starmada's black hole (G.2 p.55) refuses any other terrain. */
const PLAYED_APART = new Set(['blackHoles']);

/** Every offered option that can be on with all the others: the lobby's "everything on" game. */
export const allTogether = (system: AnyRuleSystem): string[] => offeredOptions(system).map((o) => o.id).filter((id) => !PLAYED_APART.has(id));

/** The options record a game stores, with exactly `on` turned on. */
export const optionsWith = (system: AnyRuleSystem, on: readonly string[]): Record<string, unknown> =>
  system.optionsSchema.parse(Object.fromEntries(system.options.map((o) => [o.id, on.includes(o.id)]))) as Record<string, unknown>;

/** The one seat of a side as the lobby stores it, for the pure checks. */
export function seat(id: number, side: string, player: string, fleet: Fleet | null): SeatRow {
  return { id, gameId: 1, seatKey: `${side}1`, side, userId: player.toLowerCase(), playerName: player, fleet, createdAt: new Date(0) };
}

/** The fleets a side could field: the one the scenario gives it, else each library pick on its own (or `copies` times). */
function candidates(system: AnyRuleSystem, scenario: string, side: string, copies = 1): Fleet[] {
  const given = system.fleets.given?.(scenario, side) ?? null;
  if (given) return [given];
  return system.fleets.library().flatMap((choice) => {
    let fleet: Fleet = system.fleets.empty();
    for (let i = 0; i < copies; i++) {
      const added = system.fleets.add(fleet, choice.value);
      if (!added.ok) return [];
      fleet = added.value.fleet;
    }
    return [fleet];
  });
}

/** Among these fleets, the pair setup accepts with every option on that needs the most optional rules. */
function bestPair(system: AnyRuleSystem, scenario: string, sides: readonly [string, string], fleetsA: readonly Fleet[], fleetsB: readonly Fleet[]): SeatRow[] | null {
  const [a, b] = sides;
  const allOn = optionsWith(system, allTogether(system));
  let best: { seats: SeatRow[]; needs: number } | null = null;
  for (const fa of fleetsA) {
    for (const fb of fleetsB) {
      const seats = [seat(1, a, 'Ana', fa), seat(2, b, 'Ben', fb)];
      const needs = new Set([fa, fb].flatMap((f) => system.fleets.needs(f, {}).map((n) => n.optionId))).size;
      if (best && needs <= best.needs) continue;
      if (system.setup(setupInput({ options: allOn, scenario, diceSecret: SEED }, seats)).ok) best = { seats, needs };
    }
  }
  return best?.seats ?? null;
}

/**
 * Seats for both sides with a pair of fleets setup accepts when every offered option is on, or null if none is. A
 * scenario that asks for more than one ship (Starmada S.11's two halves, S.12's two ambushes) gets fleets of one
 * pick taken several times, as a player would add it again.
 */
export function legalSeats(system: AnyRuleSystem, scenario: string): SeatRow[] | null {
  const [a, b] = system.fleets.sides(scenario);
  if (a === undefined || b === undefined) return null;
  const single = bestPair(system, scenario, [a, b], candidates(system, scenario, a), candidates(system, scenario, b));
  if (single) return single;
  for (let copies = 2; copies <= 6; copies++) {
    const more = (side: string): Fleet[] => [...candidates(system, scenario, side), ...candidates(system, scenario, side, copies)];
    const found = bestPair(system, scenario, [a, b], more(a), more(b));
    if (found) return found;
  }
  return null;
}
