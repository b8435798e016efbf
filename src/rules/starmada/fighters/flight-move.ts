/**
 * Fighter-flight movement for one activation (5.3, p.22–23).
 *
 * Notation (Salvo's, modelled on the ship orders of 3.1): a string of steps, read left to right.
 *   `<n>`  move forward n hexes         `P` / `S`  turn one hexside to port / starboard (free)
 *   `L` / `R`  sideslip to the forward-left / forward-right hex, heading unchanged
 *   `0` (or `-`) alone: the flight stays where it is.
 *   `↑` / `↓`  climb / dive one altitude level (G.6 p.57; ASCII `^` / `v`, as in ship orders)
 * Case and spaces are ignored between steps ("2s 1 s3" = "2S1S3"). Examples: "6", "2S3", "P4", "3L2", "SSS2", "4↑↑".
 *
 * The number of one-hexside turns the player declares (0–3) is the number of P/S written: declaring more
 * than one makes would only raise the cost, so the notation never needs it [ruling 46].
 * Cost of a forward hex: 1 MA with 0–1 turns, 2 MA with 2 turns, 3 MA with 3 turns; a sideslip costs twice a
 * forward hex. MA 8. Turns and slips all in one direction, slips toward the turn side (P with L, S with R), as
 * for starships (3.1/3.4: "flights may only turn (and sideslip) in one direction per activation").
 * No pivots, no u-turn code (three turns make one), no order prefixes.
 * G.6 p.57: "Fighter flights may change altitude by one level for each hex moved; each level changed counts as having
 * moved an additional hex": a level costs what a forward hex costs, the levels are at most the hexes moved (forward
 * hexes and slips), and altitude stays within 0–6 (ruling 172, as for ships). Only in three-dimensional play.
 *
 * Where the flight may end (not with an opposing element) and whether it stays on the board depend on the
 * rest of the board: see fighter-phase.ts.
 */
import { hexKey, hexNeighbor, type Direction, type Hex, direction } from '../../core/hex.ts';
import { err, ok, type Result, type RuleError } from '../../core/result.ts';
import { starmadaError } from '../errors.ts';
import { shown } from '../../core/cut-text.ts';
import { START_ALTITUDE } from '../terrain/altitude.ts';

/** Movement allowance of a fighter flight (5.3 p.22). */
export const FLIGHT_MA = 8;
export const MAX_FLIGHT_TURNS = 3;
/** The altitude levels of three-dimensional play (G.6 p.57). */
const ALTITUDE_MIN = 0;
const ALTITUDE_MAX = 6;
/** Longest text the parser reads; a legal move is far shorter. */
const MAX_TEXT = 40;

export type FlightStep =
  | { readonly kind: 'forward'; readonly hexes: number }
  | { readonly kind: 'turn'; readonly dir: 'P' | 'S' }
  | { readonly kind: 'slip'; readonly dir: 'L' | 'R' }
  | { readonly kind: 'altitude'; readonly change: 1 | -1 };

export interface FlightMove {
  /** Steps in order; consecutive forward steps are merged, zero-hex steps dropped. */
  readonly steps: readonly FlightStep[];
}

export const STAY: FlightMove = { steps: [] };

/** Merges consecutive forward steps and drops empty ones, so every move has one written form. */
export function normaliseFlightMove(steps: readonly FlightStep[]): FlightMove {
  const out: FlightStep[] = [];
  for (const step of steps) {
    if (step.kind === 'forward') {
      if (step.hexes === 0) continue;
      const last = out[out.length - 1];
      if (last?.kind === 'forward') out[out.length - 1] = { kind: 'forward', hexes: last.hexes + step.hexes };
      else out.push(step);
    } else out.push(step);
  }
  return { steps: out };
}

/** The move as players write it: "2S1S3"; "0" for staying in place. */
export function makeFlightMove(move: FlightMove): string {
  const text = move.steps.map(stepText).join('');
  return text === '' ? '0' : text;
}

function stepText(step: FlightStep): string {
  switch (step.kind) {
    case 'forward':
      return String(step.hexes);
    case 'altitude':
      return step.change > 0 ? '↑' : '↓';
    case 'turn':
    case 'slip':
      return step.dir;
  }
}

