import { describe, expect, test } from 'vitest';
import { scriptedDice } from '../../../../src/rules/core/dice.ts';
import { resolveWeaponHit } from '../../../../src/rules/metaverse/damage/hit.ts';
import { absorbByProjector, projectorAutoHit } from '../../../../src/rules/metaverse/damage/shield-projector.ts';
import { initialDamageState } from '../../../../src/rules/metaverse/damage/state.ts';
import { fresh, layers, THUNDERCHILD } from './fixtures.ts';

const projector = initialDamageState({
  directionality: 'square',
  threat: 3,
  sections: [{ id: 'core', ring: 0, direction: null, layers: layers(3, 10), shields: [{ arc: 'port', hits: 20, vs: 'energy' }] }],
});

describe('shield projector', () => {
  // Metaverse p.60 Shield Projector example: the first 3 weapons auto-hit the projector ship's
  // shields until they are gone; the rest roll normally against the original target.
  test('Shield Projector example (p.60): three weapons deplete the bubble, then normal sensor rolls', () => {
    let st = projector;
    const autoHits: boolean[] = [];
    const overflow: number[] = [];
    for (const pulse of [8, 8, 8, 8, 8]) {
      autoHits.push(projectorAutoHit(st, 'port', 'energy'));
      if (!projectorAutoHit(st, 'port', 'energy')) continue;
      const r = absorbByProjector(st, 'port', 'energy', [pulse]);
      overflow.push(...r.overflow);
      st = r.state;
    }
    expect(autoHits).toEqual([true, true, true, false, false]);
    // The third weapon's excess (4) continues to the original target.
    expect(overflow).toEqual([0, 0, 4]);
  });

  test('kinetic fire passes energy shields untouched', () => {
    expect(projectorAutoHit(projector, 'port', 'kinetic')).toBe(false);
    expect(absorbByProjector(projector, 'port', 'kinetic', [9]).overflow).toEqual([9]);
  });

  // Metaverse p.60: fire from inside the bubble at the projector ship goes straight to the hull.
  test('fire from inside the bubble ignores the shields', () => {
    const r = resolveWeaponHit(
      fresh(THUNDERCHILD),
      { label: 'inside', profile: { pulses: 1, damage: { fixed: 6 }, type: 'energy', effect: 'raking' }, arc: 'bow', offBands: 0, sensorRoll: 5, ignoreShields: true },
      scriptedDice([]),
    );
    expect(r.shieldHitsLost).toBe(0);
    expect(r.dealt).toEqual([{ section: 'bow', hits: 6 }]);
  });
});
