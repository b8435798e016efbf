/**
 * One action of the alternating steps, which are NOT part of the secret plot: the Starfighter Mission Step (book
 * p.19) and the Control Step (book p.21). Players alternate single actions; two passes
 * in a row end the step (the referee counts them). Text parse/make pair, like the plot notation:
 *
 *   Mission step: `pass` · `mission Red Flight, Blue Flight > ISS Vengeance escort Blue Flight` · `retarget M1 > BGS
 *   Chimera` · `split M1: Blue Flight` · `recall M1` — each 1 CP, optionally `· pay Hale`.
 *   Standing orders for the Starfighter Combat Step (p.32–35, A30), free: a strike's orders follow its target —
 *   `mission Red Flight > ISS Vengeance at ISS Vengeance surgical propulsion standoff` (`at Ship`: the ship of the
 *   target squadron its weapons go at; `surgical <system>`: secondary, ew, propulsion, active-defence or weapon;
 *   `standoff`: fire long-range weapons only and do not close; `close`: the default) — also after `retarget M1 >
 *   Target`, or alone for a mission flying: `strike M1 at BGS Chimera surgical weapon` (replaces all its orders;
 *   `strike M1 close` restores the defaults). The defender sets CAP squadrons to Intercept: `intercept Gold Flight`
 *   (also `cap Gold Flight intercept`), and back with `intercept Gold Flight off` (`cap Gold Flight stay`).
 *   Control step: `pass` · `priority ISS Vengeance` (flag commander's CPs) · `designate ISS Vengeance for Avenger
 *   Group` (1 CP) · `ew USS Thunderchild EW on` / `... off` / `ew Avenger ELINT on > Vengeance` (1 CP) · `shields
 *   USS Thunderchild down` / `up` (free) · `pods USS Avenger 2` (free).
 *
 * Judgement calls: range, line of sight and the CP balance are the referee's (they need the board and the ledger);
 * whether a squadron is on CAP, and a strike's ship in its target squadron when the context does not say, too;
 * this file checks names, that a split keeps fighters on both sides, that escorts fly in the mission, and that
 * ELINT, targeting arrays and ansibles name a target when switched on (p.21 "setting/targeting").
 */
import { err, ok, type Result, type RuleError } from '../../core/result.ts';
import { listNames, matchName, type Named } from '../../core/names.ts';
import { FIGHTER_SURGICAL, type FighterSurgical, type StrikeOrders } from '../fighters/mission.ts';
import { keyword } from './reading.ts';
import { metaverseError } from '../errors.ts';

export type { FighterSurgical, StrikeOrders };

export type MissionAction =
  | { readonly kind: 'pass' }
  /** `orders`: the strike's standing combat orders when any clause was written (absent: the defaults). */
  | { readonly kind: 'create'; readonly fighters: readonly string[]; readonly target: string; readonly escorts: readonly string[]; readonly payer: string | null; readonly orders?: StrikeOrders }
  | { readonly kind: 'retarget'; readonly mission: string; readonly target: string; readonly payer: string | null; readonly orders?: StrikeOrders }
  /** Free (p.32 "the player must decide"): replaces a strike mission's standing combat orders. */
  | { readonly kind: 'strike'; readonly mission: string; readonly orders: StrikeOrders }
  /** Free (p.32–34): CAP squadrons set to Intercept (`on`), or back to staying with the ships. */
  | { readonly kind: 'intercept'; readonly fighters: readonly string[]; readonly on: boolean }
  /** The named fighters leave `mission` as a new mission with the same target. */
  | { readonly kind: 'split'; readonly mission: string; readonly fighters: readonly string[]; readonly payer: string | null }
  | { readonly kind: 'recall'; readonly mission: string; readonly payer: string | null };

