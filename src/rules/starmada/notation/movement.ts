/**
 * Movement-order notation: `parseOrder` reads what a player types, `makeOrder` writes the normal form
 * (Starmada 3.1 p.15, 3.4 p.17, maneuver table p.16).
 *
 *   `<n>`  forward n hexes (any number of digits)   `P` / `S`  turn one hexside to port / starboard
 *   `U`  u-turn   `L` / `R`  sideslip   `[n]`  orbit n hexes (G.5)   `↑` / `↓`  climb / dive (G.6; ASCII `^` / `v`)
 *   `(n)`  the speed, after the moves   `+n` / `-n`  pivot n hexsides (1–3), at the very end
 *   `C/ H/ E/ Z/ @/ T/`  prefixes at the start (B.5, B.10, D.1, D.3, D.7, D.9)
 *
 * Judgement calls (Salvo's, the book is silent):
 * - Case and spaces are ignored: "2p 2 (4)" is 2P2(4). Numbers split by spaces add up ("2 2" is 4), as in the
 *   fighter notation; the echoed normal form shows the player what was read.
 * - A prefix letter may be written without its slash ("Z1R2") or several before one slash ("EZ/2P2"): none of
 *   C H E Z @ T is a step code, so nothing is ambiguous.
 * - The pivot may come before or after the speed ("3P1+1(4)" or "3P1(4) +1"); the normal form puts it last.
 * - The speed in brackets is optional; a typed speed that differs from the computed one is an error naming both.
 * - A pivot alone ("+1") is a ship that stops and pivots, "0(0) +1" (ruling 102).
 * - Only the notation is checked here: which combinations are legal is validate.ts's job.
 */
import { err, ok, type Result, type RuleError } from '../../core/result.ts';
import { normaliseOrder, orderSpeed, ORDER_PREFIXES, type MoveOrder, type OrderPrefix, type OrderStep, type Pivot } from '../movement/order.ts';
import { starmadaError, type StarmadaErrorCode } from '../errors.ts';
import { shown } from '../../core/cut-text.ts';

/** Longest text read; real orders are a dozen characters. */
const MAX_TEXT = 60;
/** Fastest speed read: far beyond any engine rating, and larger boards than any scenario's. */
export const MAX_SPEED = 99;

type Token =
  | { readonly t: 'num'; readonly value: number }
  | { readonly t: 'step'; readonly step: OrderStep }
  | { readonly t: 'prefix'; readonly prefix: OrderPrefix }
  | { readonly t: 'slash' | 'open' | 'close' | 'openOrbit' | 'closeOrbit' }
  | { readonly t: 'sign'; readonly sign: 1 | -1 }
  | { readonly t: 'bad'; readonly char: string };

const STEP_CODES: Readonly<Record<string, OrderStep>> = {
  P: { kind: 'turn', to: 'P' },
  S: { kind: 'turn', to: 'S' },
  U: { kind: 'uTurn' },
  L: { kind: 'slip', to: 'L' },
  R: { kind: 'slip', to: 'R' },
  '↑': { kind: 'altitude', change: 1 },
  '^': { kind: 'altitude', change: 1 },
  '↓': { kind: 'altitude', change: -1 },
  V: { kind: 'altitude', change: -1 },
};

const PUNCTUATION: Readonly<Record<string, Token>> = {
  '/': { t: 'slash' },
  '(': { t: 'open' },
  ')': { t: 'close' },
  '[': { t: 'openOrbit' },
  ']': { t: 'closeOrbit' },
  '+': { t: 'sign', sign: 1 },
  '-': { t: 'sign', sign: -1 },
  '−': { t: 'sign', sign: -1 },
  '–': { t: 'sign', sign: -1 },
};

const isPrefix = (c: string): c is OrderPrefix => (ORDER_PREFIXES as readonly string[]).includes(c);

function tokenise(text: string): Token[] {
  const tokens: Token[] = [];
  let digits = '';
  const flush = (): void => {
    if (digits !== '') tokens.push({ t: 'num', value: Number(digits.replace(/^0+(?=\d)/, '')) });
    digits = '';
  };
  for (const char of text.normalize('NFKC')) {
    // Per character, so "ß" cannot become "SS" (two turns).
    const upper = char.toUpperCase();
    const raw = upper.length === char.length ? upper : char;
    if (/^\d$/.test(raw)) {
      digits += raw;
      continue;
    }
    flush();
    if (/^\s$/.test(raw)) continue;
    const step = STEP_CODES[raw];
    const mark = PUNCTUATION[raw];
    if (step) tokens.push({ t: 'step', step });
    else if (isPrefix(raw)) tokens.push({ t: 'prefix', prefix: raw });
    else if (mark) tokens.push(mark);
    else tokens.push({ t: 'bad', char: raw });
  }
  flush();
  return tokens;
}

