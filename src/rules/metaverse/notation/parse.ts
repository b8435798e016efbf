/**
 * Reads a seat's secret turn plot from the compact text notation (help.ts; book "Plot
 * Movement Step" p.5, "Cinematic/Newtonian Movement" p.7–9, "Advanced Manoeuvres" p.11–18, "Starfighter Operations
 * Step" p.19). help.ts shows the notation with examples; make.ts writes it back; parse-fire.ts reads fire orders.
 *
 * Plot shape: one block per squadron, `Name:` first (unique start of the name); `break Ship, Ship:` starts a
 * break-off. Inside a block, codes are separated by spaces; `·` `;` `,` (outside parentheses) or new lines separate
 * items. Each item is read by plot-words.ts (`launch`, `recover`, `pay`, `deploy` take the rest of their item) and
 * its codes by plot-codes.ts, one reader per kind of code.
 *
 * Judgement calls:
 * - Parsing never throws; every problem is collected (with where and how to fix it) and nothing is guessed.
 * - A squadron with no block drifts (blank plot). An empty text is an error, so a seat says `drift` on purpose.
 * - A line is a squadron header when the text before its first colon does not end in a code letter (T, R, F), so
 *   `A4 T:S` is never read as a squadron called "A4 T".
 */
import { about, twiceError } from '../../core/problem.ts';
import { err, ok, type Result, type RuleError } from '../../core/result.ts';
import { splitOutside } from './tokens.ts';
import { blankSquadronPlot, type DraftSquadron, type SquadronDraft, type TurnDraft, type TurnDraftContext } from './types.ts';
import { validateTurnPlot } from './validate.ts';
import { draftOf, newBlock, type Block, type PlotReading } from './plot-block.ts';
import { readItem } from './plot-words.ts';
import { placeFrom, resolver } from './reading.ts';
import { metaverseError } from '../errors.ts';

const CODE_HEADS = new Set(['t', 'r', 'f', 'turn', 'turns', 'rot', 'rotate', 'thrust']);

type Header = { kind: 'squadron' | 'break'; name: string; rest: string };

/** The header of a line (`Name:` or `break A, B:`), or null when the line goes on with codes. */
export function headerOf(line: string): Header | null {
  const colon = line.indexOf(':');
  if (colon < 0) return null;
  const pre = line.slice(0, colon).trim();
  if (pre === '' || pre.includes('(') || pre.includes(')')) return null;
  const words = pre.split(/\s+/);
  if (CODE_HEADS.has((words[words.length - 1] ?? '').toLowerCase())) return null;
  const rest = line.slice(colon + 1);
  const brk = /^(?:break|split)(?:\s+off)?\s+(.+)$/i.exec(pre);
  if (brk?.[1] !== undefined) return { kind: 'break', name: brk[1], rest };
  return { kind: 'squadron', name: pre, rest };
}

/** The whole text being read: each squadron's own block, the break-offs, and the block lines go on in. */
interface PlotText extends PlotReading {
  readonly own: Map<string, Block>;
  readonly breaks: Block[];
  current: Block | null;
}

/** A block opened by the line at index `i`: it quotes that line. */
function openedAt(sq: DraftSquadron, line: string, i: number): Block {
  const block = newBlock(sq, [], sq.name);
  block.header = line.trim();
  block.line = i + 1;
  return block;
}

/** `Name:` opens the squadron's block; a second block is a second plot, refused with both quoted, its words read on their own. */
function openSquadron(p: PlotText, name: string, line: string, i: number): Block | null {
  const at = `line ${i + 1}`;
  const from = p.errors.length;
  const sq = p.resolve(name, p.ctx.squadrons, 'squadron of yours', at);
  placeFrom(p.errors, from, { line: i + 1, quote: name });
  if (!sq) return null;
  const existing = p.own.get(sq.id);
  const block = openedAt(sq, line, i);
  if (existing) {
    p.errors.push({ ...twiceError(sq.name, existing.header, line, { suggestion: 'Give each squadron one block (it may go on over several lines).' }), at, line: i + 1 });
  } else p.own.set(sq.id, block);
  return block;
}

