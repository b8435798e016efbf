import { describe, expect, test } from 'vitest';
import { scriptedDice } from '../../../../src/rules/core/dice.ts';
import { firstBySquadronCount } from '../../../../src/rules/metaverse/fighters/mission-step.ts';
import { assign, assignAll, furballGroups, resolveFurball, startAssignment, stealthSide } from '../../../../src/rules/metaverse/fighters/furball.ts';
import type { AssignAction, FurballSquadron } from '../../../../src/rules/metaverse/fighters/furball.ts';

// furball example (Metaverse p.36 "Starfighter Furball > Example"): 7 Vengeance squadrons (furball 2, defence 8)
// strike; 4 Pinafore squadrons (furball 3, defence 10) defend.
const V = Array.from({ length: 7 }, (_, i): FurballSquadron => ({ id: `V${i + 1}`, side: 'attacker', defence: 8, furball: 2, strength: 4, escort: false, stealth: false }));
const P = Array.from({ length: 4 }, (_, i): FurballSquadron => ({ id: `P${i + 1}`, side: 'defender', defence: 10, furball: 3, strength: 4, escort: false, stealth: false }));
const all = [...V, ...P];
const exampleActions: AssignAction[] = [
  { side: 'attacker', from: 'V1', to: 'P1' },
  { side: 'defender', from: 'P2', to: 'V2' },
  { side: 'attacker', from: 'V3', to: 'P3' },
  { side: 'defender', from: 'P4', to: 'V4' },
  { side: 'attacker', from: 'V5', to: 'P4' },
  { side: 'attacker', from: 'V6', to: 'P4' },
  { side: 'attacker', from: 'V7', to: 'P4' },
];

describe('furball example (p.36)', () => {
  // p.36: "Since the Vengeance has more squadrons than the Pinafore, they begin by assigning … The two sides then
  // alternate … The final result … three of the Pinafore's starfighter squadrons are each in a furball with only one
  // opposing squadron. The remaining squadron from the Pinafore is in a furball with four from the Vengeance."
  test('assignment gives three 1-vs-1 furballs and one 1P-vs-4V', () => {
    expect(firstBySquadronCount({ side: 'attacker', squadrons: 7 }, { side: 'defender', squadrons: 4 }, scriptedDice([]), 'furball').side).toBe('attacker');
    const r = assignAll(all, 'attacker', exampleActions);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.toAct).toBeNull();
    const groups = furballGroups(r.value.pairs).map((g) => [...g].sort());
    expect(groups).toEqual([['P1', 'V1'], ['P2', 'V2'], ['P3', 'V3'], ['P4', 'V4', 'V5', 'V6', 'V7']]);
  });

  // p.36: once the Pinafore has no unengaged squadron, the Vengeance keeps assigning.
  test('the side with squadrons left keeps assigning when the other has none', () => {
    const r = assignAll(all, 'attacker', exampleActions.slice(0, 4));
    expect(r.ok && r.value.toAct).toBe('attacker');
    const wrong = r.ok ? assign(all, r.value, { side: 'defender', pass: true }) : null;
    expect(wrong !== null && !wrong.ok && wrong.error.code).toBe('ERR_NOT_YOUR_ASSIGNMENT');
  });

  // p.36: "In the three small furballs each squadron from the Pinafore rolls 3D20 … each result of 8 … or better
  // results in 1 hit … The Vengeance's squadron … rolls 2D20 … each result of 10 … or better".
  test('small furball: P rolls 3D20 hitting on 8+, V rolls 2D20 hitting on 10+, simultaneously', () => {
    const members = all.filter((q) => q.id === 'P1' || q.id === 'V1');
    // Attacker (V1) dice first in the script, then defender (P1).
    const dice = scriptedDice([10, 9, 8, 7, 20]);
    const r = resolveFurball(members, { attacker: [{ to: 'P1', dice: 2 }], defender: [{ to: 'V1', dice: 3 }] }, dice, 'furball 1');
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.firstStrike).toBeNull();
    expect(r.value.sides[0]).toEqual({
      side: 'attacker',
      total: 2,
      dice: [
        { to: 'P1', roll: 10, needed: 10, hit: true },
        { to: 'P1', roll: 9, needed: 10, hit: false },
      ],
    });
    expect(r.value.sides[1]).toEqual({
      side: 'defender',
      total: 3,
      dice: [
        { to: 'V1', roll: 8, needed: 8, hit: true },
        { to: 'V1', roll: 7, needed: 8, hit: false },
        { to: 'V1', roll: 20, needed: 8, hit: true },
      ],
    });
    expect(r.value.hits).toEqual([
      { squadronId: 'V1', hits: 2 },
      { squadronId: 'P1', hits: 1 },
    ]);
    expect(dice.rolls.every((d) => d.sides === 20)).toBe(true);
  });

  // p.36: "the Pinafore's squadron makes the same roll … but may assign any hits to any of the opposing squadrons.
  // The four squadrons from the Vengeance add their furball ratings together (4x2) and roll 8D20 … 10 … or better".
  test('big furball: V rolls 8D20 at 10+, P splits 3D20 at 8+ among the four', () => {
    const members = all.filter((q) => ['P4', 'V4', 'V5', 'V6', 'V7'].includes(q.id));
    const dice = scriptedDice([10, 11, 2, 3, 4, 5, 6, 19, /* P */ 8, 8, 1]);
    const r = resolveFurball(
      members,
      { attacker: [{ to: 'P4', dice: 8 }], defender: [{ to: 'V4', dice: 2 }, { to: 'V6', dice: 1 }] },
      dice,
      'furball 4',
    );
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.sides[0]?.total).toBe(8);
    expect(r.value.sides[0]?.dice).toHaveLength(8);
    expect(r.value.sides[1]?.total).toBe(3);
    expect(r.value.hits).toEqual([
      { squadronId: 'V4', hits: 2 },
      { squadronId: 'P4', hits: 3 },
    ]);
  });

  // p.36: "divide this total up amongst the opposing starfighter squadrons" — all of it, and only at opponents.
  test('allocation must use exactly the side total on opponents', () => {
    const members = all.filter((q) => q.id === 'P1' || q.id === 'V1');
    const short = resolveFurball(members, { attacker: [{ to: 'P1', dice: 1 }], defender: [{ to: 'V1', dice: 3 }] }, scriptedDice([]), 'f');
    expect(!short.ok && short.error.code).toBe('ERR_FURBALL_TOTAL');
    const friendly = resolveFurball(members, { attacker: [{ to: 'V1', dice: 2 }], defender: [{ to: 'V1', dice: 3 }] }, scriptedDice([]), 'f');
    expect(!friendly.ok && friendly.error.code).toBe('ERR_NOT_OPPONENT');
  });
});

