/**
 * The codes of a squadron's plot, one reader per kind of code (help.ts; book p.7 Cinematic,
 * p.9 Newtonian, p.11–18 advanced manoeuvres and FTL, p.59 gravity wall): `A4` `D2` `T:SSP`, `R:CW1` `F:AFT4@0`,
 * `RL` `FL` `EP(drives)` `RAM(target)` `T-FTL-H(75)` `GW(arcs)` and `drift`. Each code may name drives in brackets.
 *
 * Judgement calls:
 * - Codes given twice (A, D, R:, an advanced code) are errors; `T:` may repeat and appends turns.
 * - A code of the other movement method is refused before anything else about it is read.
 */

import { trailingParens } from './tokens.ts';
import { shipsOf } from './validate.ts';
import { driveIds, type Block, type PlotReading } from './plot-block.ts';
import { twice } from './reading.ts';
import { FTL_CODES, type FtlCode } from '../ftl/drives.ts';
import type { MovementMethod } from '../geometry/directionality.ts';
import { metaverseError } from '../errors.ts';

/** A code as typed, with the part before its brackets (`head`), what is inside them, and the pattern's match. */
interface Code {
  readonly token: string;
  readonly head: string;
  readonly inner: string | null;
  readonly match: RegExpExecArray;
  readonly at: string;
}

type CodeReader = (r: PlotReading, b: Block, code: Code) => void;

/** Ship arcs by directionality (p.41). */
const ARCS: Readonly<Record<'square' | 'hexagon', readonly string[]>> = {
  square: ['bow', 'starboard', 'stern', 'port'],
  hexagon: ['bow', 'starboard-bow', 'starboard-stern', 'stern', 'port-stern', 'port-bow'],
};

/** The drives' arc for a push direction: pushing forward fires the stern drives (p.7). */
const PUSH_ARC: Readonly<Record<string, string>> = { fwd: 'stern', ahead: 'stern', aft: 'bow', back: 'bow', port: 'starboard', stbd: 'port', starboard: 'port' };

const FTL_RE = /^(ftl-r|r-ftl|ftl-t|[st]-ftl-(?:w|warp|h|hyper|j|jump))$/;

function ftlCode(head: string): FtlCode | null {
  const m = FTL_RE.exec(head.toLowerCase());
  if (!m?.[1]) return null;
  const code = m[1].toUpperCase().replace(/-(W|H|J)[A-Z]*$/, '-$1');
  return FTL_CODES.find((c) => c === code) ?? null;
}

/** `A4` / `D2` (p.7): accelerate with stern drives, decelerate with bow drives. */
const readThrust: CodeReader = (r, b, { inner, match, at }) => {
  const use = { points: Number(match[2]), drives: driveIds(r, b, inner, at) };
  if (match[1] === 'a') {
    if (b.accel) twice(r.errors, 'The acceleration', at);
    else b.accel = use;
  } else if (b.decel) twice(r.errors, 'The deceleration', at);
  else b.decel = use;
};

/** `T:SSP`, `T:S(P)` (p.7): heading changes in order, each from a named side drive if given. */
const readTurns: CodeReader = (r, b, { token, at }) => {
  const body = token.slice(2);
  const re = /([sp])(\d*)(?:\(([^)]*)\))?/gy;
  const s = body.replace(/[\s,]+/g, '');
  let pos = 0;
  for (;;) {
    re.lastIndex = pos;
    const m = re.exec(s.toLowerCase());
    if (!m) break;
    const orig = s.slice(m.index, m.index + m[0].length);
    const inner = trailingParens(orig.replace(/^[sp]\d*/i, 'x')).inner;
    const drive = driveIds(r, b, inner, at)[0] ?? null;
    const n = m[2] === '' || m[2] === undefined ? 1 : Number(m[2]);
    for (let i = 0; i < n; i++) b.turns.push({ dir: m[1] === 's' ? 'S' : 'P', drive });
    pos = re.lastIndex;
  }
  if (pos !== s.length)
    r.errors.push(metaverseError('ERR_PLOT_TURNS', `Cannot read the turns "${body}".`, { at, suggestion: 'Write S (starboard) and P (port) in order, e.g. T:SSP or T:S(P).' }));
};

