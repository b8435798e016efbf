/**
 * Setting up a Starmada game: fleets checked against the scenario and the optional rules in force, ships
 * named and put in the state, fighter flights raised for carriers (B.4), and the deployment step opened.
 * Starmada 2.1–2.3 p.12; Appendix S; B.4; C.1; C.2.
 *
 * Judgement calls: a fleet lists classes from the library or the seat's own imported designs; two ships of one
 * class are told apart by number ("Vigilant", "Vigilant 2") unless the player names them. Ships that need an
 * optional rule the game has off (named arcs without C.1, two modes without C.2, a carrier without B.4) are
 * refused with the option to turn on, since the book makes those rules optional.
 */
import { z } from 'zod';
import { err, ok, type Result, type RuleError } from '../../core/result.ts';
import type { OptionInfo, SeatId } from '../../core/rule-system.ts';
import type { OptionNeed } from '../../core/assist.ts';
import { carrierRating, flightsForCarrier } from '../fighters/scramble.ts';
import { isLongRangeClass, longRangeFlight, LRF_CLASS, LRF_COMBAT_RATING } from '../fighters/long-range.ts';
import { shuttleCount, shuttlesFor } from '../fighters/shuttles.ts';
import type { FighterVariant } from '../fighters/variants.ts';
import { defaultFacing, deploymentEdges } from './deployment.ts';
import { parseBattleSize, type BattleSize } from './battle-size.ts';
import { blackHoleClash, placeTerrain, readPieces, splitTerrainText } from '../terrain/placement.ts';
import type { TerrainPiece } from '../terrain/pieces.ts';
import { parseScenario, scenarioLimits, validateScenarioFleet, type ScenarioDefinition } from './scenarios.ts';
import { EMPTY_LEDGER } from './victory.ts';
import { scatterHideAndSeek } from './hide-and-seek.ts';
import { choosePrototype } from './prototype.ts';
import { holdBackHalf } from './reinforcements.ts';
import { rngStateFromSeed, seededDice } from '../../core/dice.ts';
import { readArcDesignation } from '../ships/arcs.ts';
import { findShipClass } from '../ships/library/index.ts';
import { validateShipClass, type ShipClass } from '../ships/schema.ts';
import { systemsNotInPlay } from '../ships/systems-in-play.ts';
import { hasTrait } from '../ships/sheet-lookup.ts';
import { STARMADA_OPTIONS, type StarmadaOptionId, type StarmadaOptions } from '../options.ts';
import { solarWindFor } from '../movement/solar-sails.ts';
import type { FlightState, ShipState, SideId, StarmadaState } from '../state.ts';
import { starmadaError } from '../errors.ts';
import { MAX_DESIGNS, MAX_SHIPS, shipEntryFields } from './fleet-limits.ts';
import { shipNameProblem } from '../notation/name-check.ts';

export const fleetSchema = z.strictObject({
  side: z.enum(['A', 'B']),
  /** The player's display name, for the log. */
  player: z.string().min(1).max(64),
  ships: z
    .array(z.strictObject(shipEntryFields))
    .min(1, 'A fleet needs at least one ship.')
    .max(MAX_SHIPS, `A fleet has at most ${MAX_SHIPS} ships.`),
  /** Classes the player imported (Drake notation or JSON), already parsed; checked again here. */
  designs: z.array(z.unknown()).max(MAX_DESIGNS).default([]),
});

export type Fleet = z.input<typeof fleetSchema>;

export interface SetupInput {
  options: StarmadaOptions;
  fleets: Readonly<Record<SeatId, Fleet>>;
  /** "standard/small", "Standard (Small)", "S.4", "Fleet Action"…, then any terrain the GM places: "+ planet 3 at 1609". */
  scenario: string;
  /** The game's seed, for the set-up's dice and scatterings (S.5's asteroid markers, S.11's halves, B.21's solar wind, terrain the GM did not place: terrain/placement.ts). */
  seed?: string;
}