const ALTITUDE_TOKENS: Readonly<Record<string, 1 | -1>> = { '↑': 1, '^': 1, '↓': -1, V: -1 };

const show = (text: string): string => shown(text, 20);

/** Reads a flight move. Only the notation is checked here; `validateFlightMove` applies the rules. */
export function parseFlightMove(text: string): Result<FlightMove, RuleError[]> {
  const trimmed = text.trim();
  if (trimmed === '') return err([starmadaError('ERR_FLIGHT_MOVE_EMPTY', 'Write the flight\'s move, such as 2S3, or 0 to stay where it is.')]);
  if (trimmed.length > MAX_TEXT) {
    return err([starmadaError('ERR_FLIGHT_MOVE_LONG', `"${show(trimmed)}" is too long for a flight move; a flight has only ${FLIGHT_MA} MA.`)]);
  }
  if (trimmed === '-') return ok(STAY);
  const upper = trimmed.toUpperCase();
  if (/^[A-Z@]\//.test(upper)) {
    return err([starmadaError('ERR_FLIGHT_PREFIX', `Flights take no order prefixes such as ${upper.slice(0, 2)}; write only the move, such as 2S3.`)]);
  }
  if (/[+-]\s*\d/.test(upper)) {
    return err([starmadaError('ERR_FLIGHT_PIVOT', 'Flights may not pivot (p.22); leave out the +n or -n.')]);
  }
  if (/\(\s*\d*\s*\)/.test(upper)) {
    return err([starmadaError('ERR_FLIGHT_SPEED', 'Flights have no speed in brackets; write only the move, such as 2S3.')]);
  }

  const errors: RuleError[] = [];
  const steps: FlightStep[] = [];
  let sawDigitRun = false;
  // A step is a digit run or one character, read by code point so an emoji is quoted whole.
  const tokens = upper.match(/\d+|\S/gu) ?? [];
  for (const token of tokens) {
    if (/^\d+$/.test(token)) {
      sawDigitRun = true;
      if (token.length > 2) {
        errors.push(starmadaError('ERR_FLIGHT_MOVE_DISTANCE', `${show(token)} hexes is more than a flight can fly; it has ${FLIGHT_MA} MA.`));
        continue;
      }
      steps.push({ kind: 'forward', hexes: Number(token) });
    } else if (token === 'P' || token === 'S') steps.push({ kind: 'turn', dir: token });
    else if (token === 'L' || token === 'R') steps.push({ kind: 'slip', dir: token });
    else if (ALTITUDE_TOKENS[token] !== undefined) steps.push({ kind: 'altitude', change: ALTITUDE_TOKENS[token] });
    else if (token === 'U') {
      errors.push(starmadaError('ERR_FLIGHT_UTURN', 'Flights turn one hexside at a time: write PPP or SSS for three turns.', { suggestion: 'PPP' }));
    } else {
      errors.push(
        starmadaError('ERR_FLIGHT_MOVE_CHAR', `"${token}" is not a flight move step: use numbers to fly forward, P or S to turn, L or R to sideslip and ↑ or ↓ (^ or v) to climb or dive.`),
      );
    }
  }
  if (errors.length > 0) return err(errors);
  if (!sawDigitRun && steps.length === 0) return err([starmadaError('ERR_FLIGHT_MOVE_EMPTY', 'Write the flight\'s move, such as 2S3, or 0 to stay where it is.')]);
  return ok(normaliseFlightMove(steps));
}

export interface FlightMoveCost {
  /** One-hexside turns made, which is the number declared. */
  readonly turns: number;
  readonly turnDir: 'P' | 'S' | null;
  readonly slipDir: 'L' | 'R' | null;
  readonly forwardHexes: number;
  readonly slips: number;
  /** Altitude levels changed, up or down (G.6), and the net change. */
  readonly levels: number;
  readonly climb: number;
  /** MA per forward hex: 1 for 0–1 turns, 2 for two, 3 for three (p.22). */
  readonly perHex: number;
  readonly ma: number;
}

