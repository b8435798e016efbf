// Metaverse p.32–36 "Starfighter Combat Step" (ruling A30) and p.19 "Starfighter Mission Step": the
// players' combat choices — CAP set to Intercept (Procedure C), the target ship, surgical strikes and closing —
// given as free standing orders in the Mission Step, and shown in the combat's event text.
import { describe, expect, test } from 'vitest';
import { scriptedDice } from '../../../../../src/rules/core/dice.ts';
import type { OperationsOrders } from '../../../../../src/rules/metaverse/fighters/hangar.ts';
import {
  fighterOperations,
  initialFighters,
  missionActions,
  openMissionStep,
  starfighterCombat,
} from '../../../../../src/rules/metaverse/sequence/starfighters/fighter-step.ts';
import type { FighterState, MetaverseState } from '../../../../../src/rules/metaverse/state.ts';
import { match } from '../fixtures.ts';

/** The Harrier's squadron at (90, 100); the Dominator's, the Ravager's and the Stalker & Prowler's 50 cm off; 3 CP each. */
function table(): MetaverseState {
  const s = match();
  const at: Record<string, { x: number; y: number }> = { 'A-sq-2': { x: 90, y: 100 }, 'B-sq-1': { x: 90, y: 50 }, 'B-sq-2': { x: 120, y: 60 }, 'B-sq-3': { x: 60, y: 60 } };
  return {
    ...s,
    commanders: s.commanders.map((c) => ({ ...c, cp: 3 })),
    squadrons: s.squadrons.map((q) => (at[q.id] ? { ...q, at: at[q.id] as { x: number; y: number }, heading: q.side === 'A' ? 0 : 180 } : q)),
  };
}

const NONE: OperationsOrders = { launch: [], rearm: [], recover: [] };

/** Both carriers launch by default (Lancers 1–2 over the Harrier, Skiffs 1–2 over the Ravager); side A acts first. */
function step(s: MetaverseState, orders: Partial<Record<'A' | 'B', OperationsOrders>> = {}): FighterState {
  const ops = fighterOperations(s, initialFighters(s), orders);
  if (!ops.ok) throw new Error(ops.error.message);
  return openMissionStep(ops.value.fighters, scriptedDice([1])).fighters;
}

/** Sends the messages in turn (A, B, A, …), carrying CPs along; throws on a refusal. */
function send(s0: MetaverseState, f0: FighterState, messages: readonly string[]): { s: MetaverseState; f: FighterState; texts: string[] } {
  let s = s0;
  let f = f0;
  const texts: string[] = [];
  for (const m of messages) {
    const side = f.missionStep?.toAct as 'A' | 'B';
    const r = missionActions(s, f, side, m);
    if (!r.ok) throw new Error(r.error.map((e) => e.message).join(' | '));
    s = { ...s, commanders: r.value.commanders };
    f = r.value.fighters;
    texts.push(...r.value.events.map((e) => e.text));
  }
  return { s, f, texts };
}

const cp = (s: MetaverseState, side: 'A' | 'B'): number => s.commanders.filter((c) => c.side === side).reduce((n, c) => n + c.cp, 0);

describe('standing orders in the Mission Step', () => {
  test('p.19 prices missions only: orders ride free on a mission, alone they are free and count as a pass', () => {
    const s = table();
    const r = send(s, step(s), ['mission Lancer Strike Wing 1, Lancer Strike Wing 2 > VHS Ravager at VHS Ravager surgical propulsion', 'intercept Vorr Boarding Skiffs 1', 'strike M1 standoff']);
    expect(r.texts).toEqual([
      'Side A: mission Lancer Strike Wing 1, Lancer Strike Wing 2 > VHS Ravager at VHS Ravager surgical propulsion → M1, strike in the starboard-bow arc (50.0 cm of 75 cm); at VHS Ravager, surgical strike on propulsion, closes · 1 CP from Commodore Hale',
      'Side B: intercept Vorr Boarding Skiffs 1 → Vorr Boarding Skiffs 1 will intercept over VHS Ravager (standing order, free)',
      'Side B passes.',
      'Side A: strike M1 standoff → M1 at the largest ship, stands off (long range only) (standing order, free)',
      'Side A passes: the Starfighter Mission Step ends.',
    ]);
    // One mission action: 1 CP of side A's 6; B's Intercept order costs nothing.
    expect([cp(r.s, 'A'), cp(r.s, 'B')]).toEqual([5, cp(s, 'B')]);
    expect(r.f.missions[0]?.orders).toEqual({ ship: null, surgical: null, close: false });
    expect(r.f.interceptors).toEqual([r.f.squadrons.find((x) => x.name === 'Vorr Boarding Skiffs 1')?.id]);
  });

  test('refusals: only CAP intercepts (p.32), the ship flies in the target squadron (A30), a CAP takes no strike orders', () => {
    const s = table();
    const f = send(s, step(s), ['mission Lancer Strike Wing 1 > VHS Ravager']).f;
    const b = { ...f, missionStep: { ...(f.missionStep as NonNullable<FighterState['missionStep']>), toAct: 'A', other: 'B' } };
    const codes = (m: string) => {
      const r = missionActions(s, b, 'A', m);
      return r.ok ? [] : r.error.map((e) => e.code);
    };
    expect(codes('intercept Lancer Strike Wing 1')).toEqual(['ERR_INTERCEPT_NOT_CAP']);
    expect(codes('strike M1 at VHS Dominator')).toEqual(['ERR_MISSION_SHIP']);
    expect(codes('mission Lancer Strike Wing 2 > CNS Harrier standoff')).toEqual(['ERR_MISSION_ORDERS']);
    expect(codes('mission Lancer Strike Wing 2 > VHS Ravager\npass')).toEqual(['ERR_MISSION_PASS_MIXED']);
  });

  test('an Intercept order lasts while the squadron flies CAP: landing drops it', () => {
    const s = table();
    const f = send(s, step(s), ['pass', 'intercept Vorr Boarding Skiffs 1, Vorr Boarding Skiffs 2']).f;
    expect(f.interceptors).toHaveLength(2);
    const skiff = f.squadrons.find((x) => x.name === 'Vorr Boarding Skiffs 1')?.id ?? '';
    const landed = fighterOperations(s, f, { A: NONE, B: { launch: [], rearm: [], recover: [{ squadronId: skiff, hangarId: 'B-ravager:bay' }] } });
    if (!landed.ok) throw new Error(landed.error.message);
    expect(landed.value.fighters.interceptors).toEqual([f.squadrons.find((x) => x.name === 'Vorr Boarding Skiffs 2')?.id]);
  });
});

