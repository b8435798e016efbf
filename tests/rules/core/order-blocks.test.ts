// The one splitter of typed orders into per-unit blocks (src/rules/core/order-blocks.ts), with the two kinds of
// header rules the systems use: names that must be known (a stray name keeps its lines apart), and any header.
import { describe, expect, test } from 'vitest';
import { splitOrderBlocks, type HeaderRead } from '../../../src/rules/core/order-blocks.ts';

const KNOWN = ['Warhawk', 'Kestrel'];
const known = (line: string): HeaderRead<string> => {
  const colon = line.indexOf(':');
  if (colon < 0) return null;
  const name = KNOWN.find((n) => n.toLowerCase() === line.slice(0, colon).trim().toLowerCase());
  return name ? { head: name, rest: line.slice(colon + 1) } : 'stray';
};
const any = (line: string): HeaderRead<string> => {
  const colon = line.indexOf(':');
  return colon < 0 ? null : { head: line.slice(0, colon).trim(), rest: line.slice(colon + 1) };
};

describe('splitOrderBlocks', () => {
  test('a header opens a block; later lines go on it, trimmed, blank lines skipped', () => {
    const { blocks, loose } = splitOrderBlocks('Warhawk: thrust 4\n  move a4\n\nKestrel:  hold ', { header: known });
    expect(blocks).toEqual([
      { head: 'Warhawk', text: 'Warhawk: thrust 4\n  move a4', body: 'thrust 4\nmove a4' },
      { head: 'Kestrel', text: 'Kestrel:  hold ', body: 'hold' },
    ]);
    expect(loose).toEqual([]);
  });

  test('lines before the first header are loose, as typed', () => {
    expect(splitOrderBlocks('  fire x\nA: go', { header: any })).toEqual({ blocks: [{ head: 'A', text: 'A: go', body: 'go' }], loose: ['  fire x'], pieces: ['  fire x', 'A: go'] });
  });

  test('a stray header and its lines are kept apart, up to the next header', () => {
    const { blocks, loose } = splitOrderBlocks('Warhawk: a\nRaider: b\nc\nKestrel: d', { header: known });
    expect(blocks.map((b) => [b.head, b.body])).toEqual([['Warhawk', 'a'], ['Kestrel', 'd']]);
    expect(loose).toEqual(['Raider: b', 'c']);
  });

  test('pieces: the text as a player may send it apart, in the order typed (issue 24 item 6)', () => {
    // Each block with its lines, a stray header with the lines after it, each loose line before any header alone.
    const { pieces } = splitOrderBlocks('x\ny\nWarhawk: a\n  b\n\nRaider: c\nd\nKestrel: e', { header: known });
    expect(pieces).toEqual(['x', 'y', 'Warhawk: a\n  b', 'Raider: c\nd', 'Kestrel: e']);
    expect(pieces.join('\n').split('\n')).toEqual(['x', 'y', 'Warhawk: a', '  b', 'Raider: c', 'd', 'Kestrel: e']);
  });

  test('with an implicit unit, lines before any header open its block (not after a stray header)', () => {
    expect(splitOrderBlocks('thrust 4\nmove a4', { header: known, implicit: 'Warhawk' }).blocks).toEqual([{ head: 'Warhawk', text: 'thrust 4\nmove a4', body: 'thrust 4\nmove a4' }]);
    expect(splitOrderBlocks('Raider: x\nthrust 4', { header: known, implicit: 'Warhawk' })).toEqual({ blocks: [], loose: ['Raider: x', 'thrust 4'], pieces: ['Raider: x\nthrust 4'] });
  });
});