export function flightMoveCost(move: FlightMove): FlightMoveCost {
  let turns = 0;
  let forwardHexes = 0;
  let slips = 0;
  let levels = 0;
  let climb = 0;
  let turnDir: 'P' | 'S' | null = null;
  let slipDir: 'L' | 'R' | null = null;
  for (const s of move.steps) {
    if (s.kind === 'forward') forwardHexes += s.hexes;
    else if (s.kind === 'turn') {
      turns++;
      turnDir ??= s.dir;
    } else if (s.kind === 'altitude') {
      levels++;
      climb += s.change;
    } else {
      slips++;
      slipDir ??= s.dir;
    }
  }
  const perHex = turns <= 1 ? 1 : Math.min(turns, MAX_FLIGHT_TURNS);
  return { turns, turnDir, slipDir, forwardHexes, slips, levels, climb, perHex, ma: (forwardHexes + 2 * slips + levels) * perHex };
}

export interface FlightMoveLimits {
  /** Movement allowance (8 for fighters). */
  readonly ma?: number;
  /** S.9 storm result 2: no flight may turn this game turn (sideslips are not turns). */
  readonly noTurns?: boolean;
  /** G.6: three-dimensional play is on, so the flight may climb and dive. */
  readonly threeD?: boolean;
  /** G.6: the flight's altitude before the move (3 when absent). */
  readonly altitude?: number;
}

const TURN_WORD = ['no turns', 'one turn', 'two turns', 'three turns'] as const;

/** The rules of 5.3 for one activation's move; every problem at once. */
export function validateFlightMove(move: FlightMove, limits: FlightMoveLimits = {}): Result<FlightMove, RuleError[]> {
  const ma = limits.ma ?? FLIGHT_MA;
  const text = makeFlightMove(move);
  const errors: RuleError[] = [];
  const turnDirs = new Set(move.steps.flatMap((s) => (s.kind === 'turn' ? [s.dir] : [])));
  const slipDirs = new Set(move.steps.flatMap((s) => (s.kind === 'slip' ? [s.dir] : [])));
  const cost = flightMoveCost(move);

  if (limits.noTurns && cost.turns > 0) {
    errors.push(starmadaError('ERR_FLIGHT_NO_TURNS', `No flight may turn this game turn (storm, S.9); ${text} turns. Fly straight or sideslip instead.`));
  }
  if (turnDirs.size > 1) {
    const fixed = text.replace(/S/g, 'P');
    errors.push(
      starmadaError('ERR_FLIGHT_TURNS_MIXED', `A flight turns in one direction per activation, and ${text} turns both ways. Did you mean ${fixed}?`, {
        suggestion: fixed,
      }),
    );
  }
  if (cost.turns > MAX_FLIGHT_TURNS) {
    errors.push(starmadaError('ERR_FLIGHT_TOO_MANY_TURNS', `A flight may make at most three turns per activation; ${text} makes ${cost.turns}.`));
  }
  if (slipDirs.size > 1) {
    errors.push(starmadaError('ERR_FLIGHT_SLIPS_MIXED', `A flight sideslips in one direction per activation, and ${text} slips both ways.`));
  }
  if (turnDirs.size === 1 && slipDirs.size === 1) {
    const turn = [...turnDirs][0];
    const slip = [...slipDirs][0];
    if ((turn === 'P') !== (slip === 'L')) {
      const want = turn === 'P' ? 'L' : 'R';
      errors.push(
        starmadaError('ERR_FLIGHT_SLIP_AGAINST_TURN', `Turns and sideslips go the same way: a flight turning ${turn} may only slip ${want}.`, {
          suggestion: text.replace(/[LR]/g, want),
        }),
      );
    }
  }
  errors.push(...altitudeProblems(move, cost, limits, text));
  if (cost.turns <= MAX_FLIGHT_TURNS && cost.ma > ma) {
    const parts = [`${cost.forwardHexes} hex${cost.forwardHexes === 1 ? '' : 'es'} forward`];
    if (cost.slips > 0) parts.push(`${cost.slips} slip${cost.slips === 1 ? '' : 's'} at double cost`);
    if (cost.levels > 0) parts.push(`${cost.levels} altitude level${cost.levels === 1 ? '' : 's'} at the cost of a hex each`);
    errors.push(
      starmadaError(
        'ERR_FLIGHT_MA',
        `${text} costs ${cost.ma} MA (${parts.join(' and ')}, ${cost.perHex} MA a hex with ${TURN_WORD[cost.turns] ?? `${cost.turns} turns`}); a flight has ${ma}.`,
      ),
    );
  }
  return errors.length > 0 ? err(errors) : ok(move);
}

