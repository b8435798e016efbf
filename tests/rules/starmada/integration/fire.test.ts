// Fire declarations through the rule system (Starmada 4.1 p.18–19): the text form, counts and banks, targets,
// range, arcs, options, and what a battery can still fire (src/rules/starmada/fire/*.ts).
import { describe, expect, test } from 'vitest';
import { bankStatuses } from '../../../../src/rules/starmada/combat/bank-status.ts';
import { allocateFire, validateFire } from '../../../../src/rules/starmada/combat/declaration.ts';
import { makeFire, parseFire } from '../../../../src/rules/starmada/notation/fire.ts';
import { shipNameProblem } from '../../../../src/rules/starmada/notation/name-check.ts';
import { banksInReach } from '../../../../src/rules/starmada/combat/reach-target.ts';
import type { FireDeclaration, StarmadaState } from '../../../../src/rules/starmada/state.ts';
import { starmada } from '../../../../src/rules/starmada/system.ts';
import { DUELIST, duel, expectErr, expectOk, LANCER, messagesOf, ODDBALL, readsOf, resolveTyped, shipOf, withShip } from './fixtures.ts';

const declarationsOf = (state: StarmadaState, seat: string, text: string): FireDeclaration[] => {
  const sub = expectOk(starmada.parse(state, seat, text));
  if (sub.kind !== 'fire') throw new Error(`expected fire, got ${sub.kind}`);
  return sub.declarations;
};

const decl = (over: Partial<FireDeclaration>): FireDeclaration => ({ shipId: 'kestrel', battery: 0, weapons: 0, targetId: 'vigil', mode: 0, directed: false, ...over });

// Kestrel 1010 facing N and Vigil 1005 facing S: 5 hexes, dead ahead of each other (arcs A, B and G).
const facing = () => duel().state;

describe('the text form', () => {
  test('"Ship: Battery xN > Target; Other > Target", with a left-out count meaning every weapon that reaches', () => {
    const state = facing();
    // Cannon: 2 × AB. Laser: EF and AB, one each; only the AB one sees a target ahead.
    expect(declarationsOf(state, 'ana', 'Kestrel: Cannon x2 > Vigil; Laser > Vigil')).toEqual([
      decl({ battery: 0, weapons: 2 }),
      decl({ battery: 1, weapons: 1 }),
    ]);
    expect(declarationsOf(state, 'ana', 'Kestrel: Cannon > Vigil')).toEqual([decl({ weapons: 2 })]);
  });

  test('names are matched without regard to case and by a unique start; several arrows and "at" are read', () => {
    const state = facing();
    const one = [decl({ weapons: 1 })];
    for (const text of ['kes: can x1 > vig', 'KESTREL: CANNON ×1 → VIGIL', 'Kestrel: Cannon*1 -> Vigil', 'Kestrel : Cannon x 1 at Vigil']) {
      expect(declarationsOf(state, 'ana', text)).toEqual(one);
    }
  });

  test('"hold", "pass", "none" or "-" fires nothing', () => {
    const state = facing();
    for (const text of ['Kestrel: hold', 'Kestrel: pass', 'kestrel: none', 'Kestrel: -', 'Kestrel:']) expect(declarationsOf(state, 'ana', text)).toEqual([]);
  });

  test('each malformed line gets its own sentence, every problem at once', () => {
    const state = facing();
    const errors = expectErr(starmada.parse(state, 'ana', 'Kestrel Cannon > Vigil\nKestrel: Torpedo > Vigil\nKestrel: Cannon Vigil\nVigil: Cannon > Kestrel'));
    expect(errors.map((e) => [e.code, e.line])).toEqual([
      ['ERR_FIRE_LINE', 1],
      ['ERR_FIRE_BATTERY', 2],
      ['ERR_FIRE_GROUP', 3],
      ['ERR_FIRE_SHIP', 4],
    ]);
    expect(readsOf(errors).slice(1)).toEqual([
      'Line 2: Kestrel has no battery “Torpedo”; it has Cannon, Laser.',
      'Line 3 · Kestrel “Cannon Vigil”: A declaration reads like "Laser Cannon x2 > Kestrel".',
      'Line 4: “Vigil” is not one of your ships on the board: Kestrel.',
    ]);
  });

  // 4.1 p.18–19: a declaration that reads well is checked (count, reach) even when another line did not read.
  test('the lines that read well are checked too, so the bad count comes with the bad name', () => {
    const state = facing();
    const errors = expectErr(starmada.parse(state, 'ana', 'Kestrel: Cannon x3 > Vigil\nKestrel: Torpedo > Vigil'));
    expect(readsOf(errors)).toEqual([
      'Line 2: Kestrel has no battery “Torpedo”; it has Cannon, Laser.',
      'Line 1 · “Cannon x3 > Vigil”: Kestrel has 2 Cannons free to reach Vigil (banks AB); you asked for 3. Did you mean Cannon x2?',
    ]);
  });

  test('a start that fits several ships or targets is refused as ambiguous; an exact name wins', () => {
    const { state } = duel({ a: [{ class: 'Lancer', name: 'Kestrel' }, { class: 'Lancer', name: 'Kestrel Two' }], b: [{ class: 'Lancer', name: 'Vigil' }, { class: 'Lancer', name: 'Vigilant' }], where: { kestrel: [10, 10, 0], 'kestrel-two': [12, 10, 0], vigil: [10, 5, 3], vigilant: [12, 5, 3] } });
    expect(messagesOf(expectErr(starmada.parse(state, 'ana', 'Kes: Cannon > Vigil')))).toEqual(['“Kes” matches more than one of your ships: Kestrel, Kestrel Two.']);
    expect(messagesOf(expectErr(starmada.parse(state, 'ana', 'Kestrel: Cannon > Vig')))).toEqual(['“Vig” matches more than one enemy; targets are Vigil, Vigilant.']);
    expect(declarationsOf(state, 'ana', 'Kestrel: Cannon > Vigil')).toEqual([decl({ weapons: 2 })]);
  });

  test('makeFire writes declarations back as text that reads the same', () => {
    const state = facing();
    const declarations = declarationsOf(state, 'ana', 'kes: can > vig; las > vig');
    const text = makeFire(state, declarations);
    expect(text).toBe('Kestrel: Cannon x2 > Vigil; Laser x1 > Vigil');
    expect(expectOk(parseFire(state, 'ana', text))).toEqual(declarations);
  });
});