/** `break A, B:` opens a break-off block for ships of one squadron (p.5). */
function openBreak(p: PlotText, name: string, i: number): Block | null {
  const at = `line ${i + 1}`;
  const from = p.errors.length;
  const allShips = p.ctx.squadrons.flatMap((sq) => sq.ships.map((s) => ({ id: s.id, name: s.name, squadron: sq })));
  const picked = name.split(/[,&]|\s+and\s+/i).map((n) => p.resolve(n, allShips, 'ship of yours', at));
  placeFrom(p.errors, from, { line: i + 1, quote: name });
  const ships = picked.filter((s): s is NonNullable<typeof s> => s !== null);
  if (ships.length !== picked.length || ships.length === 0) return null;
  const sq = ships[0]?.squadron;
  if (!sq) return null;
  if (ships.some((s) => s.squadron.id !== sq.id)) {
    p.errors.push(metaverseError('ERR_PLOT_BREAK_SQUADRONS', 'Ships broken off together must come from one squadron.', { at, suggestion: 'Break off each squadron\'s ships in their own block.' }));
    return null;
  }
  const block = newBlock(sq, [...new Set(ships.map((s) => s.id))], `break-off from ${sq.name}`);
  p.breaks.push(block);
  return block;
}

/** A line before any header: the seat's only squadron's block, or a refusal (once). */
function headlessBlock(p: PlotText, line: string, i: number): Block | null {
  const only = p.ctx.squadrons.length === 1 ? p.ctx.squadrons[0] : undefined;
  if (only && p.own.size === 0 && p.breaks.length === 0) {
    const block = openedAt(only, line, i);
    p.own.set(only.id, block);
    return block;
  }
  if (!p.errors.some((e) => e.code === 'ERR_PLOT_NO_SQUADRON' || e.code === 'ERR_PLOT_UNKNOWN_NAME' || e.code === 'ERR_PLOT_AMBIGUOUS'))
    p.errors.push(metaverseError('ERR_PLOT_NO_SQUADRON', "Start each squadron's plot with its name and a colon.", { at: `line ${i + 1}`, line: i + 1, quote: line, suggestion: `e.g. ${p.ctx.squadrons[0]?.name ?? 'Thunderchild'}: A4 T:S` }));
  return null;
}

/** One line of the plot: maybe a header, then items for the block it opens or goes on with. */
function readLine(p: PlotText, line: string, i: number): void {
  const header = headerOf(line);
  let rest = line;
  if (header) {
    rest = header.rest;
    p.current = header.kind === 'squadron' ? openSquadron(p, header.name, line, i) : openBreak(p, header.name, i);
    if (!p.current) return;
  } else if (line.trim() === '') return;
  const b = p.current ?? headlessBlock(p, line, i);
  if (!b) return;
  p.current = b;
  for (const item of splitOutside(rest, '·•;,')) {
    if (item.trim() === '') continue;
    const from = p.errors.length;
    readItem(p, b, item, `line ${i + 1} (${b.at})`);
    placeFrom(p.errors, from, { line: i + 1, unit: b.squadron.name, quote: item.trim() });
    if (p.errors.length > from) b.unread = true;
  }
}

/** The checks of validate.ts on the blocks whose words all read, placed at their squadrons and header lines. */
function checkDrafts(p: PlotText, plot: TurnDraft): RuleError[] {
  // The squadrons whose words all read are checked even when others' did not: every problem at once.
  const unread = new Set([...p.own.values(), ...p.breaks].filter((d) => d.unread).map((d) => d.squadron.id));
  const checked = unread.size === 0 ? plot : { squadrons: plot.squadrons.filter((d) => !unread.has(d.squadron)) };
  const blockOf = (e: RuleError): Block | undefined => [...p.own.values()].find((d) => e.at === d.squadron.name);
  return validateTurnPlot(checked, p.ctx).map((e) =>
    about({ unit: p.ctx.squadrons.find((q) => e.at === q.name || e.at === `break-off from ${q.name}`)?.name, quote: blockOf(e)?.header, line: blockOf(e)?.line }, e),
  );
}

/** Parses a seat's movement plot (and fighter operations) for the turn, validated against the context. */
export function parseTurnPlot(text: string, ctx: TurnDraftContext): Result<TurnDraft, RuleError[]> {
  const errors: RuleError[] = [];
  const p: PlotText = { ctx, errors, resolve: resolver(errors), own: new Map(), breaks: [], current: null };
  for (const [i, line] of text.split(/\r?\n/).entries()) readLine(p, line, i);
  const squadrons: SquadronDraft[] = [
    ...ctx.squadrons.map((sq) => {
      const b = p.own.get(sq.id);
      return b ? draftOf(b) : blankSquadronPlot(sq.id, sq.method);
    }),
    ...p.breaks.map(draftOf),
  ];
  if (p.own.size === 0 && p.breaks.length === 0 && errors.length === 0)
    errors.push(metaverseError('ERR_PLOT_EMPTY', 'The plot is empty.', { suggestion: `Write a plot per squadron, or "drift", e.g. ${ctx.squadrons[0]?.name ?? 'Thunderchild'}: drift` }));
  const plot: TurnDraft = { squadrons };
  errors.push(...checkDrafts(p, plot));
  return errors.length > 0 ? err(errors) : ok(plot);
}
