// Drafts written back as notation (src/rules/starmada/assist/draft-text.ts): each step's text reads back as the
// same submission.
import { describe, expect, test } from 'vitest';
import { lossesText, ordersLines, placementLines, submissionText } from '../../../../src/rules/starmada/assist/draft-text.ts';
import { parseWeaponLosses } from '../../../../src/rules/starmada/notation/losses.ts';
import { starmada } from '../../../../src/rules/starmada/system.ts';
import { deploy, duel, expectOk, newGame, typedOrders } from '../integration/fixtures.ts';
import { lossesState } from './fixtures.ts';

const two = { a: [{ class: 'Lancer', name: 'Kestrel' }, { class: 'Lancer', name: 'Kestrel Two' }] };

describe('draft text', () => {
  test('orders: "Ship: order" in fleet order (3.1 p.15)', () => {
    const state = deploy(newGame(two));
    expect(ordersLines(state, typedOrders(state, { 'kestrel-two': '3(3)', kestrel: '2P2(4)' }))).toEqual(['Kestrel: 2P2(4)', 'Kestrel Two: 3(3)']);
    const sub = expectOk(starmada.parse(state, 'ana', 'kestrel two 3\nkestrel 2p2'));
    expect(expectOk(starmada.parse(state, 'ana', submissionText(state, 'ana', sub)))).toEqual(sub);
  });

  test('placements: "Ship hex facing", no colon, as the deployment reader takes them (2.3 p.12)', () => {
    const state = newGame(two);
    const sub = expectOk(starmada.parse(state, 'ana', 'Kestrel Two 0202 S\nKestrel 0201'));
    expect(sub.kind === 'deploy' && placementLines(state, sub.placements)).toEqual(['Kestrel 0201 NE', 'Kestrel Two 0202 S']);
    // Read back in fleet order: the same placements.
    const again = expectOk(starmada.parse(state, 'ana', submissionText(state, 'ana', sub)));
    const byUnit = (s: typeof sub) => (s.kind === 'deploy' ? [...s.placements].sort((x, y) => x.unitId.localeCompare(y.unitId)) : []);
    expect(byUnit(again)).toEqual(byUnit(sub));
  });

  test('fire: the declarations as the fire reader writes them (4.1 p.18)', () => {
    const { state } = duel();
    const sub = expectOk(starmada.parse(state, 'ana', 'kes: can > vig'));
    expect(submissionText(state, 'ana', sub)).toBe('Kestrel: Cannon x2 > Vigil');
  });

  test('weapon losses: battery, bank arcs and count read back as the same losses (4.5 p.21)', () => {
    const state = lossesState();
    const chosen = expectOk(parseWeaponLosses(state, 'ben', 'Vigil: Laser 1, Cannon 1'));
    const text = lossesText(state, 'vigil', chosen['vigil'] ?? []);
    expect(text).toBe('Laser (EF) 1, Cannon (AB) 1');
    expect(expectOk(parseWeaponLosses(state, 'ben', `Vigil: ${text}`))).toEqual(chosen);
    expect(lossesText(state, 'vigil', [])).toBe('auto');
  });
});
