/**
 * One action of the alternating steps, which are NOT part of the secret plot: the Starfighter Mission Step (book
 * p.19, digest §3.12) and the Control Step (book p.21, digest §4.1). Players alternate single actions; two passes
 * in a row end the step (the referee counts them). Text parse/make pair, like the plot notation:
 *
 *   Mission step: `pass` · `mission Red Flight, Blue Flight > ISS Vengeance escort Blue Flight` · `retarget M1 > BGS
 *   Chimera` · `split M1: Blue Flight` · `recall M1` — each 1 CP, optionally `· pay Hale`.
 *   Control step: `pass` · `priority ISS Vengeance` (flag commander's CPs) · `designate ISS Vengeance for Avenger
 *   Group` (1 CP) · `ew USS Thunderchild EW on` / `... off` / `ew Avenger ELINT on > Vengeance` (1 CP) · `shields
 *   USS Thunderchild down` / `up` (free) · `pods USS Avenger 2` (free).
 *
 * Judgement calls: range, line of sight and the CP balance are the referee's (they need the board and the ledger);
 * this file checks names, that a split keeps fighters on both sides, that escorts fly in the mission, and that
 * ELINT, targeting arrays and ansibles name a target when switched on (p.21 "setting/targeting").
 */
import { err, ok, ruleError, type Result, type RuleError } from '../../core/result.ts';
import { listNames, matchName, type Named } from '../../core/names.ts';

export type MissionAction =
  | { readonly kind: 'pass' }
  | { readonly kind: 'create'; readonly fighters: readonly string[]; readonly target: string; readonly escorts: readonly string[]; readonly payer: string | null }
  | { readonly kind: 'retarget'; readonly mission: string; readonly target: string; readonly payer: string | null }
  /** The named fighters leave `mission` as a new mission with the same target. */
  | { readonly kind: 'split'; readonly mission: string; readonly fighters: readonly string[]; readonly payer: string | null }
  | { readonly kind: 'recall'; readonly mission: string; readonly payer: string | null };

export type ControlAction =
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
  readonly enemyShips: readonly Named[];
  /** The seat's starfighter squadrons in play. */
  readonly fighters: readonly Named[];
  /** The seat's missions, with their fighters. */
  readonly missions: readonly (Named & { readonly fighters: readonly string[] })[];
  readonly commanders: readonly Named[];
}

const NEEDS_TARGET: readonly EwKind[] = ['elint', 'targeting', 'ansible'];