export type ControlActionDraft =
  | { readonly kind: 'pass' }
  | { readonly kind: 'priority'; readonly target: string }
  | { readonly kind: 'designate'; readonly target: string; readonly squadron: string; readonly payer: string | null }
  | { readonly kind: 'ew'; readonly ship: string; readonly system: string; readonly on: boolean; readonly target: string | null; readonly payer: string | null }
  | { readonly kind: 'shields'; readonly ship: string; readonly up: boolean }
  | { readonly kind: 'pods'; readonly ship: string; readonly count: number };

export type EwKind = 'ecm' | 'ej' | 'cloak' | 'stealth' | 'elint' | 'targeting' | 'ansible';

export interface StepContext {
  /** Starship squadrons of both sides (mission targets; designate recipients must be the seat's own). */
  readonly squadrons: readonly (Named & { readonly own: boolean })[];
  /** The seat's own ships with their EW systems. */
  readonly ships: readonly (Named & { readonly ew: readonly (Named & { readonly kind: EwKind })[] })[];
  /** Enemy ships; `squadron` (optional) lets `at Ship` be checked against the strike's target squadron. */
  readonly enemyShips: readonly (Named & { readonly squadron?: string })[];
  /** The seat's starfighter squadrons in play. */
  readonly fighters: readonly Named[];
  /** The seat's missions, with their fighters (and, optionally, their target squadron). */
  readonly missions: readonly (Named & { readonly fighters: readonly string[]; readonly target?: string })[];
  readonly commanders: readonly Named[];
}

const NEEDS_TARGET: readonly EwKind[] = ['elint', 'targeting', 'ansible'];

function reader(errors: RuleError[]) {
  return <T extends Named>(typed: string, items: readonly T[], what: string): T | null => {
    const m = matchName(typed, items);
    if (m.kind === 'found') return m.item;
    errors.push(
      m.kind === 'ambiguous'
        ? metaverseError('ERR_PLOT_AMBIGUOUS', `"${typed.trim()}" could be ${listNames(m.candidates)}.`, { suggestion: 'Type more of the name.' })
        : metaverseError('ERR_PLOT_UNKNOWN_NAME', `No ${what} is called "${typed.trim()}".`, { suggestion: items.length > 0 ? `Known: ${listNames(items)}.` : `There is no ${what} to name.` }),
    );
    return null;
  };
}

/** Splits off a trailing `· pay Name` / `; pay Name`. */
function payerOf(text: string, ctx: StepContext, errors: RuleError[]): { body: string; payer: string | null } {
  const m = /^(.*?)\s*[·;,]?\s*\bpay\s+(.+)$/i.exec(text);
  if (!m) return { body: text.trim(), payer: null };
  const c = reader(errors)(m[2] ?? '', ctx.commanders, 'commander');
  return { body: (m[1] ?? '').trim(), payer: c?.id ?? null };
}

const names = (list: string): string[] => list.split(/,|\band\b/i).map((s) => s.trim()).filter((s) => s !== '');

/** A starfighter surgical strike's systems, by the words a player may type (any unique start will do). */
const SURGICAL_WORDS: readonly (readonly [string, FighterSurgical])[] = [
  ['secondary', 'secondary'],
  ['ew', 'ew'],
  ['electronic', 'ew'],
  ['propulsion', 'propulsion'],
  ['drives', 'propulsion'],
  ['active-defence', 'active-defence'],
  ['active-defense', 'active-defence'],
  ['ad', 'active-defence'],
  ['defence', 'active-defence'],
  ['defense', 'active-defence'],
  ['weapon', 'weapon'],
  ['weapons', 'weapon'],
];

interface OrdersTail {
  /** The text before the clauses (target, escorts or mission name). */
  readonly head: string;
  readonly ship: string | null;
  readonly surgical: string | null;
  readonly close: boolean | null;
  readonly clauses: number;
}

