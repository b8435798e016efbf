/**
 * Setting up a Match Play game (Metaverse p.101 "Match Play"): each side brings a library fleet,
 * commander and crew qualities marked "roll" are rolled (p.86), and squadrons are placed in the deployment zones
 * (10% strips along opposite edges) facing the enemy.
 *
 * Judgement calls (the book has the players alternate placements after a command-dice roll-off, and grants 1D4
 * preparation turns of velocity): by post the squadrons are placed evenly along the middle of the zone at
 * momentum 0, no reserves. Terrain is rolled and placed by terrain/place.ts (p.101). Setup dice come from the
 * game's seed so a game set up twice is the same.
 */
import { rngStateFromSeed, seededDice, type Dice } from '../../core/dice.ts';
import { err, ok, type Result, type RuleError } from '../../core/result.ts';
import type { SeatId } from '../../core/rule-system.ts';
import { count } from '../../core/text.ts';
import { damageLayoutOf } from '../adapters/damage.ts';
import { defaultConfig, metaverseConfigSchema, type MetaverseConfig } from './config.ts';
import { resolveFleetQualities } from './navy-quality.ts';
import { initialDamageState } from '../damage/state.ts';
import { emptyRose } from '../movement/newtonian.ts';
import { newMoraleChart } from '../morale/morale.ts';
import { edgeZone, MATCH_PLAY } from './match-play.ts';
import { validateFleet } from './validate-fleet.ts';
import { fleetSchema, type Fleet, type Navy } from '../ships/fleet.ts';
import { designById, fleetById, navyById } from '../ships/library.ts';
import { initialFighters } from '../sequence/starfighters/fighter-step.ts';
import { emptyBoarding } from '../sequence/boarding/boarding-step.ts';
import { generateTerrain } from '../terrain/place.ts';
import type { MetaverseState, MvCommander, MvShip, MvSide, MvSquadron } from '../state.ts';
import { metaverseError } from '../errors.ts';

export interface SeatFleet {
  readonly side: string;
  readonly player: string;
  /** A library fleet id (ships/library.ts LIBRARY_FLEETS). */
  readonly fleet?: string;
  /** A fleet imported in the lobby (assist/fleet/fleet-builder.ts), used instead of `fleet` when present. */
  readonly custom?: Fleet;
}

/** "CNS Kestrel & Merlin": the ships' names, a prefix they share written once, so labels stay short. */
export function squadronName(names: readonly string[]): string {
  const first = names[0] ?? '';
  const prefix = /^(\S+) /.exec(first)?.[1];
  const shared = names.length > 1 && prefix !== undefined && names.every((n) => n.startsWith(`${prefix} `));
  return names.map((n, i) => (shared && i > 0 ? n.slice(prefix.length + 1) : n)).join(' & ');
}

const EDGE_HEADING = { top: 180, bottom: 0, left: 90, right: 270 } as const;

export function setupMatch(input: { config?: unknown; fleets: Readonly<Record<SeatId, SeatFleet>>; seed: string }): Result<MetaverseState, RuleError[]> {
  const parsedConfig = metaverseConfigSchema.safeParse(input.config ?? {});
  if (!parsedConfig.success) return err(parsedConfig.error.issues.map((i) => metaverseError('ERR_CONFIG', `${i.path.join('.') || 'config'}: ${i.message}`)));
  const config: MetaverseConfig = parsedConfig.data ?? defaultConfig();
  const dice = seededDice(rngStateFromSeed(`${input.seed}:setup`));
  const acc: Setup = { config, errors: [], sides: [], commanders: [], squadrons: [], ships: [], setupLog: [] };
  for (const [seat, entry] of Object.entries(input.fleets).sort(([a], [b]) => a.localeCompare(b))) addSeat(acc, seat, entry, dice);
  rollPrepTurns(acc, input.seed);
  const { errors, sides, commanders, squadrons, ships, setupLog } = acc;
  for (const side of ['A', 'B'] as const) if (!sides.some((s) => s.side === side)) errors.push(metaverseError('ERR_SIDE_EMPTY', `Side ${side} has no player: Match Play needs two fleets.`));
  if (errors.length > 0) return err(errors);
  // p.101: terrain before deployment, from its own stream of the seed so the quality rolls stay as they were.
  const mixedRoses = new Set(squadrons.map((q) => q.directionality)).size > 1;
  const placed = generateTerrain(config, mixedRoses, seededDice(rngStateFromSeed(`${input.seed}:terrain`)));
  setupLog.push(...placed.log);
  const base: MetaverseState = { system: 'metaverse', config, turn: 1, stage: 'plot', sides, commanders, squadrons, ships, setupLog, trails: [], shots: [], control: null, fighters: { squadrons: [], hangars: [], missions: [], missionStep: null, furballSpent: [], missionCount: 0 }, boarding: emptyBoarding(), terrain: placed.terrain, outcome: null };
  return ok({ ...base, fighters: initialFighters(base) });
}