describe('weapon counts and banks (4.1 p.18–19)', () => {
  test('asking for more weapons than reach gives the count that reaches and its banks', () => {
    const state = facing();
    const cannon = expectErr(starmada.parse(state, 'ana', 'Kestrel: Cannon x3 > Vigil'));
    expect(cannon).toEqual([
      {
        code: 'ERR_FIRE_COUNT',
        message: 'Kestrel has 2 Cannons free to reach Vigil (banks AB); you asked for 3.',
        at: 'declaration 1',
        suggestion: 'Cannon x2',
        unit: 'Kestrel',
        quote: 'Cannon x3 > Vigil',
        line: 1,
      },
    ]);
    // The Laser's EF bank cannot see ahead: one Laser reaches.
    expect(messagesOf(expectErr(starmada.parse(state, 'ana', 'Kestrel: Laser x2 > Vigil')))).toEqual(['Kestrel has 1 Laser free to reach Vigil (banks AB); you asked for 2.']);
  });

  test('the same weapons cannot be declared twice', () => {
    const state = facing();
    // Both declarations are quoted: the second is refused, naming the first that took the weapons.
    expect(readsOf(expectErr(starmada.parse(state, 'ana', 'Kestrel: Cannon > Vigil; Cannon > Vigil')))).toEqual([
      'Line 1 · Kestrel: Every Cannon on Kestrel that can reach Vigil already has a target. “Cannon > Vigil” took them first.',
    ]);
    expect(messagesOf(expectErr(starmada.parse(state, 'ana', 'Kestrel: Cannon x1 > Vigil; Cannon x2 > Vigil')))).toEqual([
      'Kestrel has 1 Cannon free to reach Vigil (banks AB); you asked for 2.',
    ]);
  });

  test('different weapons of one bank may engage different targets (p.18 §4.1)', () => {
    const { state } = duel({ b: [{ class: 'Lancer', name: 'Vigil' }, { class: 'Lancer', name: 'Wren' }], where: { kestrel: [10, 10, 0], vigil: [10, 5, 3], wren: [11, 5, 3] } });
    expect(declarationsOf(state, 'ana', 'Kestrel: Cannon x1 > Vigil; Cannon x1 > Wren')).toEqual([decl({ weapons: 1 }), decl({ weapons: 1, targetId: 'wren' })]);
  });

  test('allocation shares the weapons out bank by bank', () => {
    // Vigil dead astern at 3: only the Laser's EF bank sees it.
    const { state } = duel({ where: { kestrel: [10, 10, 0], vigil: [10, 13, 0] } });
    const allocated = expectOk(allocateFire(state, 'ana', [decl({ battery: 1 })]));
    expect(allocated).toHaveLength(1);
    expect(allocated[0]?.declaration.weapons).toBe(1);
    expect(allocated[0]?.banks.map((b) => [b.bank.bank, b.bank.arcs, b.weapons, b.bank.range])).toEqual([[0, 'EF', 1, 3]]);
  });
});