describe('furball assignment rules', () => {
  const esc: FurballSquadron[] = [
    { id: 'E1', side: 'attacker', defence: 8, furball: 2, strength: 4, escort: true, stealth: false },
    { id: 'S1', side: 'attacker', defence: 8, furball: 2, strength: 4, escort: false, stealth: false },
    { id: 'C1', side: 'defender', defence: 9, furball: 2, strength: 4, escort: false, stealth: false },
    { id: 'C2', side: 'defender', defence: 9, furball: 2, strength: 4, escort: false, stealth: false },
  ];

  // Metaverse p.19: "In a furball, each Escort squadron must be engaged by one enemy starfighter squadron before the
  // remaining squadrons may be engaged."
  test('escorts must be engaged first', () => {
    const s = startAssignment(esc, 'defender');
    const bad = assign(esc, s, { side: 'defender', from: 'C1', to: 'S1' });
    expect(!bad.ok && bad.error).toMatchObject({ code: 'ERR_ESCORT_FIRST', suggestion: 'E1' });
    const good = assignAll(esc, 'defender', [
      { side: 'defender', from: 'C1', to: 'E1' },
      { side: 'attacker', pass: true },
      { side: 'defender', from: 'C2', to: 'S1' },
    ]);
    expect(good.ok && good.value.toAct).toBeNull();
  });

  // p.36: "Once a starfighter squadron has been engaged … it cannot be assigned to engage … other opposing squadrons."
  test('an engaged squadron cannot be assigned again', () => {
    const r = assignAll(esc, 'defender', [{ side: 'defender', from: 'C1', to: 'E1' }]);
    const again = r.ok ? assign(esc, r.value, { side: 'attacker', from: 'E1', to: 'C2' }) : null;
    expect(again !== null && !again.ok && again.error.code).toBe('ERR_ALREADY_ENGAGED');
  });
});

describe('stealth and ignoring', () => {
  // Metaverse p.81 "Stealth": stealth squadrons "make their furball roll before their opponents"; stealth vs stealth
  // is no stealth.
  test('stealth side rolls first; destroyed squadrons do not roll back', () => {
    const members: FurballSquadron[] = [
      { id: 'ST', side: 'attacker', defence: 8, furball: 3, strength: 4, escort: false, stealth: true },
      { id: 'C1', side: 'defender', defence: 9, furball: 2, strength: 2, escort: false, stealth: false },
      { id: 'C2', side: 'defender', defence: 9, furball: 2, strength: 4, escort: false, stealth: false },
    ];
    expect(stealthSide(members)).toBe('attacker');
    // ST: 3 dice at C1 — two hits destroy it (strength 2); C1's 2 dice are lost, C2 rolls its 2.
    const dice = scriptedDice([9, 12, 1, 8, 20]);
    const r = resolveFurball(members, { attacker: [{ to: 'C1', dice: 3 }], defender: [{ to: 'ST', dice: 4 }] }, dice, 'f');
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.firstStrike).toBe('attacker');
    expect(r.value.sides[1]).toMatchObject({ side: 'defender', total: 2 });
    expect(r.value.sides[1]?.dice.map((d) => d.roll)).toEqual([8, 20]);
    expect(dice.remaining).toBe(0);
    expect(stealthSide(members.map((q) => ({ ...q, stealth: true })))).toBeNull();
  });

  // Metaverse p.33: an attacker may "ignore the intercepting squadrons … accept the casualties"; and p.32 a squadron
  // that intercepted fire "may not then use their furball rating against enemy squadrons".
  test('ignoring and spent squadrons roll nothing but can be hit', () => {
    const members: FurballSquadron[] = [
      { id: 'A1', side: 'attacker', defence: 8, furball: 2, strength: 4, escort: false, stealth: false, ignoring: true },
      { id: 'C1', side: 'defender', defence: 9, furball: 2, strength: 4, escort: false, stealth: false, spent: true },
      { id: 'C2', side: 'defender', defence: 9, furball: 2, strength: 4, escort: false, stealth: false },
    ];
    const r = resolveFurball(members, { attacker: [], defender: [{ to: 'A1', dice: 2 }] }, scriptedDice([8, 9]), 'f');
    expect(r.ok && r.value.hits).toEqual([{ squadronId: 'A1', hits: 2 }]);
  });
});