/** Splits the trailing `at Ship`, `surgical system`, `standoff` / `close` clauses off (in that order). */
function ordersTail(text: string): OrdersTail {
  const m = /^(.*?)(?:\s+at\s+(.+?))?(?:\s+(surgical)(?:\s+(\S+))?)?(?:\s+(close|standoff|stand-off))?\s*$/i.exec(` ${text.trim()}`);
  const ship = m?.[2] ?? null;
  const surgical = m?.[3] === undefined ? null : (m[4] ?? '');
  const close = m?.[5] === undefined ? null : m[5].toLowerCase() === 'close';
  return { head: (m?.[1] ?? text).trim(), ship, surgical, close, clauses: [ship, surgical, close].filter((x) => x !== null).length };
}

/**
 * The strike orders of a tail: undefined when it has no clause (the defaults), null after an error. `target` is the
 * mission's target squadron (orders only for a strike, on an enemy squadron; the ship must fly in it when known).
 */
function strikeOrders(tail: OrdersTail, target: (Named & { readonly own?: boolean }) | null, ctx: StepContext, errors: RuleError[]): StrikeOrders | undefined | null {
  if (tail.clauses === 0) return undefined;
  const before = errors.length;
  if (target?.own === true) errors.push(metaverseError('ERR_MISSION_ORDERS', 'Only a strike mission takes combat orders (at, surgical, standoff); a CAP has none.', { suggestion: 'Drop the orders, or use intercept for the CAP.' }));
  let ship: string | null = null;
  if (tail.ship !== null) {
    const inTarget = target === null ? ctx.enemyShips : ctx.enemyShips.filter((x) => x.squadron === undefined || x.squadron === target.id);
    const m = matchName(tail.ship, inTarget);
    if (m.kind === 'found') ship = m.item.id;
    else
      errors.push(
        m.kind === 'ambiguous'
          ? metaverseError('ERR_PLOT_AMBIGUOUS', `"${tail.ship.trim()}" could be ${listNames(m.candidates)}.`, { suggestion: 'Type more of the name.' })
          : metaverseError('ERR_MISSION_SHIP', `No ship called "${tail.ship.trim()}" flies in ${target?.name ?? 'the target squadron'} (A30: the attacker picks a ship of the target squadron).`, {
              suggestion: inTarget.length > 0 ? `Known: ${listNames(inTarget)}.` : 'There is no enemy ship to name.',
            }),
      );
  }
  let surgical: FighterSurgical | null = null;
  if (tail.surgical !== null) {
    surgical = keyword(tail.surgical, SURGICAL_WORDS);
    if (surgical === null)
      errors.push(metaverseError('ERR_MISSION_SURGICAL', `A starfighter surgical strike names one of: ${FIGHTER_SURGICAL.join(', ')} (p.35).`, { suggestion: 'e.g. surgical propulsion.' }));
  }
  return errors.length > before ? null : { ship, surgical, close: tail.close ?? true };
}

/** What each action reader needs: the names a seat may type, the problems so far, and who pays (`· pay Name`). */
interface ActionReading {
  readonly ctx: StepContext;
  readonly errors: RuleError[];
  readonly read: ReturnType<typeof reader>;
  readonly payer: string | null;
}

/** Reads the rest of an action after its first word; null when it does not read. */
type ActionReader<A> = (r: ActionReading, rest: string, word: string) => A | null;

/** `pass`, alone. */
const readPass = (_r: ActionReading, rest: string): { readonly kind: 'pass' } | null => (rest === '' ? { kind: 'pass' } : null);

