import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { hex, hexDistance, hexNeighbor, hexNeighbors } from '../../../src/rules/core/hex.ts';
import { hexToOffset, makeHexLabel, offsetToHex, onBoard, parseHexLabel, type Board } from '../../../src/rules/core/offset.ts';

const coordinate = fc.integer({ min: -500, max: 500 });
const anyHex = fc.record({ q: coordinate, r: coordinate }).map(({ q, r }) => hex(q, r));
const board = (cols: number, rows: number): Board => ({ cols, rows });
const boardAndHex = fc
  .record({ cols: fc.integer({ min: 1, max: 150 }), rows: fc.integer({ min: 1, max: 150 }) })
  .chain((b) => fc.record({ board: fc.constant(b), col: fc.integer({ min: 0, max: b.cols - 1 }), row: fc.integer({ min: 0, max: b.rows - 1 }) }));

describe('offset ↔ cube', () => {
  test('round trip both ways', () => {
    fc.assert(fc.property(anyHex, (a) => void expect(offsetToHex(hexToOffset(a))).toEqual(a)));
    fc.assert(
      fc.property(coordinate, coordinate, (col, row) => {
        expect(hexToOffset(offsetToHex({ col, row }))).toEqual({ col, row });
      }),
    );
  });

  // The module's convention: odd 0-based columns (printed 02, 04, …) are shoved down half a hex ("odd-q").
  test('odd columns are shoved down: their NE/SE neighbours share the row or the row below', () => {
    const even = offsetToHex({ col: 2, row: 5 });
    expect(hexToOffset(hexNeighbor(even, 1))).toEqual({ col: 3, row: 4 }); // NE of an unshoved column: row above
    expect(hexToOffset(hexNeighbor(even, 2))).toEqual({ col: 3, row: 5 }); // SE: same row
    const odd = offsetToHex({ col: 3, row: 5 });
    expect(hexToOffset(hexNeighbor(odd, 1))).toEqual({ col: 4, row: 5 }); // NE of a shoved column: same row
    expect(hexToOffset(hexNeighbor(odd, 2))).toEqual({ col: 4, row: 6 }); // SE: row below
    expect(hexToOffset(hexNeighbor(odd, 0))).toEqual({ col: 3, row: 4 }); // N: same column
  });

  test('neighbours in offset terms are one column or one row away', () => {
    fc.assert(
      fc.property(anyHex, (a) => {
        const o = hexToOffset(a);
        for (const n of hexNeighbors(a)) {
          const p = hexToOffset(n);
          expect(Math.abs(p.col - o.col)).toBeLessThanOrEqual(1);
          expect(Math.abs(p.row - o.row)).toBeLessThanOrEqual(1);
        }
      }),
    );
  });
});

describe('board', () => {
  test('onBoard is exactly the rectangle of columns and rows', () => {
    const b = board(32, 18);
    expect(onBoard(b, offsetToHex({ col: 0, row: 0 }))).toBe(true);
    expect(onBoard(b, offsetToHex({ col: 31, row: 17 }))).toBe(true);
    expect(onBoard(b, offsetToHex({ col: 32, row: 0 }))).toBe(false);
    expect(onBoard(b, offsetToHex({ col: 0, row: 18 }))).toBe(false);
    expect(onBoard(b, offsetToHex({ col: -1, row: 3 }))).toBe(false);
    expect(onBoard(b, offsetToHex({ col: 3, row: -1 }))).toBe(false);
  });
});

describe('hex labels "CCRR" (column then row, 1-based)', () => {
  test('0312 is column 3, row 12', () => {
    const a = offsetToHex({ col: 2, row: 11 });
    expect(makeHexLabel(a)).toBe('0312');
    expect(parseHexLabel('0312')).toEqual({ ok: true, value: a });
  });

  test('the accepted spellings', () => {
    const a = offsetToHex({ col: 2, row: 11 });
    for (const text of ['0312', '03.12', '3,12', '3 12', ' 3/12 ', '3-12', '003012']) {
      expect(parseHexLabel(text), text).toEqual({ ok: true, value: a });
    }
  });

  test('labels round-trip on any board', () => {
    fc.assert(
      fc.property(boardAndHex, ({ board: b, col, row }) => {
        const a = offsetToHex({ col, row });
        expect(parseHexLabel(makeHexLabel(a, b), b)).toEqual({ ok: true, value: a });
      }),
    );
  });

  test('three digits each once a board passes 99', () => {
    const big = board(120, 40);
    expect(makeHexLabel(offsetToHex({ col: 104, row: 6 }), big)).toBe('105007');
    expect(parseHexLabel('105007', big)).toEqual({ ok: true, value: offsetToHex({ col: 104, row: 6 }) });
  });

  test('parseHexLabel never throws, and every error is one sentence', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.stringMatching(/^[0-9 .,/-]{0,8}$/)), fc.option(fc.record({ cols: fc.nat(200), rows: fc.nat(200) })), (text, b) => {
        const parsed = parseHexLabel(text, b ?? undefined);
        if (!parsed.ok) {
          expect(parsed.error.code).toMatch(/^ERR_HEX_/);
          expect(parsed.error.message).toMatch(/^\S.*\.$/s);
          expect(parsed.error.message.length).toBeLessThan(200);
        } else if (b) {
          expect(onBoard(b, parsed.value)).toBe(true);
        }
      }),
    );
  });

  test('errors say what to write', () => {
    expect(parseHexLabel('Kestrel')).toEqual({
      ok: false,
      error: { code: 'ERR_HEX_LABEL', message: '"Kestrel" is not a hex; write column then row, such as 0312.' },
    });
    expect(parseHexLabel('3312', board(32, 18))).toEqual({
      ok: false,
      error: { code: 'ERR_HEX_OFF_BOARD', message: 'Hex 3312 is off the board (the board is 32 columns by 18 rows).' },
    });
    const zero = parseHexLabel('0000');
    expect(zero.ok ? zero.value : zero.error.code).toBe('ERR_HEX_OFF_BOARD');
  });

  test('labels of neighbours differ', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 90 }), fc.integer({ min: 1, max: 90 }), fc.integer({ min: 0, max: 5 }), (col, row, d) => {
        const a = offsetToHex({ col, row });
        const n = hexNeighbor(a, d);
        expect(hexDistance(a, n)).toBe(1);
        expect(makeHexLabel(n)).not.toBe(makeHexLabel(a));
      }),
    );
  });
});
