// Metaverse p.12–13 "Ram" and its example: authorisation 1D6 (regular 4–6), contact within 5 cm during the
// simultaneous move, success on MORE unused thrust, closing speed by the target's arc (front = v_ram + v_tgt),
// damage MF × (closing speed − armour) to each ship.
import { describe, expect, test } from 'vitest';
import { facingSection } from '../../../../../src/rules/metaverse/damage/chain.ts';
import type { ShipDamageState } from '../../../../../src/rules/metaverse/damage/state.ts';
import { designById } from '../../../../../src/rules/metaverse/ships/library.ts';
import { resolvePlots } from '../../../../../src/rules/metaverse/sequence/turn.ts';
import type { MetaverseState } from '../../../../../src/rules/metaverse/state.ts';
import { bookDice, cinematic, matchWithCp, place, squadron } from './fixtures.ts';

const hullLeft = (s: MetaverseState, id: string): number => s.ships.find((x) => x.id === id)?.damage.sections.reduce((n, sec) => n + sec.layers.reduce((m, l) => m + l.remaining, 0), 0) ?? 0;
const shieldsLeft = (s: MetaverseState, id: string): number => JSON.stringify(s.ships.find((x) => x.id === id)?.damage.shields ?? null).length;
const bowArmour = (d: ShipDamageState): number => Math.max(0, ...(facingSection(d, 'bow')?.armour ?? []).filter((a) => a.arc === 'bow' && a.vs !== 'energy').map((a) => a.rating));

/**
 * CNS Resolute (regular crew, momentum 6, heading north) rams VHS Dominator, which faces it (heading south) and
 * burns 6 stern points towards it: both end 4 cm apart, the Dominator's bow facing the Resolute.
 */
function scene(): MetaverseState {
  const s = matchWithCp({ 'A-cmd-1': 1 });
  return place(s, { 'A-sq-1': { at: { x: 100, y: 60 }, heading: 0, momentum: 6 }, 'B-sq-1': { at: { x: 100, y: 44 }, heading: 180 } });
}
const plots = {
  'A-sq-1': cinematic('A-sq-1', 0, [{ code: 'RAM', target: 'B-dominator' }]),
  'B-sq-1': { squadron: 'B-sq-1', method: 'newtonian' as const, newtonian: { thrust: [{ arc: 'stern' as const, points: 6, step: 0 }] }, manoeuvres: [], manoeuvresPaid: 0 },
};

describe('RAM through the Movement Phase', () => {
  test('p.13 example: regular crew rolls 5 (authorised); contact; 12 unused thrust against 8; both ships take MF × (closing speed − armour)', () => {
    const s = scene();
    const dice = bookDice([5]);
    const r = resolvePlots(s, plots, dice);
    expect(dice.scriptedLeft).toBe(0);
    const texts = r.events.map((e) => e.text);
    expect(texts).toContain('CNS Resolute: RAM authorisation on VHS Dominator — d6 5, regular crew need 4+ → authorised (p.13).');
    const rammer = designById('salvo-resolute');
    const target = designById('salvo-dominator');
    const [rs, ts] = [s.ships.find((x) => x.id === 'A-resolute'), s.ships.find((x) => x.id === 'B-dominator')];
    if (!rammer || !target || !rs || !ts) throw new Error('no designs');
    // Unused thrust (p.13): Resolute 3+3+2+2+2 = 12, none used; Dominator 3+3+4+2+2 = 14, 6 used → 8.
    // Front (the Dominator's bow): closing speed = 6 (Resolute) + 6 (Dominator) = 12.
    const toTarget = rammer.massFactor * Math.max(0, 12 - bowArmour(ts.damage));
    const toRammer = target.massFactor * Math.max(0, 12 - bowArmour(rs.damage));
    const ram = texts.find((t) => t.startsWith('CNS Resolute rams VHS Dominator'));
    expect(ram).toContain('unused thrust 12 against 8');
    expect(ram).toContain("VHS Dominator's bow arc is struck (front), closing speed 12");
    expect(ram).toContain(`VHS Dominator takes ${rammer.massFactor} × (12 − ${bowArmour(ts.damage)}) = ${toTarget}`);
    expect(ram).toContain(`CNS Resolute takes ${target.massFactor} × (12 − ${bowArmour(rs.damage)}) = ${toRammer}`);
    // The damage landed on both ships (shields or hull).
    const changed = (id: string): boolean => hullLeft(r.state, id) !== hullLeft(s, id) || shieldsLeft(r.state, id) !== shieldsLeft(s, id) || r.state.ships.find((x) => x.id === id)?.status !== 'active';
    expect([changed('A-resolute'), changed('B-dominator')]).toEqual([toRammer > 0, toTarget > 0]);
    // p.13: TR −2 while the RAM order is active (a plot with a manoeuvre is no drift, so A21 adds nothing).
    expect(squadron(r.state, 'A-sq-1').trModifier).toBe(-2);
    // Each blow is more than twice the struck ship's whole hull: both are wrecked, and each side strikes its ship's
    // full morale value at once (p.39: Resolute 38, Dominator 40).
    expect(toTarget).toBeGreaterThan(2 * hullLeft(s, 'B-dominator'));
    expect(toRammer).toBeGreaterThan(2 * hullLeft(s, 'A-resolute'));
    expect(r.state.ships.filter((x) => x.id === 'A-resolute' || x.id === 'B-dominator').map((x) => x.status)).toEqual(['destroyed', 'destroyed']);
    const struck = (side: 'A' | 'B'): number | undefined => r.state.sides.find((x) => x.side === side)?.morale.struck;
    expect([struck('A'), struck('B')]).toEqual([38, 40]);
  });

  test('p.13: a regular crew rolling 3 does not authorise the RAM; the ship flies its plot without ramming', () => {
    const r = resolvePlots(scene(), plots, bookDice([3]));
    const texts = r.events.map((e) => e.text);
    expect(texts).toContain('CNS Resolute: RAM authorisation on VHS Dominator — d6 3, regular crew need 4+ → refused; it flies its plot without ramming (p.13).');
    expect(texts.some((t) => t.includes('rams'))).toBe(false);
    expect(squadron(r.state, 'A-sq-1').at.y).toBeCloseTo(54);
  });

  test('p.13: the RAM fails when the rammer has no more unused thrust than the target (a tie fails, A16)', () => {
    // The Dominator drifts (14 unused) while the Resolute burns 2 stern points (10 unused): contact, no RAM.
    const s = place(scene(), { 'A-sq-1': { momentum: 4 }, 'B-sq-1': { at: { x: 100, y: 50 } } });
    const r = resolvePlots(s, { 'A-sq-1': cinematic('A-sq-1', 2, [{ code: 'RAM', target: 'B-dominator' }]) }, bookDice([6]));
    expect(r.events.map((e) => e.text)).toContain('CNS Resolute reaches VHS Dominator (closest 4.0 cm) but the RAM fails: unused thrust 10 against 14, it needs more (p.13).');
  });
});
