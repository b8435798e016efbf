// Metaverse p.24 "Starship Combat Step": simultaneous fire, the sensor roll (p.25), damage through the hit arc (p.29).
import { describe, expect, test } from 'vitest';
import { rngStateFromSeed, seededDice } from '../../../../../src/rules/core/dice.ts';
import { combatStep } from '../../../../../src/rules/metaverse/sequence/combat/combat-step.ts';
import type { MetaverseState } from '../../../../../src/rules/metaverse/state.ts';
import { sectionHits } from '../../../../../src/rules/metaverse/damage/state.ts';
import { match } from '../fixtures.ts';

/** Resolute's squadron (A) and the Dominator's (B) face each other `cm` apart; the others are far away. */
function faceOff(cm: number): MetaverseState {
  const s = match();
  const resolute = s.ships.find((x) => x.name === 'CNS Resolute');
  const dominator = s.ships.find((x) => x.designId === 'salvo-dominator');
  if (!resolute || !dominator) throw new Error('fixture');
  return {
    ...s,
    squadrons: s.squadrons.map((q) =>
      q.id === resolute.squadronId ? { ...q, at: { x: 90, y: 60 + cm / 2 }, heading: 0 } : q.id === dominator.squadronId ? { ...q, at: { x: 90, y: 60 - cm / 2 }, heading: 180 } : q,
    ),
  };
}

const totalHits = (s: MetaverseState, id: string): number => s.ships.find((x) => x.id === id)?.damage.sections.reduce((n, sec) => n + sectionHits(sec), 0) ?? 0;

describe('the Starship Combat Step', () => {
  test('a weapon fires through its sector at a target in range; each hit shows its roll, window and damage', () => {
    const s = faceOff(25);
    const resolute = s.ships.find((x) => x.name === 'CNS Resolute');
    const dominator = s.ships.find((x) => x.designId === 'salvo-dominator');
    if (!resolute || !dominator) throw new Error('fixture');
    const orders = ['las-1', 'las-2', 'las-3', 'las-4'].map((w) => ({ shipId: resolute.id, weaponId: w, targetId: dominator.id }));
    const r = combatStep(s, orders, seededDice(rngStateFromSeed('fire')));
    // The four lasers share one sensor roll's needs: one line, each shot with its own die and outcome.
    expect(r.events).toHaveLength(1);
    const line = r.events[0]?.text ?? '';
    expect(line).toMatch(/^CNS Resolute → .* · Heavy Laser ×4 · 25 cm · sensor \d+ \[target EW 3 \(EW array 3\) −3\] = \d+ vs TR −?\d+ \(hits on \d+–\d+\): /);
    const shots = line.split(': ').slice(1).join(': ').split('; d20').length;
    expect(shots).toBe(4);
    expect(r.events[0]?.data).toHaveLength(4);
    const hits = (line.match(/→ hit/g) ?? []).length;
    expect(r.shots.filter((x) => x.hit)).toHaveLength(hits);
    // Hits that got through the shields take hull hits off the Dominator's bow-facing sections.
    if (r.events.some((e) => / to /.test(e.text))) expect(totalHits({ ...s, ships: r.ships }, dominator.id)).toBeLessThan(totalHits(s, dominator.id));
  });

  test('out of range or outside the weapon\'s sectors: the order does not fire, and the summary says why', () => {
    const s = faceOff(200);
    const resolute = s.ships.find((x) => x.name === 'CNS Resolute');
    const dominator = s.ships.find((x) => x.designId === 'salvo-dominator');
    if (!resolute || !dominator) throw new Error('fixture');
    const r = combatStep(s, [{ shipId: resolute.id, weaponId: 'las-1', targetId: dominator.id }], seededDice(rngStateFromSeed('x')));
    expect(r.events.map((e) => e.text)).toEqual([`CNS Resolute Heavy Laser 1 does not fire: ${dominator.name} is out of range (200 cm).`]);
    // The starboard railgun battery covers BS, SF, SA, TS (0°–180° to starboard): a target at 225° is outside them.
    const behind = { ...faceOff(25), squadrons: faceOff(25).squadrons.map((q) => (q.id === resolute.squadronId ? { ...q, heading: 135 } : q)) };
    const rail = combatStep(behind, [{ shipId: resolute.id, weaponId: 'rail-s', targetId: dominator.id }], seededDice(rngStateFromSeed('y')));
    expect(rail.events.map((e) => e.text)).toEqual([expect.stringMatching(/^CNS Resolute Railgun Battery 2 does not fire: /)]);
  });

  test('fire is simultaneous: both sides roll against the state at the start of the step, the same seed gives the same result', () => {
    const s = faceOff(25);
    const resolute = s.ships.find((x) => x.name === 'CNS Resolute');
    const dominator = s.ships.find((x) => x.designId === 'salvo-dominator');
    if (!resolute || !dominator) throw new Error('fixture');
    const orders = [
      { shipId: resolute.id, weaponId: 'las-1', targetId: dominator.id },
      { shipId: dominator.id, weaponId: 'plasma-1', targetId: resolute.id },
    ];
    const a = combatStep(s, orders, seededDice(rngStateFromSeed('sim')));
    const b = combatStep(s, orders, seededDice(rngStateFromSeed('sim')));
    expect(a).toEqual(b);
    expect(a.events.map((e) => e.text.split(' → ')[0])).toEqual(['CNS Resolute', dominator.name]);
  });
});