/** The game being set up, seat after seat. */
interface Setup {
  readonly config: MetaverseConfig;
  readonly errors: RuleError[];
  readonly sides: MvSide[];
  readonly commanders: MvCommander[];
  readonly squadrons: MvSquadron[];
  readonly ships: MvShip[];
  readonly setupLog: string[];
}

/** A seat's side, fleet and navy, checked; undefined (with the error recorded) when the seat cannot play. */
function readSeat(acc: Setup, entry: SeatFleet): { side: 'A' | 'B'; fleet: Fleet; navy: Navy } | undefined {
  const side = entry.side === 'A' || entry.side === 'B' ? entry.side : null;
  if (!side) {
    acc.errors.push(metaverseError('ERR_SIDE', `Side ${entry.side} is not in Match Play: join A or B.`));
    return undefined;
  }
  if (acc.sides.some((s) => s.side === side)) {
    acc.errors.push(metaverseError('ERR_SIDE_TWICE', `Side ${side} has two players; Match Play is one fleet a side.`));
    return undefined;
  }
  // An imported fleet was stored as plain JSON: read it again, as it may be older than the schema.
  const custom = entry.custom === undefined ? undefined : fleetSchema.safeParse(entry.custom);
  if (custom && !custom.success) {
    acc.errors.push(metaverseError('ERR_FLEET', `Side ${side}'s imported fleet cannot be read; import it again with /fleet import.`));
    return undefined;
  }
  const fleet = custom ? custom.data : entry.fleet ? fleetById(entry.fleet) : undefined;
  const navy = fleet ? navyById(fleet.navy) : undefined;
  if (!fleet || !navy) {
    acc.errors.push(metaverseError('ERR_FLEET', `Side ${side} needs a fleet: pick one with /fleet add.`));
    return undefined;
  }
  const problems = validateFleet(fleet, acc.config);
  if (!problems.ok) {
    acc.errors.push(...problems.error);
    return undefined;
  }
  return { side, fleet, navy };
}

/** One seat's side, its qualities rolled (p.86), its commanders, and its squadrons placed. */
function addSeat(acc: Setup, seat: string, entry: SeatFleet, dice: Dice): void {
  const read = readSeat(acc, entry);
  if (!read) return;
  const { side, fleet, navy } = read;
  const qualities = resolveFleetQualities(fleet, navy, dice);
  const resolved = qualities.fleet;
  const commanderName = (id: string): string => resolved.commanders.find((c) => c.id === id)?.name ?? id;
  const nameOf = (id: string): string => squadronName(resolved.squadrons.find((q) => q.id === id)?.ships.map((s) => s.name) ?? [id]);
  for (const r of qualities.commanderRolls) acc.setupLog.push(`${side}: ${commanderName(r.for)}'s quality d20 ${r.roll} → ${r.result} (p.86)`);
  for (const r of qualities.crewRolls) acc.setupLog.push(`${side}: ${nameOf(r.for)} crew d20 ${r.roll} → ${r.result} (p.86)`);
  acc.sides.push({ side, seat, player: entry.player, fleetId: fleet.id, navyId: navy.id, discipline: navy.discipline, repairDie: navy.repairDie, morale: newMoraleChart(navy.thresholdPct) });
  for (const c of resolved.commanders) {
    acc.commanders.push({
      id: `${side}-${c.id}`,
      name: c.name ?? c.id,
      side,
      rank: c.rank,
      quality: c.quality === 'roll' ? 'competent' : c.quality,
      shipId: `${side}-${c.ship}`,
      superior: c.superior === null ? null : `${side}-${c.superior}`,
      cp: 0,
      lastRoll: 0,
    });
  }
  placeSquadrons(acc, side, navy, resolved);
}

