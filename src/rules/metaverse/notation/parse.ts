/**
 * Reads a seat's secret turn plot and fire orders from the compact text notation (digest §3.13 "Compact text
 * syntax"; book "Plot Movement Step" p.5, "Cinematic/Newtonian Movement" p.7–9, "Advanced Manoeuvres" p.11–18,
 * "Starfighter Operations Step" p.19, "Starship Combat Step" p.24). help.ts shows the notation with examples.
 *
 * Plot shape: one block per squadron, `Name:` first (unique start of the name); `break Ship, Ship:` starts a
 * break-off. Inside a block, codes are separated by spaces; `·` `;` `,` (outside parentheses) or new lines separate
 * items. Codes: `A4` `D2` `T:SSP` (Cinematic), `R:CW1` `F:AFT4@0` (Newtonian), each optionally naming drives in
 * parentheses; `RL` `FL` `EP(drives)` `RAM(target)` FTL codes (`T-FTL-H(75)`); `GW(arcs)`; `drift`; and the words `launch`,
 * `recover`, `pay`, which take the rest of their item.
 *
 * Fire shape: one block per ship, `Name:` first; orders separated by `;` `·` or new lines:
 * `weapons > target [@sensor] [volley | surgical <system>]`, weapons separated by commas, each `name`, `all name`
 * or `N name`, with `(Mode)` or `(2 Munition)` after it; `fc 16/8` splits the fire control.
 *
 * Judgement calls:
 * - Parsing never throws; every problem is collected (with where and how to fix it) and nothing is guessed.
 * - A squadron with no block drifts (blank plot). An empty text is an error, so a seat says `drift` on purpose.
 * - A line is a squadron header when the text before its first colon does not end in a code letter (T, R, F), so
 *   `A4 T:S` is never read as a squadron called "A4 T".
 * - Codes given twice (A, D, R:, an advanced code) are errors; `T:` may repeat and appends turns.
 * - A launcher's munition count defaults to 1; several weapons of one name are picked with `all` or a count.
 */
import { about, aboutAll, twiceError, type ProblemPlace } from '../../core/problem.ts';
import { err, ok, ruleError, type Result, type RuleError } from '../../core/result.ts';
import { listNames, matchAll, matchName, normalizeName, type Named } from '../../core/names.ts';
import { splitOutside, tokens, trailingParens } from './tokens.ts';
import {
  FTL_CODES,
  SURGICAL_SYSTEMS,
  blankSquadronPlot,
  type AdvancedManoeuvre,
  type Deployment,
  type FireDraftContext,
  type FireMode,
  type FireOrder,
  type FireDraft,
  type FireShip,
  type FtlCode,
  type HeadingChange,
  type Launch,
  type LinearThrust,
  type TurnDraftContext,
  type DraftHangar,
  type DraftSquadron,
  type Recovery,
  type ShipFire,
  type SquadronDraft,
  type SurgicalSystem,
  type ThrustUse,
  type TurnDraft,
} from './types.ts';
import { sensorChoices } from './types.ts';
import { cinematicTurnStep, newtonianStep } from '../geometry/directionality.ts';
import { shipsOf, squadronDrives, validateFireOrders, validateTurnPlot } from './validate.ts';

type Errors = RuleError[];

/** Resolves a typed name or reports why not. */
function resolver(errors: Errors) {
  return <T extends Named>(typed: string, items: readonly T[], what: string, at: string): T | null => {
    const m = matchName(typed, items);
    if (m.kind === 'found') return m.item;
    if (m.kind === 'ambiguous') errors.push(ruleError('ERR_PLOT_AMBIGUOUS', `"${typed.trim()}" could be ${listNames(m.candidates)}.`, { at, suggestion: 'Type more of the name.' }));
    else
      errors.push(
        ruleError('ERR_PLOT_UNKNOWN_NAME', `No ${what} is called "${typed.trim()}".`, {
          at,
          suggestion: items.length > 0 ? `Known: ${listNames(items)}.` : `There is no ${what} to name.`,
        }),
      );
    return null;
  };
}

const CODE_HEADS = new Set(['t', 'r', 'f', 'turn', 'turns', 'rot', 'rotate', 'thrust']);

/** The header of a line (`Name:` or `break A, B:`), or null when the line goes on with codes. */
export function headerOf(line: string): { kind: 'squadron' | 'break'; name: string; rest: string } | null {
  const colon = line.indexOf(':');
  if (colon < 0) return null;
  const pre = line.slice(0, colon).trim();
  if (pre === '' || pre.includes('(') || pre.includes(')')) return null;
  const words = pre.split(/\s+/);
  if (CODE_HEADS.has((words[words.length - 1] ?? '').toLowerCase())) return null;
  const rest = line.slice(colon + 1);
  const brk = /^(?:break|split)(?:\s+off)?\s+(.+)$/i.exec(pre);
  if (brk?.[1] !== undefined) return { kind: 'break', name: brk[1], rest };
  return { kind: 'squadron', name: pre, rest };
}