/** G.6 p.57: climbs and dives only in three dimensions, one level a hex moved at most, within altitudes 0–6. */
function altitudeProblems(move: FlightMove, cost: FlightMoveCost, limits: FlightMoveLimits, text: string): RuleError[] {
  if (cost.levels === 0) return [];
  if (limits.threeD !== true) {
    return [starmadaError('ERR_FLIGHT_ALTITUDE_OFF', `Three-dimensional play (G.6) is not in play in this game, so flights keep their altitude; leave out ↑ and ↓ from ${text}.`)];
  }
  const errors: RuleError[] = [];
  const hexes = cost.forwardHexes + cost.slips;
  if (cost.levels > hexes) {
    errors.push(
      starmadaError('ERR_FLIGHT_ALTITUDE_HEXES', `A flight changes altitude by at most one level for each hex it moves (G.6 p.57); ${text} changes ${cost.levels} in ${hexes} hex${hexes === 1 ? '' : 'es'}.`),
    );
  }
  let level = limits.altitude ?? START_ALTITUDE;
  for (const s of move.steps) {
    if (s.kind !== 'altitude') continue;
    level += s.change;
    if (level < ALTITUDE_MIN || level > ALTITUDE_MAX) {
      errors.push(starmadaError('ERR_FLIGHT_ALTITUDE_RANGE', `Altitude runs from ${ALTITUDE_MIN} to ${ALTITUDE_MAX} (G.6 p.57); ${text} would take the flight from ${limits.altitude ?? START_ALTITUDE} to ${level}.`));
      break;
    }
  }
  return errors;
}

export interface FlightPosition {
  readonly at: Hex;
  readonly heading: Direction;
  /** G.6: altitude 0–6; absent in two-dimensional play. */
  readonly altitude?: number;
}

export interface FlightMoveTrail extends FlightPosition {
  /** The starting hex, then every hex entered, in order (turns enter no hex). */
  readonly trail: readonly Hex[];
}

/** Executes the steps on the hex grid (3.3 geometry: a slip enters the forward-left/right hex, heading unchanged). */
export function executeFlightMove(start: FlightPosition, move: FlightMove): FlightMoveTrail {
  let at = start.at;
  let heading = start.heading;
  let climb = 0;
  const trail: Hex[] = [at];
  for (const step of move.steps) {
    switch (step.kind) {
      case 'altitude':
        climb += step.change;
        break;
      case 'forward':
        for (let i = 0; i < step.hexes; i++) {
          at = hexNeighbor(at, heading);
          trail.push(at);
        }
        break;
      case 'turn':
        heading = direction(heading + (step.dir === 'S' ? 1 : -1));
        break;
      case 'slip':
        at = hexNeighbor(at, heading + (step.dir === 'R' ? 1 : -1));
        trail.push(at);
        break;
    }
  }
  const altitude = start.altitude === undefined && climb === 0 ? {} : { altitude: (start.altitude ?? START_ALTITUDE) + climb };
  return { at, heading, trail, ...altitude };
}

export interface ReachableEnd extends FlightMoveTrail {
  /** The cheapest move that ends here (then the shortest, then the first in writing order). */
  readonly move: FlightMove;
  readonly ma: number;
}

/** "hex/heading", the key of an end position ("hex/heading/altitude" in three dimensions). */
export const positionKey = (p: FlightPosition): string => `${hexKey(p.at)}/${p.heading}${p.altitude === undefined ? '' : `/${p.altitude}`}`;

function better(a: { ma: number; text: string }, b: { ma: number; text: string }): boolean {
  if (a.ma !== b.ma) return a.ma < b.ma;
  if (a.text.length !== b.text.length) return a.text.length < b.text.length;
  return a.text < b.text;
}

/** Where a flight may go: every hex it enters (e.g. on the board) and the hex it ends in (no enemy there). */
export interface FlightTerrain {
  readonly canEnter?: (hex: Hex) => boolean;
  readonly canEnd?: (hex: Hex) => boolean;
}

