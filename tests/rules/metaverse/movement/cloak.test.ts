import { describe, expect, test } from 'vitest';
import { plotsToExecute } from '../../../../src/rules/metaverse/movement/cloak.ts';

describe('cloaked movement (Metaverse "Cloak Generator": "In each subsequent turn the ship is moved its previous plot")', () => {
  test('first cloaked turn still, later turns one plot behind, decloak runs both', () => {
    expect(plotsToExecute('visible', 'p1', 'p2')).toEqual(['p2']);
    expect(plotsToExecute('first-cloaked-turn', 'p1', 'p2')).toEqual([]);
    expect(plotsToExecute('cloaked', 'p2', 'p3')).toEqual(['p2']);
    expect(plotsToExecute('decloaking', 'p3', 'p4')).toEqual(['p3', 'p4']);
  });
});
