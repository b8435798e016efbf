import { describe, expect, test } from 'vitest';
import { dropUnsupportedShields } from '../../../../src/rules/metaverse/damage/shields.ts';
import { initialDamageState } from '../../../../src/rules/metaverse/damage/state.ts';
import { layers } from './fixtures.ts';

describe('shield generators', () => {
  // Metaverse p.43 "Shields": all generators supporting an arc disabled → all that arc's shield hits are crossed off.
  test('an arc whose generators are all disabled loses its shields', () => {
    const st = initialDamageState({
      directionality: 'square',
      threat: 2,
      sections: [
        {
          id: 'core',
          ring: 0,
          direction: null,
          layers: layers(2, 6),
          shields: [
            { arc: 'bow', hits: 6, vs: 'energy' },
            { arc: 'port', hits: 4, vs: 'energy' },
          ],
        },
      ],
      systems: [
        { id: 'gen-a', section: 'core', class: 'active-defence', rating: 2, shieldArcs: ['bow', 'port'] },
        { id: 'gen-b', section: 'core', class: 'active-defence', rating: 2, shieldArcs: ['bow'] },
      ],
    });
    expect(dropUnsupportedShields(st).arcsDropped).toEqual([]);
    const a = st.systems[0];
    if (a) a.disabled = true;
    const r = dropUnsupportedShields(st);
    expect(r.arcsDropped).toEqual(['port']);
    expect(r.state.shields.map((s) => s.hits)).toEqual([6, 0]);
  });
});