/** The altitudes a flight may end at after moving `hexes` hexes, `room` MA left at `perHex` a level (G.6 p.57). */
function reachableLevels(start: number, hexes: number, room: number, perHex: number): number[] {
  const most = Math.min(hexes, Math.floor(room / perHex));
  const levels: number[] = [];
  for (let k = -most; k <= most; k++) if (start + k >= ALTITUDE_MIN && start + k <= ALTITUDE_MAX) levels.push(k);
  return levels;
}

const altitudeSteps = (k: number): FlightStep[] => Array.from({ length: Math.abs(k) }, () => ({ kind: 'altitude' as const, change: k > 0 ? 1 : -1 }));

/**
 * Every position (hex and heading; and altitude, when `start` has one) a flight can reach in one activation, each with
 * its cheapest legal move, found by trying every sequence of steps for each declared turn count and direction.
 * `terrain` prunes paths through hexes it may not enter and ends it may not take. Climbs and dives are written at the
 * end of the move ("4↑↑"): where they stand changes nothing but the count of hexes moved before them.
 */
export function reachableFlightEnds(start: FlightPosition, limits: FlightMoveLimits = {}, terrain: FlightTerrain = {}): ReachableEnd[] {
  const ma = limits.ma ?? FLIGHT_MA;
  const best = new Map<string, ReachableEnd & { text: string }>();
  const maxTurns = limits.noTurns ? 0 : MAX_FLIGHT_TURNS;
  const threeD = limits.threeD === true && start.altitude !== undefined;
  // Hexes moved matter only for the altitude levels they allow; more than the levels there are changes nothing.
  const countHexes = threeD ? 1 : 0;

  const canEnter = terrain.canEnter ?? (() => true);
  const canEnd = terrain.canEnd ?? (() => true);
  const record = (steps: FlightStep[], at: FlightPosition, spent: number, hexes: number, perHex: number): void => {
    if (!canEnd(at.at)) return;
    for (const k of threeD ? reachableLevels(start.altitude ?? START_ALTITUDE, hexes, ma - spent, perHex) : [0]) {
      const cost = spent + Math.abs(k) * perHex;
      const key = positionKey(threeD ? { ...at, altitude: (start.altitude ?? START_ALTITUDE) + k } : at);
      const known = best.get(key);
      if (known && known.ma < cost) continue;
      const move = normaliseFlightMove([...steps, ...altitudeSteps(k)]);
      const candidate = { ...executeFlightMove(start, move), move, ma: cost, text: makeFlightMove(move) };
      if (!known || better(candidate, known)) best.set(key, candidate);
    }
  };

  for (let declared = 0; declared <= maxTurns; declared++) {
    const perHex = declared <= 1 ? 1 : declared;
    for (const side of ['P', 'S'] as const) {
      const slip = side === 'P' ? 'L' : 'R';
      // Two paths reaching the same hex, heading, turns, MA spent (and hexes moved) go on alike: explore the first only.
      const visited = new Set<string>();
      const walk = (steps: FlightStep[], at: FlightPosition, spent: number, turns: number, hexes: number): void => {
        const state = `${positionKey(at)}/${turns}/${spent}/${hexes}`;
        if (visited.has(state)) return;
        visited.add(state);
        // Making fewer turns than declared costs the same or more than declaring fewer: only count exact ones.
        if (turns === declared) record(steps, at, spent, hexes, perHex);
        const moved = Math.min(hexes + countHexes, ALTITUDE_MAX);
        if (turns < declared) {
          walk([...steps, { kind: 'turn', dir: side }], { at: at.at, heading: direction(at.heading + (side === 'S' ? 1 : -1)) }, spent, turns + 1, hexes);
        }
        const ahead = hexNeighbor(at.at, at.heading);
        if (spent + perHex <= ma && canEnter(ahead)) {
          walk([...steps, { kind: 'forward', hexes: 1 }], { at: ahead, heading: at.heading }, spent + perHex, turns, moved);
        }
        const aside = hexNeighbor(at.at, at.heading + (slip === 'R' ? 1 : -1));
        if (spent + 2 * perHex <= ma && canEnter(aside)) {
          walk([...steps, { kind: 'slip', dir: slip }], { at: aside, heading: at.heading }, spent + 2 * perHex, turns, moved);
        }
      };
      walk([], { at: start.at, heading: start.heading }, 0, 0, 0);
    }
  }
  return [...best.values()].map(({ text: _text, ...end }) => end);
}