/** Reads a scenario and, for the standard scenario, a battle size: "standard/small", "S.4". */
export function parseScenarioAndSize(text: string): Result<{ scenario: ScenarioDefinition; size: BattleSize | null }, RuleError[]> {
  const [scenarioText = '', sizeText] = splitTerrainText(text).scenario.split(/[/:(]/).map((t) => t.replace(/\)/g, '').trim());
  const scenario = parseScenario(scenarioText === '' ? 'standard' : scenarioText);
  if (!scenario.ok) return err([scenario.error]);
  if (scenario.value.forces.kind !== 'battleSize') return ok({ scenario: scenario.value, size: null });
  const size = parseBattleSize(sizeText ?? 'small');
  return size.ok ? ok({ scenario: scenario.value, size: size.value }) : err([size.error]);
}

/** Which optional rules a class needs that the game has off, each with why. */
export function classNeedsOptions(cls: ShipClass, options: StarmadaOptions): OptionNeed[] {
  const needs: OptionNeed[] = [];
  const namedArcs = cls.batteries.some((b) =>
    b.banks.some((bank) => {
      const read = readArcDesignation(bank.arcs);
      return read.ok && read.value.kind !== 'standard';
    }),
  );
  if (namedArcs && !options.alternateArcs) needs.push({ optionId: 'alternateArcs', why: `${cls.className} uses named or defensive firing arcs` });
  if (cls.batteries.some((b) => b.profiles.length > 1) && !options.dualMode) needs.push({ optionId: 'dualMode', why: `${cls.className} has dual-mode weapons` });
  if (carrierRating(cls.traits) > 0 && !options.carriers) needs.push({ optionId: 'carriers', why: `${cls.className} is a carrier` });
  // B.20 p.37: "This system requires the use of F.5", as launch tubes do (ruling 204, as 222).
  if (shuttleCount(cls) > 0 && !options.launchAndRecovery) needs.push({ optionId: 'launchAndRecovery', why: `${cls.className} carries shuttlecraft, which need launch and recovery (B.20 p.37)` });
  // B.12 p.33: "This system requires the use of F.5: Launch & Recovery"; without it the tubes would do nothing.
  if (hasTrait(cls, 'Launch Tubes') && !options.launchAndRecovery) needs.push({ optionId: 'launchAndRecovery', why: `${cls.className} has launch tubes, which need launch and recovery (B.12 p.33)` });
  return needs;
}

/** "Vigilant uses named or defensive firing arcs: turn on Alternate firing arcs (C.1)." */
export function needSentence(need: OptionNeed): string {
  const option = STARMADA_OPTIONS.find((o) => o.id === need.optionId);
  return `${need.why}: turn on ${option ? `${option.name} (${option.ref})` : need.optionId}.`;
}

function newShip(id: string, name: string, cls: ShipClass, side: SideId, seat: SeatId): ShipState {
  const batteries = cls.batteries.map((b) => b.banks.map(() => 0));
  return {
    id,
    name,
    classId: cls.className,
    side,
    seat,
    // Placed in the deployment step; until then every ship waits off the board at the origin.
    at: { q: 0, r: 0, s: 0 },
    heading: 0,
    facing: 0,
    // Turn 1: the previous speed is the engine rating (2.3 p.12).
    prevSpeed: cls.tracks.engines[0] ?? 0,
    lastSlips: { dir: null, count: 0 },
    hull: { checked: 0, pending: 0, crewFromBack: 0, crewPending: 0 },
    engines: { checked: 0, pending: 0 },
    weapons: { checked: 0, pending: 0 },
    shields: { checked: 0, pending: 0 },
    ...(cls.directionalShields ? { dirShields: { ...cls.directionalShields } } : {}),
    bankLosses: batteries,
    expended: batteries.map((b) => [...b]),
    lastFired: cls.batteries.map((b) => b.banks.map(() => null)),
    equipmentLost: {},
    munitionsUsed: {},
    inverted: false,
    status: 'active',
  };
}

/** Options Salvo reads but does not carry out yet (options.ts `unavailable`): nobody plays with half a rule. */
function notYetAvailable(options: StarmadaOptions): RuleError[] {
  const errors: RuleError[] = [];
  // Read as the general option shape: no Starmada option is unavailable today, but one may be again.
  for (const option of STARMADA_OPTIONS as readonly OptionInfo[]) {
    if (option.unavailable !== undefined && options[option.id as StarmadaOptionId]) {
      errors.push(starmadaError('ERR_OPTION_NOT_YET', `${option.name} (${option.ref}) is not available yet (${option.unavailable}); turn it off to start the game.`));
    }
  }
  return errors;
}

