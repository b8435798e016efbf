/**
 * Voidstriker scenarios (Ch.6: §6.1 Standoff at Bishamon II, §6.2 Raid on New Angeles V, §6.3 The First Battle of
 * Alpha Centauri) as data (scenarios.json): forces, set-up and victory conditions.
 *
 * Judgement calls (rulings G9–G13, Ch.6): the book gives no playfield size, so 72" × 48" is a default
 * (`playfieldIsDefault`); "within N inches of each other" means every pair of that side's ships, centre to centre;
 * "surviving" ships exclude eliminated and departed ones; §6.2's "New Angeles V" heading and "New Angeles VI" set-up
 * are the same 5" world; FAC gunboats take off in the round numbered Arab entry + 2.
 */
import { z } from 'zod';
import scenarios from './scenarios.json' with { type: 'json' };

const driftSchema = z.strictObject({
  min: z.number().int().min(0),
  /** null: any drift speed (§6.2, §6.3). */
  max: z.number().int().min(0).nullable(),
});

const forceSchema = z.strictObject({
  classId: z.string().min(1),
  count: z.number().int().min(1),
  /** Where these ships start, as the book says it. */
  deploy: z.string().min(1),
  /** Starting drift speed in inches per round; direction is the player's choice. */
  drift: driftSchema,
  /** Ships that start landed (§6.2 FAC gunboats at the outpost). */
  landed: z.boolean().optional(),
  /** Take-off timing for landed ships, as the book says it. */
  launch: z.string().optional(),
});

const sideSchema = z.strictObject({
  side: z.string().min(1),
  forces: z.array(forceSchema).min(1),
  /** Every pair of this side's ships must start within this many inches of each other. */
  groupedWithin: z.number().positive().optional(),
  /** This side enters the map (from an edge) rather than being set up on it. */
  entersMap: z.boolean(),
});

const planetSchema = z.strictObject({ name: z.string().min(1), diameter: z.number().positive(), placement: z.string().min(1) });

const victorySchema = z.discriminatedUnion('kind', [
  /** §6.1, §6.3: the side with the last surviving ship(s) on the battlefield wins. */
  z.strictObject({ kind: z.literal('lastSurvivor'), text: z.string().min(1) }),
  /** §6.2: `side` wins by doing `task`; any other result is a win for `otherwise`. */
  z.strictObject({
    kind: z.literal('raid'),
    text: z.string().min(1),
    side: z.string().min(1),
    otherwise: z.string().min(1),
    raiderClassId: z.string().min(1),
    loadingTurns: z.number().int().min(1),
  }),
]);

export const scenarioSchema = z.strictObject({
  id: z.string().regex(/^6\.\d$/),
  name: z.string().min(1),
  story: z.string().min(1),
  playfield: z.strictObject({ width: z.number().positive(), height: z.number().positive() }),
  playfieldIsDefault: z.boolean(),
  planets: z.array(planetSchema),
  /** A landed base that is part of the objective (§6.2); it has no combat statistics in the book. */
  base: z.strictObject({ name: z.string().min(1), owner: z.string().min(1), placement: z.string().min(1) }).optional(),
  /** §6.3: asteroid counters may be placed at both players' discretion (§3.22). */
  optionalAsteroids: z.boolean(),
  sides: z.array(sideSchema).length(2),
  victory: victorySchema,
});
export type Scenario = z.infer<typeof scenarioSchema>;

/** The book's three scenarios, as data (scenarios.json), checked by `scenarioSchema` in the tests. */
export const SCENARIOS: readonly Scenario[] = scenarios as readonly Scenario[];

/** The scenario with this id ("6.1"…"6.3"), or undefined. */
export function scenarioById(id: string): Scenario | undefined {
  return SCENARIOS.find((s) => s.id === id);
}

/** Not a book scenario: two sides, A and B, with any library ships. */
export const SKIRMISH = 'skirmish';
export const SKIRMISH_MAX_SHIPS = 12;
const SKIRMISH_SIDES = ['A', 'B'];

/** The scenario a game names: "6.1", "Standoff at Bishamon II", "skirmish". */
export function findScenario(text: string): Scenario | typeof SKIRMISH | undefined {
  const t = text.trim().toLowerCase();
  if (t === SKIRMISH || t === '') return SKIRMISH;
  return scenarioById(t.replace(/^§/, '')) ?? SCENARIOS.find((s) => s.name.toLowerCase() === t);
}
export function sidesOf(scenario: Scenario | typeof SKIRMISH): string[] {
  return scenario === SKIRMISH ? [...SKIRMISH_SIDES] : scenario.sides.map((s) => s.side);
}

/** The ships the book gives a side, in order, as class ids (one per ship). */
export function bookForces(scenario: Scenario, side: string): string[] {
  return (scenario.sides.find((s) => s.side === side)?.forces ?? []).flatMap((f) => Array.from({ length: f.count }, () => f.classId));
}
