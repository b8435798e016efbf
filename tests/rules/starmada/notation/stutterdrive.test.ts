import { describe, expect, it } from 'vitest';
import { offsetToHex } from '../../../../src/rules/core/offset.ts';
import { makeStutter, parseStutterHex } from '../../../../src/rules/starmada/notation/stutterdrive.ts';

const BOARD = { cols: 30, rows: 20 };

describe('the stutterdrive clause (ruling 144)', () => {
  it.each(['0812', '08.12', '8,12'])('reads stutter %s', (args) => {
    const r = parseStutterHex(args, BOARD);
    expect(r.ok && r.value).toEqual(offsetToHex({ col: 7, row: 11 }));
    if (r.ok) expect(makeStutter(r.value, BOARD)).toBe('stutter 0812');
  });

  it('asks for the hex when there is none', () => {
    const r = parseStutterHex('', BOARD);
    expect(!r.ok && r.error[0]?.message).toBe('Say where the stutterdrive jumps after "stutter", such as stutter 0812 (B.23).');
  });

  it('refuses a hex off the board', () => {
    const r = parseStutterHex('4040', BOARD);
    expect(!r.ok && r.error[0]?.message).toBe('Hex 4040 is off the board (the board is 30 columns by 20 rows).');
  });
});
