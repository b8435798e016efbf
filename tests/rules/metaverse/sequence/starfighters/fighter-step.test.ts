// Metaverse p.19 "Starfighter Operations Step" / "Starfighter Mission Step", p.32–36 "Starfighter Combat Step",
// p.81 "Starfighter Squadrons": starfighters composed into the turn.
import { describe, expect, test } from 'vitest';
import { rngStateFromSeed, scriptedDice, seededDice } from '../../../../../src/rules/core/dice.ts';
import {
  allocateDice,
  capDice,
  fighterCatalogue,
  fighterOperations,
  initialFighters,
  missionActions,
  openMissionStep,
  starfighterCombat,
} from '../../../../../src/rules/metaverse/sequence/starfighters/fighter-step.ts';
import { sectionHits } from '../../../../../src/rules/metaverse/damage/state.ts';
import type { FighterState, MetaverseState, MvFighter } from '../../../../../src/rules/metaverse/state.ts';
import { match } from '../fixtures.ts';

/** The Harrier's squadron 50 cm south of the Dominator's, which faces it; every commander has 3 CP. */
function table(): MetaverseState {
  const s = match();
  return {
    ...s,
    commanders: s.commanders.map((c) => ({ ...c, cp: 3 })),
    squadrons: s.squadrons.map((q) =>
      q.id === 'A-sq-2' ? { ...q, at: { x: 90, y: 100 }, heading: 0 } : q.id === 'B-sq-1' ? { ...q, at: { x: 90, y: 50 }, heading: 180 } : q,
    ),
  };
}

function launched(s: MetaverseState): FighterState {
  const r = fighterOperations(s, initialFighters(s), {});
  if (!r.ok) throw new Error(r.error.message);
  return r.value.fighters;
}

const hull = (s: { ships: MetaverseState['ships'] }, id: string): number => s.ships.find((x) => x.id === id)?.damage.sections.reduce((n, sec) => n + sectionHits(sec), 0) ?? 0;

describe('initial fighters', () => {
  test('p.81: every hangar starts with its load, in the hangar, full strength and ready', () => {
    const f = initialFighters(match());
    expect(f.hangars.map((h) => h.id)).toEqual(['A-harrier:bay', 'B-ravager:bay']);
    const lancers = f.squadrons.filter((x) => x.typeId === 'sf-concord-lancer');
    expect(lancers.map((x) => x.name)).toEqual(['Lancer Strike Wing 1', 'Lancer Strike Wing 2', 'Lancer Strike Wing 3', 'Lancer Strike Wing 4']);
    expect(lancers.every((x) => x.status === 'hangar' && x.strength === 4 && x.ready && x.side === 'A')).toBe(true);
    // p.81 "Breaching": one free load of marines (its Strength).
    expect(f.squadrons.find((x) => x.typeId === 'sf-vorr-breacher')?.marines).toBe(3);
  });
});

describe('the Starfighter Operations Step', () => {
  test('p.19: by default a carrier launches what its launch capacity allows onto a CAP over its own squadron, loaded from its stock', () => {
    const s = table();
    const r = fighterOperations(s, initialFighters(s), {});
    if (!r.ok) throw new Error(r.error.message);
    const f = r.value.fighters;
    const out = f.squadrons.filter((x) => x.side === 'A' && x.status === 'space');
    // Harrier's bay: launch capacity 2 of its 4 Lancers; each takes a torpedo (1 hardpoint) from the 8 carried.
    expect(out.map((x) => x.name)).toEqual(['Lancer Strike Wing 1', 'Lancer Strike Wing 2']);
    expect(out.every((x) => x.at === 'A-sq-2' && x.loads.join() === 'sfw-concord-torpedo')).toBe(true);
    expect(f.hangars.find((h) => h.id === 'A-harrier:bay')?.ordnance).toEqual([{ weapon: 'sfw-concord-torpedo', count: 6 }]);
    expect(r.value.events[0]?.text).toBe('Side A: CNS Harrier bay launches Lancer Strike Wing 1 with Lancer Torpedo onto CAP over CNS Harrier');
    // p.31: the CAP offers its furball D20s (Furball 3 each) and its PD-capable cannons to the interception.
    const cap = capDice(f, 'A-sq-2');
    expect(cap.map((c) => [c.squadronId, c.furballDice])).toEqual(out.map((x) => [x.id, 3]));
    expect(cap[0]?.pdWeapons).toEqual([{ weaponId: 'sfw-concord-cannon', pd: 4, targets: ['starfighters'], count: 1 }]);
    expect(capDice({ ...f, furballSpent: [out[0]?.id ?? ''] }, 'A-sq-2')[0]?.furballDice).toBe(0);
  });

  test('p.19: orders are checked — a squadron recovered this turn must be re-armed before it launches', () => {
    const s = table();
    const f0 = launched(s);
    const first = f0.squadrons.find((x) => x.name === 'Lancer Strike Wing 1') as MvFighter;
    const recovered = fighterOperations(s, f0, { A: { launch: [], rearm: [], recover: [{ squadronId: first.id, hangarId: 'A-harrier:bay' }] }, B: { launch: [], rearm: [], recover: [] } });
    if (!recovered.ok) throw new Error(recovered.error.message);
    expect(recovered.value.fighters.squadrons.find((x) => x.id === first.id)?.status).toBe('hangar');
    const again = fighterOperations(s, recovered.value.fighters, { A: { launch: [{ squadronId: first.id }], rearm: [], recover: [] } });
    expect(again.ok).toBe(false);
    if (!again.ok) expect(again.error.message).toBe(`${first.id} must be re-armed on a later turn before it can launch.`);
  });
});

