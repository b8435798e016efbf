/**
 * One item of a squadron's plot (help.ts): its codes (plot-codes.ts), or a word that takes the rest of the
 * item: `launch 2 Strike Wing from bay`, `recover Red Flight to bay` (book p.19 "Starfighter Operations Step"),
 * `pay Hale` (p.3 "Spending Command Points"), `deploy 30 110 facing 45 speed 6` (p.101, turn 1 only).
 */
import { listNames } from '../../core/names.ts';

import { cinematicTurnStep, newtonianStep } from '../geometry/directionality.ts';
import { tokens } from './tokens.ts';
import { shipsOf } from './validate.ts';
import type { Block, PlotReading } from './plot-block.ts';
import { readCode } from './plot-codes.ts';
import { twice } from './reading.ts';
import type { DraftHangar } from './types.ts';
import { metaverseError } from '../errors.ts';

type WordReader = (r: PlotReading, b: Block, words: readonly string[], at: string) => void;

const hangarsOf = (b: Block): DraftHangar[] => shipsOf(b.squadron, b.breakOff).flatMap((s) => s.hangars);

/** `launch 2 Strike Wing`, `launch 1 CAP Wing from bay`: the hangar may be left out when one holds the type. */
const readLaunch: WordReader = (r, b, words, at) => {
  const m = /^(\d+)?\s*(.*?)(?:\s+from\s+(.+))?$/i.exec(words.join(' ').trim());
  const count = m?.[1] === undefined ? 1 : Number(m[1]);
  const typed = m?.[2] ?? '';
  const hangars = hangarsOf(b);
  const typeName = (type: string): string => r.ctx.fighterTypes?.find((t) => t.id === type)?.name ?? type;
  const types = [...new Set(hangars.flatMap((h) => h.ready.filter((x) => x.count > 0).map((x) => x.type)))].map((id) => ({ id, name: typeName(id) }));
  if (typed === '') {
    r.errors.push(metaverseError('ERR_PLOT_LAUNCH', 'Say which starfighters to launch.', { at, suggestion: types.length > 0 ? `e.g. launch 1 ${types[0]?.name ?? ''}.` : 'No starfighters are ready to launch.' }));
    return;
  }
  const type = r.resolve(typed, types, `starfighter type ready on ${b.squadron.name}`, at);
  if (!type) return;
  let hangar: DraftHangar | null = null;
  if (m?.[3] !== undefined) hangar = r.resolve(m[3], hangars, `hangar of ${b.squadron.name}`, at);
  else {
    const holding = hangars.filter((h) => h.ready.some((x) => x.type === type.id && x.count > 0));
    if (holding.length === 1 && holding[0]) hangar = holding[0];
    else r.errors.push(metaverseError('ERR_PLOT_AMBIGUOUS', `${listNames(holding)} all hold ${type.name}.`, { at, suggestion: `Add "from" and the hangar, e.g. launch ${count} ${type.name} from ${holding[0]?.name ?? ''}.` }));
  }
  if (hangar) b.launches.push({ hangar: hangar.id, type: type.id, count });
};

/** `recover Red Flight`, `recover Red Flight to bay`: the hangar may be left out when one takes the type. */
const readRecover: WordReader = (r, b, words, at) => {
  const m = /^(.*?)(?:\s+(?:to|into)\s+(.+))?$/i.exec(words.join(' ').trim());
  const fighter = r.resolve(m?.[1] ?? '', b.squadron.fighters, `starfighter squadron at ${b.squadron.name}`, at);
  if (!fighter) return;
  const hangars = hangarsOf(b);
  let hangar: DraftHangar | null = null;
  if (m?.[2] !== undefined) hangar = r.resolve(m[2], hangars, `hangar of ${b.squadron.name}`, at);
  else {
    const fit = hangars.filter((h) => h.allowedTypes.includes(fighter.type));
    if (fit.length === 1 && fit[0]) hangar = fit[0];
    else
      r.errors.push(
        metaverseError(fit.length === 0 ? 'ERR_PLOT_RECOVER_TYPE' : 'ERR_PLOT_AMBIGUOUS', fit.length === 0 ? `No hangar of ${b.squadron.name} takes ${fighter.name}.` : `${listNames(fit)} can all take ${fighter.name}.`, {
          at,
          suggestion: fit.length === 0 ? 'Recover it at its own carrier.' : `Add "to" and the hangar, e.g. recover ${fighter.name} to ${fit[0]?.name ?? ''}.`,
        }),
      );
  }
  if (hangar) b.recoveries.push({ fighter: fighter.id, hangar: hangar.id });
};

/** `pay Hale`: the commander who pays the squadron's CPs. */
const readPay: WordReader = (r, b, words, at) => {
  const cmd = r.resolve(words.join(' '), r.ctx.commanders, 'commander', at);
  if (!cmd) return;
  if (b.payer !== null) twice(r.errors, 'The paying commander', at);
  else b.payer = cmd.id;
};

/** The numbers of `deploy`: the place (x, y), then `facing` and `speed` when given; unreadable words spoil it. */
function deployWords(words: readonly string[]): { place: number[]; keyed: Map<string, number>; readable: boolean } {
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
  return { place, keyed, readable };
}