/** `R:CW1` (p.9): rotational thrust, one direction a turn. */
const readRotation: CodeReader = (r, b, { inner, match, at }) => {
  if (b.rotate) twice(r.errors, 'The rotation', at);
  else b.rotate = { dir: match[1] === 'cw' ? 'CW' : 'CCW', points: Number(match[2]), drives: driveIds(r, b, inner, at) };
};

/** `F:FWD6@1` (p.9): linear thrust pushing FWD or AFT, at a step of the rotation (0 = before turning). */
const readLinear: CodeReader = (r, b, { inner, match, at }) => {
  const dir = match[1] ?? '';
  const arc = PUSH_ARC[dir];
  if (arc === undefined) {
    r.errors.push(metaverseError('ERR_PLOT_THRUST_DIR', `"${dir}" is not a thrust direction.`, { at, suggestion: 'Write FWD (stern drives) or AFT (bow drives), e.g. F:FWD6@1.' }));
    return;
  }
  if (b.squadron.directionality === 'hexagon' && (arc === 'port' || arc === 'starboard')) {
    r.errors.push(metaverseError('ERR_PLOT_THRUST_DIR', 'Hexagon ships have no port or starboard arc to push from.', { at, suggestion: 'Use FWD or AFT.' }));
    return;
  }
  b.thrust.push({ arc, points: Number(match[2]), step: match[3] === undefined ? 0 : Number(match[3]), drives: driveIds(r, b, inner, at) });
};

/** `RL` roll, `FL` flip (p.11–12). */
const readRollFlip: CodeReader = (r, b, { match, at }) => {
  const code = match[1] === 'rl' ? 'RL' : 'FL';
  if (b.advanced.some((a) => a.code === code)) twice(r.errors, code, at);
  else b.advanced.push({ code });
};

/** `EP(S1,S2)` (p.12): Emergency Power names the drives it doubles. */
const readEmergencyPower: CodeReader = (r, b, { inner, at }) => {
  const drives = driveIds(r, b, inner, at);
  if (inner === null || inner.trim() === '') r.errors.push(metaverseError('ERR_PLOT_EP_DRIVES', 'Emergency Power must name the drives it doubles.', { at, suggestion: 'Write EP(S1,S2).' }));
  else if (b.advanced.some((a) => a.code === 'EP')) twice(r.errors, 'EP', at);
  else if (drives.length > 0) b.advanced.push({ code: 'EP', drives });
};

/** `RAM(target)` (p.13): the enemy starship rammed. */
const readRam: CodeReader = (r, b, { inner, at }) => {
  if (inner === null || inner.trim() === '') {
    r.errors.push(metaverseError('ERR_PLOT_RAM_TARGET', 'RAM must name the enemy starship it rams.', { at, suggestion: `Write RAM(${r.ctx.enemyShips[0]?.name ?? 'target'}).` }));
    return;
  }
  const target = r.resolve(inner, r.ctx.enemyShips, 'enemy starship', at);
  if (!target) return;
  if (b.advanced.some((a) => a.code === 'RAM')) twice(r.errors, 'RAM', at);
  else b.advanced.push({ code: 'RAM', target: target.id });
};

/** `GW(bow,port)`, `GW(name: arcs)` (p.59): the gravity wall raised this turn and the arcs it covers. */
const readGravityWall: CodeReader = (r, b, { inner, at }) => {
  const walls = shipsOf(b.squadron, b.breakOff)[0]?.gravityWalls ?? [];
  const m2 = /^\s*(?:([^:]*):)?(.*)$/.exec(inner ?? '');
  const wall = m2?.[1] !== undefined ? r.resolve(m2[1], walls, `gravity wall of ${b.squadron.name}`, at) : walls.length === 1 ? walls[0] : null;
  if (!wall && m2?.[1] === undefined)
    r.errors.push(metaverseError('ERR_PLOT_GW', walls.length === 0 ? `${b.squadron.name} has no gravity wall.` : 'Say which gravity wall to raise.', { at, suggestion: walls.length === 0 ? 'Remove GW.' : `Write GW(${walls[0]?.name ?? ''}: bow).` }));
  if (!wall) return;
  const arcNames = ARCS[b.squadron.directionality].map((a) => ({ id: a, name: a }));
  const arcs = (m2?.[2] ?? '').split(/[,/+]/).filter((a) => a.trim() !== '').map((a) => r.resolve(a, arcNames, 'arc', at));
  if (arcs.length === 0) r.errors.push(metaverseError('ERR_PLOT_GW', 'Name the arcs the gravity wall covers.', { at, suggestion: 'e.g. GW(bow,port).' }));
  else if (b.gravityWall) twice(r.errors, 'GW', at);
  else if (arcs.every((a) => a !== null)) b.gravityWall = { system: wall.id, arcs: [...new Set(arcs.map((a) => a.id))] };
};

