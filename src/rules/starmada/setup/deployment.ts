/**
 * Deploying the fleets in the standard scenario (2.3, p.12).
 *
 * - The side with more ships places one model within four hexes of one short edge of the board; the other
 *   side places one within four hexes of the opposite edge; they alternate until every ship is placed. Equal
 *   numbers: a die decides who places first. A scenario may name the side that starts (S.1: the attacker).
 * - No more than three ships in one hex. Opposing ships never share a hex (3.3 stacking, p.16).
 * - Facing is not stated; the owner chooses any hexside [ruling 19]. Heading = facing at the start.
 *
 * Rulings (Salvo's):
 * - The short edges are the west and east edges when the board is at least as wide as it is tall (32 × 18,
 *   the book's minimum board), else north and south. Side A deploys at the west (north) edge, side B at the
 *   east (south) edge: the board is symmetric, so which side gets which edge does not matter.
 * - "Within four hexes of the edge": the four columns (rows) nearest the edge; the edge column is 1 hex
 *   from the edge.
 * - The default facing points toward the enemy: NE from the west edge, SW from the east edge (flat-topped
 *   hexes have no east or west hexside; the pair is symmetric under a half turn of the board), S from the
 *   north edge, N from the south edge.
 * - The book alternates placements one model at a time. Both a single placement (`validatePlacement`) and a
 *   whole side's list (`validateDeployment`) are checked here, so the game may prompt one model at a time or
 *   take a side's whole deployment in one step.
 * - A seat that misses the deadline gets `defaultDeployment`: its ships in separate hexes along the front
 *   of its zone, from the middle of the edge outward, facing the enemy.
 * - A scenario may give a side its own set-up areas (Appendix S, rulings 160–163): rectangles of columns and rows,
 *   each with the facing its ships take by default. A side with two areas that must each hold a share of its CR
 *   (S.12) gets its default placement shared out: each ship, largest first, to the area holding less so far.
 * The placements' text is notation/deployment.ts's.
 */
import { hexEquals, type Direction, type Hex } from '../../core/hex.ts';
import { hexToOffset, makeHexLabel, offsetToHex, onBoard, type Board } from '../../core/offset.ts';
import { err, ok, type Result, type RuleError } from '../../core/result.ts';
import type { Dice } from '../../core/dice.ts';
import type { SideId } from '../state.ts';
import { alternationOrder, type ActivationOrder } from '../fighters/activation-order.ts';
import { starmadaError } from '../errors.ts';

export type BoardEdge = 'west' | 'east' | 'north' | 'south';

/** Deployment depth from the short edge (2.3 p.12). */
export const DEPLOYMENT_DEPTH = 4;
/** Ships of one side in one hex at setup (2.3 p.12). */
export const MAX_SHIPS_PER_HEX = 3;

/** The two short edges of the board, the first for side A. */
export function shortEdges(board: Board): readonly [BoardEdge, BoardEdge] {
  return board.cols >= board.rows ? ['west', 'east'] : ['north', 'south'];
}

export function deploymentEdges(board: Board): Readonly<Record<SideId, BoardEdge>> {
  const [a, b] = shortEdges(board);
  return { A: a, B: b };
}

/** How far a hex is from an edge: 1 in the edge column (row), 2 in the next, and so on. */
export function hexesFromEdge(board: Board, at: Hex, edge: BoardEdge): number {
  const o = hexToOffset(at);
  switch (edge) {
    case 'west':
      return o.col + 1;
    case 'east':
      return board.cols - o.col;
    case 'north':
      return o.row + 1;
    case 'south':
      return board.rows - o.row;
  }
}

/** The hexside a ship deployed at each edge faces by default: toward the enemy (see the module header). */
const FACING_FROM_EDGE: Readonly<Record<BoardEdge, Direction>> = { west: 1, east: 4, north: 3, south: 0 };

export const defaultFacing = (edge: BoardEdge): Direction => FACING_FROM_EDGE[edge];