describe('targets, range and arcs (4.1 p.19)', () => {
  test('a friendly ship is not a target', () => {
    const { state } = duel({ a: [{ class: 'Lancer', name: 'Kestrel' }, { class: 'Lancer', name: 'Osprey' }], where: { kestrel: [10, 10, 0], osprey: [10, 7, 3], vigil: [14, 5, 3] } });
    expect(messagesOf(expectErr(starmada.parse(state, 'ana', 'Kestrel: Cannon > Osprey')))).toEqual(['“Osprey” is not an enemy on the board; targets are Vigil.']);
    const errors = expectErr(starmada.validate(state, 'ana', { kind: 'fire', declarations: [decl({ targetId: 'osprey' })] }));
    expect(errors[0]?.code).toBe('ERR_FIRE_FRIENDLY');
    expect(errors[0]?.message).toBe('Osprey is on your own side; pick an enemy.');
  });

  test('a target outside every bank\'s arcs is refused with the arcs it is in (p.19: dead astern is E, F and L)', () => {
    const { state } = duel({ where: { kestrel: [10, 10, 0], vigil: [10, 13, 0] } });
    const errors = expectErr(starmada.parse(state, 'ana', 'Kestrel: Cannon > Vigil'));
    expect(errors).toEqual([
      {
        code: 'ERR_OUT_OF_ARC',
        message: "Kestrel's Cannon: Vigil is in arcs E, F and L; the bank fires into A and B. Pick a bank that fires into E, F or L.",
        at: 'declaration 1',
        unit: 'Kestrel',
        quote: 'Cannon > Vigil',
        line: 1,
      },
    ]);
    expect(declarationsOf(state, 'ana', 'Kestrel: Laser > Vigil')).toEqual([decl({ battery: 1, weapons: 1 })]);
  });

  test('a target beyond the long band is refused with the distance and the reach', () => {
    // 7 hexes ahead: the Cannon (long 12) reaches, the Laser (long 6) does not.
    const { state } = duel({ where: { kestrel: [10, 10, 0], vigil: [10, 3, 3] } });
    expect(messagesOf(expectErr(starmada.parse(state, 'ana', 'Kestrel: Laser > Vigil')))).toEqual([
      "Kestrel's Laser: Vigil is 7 hexes away; this bank reaches 6. Pick a closer target.",
    ]);
    expect(declarationsOf(state, 'ana', 'Kestrel: Cannon > Vigil')).toEqual([decl({ weapons: 2 })]);
  });

  test('banksInReach lists the banks that reach with their range', () => {
    const state = facing();
    const kestrel = shipOf(state, 'kestrel');
    const target = { id: 'vigil', name: 'Vigil', at: shipOf(state, 'vigil').at, kind: 'ship' as const };
    const reach = banksInReach(state, kestrel, 1, 0, target);
    if (!reach.ok) throw new Error(reach.error.message);
    expect(reach.value).toEqual([{ battery: 1, bank: 1, arcs: 'AB', mountSize: 1, ready: 1, range: 5 }]);
    const sameHex = { ...target, at: shipOf(state, 'kestrel').at };
    const same = banksInReach(state, kestrel, 0, 0, sameHex);
    expect(same.ok ? null : same.error.code).toBe('ERR_SAME_HEX');
  });
});