interface PlotDraft {
  readonly squadron: DraftSquadron;
  readonly breakOff: string[];
  readonly at: string;
  /** The line that opened the block, as typed, and its number: to quote if the squadron gets a second one, or its checks fail. */
  header: string;
  line?: number;
  /** Some of its words did not read: its checks would only repeat the problem, so they wait for the words. */
  unread: boolean;
  accel: ThrustUse | null;
  decel: ThrustUse | null;
  turns: HeadingChange[];
  rotate: { dir: 'CW' | 'CCW'; points: number; drives: string[] } | null;
  thrust: LinearThrust[];
  advanced: AdvancedManoeuvre[];
  payer: string | null;
  launches: Launch[];
  recoveries: Recovery[];
  gravityWall: { system: string; arcs: string[] } | null;
  deploy: Deployment | null;
}

const FTL_RE = /^(ftl-r|r-ftl|ftl-t|[st]-ftl-(?:w|warp|h|hyper|j|jump))$/;

function ftlCode(head: string): FtlCode | null {
  const m = FTL_RE.exec(head.toLowerCase());
  if (!m?.[1]) return null;
  const code = m[1].toUpperCase().replace(/-(W|H|J)[A-Z]*$/, '-$1');
  return FTL_CODES.find((c) => c === code) ?? null;
}

/** Ship arcs by directionality (digest §2.2). */
const ARCS: Readonly<Record<'square' | 'hexagon', readonly string[]>> = {
  square: ['bow', 'starboard', 'stern', 'port'],
  hexagon: ['bow', 'starboard-bow', 'starboard-stern', 'stern', 'port-stern', 'port-bow'],
};

const PUSH_ARC: Readonly<Record<string, string>> = { fwd: 'stern', ahead: 'stern', aft: 'bow', back: 'bow', port: 'starboard', stbd: 'port', starboard: 'port' };