/** A scenario's set-up area: columns and rows counted from 1 (as hex labels are), both ends included. */
export interface DeploymentArea {
  readonly name: string;
  readonly cols: readonly [number, number];
  readonly rows: readonly [number, number];
  /** The default facing of a ship placed here. */
  readonly facing: Direction;
}

export interface DeploymentRules {
  readonly board: Board;
  readonly edges: Readonly<Record<SideId, BoardEdge>>;
  readonly depth: number;
  readonly maxPerHex: number;
  /** A scenario's own areas for a side (Appendix S); a side without them uses `depth` hexes of its edge. */
  readonly areas?: Readonly<Partial<Record<SideId, readonly DeploymentArea[]>>>;
}

/** The standard scenario's deployment on this board. */
export function standardDeploymentRules(board: Board): DeploymentRules {
  return { board, edges: deploymentEdges(board), depth: DEPLOYMENT_DEPTH, maxPerHex: MAX_SHIPS_PER_HEX };
}

const inArea = (area: DeploymentArea, at: Hex): boolean => {
  const o = hexToOffset(at);
  return o.col + 1 >= area.cols[0] && o.col + 1 <= area.cols[1] && o.row + 1 >= area.rows[0] && o.row + 1 <= area.rows[1];
};

/** The scenario's area of this side holding a hex, if the side has areas. */
export function areaOf(rules: DeploymentRules, side: SideId, at: Hex): DeploymentArea | undefined {
  return rules.areas?.[side]?.find((a) => inArea(a, at));
}

/** Is the hex in the side's deployment zone (its areas, or `depth` hexes of its edge)? */
export function inZone(rules: DeploymentRules, side: SideId, at: Hex): boolean {
  const areas = rules.areas?.[side];
  if (areas) return areas.some((a) => inArea(a, at));
  return hexesFromEdge(rules.board, at, rules.edges[side]) <= rules.depth;
}

/** The facing a ship of this side takes by default at this hex. */
export function zoneFacing(rules: DeploymentRules, side: SideId, at?: Hex): Direction {
  const areas = rules.areas?.[side];
  if (!areas) return defaultFacing(rules.edges[side]);
  return ((at && areas.find((a) => inArea(a, at))) ?? areas[0])?.facing ?? defaultFacing(rules.edges[side]);
}

/** "within 4 hexes of the west edge (columns 01–04)", or the scenario's areas joined by "or". */
export function zoneText(rules: DeploymentRules, side: SideId): string {
  const areas = rules.areas?.[side];
  if (areas) return areas.map((a) => a.name).join(' or ');
  return `within ${rules.depth} hexes of the ${rules.edges[side]} edge (${zoneSpan(rules, side)})`;
}

/** Every hex of a side's deployment zone, in board order. */
export function deploymentZone(rules: DeploymentRules, side: SideId): Hex[] {
  const out: Hex[] = [];
  for (let col = 0; col < rules.board.cols; col++) {
    for (let row = 0; row < rules.board.rows; row++) {
      const at = offsetToHex({ col, row });
      if (inZone(rules, side, at)) out.push(at);
    }
  }
  return out;
}

/**
 * Who places each model, in order: plain alternation, the side with more ships first (a die on a tie, 1–3 A,
 * 4–6 B), unless the scenario names the side that deploys first.
 */
export function deploymentOrder(shipsA: number, shipsB: number, tieBreak: SideId | Dice, firstOverride?: SideId): ActivationOrder {
  return alternationOrder(shipsA, shipsB, tieBreak, firstOverride, 'deployment: who places first (1-3 side A, 4-6 side B)');
}

export interface DeployingUnit {
  readonly id: string;
  readonly name: string;
  readonly side: SideId;
  /** For sharing a side out over several set-up areas by default (S.12). */
  readonly combatRating?: number;
}

/** A unit on the board already, for stacking checks. */
export interface PlacedUnit {
  readonly id: string;
  readonly side: SideId;
  readonly at: Hex;
}

export interface Placement {
  readonly unitId: string;
  readonly at: Hex;
  readonly facing: Direction;
}

const edgeWord: Record<BoardEdge, string> = { west: 'west', east: 'east', north: 'north', south: 'south' };