describe('options in declarations', () => {
  test('directed damage is refused while E.2 is off, and for Disruptive weapons when it is on (E.2 p.48)', () => {
    const off = duel({ a: [{ class: 'Oddball', name: 'Kestrel' }] }).state;
    expect(messagesOf(expectErr(starmada.parse(off, 'ana', 'Kestrel: Mortar directed > Vigil')))).toEqual([
      'Directed damage (E.2) is not in use in this game; leave out "directed".',
    ]);
    const on = duel({ a: [{ class: 'Oddball', name: 'Kestrel' }], options: { directedDamage: true } }).state;
    expect(declarationsOf(on, 'ana', 'Kestrel: Mortar directed > Vigil')).toEqual([decl({ battery: 2, weapons: 1, directed: true })]);
    expect(messagesOf(expectErr(starmada.parse(on, 'ana', 'Kestrel: Breaker directed > Vigil')))).toEqual([
      'Breaker is Disruptive and cannot use directed damage (E.2); leave out "directed".',
    ]);
  });

  test('the secondary mode of a dual-mode battery by name (C.2 p.39); unknown modes list the modes', () => {
    // Vigil 3 ahead: inside the Point Defense mode's 2-4-6 bands.
    const { state } = duel({ a: [{ class: 'Duelist', name: 'Kestrel' }], options: { dualMode: true }, where: { kestrel: [10, 10, 0], vigil: [10, 7, 3] } });
    expect(declarationsOf(state, 'ana', 'Kestrel: Disruptor (Point Defense) > Vigil')).toEqual([decl({ weapons: 2, mode: 1 })]);
    expect(declarationsOf(state, 'ana', 'Kestrel: Disruptor (point) > Vigil')).toEqual([decl({ weapons: 2, mode: 1 })]);
    expect(messagesOf(expectErr(starmada.parse(state, 'ana', 'Kestrel: Disruptor (Nope) > Vigil')))).toEqual([
      'Disruptor has no mode “Nope”; its modes are primary, Point Defense.',
    ]);
    expect(DUELIST.batteries[0]?.profiles[1]?.mode).toBe('Point Defense');
  });

  test('a secondary mode is refused while C.2 is off, and a battery without one has no mode 2', () => {
    const { state } = duel({ a: [{ class: 'Duelist', name: 'Kestrel' }], options: { dualMode: true }, where: { kestrel: [10, 10, 0], vigil: [10, 7, 3] } });
    // Setup refuses dual-mode ships without C.2, so the check guards a state whose option was turned off.
    const off: StarmadaState = { ...state, options: { ...state.options, dualMode: false } };
    expect(messagesOf(expectErr(starmada.parse(off, 'ana', 'Kestrel: Disruptor (Point Defense) > Vigil')))).toEqual([
      'Dual-mode weapons (C.2) are not in use in this game; fire Disruptor in its primary mode.',
    ]);
    const single = facing();
    expect(messagesOf(expectErr(validateFire(single, 'ana', [decl({ mode: 1 })])))).toEqual(['Cannon has no mode 2.']);
  });
});

describe('what a battery can still fire (bank-status.ts)', () => {
  test('a seeking weapon is declared like any other, and directed damage is refused for it (C.4 p.40)', () => {
    const { state } = duel({ a: [{ class: 'Oddball', name: 'Kestrel' }], options: { directedDamage: true } });
    expect(declarationsOf(state, 'ana', 'Kestrel: Swarm > Vigil')).toEqual([decl({ battery: 1, weapons: 1 })]);
    expect(starmada.parse(state, 'ana', 'Kestrel: Swarm directed > Vigil').ok).toBe(false);
  });

  test('weapons already lost cannot fire (4.1 p.19)', () => {
    const lost = withShip(facing(), 'kestrel', (s) => ({ ...s, bankLosses: [[2], [0, 0]] }));
    expect(messagesOf(expectErr(starmada.parse(lost, 'ana', 'Kestrel: Cannon > Vigil')))).toEqual(["Kestrel's Cannon has lost every weapon."]);
    const oneLeft = withShip(facing(), 'kestrel', (s) => ({ ...s, bankLosses: [[1], [0, 0]] }));
    expect(declarationsOf(oneLeft, 'ana', 'Kestrel: Cannon > Vigil')).toEqual([decl({ weapons: 1 })]);
  });

  test('a Slow battery reloads for a turn and an Expendable one fires once (C.5 p.42)', () => {
    const turn1 = duel({ a: [{ class: 'Oddball', name: 'Kestrel' }] }).state;
    // Tie die 1 (A first); Mortar to-hit 1 and Decoy to-hit 1: both miss (a natural 1 always misses, p.20).
    const fired = resolveTyped(turn1, { ana: 'Kestrel: Mortar > Vigil; Decoy > Vigil', ben: 'Vigil: hold' }, [1, 1, 1]);
    const kestrel = shipOf(fired.state, 'kestrel');
    expect(kestrel.lastFired[2]).toEqual([1]);
    expect(kestrel.expended[3]).toEqual([1]);
    const turn2 = resolveTyped(fired.state, { ana: 'Kestrel: 0', ben: 'Vigil: 0' }).state;
    expect(starmada.step(turn2)?.key).toBe('t2/fire');
    expect(messagesOf(expectErr(starmada.parse(turn2, 'ana', 'Kestrel: Mortar > Vigil')))).toEqual(["Kestrel's Mortar is reloading (Slow) this turn."]);
    expect(messagesOf(expectErr(starmada.parse(turn2, 'ana', 'Kestrel: Decoy > Vigil')))).toEqual(["Kestrel's Decoy has nothing left to fire."]);
    expect(bankStatuses(shipOf(turn2, 'kestrel'), ODDBALL, 2, 0, 2)).toEqual([{ battery: 2, bank: 0, arcs: 'AB', mountSize: 1, ready: 0, reason: 'reloading' }]);
    expect(bankStatuses(shipOf(turn2, 'kestrel'), ODDBALL, 2, 0, 3)[0]?.ready).toBe(1);
    expect(bankStatuses(shipOf(turn2, 'kestrel'), ODDBALL, 3, 0, 3)).toEqual([{ battery: 3, bank: 0, arcs: 'AB', mountSize: 1, ready: 0, reason: 'expended' }]);
  });

  test('bankStatuses of an undamaged Lancer: every bank ready', () => {
    const kestrel = shipOf(facing(), 'kestrel');
    expect(bankStatuses(kestrel, LANCER, 1, 0, 1)).toEqual([
      { battery: 1, bank: 0, arcs: 'EF', mountSize: 1, ready: 1 },
      { battery: 1, bank: 1, arcs: 'AB', mountSize: 1, ready: 1 },
    ]);
    expect(bankStatuses(kestrel, LANCER, 5, 0, 1)).toEqual([]);
  });
});

