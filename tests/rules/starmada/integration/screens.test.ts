// Screens in play (Starmada B.18 p.35–36): directional screens are used up group by group, through the fire step.
import { describe, expect, test } from 'vitest';
import { shipStatusLine } from '../../../../src/rules/starmada/assist/status-lines.ts';
import { starmadaCard } from '../../../../src/rules/starmada/views/card.ts';
import { starmada } from '../../../../src/rules/starmada/system.ts';
import { resolveTyped, shipOf } from './fixtures.ts';
import { tempestAhead } from './tempest-fixture.ts';

describe('directional screens (B.18 p.36)', () => {
  // B.18 p.36: "Only screens in the relevant group can be used to absorb damage; if no screens remain in that
  // group, damage rolls are made as normal". The Tempest has 3 forward screens; three attacks of 2 points each
  // from dead ahead check 3 screens and roll damage for the other 3 points.
  test('three 2-point attacks from dead ahead use up the 3 forward screens, then roll damage', () => {
    const state = tempestAhead();
    expect(starmada.step(state)?.key).toMatch(/fire/);
    const fired = resolveTyped(state, { ben: 'Striker: Lance x1 > Tempest; Lance x1 > Tempest; Lance x1 > Tempest' }, [
      // combat order (4: side B); each attack rolls one to-hit die (6) and, Modulating against no shield, no
      // impact die; the damage dice come once the forward screens are gone: one for the second attack, two for the third.
      4, 6, 6, 2, 6, 2, 2,
    ]);
    const tempest = shipOf(fired.state, 'tempest');
    expect(tempest.arcScreensChecked).toEqual({ Fwd: 3, Port: 0, Stbd: 0, Aft: 0 });
    expect(fired.events.filter((e) => e.type === 'attack').map((e) => e.text.split(' · ').slice(-2).join(' · '))).toEqual([
      'impact automatic (shields 0) → 1 · screens take 2',
      'screens take 1, 1 more rolled as plain damage · damage 2: hull',
      'impact automatic (shields 0) → 1 · damage 2, 2: hull, hull',
    ]);
    // The End Phase has run: the three hull hits are checked.
    expect(tempest.hull.checked).toBe(3);
    // The ship's card and the status line show the screens left by arc.
    expect(starmadaCard(fired.state, 'tempest', { kind: 'public' })?.lines).toContain('Screens left: Fwd 0/3 Port 2/2 Stbd 2/2 Aft 1/1');
    expect(shipStatusLine(fired.state, tempest)).toContain('screens Fwd 0/3 Port 2/2 Stbd 2/2 Aft 1/1');
  });
});

describe('bleed-through (B.18 p.36, optional)', () => {
  // B.18 p.36: "Roll one die per point of damage inflicted; on a result of 6, that point is not absorbed by
  // screens, and is instead resolved normally." With the option on, a 2-point hit rolls 6 and 3: one screen is
  // checked and one damage roll is made.
  test('with the option on, each 6 gets past the screens', () => {
    const state = tempestAhead({ screenBleedThrough: true });
    const fired = resolveTyped(state, { ben: 'Striker: Lance x1 > Tempest' }, [4, 6, 6, 3, 2]);
    expect(fired.events.find((e) => e.type === 'attack')?.text).toContain('damage 2: hull');
    expect(shipOf(fired.state, 'tempest').arcScreensChecked).toEqual({ Fwd: 1, Port: 0, Stbd: 0, Aft: 0 });
    expect(shipOf(fired.state, 'tempest').hull.checked).toBe(1);
  });

  test('without it (the core game) no bleed-through die is rolled', () => {
    const fired = resolveTyped(tempestAhead(), { ben: 'Striker: Lance x1 > Tempest' }, [4, 6]);
    expect(shipOf(fired.state, 'tempest').arcScreensChecked).toEqual({ Fwd: 2, Port: 0, Stbd: 0, Aft: 0 });
  });
});