describe('the orders in the Starfighter Combat Step', () => {
  test('A30: the attacker names the ship of the target squadron its weapons go at', () => {
    const s = table();
    const r0 = send(s, step(s, { B: NONE }), ['mission Lancer Strike Wing 1, Lancer Strike Wing 2 > VHS Stalker at VHS Prowler']);
    // Procedure A (p.33): torpedoes D10, no PDS on the Prowler, then the cannons' 2 pulses D4 per squadron.
    const dice = scriptedDice([7, 9, 3, 4, 2, 1]);
    const r = starfighterCombat(r0.s, r0.f, dice);
    expect(dice.remaining).toBe(0);
    const fire = r.events.filter((e) => e.type === 'fighterFire').map((e) => e.text.replace(/ · no sensor roll.*$/, ''));
    expect(fire).toEqual([
      'Lancer Strike Wing 1 → VHS Prowler (chosen) · Lancer Torpedo · long range',
      'Lancer Strike Wing 2 → VHS Prowler (chosen) · Lancer Torpedo · long range',
      'Lancer Strike Wing 1 → VHS Prowler (chosen) · Lancer Cannons · closed',
      'Lancer Strike Wing 2 → VHS Prowler (chosen) · Lancer Cannons · closed',
    ]);
    expect(r.ships.find((x) => x.id === 'B-stalker')?.damage).toEqual(s.ships.find((x) => x.id === 'B-stalker')?.damage);
    // Once the chosen ship is gone, the weapons go at the largest ship left.
    const gone = { ...r0.s, ships: r0.s.ships.map((x) => (x.id === 'B-prowler' ? { ...x, status: 'destroyed' as const } : x)) };
    const again = starfighterCombat(gone, r0.f, scriptedDice([7, 9, 3, 4, 2, 1]));
    expect(again.events.find((e) => e.type === 'fighterFire')?.text).toMatch(/^Lancer Strike Wing 1 → VHS Stalker \(largest; the chosen VHS Prowler is gone\) · /);
  });

  // p.35: "1D6 is rolled for each weapon and if the result is 4-6 and damage was inflicted to the hull, the system is
  // disabled"; no surgical strike at long range (p.33 step 1).
  test('p.35 surgical strike: a d6 per weapon after closing, 4+ with hull damage disables the system', () => {
    const s = table();
    const r0 = send(s, step(s, { B: NONE }), ['mission Lancer Strike Wing 1, Lancer Strike Wing 2 > VHS Ravager surgical propulsion']);
    // Torpedoes 6 and 3; Lancer 1's cannons [4, 4] then its d6 4; Lancer 2's cannons [1, 1] then its d6 6.
    const dice = scriptedDice([6, 3, 4, 4, 4, 1, 1, 6]);
    const r = starfighterCombat(r0.s, r0.f, dice);
    expect(dice.remaining).toBe(0);
    const fire = r.events.filter((e) => e.type === 'fighterFire').map((e) => e.text);
    expect(fire[0]).not.toMatch(/surgical/);
    expect(fire[1]).not.toMatch(/surgical/);
    // The Ravager's starboard-bow arc faces its core: its first working propulsion system there is stl-T1. The
    // cannons' pulses of 4 beat the core's armour 2 (kinetic) on that arc; pulses of 1 do not.
    expect(fire[2]).toMatch(/^Lancer Strike Wing 1 → VHS Ravager \(largest\) · Lancer Cannons · closed · .* · surgical strike on propulsion \(stl-T1\): d6 4 with hull damage → disabled$/);
    expect(fire[3]).toMatch(/^Lancer Strike Wing 2 → VHS Ravager \(largest\) · Lancer Cannons · closed · .*no hull damage · surgical strike on propulsion \(stl-T2\): d6 6 but no hull damage → no effect$/);
    const systems = r.ships.find((x) => x.id === 'B-ravager')?.damage.systems ?? [];
    expect(systems.filter((x) => x.disabled).map((x) => x.id)).toEqual(['stl-T1']);
  });

  test('p.33 the attacker may choose not to close: long-range fire only, no PDS, the combat ends', () => {
    const s = table();
    const r0 = send(s, step(s, { B: NONE }), ['mission Lancer Strike Wing 1, Lancer Strike Wing 2 > VHS Dominator standoff']);
    const dice = scriptedDice([7, 9]);
    const r = starfighterCombat(r0.s, r0.f, dice);
    expect(dice.remaining).toBe(0);
    expect(r.events.map((e) => e.text.replace(/ · no sensor roll.*$/, ''))).toEqual([
      'Starfighter combat at VHS Dominator: Lancer Strike Wing 1, Lancer Strike Wing 2 against no CAP (Procedure A)',
      'Lancer Strike Wing 1 → VHS Dominator (largest) · Lancer Torpedo · long range',
      'Lancer Strike Wing 2 → VHS Dominator (largest) · Lancer Torpedo · long range',
      'Lancer Strike Wing 1, Lancer Strike Wing 2 stand off (ordered): no closing, the combat ends for them (p.33)',
    ]);
  });

  // p.34 Procedure C: interceptors furball the strike before it fires at the ships; the CAP that stayed meets the
  // closing squadrons in a second furball; squadrons that fought in a furball may not fire afterwards.
  test('p.34 Procedure C: the defender set CAP to Intercept', () => {
    const s = table();
    const r0 = send(s, step(s), ['mission Lancer Strike Wing 1, Lancer Strike Wing 2 > VHS Ravager', 'intercept Vorr Boarding Skiffs 1', 'pass']);
    // C.2: 2 attackers against 1 interceptor, so the attacker assigns first (no die); both Lancers (Furball 3 each)
    // roll 6D20 at Skiffs 1 (Defence 8), Skiffs 1 (Furball 1) 1D20 at Lancer 1 (Defence 9). C.4: torpedoes D10 6, 3.
    // C.5: the Ravager's PDS 5 aim at the strongest closing squadron (Lancer 2, strength 4) and cannot reach
    // Defence 9. Skiffs 1 is destroyed with its morale value 8 (salvo-designs.ts, p.38 starfighter chart). C.6: both Lancers 6D20 at Skiffs 2, Skiffs 2 1D20 at the
    // weakest Lancer (Lancer 1, strength 3 after C.2).
    const dice = scriptedDice([8, 20, 1, 2, 3, 9, 9, 6, 3, 1, 1, 1, 1, 1, 1, 20]);
    const r = starfighterCombat(r0.s, r0.f, dice);
    expect(dice.remaining).toBe(0);
    expect(r.events.map((e) => e.text.replace(/ · no sensor roll.*$/, ''))).toEqual([
      'Starfighter combat at VHS Ravager: Lancer Strike Wing 1, Lancer Strike Wing 2 against CAP Vorr Boarding Skiffs 1, Vorr Boarding Skiffs 2 (on Intercept: Vorr Boarding Skiffs 1) (Procedure C)',
      'Intercept furball assignment at VHS Ravager: attacker 2, defender 1 squadrons → the attacker assigns first',
      'Intercept furball 1 at VHS Ravager (Lancer Strike Wing 1, Lancer Strike Wing 2 vs Vorr Boarding Skiffs 1): attacker 6D20 at Vorr Boarding Skiffs 1 (needs 8+) [8, 20, 1, 2, 3, 9] → 3 hits · defender 1D20 at Lancer Strike Wing 1 (needs 9+) [9] → 1 hit',
      'Lancer Strike Wing 1 takes 1 hit: strength 4 → 3',
      'Vorr Boarding Skiffs 1 takes 3 hits: strength 3 → 0 — destroyed (morale 8)',
      'Lancer Strike Wing 1 → VHS Ravager (largest) · Lancer Torpedo · long range',
      'Lancer Strike Wing 2 → VHS Ravager (largest) · Lancer Torpedo · long range',
      'VHS Ravager PDS pds-1 (5) → closing Lancer Strike Wing 2: 5 vs defence 9 → 0 hits (no roll)',
      'Furball assignment at VHS Ravager: attacker 2, defender 1 squadrons → the attacker assigns first',
      'Furball 1 at VHS Ravager (Lancer Strike Wing 1, Lancer Strike Wing 2 vs Vorr Boarding Skiffs 2): attacker 6D20 at Vorr Boarding Skiffs 2 (needs 8+) [1, 1, 1, 1, 1, 1] → 0 hits · defender 1D20 at Lancer Strike Wing 1 (needs 9+) [20] → 1 hit',
      'Lancer Strike Wing 1 takes 1 hit: strength 3 → 2',
    ]);
  });
});