/** The moves alone, as written in orders and messages: "2P2", "0" for none. */
export function makeMoves(steps: readonly OrderStep[]): string {
  const text = normaliseOrder({ prefixes: [], steps, pivot: 0 })
    .steps.map((s) => {
      switch (s.kind) {
        case 'forward':
          return String(s.hexes);
        case 'turn':
          return s.to;
        case 'uTurn':
          return 'U';
        case 'slip':
          return s.to;
        case 'orbit':
          return `[${s.hexes}]`;
        case 'altitude':
          return s.change > 0 ? '↑' : '↓';
      }
    })
    .join('');
  return text === '' ? '0' : text;
}

/** The normal form with the computed speed: "Z/1R2(4)", "3P1(4) +1", "0(0)". */
export function makeOrder(order: MoveOrder): string {
  const o = normaliseOrder(order);
  const prefixes = o.prefixes.map((p) => `${p}/`).join('');
  const pivot = o.pivot === 0 ? '' : ` ${o.pivot > 0 ? '+' : '-'}${Math.abs(o.pivot)}`;
  return `${prefixes}${makeMoves(o.steps)}(${orderSpeed(o)})${pivot}`;
}

/**
 * Whether an order in the normal form `makeOrder` writes carries a prefix ("C/Z/2P2(4)" carries C and Z). The
 * revealed orders of a turn are kept in that form, so the rules ask here rather than read the text themselves.
 */
export function writtenWithPrefix(normal: string, prefix: OrderPrefix): boolean {
  const written = /^(?:[A-Z@]\/)*/.exec(normal)?.[0] ?? '';
  return written.split('/').includes(prefix);
}

const show = (text: string): string => shown(text, 20);
const quoteList = (items: readonly string[]): string =>
  items.length === 1 ? `"${items[0]}"` : `${items.slice(0, -1).map((c) => `"${c}"`).join(', ')} and "${items[items.length - 1]}"`;

const EMPTY_MESSAGE = 'Write the moves, such as 2P2 or 3, or 0 to stay in place.';

/** What the reader has gathered so far, token by token. */
interface Reading {
  readonly tokens: readonly Token[];
  /** The token being read; a reader that takes the tokens after it moves this on. */
  i: number;
  readonly errors: RuleError[];
  /** Codes already reported: each kind of mistake is told once. */
  readonly once: Set<string>;
  readonly prefixes: OrderPrefix[];
  readonly steps: OrderStep[];
  readonly bad: string[];
  typedSpeed: number | undefined;
  pivot: number | undefined;
  bodyStarted: boolean;
  sawMove: boolean;
  misplacedPrefix: OrderPrefix | undefined;
  afterSpeed: boolean;
  afterPivot: boolean;
}

function fail(r: Reading, code: StarmadaErrorCode, message: string): void {
  if (r.once.has(code)) return;
  r.once.add(code);
  r.errors.push(starmadaError(code, message));
}

/** A move: it must come before the speed and the pivot. */
function noteBodyToken(r: Reading): void {
  if (r.afterPivot) fail(r, 'ERR_ORDER_PIVOT_PLACE', 'The pivot goes at the very end of the orders, such as 3P1(4) +1.');
  else if (r.afterSpeed) fail(r, 'ERR_ORDER_SPEED_PLACE', 'The speed in brackets goes after all the moves, such as 2P2(4).');
  r.bodyStarted = true;
  r.sawMove = true;
}

const ORBIT_FORM = 'Write an orbit as a number of hexes in square brackets, such as 1[6]1.';
const SPEED_FORM = 'Write the speed as one number in brackets after the moves, such as 2P2(4).';

/** "[6]": an orbit of 6 hexes (G.5). */
function readOrbit(r: Reading): void {
  noteBodyToken(r);
  const n = r.tokens[r.i + 1];
  if (n?.t === 'num' && r.tokens[r.i + 2]?.t === 'closeOrbit' && n.value > 0) {
    r.steps.push({ kind: 'orbit', hexes: n.value });
    r.i += 2;
  } else fail(r, 'ERR_ORDER_ORBIT', ORBIT_FORM);
}

/** "(4)": the speed the player expects, checked against the moves at the end. */
function readSpeed(r: Reading): void {
  const n = r.tokens[r.i + 1];
  if (n?.t === 'num' && r.tokens[r.i + 2]?.t === 'close') {
    if (r.typedSpeed !== undefined && r.typedSpeed !== n.value) fail(r, 'ERR_ORDER_SPEED_FORM', 'Write the speed once, in brackets after the moves, such as 2P2(4).');
    r.typedSpeed = n.value;
    r.afterSpeed = true;
    r.bodyStarted = true;
    r.i += 2;
  } else fail(r, 'ERR_ORDER_SPEED_FORM', SPEED_FORM);
}

/** "+1", "-2": a pivot of 1 to 3 hexsides (3.4 p.17). */
function readPivot(r: Reading, sign: 1 | -1): void {
  const n = r.tokens[r.i + 1];
  r.bodyStarted = true;
  if (r.pivot !== undefined) fail(r, 'ERR_ORDER_PIVOT_PLACE', 'Write one pivot, at the very end of the orders, such as 3P1(4) +1.');
  if (n?.t === 'num' && n.value >= 1 && n.value <= 3) {
    r.pivot = sign * n.value;
    r.afterPivot = true;
    r.i += 1;
  } else {
    fail(r, 'ERR_ORDER_PIVOT', 'A pivot turns 1 to 3 hexsides: write +1, +2 or +3 (clockwise) or -1, -2 (counter-clockwise) at the end.');
    if (n?.t === 'num') r.i += 1;
  }
}

