import { describe, expect, it } from 'vitest';
import { boardFrame, LABEL_MARGIN, OFF_TABLE_MARGIN, stateFrame } from '../../../../src/rules/metaverse/views/frame.ts';
import { start } from './fixtures.ts';

describe('boardFrame', () => {
  // Metaverse p.1: the table in cm; state points already x east, y south, so nothing flips.
  it('is the table itself while everything is on it', () => {
    const f = boardFrame({ width: 180, depth: 120 }, [{ x: 10, y: 110 }]);
    expect(f.board).toEqual({ kind: 'free', unit: 'cm', width: 180, height: 120 });
    expect(f.at({ x: 10, y: 110 })).toEqual({ x: 10, y: 110 });
    expect(stateFrame(start()).board).toEqual({ kind: 'free', unit: 'cm', width: 180, height: 120 });
  });

  // A17: a squadron may leave the table; the board grows and outlines the table.
  it('grows to show a squadron off the table, with room for its name', () => {
    const off = { x: -20, y: 130 };
    const f = boardFrame({ width: 180, depth: 120 }, [off], [off]);
    const west = -20 - LABEL_MARGIN;
    expect(f.board).toEqual({ kind: 'free', unit: 'cm', width: 180 - west, height: 130 + OFF_TABLE_MARGIN, playfield: { x: -west, y: 0, width: 180, height: 120 } });
    expect(f.at(off)).toEqual({ x: LABEL_MARGIN, y: 130 });
    expect(f.at({ x: 0, y: 0 })).toEqual({ x: -west, y: 0 });
  });
});