/** `mission Red Flight, Blue Flight > ISS Vengeance escort Blue Flight [orders]` (p.19), 1 CP. */
const readCreate: ActionReader<MissionAction> = ({ ctx, errors, read, payer }, rest) => {
  const mm = /^(.+?)>\s*(.+)$/i.exec(rest);
  const tail = mm ? ordersTail(mm[2] ?? '') : null;
  if (!mm || !tail) return null;
  const esc = /^(.+?)\s+escorts?\s+(.+)$/i.exec(tail.head);
  const fighters = names(mm[1] ?? '').map((n) => read(n, ctx.fighters, 'starfighter squadron of yours'));
  const target = read(esc ? (esc[1] ?? '') : tail.head, ctx.squadrons, 'starship squadron');
  const escorts = names(esc?.[2] ?? '').map((n) => read(n, ctx.fighters, 'starfighter squadron of yours'));
  const ids = fighters.flatMap((f) => (f ? [f.id] : []));
  if (escorts.some((e) => e && !ids.includes(e.id))) errors.push(metaverseError('ERR_MISSION_ESCORT', 'An escort must fly in the mission.', { suggestion: 'Name escorts from the mission\'s squadrons.' }));
  if (target?.own === true && escorts.length > 0) errors.push(metaverseError('ERR_MISSION_ESCORT', 'Only strike missions have escorts (p.19).', { suggestion: 'Drop "escort" for a CAP.' }));
  const orders = target ? strikeOrders(tail, target, ctx, errors) : null;
  if (!target || !fighters.every((f) => f !== null) || orders === null) return null;
  return { kind: 'create', fighters: [...new Set(ids)], target: target.id, escorts: escorts.flatMap((e) => (e ? [e.id] : [])), payer, ...(orders === undefined ? {} : { orders }) };
};

/** `retarget M1 > BGS Chimera [orders]` (p.19), 1 CP. */
const readRetarget: ActionReader<MissionAction> = ({ ctx, errors, read, payer }, rest) => {
  const mm = /^(.+?)>\s*(.+)$/.exec(rest);
  const tail = mm ? ordersTail(mm[2] ?? '') : null;
  const mission = mm ? read(mm[1] ?? '', ctx.missions, 'mission of yours') : null;
  const target = tail ? read(tail.head, ctx.squadrons, 'starship squadron') : null;
  const orders = tail && target ? strikeOrders(tail, target, ctx, errors) : null;
  if (!mission || !target || orders === null) return null;
  return { kind: 'retarget', mission: mission.id, target: target.id, payer, ...(orders === undefined ? {} : { orders }) };
};

/** `strike M1 at BGS Chimera surgical weapon`: free, a flying strike's standing orders, replaced whole (p.32–35). */
const readStrike: ActionReader<MissionAction> = ({ ctx, errors, read, payer }, rest) => {
  const tail = ordersTail(rest);
  const mission = tail.clauses > 0 ? read(tail.head, ctx.missions, 'mission of yours') : null;
  if (tail.clauses === 0 && rest.trim() !== '')
    errors.push(metaverseError('ERR_MISSION_ORDERS', 'Give the strike at least one order.', { suggestion: `e.g. strike ${ctx.missions[0]?.name ?? 'M1'} at ${ctx.enemyShips[0]?.name ?? 'Ship'} surgical propulsion, or strike ${ctx.missions[0]?.name ?? 'M1'} close for the defaults.` }));
  const target = mission?.target === undefined ? null : (ctx.squadrons.find((q) => q.id === mission.target) ?? null);
  const orders = mission ? strikeOrders(tail, target, ctx, errors) : null;
  if (payer !== null) errors.push(metaverseError('ERR_MISSION_FREE', 'Strike orders are free: nobody pays.', { suggestion: 'Drop "pay".' }));
  return mission && orders ? { kind: 'strike', mission: mission.id, orders } : null;
};

/** `intercept Gold Flight [off]`, `cap Gold Flight intercept|stay`: free (p.32 "the player must decide if any of the squadrons will be set to Intercept"). */
const readIntercept: ActionReader<MissionAction> = ({ ctx, errors, read, payer }, rest, word) => {
  const mm = word === 'intercept' ? /^(.+?)(?:\s+(on|off))?$/i.exec(rest) : /^(.+?)\s+(intercept|stay)$/i.exec(rest);
  let action: MissionAction | null = null;
  if (mm) {
    const picked = names(mm[1] ?? '').map((n) => read(n, ctx.fighters, 'starfighter squadron of yours'));
    const on = !/^(off|stay)$/i.test(mm[2] ?? '');
    if (picked.length > 0 && picked.every((f) => f !== null)) action = { kind: 'intercept', fighters: [...new Set(picked.flatMap((f) => (f ? [f.id] : [])))], on };
  }
  if (payer !== null) errors.push(metaverseError('ERR_MISSION_FREE', 'Setting CAP to Intercept is free: nobody pays.', { suggestion: 'Drop "pay".' }));
  return action;
};