function zoneSpan(rules: DeploymentRules, side: SideId): string {
  const edge = rules.edges[side];
  const { cols, rows } = rules.board;
  const pad = (n: number): string => String(n).padStart(Math.max(cols, rows) > 99 ? 3 : 2, '0');
  switch (edge) {
    case 'west':
      return `columns ${pad(1)}–${pad(Math.min(rules.depth, cols))}`;
    case 'east':
      return `columns ${pad(Math.max(1, cols - rules.depth + 1))}–${pad(cols)}`;
    case 'north':
      return `rows ${pad(1)}–${pad(Math.min(rules.depth, rows))}`;
    case 'south':
      return `rows ${pad(Math.max(1, rows - rules.depth + 1))}–${pad(rows)}`;
  }
}

/** One model's placement against the zone and the models already placed (2.3 p.12). */
export function validatePlacement(
  rules: DeploymentRules,
  unit: DeployingUnit,
  placement: Placement,
  placed: readonly PlacedUnit[],
): Result<Placement, RuleError[]> {
  const where = makeHexLabel(placement.at, rules.board);
  if (!onBoard(rules.board, placement.at)) {
    return err([starmadaError('ERR_DEPLOY_OFF_BOARD', `Hex ${where} is off the board (${rules.board.cols} columns by ${rules.board.rows} rows).`, { at: unit.name, unit: unit.name })]);
  }
  const errors: RuleError[] = [];
  const edge = rules.edges[unit.side];
  const distance = hexesFromEdge(rules.board, placement.at, edge);
  if (rules.areas?.[unit.side] && !inZone(rules, unit.side, placement.at)) {
    errors.push(starmadaError('ERR_DEPLOY_OUTSIDE_ZONE', `Hex ${where} is outside your set-up area; deploy ${zoneText(rules, unit.side)}.`, { at: unit.name, unit: unit.name }));
  } else if (!rules.areas?.[unit.side] && distance > rules.depth) {
    errors.push(
      starmadaError(
        'ERR_DEPLOY_OUTSIDE_ZONE',
        `Hex ${where} is ${distance} hexes from your edge; deploy within ${rules.depth} (${zoneSpan(rules, unit.side)}, the ${edgeWord[edge]} edge).`,
        { at: unit.name, unit: unit.name },
      ),
    );
  }
  const here = placed.filter((p) => p.id !== unit.id && hexEquals(p.at, placement.at));
  if (here.some((p) => p.side !== unit.side)) {
    errors.push(starmadaError('ERR_DEPLOY_ENEMY_HEX', `Hex ${where} holds an enemy ship; pick another hex.`, { at: unit.name, unit: unit.name }));
  } else if (here.length >= rules.maxPerHex) {
    errors.push(
      starmadaError('ERR_DEPLOY_STACK', `Hex ${where} already holds ${here.length} of your ships; no more than ${rules.maxPerHex} may start in one hex.`, {
        at: unit.name,
        unit: unit.name,
      }),
    );
  }
  return errors.length > 0 ? err(errors) : ok(placement);
}

/**
 * A side's whole deployment, or the part one seat owes: every listed unit placed exactly once, nothing else,
 * and each placement legal counting the ones before it in the list.
 */
export function validateDeployment(
  rules: DeploymentRules,
  units: readonly DeployingUnit[],
  placements: readonly Placement[],
  placed: readonly PlacedUnit[],
): Result<Placement[], RuleError[]> {
  const errors: RuleError[] = [];
  const byId = new Map(units.map((u) => [u.id, u]));
  const seen = new Set<string>();
  const board: PlacedUnit[] = [...placed];
  for (const p of placements) {
    const unit = byId.get(p.unitId);
    if (!unit) {
      errors.push(starmadaError('ERR_DEPLOY_UNKNOWN', 'A placement is for a ship that is not one of yours to deploy.'));
      continue;
    }
    if (seen.has(p.unitId)) {
      errors.push(starmadaError('ERR_DEPLOY_TWICE', `${unit.name} is placed twice; give it one hex.`, { at: unit.name, unit: unit.name }));
      continue;
    }
    seen.add(p.unitId);
    const checked = validatePlacement(rules, unit, p, board);
    if (!checked.ok) errors.push(...checked.error);
    else board.push({ id: unit.id, side: unit.side, at: p.at });
  }
  const missing = units.filter((u) => !seen.has(u.id));
  if (missing.length > 0) {
    errors.push(starmadaError('ERR_DEPLOY_MISSING', `Place every ship: ${missing.map((u) => u.name).join(', ')} ${missing.length === 1 ? 'has' : 'have'} no hex yet.`));
  }
  return errors.length > 0 ? err(errors) : ok([...placements]);
}

