/**
 * A squadron's plot block cut into parts (core/order-parts.ts; Metaverse p.5 plots, p.19 starfighter operations,
 * p.101 deployment), read the way the plot reader reads it (notation/parse.ts): items split by `·` `•`
 * `;` `,` (outside brackets) and new lines; in an item, `deploy`, `launch`, `recover` and `pay` start their part
 * and take the rest of the item; every other word is a manoeuvre code.
 *
 * Parts: `move` (the manoeuvre codes, `drift` included), `deploy`, `launch`, `recover`, `pay`. Judgement call: the
 * manoeuvre is one part, advanced manoeuvres and the gravity wall with it, so a new manoeuvre says the whole move
 * (as the book plots it, p.5) while the launches, recoveries, deployment and payer given earlier stay.
 * "launch none", "recover none" and "pay none" withdraw those parts.
 */
import { inSectionOrder, type OrderPart, type PartsEdit } from '../../core/order-parts.ts';
import { splitOutside, tokens } from '../notation/tokens.ts';

const KEYWORDS = ['deploy', 'launch', 'recover', 'pay'] as const;
const ORDER: readonly string[] = ['move', ...KEYWORDS];
/** Parts "<part> none" withdraws. */
const LISTS: ReadonlySet<string> = new Set(['launch', 'recover', 'pay']);

/** What a block (the text after "Name:") says, as parts and withdrawn parts. */
export function squadronParts(body: string): PartsEdit {
  const items = new Map<string, string[]>();
  const cleared = new Set<string>();
  const add = (part: string, text: string): void => void items.set(part, [...(items.get(part) ?? []), text]);
  for (const line of body.split(/\r?\n/)) {
    for (const item of splitOutside(line, '·•;,')) {
      const toks = tokens(item);
      const at = toks.findIndex((t) => (KEYWORDS as readonly string[]).includes(t.toLowerCase()));
      const codes = at < 0 ? toks : toks.slice(0, at);
      if (codes.length > 0) add('move', codes.join(' '));
      if (at < 0) continue;
      const word = (toks[at] ?? '').toLowerCase();
      const rest = toks.slice(at + 1);
      if (LISTS.has(word) && rest.length === 1 && /^(none|-)$/i.test(rest[0] ?? '')) cleared.add(word);
      else add(word, toks.slice(at).join(' '));
    }
  }
  const parts: OrderPart[] = [...items].map(([part, texts]) => ({ key: part, section: part, text: texts.join(' · ') }));
  return { parts, cleared };
}

/** The block's text from its parts, in the normal form's order (notation/make.ts). */
export function partsText(parts: readonly OrderPart[]): string {
  return inSectionOrder(parts, ORDER)
    .map((p) => p.text)
    .join(' · ');
}
