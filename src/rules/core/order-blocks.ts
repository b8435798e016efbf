/**
 * The one splitter of typed orders into per-unit blocks, for every system whose notation opens a unit's orders with
 * a header line ("Name: …"). The system says what a header is; the splitter does the rest the same way everywhere:
 *
 * - a header line opens a block; what follows its colon is the block's first body line;
 * - a line that is not a header goes on the block above (blank lines are skipped);
 * - a `stray` header (a name the system does not know) is kept apart as typed, and the lines after it, up to the
 *   next header, are too: they are not the block above's;
 * - lines before the first header are kept apart as typed ("loose"), unless the system names an implicit unit
 *   (Voidstriker with one ship): then they open that unit's block.
 *
 * The readers report loose lines in their own words.
 */

/** What a system reads off a line: a header with what follows its colon, `stray`, or null (not a header). */
export type HeaderRead<H> = { readonly head: H; readonly rest: string } | 'stray' | null;

export interface OrderBlock<H> {
  readonly head: H;
  /** The block as typed: the header line and the lines that go on with it (an implicit block has no header). */
  readonly text: string;
  /** What follows the header's colon, with the continuation lines, trimmed, without empty lines. */
  readonly body: string;
}

export interface BlockRules<H> {
  readonly header: (line: string) => HeaderRead<H>;
  /** The unit that lines before any header belong to, if there is exactly one. */
  readonly implicit?: H | undefined;
}

interface Open<H> {
  readonly head: H;
  readonly lines: string[];
  readonly body: string[];
}

/**
 * The blocks, the loose lines, and `pieces`: the text cut into the parts a player may send apart, in the order typed
 * (each block's lines, a stray header with the lines after it, each other loose line alone), so that a refused
 * message can be taken a piece at a time (game/kept-lines.ts).
 */
export function splitOrderBlocks<H>(text: string, rules: BlockRules<H>): { blocks: OrderBlock<H>[]; loose: string[]; pieces: string[] } {
  const blocks: Open<H>[] = [];
  const loose: string[] = [];
  const pieces: string[][] = [];
  let current: Open<H> | null = null;
  let stray = false;
  // The piece that lines without a header go on: the open block's lines, or a stray header's.
  let piece: string[] | null = null;
  for (const line of text.split(/\r?\n/)) {
    const head = rules.header(line);
    if (head === 'stray') {
      loose.push(line);
      piece = [line];
      pieces.push(piece);
      current = null;
      stray = true;
      continue;
    }
    if (head) {
      current = { head: head.head, lines: [line], body: [head.rest.trim()] };
      blocks.push(current);
      piece = current.lines;
      pieces.push(piece);
      stray = false;
      continue;
    }
    if (line.trim() === '') continue;
    if (!current && !stray && blocks.length === 0 && rules.implicit !== undefined) {
      current = { head: rules.implicit, lines: [], body: [] };
      blocks.push(current);
      piece = current.lines;
      pieces.push(piece);
    }
    if (current) {
      current.lines.push(line);
      current.body.push(line.trim());
    } else {
      loose.push(line);
      if (stray && piece) piece.push(line);
      else pieces.push([line]);
    }
  }
  const blocksOut = blocks.map((b) => ({ head: b.head, text: b.lines.join('\n'), body: b.body.filter((x) => x !== '').join('\n') }));
  return { blocks: blocksOut, loose, pieces: pieces.map((p) => p.join('\n')) };
}