/** Parses a seat's movement plot (and fighter operations) for the turn, validated against the context. */
export function parseTurnPlot(text: string, ctx: TurnDraftContext): Result<TurnDraft, RuleError[]> {
  const errors: Errors = [];
  const resolve = resolver(errors);
  const own = new Map<string, PlotDraft>();
  const breaks: PlotDraft[] = [];
  let current: PlotDraft | null = null;

  const draft = (squadron: DraftSquadron, breakOff: string[], at: string): PlotDraft => ({
    squadron, breakOff, at, header: '', unread: false, accel: null, decel: null, turns: [], rotate: null, thrust: [], advanced: [], payer: null, launches: [], recoveries: [], gravityWall: null, deploy: null,
  });

  const driveIds = (d: PlotDraft, inner: string | null, at: string): string[] => {
    if (inner === null || inner.trim() === '') return [];
    const drives = squadronDrives(d.squadron, d.breakOff);
    const out: string[] = [];
    for (const name of inner.split(/[,/+]/)) {
      if (name.trim() === '') continue;
      const drive = resolve(name, drives, `drive of ${d.squadron.name}`, at);
      if (drive && !out.includes(drive.id)) out.push(drive.id);
    }
    return out;
  };

  const twice = (what: string, at: string): void => {
    errors.push(ruleError('ERR_PLOT_TWICE', `${what} is given twice.`, { at, suggestion: 'Give it once.' }));
  };

  const methodError = (d: PlotDraft, token: string, at: string): void => {
    const cine = d.squadron.method === 'cinematic';
    errors.push(
      ruleError('ERR_PLOT_METHOD', `${d.squadron.name} moves ${cine ? 'Cinematic' : 'Newtonian'}; "${token}" is a ${cine ? 'Newtonian' : 'Cinematic'} code.`, {
        at,
        suggestion: cine ? 'Use A (accelerate), D (decelerate) and T: (turns), e.g. A4 T:S.' : 'Use R: (rotation) and F: (thrust), e.g. R:CW1 F:FWD6@1.',
      }),
    );
  };

  const addTurns = (d: PlotDraft, body: string, at: string): void => {
    const re = /([sp])(\d*)(?:\(([^)]*)\))?/gy;
    const s = body.replace(/[\s,]+/g, '');
    let pos = 0;
    for (;;) {
      re.lastIndex = pos;
      const m = re.exec(s.toLowerCase());
      if (!m) break;
      const orig = s.slice(m.index, m.index + m[0].length);
      const inner = trailingParens(orig.replace(/^[sp]\d*/i, 'x')).inner;
      const drive = driveIds(d, inner, at)[0] ?? null;
      const n = m[2] === '' || m[2] === undefined ? 1 : Number(m[2]);
      for (let i = 0; i < n; i++) d.turns.push({ dir: m[1] === 's' ? 'S' : 'P', drive });
      pos = re.lastIndex;
    }
    if (pos !== s.length)
      errors.push(ruleError('ERR_PLOT_TURNS', `Cannot read the turns "${body}".`, { at, suggestion: 'Write S (starboard) and P (port) in order, e.g. T:SSP or T:S(P).' }));
  };

  const addToken = (d: PlotDraft, token: string, at: string): void => {
    const { head, inner } = trailingParens(token);
    const h = head.toLowerCase();
    const cine = d.squadron.method === 'cinematic';
    let m: RegExpExecArray | null;
    if (h === 'drift' || h === '-') return;
    if ((m = /^([ad])(\d+)$/.exec(h))) {
      if (!cine) return methodError(d, token, at);
      const use: ThrustUse = { points: Number(m[2]), drives: driveIds(d, inner, at) };
      if (m[1] === 'a') {
        if (d.accel) twice('The acceleration', at);
        else d.accel = use;
      } else if (d.decel) twice('The deceleration', at);
      else d.decel = use;
      return;
    }
    if (h.startsWith('t:')) {
      if (!cine) return methodError(d, token, at);
      addTurns(d, token.slice(2), at);
      return;
    }
    if ((m = /^r:(cw|ccw)(\d+)$/.exec(h))) {
      if (cine) return methodError(d, token, at);
      if (d.rotate) twice('The rotation', at);
      else d.rotate = { dir: m[1] === 'cw' ? 'CW' : 'CCW', points: Number(m[2]), drives: driveIds(d, inner, at) };
      return;
    }
    if ((m = /^f:([a-z]+)(\d+)(?:@(\d+))?$/.exec(h))) {
      if (cine) return methodError(d, token, at);
      const dir = m[1] ?? '';
      const arc = PUSH_ARC[dir];
      if (arc === undefined) {
        errors.push(ruleError('ERR_PLOT_THRUST_DIR', `"${dir}" is not a thrust direction.`, { at, suggestion: 'Write FWD (stern drives) or AFT (bow drives), e.g. F:FWD6@1.' }));
        return;
      }
      if (d.squadron.directionality === 'hexagon' && (arc === 'port' || arc === 'starboard')) {
        errors.push(ruleError('ERR_PLOT_THRUST_DIR', 'Hexagon ships have no port or starboard arc to push from.', { at, suggestion: 'Use FWD or AFT.' }));
        return;
      }
      d.thrust.push({ arc, points: Number(m[2]), step: m[3] === undefined ? 0 : Number(m[3]), drives: driveIds(d, inner, at) });
      return;
    }
    if (h === 'rl' || h === 'fl') {
      const code = h === 'rl' ? 'RL' : 'FL';
      if (d.advanced.some((a) => a.code === code)) twice(code, at);
      else d.advanced.push({ code });
      return;
    }
    if (h === 'ep') {
      const drives = driveIds(d, inner, at);
      if (inner === null || inner.trim() === '') errors.push(ruleError('ERR_PLOT_EP_DRIVES', 'Emergency Power must name the drives it doubles.', { at, suggestion: 'Write EP(S1,S2).' }));
      else if (d.advanced.some((a) => a.code === 'EP')) twice('EP', at);
      else if (drives.length > 0) d.advanced.push({ code: 'EP', drives });
      return;
    }
    if (h === 'ram') {
      if (inner === null || inner.trim() === '') {
        errors.push(ruleError('ERR_PLOT_RAM_TARGET', 'RAM must name the enemy starship it rams.', { at, suggestion: `Write RAM(${ctx.enemyShips[0]?.name ?? 'target'}).` }));
        return;
      }
      const target = resolve(inner, ctx.enemyShips, 'enemy starship', at);
      if (!target) return;
      if (d.advanced.some((a) => a.code === 'RAM')) twice('RAM', at);
      else d.advanced.push({ code: 'RAM', target: target.id });
      return;
    }
    if (h === 'gw') {
      const walls = shipsOf(d.squadron, d.breakOff)[0]?.gravityWalls ?? [];
      const m2 = /^\s*(?:([^:]*):)?(.*)$/.exec(inner ?? '');
      const wall = m2?.[1] !== undefined ? resolve(m2[1], walls, `gravity wall of ${d.squadron.name}`, at) : walls.length === 1 ? walls[0] : null;
      if (!wall && m2?.[1] === undefined)
        errors.push(ruleError('ERR_PLOT_GW', walls.length === 0 ? `${d.squadron.name} has no gravity wall.` : 'Say which gravity wall to raise.', { at, suggestion: walls.length === 0 ? 'Remove GW.' : `Write GW(${walls[0]?.name ?? ''}: bow).` }));
      if (!wall) return;
      const arcNames = ARCS[d.squadron.directionality].map((a) => ({ id: a, name: a }));
      const arcs = (m2?.[2] ?? '').split(/[,/+]/).filter((a) => a.trim() !== '').map((a) => resolve(a, arcNames, 'arc', at));
      if (arcs.length === 0) errors.push(ruleError('ERR_PLOT_GW', 'Name the arcs the gravity wall covers.', { at, suggestion: 'e.g. GW(bow,port).' }));
      else if (d.gravityWall) twice('GW', at);
      else if (arcs.every((a) => a !== null)) d.gravityWall = { system: wall.id, arcs: [...new Set(arcs.map((a) => a.id))] };
      return;
    }
    const ftl = ftlCode(head);
    if (ftl) {
      let distance: number | null = null;
      if (inner !== null) {
        const dm = /^\s*(\d+(?:\.\d+)?)\s*(?:cm)?\s*$/i.exec(inner);
        if (!dm) {
          errors.push(ruleError('ERR_PLOT_FTL_DISTANCE', `Cannot read the jump distance "${inner}".`, { at, suggestion: 'Write the distance in cm, e.g. T-FTL-H(75).' }));
          return;
        }
        distance = Number(dm[1]);
      }
      if (d.advanced.some((a) => a.code === ftl)) twice(ftl, at);
      else d.advanced.push({ code: ftl, distance });
      return;
    }
    errors.push(
      ruleError('ERR_PLOT_CODE', `Cannot read "${token}".`, {
        at,
        suggestion: cine ? 'Use codes like A4 D1 T:SS RL FL EP(S1) RAM(name) T-FTL-W, or drift.' : 'Use codes like R:CW1 F:AFT4@0 F:FWD6@1 RL FL EP(T1) T-FTL-H(75), or drift.',
      }),
    );
  };

  const hangarsOf = (d: PlotDraft): DraftHangar[] => shipsOf(d.squadron, d.breakOff).flatMap((s) => s.hangars);
  const typeName = (type: string): string => ctx.fighterTypes?.find((t) => t.id === type)?.name ?? type;

  const addLaunch = (d: PlotDraft, body: string, at: string): void => {
    const m = /^(\d+)?\s*(.*?)(?:\s+from\s+(.+))?$/i.exec(body.trim());
    const count = m?.[1] === undefined ? 1 : Number(m[1]);
    const typed = m?.[2] ?? '';
    const hangars = hangarsOf(d);
    const types = [...new Set(hangars.flatMap((h) => h.ready.filter((r) => r.count > 0).map((r) => r.type)))].map((id) => ({ id, name: typeName(id) }));
    if (typed === '') {
      errors.push(ruleError('ERR_PLOT_LAUNCH', 'Say which starfighters to launch.', { at, suggestion: types.length > 0 ? `e.g. launch 1 ${types[0]?.name ?? ''}.` : 'No starfighters are ready to launch.' }));
      return;
    }
    const type = resolve(typed, types, `starfighter type ready on ${d.squadron.name}`, at);
    if (!type) return;
    let hangar: DraftHangar | null = null;
    if (m?.[3] !== undefined) hangar = resolve(m[3], hangars, `hangar of ${d.squadron.name}`, at);
    else {
      const holding = hangars.filter((h) => h.ready.some((r) => r.type === type.id && r.count > 0));
      if (holding.length === 1 && holding[0]) hangar = holding[0];
      else errors.push(ruleError('ERR_PLOT_AMBIGUOUS', `${listNames(holding)} all hold ${type.name}.`, { at, suggestion: `Add "from" and the hangar, e.g. launch ${count} ${type.name} from ${holding[0]?.name ?? ''}.` }));
    }
    if (hangar) d.launches.push({ hangar: hangar.id, type: type.id, count });
  };

  const addRecover = (d: PlotDraft, body: string, at: string): void => {
    const m = /^(.*?)(?:\s+(?:to|into)\s+(.+))?$/i.exec(body.trim());
    const fighter = resolve(m?.[1] ?? '', d.squadron.fighters, `starfighter squadron at ${d.squadron.name}`, at);
    if (!fighter) return;
    const hangars = hangarsOf(d);
    let hangar: DraftHangar | null = null;
    if (m?.[2] !== undefined) hangar = resolve(m[2], hangars, `hangar of ${d.squadron.name}`, at);
    else {
      const fit = hangars.filter((h) => h.allowedTypes.includes(fighter.type));
      if (fit.length === 1 && fit[0]) hangar = fit[0];
      else
        errors.push(
          ruleError(fit.length === 0 ? 'ERR_PLOT_RECOVER_TYPE' : 'ERR_PLOT_AMBIGUOUS', fit.length === 0 ? `No hangar of ${d.squadron.name} takes ${fighter.name}.` : `${listNames(fit)} can all take ${fighter.name}.`, {
            at,
            suggestion: fit.length === 0 ? 'Recover it at its own carrier.' : `Add "to" and the hangar, e.g. recover ${fighter.name} to ${fit[0]?.name ?? ''}.`,
          }),
        );
    }
    if (hangar) d.recoveries.push({ fighter: fighter.id, hangar: hangar.id });
  };

  /**
   * `deploy 30 110`, `deploy 30 110 facing 45 speed 6`: turn 1's placement inside the seat's zone (p.101), a heading
   * on the squadron's turn steps, and a starting speed of up to the preparation turns × its full burn (stern drives).
   */
  const addDeploy = (d: PlotDraft, words: readonly string[], at: string): void => {
    const zone = ctx.deployZone;
    if (!zone) {
      errors.push(ruleError('ERR_PLOT_DEPLOY_LATE', "Squadrons are placed only in turn 1's plot; they are on the table now.", { at }));
      return;
    }
    const keyed = new Map<string, number>();
    const place: number[] = [];
    let readable = true;
    for (let i = 0; i < words.length; i++) {
      const w = (words[i] ?? '').toLowerCase();
      const key = w === 'facing' || w === 'heading' ? 'facing' : w === 'speed' || w === 'momentum' ? 'speed' : null;
      const n = Number((key ? words[++i] : words[i])?.replace(/°$/, '') ?? 'x');
      if (!Number.isFinite(n) || (key && keyed.has(key))) readable = false;
      else if (key) keyed.set(key, n);
      else place.push(n);
    }
    const [x, y] = place;
    const right = zone.x + zone.width;
    const bottom = zone.y + zone.height;
    const where = `x ${zone.x}–${right}, y ${zone.y}–${bottom}`;
    if (!readable || x === undefined || y === undefined || place.length !== 2) {
      errors.push(ruleError('ERR_PLOT_DEPLOY', 'Give the place as two numbers in cm, then a heading and a speed if you like.', { at, suggestion: `e.g. deploy ${zone.x + zone.width / 2} ${zone.y + zone.height / 2} facing 0 speed 4 (your zone is ${where}).` }));
      return;
    }
    if (x < zone.x || x > right || y < zone.y || y > bottom) {
      errors.push(ruleError('ERR_PLOT_DEPLOY_ZONE', `${x},${y} cm is outside your deployment zone (${where}).`, { at, suggestion: 'Pick a place inside it.' }));
      return;
    }
    const facing = keyed.get('facing');
    const step = d.squadron.method === 'cinematic' ? cinematicTurnStep(d.squadron.directionality, ctx.hexTurnStep ?? 30) : newtonianStep(d.squadron.directionality);
    const heading = facing === undefined ? null : ((facing % 360) + 360) % 360;
    if (heading !== null && Math.abs(heading / step - Math.round(heading / step)) > 1e-9) {
      errors.push(ruleError('ERR_PLOT_DEPLOY_FACING', `${d.squadron.name} turns in steps of ${step}°, so it cannot face ${heading}°.`, { at, suggestion: `Face a multiple of ${step}°, e.g. ${Math.round(heading / step) * step % 360}.` }));
      return;
    }
    const speed = keyed.get('speed') ?? 0;
    // p.101: "up to what this many turns would give them at maximum burn": the weakest ship's stern drives.
    const burn = Math.min(...shipsOf(d.squadron, d.breakOff).map((s) => s.drives.filter((v) => v.arcs.includes('stern')).reduce((n, v) => n + v.rating, 0)));
    const most = (ctx.prepTurns ?? 0) * (Number.isFinite(burn) ? burn : 0);
    if (speed < 0 || !Number.isInteger(speed) || speed > most) {
      errors.push(ruleError('ERR_PLOT_DEPLOY_SPEED', `${d.squadron.name} may start at up to ${most} cm: ${ctx.prepTurns ?? 0} preparation turns × ${Number.isFinite(burn) ? burn : 0} cm of full burn.`, { at, suggestion: `Give a whole speed from 0 to ${most}.` }));
      return;
    }
    if (d.deploy !== null) twice('The deployment', at);
    else d.deploy = { x, y, heading, ...(speed > 0 ? { speed } : {}) };
  };

  const addItem = (d: PlotDraft, item: string, at: string): void => {
    // Forgive spaces inside codes: `a 4` → A4, `T:S P` → T:SP.
    const toks: string[] = [];
    for (const t of tokens(item)) {
      const last = toks[toks.length - 1];
      if (last !== undefined && /^[ad]$/i.test(last) && /^\d/.test(t)) toks[toks.length - 1] = last + t;
      else if (last !== undefined && /^t:/i.test(last) && /^([sp]\d*(\([^)]*\))?)+$/i.test(t)) toks[toks.length - 1] = last + t;
      else toks.push(t);
    }
    for (let i = 0; i < toks.length; i++) {
      const t = toks[i] ?? '';
      const word = t.toLowerCase();
      if (word === 'deploy') {
        addDeploy(d, toks.slice(i + 1), at);
        return;
      }
      if (word === 'launch' || word === 'recover' || word === 'pay') {
        const body = toks.slice(i + 1).join(' ');
        if (word === 'launch') addLaunch(d, body, at);
        else if (word === 'recover') addRecover(d, body, at);
        else {
          const cmd = resolve(body, ctx.commanders, 'commander', at);
          if (cmd) {
            if (d.payer !== null) twice('The paying commander', at);
            else d.payer = cmd.id;
          }
        }
        return;
      }
      addToken(d, t, at);
    }
  };

  /** The problems found since `from`, placed at the words they are about. */
  const placeFrom = (from: number, where: ProblemPlace): void => {
    errors.splice(from, errors.length - from, ...aboutAll(where, errors.slice(from)));
  };

  const allShips = ctx.squadrons.flatMap((sq) => sq.ships.map((s) => ({ id: s.id, name: s.name, squadron: sq })));
  const lines = text.split(/\r?\n/);
  for (const [i, line] of lines.entries()) {
    const at = `line ${i + 1}`;
    const place = { line: i + 1 };
    let rest = line;
    const header = headerOf(line);
    if (header) {
      rest = header.rest;
      current = null;
      const from = errors.length;
      if (header.kind === 'squadron') {
        const sq = resolve(header.name, ctx.squadrons, 'squadron of yours', at);
        placeFrom(from, { ...place, quote: header.name });
        if (!sq) continue;
        const existing = own.get(sq.id);
        // A second block is a second plot for the squadron: refused with both quoted, its words read on their own.
        current = draft(sq, [], sq.name);
        current.header = line.trim();
        current.line = i + 1;
        if (existing) {
          errors.push({ ...twiceError(sq.name, existing.header, line, { suggestion: 'Give each squadron one block (it may go on over several lines).' }), at, ...place });
        } else own.set(sq.id, current);
      } else {
        const picked = header.name.split(/[,&]|\s+and\s+/i).map((n) => resolve(n, allShips, 'ship of yours', at));
        placeFrom(from, { ...place, quote: header.name });
        const ships = picked.filter((s): s is NonNullable<typeof s> => s !== null);
        if (ships.length !== picked.length || ships.length === 0) continue;
        const sq = ships[0]?.squadron;
        if (!sq) continue;
        if (ships.some((s) => s.squadron.id !== sq.id)) {
          errors.push(ruleError('ERR_PLOT_BREAK_SQUADRONS', 'Ships broken off together must come from one squadron.', { at, suggestion: 'Break off each squadron\'s ships in their own block.' }));
          continue;
        }
        current = draft(sq, [...new Set(ships.map((s) => s.id))], `break-off from ${sq.name}`);
        breaks.push(current);
      }
    } else if (line.trim() === '') continue;
    if (!current) {
      const only = ctx.squadrons.length === 1 ? ctx.squadrons[0] : undefined;
      if (only && own.size === 0 && breaks.length === 0) {
        current = draft(only, [], only.name);
        current.header = line.trim();
        current.line = i + 1;
        own.set(only.id, current);
      } else {
        if (!errors.some((e) => e.code === 'ERR_PLOT_NO_SQUADRON' || e.code === 'ERR_PLOT_UNKNOWN_NAME' || e.code === 'ERR_PLOT_AMBIGUOUS'))
          errors.push(ruleError('ERR_PLOT_NO_SQUADRON', "Start each squadron's plot with its name and a colon.", { at, ...place, quote: line, suggestion: `e.g. ${ctx.squadrons[0]?.name ?? 'Thunderchild'}: A4 T:S` }));
        continue;
      }
    }
    const d = current;
    for (const item of splitOutside(rest, '·•;,')) {
      if (item.trim() === '') continue;
      const from = errors.length;
      addItem(d, item, `${at} (${d.at})`);
      placeFrom(from, { ...place, unit: d.squadron.name, quote: item.trim() });
      if (errors.length > from) d.unread = true;
    }
  }

  const finish = (d: PlotDraft): SquadronDraft => ({
    squadron: d.squadron.id,
    breakOff: d.breakOff,
    move:
      d.squadron.method === 'cinematic'
        ? { method: 'cinematic', accel: d.accel ?? { points: 0, drives: [] }, decel: d.decel ?? { points: 0, drives: [] }, turns: d.turns }
        : { method: 'newtonian', rotate: d.rotate, thrust: d.thrust },
    advanced: d.advanced,
    payer: d.payer,
    launches: d.launches,
    recoveries: d.recoveries,
    gravityWall: d.gravityWall,
    ...(d.deploy ? { deploy: d.deploy } : {}),
  });
  const squadrons: SquadronDraft[] = [
    ...ctx.squadrons.map((sq) => {
      const d = own.get(sq.id);
      return d ? finish(d) : blankSquadronPlot(sq.id, sq.method);
    }),
    ...breaks.map(finish),
  ];
  if (own.size === 0 && breaks.length === 0 && errors.length === 0)
    errors.push(ruleError('ERR_PLOT_EMPTY', 'The plot is empty.', { suggestion: `Write a plot per squadron, or "drift", e.g. ${ctx.squadrons[0]?.name ?? 'Thunderchild'}: drift` }));
  const plot: TurnDraft = { squadrons };
  // The squadrons whose words all read are checked even when others' did not: every problem at once.
  const unread = new Set([...own.values(), ...breaks].filter((d) => d.unread).map((d) => d.squadron.id));
  const checked = unread.size === 0 ? plot : { squadrons: squadrons.filter((p) => !unread.has(p.squadron)) };
  const blockOf = (e: RuleError): PlotDraft | undefined => [...own.values()].find((d) => e.at === d.squadron.name);
  errors.push(
    ...validateTurnPlot(checked, ctx).map((e) =>
      about({ unit: ctx.squadrons.find((q) => e.at === q.name || e.at === `break-off from ${q.name}`)?.name, quote: blockOf(e)?.header, line: blockOf(e)?.line }, e),
    ),
  );
  return errors.length > 0 ? err(errors) : ok(plot);
}