function reader(errors: RuleError[]) {
  return <T extends Named>(typed: string, items: readonly T[], what: string): T | null => {
    const m = matchName(typed, items);
    if (m.kind === 'found') return m.item;
    errors.push(
      m.kind === 'ambiguous'
        ? ruleError('ERR_PLOT_AMBIGUOUS', `"${typed.trim()}" could be ${listNames(m.candidates)}.`, { suggestion: 'Type more of the name.' })
        : ruleError('ERR_PLOT_UNKNOWN_NAME', `No ${what} is called "${typed.trim()}".`, { suggestion: items.length > 0 ? `Known: ${listNames(items)}.` : `There is no ${what} to name.` }),
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

/** Parses one Starfighter Mission Step action (p.19). */
export function parseMissionAction(text: string, ctx: StepContext): Result<MissionAction, RuleError[]> {
  const errors: RuleError[] = [];
  const read = reader(errors);
  const { body, payer } = payerOf(text, ctx, errors);
  const m = /^(pass|mission|create|retarget|split|recall)\b\s*(.*)$/i.exec(body);
  const word = m?.[1]?.toLowerCase();
  const rest = m?.[2] ?? '';
  let action: MissionAction | null = null;
  if (word === 'pass') action = rest === '' ? { kind: 'pass' } : null;
  else if (word === 'mission' || word === 'create') {
    const mm = /^(.+?)>\s*(.+?)(?:\s+escorts?\s+(.+))?$/i.exec(rest);
    if (mm) {
      const fighters = names(mm[1] ?? '').map((n) => read(n, ctx.fighters, 'starfighter squadron of yours'));
      const target = read(mm[2] ?? '', ctx.squadrons, 'starship squadron');
      const escorts = names(mm[3] ?? '').map((n) => read(n, ctx.fighters, 'starfighter squadron of yours'));
      const ids = fighters.flatMap((f) => (f ? [f.id] : []));
      if (escorts.some((e) => e && !ids.includes(e.id))) errors.push(ruleError('ERR_MISSION_ESCORT', 'An escort must fly in the mission.', { suggestion: 'Name escorts from the mission\'s squadrons.' }));
      if (target?.own === true && escorts.length > 0) errors.push(ruleError('ERR_MISSION_ESCORT', 'Only strike missions have escorts (p.19).', { suggestion: 'Drop "escort" for a CAP.' }));
      if (target && fighters.every((f) => f !== null)) action = { kind: 'create', fighters: [...new Set(ids)], target: target.id, escorts: escorts.flatMap((e) => (e ? [e.id] : [])), payer };
    }
  } else if (word === 'retarget') {
    const mm = /^(.+?)>\s*(.+)$/.exec(rest);
    const mission = mm ? read(mm[1] ?? '', ctx.missions, 'mission of yours') : null;
    const target = mm ? read(mm[2] ?? '', ctx.squadrons, 'starship squadron') : null;
    if (mission && target) action = { kind: 'retarget', mission: mission.id, target: target.id, payer };
  } else if (word === 'split') {
    const mm = /^(.+?):\s*(.+)$/.exec(rest);
    const mission = mm ? read(mm[1] ?? '', ctx.missions, 'mission of yours') : null;
    if (mission && mm) {
      const flying = ctx.fighters.filter((f) => mission.fighters.includes(f.id));
      const picked = names(mm[2] ?? '').map((n) => read(n, flying, `starfighter squadron in ${mission.name}`));
      const ids = [...new Set(picked.flatMap((f) => (f ? [f.id] : [])))];
      if (picked.every((f) => f !== null)) {
        if (ids.length >= mission.fighters.length) errors.push(ruleError('ERR_MISSION_SPLIT', 'A split must leave squadrons in the old mission.', { suggestion: 'Name fewer squadrons, or retarget the whole mission.' }));
        else action = { kind: 'split', mission: mission.id, fighters: ids, payer };
      }
    }
  } else if (word === 'recall') {
    const mission = read(rest, ctx.missions, 'mission of yours');
    if (mission) action = { kind: 'recall', mission: mission.id, payer };
  }
  if (!action && errors.length === 0)
    errors.push(ruleError('ERR_MISSION_ACTION', `Cannot read the mission action "${text.trim()}".`, { suggestion: 'Write pass, mission A, B > target, retarget M > target, split M: A, or recall M.' }));
  return action && errors.length === 0 ? ok(action) : err(errors);
}

/** Parses one Control Step action (p.21). */
export function parseControlAction(text: string, ctx: StepContext): Result<ControlAction, RuleError[]> {
  const errors: RuleError[] = [];
  const read = reader(errors);
  const { body, payer } = payerOf(text, ctx, errors);
  const m = /^(pass|priority|designate|ew|shields?|pods?)\b\s*(.*)$/i.exec(body);
  const word = m?.[1]?.toLowerCase();
  const rest = m?.[2] ?? '';
  let action: ControlAction | null = null;
  if (word === 'pass') action = rest === '' ? { kind: 'pass' } : null;
  else if (word === 'priority') {
    const t = read(rest, ctx.enemyShips, 'enemy starship');
    if (t) action = { kind: 'priority', target: t.id };
  } else if (word === 'designate') {
    const mm = /^(.+?)\s+for\s+(.+)$/i.exec(rest);
    const t = mm ? read(mm[1] ?? '', ctx.enemyShips, 'enemy starship') : null;
    const sq = mm ? read(mm[2] ?? '', ctx.squadrons.filter((s) => s.own), 'squadron of yours') : null;
    if (t && sq) action = { kind: 'designate', target: t.id, squadron: sq.id, payer };
  } else if (word === 'ew') {
    const mm = /^(.+)\s+(on|off)(?:\s*>\s*(.+))?$/i.exec(rest);
    const words = (mm?.[1] ?? '').split(/\s+/);
    // The ship is the longest leading run of words that names one; the rest names its EW system.
    let found: { ship: StepContext['ships'][number]; system: string } | null = null;
    for (let k = words.length - 1; k >= 1 && !found; k--) {
      const s = matchName(words.slice(0, k).join(' '), ctx.ships);
      if (s.kind === 'found') found = { ship: s.item, system: words.slice(k).join(' ') };
    }
    if (mm && found) {
      const sys = read(found.system, found.ship.ew, `EW system of ${found.ship.name}`);
      const on = (mm[2] ?? '').toLowerCase() === 'on';
      const target = on && mm[3] !== undefined ? read(mm[3], ctx.enemyShips, 'enemy starship') : null;
      if (sys && on && NEEDS_TARGET.includes(sys.kind) && mm[3] === undefined)
        errors.push(ruleError('ERR_CONTROL_EW_TARGET', `${sys.name} needs a target when switched on (p.21).`, { suggestion: `Add > target, e.g. ew ${found.ship.name} ${sys.name} on > ${ctx.enemyShips[0]?.name ?? 'target'}.` }));
      if (sys && (mm[3] === undefined || target)) action = { kind: 'ew', ship: found.ship.id, system: sys.id, on, target: target?.id ?? null, payer };
    } else if (mm) errors.push(ruleError('ERR_PLOT_UNKNOWN_NAME', 'Name a ship of yours, then its EW system.', { suggestion: `e.g. ew ${ctx.ships[0]?.name ?? 'ship'} ECM on.` }));
  } else if (word === 'shield' || word === 'shields') {
    const mm = /^(.+)\s+(up|down|raise|drop)$/i.exec(rest);
    const ship = mm ? read(mm[1] ?? '', ctx.ships, 'ship of yours') : null;
    if (ship && mm) action = { kind: 'shields', ship: ship.id, up: /^(up|raise)$/i.test(mm[2] ?? '') };
  } else if (word === 'pod' || word === 'pods') {
    const mm = /^(.+?)\s+(\d+)$/.exec(rest);
    const ship = mm ? read(mm[1] ?? '', ctx.ships, 'ship of yours') : null;
    if (ship && mm) {
      if (Number(mm[2]) < 1) errors.push(ruleError('ERR_CONTROL_PODS', 'Use at least 1 pod.', { suggestion: 'Or pass.' }));
      else action = { kind: 'pods', ship: ship.id, count: Number(mm[2]) };
    }
  }
  if (!action && errors.length === 0)
    errors.push(ruleError('ERR_CONTROL_ACTION', `Cannot read the control action "${text.trim()}".`, { suggestion: 'Write pass, priority T, designate T for S, ew Ship System on/off, shields Ship up/down, or pods Ship N.' }));
  return action && errors.length === 0 ? ok(action) : err(errors);
}

const nameOf = (id: string, items: readonly Named[]): string => items.find((i) => i.id === id)?.name ?? id;
const pay = (payer: string | null, ctx: StepContext): string => (payer === null ? '' : ` · pay ${nameOf(payer, ctx.commanders)}`);

/** Prints a mission action in normal form (inverse of parseMissionAction). */
export function makeMissionAction(a: MissionAction, ctx: StepContext): string {
  const f = (ids: readonly string[]): string => ids.map((id) => nameOf(id, ctx.fighters)).join(', ');
  switch (a.kind) {
    case 'pass':
      return 'pass';
    case 'create':
      return `mission ${f(a.fighters)} > ${nameOf(a.target, ctx.squadrons)}${a.escorts.length > 0 ? ` escort ${f(a.escorts)}` : ''}${pay(a.payer, ctx)}`;
    case 'retarget':
      return `retarget ${nameOf(a.mission, ctx.missions)} > ${nameOf(a.target, ctx.squadrons)}${pay(a.payer, ctx)}`;
    case 'split':
      return `split ${nameOf(a.mission, ctx.missions)}: ${f(a.fighters)}${pay(a.payer, ctx)}`;
    case 'recall':
      return `recall ${nameOf(a.mission, ctx.missions)}${pay(a.payer, ctx)}`;
  }
}

/** Prints a control action in normal form (inverse of parseControlAction). */
export function makeControlAction(a: ControlAction, ctx: StepContext): string {
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