/** The heading of `facing`, on the squadron's turn steps; undefined after a refusal. */
function deployHeading(r: PlotReading, b: Block, facing: number | undefined, at: string): number | null | undefined {
  const step = b.squadron.method === 'cinematic' ? cinematicTurnStep(b.squadron.directionality, r.ctx.hexTurnStep ?? 30) : newtonianStep(b.squadron.directionality);
  const heading = facing === undefined ? null : ((facing % 360) + 360) % 360;
  if (heading !== null && Math.abs(heading / step - Math.round(heading / step)) > 1e-9) {
    r.errors.push(metaverseError('ERR_PLOT_DEPLOY_FACING', `${b.squadron.name} turns in steps of ${step}°, so it cannot face ${heading}°.`, { at, suggestion: `Face a multiple of ${step}°, e.g. ${Math.round(heading / step) * step % 360}.` }));
    return undefined;
  }
  return heading;
}

/** The starting speed of `speed` (p.101): whole cm, up to the preparation turns × the weakest ship's full burn. */
function deploySpeed(r: PlotReading, b: Block, speed: number, at: string): boolean {
  // p.101: "up to what this many turns would give them at maximum burn": the weakest ship's stern drives.
  const burn = Math.min(...shipsOf(b.squadron, b.breakOff).map((s) => s.drives.filter((v) => v.arcs.includes('stern')).reduce((n, v) => n + v.rating, 0)));
  const most = (r.ctx.prepTurns ?? 0) * (Number.isFinite(burn) ? burn : 0);
  if (speed >= 0 && Number.isInteger(speed) && speed <= most) return true;
  r.errors.push(metaverseError('ERR_PLOT_DEPLOY_SPEED', `${b.squadron.name} may start at up to ${most} cm: ${r.ctx.prepTurns ?? 0} preparation turns × ${Number.isFinite(burn) ? burn : 0} cm of full burn.`, { at, suggestion: `Give a whole speed from 0 to ${most}.` }));
  return false;
}

/** `deploy 30 110 facing 45 speed 6`: turn 1's placement inside the seat's zone (p.101). */
const readDeploy: WordReader = (r, b, words, at) => {
  const zone = r.ctx.deployZone;
  if (!zone) {
    r.errors.push(metaverseError('ERR_PLOT_DEPLOY_LATE', "Squadrons are placed only in turn 1's plot; they are on the table now.", { at }));
    return;
  }
  const { place, keyed, readable } = deployWords(words);
  const [x, y] = place;
  const right = zone.x + zone.width;
  const bottom = zone.y + zone.height;
  const where = `x ${zone.x}–${right}, y ${zone.y}–${bottom}`;
  if (!readable || x === undefined || y === undefined || place.length !== 2) {
    r.errors.push(metaverseError('ERR_PLOT_DEPLOY', 'Give the place as two numbers in cm, then a heading and a speed if you like.', { at, suggestion: `e.g. deploy ${zone.x + zone.width / 2} ${zone.y + zone.height / 2} facing 0 speed 4 (your zone is ${where}).` }));
    return;
  }
  if (x < zone.x || x > right || y < zone.y || y > bottom) {
    r.errors.push(metaverseError('ERR_PLOT_DEPLOY_ZONE', `${x},${y} cm is outside your deployment zone (${where}).`, { at, suggestion: 'Pick a place inside it.' }));
    return;
  }
  const heading = deployHeading(r, b, keyed.get('facing'), at);
  const speed = keyed.get('speed') ?? 0;
  if (heading === undefined || !deploySpeed(r, b, speed, at)) return;
  if (b.deploy !== null) twice(r.errors, 'The deployment', at);
  else b.deploy = { x, y, heading, ...(speed > 0 ? { speed } : {}) };
};

/** The words that take the rest of their item. */
const WORDS: ReadonlyMap<string, WordReader> = new Map([
  ['deploy', readDeploy],
  ['launch', readLaunch],
  ['recover', readRecover],
  ['pay', readPay],
]);

/** The item's tokens, forgiving spaces inside codes: `a 4` → A4, `T:S P` → T:SP. */
function codeTokens(item: string): string[] {
  const toks: string[] = [];
  for (const t of tokens(item)) {
    const last = toks[toks.length - 1];
    if (last !== undefined && /^[ad]$/i.test(last) && /^\d/.test(t)) toks[toks.length - 1] = last + t;
    else if (last !== undefined && /^t:/i.test(last) && /^([sp]\d*(\([^)]*\))?)+$/i.test(t)) toks[toks.length - 1] = last + t;
    else toks.push(t);
  }
  return toks;
}

/** Reads one item of a squadron's block: codes, until a word that takes the rest. */
export function readItem(r: PlotReading, b: Block, item: string, at: string): void {
  const toks = codeTokens(item);
  for (let i = 0; i < toks.length; i++) {
    const t = toks[i] ?? '';
    const word = WORDS.get(t.toLowerCase());
    if (word) return word(r, b, toks.slice(i + 1), at);
    readCode(r, b, t, at);
  }
}