/** Hexes of a side's zone from the front of the zone backward, each line from the middle of the edge outward. */
function defaultHexOrder(rules: DeploymentRules, side: SideId, only?: DeploymentArea): Hex[] {
  const edge = rules.edges[side];
  const zone = deploymentZone(rules, side).filter((h) => !only || inArea(only, h));
  const alongEdge = (h: Hex): number => {
    const o = hexToOffset(h);
    return edge === 'west' || edge === 'east' ? Math.abs(o.row - (rules.board.rows - 1) / 2) : Math.abs(o.col - (rules.board.cols - 1) / 2);
  };
  return zone.sort((a, b) => {
    const depth = hexesFromEdge(rules.board, b, edge) - hexesFromEdge(rules.board, a, edge);
    if (depth !== 0) return depth;
    const middle = alongEdge(a) - alongEdge(b);
    if (middle !== 0) return middle;
    const oa = hexToOffset(a);
    const ob = hexToOffset(b);
    return oa.col - ob.col || oa.row - ob.row;
  });
}

/** With several areas, each unit's area by default: largest CR first, to the area holding the least CR so far. */
function shareOutAreas(rules: DeploymentRules, units: readonly DeployingUnit[]): Map<string, DeploymentArea> {
  const out = new Map<string, DeploymentArea>();
  for (const side of ['A', 'B'] as const) {
    const areas = rules.areas?.[side] ?? [];
    if (areas.length < 2) continue;
    const held = areas.map(() => 0);
    const mine = units.filter((u) => u.side === side).sort((a, b) => (b.combatRating ?? 0) - (a.combatRating ?? 0));
    for (const unit of mine) {
      const i = held.indexOf(Math.min(...held));
      held[i] = (held[i] ?? 0) + (unit.combatRating ?? 0);
      const chosen = areas[i];
      if (chosen) out.set(unit.id, chosen);
    }
  }
  return out;
}

/**
 * Placements for units whose seat missed the deadline: one per hex along the front of the zone from the middle
 * outward, skipping hexes with enemies or full stacks; facing the enemy. Throws only if the zone is full, which
 * no fleet that fits a fleet limit can do on a legal board.
 */
export function defaultDeployment(rules: DeploymentRules, units: readonly DeployingUnit[], placed: readonly PlacedUnit[]): Placement[] {
  const board: PlacedUnit[] = [...placed];
  const out: Placement[] = [];
  const shares = shareOutAreas(rules, units);
  for (const unit of units) {
    const order = defaultHexOrder(rules, unit.side, shares.get(unit.id));
    const count = (h: Hex): PlacedUnit[] => board.filter((p) => hexEquals(p.at, h));
    const fits = (h: Hex, limit: number): boolean => {
      const here = count(h);
      return here.every((p) => p.side === unit.side) && here.length < limit;
    };
    // First a hex of its own; once every hex is taken, stack up to the limit.
    const at = order.find((h) => fits(h, 1)) ?? order.find((h) => fits(h, rules.maxPerHex));
    if (!at) throw new Error(`defaultDeployment: no room left for ${unit.name} in side ${unit.side}'s zone`);
    const placement: Placement = { unitId: unit.id, at, facing: zoneFacing(rules, unit.side, at) };
    out.push(placement);
    board.push({ id: unit.id, side: unit.side, at });
  }
  return out;
}