// ---------------------------------------------------------------------------------------------- fire orders

const SYSTEM_WORDS: readonly (readonly [string, SurgicalSystem])[] = [
  ['secondary', 'secondary'],
  ['ew', 'ew'],
  ['electronic', 'ew'],
  ['propulsion', 'propulsion'],
  ['drives', 'propulsion'],
  ['hangar', 'hangar'],
  ['hanger', 'hangar'],
  ['active-defence', 'active-defence'],
  ['active-defense', 'active-defence'],
  ['ad', 'active-defence'],
  ['defence', 'active-defence'],
  ['weapon', 'weapon'],
];

function surgicalSystem(word: string): SurgicalSystem | null {
  const w = word.toLowerCase();
  if (w.length === 0) return null;
  const exact = SYSTEM_WORDS.find(([k]) => k === w);
  if (exact) return exact[1];
  const found = [...new Set(SYSTEM_WORDS.filter(([k]) => k.startsWith(w)).map(([, s]) => s))];
  return found.length === 1 ? (found[0] ?? null) : null;
}

/** Parses a seat's fire orders for the Starship Combat Step, validated against the context. */
export function parseFireOrders(text: string, ctx: FireDraftContext): Result<FireDraft, RuleError[]> {
  const read = readFireOrders(text, ctx);
  return read.errors.length > 0 ? err(read.errors) : ok(read.fire);
}

