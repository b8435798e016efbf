/**
 * Line of sight between two hex centres, exactly (Starmada p.19–20 §4.1 "Line of Sight"; ruling 8).
 *
 * The line runs from the centre of the attacker's hex to the centre of the target's hex. It passes through every
 * hex whose interior it crosses, never the attacker's own hex, always the target's hex. Where it runs exactly
 * along the edge between two hexes it passes through one of them, attacker's choice (p.19).
 *
 * Exact arithmetic, no epsilon: a flat-topped hex centred on cube point h is the set of points p (q + r + s = 0)
 * with |Δ(q−r)| ≤ 1, |Δ(r−s)| ≤ 1 and |Δ(s−q)| ≤ 1 where Δ = p − h (the integer frame X = 3q, Y = 2r + q, in
 * which the corners are (±2, 0) and (±1, ±1), says the same: Y = r − s, X + Y = 2(q − s), X − Y = 2(q − r)).
 * For the segment p(t) = t·D, each of the three conditions is an interval of t with integer ends over an integer
 * denominator, so crossing, touching and running along an edge are decided by comparing small integer fractions.
 *
 * Judgement calls:
 * - A line that only touches a hex at one point (a vertex it passes exactly through) does not pass through that
 *   hex: it crosses no part of the hex's area. A "nudge the line by ±ε" recipe would report such a
 *   hex as half of an "either" pair; the exact test does not.
 * - Attacker and target in the same hex: there is no line; nothing is crossed.
 */
import { hex, type Hex } from './hex.ts';

/** One step along the line: a hex it passes through, or an edge run where the attacker picks one of two hexes. */
export type LosStep = { readonly kind: 'hex'; readonly hex: Hex } | { readonly kind: 'either'; readonly hexes: [Hex, Hex] };

export interface LineOfSight {
  /** Hexes whose interior the line crosses, in order from the attacker; the target's hex is last. */
  crossed: Hex[];
  /** Edge runs in order: the line passes through one hex of each pair, attacker's choice (the port-side hex first). */
  choices: [Hex, Hex][];
  /** Both of the above merged in order along the line. */
  steps: LosStep[];
}

const NONE = 0;
const CROSSED = 1;
const ALONG_EDGE = 2;
type Passage = typeof NONE | typeof CROSSED | typeof ALONG_EDGE;

/**
 * The hexes the line from the centre of `from` to the centre of `to` passes through (p.19).
 * `crossed` never holds `from` and, unless both are the same hex, always ends with `to`.
 */
export function lineOfSight(from: Hex, to: Hex): LineOfSight {
  if (from.q === to.q && from.r === to.r) return { crossed: [], choices: [], steps: [] };
  const line = lineBetween(from, to);
  // Walk along the line. Whatever the line passes through next begins exactly where the current stretch ends,
  // and is a neighbour of the current hex: across the edge it leaves by, or, at a vertex, one of the two hexes
  // meeting the current one there (an edge run starts at such a vertex; its two hexes are both neighbours, and
  // the hex after the run is a neighbour of either). So each step classifies six neighbours and keeps those that
  // start where the current stretch ends: one crossed hex, or the two hexes of an edge run.
  const steps: LosStep[] = [];
  let at = meeting(line, 0, 0);
  while (at.q !== line.dq || at.r !== line.dr) {
    const ways = waysOn(line, at);
    steps.push(stepOf(line, at, ways));
    at = ways[0] as Meeting;
  }
  const crossed = steps.flatMap((step) => (step.kind === 'hex' ? [step.hex] : []));
  const choices = steps.flatMap((step) => (step.kind === 'either' ? [step.hexes] : []));
  return { crossed, choices, steps };
}

/** The segment from `from` to `to`, relative to `from`. */
interface Line {
  readonly from: Hex;
  readonly to: Hex;
  readonly dq: number;
  readonly dr: number;
  /** The segment's extent along the three axes q−r, r−s, s−q. */
  readonly extents: readonly [number, number, number];
}

function lineBetween(from: Hex, to: Hex): Line {
  const dq = to.q - from.q;
  const dr = to.r - from.r;
  const ds = -dq - dr;
  return { from, to, dq, dr, extents: [dq - dr, dr - ds, ds - dq] };
}

/** How the line meets the hex at (q, r) relative to its start, and the stretch of it inside that hex. */
interface Meeting {
  readonly q: number;
  readonly r: number;
  readonly kind: Passage;
  readonly clip: Clip;
}

function meeting(line: Line, q: number, r: number): Meeting {
  const clip: Clip = { loN: 0, loD: 1, hiN: 1, hiD: 1, onEdge: false };
  const [e1, e2, e3] = line.extents;
  return { q, r, kind: classifyHex(clip, e1, e2, e3, q, r), clip };
}