describe('the Starfighter Mission Step', () => {
  test('p.19: alternate batches, 1 CP an action; a strike is placed in the target arc facing the fighters; two passes end it', () => {
    const s = table();
    // A48: 2 squadrons in play each, so a d2 decides; 1 = A.
    const open = openMissionStep(launched(s), scriptedDice([1]));
    expect(open.events[0]?.text).toBe('Starfighter Mission Step: squadrons in play A 2, B 2, tie d2 1 → side A acts first');
    expect(missionActions(s, open.fighters, 'B', 'pass').ok).toBe(false);
    const a = missionActions(s, open.fighters, 'A', 'mission Lancer Strike Wing 1, Lancer Strike Wing 2 > VHS Dominator');
    if (!a.ok) throw new Error(a.error.map((e) => e.message).join());
    const m = a.value.fighters.missions[0];
    expect(m).toMatchObject({ id: 'A-M1', kind: 'strike', targetId: 'B-sq-1', arc: 'bow' });
    expect(a.value.events[0]?.text).toBe('Side A: mission Lancer Strike Wing 1, Lancer Strike Wing 2 > VHS Dominator → M1, strike in the bow arc (50.0 cm of 75 cm) · 1 CP from Commodore Hale');
    expect(a.value.commanders.find((c) => c.name === 'Commodore Hale')?.cp).toBe(2);
    expect(a.value.fighters.squadrons.filter((x) => x.at === 'B-sq-1')).toHaveLength(2);
    const b = missionActions({ ...s, commanders: a.value.commanders }, a.value.fighters, 'B', 'pass');
    if (!b.ok) throw new Error('pass');
    expect(b.value.done).toBe(false);
    const c = missionActions(s, b.value.fighters, 'A', 'pass');
    if (!c.ok) throw new Error('pass');
    expect(c.value.done).toBe(true);
    expect(c.value.events[0]?.text).toBe('Side A passes: the Starfighter Mission Step ends.');
  });

  test('p.19: split and recall in one batch, 1 CP each; a recalled squadron flies CAP where the mission began (A55)', () => {
    const { s, f } = strike();
    const step: FighterState = { ...f, missionStep: { toAct: 'A', other: 'B', passes: 0, done: false, messages: 0 } };
    const r = missionActions(s, step, 'A', 'split M1: Lancer Strike Wing 2\nrecall M2 · pay Captain Osei');
    if (!r.ok) throw new Error(r.error.map((e) => e.message).join());
    expect(r.value.fighters.missions.map((m) => [m.id, m.squadronIds.length])).toEqual([['A-M1', 1]]);
    const back = r.value.fighters.squadrons.find((x) => x.name === 'Lancer Strike Wing 2');
    expect(back?.at).toBe('A-sq-2');
    expect(capDice(r.value.fighters, 'A-sq-2').map((c) => c.squadronId)).toEqual([back?.id]);
    // Hale paid for the strike (3 → 2); the split defaults to the commander with the most CPs (Osei, 3 → 2) and
    // Osei is named for the recall (2 → 1).
    expect(r.value.commanders.filter((c) => c.side === 'A').map((c) => [c.name, c.cp])).toEqual([
      ['Commodore Hale', 2],
      ['Captain Osei', 1],
    ]);
  });

  test('p.19: a whole batch is refused when one action is illegal, or when the CPs do not cover it', () => {
    const s = table();
    const open = openMissionStep(launched(s), scriptedDice([1]));
    const bad = missionActions(s, open.fighters, 'A', 'mission Lancer Strike Wing 1 > VHS Dominator\nmission Lancer Strike Wing 1 > VHS Ravager');
    expect(bad.ok).toBe(false);
    // Issue 16: every line's problem at once, each quoting its line (not only the first bad line).
    const two = missionActions(s, open.fighters, 'A', 'mission Nobody > VHS Dominator\nrecall M9\nmission Lancer Strike Wing 1 > VHS Dominator');
    expect(two.ok ? [] : two.error.map((e) => [e.quote, e.line])).toEqual([
      ['mission Nobody > VHS Dominator', 1],
      ['recall M9', 2],
    ]);
    const poor = { ...s, commanders: s.commanders.map((c) => ({ ...c, cp: 0 })) };
    const broke = missionActions(poor, open.fighters, 'A', 'mission Lancer Strike Wing 1 > VHS Dominator');
    expect(broke.ok).toBe(false);
    if (!broke.ok) expect(broke.error[0]?.code).toBe('ERR_CP_OVERSPENT');
  });
});