/**
 * The fire orders that read and check well, and every problem: the rules' later checks (legal targets, Danger Close)
 * can then try the good orders too, so a refusal lists everything at once.
 */
export function readFireOrders(text: string, ctx: FireDraftContext): { fire: FireDraft; errors: RuleError[] } {
  const errors: Errors = [];
  const resolve = resolver(errors);
  type Item = { text: string; at: string; line: number };
  const blocks = new Map<string, { ship: FireShip; items: Item[] }>();
  let current: { ship: FireShip; items: Item[] } | null = null;
  const placeFrom = (from: number, where: ProblemPlace): void => {
    errors.splice(from, errors.length - from, ...aboutAll(where, errors.slice(from)));
  };

  for (const [i, line] of text.split(/\r?\n/).entries()) {
    const at = `line ${i + 1}`;
    let rest = line;
    const colon = line.indexOf(':');
    const gt = line.indexOf('>');
    if (colon >= 0 && (gt < 0 || colon < gt)) {
      const from = errors.length;
      const ship = resolve(line.slice(0, colon), ctx.ships, 'ship of yours', at);
      placeFrom(from, { line: i + 1, quote: line.slice(0, colon) });
      rest = line.slice(colon + 1);
      current = null;
      if (!ship) continue;
      current = blocks.get(ship.id) ?? { ship, items: [] };
      blocks.set(ship.id, current);
    } else if (line.trim() === '') continue;
    if (!current) {
      const only = ctx.ships.length === 1 ? ctx.ships[0] : undefined;
      if (only) {
        current = blocks.get(only.id) ?? { ship: only, items: [] };
        blocks.set(only.id, current);
      } else {
        if (!errors.some((e) => e.code === 'ERR_FIRE_NO_SHIP' || e.code === 'ERR_PLOT_UNKNOWN_NAME' || e.code === 'ERR_PLOT_AMBIGUOUS'))
          errors.push(ruleError('ERR_FIRE_NO_SHIP', "Start each ship's fire orders with its name and a colon.", { at, line: i + 1, quote: line, suggestion: `e.g. ${ctx.ships[0]?.name ?? 'Thunderchild'}: all laser > ${ctx.targets[0]?.name ?? 'target'}` }));
        continue;
      }
    }
    for (const item of splitOutside(rest, '·•;')) if (item.trim() !== '') current.items.push({ text: item.trim(), at: `${at} (${current.ship.name})`, line: i + 1 });
  }

  const ships: ShipFire[] = [];
  const unread = new Set<string>();
  for (const ship of ctx.ships) {
    const block = blocks.get(ship.id);
    if (!block) continue;
    let split: number[] | null = null;
    const orderItems: Item[] = [];
    const from = errors.length;
    for (const item of block.items) {
      const fc = /^fc\s*:?\s*(.*)$/i.exec(item.text);
      if (fc && !item.text.includes('>')) {
        const parts = (fc[1] ?? '').split(/[/+\s,]+/).filter((p) => p !== '');
        if (parts.length === 0 || parts.some((p) => !/^\d+$/.test(p))) errors.push(ruleError('ERR_FIRE_FC_SPLIT', `Cannot read the fire-control split "${item.text}".`, { at: item.at, suggestion: 'Write the parts, e.g. fc 16/8.' }));
        else if (split) twice(errors, 'The fire-control split', item.at);
        else split = parts.map(Number);
      } else orderItems.push(item);
    }
    placeFrom(from, { unit: ship.name });
    const orders: FireOrder[] = [];
    const sensors = sensorChoices(ship, split);
    const said = new Map<string, string>();
    for (const item of orderItems) {
      const before = { errors: errors.length, orders: orders.length };
      parseOrder(item.text, item.at, ship, sensors, ctx, orders, errors, resolve);
      placeFrom(before.errors, { unit: ship.name, quote: item.text, line: item.line });
      // A weapon given two orders in one message: both quoted, neither kept silently.
      const fresh = orders.splice(before.orders);
      for (const o of fresh) {
        const first = said.get(o.weapon);
        if (first === undefined) {
          said.set(o.weapon, item.text);
          orders.push(o);
        } else errors.push({ ...twiceError(ship.name, first, item.text, { suggestion: `${ship.weapons.find((w) => w.id === o.weapon)?.label ?? ship.weapons.find((w) => w.id === o.weapon)?.name ?? 'A weapon'} fires once a turn (p.24).` }), line: item.line });
      }
    }
    if (errors.length > from) unread.add(ship.id);
    ships.push({ ship: ship.id, fireControl: split, orders });
  }
  if (ships.length === 0 && errors.length === 0)
    errors.push(ruleError('ERR_FIRE_EMPTY', 'The fire orders are empty.', { suggestion: `Name weapons and a target, e.g. ${ctx.ships[0]?.name ?? 'Thunderchild'}: all laser > ${ctx.targets[0]?.name ?? 'target'}, or write "${ctx.ships[0]?.name ?? 'Thunderchild'}: hold".` }));
  // The ships whose orders all read are checked even when others' did not: every problem at once.
  const good = ships.filter((f) => !unread.has(f.ship));
  const firstLine = (e: RuleError): number | undefined => [...blocks.values()].find((b) => b.ship.name === e.at)?.items[0]?.line;
  const checked = validateFireOrders({ ships: good }, ctx).map((e) => about({ unit: ctx.ships.find((x) => x.name === e.at)?.name, line: firstLine(e) }, e));
  errors.push(...checked);
  const refused = new Set(checked.map((e) => e.unit));
  return { fire: { ships: good.filter((f) => !refused.has(ctx.ships.find((x) => x.id === f.ship)?.name)) }, errors };
}

