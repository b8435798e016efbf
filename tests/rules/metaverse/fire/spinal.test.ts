import { describe, expect, test } from 'vitest';
import { scriptedDice } from '../../../../src/rules/core/dice.ts';
import { rollSpinalExtras } from '../../../../src/rules/metaverse/fire/spinal.ts';
import type { SpinalCandidate } from '../../../../src/rules/metaverse/fire/spinal.ts';
import { attack, heavyLaser } from './fixtures.ts';

const spine = heavyLaser({ weaponId: 'spine', qualities: ['SP'], pd: { value: 12, targets: ['starfighters'] } });
const candidate = (shipId: string, over: Partial<SpinalCandidate> = {}): SpinalCandidate => ({
  squadronId: `sq-${shipId}`,
  nearLine: true,
  attack: attack({ attackId: `spine:${shipId}`, firerId: 'Vengeance', targetId: shipId, weapon: spine, legalTarget: false, geometry: { ...attack().geometry, rangeBand: 2, inArc: false } }),
  ...over,
});

describe('spinal extra targets', () => {
  // Metaverse p.75 "Spinal > Example" (the book's example): two ships near the line, the first roll misses, the
  // second hits, and its CAP takes floor(PD after range / Defence) hits.
  test('Spinal example (p.76): miss, hit, fighters hit', () => {
    const extras = rollSpinalExtras(
      'sq-Vengeance',
      'Thunderchild',
      [candidate('First'), candidate('Second', { fighters: [{ squadronId: 'cap-1', defence: 4 }] })],
      12,
      scriptedDice([18, 6]),
    );
    expect(extras.map((e) => [e.shipId, e.roll?.hit])).toEqual([
      ['First', false],
      ['Second', true],
    ]);
    // PD 12 − 2 bands = 10; 10 / Defence 4 = 2 hits.
    expect(extras[1]?.fighterHits).toEqual([{ squadronId: 'cap-1', hits: 2 }]);
  });

  // Metaverse p.75: not the firer's squadron; only ships within 5 cm of the line; cloaked ships are never hit (A50).
  test('who can be an extra target', () => {
    const extras = rollSpinalExtras(
      'sq-Vengeance',
      'Thunderchild',
      [
        candidate('Wingman', { squadronId: 'sq-Vengeance' }),
        candidate('Far', { nearLine: false }),
        candidate('Thunderchild'),
        candidate('Ghost', { attack: { ...candidate('Ghost').attack, targetCloak: { kind: 'cloaked', turns: 1 } } }),
      ],
      0,
      scriptedDice([]),
    );
    expect(extras.map((e) => [e.shipId, e.refused?.code])).toEqual([['Ghost', 'ERR_CLOAK_TARGET']]);
  });
});