/** The ships of every fleet read so far, their classes, seats and names, and each side's list for the scenario. */
interface Roster {
  readonly classes: Record<string, ShipClass>;
  readonly ships: ShipState[];
  readonly seats: StarmadaState['seats'];
  readonly usedNames: Set<string>;
  readonly perSide: Record<SideId, { name: string; combatRating: number }[]>;
  /** F.4: the flight variants a fleet entry chose, by ship id. */
  readonly variants: Record<string, readonly (FighterVariant | 'standard')[]>;
  /** F.6: the long range flights the fleets bought. */
  readonly longRange: FlightState[];
}

/** A ship's name (numbered when taken: "Vigilant 2") and its id, a slug of the name that no other ship has. */
function nameAndId(roster: Roster, base: string): { name: string; id: string } {
  let name = base;
  for (let n = 2; roster.usedNames.has(name.toLowerCase()); n++) name = `${base} ${n}`;
  roster.usedNames.add(name.toLowerCase());
  // Ids are slugs of names; "Star Fox" and "Star-Fox" (or two names in other scripts) must not share one.
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'ship';
  let id = slug;
  for (let n = 2; roster.ships.some((s) => s.id === id); n++) id = `${slug}-${n}`;
  return { name, id };
}

/** Reads one seat's fleet into the roster: its designs, then each ship by class; problems go to `errors`. */
function addFleet(roster: Roster, options: StarmadaOptions, seat: SeatId, rawFleet: unknown, errors: RuleError[]): void {
  const parsed = fleetSchema.safeParse(rawFleet);
  if (!parsed.success) {
    errors.push(...parsed.error.issues.map((i) => starmadaError('ERR_FLEET', `${seat}: ${i.message}`, { at: i.path.join('.') })));
    return;
  }
  const fleet = parsed.data;
  roster.seats[seat] = { side: fleet.side, name: fleet.player };
  const designs: ShipClass[] = [];
  for (const raw of fleet.designs) {
    const design = validateShipClass(raw);
    if (design.ok) designs.push(design.value);
    else errors.push(...design.error.map((e) => ({ ...e, message: `${fleet.player}'s design: ${e.message}` })));
  }
  fleet.ships.forEach((entry, i) => {
    if (isLongRangeClass(entry.class)) {
      addLongRange(roster, options, seat, fleet, entry, errors);
      return;
    }
    const wanted = entry.class.trim().toLowerCase();
    const cls = designs.find((d) => d.className.toLowerCase() === wanted) ?? findShipClass(entry.class);
    if (!cls) {
      errors.push(starmadaError('ERR_FLEET_CLASS', `${fleet.player}: "${entry.class}" is not a known class; import its design first or pick one from the library.`, { at: `ships.${i}` }));
      return;
    }
    const known = roster.classes[cls.className];
    if (known && JSON.stringify(known) !== JSON.stringify(cls)) {
      errors.push(starmadaError('ERR_FLEET_CLASS_CLASH', `Two different designs are both called ${cls.className}; rename one before the game starts.`));
      return;
    }
    roster.classes[cls.className] = cls;
    for (const need of classNeedsOptions(cls, options)) errors.push(starmadaError('ERR_FLEET_OPTION', `${fleet.player}: ${needSentence(need)}`));
    for (const why of systemsNotInPlay(cls)) errors.push(starmadaError('ERR_FLEET_SYSTEM', `${fleet.player}: ${cls.className} carries ${why}. Remove that ship (/fleet remove) or import a design without it.`));
    // A fleet stored before names were checked against the notation is told here, before the game starts.
    const bad = shipNameProblem((entry.name ?? cls.className).trim());
    if (bad) errors.push(starmadaError('ERR_FLEET_NAME', `${fleet.player}: ${bad} Remove that ship (/fleet remove) and add it under another name.`, { at: `ships.${i}` }));
    const { name, id } = nameAndId(roster, (entry.name ?? cls.className).trim());
    roster.ships.push(newShip(id, name, cls, fleet.side, seat));
    if (entry.flights) {
      roster.variants[id] = entry.flights;
      errors.push(...variantProblems(fleet.player, name, carrierRating(cls.traits), entry.flights, options));
    }
    roster.perSide[fleet.side].push({ name, combatRating: cls.combatRating });
  });
}

