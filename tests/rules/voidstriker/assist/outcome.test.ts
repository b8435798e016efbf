// The round's summary says what damaged a ship when fire did not (issue 24 item 8): an asteroid collision (§3.22).
import { describe, expect, test } from 'vitest';
import { rngStateFromSeed, seededDice } from '../../../../src/rules/core/dice.ts';
import { outcome } from '../../../../src/rules/voidstriker/assist/outcome.ts';
import { resolvePlots } from '../../../../src/rules/voidstriker/sequence/resolve-round.ts';
import { place, plot, skirmish } from '../sequence/fixtures.ts';

describe('the summary names what damaged a ship', () => {
  test('a ship drifting into an asteroid field is damaged "by an asteroid collision in" that field (§3.22)', () => {
    let s = skirmish('unsn-destroyer-escort-3000', 'arab-destroyer-3500');
    // Drift 8 into the field: 2d6 + size 1 + drift 8 is at least 11, over the 9+ a collision needs (§3.22).
    s = place(s, 'Alpha', { x: 10, y: 24 }, 90, { vectorCounter: { x: 18, y: 24 }, drift: { speed: 8, direction: { x: 1, y: 0 } } });
    s = place(s, 'Bravo', { x: 60, y: 80 }, 270);
    s = { ...s, asteroids: [{ id: 'Rocks', polygon: [{ x: 11, y: 22 }, { x: 13, y: 22 }, { x: 13, y: 26 }, { x: 11, y: 26 }] }] };
    const r = resolvePlots(s, { ana: plot(s, 'ana', 'Alpha: move 0|0|0|0') }, seededDice(rngStateFromSeed('r8')));
    expect(r.events.some((e) => e.type === 'asteroid' && e.text.startsWith('Alpha enters Rocks') && e.text.includes('→ collision'))).toBe(true);
    const said = outcome(s, r.state, r.events);
    // With these dice the collision does 10d10 and more: the armour and the bridge go, as in the report.
    expect(said.units).toEqual(['Alpha: armour 8 → 7 · bridge 4 → 0 · thrust 4 → 0 · 1 weapon mount destroyed · by an asteroid collision in Rocks']);
    expect(said.shots).toEqual([]);
  });
});
