/**
 * Voidstriker scenarios (Ch.6: §6.1 Standoff at Bishamon II, §6.2 Raid on New Angeles V, §6.3 The First Battle of
 * Alpha Centauri) as data: forces, set-up and victory conditions.
 *
 * Judgement calls (digest §5.2, §10 G9–G13): the book gives no playfield size, so 72" × 48" is a default
 * (`playfieldIsDefault`); "within N inches of each other" means every pair of that side's ships, centre to centre;
 * "surviving" ships exclude eliminated and departed ones; §6.2's "New Angeles V" heading and "New Angeles VI" set-up
 * are the same 5" world; FAC gunboats take off in the round numbered Arab entry + 2.
 */
import { z } from 'zod';

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

const DEFAULT_PLAYFIELD = { width: 72, height: 48 };

export const SCENARIOS: readonly Scenario[] = [
  {
    id: '6.1',
    name: 'Standoff at Bishamon II',
    story: 'A UNSN task force raids the Japanese-held Bishamon system; an IJN intercept squadron sorties to destroy it.',
    playfield: DEFAULT_PLAYFIELD,
    playfieldIsDefault: true,
    planets: [{ name: 'Bishamon II', diameter: 11, placement: 'in one half of the playfield' }],
    optionalAsteroids: false,
    sides: [
      {
        side: 'IJN',
        entersMap: false,
        forces: [
          { classId: 'ijn-battlecruiser-6000', count: 2, deploy: "anywhere within 5\" of the planet's surface", drift: { min: 0, max: 6 } },
          { classId: 'ijn-missile-destroyer-3000', count: 2, deploy: "anywhere within 5\" of the planet's surface", drift: { min: 0, max: 6 } },
        ],
      },
      {
        side: 'UNSN',
        entersMap: true,
        groupedWithin: 6,
        forces: [
          { classId: 'unsn-heavy-cruiser-7000', count: 1, deploy: 'enter the map at the far end', drift: { min: 5, max: 15 } },
          { classId: 'unsn-fleet-intruder-4000', count: 2, deploy: 'enter the map at the far end', drift: { min: 5, max: 15 } },
        ],
      },
    ],
    victory: { kind: 'lastSurvivor', text: 'The side with the last surviving ships on the battlefield is the winner.' },
  },
  {
    id: '6.2',
    name: 'Raid on New Angeles V',
    story: 'Arab privateers attack a Free American Colonial outpost in the New Angeles system to loot its ordnance and valuables.',
    playfield: DEFAULT_PLAYFIELD,
    playfieldIsDefault: true,
    planets: [{ name: 'New Angeles VI', diameter: 5, placement: 'the centre of the battlefield' }],
    base: { name: 'FAC naval outpost', owner: 'FAC', placement: 'a point the FAC player marks on the edge of the planet' },
    optionalAsteroids: false,
    sides: [
      {
        side: 'FAC',
        entersMap: false,
        forces: [
          { classId: 'us-light-cruiser-5000', count: 1, deploy: "anywhere within 6\" of the planet's surface", drift: { min: 0, max: 0 } },
          {
            classId: 'us-gunboat-500',
            count: 6,
            deploy: 'landed at the naval outpost',
            drift: { min: 0, max: 0 },
            landed: true,
            launch: 'on the second turn after the Arabs enter the map',
          },
        ],
      },
      {
        side: 'Arab',
        entersMap: true,
        groupedWithin: 12,
        forces: [
          { classId: 'arab-destroyer-3500', count: 2, deploy: 'enter the map from any side', drift: { min: 0, max: null } },
          { classId: 'arab-corsair-2000', count: 3, deploy: 'enter the map from any side', drift: { min: 0, max: null } },
        ],
      },
    ],
    victory: {
      kind: 'raid',
      text: 'The Arabs win if at least one corsair lands at the FAC base, spends six turns loading loot, and escapes. Any other result is a FAC victory.',
      side: 'Arab',
      otherwise: 'FAC',
      raiderClassId: 'arab-corsair-2000',
      loadingTurns: 6,
    },
  },
  {
    id: '6.3',
    name: 'The First Battle of Alpha Centauri',
    story: 'US and UN battlefleets meet in open warfare over Pangaea, in the Alpha Centauri system.',
    playfield: DEFAULT_PLAYFIELD,
    playfieldIsDefault: true,
    planets: [],
    optionalAsteroids: true,
    sides: [
      {
        side: 'USASF',
        entersMap: false,
        forces: [
          { classId: 'us-light-cruiser-5000', count: 2, deploy: 'one side of the battlefield', drift: { min: 0, max: null } },
          { classId: 'us-destroyer-escort-2500', count: 3, deploy: 'one side of the battlefield', drift: { min: 0, max: null } },
          { classId: 'us-gunboat-500', count: 2, deploy: 'one side of the battlefield', drift: { min: 0, max: null } },
        ],
      },
      {
        side: 'UNSN',
        entersMap: false,
        forces: [
          { classId: 'unsn-heavy-cruiser-7000', count: 1, deploy: 'the opposite side of the battlefield', drift: { min: 0, max: null } },
          { classId: 'unsn-destroyer-escort-3000', count: 3, deploy: 'the opposite side of the battlefield', drift: { min: 0, max: null } },
          { classId: 'unsn-fleet-intruder-4000', count: 2, deploy: 'the opposite side of the battlefield', drift: { min: 0, max: null } },
        ],
      },
    ],
    victory: { kind: 'lastSurvivor', text: 'The side with the last surviving ship(s) wins.' },
  },
];

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
