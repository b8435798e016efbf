/**
 * Standing orders for one alternating step as text (types.ts `Script`), read and printed back (p.19 Mission Step,
 * p.21 Control Step). Items are separated by `;` or new lines, as a step message always was:
 *
 *   designate VHS Dominator for CNS Resolute       an action, taken at the side's next turn (the step's notation)
 *   if enemy jams: ew CNS Resolute ELINT on > VHS Dominator
 *                                                  a reaction, taken once, at the first turn after the enemy did so
 *   pass                                           then pass at every turn (the default when nothing ends the list)
 *   pass unless enemy acts or targets CNS Resolute then pass, but ask me if the enemy did one of these
 *   ask                                            then ask me at my next turn
 *
 * Actions are read now against the names in play (context.ts) so every problem comes back at once, and stored in
 * the notation's normal form; `makeScript` prints the items back, and reading them again gives the same script.
 */
import { err, ok, type Result, type RuleError } from '../../../core/result.ts';
import { makeControlAction, makeMissionAction, parseControlAction, parseMissionAction, type StepContext } from '../../notation/step-action.ts';
import { splitMessage } from '../control/control-step.ts';
import { makeConditions, parseConditions, type UnitContext } from './conditions.ts';
import type { AlternatingStep, Final, Reaction, Script } from './types.ts';
import { metaverseError } from '../../errors.ts';

export interface ScriptContext {
  readonly step: StepContext;
  readonly units: UnitContext;
}

const STEP_NAME: Readonly<Record<AlternatingStep, string>> = { missions: 'Mission Step', control: 'Control Step' };

/** One action in normal form; the problems quote the item they are about (`quote`: the whole item). */
function readAction(text: string, step: AlternatingStep, ctx: ScriptContext, errors: RuleError[], quote = text.trim()): string | null {
  if (/^pass$/i.test(text.trim())) {
    errors.push(metaverseError('ERR_STANDING_PASS_REACTION', `"${quote}": a reaction is an action; to pass, leave the reaction out.`));
    return null;
  }
  if (step === 'control') {
    const r = parseControlAction(text, ctx.step);
    if (r.ok) return makeControlAction(r.value, ctx.step);
    errors.push(...r.error.map((e) => ({ ...e, message: `"${quote}": ${e.message}` })));
    return null;
  }
  const r = parseMissionAction(text, ctx.step);
  if (r.ok) return makeMissionAction(r.value, ctx.step);
  errors.push(...r.error.map((e) => ({ ...e, message: `"${quote}": ${e.message}` })));
  return null;
}

/** Reads a step's standing orders; `items` as `splitMessage` gives them. Every problem at once. */
export function parseScriptItems(items: readonly string[], step: AlternatingStep, ctx: ScriptContext): Result<Script, RuleError[]> {
  const errors: RuleError[] = [];
  const actions: string[] = [];
  const reactions: Reaction[] = [];
  let final: Final | null = null;
  let finalText = '';
  for (const raw of items) {
    const item = raw.trim();
    if (item === '') continue;
    if (final !== null) {
      errors.push(metaverseError('ERR_STANDING_AFTER_END', `"${item}" comes after "${finalText}", which ends the orders; move it before.`));
      continue;
    }
    const unless = /^pass\s+unless\s+(.*)$/i.exec(item);
    const reaction = /^if\s+(.+?):\s*(.*)$/i.exec(item);
    if (/^pass$/i.test(item)) final = { kind: 'pass' };
    else if (/^ask(\s+me)?$/i.test(item)) final = { kind: 'ask' };
    else if (unless) {
      const when = parseConditions(unless[1] ?? '', step, ctx.units);
      if (when.ok) final = { kind: 'unless', when: when.value };
      else {
        errors.push(...when.error.map((e) => ({ ...e, message: `"${item}": ${e.message}` })));
        final = { kind: 'pass' };
      }
    } else if (reaction) {
      const when = parseConditions(reaction[1] ?? '', step, ctx.units);
      if (!when.ok) errors.push(...when.error.map((e) => ({ ...e, message: `"${item}": ${e.message}` })));
      const action = (reaction[2] ?? '').trim() === '' ? null : readAction(reaction[2] ?? '', step, ctx, errors, item);
      if ((reaction[2] ?? '').trim() === '') errors.push(metaverseError('ERR_STANDING_REACTION', `"${item}": say what to do after the colon.`, { suggestion: 'e.g. if enemy jams: ew Ship ELINT on > Target.' }));
      if (when.ok && action !== null) reactions.push({ when: when.value, action });
    } else {
      const action = readAction(item, step, ctx, errors);
      if (action !== null) actions.push(action);
    }
    if (final !== null) finalText = item;
  }
  if (errors.length > 0) return err(errors.map((e) => ({ ...e, at: e.at ?? STEP_NAME[step] })));
  return ok({ actions, reactions, final: final ?? { kind: 'pass' } });
}

export const parseScript = (text: string, step: AlternatingStep, ctx: ScriptContext): Result<Script, RuleError[]> => parseScriptItems(splitMessage(text), step, ctx);

/** The script's items in normal form: actions, reactions, then how it ends (always said, so nothing is implied). */
export function makeScript(script: Script, ctx: ScriptContext): string[] {
  const end =
    script.final.kind === 'pass' ? 'pass' : script.final.kind === 'ask' ? 'ask' : `pass unless ${makeConditions(script.final.when, ctx.units)}`;
  return [...script.actions, ...script.reactions.map((r) => `if ${makeConditions(r.when, ctx.units)}: ${r.action}`), end];
}