describe('book-order fire: one ship per activation (4.0 p.18)', () => {
  // Side A has two ships, B one: the ratio rule gives A, B, A (no tie die).
  const bookOrder = () =>
    duel({
      options: { bookOrderFire: true },
      a: [{ class: 'Lancer', name: 'Kestrel' }, { class: 'Lancer', name: 'Osprey' }],
      where: { kestrel: [10, 10, 0], osprey: [12, 10, 0], vigil: [11, 5, 3] },
    });

  test('a declaration for two ships is refused, and a ship that has fired cannot fire again', () => {
    const { state, events } = bookOrder();
    expect(events.map((e) => e.text)).toContain('Combat order: A-B-A');
    expect(starmada.step(state)?.owes).toEqual(['ana']);
    const two = expectErr(starmada.parse(state, 'ana', 'Kestrel: Cannon > Vigil\nOsprey: Cannon > Vigil'));
    expect(messagesOf(two)).toEqual(['In book-order fire one ship fires at a time; declare for one of Kestrel, Osprey only.']);
    // Kestrel fires (to-hit 1, 1: both miss); Vigil holds; then Kestrel may not fire again.
    const first = resolveTyped(state, { ana: 'Kestrel: Cannon > Vigil' }, [1, 1]);
    const second = resolveTyped(first.state, { ben: 'Vigil: hold' });
    expect(starmada.step(second.state)?.key).toBe('t1/fire/3');
    expect(messagesOf(expectErr(starmada.parse(second.state, 'ana', 'Kestrel: Laser > Vigil')))).toEqual(['Kestrel has already fired this turn; pick another.']);
    expect(declarationsOf(second.state, 'ana', 'Osprey: Cannon > Vigil')).toEqual([decl({ shipId: 'osprey', weapons: 2 })]);
  });
});

describe('every name a fleet accepts can be fired at and can fire (issue 24, trap 5)', () => {
  test('names without the notation separators (: ; ,) read back as target and as firing ship, typed or echoed', () => {
    for (const name of ['Evil > Ship', 'Res · olute', '@here ship', 'Vigil (old)', 'Vigil at Dawn', 'Ship x2', 'Star-Fox 2']) {
      expect(shipNameProblem(name)).toBeNull();
      const base = facing();
      const state = { ...base, ships: base.ships.map((s) => (s.id === 'vigil' ? { ...s, name } : s.id === 'kestrel' ? { ...s, name: `${name} K` } : s)) };
      const typed = declarationsOf(state, 'ana', `${name} K: Cannon x1 > ${name}`);
      expect(typed).toEqual([decl({ weapons: 1 })]);
      expect(declarationsOf(state, 'ana', makeFire(state, typed))).toEqual(typed);
    }
  });

  test('each separator is refused as part of a name, naming it', () => {
    for (const [name, held] of [['Evil; Ship', ';'], ['Evil, Ship', ','], ['Evil: Ship', ':']] as const) {
      expect(shipNameProblem(name)).toBe(`"${name}" cannot be used: the orders use ${held} to separate their parts. A ship's name may not hold any of : ; ,.`);
    }
  });
});
