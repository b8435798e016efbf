/**
 * A legal pair of lobby fleets for each system and scenario the `/game new` menu offers, found the way players build
 * them: the fleet the scenario gives a side, else one pick from the library (`/fleet add`). Legal means the rule
 * system's setup accepts the pair with every offered option on; among those, the pair needing the most optional
 * rules is taken, so the checks that use it see the lobby's one-click fixes at work.
 */
import type { SeatRow } from '../../src/db/game-repo.ts';
import { setupInput } from '../../src/game/game-lifecycle.ts';
import { offeredOptions } from '../../src/game/lobby-options.ts';
import type { AnyRuleSystem } from '../../src/game/rule-systems.ts';

type Fleet = Record<string, unknown>;

export const SEED = 'legal-fleets';

/** The options record a game stores, with exactly `on` turned on. */
export const optionsWith = (system: AnyRuleSystem, on: readonly string[]): Record<string, unknown> =>
  system.optionsSchema.parse(Object.fromEntries(system.options.map((o) => [o.id, on.includes(o.id)]))) as Record<string, unknown>;

/** The one seat of a side as the lobby stores it, for the pure checks. */
export function seat(id: number, side: string, player: string, fleet: Fleet | null): SeatRow {
  return { id, gameId: 1, seatKey: `${side}1`, side, userId: player.toLowerCase(), playerName: player, fleet, createdAt: new Date(0) };
}

/** The fleets a side could field: the one the scenario gives it, else each library pick on its own. */
function candidates(system: AnyRuleSystem, scenario: string, side: string): Fleet[] {
  const given = system.fleets.given?.(scenario, side) ?? null;
  if (given) return [given];
  return system.fleets.library().flatMap((choice) => {
    const added = system.fleets.add(system.fleets.empty(), choice.value);
    return added.ok ? [added.value.fleet] : [];
  });
}

/** Seats for both sides with a pair of fleets setup accepts when every offered option is on, or null if none is. */
export function legalSeats(system: AnyRuleSystem, scenario: string): SeatRow[] | null {
  const [a, b] = system.fleets.sides(scenario);
  if (a === undefined || b === undefined) return null;
  const allOn = optionsWith(system, offeredOptions(system).map((o) => o.id));
  let best: { seats: SeatRow[]; needs: number } | null = null;
  for (const fa of candidates(system, scenario, a)) {
    for (const fb of candidates(system, scenario, b)) {
      const seats = [seat(1, a, 'Ana', fa), seat(2, b, 'Ben', fb)];
      const needs = new Set([fa, fb].flatMap((f) => system.fleets.needs(f, {}).map((n) => n.optionId))).size;
      if (best && needs <= best.needs) continue;
      if (system.setup(setupInput({ options: allOn, scenario, diceSecret: SEED }, seats)).ok) best = { seats, needs };
    }
  }
  return best?.seats ?? null;
}