function twice(errors: Errors, what: string, at: string): void {
  errors.push(ruleError('ERR_PLOT_TWICE', `${what} is given twice.`, { at, suggestion: 'Give it once.' }));
}

function parseOrder(
  text: string,
  at: string,
  ship: FireShip,
  sensors: readonly Named[],
  ctx: FireDraftContext,
  orders: FireOrder[],
  errors: Errors,
  resolve: ReturnType<typeof resolver>,
): void {
  if (/^(hold|none|-)$/i.test(text)) return;
  const gt = text.indexOf('>');
  if (gt < 0) {
    errors.push(ruleError('ERR_FIRE_ORDER', `Cannot read the fire order "${text}".`, { at, suggestion: `Write weapons > target, e.g. all laser > ${ctx.targets[0]?.name ?? 'target'} @sensor.` }));
    return;
  }
  // Right side: target words plus @sensor, volley/salvo, surgical <system>.
  const words = text.slice(gt + 1).trim().split(/\s+/).filter((w) => w !== '');
  let sensorTyped: string | null = null;
  let fire: FireMode = 'salvo';
  let system: SurgicalSystem | null = null;
  const targetWords: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const w = words[i] ?? '';
    const lw = w.toLowerCase();
    if (w.startsWith('@')) {
      if (sensorTyped !== null) twice(errors, 'The sensor', at);
      const first = w.slice(1) === '' ? i + 1 : i;
      const run = [(words[first] ?? '').replace(/^@/, ''), ...words.slice(first + 1)];
      // The longest run of words that is exactly a sensor's name ("@Sensor 1"), else one word.
      let k = run.length;
      while (k > 1 && !sensors.some((s) => normalizeName(s.name) === normalizeName(run.slice(0, k).join(' ')))) k -= 1;
      sensorTyped = run.slice(0, k).join(' ');
      i = first + k - 1;
    } else if (lw === 'volley' || lw === 'salvo') fire = lw;
    else if (lw === 'surgical') {
      fire = 'surgical';
      const sys = surgicalSystem(words[i + 1] ?? '');
      if (sys) {
        system = sys;
        i += 1;
      } else {
        errors.push(ruleError('ERR_FIRE_SURGICAL_SYSTEM', 'Surgical fire must name a system.', { at, suggestion: `Name one of: ${SURGICAL_SYSTEMS.join(', ')} (e.g. surgical propulsion).` }));
        return;
      }
    } else targetWords.push(w);
  }
  if (targetWords.length === 0) {
    errors.push(ruleError('ERR_FIRE_ORDER', 'The fire order names no target.', { at, suggestion: 'Write weapons > target.' }));
    return;
  }
  const target = resolve(targetWords.join(' '), ctx.targets, 'target', at);
  const sensor = sensorTyped === null ? null : resolve(sensorTyped, sensors, `sensor system of ${ship.name}`, at);
  if (!target || (sensorTyped !== null && !sensor)) return;

  // Left side: weapons, each `name`, `all name` or `N name`, with `(Mode)` / `(N Munition)`.
  for (const raw of splitOutside(text.slice(0, gt), ',')) {
    const { head, inner } = trailingParens(raw.trim());
    if (head.trim() === '') {
      errors.push(ruleError('ERR_FIRE_ORDER', 'A weapon name is missing.', { at, suggestion: 'Remove the extra comma.' }));
      continue;
    }
    const pm = /^(?:(all)\s+|(\d+)\s*x?\s+)?(.+)$/i.exec(head.trim());
    const typed = pm?.[3] ?? head;
    const used = new Set(orders.map((o) => o.weapon));
    let weapons: FireShip['weapons'][number][];
    if (pm?.[1] !== undefined || pm?.[2] !== undefined) {
      const all = matchAll(typed, ship.weapons).filter((w) => !used.has(w.id));
      const n = pm[2] === undefined ? all.length : Number(pm[2]);
      if (all.length === 0 || n > all.length) {
        errors.push(ruleError('ERR_FIRE_WEAPON_COUNT', `${ship.name} has ${all.length} more weapon${all.length === 1 ? '' : 's'} called "${typed}" to fire.`, { at, suggestion: all.length > 0 ? `Fire at most ${all.length}.` : `Known: ${[...new Set(ship.weapons.map((x) => x.name))].join(', ')}.` }));
        continue;
      }
      weapons = all.slice(0, n);
    } else {
      // One weapon by its label ("Heavy Laser 3"), its name when that is the only one, or its id.
      const w = resolve(typed, ship.weapons.map((x) => ({ ...x, name: x.label ?? x.name })), `weapon of ${ship.name}`, at);
      if (!w) continue;
      weapons = [w];
    }
    for (const w of weapons) {
      let mode: string | null = null;
      let munition: FireOrder['munition'] = null;
      const munitions = w.munitions ?? [];
      if (munitions.length > 0) {
        const mm = /^\s*(\d+)?\s*x?\s*(.*?)\s*$/i.exec(inner ?? '');
        const count = mm?.[1] === undefined ? 1 : Number(mm[1]);
        const name = mm?.[2] ?? '';
        const mun = name === '' && munitions.length === 1 ? munitions[0] : name === '' ? null : resolve(name, munitions, `munition of ${w.name}`, at);
        if (name === '' && munitions.length > 1)
          errors.push(ruleError('ERR_FIRE_MUNITION', `${w.name} must say which munition it fires.`, { at, suggestion: `Write ${w.name}(1 ${munitions[0]?.name ?? ''}).` }));
        if (!mun) continue;
        munition = { id: mun.id, count };
      } else if (inner !== null && inner.trim() !== '') {
        const md = resolve(inner, w.modes.map((x) => ({ id: x.name, name: x.name })), `mode of ${w.name}`, at);
        if (!md) continue;
        mode = md.id;
      }
      orders.push({ weapon: w.id, target: target.id, sensor: sensor?.id ?? null, fire, system, mode, munition });
    }
  }
}