/** Lancer Strike Wings 1 and 2 on a strike at the Dominator's squadron (no CAP there: Procedure A). */
function strike(): { s: MetaverseState; f: FighterState } {
  const s = table();
  const open = openMissionStep(launched(s), scriptedDice([1]));
  const a = missionActions(s, open.fighters, 'A', 'mission Lancer Strike Wing 1, Lancer Strike Wing 2 > VHS Dominator');
  if (!a.ok) throw new Error('mission');
  return { s: { ...s, commanders: a.value.commanders }, f: a.value.fighters };
}

describe('the Starfighter Combat Step', () => {
  test('p.33 Procedure A: torpedoes at long range, PDS on the closing squadrons, then the cannons — every die shown', () => {
    const { s, f } = strike();
    // Torpedo D10 ×2, then Lancer Cannons 2 pulses D4 per squadron (p.35: no sensor roll).
    const dice = scriptedDice([7, 9, 3, 4, 2, 1]);
    const r = starfighterCombat(s, f, dice);
    expect(dice.remaining).toBe(0);
    const texts = r.events.map((e) => e.text);
    expect(texts[0]).toBe('Starfighter combat at VHS Dominator: Lancer Strike Wing 1, Lancer Strike Wing 2 against no CAP (Procedure A)');
    expect(texts[1]).toMatch(/^Lancer Strike Wing 1 → VHS Dominator \(largest\) · Lancer Torpedo · long range · no sensor roll · 1 pulse \[7\] on the bow arc: /);
    expect(texts[2]).toMatch(/^Lancer Strike Wing 2 → VHS Dominator \(largest\) · Lancer Torpedo · long range · no sensor roll · 1 pulse \[9\] on the bow arc: /);
    // p.59: the Dominator's PDS (6) cannot reach a Defence of 9: floor(6/9) = 0.
    expect(texts[3]).toBe('VHS Dominator PDS pds-1 (6) → closing Lancer Strike Wing 1: 6 vs defence 9 → 0 hits (no roll)');
    expect(texts[4]).toMatch(/^Lancer Strike Wing 1 → VHS Dominator \(largest\) · Lancer Cannons · closed · no sensor roll · 2 pulses \[3, 4\] on the bow arc: /);
    expect(texts[5]).toMatch(/^Lancer Strike Wing 2 → VHS Dominator \(largest\) · Lancer Cannons · closed · no sensor roll · 2 pulses \[1, 2\] on the bow arc: /);
    // Mounted torpedoes are spent; integrated cannons are not loads.
    expect(r.fighters.squadrons.filter((x) => x.side === 'A' && x.status === 'space').every((x) => x.loads.length === 0)).toBe(true);
    expect(r.fighters.missions).toHaveLength(1);
    expect(r.losses).toEqual([]);
  });

  test('same seed, same result; damage lands on the Dominator', () => {
    const { s, f } = strike();
    const one = starfighterCombat(s, f, seededDice(rngStateFromSeed('strike')));
    const two = starfighterCombat(s, f, seededDice(rngStateFromSeed('strike')));
    expect(two).toEqual(one);
    expect(one.ships).not.toEqual(s.ships);
    expect(hull(one, 'B-dominator')).toBeLessThanOrEqual(hull(s, 'B-dominator'));
    expect(one.events.length).toBe(6);
  });

  test('p.33–34 Procedure B: with CAP over the target, the closing strike and the CAP furball; casualties after both roll', () => {
    const { s, f: f0 } = strike();
    // Retarget onto the Ravager's squadron, where the Vorr Boarding Skiffs fly CAP.
    const at = { ...s, squadrons: s.squadrons.map((q) => (q.id === 'B-sq-2' ? { ...q, at: { x: 120, y: 60 }, heading: 180 } : q)) };
    const f: FighterState = { ...f0, missions: f0.missions.map((m) => ({ ...m, targetId: 'B-sq-2', arc: 'starboard-bow' as const })) };
    const before = hull(at, 'B-ravager');
    // Torpedoes D10 5 and 3; the PDS roll nothing; furball tie d2 = 1 (attacker first); furball 1: Lancers 3D20,
    // Skiffs 1D20; furball 2 the same. The cannons (PD 4) cannot reach Defence 8 and are held.
    const dice = scriptedDice([5, 3, 1, 1, 2, 14, 19, 8, 6, 20, 2]);
    const r = starfighterCombat(at, f, dice);
    expect(dice.remaining).toBe(0);
    const texts = r.events.map((e) => e.text.replace(/arc: .*$/, 'arc: …'));
    expect(texts).toEqual([
      'Starfighter combat at VHS Ravager: Lancer Strike Wing 1, Lancer Strike Wing 2 against CAP Vorr Boarding Skiffs 1, Vorr Boarding Skiffs 2 (Procedure B)',
      'Lancer Strike Wing 1 → VHS Ravager (largest) · Lancer Torpedo · long range · no sensor roll · 1 pulse [5] on the starboard-bow arc: …',
      'Lancer Strike Wing 2 → VHS Ravager (largest) · Lancer Torpedo · long range · no sensor roll · 1 pulse [3] on the starboard-bow arc: …',
      'VHS Ravager PDS pds-1 (5) → closing Lancer Strike Wing 1: 5 vs defence 9 → 0 hits (no roll)',
      'Furball assignment at VHS Ravager: attacker 2, defender 2 squadrons, tie d2 1 → the attacker assigns first',
      'Furball 1 at VHS Ravager (Lancer Strike Wing 1 vs Vorr Boarding Skiffs 1): attacker 3D20 at Vorr Boarding Skiffs 1 (needs 8+) [1, 2, 14] → 1 hit · defender 1D20 at Lancer Strike Wing 1 (needs 9+) [19] → 1 hit',
      'Furball 2 at VHS Ravager (Lancer Strike Wing 2 vs Vorr Boarding Skiffs 2): attacker 3D20 at Vorr Boarding Skiffs 2 (needs 8+) [8, 6, 20] → 2 hits · defender 1D20 at Lancer Strike Wing 2 (needs 9+) [2] → 0 hits',
      'Lancer Strike Wing 1 takes 1 hit: strength 4 → 3',
      'Vorr Boarding Skiffs 1 takes 1 hit: strength 3 → 2',
      'Vorr Boarding Skiffs 2 takes 2 hits: strength 3 → 1',
    ]);
    // The damage each torpedo did (damage/hit.ts) is exactly what the Ravager's hull lost.
    const dealt = r.events.flatMap((e) => [...e.text.matchAll(/(\d+) to \w+/g)].map((m) => Number(m[1])));
    expect(hull(r, 'B-ravager')).toBe(before - dealt.reduce((n, x) => n + x, 0));
  });

  // Metaverse p.36 "Starfighter Furball" Example: V has 7 squadrons (Furball 2, Defence 8),
  // P has 4 (Furball 3, Defence 10). V assigns first; three 1P-vs-1V furballs and one 1P-vs-4V. In the small ones
  // P rolls 3D20 hitting on 8+ and V 2D20 hitting on 10+; in the big one P rolls 3D20 on 8+ and V 8D20 on 10+.
  test('furball example (p.36) through the combat step: assignment, dice per furball and simultaneous casualties', () => {
    const sf = (id: string, furball: number, defence: number, strength: number) => ({
      id,
      name: id,
      strength,
      range: null,
      defence,
      furball,
      hardpoints: 0,
      qualities: [],
      moraleValue: 5,
      cost: null,
      integratedWeapons: [],
      mountableWeapons: [],
    });
    const cat = fighterCatalogue([sf('V', 2, 8, 2), sf('P', 3, 10, 3)], []);
    const squad = (side: 'A' | 'B', type: string, n: number, at: string): MvFighter => ({
      id: `${type}${n}`,
      name: `${type}${n}`,
      typeId: type,
      side,
      status: 'space',
      hangarId: null,
      at,
      strength: type === 'V' ? 2 : 3,
      loads: [],
      marines: 0,
      ready: true,
    });
    const V = [1, 2, 3, 4, 5, 6, 7].map((n) => squad('B', 'V', n, 'A-sq-1'));
    const P = [1, 2, 3, 4].map((n) => squad('A', 'P', n, 'A-sq-1'));
    const f: FighterState = {
      squadrons: [...V, ...P],
      hangars: [],
      missions: [{ id: 'B-M1', side: 'B', kind: 'strike', squadronIds: V.map((v) => v.id), escortIds: [], targetId: 'A-sq-1', originId: 'B-sq-1', arc: 'bow' }],
      missionStep: null,
      furballSpent: [],
      missionCount: 1,
    };
    const s = match();
    // Counts differ (7 > 4), so no tie die. Furball 1 (P1 with V1, V5, V6, V7): V 8D20, then P 3D20; then the three pairs.
    const dice = scriptedDice([10, 9, 12, 1, 20, 3, 10, 5, 8, 7, 15, 10, 2, 8, 8, 1, 1, 1, 7, 7, 7, 20, 20, 9, 2, 3]);
    // The Resolute's PDS were used earlier this turn, so only the furball acts.
    const r = starfighterCombat(s, f, dice, { pdsUsed: ['A-resolute:pds-1', 'A-resolute:pds-2'] }, cat);
    expect(dice.remaining).toBe(0);
    const furballs = r.events.filter((e) => e.type === 'furball').map((e) => e.text);
    expect(furballs[0]).toBe('Furball assignment at CNS Resolute: attacker 7, defender 4 squadrons → the attacker assigns first');
    expect(furballs.slice(1)).toEqual([
      'Furball 1 at CNS Resolute (V1, V5, V6, V7 vs P1): attacker 8D20 at P1 (needs 10+) [10, 9, 12, 1, 20, 3, 10, 5] → 4 hits · defender 3D20 at V1 (needs 8+) [8, 7, 15] → 2 hits',
      'Furball 2 at CNS Resolute (V2 vs P2): attacker 2D20 at P2 (needs 10+) [10, 2] → 1 hit · defender 3D20 at V2 (needs 8+) [8, 8, 1] → 2 hits',
      'Furball 3 at CNS Resolute (V3 vs P3): attacker 2D20 at P3 (needs 10+) [1, 1] → 0 hits · defender 3D20 at V3 (needs 8+) [7, 7, 7] → 0 hits',
      'Furball 4 at CNS Resolute (V4 vs P4): attacker 2D20 at P4 (needs 10+) [20, 20] → 2 hits · defender 3D20 at V4 (needs 8+) [9, 2, 3] → 1 hit',
    ]);
    const left = (id: string) => r.fighters.squadrons.find((x) => x.id === id);
    // Simultaneous (p.36): P1 is destroyed but its dice still count.
    expect([left('P1')?.status, left('V1')?.status, left('V2')?.status]).toEqual(['destroyed', 'destroyed', 'destroyed']);
    expect([left('P2')?.strength, left('P4')?.strength, left('V4')?.strength, left('V3')?.strength]).toEqual([2, 1, 1, 2]);
    expect(r.losses.filter((l) => l.destroyed).map((l) => [l.squadronId, l.morale])).toEqual([
      ['V1', 5],
      ['V2', 5],
      ['P1', 5],
    ]);
    expect(r.fighters.missions[0]?.squadronIds).toEqual(['V3', 'V4', 'V5', 'V6', 'V7']);
  });

  test('default furball dice: the weakest opponent first, as many as expected to destroy it', () => {
    const q = (id: string, strength: number) => ({ id, side: 'attacker' as const, defence: 11, furball: 2, strength, escort: false, stealth: false });
    // Defence 11: a die hits on 11–20, 10 in 20; 1 strength needs 2 dice, 3 strength 6.
    expect(allocateDice(8, [q('big', 3), q('small', 1)])).toEqual([
      { to: 'small', dice: 2 },
      { to: 'big', dice: 6 },
    ]);
    // A die left over goes to the first (weakest) opponent; too few dice stop at the weakest.
    expect(allocateDice(9, [q('big', 3), q('small', 1)])).toEqual([
      { to: 'small', dice: 3 },
      { to: 'big', dice: 6 },
    ]);
    expect(allocateDice(1, [q('big', 3), q('small', 1)])).toEqual([{ to: 'small', dice: 1 }]);
    expect(allocateDice(9, [q('a', 1)])).toEqual([{ to: 'a', dice: 9 }]);
  });
});