/** The side's squadrons evenly along the middle of its deployment zone, facing the enemy, at momentum 0 (header). */
function placeSquadrons(acc: Setup, side: 'A' | 'B', navy: Navy, fleet: Fleet): void {
  const edge = acc.config.sides[side].deploymentEdge;
  const zone = edgeZone(acc.config.game.table, edge, MATCH_PLAY.deploymentDepthPct);
  const heading = EDGE_HEADING[edge];
  fleet.squadrons.forEach((sq, i) => {
    const n = fleet.squadrons.length;
    const along = (i + 1) / (n + 1);
    const vertical = edge === 'top' || edge === 'bottom';
    const at = vertical ? { x: zone.x + zone.width * along, y: zone.y + zone.height / 2 } : { x: zone.x + zone.width / 2, y: zone.y + zone.height * along };
    const first = designById(sq.ships[0]?.design ?? '');
    const directionality = first?.directionality ?? 'square';
    acc.squadrons.push({
      id: `${side}-${sq.id}`,
      name: squadronName(sq.ships.map((s) => s.name)),
      side,
      commanderId: `${side}-${sq.commander}`,
      crewQuality: sq.crewQuality === 'roll' ? 'regular' : sq.crewQuality,
      method: navy.movement,
      directionality,
      at,
      heading,
      momentum: 0,
      rose: emptyRose(directionality),
      rotation: 0,
      mirrored: false,
      trModifier: 0,
    });
    addShips(acc, side, fleet, sq);
  });
}

/** The squadron's ships, undamaged. */
function addShips(acc: Setup, side: 'A' | 'B', fleet: Fleet, sq: Fleet['squadrons'][number]): void {
  for (const s of sq.ships) {
    const design = designById(s.design);
    if (!design) {
      acc.errors.push(metaverseError('ERR_DESIGN', `Fleet ${fleet.name} names an unknown design ${s.design}.`));
      continue;
    }
    acc.ships.push({
      id: `${side}-${s.id}`,
      name: s.name,
      designId: design.id,
      side,
      squadronId: `${side}-${sq.id}`,
      moraleValue: s.moraleValue,
      damage: initialDamageState(damageLayoutOf(design)),
      status: 'active',
    });
  }
}

/**
 * p.101: once placed, each side rolls 1D4 preparation turns (or the game's fixed number): its squadrons may start
 * at up to that many turns of full burn. A stream of its own, so the other setup dice stay as they were.
 */
function rollPrepTurns(acc: Setup, seed: string): void {
  const { config, sides } = acc;
  const prepDice = seededDice(rngStateFromSeed(`${seed}:prep`));
  for (const [k, side] of sides.entries()) {
    const fixed = config.sides[side.side].prepTurns ?? (config.game.prepTurns === 'roll' ? null : config.game.prepTurns);
    const prepTurns = fixed ?? prepDice.roll(`${side.side} preparation turns`, MATCH_PLAY.prepTurnsDie);
    sides[k] = { ...side, prepTurns };
    acc.setupLog.push(`${side.side}: preparation turns ${fixed === null ? `d4 ${prepTurns}` : prepTurns} (p.101): squadrons may start at up to ${count(prepTurns, 'turn')} of full burn.`);
  }
}
