/**
 * Standing orders typed into a draft that has some (issue 24 item 7; Metaverse p.19, p.21): a step's lines add up
 * as ship lines do, so a nomination sent after another keeps both (the flag commander may nominate as many priority
 * fleet targets as they like, p.21). An action or reaction already in the draft is not added twice; what ends the
 * orders (`pass`, `pass unless …`, `ask`) replaces the draft's; `clear` withdraws the draft's orders for that step,
 * and the items typed after it are the step's orders.
 */
import { makeControlAction, makeMissionAction, parseControlAction, parseMissionAction } from '../notation/step-action.ts';
import type { ScriptContext } from '../sequence/standing/script.ts';
import type { AlternatingStep } from '../sequence/standing/types.ts';

const END = /^(pass|ask)(\s|$)/i;
const CLEAR = /^clear$/i;

/** An action in the notation's normal form (so "priority ravager" is the draft's "priority VHS Ravager"); else as typed. */
function normalItem(item: string, step: AlternatingStep, ctx: ScriptContext): string {
  const text = item.trim();
  if (step === 'control') {
    const r = parseControlAction(text, ctx.step);
    return r.ok ? makeControlAction(r.value, ctx.step) : text;
  }
  const r = parseMissionAction(text, ctx.step);
  return r.ok ? makeMissionAction(r.value, ctx.step) : text;
}

/** The step's items: the draft's (`kept`, in normal form, null when none) with the typed ones merged in. */
export function mergeStandingItems(kept: readonly string[] | null, typed: readonly string[], step: AlternatingStep, ctx: ScriptContext): string[] {
  let cleared = -1;
  typed.forEach((item, i) => {
    if (CLEAR.test(item.trim())) cleared = i;
  });
  const base = cleared >= 0 ? [] : (kept ?? []);
  const fresh = typed.slice(cleared + 1).filter((i) => i.trim() !== '');
  const isEnd = (item: string): boolean => END.test(item.trim());
  const key = (item: string): string => normalItem(item, step, ctx).toLowerCase().replace(/\s+/g, ' ');
  const typedKeys = new Set(fresh.map(key));
  const body = base.filter((i) => !isEnd(i) && !typedKeys.has(key(i)));
  return [...body, ...fresh, ...(fresh.some(isEnd) ? [] : base.filter(isEnd).slice(-1))];
}