/** F.6 p.53: a flight bought without a carrier, CR 60, named like a ship; one variant at most (F.4). */
function addLongRange(roster: Roster, options: StarmadaOptions, seat: SeatId, fleet: z.output<typeof fleetSchema>, entry: z.output<typeof fleetSchema>['ships'][number], errors: RuleError[]): void {
  const { name, id } = nameAndId(roster, (entry.name ?? LRF_CLASS).trim());
  if (!options.longRangeFighters) errors.push(starmadaError('ERR_FLEET_OPTION', `${fleet.player}: ${name} is a long range flight: turn on Long range fighters (F.6).`));
  const variant = entry.flights?.[0];
  errors.push(...variantProblems(fleet.player, name, 1, entry.flights ?? [], options));
  roster.longRange.push(longRangeFlight(`lrf-${id}`, name, fleet.side, seat, variant === 'standard' ? undefined : variant));
  roster.perSide[fleet.side].push({ name, combatRating: LRF_COMBAT_RATING });
}

/** F.4 p.52: variants are an option, swapped one for one with the carrier's flights. */
function variantProblems(player: string, ship: string, rating: number, variants: readonly string[], options: StarmadaOptions): RuleError[] {
  const errors: RuleError[] = [];
  if (!options.fighterVariants && variants.some((v) => v !== 'standard')) {
    errors.push(starmadaError('ERR_FLEET_OPTION', `${player}: ${ship}'s flights are variants, and fighter variants (F.4) are not in play in this game.`));
  }
  if (variants.length > rating) {
    errors.push(starmadaError('ERR_FLEET', `${player}: ${ship} carries ${rating} flight${rating === 1 ? '' : 's'} (Carrier ${rating}); ${variants.length} variants are listed for it.`));
  }
  return errors;
}

/** Each side has ships, and its fleet fits the scenario (2.2 p.12, Appendix S). */
function checkSides(scenario: ScenarioDefinition, size: BattleSize | null, perSide: Roster['perSide']): RuleError[] {
  const errors: RuleError[] = [];
  for (const side of ['A', 'B'] as const) {
    if (perSide[side].length === 0) {
      errors.push(starmadaError('ERR_FLEET_SIDE_EMPTY', `Side ${side} has no ships; every side needs a fleet before the game starts.`));
      continue;
    }
    const other = side === 'A' ? perSide.B : perSide.A;
    const checked = validateScenarioFleet(scenario, side, perSide[side], { ...(size ? { size } : {}), opponent: other });
    if (!checked.ok) errors.push(...checked.error.map((e) => ({ ...e, message: `Side ${side}: ${e.message}` })));
  }
  return errors;
}

/** S.8's prototype and S.11's half held back, chosen at set-up. */
function scenarioSpecials(
  scenario: ScenarioDefinition,
  ships: ShipState[],
  classes: Record<string, ShipClass>,
  seed: string,
): { ships: ShipState[]; extra: Pick<StarmadaState, 'prototype' | 'reinforcements'> } {
  if (scenario.special === 'prototype') {
    const prototype = choosePrototype(ships, (s) => (classes[s.classId] as ShipClass).combatRating);
    return { ships, extra: prototype ? { prototype: { shipId: prototype.id } } : {} };
  }
  if (scenario.special === 'reinforcements') {
    const held = holdBackHalf(ships, seededDice(rngStateFromSeed(`${seed}:halves`)));
    return { ships: held.ships, extra: { reinforcements: { halfRoll: held.halfRoll, total: 0, arrived: false } } };
  }
  return { ships, extra: {} };
}