/** An FTL code (p.14–18), a hyper jump with its distance in cm: `T-FTL-H(75)`. */
const readFtl: CodeReader = (r, b, code) => {
  const ftl = ftlCode(code.head);
  if (!ftl) return unknownCode(r, b, code.token, code.at);
  let distance: number | null = null;
  if (code.inner !== null) {
    const dm = /^\s*(\d+(?:\.\d+)?)\s*(?:cm)?\s*$/i.exec(code.inner);
    if (!dm) {
      r.errors.push(metaverseError('ERR_PLOT_FTL_DISTANCE', `Cannot read the jump distance "${code.inner}".`, { at: code.at, suggestion: 'Write the distance in cm, e.g. T-FTL-H(75).' }));
      return;
    }
    distance = Number(dm[1]);
  }
  if (b.advanced.some((a) => a.code === ftl)) twice(r.errors, ftl, code.at);
  else b.advanced.push({ code: ftl, distance });
};

function unknownCode(r: PlotReading, b: Block, token: string, at: string): void {
  const cine = b.squadron.method === 'cinematic';
  r.errors.push(
    metaverseError('ERR_PLOT_CODE', `Cannot read "${token}".`, {
      at,
      suggestion: cine ? 'Use codes like A4 D1 T:SS RL FL EP(S1) RAM(name) T-FTL-W, or drift.' : 'Use codes like R:CW1 F:AFT4@0 F:FWD6@1 RL FL EP(T1) T-FTL-H(75), or drift.',
    }),
  );
}

function methodError(r: PlotReading, b: Block, token: string, at: string): void {
  const cine = b.squadron.method === 'cinematic';
  r.errors.push(
    metaverseError('ERR_PLOT_METHOD', `${b.squadron.name} moves ${cine ? 'Cinematic' : 'Newtonian'}; "${token}" is a ${cine ? 'Newtonian' : 'Cinematic'} code.`, {
      at,
      suggestion: cine ? 'Use A (accelerate), D (decelerate) and T: (turns), e.g. A4 T:S.' : 'Use R: (rotation) and F: (thrust), e.g. R:CW1 F:FWD6@1.',
    }),
  );
}

/** Each kind of code: the pattern its lower-case head matches, the movement method it belongs to, its reader. */
const CODES: readonly { readonly pattern: RegExp; readonly method?: MovementMethod; readonly read: CodeReader }[] = [
  { pattern: /^(?:drift|-)$/, read: () => undefined },
  { pattern: /^([ad])(\d+)$/, method: 'cinematic', read: readThrust },
  { pattern: /^t:/, method: 'cinematic', read: readTurns },
  { pattern: /^r:(cw|ccw)(\d+)$/, method: 'newtonian', read: readRotation },
  { pattern: /^f:([a-z]+)(\d+)(?:@(\d+))?$/, method: 'newtonian', read: readLinear },
  { pattern: /^(rl|fl)$/, read: readRollFlip },
  { pattern: /^ep$/, read: readEmergencyPower },
  { pattern: /^ram$/, read: readRam },
  { pattern: /^gw$/, read: readGravityWall },
  { pattern: FTL_RE, read: readFtl },
];

/** Reads one code of a squadron's plot into its block. */
export function readCode(r: PlotReading, b: Block, token: string, at: string): void {
  const { head, inner } = trailingParens(token);
  const h = head.toLowerCase();
  for (const { pattern, method, read } of CODES) {
    const match = pattern.exec(h);
    if (!match) continue;
    if (method !== undefined && method !== b.squadron.method) return methodError(r, b, token, at);
    return read(r, b, { token, head, inner, match, at });
  }
  unknownCode(r, b, token, at);
}
