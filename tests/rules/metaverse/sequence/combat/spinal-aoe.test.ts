// Metaverse p.75 "Spinal (SP)" and p.70 "Area of Effect (AoE)" in the Starship Combat Step, with the book's ISS Vengeance.
import { describe, expect, test } from 'vitest';
import { scriptedDice } from '../../../../../src/rules/core/dice.ts';
import { damageLayoutOf } from '../../../../../src/rules/metaverse/adapters/damage.ts';
import { initialDamageState, sectionHits } from '../../../../../src/rules/metaverse/damage/state.ts';
import { designById } from '../../../../../src/rules/metaverse/ships/library.ts';
import { combatStep } from '../../../../../src/rules/metaverse/sequence/combat/combat-step.ts';
import type { MetaverseState } from '../../../../../src/rules/metaverse/state.ts';
import { match } from '../fixtures.ts';

const VEN = 'B-dominator';
const RES = 'A-resolute';

/**
 * The ISS Vengeance (sensor 13; Spinal Lance 20 energy, 20 cm bands; Plasma Torpedo D10+2 indirect, AoE D6) in
 * place of the Dominator at (90, 47.5) facing south; CNS Resolute (EW 3, TR 0, momentum 0) 25 cm south of it;
 * the Harrier's and the Kestrels' squadrons where `at` puts them.
 */
function stage(at: Record<string, { x: number; y: number }>): MetaverseState {
  const s = match();
  const ven = designById('iss-vengeance');
  if (!ven) throw new Error('sample design');
  const pos: Record<string, { x: number; y: number }> = { 'A-sq-1': { x: 90, y: 72.5 }, 'B-sq-1': { x: 90, y: 47.5 }, ...at };
  return {
    ...s,
    ships: s.ships.map((x) => (x.id === VEN ? { ...x, name: 'ISS Vengeance', designId: 'iss-vengeance', damage: initialDamageState(damageLayoutOf(ven)) } : x)),
    squadrons: s.squadrons.map((q) => (pos[q.id] ? { ...q, at: pos[q.id] ?? q.at, heading: q.side === 'A' ? 0 : 180 } : q)),
  };
}

const hull = (s: { ships: readonly { id: string; damage: { sections: Parameters<typeof sectionHits>[0][] } }[] }, id: string): number =>
  s.ships.find((x) => x.id === id)?.damage.sections.reduce((n, sec) => n + sectionHits(sec), 0) ?? 0;

describe('spinal weapons (p.75)', () => {
  test('every ship within 5 cm of the line is rolled against with the same sensor, range recalculated; ships away from it are not', () => {
    // The Harrier sits 3 cm off the line, 12.9 cm from the Vengeance; the Kestrels are far away.
    const s = stage({ 'A-sq-2': { x: 93, y: 60 } });
    const r = combatStep(s, [{ shipId: VEN, weaponId: 'spinal', targetId: RES }], scriptedDice([5, 4]));
    const t = r.events.map((e) => e.text);
    expect(t).toHaveLength(2);
    // p.25: 13 − EW 3 = 10 against the Resolute (TR 0, momentum 0: −1).
    expect(t[0]).toMatch(/^ISS Vengeance → CNS Resolute · Spinal Lance · 25 cm · sensor 13 \[target EW 3 \(EW array 3\) −3\] = 10 vs TR 0 \[momentum 0 −1\] = −1 \(hits on 1–10\): d20 5 → hit, 1 pulse on the bow arc: /);
    // The Harrier: EW array 3, TR −1 and momentum 0 (−1); first 20 cm band, as for the primary target.
    expect(t[1]).toMatch(/^spinal line: ISS Vengeance → CNS Harrier · Spinal Lance · 13 cm · sensor 13 \[target EW 3 \(EW array 3\) −3\] = 10 vs TR −1 \[momentum 0 −1\] = −2 \(hits on 1–10\): d20 4 → hit, 1 pulse on the bow arc: /);
    expect(hull(r, 'A-harrier')).toBeLessThan(hull(s, 'A-harrier'));
    // Off the line (the Harrier 12 cm to the side): only the primary target is rolled against.
    const off = combatStep(stage({ 'A-sq-2': { x: 102, y: 60 } }), [{ shipId: VEN, weaponId: 'spinal', targetId: RES }], scriptedDice([5]));
    expect(off.events).toHaveLength(1);
  });
});

describe('area of effect (p.70)', () => {
  test('the AoE die picks that many of the closest ships within 10 cm for ½ the damage; a lower roll goes on to 20 cm for ¼', () => {
    // Harrier 8 cm east of the Resolute, the Kestrels 17.5 cm south of it.
    const s = stage({ 'A-sq-2': { x: 98, y: 72.5 }, 'A-sq-3': { x: 90, y: 90 } });
    const plasma = { shipId: VEN, weaponId: 'plasma', targetId: RES };
    // d20 5 hits; D10 6 + 2 = 8 damage; AoE d6 1: one ship within 10 cm (the Harrier) takes ½ × 8 = 4; then 2 ≥ 1 ends it.
    const one = combatStep(s, [plasma], scriptedDice([5, 6, 1, 2]));
    expect(one.events[1]?.text).toMatch(/^ISS Vengeance Plasma Torpedo area of effect around CNS Resolute: d6 \[1, 2\] → CNS Harrier ½ \[4\] on the port arc: [^;]*$/);
    // AoE 3: the Harrier (the only ship within 10 cm); 2 < 3: both Kestrels within 20 cm take ¼ × 8 = 2; then 2 ≥ 2 ends it.
    const two = combatStep(s, [plasma], scriptedDice([5, 6, 3, 2, 2]));
    expect(two.events[1]?.text).toMatch(/^ISS Vengeance Plasma Torpedo area of effect around CNS Resolute: d6 \[3, 2, 2\] → CNS Harrier ½ \[4\] on the port arc: .*; CNS Kestrel 1\/4 \[2\] on the bow arc: .*; CNS Merlin 1\/4 \[2\] on the bow arc: .*$/);
  });
});
