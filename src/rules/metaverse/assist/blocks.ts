/**
 * Splits typed orders into blocks, one per `Name:` header, as the plot and fire readers do (notation/parse.ts): a
 * plot header is text before the first colon without brackets whose last word is not a code head (T, R, F: so
 * `A4 T:S` goes on with codes); `break Ship, Ship:` starts a break-off. A fire header is a colon before any `>`.
 * Lines before the first header are "loose": they stay as typed, first, for the reader to place or report.
 * The splitting itself is the one every system uses (core/order-blocks.ts); this file says what a header is.
 */
import { splitOrderBlocks, type HeaderRead } from '../../core/order-blocks.ts';
import { headerOf } from '../notation/parse.ts';
import { isStandingLine } from '../sequence/standing/lines.ts';

export interface OrderBlock {
  readonly kind: 'unit' | 'break';
  /** The name typed in the header. */
  readonly name: string;
  /** The whole block as typed: the header line and the lines that go on with it. */
  readonly text: string;
  /** What follows the header's colon, with the continuation lines. */
  readonly body: string;
}

type Head = { readonly kind: 'unit' | 'break'; readonly name: string };

/** A plot header as the plot reader reads it (notation/parse.ts), a squadron's named as a unit. */
function plotHeader(line: string): HeaderRead<Head> {
  const h = headerOf(line);
  return h && { head: { kind: h.kind === 'break' ? 'break' : 'unit', name: h.name }, rest: h.rest };
}

function fireHeader(line: string): HeaderRead<Head> {
  const colon = line.indexOf(':');
  const gt = line.indexOf('>');
  if (colon < 0 || (gt >= 0 && gt < colon) || line.slice(0, colon).trim() === '') return null;
  return { head: { kind: 'unit', name: line.slice(0, colon).trim() }, rest: line.slice(colon + 1) };
}

export function splitBlocks(text: string, stage: 'plot' | 'fire'): { blocks: OrderBlock[]; loose: string[] } {
  const { blocks, loose } = splitOrderBlocks(text, { header: stage === 'plot' ? plotHeader : fireHeader });
  return { blocks: blocks.map((b) => ({ kind: b.head.kind, name: b.head.name, text: b.text, body: b.body })), loose };
}

/** The text cut into pieces a player may send apart (core/order-blocks.ts): each block, each standing line, each stray. */
export function orderPieces(text: string, stage: 'plot' | 'fire'): string[] {
  const header = stage === 'plot' ? plotHeader : fireHeader;
  return splitOrderBlocks(text, { header: (line) => (isStandingLine(line) ? 'stray' : header(line)) }).pieces;
}