/** `split M1: Blue Flight` (p.19), 1 CP: the named fighters leave as a new mission; some must stay. */
const readSplit: ActionReader<MissionAction> = ({ ctx, errors, read, payer }, rest) => {
  const mm = /^(.+?):\s*(.+)$/.exec(rest);
  const mission = mm ? read(mm[1] ?? '', ctx.missions, 'mission of yours') : null;
  if (!mission || !mm) return null;
  const flying = ctx.fighters.filter((f) => mission.fighters.includes(f.id));
  const picked = names(mm[2] ?? '').map((n) => read(n, flying, `starfighter squadron in ${mission.name}`));
  const ids = [...new Set(picked.flatMap((f) => (f ? [f.id] : [])))];
  if (!picked.every((f) => f !== null)) return null;
  if (ids.length < mission.fighters.length) return { kind: 'split', mission: mission.id, fighters: ids, payer };
  errors.push(metaverseError('ERR_MISSION_SPLIT', 'A split must leave squadrons in the old mission.', { suggestion: 'Name fewer squadrons, or retarget the whole mission.' }));
  return null;
};

/** `recall M1` (p.19), 1 CP. */
const readRecall: ActionReader<MissionAction> = ({ ctx, read, payer }, rest) => {
  const mission = read(rest, ctx.missions, 'mission of yours');
  return mission ? { kind: 'recall', mission: mission.id, payer } : null;
};

const MISSION_READERS: ReadonlyMap<string, ActionReader<MissionAction>> = new Map([
  ['pass', readPass],
  ['mission', readCreate],
  ['create', readCreate],
  ['retarget', readRetarget],
  ['strike', readStrike],
  ['intercept', readIntercept],
  ['cap', readIntercept],
  ['split', readSplit],
  ['recall', readRecall],
]);

/** One action: its first word picks the reader; `· pay Name` is split off first. */
function parseAction<A>(text: string, ctx: StepContext, first: RegExp, readers: ReadonlyMap<string, ActionReader<A>>): { action: A | null; errors: RuleError[] } {
  const errors: RuleError[] = [];
  const { body, payer } = payerOf(text, ctx, errors);
  const m = first.exec(body);
  const word = m?.[1]?.toLowerCase() ?? '';
  const readAction = readers.get(word);
  return { action: readAction ? readAction({ ctx, errors, read: reader(errors), payer }, m?.[2] ?? '', word) : null, errors };
}

/** Parses one Starfighter Mission Step action (p.19). */
export function parseMissionAction(text: string, ctx: StepContext): Result<MissionAction, RuleError[]> {
  const { action, errors } = parseAction(text, ctx, /^(pass|mission|create|retarget|split|recall|strike|intercept|cap)\b\s*(.*)$/i, MISSION_READERS);
  if (!action && errors.length === 0)
    errors.push(metaverseError('ERR_MISSION_ACTION', `Cannot read the mission action "${text.trim()}".`, { suggestion: 'Write pass, mission A, B > target, retarget M > target, split M: A, recall M, strike M at Ship, or intercept A.' }));
  return action && errors.length === 0 ? ok(action) : err(errors);
}

/** `priority ISS Vengeance` (p.21): the flag commander's CPs. */
const readPriority: ActionReader<ControlActionDraft> = ({ ctx, read }, rest) => {
  const t = read(rest, ctx.enemyShips, 'enemy starship');
  return t ? { kind: 'priority', target: t.id } : null;
};

