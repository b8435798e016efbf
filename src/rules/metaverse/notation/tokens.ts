/**
 * Splitting helpers shared by the plot and fire readers (help.ts): separators and
 * whitespace only count outside parentheses, so `EP(S1, S2)` and `RAM(ISS Vengeance)` stay one token.
 */

/** Splits `text` at any character of `seps` that is outside parentheses. */
export function splitOutside(text: string, seps: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let cur = '';
  for (const ch of text) {
    if (ch === '(') depth += 1;
    else if (ch === ')') depth = Math.max(0, depth - 1);
    if (depth === 0 && seps.includes(ch)) {
      out.push(cur);
      cur = '';
    } else cur += ch;
  }
  out.push(cur);
  return out;
}

/**
 * Whitespace tokens outside parentheses; a token that starts with `(` joins the one before (`A4 (S1)` → `A4(S1)`),
 * and one that ends with `:` joins the one after (`T: S` → `T:S`).
 */
export function tokens(item: string): string[] {
  const raw = splitOutside(item, ' \t').filter((t) => t !== '');
  const out: string[] = [];
  for (const t of raw) {
    const last = out[out.length - 1];
    if (last !== undefined && (t.startsWith('(') || last.endsWith(':'))) out[out.length - 1] = last + t;
    else out.push(t);
  }
  return out;
}

/** The text inside a trailing `( … )`, and what comes before it; `inner` is null without parentheses. */
export function trailingParens(token: string): { head: string; inner: string | null } {
  const open = token.indexOf('(');
  if (open < 0 || !token.endsWith(')')) return { head: token, inner: null };
  return { head: token.slice(0, open), inner: token.slice(open + 1, -1) };
}