/** Checks every fleet and builds the game state, every problem at once. */
export function setupGame(input: SetupInput): Result<StarmadaState, RuleError[]> {
  const read = parseScenarioAndSize(input.scenario);
  if (!read.ok) return read;
  const { scenario, size } = read.value;
  const errors: RuleError[] = notYetAvailable(input.options);
  const clash = blackHoleClash(input.options);
  if (clash) errors.push(clash);
  const given = readPieces(splitTerrainText(input.scenario).pieces, scenario.board, input.options);
  if (!given.ok) errors.push(...given.error);
  const roster: Roster = { classes: {}, ships: [], seats: {}, usedNames: new Set(), perSide: { A: [], B: [] }, variants: {}, longRange: [] };
  for (const [seat, rawFleet] of Object.entries(input.fleets)) addFleet(roster, input.options, seat, rawFleet, errors);
  errors.push(...checkSides(scenario, size, roster.perSide));
  if (errors.length > 0) return err(errors);

  const { classes, seats } = roster;
  const limits = scenarioLimits(scenario, size ? { size } : {});
  const edges = deploymentEdges(scenario.board);
  const special = scenarioSpecials(scenario, roster.ships, classes, input.seed ?? '');
  const ships = special.ships;
  const raised = input.options.carriers
    ? ships.flatMap((s) => {
        const cls = classes[s.classId] as ShipClass;
        return flightsForCarrier({ ...s, carrierRating: carrierRating(cls.traits) }, undefined, roster.variants[s.id]);
      })
    : [];
  // F.5: flights begin aboard their carriers (ruling 155). S.11: a carrier held in reserve keeps its flights (and
  // their F.4 variants) aboard until it arrives (ruling 219).
  const reserve = new Set(ships.filter((s) => s.status === 'reserve').map((s) => s.id));
  const flights = input.options.launchAndRecovery ? [] : raised.filter((f) => !reserve.has(f.carrierId));
  const aboard = input.options.launchAndRecovery ? raised : raised.filter((f) => reserve.has(f.carrierId));
  // B.20 p.37: shuttles wait aboard, to launch by F.5's rules (F.5 is in force, or the fleet was refused: ruling 204).
  const shuttles = ships.flatMap((s) => shuttlesFor(s, classes[s.classId] as ShipClass));
  aboard.push(...shuttles);
  const longRange = roster.longRange;
  // B.21 p.37: "before the game begins" the solar wind is rolled, from the game's seed (ruling 141).
  const wind = solarWindFor(input.seed ?? 'starmada', ships.map((s) => classes[s.classId] as ShipClass));
  return ok({
    turn: 0,
    phase: { kind: 'deployment' },
    ...(wind === undefined ? {} : { solarWind: wind }),
    options: input.options,
    board: scenario.board,
    scenario: scenario.id,
    battleSize: size?.name ?? null,
    vpTarget: limits.vpTarget,
    seats,
    classes,
    ships: ships.map((s) => ({ ...s, heading: defaultFacing(edges[s.side]), facing: defaultFacing(edges[s.side]) })),
    ...special.extra,
    // F.6's long range flights wait to deploy with the ships.
    flights: [...flights, ...longRange],
    ...(aboard.length > 0 ? { hangar: aboard } : {}),
    ...(longRange.length > 0 ? { longRangeFlights: longRange.map((f) => ({ id: f.id, name: f.name, side: f.side })) } : {}),
    ledger: EMPTY_LEDGER,
    outcome: null,
    revealedOrders: {},
    trails: {},
    lastStep: { shots: [], wrecks: [], blasts: [] },
    ...terrainOf(input, scenario, given.ok ? given.value : []),
  });
}

/**
 * The terrain field: S.5's dozen asteroid markers (G.1 lone asteroids), the GM's pieces, then any rolled for the
 * terrain options; absent in open space, so core games keep their old shape.
 */
function terrainOf(input: SetupInput, scenario: ScenarioDefinition, given: readonly TerrainPiece[]): { terrain?: TerrainPiece[] } {
  const seed = input.seed ?? 'starmada';
  const markers: TerrainPiece[] = scenario.special === 'asteroids' ? scatterHideAndSeek(scenario.board, seed).map((at) => ({ kind: 'asteroid', at })) : [];
  const terrain = placeTerrain([...markers, ...given], input.options, scenario.board, seed);
  return terrain.length > 0 ? { terrain } : {};
}
