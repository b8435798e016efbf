/**
 * Deployment notation (Starmada 2.3 p.12): one line per ship, "<name>[:] <hex> [[facing] <direction>]", read once
 * here into typed placements (`parseDeployment` for a seat's step, `readPlacements` for any list of units) and
 * written back by the makers beside them, so an echo or a draft parses back to the same placements.
 */
import { DIRECTION_NAMES, direction, type Direction } from '../../core/hex.ts';
import { makeHexLabel, parseHexLabel, type Board } from '../../core/offset.ts';
import { about, quoted, twiceError } from '../../core/problem.ts';
import { err, ok, type Result, type RuleError } from '../../core/result.ts';
import type { SeatId } from '../../core/rule-system.ts';
import { cutGraphemes } from '../../core/cut-text.ts';
import { splitUnitLine } from '../../core/unit-line.ts';
import { zoneFacing, type Placement } from '../setup/deployment.ts';
import { deployingUnits, deploymentRulesOf, validatePlacements } from '../sequence/deployment.ts';
import type { StarmadaState } from '../state.ts';
import { starmadaError } from '../errors.ts';

const FACING_WORDS: Readonly<Record<string, Direction>> = { N: 0, NE: 1, SE: 2, S: 3, SW: 4, NW: 5 };

/** "NE", "ne" or "1". */
function parseFacing(text: string): Direction | undefined {
  const word = text.trim().toUpperCase();
  if (word in FACING_WORDS) return FACING_WORDS[word];
  return /^[0-5]$/.test(word) ? direction(Number(word)) : undefined;
}

/** A placement as typed: the words of its piece and the line (from 1) they were on. */
export interface TypedPlacement {
  readonly placement: Placement;
  readonly words: string;
  readonly line: number;
}

const FACING_HELP = 'use N, NE, SE, S, SW or NW';

/**
 * Reads placements, one per line or separated by ";": "<name>[:] <hex> [[facing] <direction>]", e.g.
 * "Majestic 0312 NE", "Majestic: 0312 facing NE" (the echo's form) or "Red 1 0413". Which ship a line names is
 * core/unit-line.ts's, as for the orders and the draft merge; the facing defaults to `defaultFacingFor(unit)`.
 * Every problem is reported with its line, its ship and the words it is about: a bad facing is blamed on the
 * facing, a bad hex on the hex, and a ship placed twice quotes both placements.
 */
export function readPlacements(
  text: string,
  units: readonly { id: string; name: string }[],
  board: Board,
  defaultFacingFor: (unitId: string) => Direction,
): { placed: TypedPlacement[]; errors: RuleError[] } {
  const pieces = cutGraphemes(text, 4000)
    .split('\n')
    .flatMap((l, i) => l.split(';').map((words) => ({ words: words.trim(), line: i + 1 })))
    .filter((p) => p.words !== '');
  if (pieces.length === 0) return { placed: [], errors: [starmadaError('ERR_DEPLOY_EMPTY', 'Write one line per ship: its name, a hex and a facing, such as "Majestic 0312 NE".')] };
  const errors: RuleError[] = [];
  const placed: TypedPlacement[] = [];
  for (const { words, line } of pieces) {
    const at = `line ${line}`;
    const found = splitUnitLine(units, words);
    if (!found) {
      const known = units.map((u) => u.name).join(', ');
      errors.push(starmadaError('ERR_DEPLOY_UNKNOWN', `Start with one of your ships to place${known === '' ? '' : ` (${known})`}, then a hex and a facing, such as "Majestic 0312 NE".`, { at, quote: words, line }));
      continue;
    }
    const { unit } = found;
    const place = { at, unit: unit.name, line };
    const [hexText, ...after] = found.rest.split(/\s+/).filter((w) => w !== '');
    if (hexText === undefined) {
      errors.push(starmadaError('ERR_DEPLOY_LINE', `Give ${unit.name} a hex and a facing, such as "${unit.name} 0312 NE".`, place));
      continue;
    }
    const facingWords = /^facing$/i.test(after[0] ?? '') ? after.slice(1) : after;
    const facingText = facingWords.join(' ');
    const facing = facingText === '' ? defaultFacingFor(unit.id) : parseFacing(facingText);
    const hex = parseHexLabel(hexText, board);
    if (!hex.ok) errors.push({ ...hex.error, ...place, quote: hexText });
    if (facing === undefined) errors.push(starmadaError('ERR_DEPLOY_FACING', `${quoted(facingText)} is not a facing; ${FACING_HELP}.`, { ...place, quote: facingText }));
    if (!hex.ok || facing === undefined) continue;
    const first = placed.find((p) => p.placement.unitId === unit.id);
    if (first) {
      errors.push({ ...twiceError(unit.name, first.words, words), at, line });
      continue;
    }
    placed.push({ placement: { unitId: unit.id, at: hex.value, facing }, words, line });
  }
  return { placed, errors };
}

/** The placements of `readPlacements`, or every problem. */
export function parsePlacements(
  text: string,
  units: readonly { id: string; name: string }[],
  board: Board,
  defaultFacingFor: (unitId: string) => Direction,
): Result<Placement[], RuleError[]> {
  const read = readPlacements(text, units, board, defaultFacingFor);
  return read.errors.length > 0 ? err(read.errors) : ok(read.placed.map((p) => p.placement));
}

/** The placements as lines a player could type back: "Majestic 0312 NE". */
export function makePlacements(placements: readonly Placement[], units: readonly { id: string; name: string }[], board: Board): string {
  return placements
    .map((p) => `${units.find((u) => u.id === p.unitId)?.name ?? p.unitId} ${makeHexLabel(p.at, board)} ${DIRECTION_NAMES[p.facing]}`)
    .join('\n');
}

/**
 * Reads and checks a seat's placements: every problem at once, the placements that read well checked too, each
 * problem with the words and line of its placement. A ship whose placement did not read is not also called missing.
 */
export function parseDeployment(state: StarmadaState, seat: SeatId, text: string): Result<Placement[], RuleError[]> {
  const rules = deploymentRulesOf(state);
  const units = deployingUnits(state, seat);
  const read = readPlacements(text, units, state.board, (id) => zoneFacing(rules, units.find((u) => u.id === id)?.side ?? 'A'));
  const checked = validatePlacements(state, seat, read.placed.map((p) => p.placement));
  const typedBy = (unit: string | undefined) => read.placed.find((p) => units.find((u) => u.id === p.placement.unitId)?.name === unit);
  const more = checked.ok ? [] : checked.error.filter((e) => read.errors.length === 0 || e.code !== 'ERR_DEPLOY_MISSING');
  const all = [...read.errors, ...more.map((e) => about({ quote: typedBy(e.unit)?.words, line: typedBy(e.unit)?.line }, e))];
  return all.length > 0 ? err(all) : checked;
}

/** A placement without the ship's name: "0409 NE". */
export function placementText(state: StarmadaState, placement: Placement): string {
  return `${makeHexLabel(placement.at, state.board)} ${DIRECTION_NAMES[placement.facing]}`;
}

/** The echo's placement line, "Majestic: 0409 facing NE", which the deployment reader also reads. */
export function placementEchoLine(state: StarmadaState, placement: Placement): string {
  const name = state.ships.find((s) => s.id === placement.unitId)?.name ?? 'a ship not in this game';
  return `${name}: ${makeHexLabel(placement.at, state.board)} facing ${DIRECTION_NAMES[placement.facing]}`;
}
