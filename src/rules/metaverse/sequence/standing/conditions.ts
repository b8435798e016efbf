/**
 * The conditions of standing orders (types.ts): what an enemy action in the alternating steps can be that a side may
 * wait for, as the book lists the actions (p.19 missions; p.21 targets and EW; p.45 shields; p.53–57 EW systems):
 *
 *   enemy acts                 any action but a pass (both steps)
 *   enemy strikes [units]      a strike mission sent or retargeted at a squadron of yours, or at one of `units` (p.19)
 *   enemy targets [units]      a priority or designated target, or an ELINT or targeting array aimed, at one of
 *                              your ships, or at one of `units` (p.21, p.54)
 *   enemy jams                 an ECM or EJ array switched on or retargeted (p.55)
 *   enemy uses EW              any EW order: an array on, off or retargeted, stealth, countermeasure pods (p.21, p.53–57)
 *   enemy cloaks               a cloak generator on, or stealth on (p.56–57)
 *   enemy drops shields        shields dropped (p.45)
 *
 * Alternatives are joined by `or`; `enemy` may be left out after the first. `units` are ship or squadron names of
 * the side's own (a squadron stands for its ships), separated by commas. Read back in normal form by `makeConditions`.
 */
import { listNames, matchName, type Named } from '../../../core/names.ts';
import { err, ok, type Result, type RuleError } from '../../../core/result.ts';
import type { AlternatingStep, Condition, Heard } from './types.ts';
import { metaverseError } from '../../errors.ts';

/** The side's own ships and squadrons (squadron: the ids of its ships), for the names in a condition. */
export interface UnitContext {
  readonly ships: readonly Named[];
  readonly squadrons: readonly (Named & { readonly ships: readonly string[] })[];
}

const SIMPLE: readonly (readonly [RegExp, Condition['kind']])[] = [
  [/^acts?$/i, 'acts'],
  [/^jams?$/i, 'jams'],
  [/^uses?\s+ew$/i, 'uses-ew'],
  [/^cloaks?$/i, 'cloaks'],
  [/^drops?\s+(its\s+)?shields?$/i, 'drops-shields'],
];

const WORDS: Readonly<Record<Condition['kind'], string>> = {
  acts: 'acts',
  jams: 'jams',
  'uses-ew': 'uses EW',
  cloaks: 'cloaks',
  'drops-shields': 'drops shields',
  targets: 'targets',
  strikes: 'strikes',
};

/** Which step's actions each condition can see: the Control Step's EW and targets, the Mission Step's strikes. */
const STEP_OF: Readonly<Record<Condition['kind'], AlternatingStep | null>> = {
  acts: null,
  jams: 'control',
  'uses-ew': 'control',
  cloaks: 'control',
  'drops-shields': 'control',
  targets: 'control',
  strikes: 'missions',
};

/** A ship of the side by name, else a squadron of its (standing for all its ships). */
function readUnit(typed: string, ctx: UnitContext, errors: RuleError[]): string[] {
  const ship = matchName(typed, ctx.ships);
  if (ship.kind === 'found') return [ship.item.id];
  const squadron = matchName(typed, ctx.squadrons);
  if (squadron.kind === 'found') return [...squadron.item.ships];
  const candidates = ship.kind === 'ambiguous' ? ship.candidates : squadron.kind === 'ambiguous' ? squadron.candidates : null;
  errors.push(
    candidates
      ? metaverseError('ERR_STANDING_AMBIGUOUS', `"${typed.trim()}" could be ${listNames(candidates)}.`, { suggestion: 'Type more of the name.' })
      : metaverseError('ERR_STANDING_UNIT', `No ship or squadron of yours is called "${typed.trim()}".`, { suggestion: `Yours: ${listNames(ctx.ships)}.` }),
  );
  return [];
}

