// Metaverse p.53–57 "Electronic Warfare Systems" and p.56 "Cloak Generator" in the Starship Combat Step (p.24–25).
import { describe, expect, test } from 'vitest';
import { scriptedDice } from '../../../../../src/rules/core/dice.ts';
import type { EwSystem } from '../../../../../src/rules/metaverse/control/types.ts';
import { emptyDeclarations } from '../../../../../src/rules/metaverse/control/declarations.ts';
import { combatStep } from '../../../../../src/rules/metaverse/sequence/combat/combat-step.ts';
import type { ControlState, EwOrderRecord, MetaverseState } from '../../../../../src/rules/metaverse/state.ts';
import { match } from '../fixtures.ts';

const RES = 'A-resolute';
const DOM = 'B-dominator';

const ew = (id: string, kind: EwSystem['kind'], rating: number, targets: string[] = []): EwSystem => ({ id, kind, rating, active: true, disabled: false, targets });

/**
 * CNS Resolute (A, sensor array sen-A 15, EW array 3) and VHS Dominator (B, EW array 3, TR 0/−3) 25 cm apart,
 * facing each other; each is the other side's priority target. `ewSystems` are the Control Step's settings.
 */
function faceOff(ewSystems: Record<string, EwSystem[]>, ewOrders: EwOrderRecord[] = []): MetaverseState {
  const s = match();
  const control: ControlState = {
    turn: s.turn,
    alternation: { order: ['A', 'B'], toAct: null, consecutivePasses: 2, actions: 2 },
    tieBreak: null,
    declarations: { A: { ...emptyDeclarations(), priorityTargets: [DOM] }, B: { ...emptyDeclarations(), priorityTargets: [RES] } },
    ewOrders,
    ewSystems,
    podsLeft: {},
    shieldsDropped: [],
  };
  return {
    ...s,
    control,
    stage: 'fire',
    squadrons: s.squadrons.map((q) => (q.id === 'A-sq-1' ? { ...q, at: { x: 90, y: 72.5 }, heading: 0 } : q.id === 'B-sq-1' ? { ...q, at: { x: 90, y: 47.5 }, heading: 180 } : q)),
  };
}

const laser = { shipId: RES, weaponId: 'las-1', targetId: DOM };

describe('EW in the sensor roll', () => {
  test('ECM, EJ, ELINT and the targeting array from the Control Step change the window, and the event shows each term', () => {
    // p.54 ECM: +1 EW per friendly field covering the target (5 cm × rating; the Ravager's is 41.5 cm away, too far).
    // p.54 EJ: +1 TR per field covering the target. p.54 ELINT: −rating EW for its owner's fire on the target;
    // targeting array: −rating TR. p.25: sensor 15 − EW (3 array + 1 ECM − 2 ELINT = 2) = 13; TR 0 + 1 − 2 = −1.
    const s = faceOff({
      [DOM]: [ew('ecm', 'ecm', 2), ew('ej', 'ej', 1)],
      'B-ravager': [ew('ecm', 'ecm', 2)],
      [RES]: [ew('elint', 'elint', 2, [DOM]), ew('tgt', 'targeting', 2, [DOM])],
    });
    const r = combatStep(s, [laser], scriptedDice([13]));
    expect(r.events.map((e) => e.text)).toEqual([
      'CNS Resolute → VHS Dominator · Heavy Laser · 25 cm · sensor 15 [target EW 2 (EW array 3, ECM ×1, ELINT 2) −2] = 13 vs TR 0 [EJ ×1 +1, targeting array 2 −2] = −1 (hits on 1–13): d20 13 → hit, 2 pulses on the bow arc: 12 shield hits, 3 to bow, 1 to core',
    ]);
  });

  test('an ELINT or targeting array aimed at another ship, or switched off, does nothing; the firer\'s own ECM does not help it', () => {
    const off = (e: EwSystem): EwSystem => ({ ...e, active: false });
    const s = faceOff({ [RES]: [ew('elint', 'elint', 2, ['B-ravager']), off(ew('tgt', 'targeting', 2, [DOM])), ew('ecm', 'ecm', 3)] });
    const r = combatStep(s, [laser], scriptedDice([13]));
    // p.25: sensor 15 − EW array 3 = 12; a 13 misses.
    expect(r.events[0]?.text).toBe('CNS Resolute → VHS Dominator · Heavy Laser · 25 cm · sensor 15 [target EW 3 (EW array 3) −3] = 12 vs TR 0 (hits on 1–12): d20 13 → miss');
  });

  test('stealth: EW 4 × rating instead of the ship\'s other EW; a ship that fires under stealth is compromised next turn (1 × rating)', () => {
    // p.57: "an effective EW strength of four, multiplied by the rating"; the stealthed ship may not run EW arrays.
    const s = faceOff({ [DOM]: [ew('st', 'stealth', 2)] });
    const plasma = { shipId: DOM, weaponId: 'plasma-1', targetId: RES };
    const r = combatStep(s, [laser, plasma], scriptedDice([7, 20, 4, 4]));
    expect(r.events[0]?.text).toBe('CNS Resolute → VHS Dominator · Heavy Laser · 25 cm · sensor 15 [target EW 8 (stealth 8) −8] = 7 vs TR 0 (hits on 1–7): d20 7 → hit, 2 pulses on the bow arc: 12 shield hits, 3 to bow, 1 to core');
    // p.57: it fired (a sensor roll) under stealth: compromised for the next turn, EW 1 × 2.
    const dominator = r.ships.find((x) => x.id === DOM);
    expect(dominator?.stealthCompromisedTurn).toBe(s.turn + 1);
    const next = { ...s, turn: s.turn + 1, ships: s.ships.map((x) => (x.id === DOM ? { ...x, stealthCompromisedTurn: s.turn + 1 } : x)) };
    const again = combatStep(next, [laser], scriptedDice([14]));
    expect(again.events[0]?.text).toMatch(/sensor 15 \[target EW 2 \(stealth \(compromised\) 2\) −2\] = 13 vs TR 0 \(hits on 1–13\): d20 14 → miss$/);
  });
});

describe('cloaks in the Starship Combat Step (p.56)', () => {
  test('a cloaked ship cannot be fired upon and cannot fire until it decloaks', () => {
    const s = faceOff({ [DOM]: [ew('cloak', 'cloak', 3)] });
    const r = combatStep(s, [laser, { shipId: DOM, weaponId: 'plasma-1', targetId: RES }], scriptedDice([]));
    expect(r.events.map((e) => e.text)).toEqual([
      'CNS Resolute Heavy Laser 1 does not fire: VHS Dominator is cloaked and cannot be fired upon; pick another target.',
      'VHS Dominator Plasma Lance 1 does not fire: VHS Dominator is cloaked and cannot fire; decloak it in the control step first.',
    ]);
  });

  test('on the turn it is ordered to cloak, a ship still fires and is fired upon', () => {
    // p.56: "On the turn a starship is ordered to cloak, it can still fire and be fired upon."
    const s = faceOff({ [DOM]: [ew('cloak', 'cloak', 3)] }, [{ side: 'B', shipId: DOM, systemId: 'cloak', order: 'activate', targets: [] }]);
    const r = combatStep(s, [laser], scriptedDice([13]));
    expect(r.events[0]?.text).toMatch(/^CNS Resolute → VHS Dominator · Heavy Laser · 25 cm · sensor 15 \[target EW 3 \(EW array 3\) −3\] = 12 vs TR 0 \(hits on 1–12\): d20 13 → miss$/);
  });
});
