/**
 * Splits typed orders into blocks, one per `Name:` header, as the plot and fire readers do (plot/parse.ts): a
 * plot header is text before the first colon without brackets whose last word is not a code head (T, R, F: so
 * `A4 T:S` goes on with codes); `break Ship, Ship:` starts a break-off. A fire header is a colon before any `>`.
 * Lines before the first header are "loose": they stay as typed, first, for the reader to place or report.
 */
import { headerOf } from '../notation/parse.ts';

export interface Block {
  readonly kind: 'unit' | 'break';
  /** The name typed in the header. */
  readonly name: string;
  /** The whole block as typed: the header line and the lines that go on with it. */
  readonly text: string;
  /** What follows the header's colon, with the continuation lines. */
  readonly body: string;
}

/** A plot header as the plot reader reads it (plot/parse.ts), a squadron's named as a unit. */
function plotHeader(line: string): { kind: 'unit' | 'break'; name: string; rest: string } | null {
  const h = headerOf(line);
  return h && { ...h, kind: h.kind === 'break' ? 'break' : 'unit' };
}

function fireHeader(line: string): { kind: 'unit'; name: string; rest: string } | null {
  const colon = line.indexOf(':');
  const gt = line.indexOf('>');
  if (colon < 0 || (gt >= 0 && gt < colon) || line.slice(0, colon).trim() === '') return null;
  return { kind: 'unit', name: line.slice(0, colon).trim(), rest: line.slice(colon + 1) };
}

export function splitBlocks(text: string, stage: 'plot' | 'fire'): { blocks: Block[]; loose: string[] } {
  const blocks: { kind: 'unit' | 'break'; name: string; lines: string[]; body: string[] }[] = [];
  const loose: string[] = [];
  for (const line of text.split(/\r?\n/)) {
    const head = stage === 'plot' ? plotHeader(line) : fireHeader(line);
    const current = blocks[blocks.length - 1];
    if (head) blocks.push({ kind: head.kind, name: head.name, lines: [line], body: [head.rest.trim()] });
    else if (line.trim() === '') continue;
    else if (current) {
      current.lines.push(line);
      current.body.push(line.trim());
    } else loose.push(line);
  }
  return { blocks: blocks.map((b) => ({ kind: b.kind, name: b.name, text: b.lines.join('\n'), body: b.body.filter((x) => x !== '').join('\n') })), loose };
}