/** One alternative: "enemy targets CNS Resolute, CNS Harrier", "jams". */
function readOne(text: string, ctx: UnitContext, errors: RuleError[]): Condition | null {
  const body = text.trim().replace(/^enemy\s+/i, '');
  for (const [pattern, kind] of SIMPLE) if (pattern.test(body)) return { kind } as Condition;
  const m = /^(targets?|strikes?)(?:\s+(.+))?$/i.exec(body);
  if (m) {
    const kind = /^t/i.test(m[1] ?? '') ? 'targets' : 'strikes';
    const before = errors.length;
    const units = (m[2] ?? '')
      .split(',')
      .map((n) => n.trim())
      .filter((n) => n !== '')
      .flatMap((n) => readUnit(n, ctx, errors));
    // In the side's ship order, so the same ships always read as the same condition.
    const order = (id: string): number => ctx.ships.findIndex((x) => x.id === id);
    return errors.length > before ? null : { kind, units: [...new Set(units)].sort((a, b) => order(a) - order(b)) };
  }
  errors.push(
    metaverseError('ERR_STANDING_CONDITION', `"${text.trim()}" is not something Salvo can wait for.`, {
      suggestion: 'Write enemy acts, enemy strikes, enemy targets, enemy jams, enemy uses EW, enemy cloaks or enemy drops shields (join them with "or").',
    }),
  );
  return null;
}

/** Reads "enemy jams or targets CNS Resolute" for a script of `step`; every problem at once. */
export function parseConditions(text: string, step: AlternatingStep, ctx: UnitContext): Result<Condition[], RuleError[]> {
  const errors: RuleError[] = [];
  const parts = text.split(/\s+or\s+/i).filter((p) => p.trim() !== '');
  if (parts.length === 0) errors.push(metaverseError('ERR_STANDING_CONDITION', 'Say what to wait for after "unless" or "if".', { suggestion: 'e.g. pass unless enemy uses EW.' }));
  const conditions: Condition[] = [];
  for (const part of parts) {
    const c = readOne(part, ctx, errors);
    if (!c) continue;
    const only = STEP_OF[c.kind];
    if (only !== null && only !== step) {
      const where = only === 'control' ? 'the Control Step' : 'the Mission Step';
      errors.push(metaverseError('ERR_STANDING_CONDITION_STEP', `"enemy ${WORDS[c.kind]}" happens only in ${where}; these orders are for the ${step === 'control' ? 'Control' : 'Mission'} Step.`));
      continue;
    }
    conditions.push(c);
  }
  return errors.length > 0 ? err(errors) : ok(conditions);
}

/** Names of `units` in normal form: a whole squadron of several ships by its name (when that reads back the same). */
function unitNames(units: readonly string[], ctx: UnitContext): string[] {
  const left = new Set(units);
  const names: string[] = [];
  for (const q of ctx.squadrons) {
    if (q.ships.length < 2 || !q.ships.every((id) => left.has(id))) continue;
    const back: RuleError[] = [];
    const read = readUnit(q.name, ctx, back);
    if (back.length > 0 || read.length !== q.ships.length || !read.every((id) => q.ships.includes(id))) continue;
    names.push(q.name);
    for (const id of q.ships) left.delete(id);
  }
  for (const s of ctx.ships) if (left.has(s.id)) names.push(s.name);
  return names;
}

/** "enemy jams or enemy targets CNS Resolute": the normal form `parseConditions` reads back. */
export function makeConditions(conditions: readonly Condition[], ctx: UnitContext): string {
  return conditions
    .map((c) => {
      const units = 'units' in c && c.units.length > 0 ? ` ${unitNames(c.units, ctx).join(', ')}` : '';
      return `enemy ${WORDS[c.kind]}${units}`;
    })
    .join(' or ');
}

/** Does this enemy action meet the condition? `squadronOf` gives a ship's squadron, for strikes. */
export function meets(c: Condition, heard: Heard, squadronOf: (shipId: string) => string | undefined): boolean {
  switch (c.kind) {
    case 'acts':
      return true;
    case 'jams':
      return heard.jams;
    case 'uses-ew':
      return heard.usesEw;
    case 'cloaks':
      return heard.cloaks;
    case 'drops-shields':
      return heard.dropsShields;
    case 'targets':
      return heard.targets.some((t) => c.units.length === 0 || c.units.includes(t));
    case 'strikes':
      return heard.strikes.some((q) => c.units.length === 0 || c.units.some((u) => squadronOf(u) === q));
  }
}
