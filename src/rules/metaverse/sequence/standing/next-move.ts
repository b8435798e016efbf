/**
 * What a side's standing orders say at its turn in an alternating step (p.19, p.21: one action, or a pass), in
 * this order:
 * 1. a reaction whose condition an enemy action since the side last wrote its orders has met (the first such, in
 *    the order written; it is used up, and so are the enemy actions it answered);
 * 2. else the next action of the list;
 * 3. else the end: `pass`; `pass unless …` asks when an enemy action not yet answered meets a condition, else
 *    passes; `ask` asks, unless the side has just written these orders (then it passes this turn).
 */
import { meets } from './conditions.ts';
import type { AlternatingStep, Heard, Script } from './types.ts';

export type Move =
  | { readonly kind: 'act'; readonly action: string; readonly script: Script; readonly heard: readonly Heard[] }
  | { readonly kind: 'pass' }
  | { readonly kind: 'ask'; readonly why: string };

export function nextMove(script: Script, heard: readonly Heard[], step: AlternatingStep, fresh: boolean, squadronOf: (shipId: string) => string | undefined): Move {
  const here = heard.filter((h) => h.step === step);
  for (const [i, r] of script.reactions.entries()) {
    const answered = here.filter((h) => r.when.some((c) => meets(c, h, squadronOf)));
    if (answered.length === 0) continue;
    return {
      kind: 'act',
      action: r.action,
      script: { ...script, reactions: script.reactions.filter((_, k) => k !== i) },
      heard: heard.filter((h) => !answered.includes(h)),
    };
  }
  const [first, ...rest] = script.actions;
  if (first !== undefined) return { kind: 'act', action: first, script: { ...script, actions: rest }, heard };
  const end = script.final;
  if (end.kind === 'pass') return { kind: 'pass' };
  if (end.kind === 'ask') return fresh ? { kind: 'pass' } : { kind: 'ask', why: 'Your standing orders end with ask: it is your turn.' };
  const met = here.filter((h) => end.when.some((c) => meets(c, h, squadronOf)));
  if (met.length === 0) return { kind: 'pass' };
  return { kind: 'ask', why: `You asked to be asked if the enemy did this, and it did: ${met.map((h) => h.text).join(' ')}` };
}