/** `designate ISS Vengeance for Avenger Group` (p.21), 1 CP. */
const readDesignate: ActionReader<ControlActionDraft> = ({ ctx, read, payer }, rest) => {
  const mm = /^(.+?)\s+for\s+(.+)$/i.exec(rest);
  const t = mm ? read(mm[1] ?? '', ctx.enemyShips, 'enemy starship') : null;
  const sq = mm ? read(mm[2] ?? '', ctx.squadrons.filter((s) => s.own), 'squadron of yours') : null;
  return t && sq ? { kind: 'designate', target: t.id, squadron: sq.id, payer } : null;
};

/** The ship is the longest leading run of words that names one; the rest names its EW system. */
function ewShip(words: readonly string[], ctx: StepContext): { ship: StepContext['ships'][number]; system: string } | null {
  for (let k = words.length - 1; k >= 1; k--) {
    const s = matchName(words.slice(0, k).join(' '), ctx.ships);
    if (s.kind === 'found') return { ship: s.item, system: words.slice(k).join(' ') };
  }
  return null;
}

/** `ew USS Avenger ELINT on > ISS Vengeance`, `ew Ship ECM off` (p.21), 1 CP; ELINT, targeting and ansibles name a target. */
const readEw: ActionReader<ControlActionDraft> = ({ ctx, errors, read, payer }, rest) => {
  const mm = /^(.+)\s+(on|off)(?:\s*>\s*(.+))?$/i.exec(rest);
  const found = ewShip((mm?.[1] ?? '').split(/\s+/), ctx);
  if (!mm) return null;
  if (!found) {
    errors.push(metaverseError('ERR_PLOT_UNKNOWN_NAME', 'Name a ship of yours, then its EW system.', { suggestion: `e.g. ew ${ctx.ships[0]?.name ?? 'ship'} ECM on.` }));
    return null;
  }
  const sys = read(found.system, found.ship.ew, `EW system of ${found.ship.name}`);
  const on = (mm[2] ?? '').toLowerCase() === 'on';
  const target = on && mm[3] !== undefined ? read(mm[3], ctx.enemyShips, 'enemy starship') : null;
  if (sys && on && NEEDS_TARGET.includes(sys.kind) && mm[3] === undefined)
    errors.push(metaverseError('ERR_CONTROL_EW_TARGET', `${sys.name} needs a target when switched on (p.21).`, { suggestion: `Add > target, e.g. ew ${found.ship.name} ${sys.name} on > ${ctx.enemyShips[0]?.name ?? 'target'}.` }));
  return sys && (mm[3] === undefined || target) ? { kind: 'ew', ship: found.ship.id, system: sys.id, on, target: target?.id ?? null, payer } : null;
};

/** `shields USS Thunderchild down` / `up` (p.21), free. */
const readShields: ActionReader<ControlActionDraft> = ({ ctx, read }, rest) => {
  const mm = /^(.+)\s+(up|down|raise|drop)$/i.exec(rest);
  const ship = mm ? read(mm[1] ?? '', ctx.ships, 'ship of yours') : null;
  return ship && mm ? { kind: 'shields', ship: ship.id, up: /^(up|raise)$/i.test(mm[2] ?? '') } : null;
};

/** `pods USS Avenger 2` (p.21), free: at least 1. */
const readPods: ActionReader<ControlActionDraft> = ({ ctx, errors, read }, rest) => {
  const mm = /^(.+?)\s+(\d+)$/.exec(rest);
  const ship = mm ? read(mm[1] ?? '', ctx.ships, 'ship of yours') : null;
  if (!ship || !mm) return null;
  if (Number(mm[2]) >= 1) return { kind: 'pods', ship: ship.id, count: Number(mm[2]) };
  errors.push(metaverseError('ERR_CONTROL_PODS', 'Use at least 1 pod.', { suggestion: 'Or pass.' }));
  return null;
};

const CONTROL_READERS: ReadonlyMap<string, ActionReader<ControlActionDraft>> = new Map([
  ['pass', readPass],
  ['priority', readPriority],
  ['designate', readDesignate],
  ['ew', readEw],
  ['shield', readShields],
  ['shields', readShields],
  ['pod', readPods],
  ['pods', readPods],
]);