function readToken(r: Reading, token: Token): void {
  switch (token.t) {
    case 'prefix':
      if (r.bodyStarted) r.misplacedPrefix ??= token.prefix;
      if (!r.prefixes.includes(token.prefix)) r.prefixes.push(token.prefix);
      return;
    case 'slash':
      if (r.tokens[r.i - 1]?.t !== 'prefix') fail(r, 'ERR_ORDER_SLASH', 'A "/" only follows a prefix letter, such as Z/ or E/.');
      return;
    case 'num':
      noteBodyToken(r);
      r.steps.push({ kind: 'forward', hexes: token.value });
      return;
    case 'step':
      noteBodyToken(r);
      r.steps.push(token.step);
      return;
    case 'openOrbit':
      return readOrbit(r);
    case 'closeOrbit':
      return fail(r, 'ERR_ORDER_ORBIT', ORBIT_FORM);
    case 'open':
      return readSpeed(r);
    case 'close':
      return fail(r, 'ERR_ORDER_SPEED_FORM', SPEED_FORM);
    case 'sign':
      return readPivot(r, token.sign);
    case 'bad':
      if (!r.bad.includes(token.char)) r.bad.push(token.char);
      return;
  }
}

/** The problems found while reading, characters that are no notation first. */
function readingErrors(r: Reading): RuleError[] {
  const errors = [...r.errors];
  if (r.bad.length > 0) {
    const what = r.bad.length === 1 ? 'is not part of' : 'are not part of';
    errors.unshift(
      starmadaError(
        'ERR_ORDER_CHARACTER',
        `${quoteList(r.bad.slice(0, 4))} ${what} the movement notation: use numbers to move forward, P or S to turn, U for a u-turn, L or R to sideslip, and +n or -n at the end to pivot.`,
      ),
    );
  }
  // A pivot alone is an order: the ship stops and turns its nose (3.4 p.17), as "0 +1" (ruling 102).
  if (!r.sawMove && r.typedSpeed === undefined && r.pivot === undefined && errors.length === 0) errors.push(starmadaError('ERR_ORDER_EMPTY', EMPTY_MESSAGE));
  return errors;
}

/** The order read, in normal form, checked against its own speed and prefixes. */
function finish(r: Reading): Result<MoveOrder, RuleError[]> {
  const order = normaliseOrder({ prefixes: r.prefixes, steps: r.steps, pivot: (r.pivot ?? 0) as Pivot });
  const speed = orderSpeed(order);
  if (speed > MAX_SPEED) {
    return err([starmadaError('ERR_ORDER_TOO_FAST', `Speed ${speed} is beyond any ship; orders may have a speed of at most ${MAX_SPEED}.`)]);
  }
  const errors: RuleError[] = [];
  if (r.misplacedPrefix !== undefined) {
    errors.push(
      starmadaError('ERR_ORDER_PREFIX_PLACE', `${r.misplacedPrefix}/ is a prefix and goes at the start of the orders.`, {
        suggestion: `Did you mean ${makeOrder(order)}?`,
      }),
    );
  }
  if (r.typedSpeed !== undefined && r.typedSpeed !== speed) {
    errors.push(
      starmadaError('ERR_ORDER_SPEED_MISMATCH', `The speed written is ${r.typedSpeed}, but ${makeMoves(order.steps)} has speed ${speed}.`, {
        suggestion: `Did you mean ${makeOrder(order)}?`,
      }),
    );
  }
  return errors.length > 0 ? err(errors) : ok(order);
}

/** Reads movement orders. Only the notation is checked; `validateOrder` applies the rules. */
export function parseOrder(text: string): Result<MoveOrder, RuleError[]> {
  const trimmed = text.trim();
  if (trimmed === '') return err([starmadaError('ERR_ORDER_EMPTY', EMPTY_MESSAGE)]);
  if (trimmed.length > MAX_TEXT) {
    return err([starmadaError('ERR_ORDER_TOO_LONG', `"${show(trimmed)}" is too long for movement orders; write them like 2P2(4).`)]);
  }
  const r: Reading = {
    tokens: tokenise(trimmed),
    i: 0,
    errors: [],
    once: new Set(),
    prefixes: [],
    steps: [],
    bad: [],
    typedSpeed: undefined,
    pivot: undefined,
    bodyStarted: false,
    sawMove: false,
    misplacedPrefix: undefined,
    afterSpeed: false,
    afterPivot: false,
  };
  for (r.i = 0; r.i < r.tokens.length; r.i++) readToken(r, r.tokens[r.i] as Token);
  const errors = readingErrors(r);
  return errors.length > 0 ? err(errors) : finish(r);
}
