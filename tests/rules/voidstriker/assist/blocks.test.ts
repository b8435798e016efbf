// Splitting typed orders into ship blocks (src/rules/voidstriker/assist/blocks.ts), as notation/parse.ts reads
// them (notation/help.ts).
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { isHoldFire, sectionWord, splitBlocks } from '../../../../src/rules/voidstriker/assist/blocks.ts';
import type { PlotShip } from '../../../../src/rules/voidstriker/notation/types.ts';

const ship = (id: string, name: string): PlotShip => ({ id, name, thrustFactor: 4, turnMode: 60, sensors: 4, mounts: [] });
const SHIPS = [ship('a', 'Kongo'), ship('b', 'Hiei')];

describe('blocks', () => {
  test('a named line opens a block, unnamed lines go on it, unknown names stay loose', () => {
    expect(splitBlocks('kon: thrust 4\nmove a4|0|0|0\nHood: thrust 2\nmore\nHiei: fire x > y', SHIPS)).toEqual({
      blocks: [
        { ship: SHIPS[0], body: 'thrust 4\nmove a4|0|0|0' },
        { ship: SHIPS[1], body: 'fire x > y' },
      ],
      loose: ['Hood: thrust 2', 'more'],
      // What a refused message is taken apart into (issue 24 item 6): each block, the stray name with its lines.
      pieces: ['kon: thrust 4\nmove a4|0|0|0', 'Hood: thrust 2\nmore', 'Hiei: fire x > y'],
    });
  });

  test('with one ship the name may be left out; a section line with a colon is not a name', () => {
    expect(splitBlocks('thrust: 4/0/0 · move a4|a4|a4|a4', [SHIPS[0] as PlotShip]).blocks).toEqual([{ ship: SHIPS[0], body: 'thrust: 4/0/0 · move a4|a4|a4|a4' }]);
    expect(splitBlocks('thrust 4', SHIPS)).toEqual({ blocks: [], loose: ['thrust 4'], pieces: ['thrust 4'] });
  });

  test('section words and hold', () => {
    expect(sectionWord('sens 2>Hood')).toBe('track');
    expect(sectionWord('fireball')).toBeNull();
    expect(isHoldFire(' Hold ')).toBe(true);
    expect(isHoldFire('hold point-blank')).toBe(false);
  });

  test('never throws', () => {
    fc.assert(fc.property(fc.string({ maxLength: 300 }), (t) => {
      const r = splitBlocks(t, SHIPS);
      expect(Array.isArray(r.loose)).toBe(true);
    }));
  });
});