/** The neighbours of the current hex the line passes through next: their stretch starts where the current one ends. */
function waysOn(line: Line, at: Meeting): Meeting[] {
  const ways: Meeting[] = [];
  for (let k = 0; k < 6; k++) {
    const way = meeting(line, at.q + (NEIGHBOUR_Q[k] as number), at.r + (NEIGHBOUR_R[k] as number));
    if (way.kind !== NONE && way.clip.loN * at.clip.hiD === at.clip.hiN * way.clip.loD) ways.push(way);
  }
  return ways;
}

/** The step the ways on make: one crossed hex, or the two hexes of an edge run; anything else is a bug. */
function stepOf(line: Line, at: Meeting, ways: readonly Meeting[]): LosStep {
  const { from, to } = line;
  const [first, second] = ways;
  const hexAt = (m: Meeting): Hex => hex(from.q + m.q, from.r + m.r);
  if (ways.length === 1 && first?.kind === CROSSED) return { kind: 'hex', hex: hexAt(first) };
  if (ways.length === 2 && first?.kind === ALONG_EDGE && second?.kind === ALONG_EDGE) {
    // Port side (negative cross product in the frame X = 3q, Y = 2r + q, Y southward) first.
    const firstIsPort = 3 * line.dq * (2 * first.r + first.q) - (2 * line.dr + line.dq) * 3 * first.q < 0;
    const [a, b] = [hexAt(first), hexAt(second)];
    return { kind: 'either', hexes: firstIsPort ? [a, b] : [b, a] };
  }
  throw new Error(`line of sight: ${ways.length} ways on from ${at.q},${at.r} on the line from ${from.q},${from.r} to ${to.q},${to.r}`);
}

/**
 * Resolves every "either" pair to the hex better for the attacker (ruling 8): the one with the lower cost, where
 * the cost is what the hex does to the attack (0 = nothing, 1 per −1 to hit, Infinity = blocks the line).
 * Ties keep the port-side hex. Returns the hexes the line passes through in order, the target's hex last.
 */
export function chooseForAttacker(los: LineOfSight, costOfHex: (hex: Hex) => number): Hex[] {
  const path: Hex[] = [];
  for (const step of los.steps) {
    if (step.kind === 'hex') {
      path.push(step.hex);
    } else {
      const [first, second] = step.hexes;
      path.push(costOfHex(second) < costOfHex(first) ? second : first);
    }
  }
  return path;
}

/** Where the segment meets the hex under test: t ∈ [loN/loD, hiN/hiD], denominators positive. */
interface Clip {
  loN: number;
  loD: number;
  hiN: number;
  hiD: number;
  /** The whole line lies on an edge line of the hex. */
  onEdge: boolean;
}

/**
 * How the segment t·D (0 ≤ t ≤ 1) meets the hex at (q, r) relative to its start; D has extents e1, e2, e3 along
 * q−r, r−s, s−q. Leaves the stretch it shares with the hex in `c`.
 */
function classifyHex(c: Clip, e1: number, e2: number, e3: number, q: number, r: number): Passage {
  const s = -q - r;
  c.loN = 0;
  c.loD = 1;
  c.hiN = 1;
  c.hiD = 1;
  c.onEdge = false;
  if (!clipAxis(c, e1, q - r) || !clipAxis(c, e2, r - s) || !clipAxis(c, e3, s - q)) return NONE;
  // An empty interval, or a single point (a vertex or a touch), is no passage.
  if (c.loN * c.hiD >= c.hiN * c.loD) return NONE;
  return c.onEdge ? ALONG_EDGE : CROSSED;
}

/** Narrows the interval by one axis (|t·e − h| ≤ 1); false when the hex cannot meet the segment at all. */
function clipAxis(c: Clip, e: number, h: number): boolean {
  if (e === 0) {
    if (h === 0) return true;
    if (h === 1 || h === -1) {
      c.onEdge = true;
      return true;
    }
    return false;
  }
  if (e < 0) {
    e = -e;
    h = -h;
  }
  if ((h - 1) * c.loD > c.loN * e) {
    c.loN = h - 1;
    c.loD = e;
  }
  if ((h + 1) * c.hiD < c.hiN * e) {
    c.hiN = h + 1;
    c.hiD = e;
  }
  return true;
}

/** The six neighbour steps N, NE, SE, S, SW, NW (as DIRECTIONS in ./hex.ts). */
const NEIGHBOUR_Q = [0, 1, 1, 0, -1, -1];
const NEIGHBOUR_R = [-1, -1, 0, 1, 1, 0];