/** Parses one Control Step action (p.21). */
export function parseControlAction(text: string, ctx: StepContext): Result<ControlActionDraft, RuleError[]> {
  const { action, errors } = parseAction(text, ctx, /^(pass|priority|designate|ew|shields?|pods?)\b\s*(.*)$/i, CONTROL_READERS);
  if (!action && errors.length === 0)
    errors.push(metaverseError('ERR_CONTROL_ACTION', `Cannot read the control action "${text.trim()}".`, { suggestion: 'Write pass, priority T, designate T for S, ew Ship System on/off, shields Ship up/down, or pods Ship N.' }));
  return action && errors.length === 0 ? ok(action) : err(errors);
}

const nameOf = (id: string, items: readonly Named[]): string => items.find((i) => i.id === id)?.name ?? id;
const pay = (payer: string | null, ctx: StepContext): string => (payer === null ? '' : ` · pay ${nameOf(payer, ctx.commanders)}`);

/** A strike's orders as clauses (` at Ship surgical propulsion standoff`); ` close` alone for the defaults written out. */
function ordersText(o: StrikeOrders | undefined, ctx: StepContext): string {
  if (o === undefined) return '';
  const parts = [...(o.ship !== null ? [`at ${nameOf(o.ship, ctx.enemyShips)}`] : []), ...(o.surgical !== null ? [`surgical ${o.surgical}`] : []), ...(o.close ? [] : ['standoff'])];
  return ` ${(parts.length > 0 ? parts : ['close']).join(' ')}`;
}

/** Prints a mission action in normal form (inverse of parseMissionAction). */
export function makeMissionAction(a: MissionAction, ctx: StepContext): string {
  const f = (ids: readonly string[]): string => ids.map((id) => nameOf(id, ctx.fighters)).join(', ');
  switch (a.kind) {
    case 'pass':
      return 'pass';
    case 'create':
      return `mission ${f(a.fighters)} > ${nameOf(a.target, ctx.squadrons)}${a.escorts.length > 0 ? ` escort ${f(a.escorts)}` : ''}${ordersText(a.orders, ctx)}${pay(a.payer, ctx)}`;
    case 'retarget':
      return `retarget ${nameOf(a.mission, ctx.missions)} > ${nameOf(a.target, ctx.squadrons)}${ordersText(a.orders, ctx)}${pay(a.payer, ctx)}`;
    case 'strike':
      return `strike ${nameOf(a.mission, ctx.missions)}${ordersText(a.orders, ctx)}`;
    case 'intercept':
      return `intercept ${f(a.fighters)}${a.on ? '' : ' off'}`;
    case 'split':
      return `split ${nameOf(a.mission, ctx.missions)}: ${f(a.fighters)}${pay(a.payer, ctx)}`;
    case 'recall':
      return `recall ${nameOf(a.mission, ctx.missions)}${pay(a.payer, ctx)}`;
  }
}

/** Prints a control action in normal form (inverse of parseControlAction). */
export function makeControlAction(a: ControlActionDraft, ctx: StepContext): string {
  switch (a.kind) {
    case 'pass':
      return 'pass';
    case 'priority':
      return `priority ${nameOf(a.target, ctx.enemyShips)}`;
    case 'designate':
      return `designate ${nameOf(a.target, ctx.enemyShips)} for ${nameOf(a.squadron, ctx.squadrons)}${pay(a.payer, ctx)}`;
    case 'ew': {
      const ship = ctx.ships.find((s) => s.id === a.ship);
      return `ew ${ship?.name ?? a.ship} ${nameOf(a.system, ship?.ew ?? [])} ${a.on ? 'on' : 'off'}${a.target !== null ? ` > ${nameOf(a.target, ctx.enemyShips)}` : ''}${pay(a.payer, ctx)}`;
    }
    case 'shields':
      return `shields ${nameOf(a.ship, ctx.ships)} ${a.up ? 'up' : 'down'}`;
    case 'pods':
      return `pods ${nameOf(a.ship, ctx.ships)} ${a.count}`;
  }
}
