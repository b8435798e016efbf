import { describe, expect, test } from 'vitest';
import { initialDamageState, sectionCrew, sectionHits, sectionMarines } from '../../../../src/rules/metaverse/damage/state.ts';
import { layers, THUNDERCHILD } from './fixtures.ts';

describe('runtime damage state', () => {
  // Metaverse p.28 figure caption (section figure): "48 hull hits arranged into 6 layers with 3 crew parties and 1 marine party".
  test('section figure (p.28): a fresh 48-hit section', () => {
    const st = initialDamageState({
      directionality: 'square',
      threat: 4,
      sections: [{ id: 'core', ring: 0, direction: null, layers: layers(6, 8, { 2: 1, 4: 1, 6: 1 }, { 6: 1 }) }],
    });
    const core = st.sections[0];
    if (core === undefined) throw new Error('no core');
    expect(core.layers).toHaveLength(6);
    expect(core.layers.every((l) => l.hits === 8)).toBe(true);
    expect(sectionHits(core)).toBe(48);
    expect(sectionCrew(core)).toBe(3);
    expect(sectionMarines(core)).toBe(1);
    expect(core.destroyed).toBe(false);
    expect(core.pendingCriticals).toBe(0);
  });

  test('shields are owned by sections and start full', () => {
    const st = initialDamageState(THUNDERCHILD);
    expect(st.shields).toEqual([{ arc: 'bow', section: 'bow', max: 10, hits: 10, vs: 'energy' }]);
    expect(JSON.parse(JSON.stringify(st))).toEqual(st);
  });
});
