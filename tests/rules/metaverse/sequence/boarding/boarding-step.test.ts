// Metaverse p.37 "Boarding Combat Step", p.63 "Basic Teleporter" / "Advanced Teleporter"; rulings A10, A62.
import { describe, expect, test } from 'vitest';
import { scriptedDice } from '../../../../../src/rules/core/dice.ts';
import { cloneState, sectionCrew, sectionMarines, type ShipDamageState } from '../../../../../src/rules/metaverse/damage/state.ts';
import {
  boardingStep,
  defaultDisableChoice,
  emptyBoarding,
  hostileSections,
  landBoarders,
  teleportBoarders,
  validateBoardingOrder,
} from '../../../../../src/rules/metaverse/sequence/boarding/boarding-step.ts';
import type { BoardingState, MetaverseState, MvShip } from '../../../../../src/rules/metaverse/state.ts';
import { designById, LIBRARY, type Catalogue } from '../../../../../src/rules/metaverse/ships/library.ts';
import { match } from '../fixtures.ts';

const RESOLUTE = 'A-resolute';
const STALKER = 'B-stalker';

/** Sets a section's crew and marines (top layer), the rest of its layers emptied. */
function withParties(damage: ShipDamageState, section: string, crew: number, marines: number): ShipDamageState {
  const st = cloneState(damage);
  const sec = st.sections.find((s) => s.id === section);
  if (!sec) throw new Error('fixture');
  sec.layers.forEach((l, i) => {
    l.crew = i === 0 ? crew : 0;
    l.marines = i === 0 ? marines : 0;
  });
  return st;
}

const ship = (s: { ships: readonly MvShip[] }, id: string): MvShip => {
  const x = s.ships.find((y) => y.id === id);
  if (!x) throw new Error(`no ship ${id}`);
  return x;
};

function withShip(s: MetaverseState, id: string, f: (d: ShipDamageState) => ShipDamageState): MetaverseState {
  return { ...s, ships: s.ships.map((x) => (x.id === id ? { ...x, damage: f(x.damage) } : x)) };
}

const board = (shipId: string, section: string, marines: number): BoardingState => landBoarders(emptyBoarding(), { shipId, section, side: 'B', marines });

describe('the Boarding Combat Step (p.37)', () => {
  test('boarding example (p.37): seven boarders against three regular crew and a marine; the defender loses 3 crew, the boarders 1', () => {
    // The boarding example (book ~p.37). Erratum: the book prints 8 attacker values (1,1,3,4,5,5,7,7) for 7 parties;
    // the stated outcome needs the top four to be 7,7,5,5, so one low value is dropped: 7,7,5,5,4,3,1.
    const s = withShip(match(), RESOLUTE, (d) => withParties(d, 'stern', 3, 1));
    expect(s.squadrons.find((q) => q.id === ship(s, RESOLUTE).squadronId)?.crewQuality).toBe('regular');
    const dice = scriptedDice([7, 7, 5, 5, 4, 3, 1, /* defending marine d10 */ 9, /* regular crew d6 */ 6, 2, 2]);
    const r = boardingStep(s, board(RESOLUTE, 'stern', 7), dice);
    expect(dice.remaining).toBe(0);
    const stern = ship(r, RESOLUTE).damage.sections.find((x) => x.id === 'stern');
    if (!stern) throw new Error('no stern');
    expect(sectionCrew(stern)).toBe(0);
    expect(sectionMarines(stern)).toBe(1);
    expect(r.boarding.parties).toEqual([{ shipId: RESOLUTE, section: 'stern', side: 'B', marines: 6, holding: false }]);
    expect(r.events).toHaveLength(1);
    expect(r.events[0]?.text).toContain('7 boarders d8 [7, 7, 5, 5, 4, 3, 1] vs 1 marines d10 [9] and 3 regular crew [6, 2, 2]');
    expect(r.events[0]?.text).toContain('pairs (defender–attacker) 9–7, 6–7, 2–5, 2–5');
    expect(r.events[0]?.text).toContain('defender loses 3 crew, boarders lose 1: the fight continues next turn');
    // p.38: no repairs in a section with hostile parties.
    expect(hostileSections(r.boarding, RESOLUTE)).toEqual(['stern']);
  });

  test('a section left without defenders: the boarders disable as many systems as they have parties left', () => {
    const s = withShip(match(), RESOLUTE, (d) => withParties(d, 'stern', 1, 0));
    // Attackers d8 6, 2; the one regular crew d6 3 pairs with the 6 and dies.
    const dice = scriptedDice([6, 2, 3]);
    const r = boardingStep(s, board(RESOLUTE, 'stern', 2), dice);
    const dmg = ship(r, RESOLUTE).damage;
    expect(dmg.systems.filter((x) => x.disabled).map((x) => x.id)).toEqual(['stl-T1', 'stl-T2']);
    expect(r.boarding.parties).toEqual([{ shipId: RESOLUTE, section: 'stern', side: 'B', marines: 2, holding: true }]);
    expect(r.events[0]?.text).toContain('the section is taken; disabled stl-T1, stl-T2');
  });

  test('boarders landing in an empty section take it without dice, then hold it', () => {
    const s = withShip(match(), RESOLUTE, (d) => withParties(d, 'core', 0, 0));
    const r = boardingStep(s, board(RESOLUTE, 'core', 2), scriptedDice([]));
    // Default choice (A10, attacker chooses): most important first — bridge, then reactor.
    expect(ship(r, RESOLUTE).damage.systems.filter((x) => x.disabled).map((x) => x.id)).toEqual(['bridge', 'reactor']);
    const again = boardingStep({ ...s, ships: r.ships }, r.boarding, scriptedDice([]));
    expect(again.events[0]?.text).toContain('2 boarders hold the section');
    expect(ship(again, RESOLUTE).damage.systems.filter((x) => x.disabled)).toHaveLength(2);
  });

  test('boarders wiped out leave the Boarding State; boarders in a destroyed section are lost with it', () => {
    const s = withShip(match(), RESOLUTE, (d) => withParties(d, 'stern', 0, 1));
    // One boarder d8 4 against a defending marine d10 8.
    const r = boardingStep(s, board(RESOLUTE, 'stern', 1), scriptedDice([4, 8]));
    expect(r.boarding.parties).toEqual([]);
    expect(r.events[0]?.text).toContain('the boarders are wiped out');
    const gone = withShip(match(), RESOLUTE, (d) => {
      const st = cloneState(d);
      const stern = st.sections.find((x) => x.id === 'stern');
      if (stern) stern.destroyed = true;
      return st;
    });
    const r2 = boardingStep(gone, board(RESOLUTE, 'stern', 3), scriptedDice([]));
    expect(r2.boarding.parties).toEqual([]);
    expect(r2.events[0]?.text).toContain('lost with it');
  });

  test('defaultDisableChoice takes the most important working systems first', () => {
    const d = ship(match(), RESOLUTE).damage;
    expect(defaultDisableChoice(d, 'core', 3)).toEqual(['bridge', 'reactor', 'stl-P']);
    expect(defaultDisableChoice(d, 'core', 0)).toEqual([]);
  });
});

/** Resolute (A) carries a teleporter; the Stalker's squadron (B) is 25 cm due north of it, Resolute's bow to it. */
function teleportSetup(teleType: 'basic' | 'advanced'): { s: MetaverseState; catalogue: Catalogue } {
  const base = designById('salvo-resolute');
  if (!base) throw new Error('fixture');
  const design = { ...base, id: 'test-resolute-tele', systems: [...base.systems, { id: 'tele', kind: 'teleporter' as const, section: 'core', teleType, rating: 3 }] };
  const catalogue: Catalogue = { ...LIBRARY, designs: [...LIBRARY.designs, design] };
  const m = match();
  const res = ship(m, RESOLUTE);
  const stk = ship(m, STALKER);
  const s: MetaverseState = {
    ...m,
    // Four marine parties embarked in the core for the raid.
    ships: m.ships.map((x) => (x.id === RESOLUTE ? { ...x, designId: design.id, damage: withParties(x.damage, 'core', 3, 4) } : x)),
    squadrons: m.squadrons.map((q) => (q.id === res.squadronId ? { ...q, at: { x: 50, y: 60 }, heading: 0 } : q.id === stk.squadronId ? { ...q, at: { x: 50, y: 35 }, heading: 0, trModifier: 0 } : q)),
  };
  return { s, catalogue };
}

describe('teleporter boarding (p.63)', () => {
  test('one sensor roll per teleporter; EW +1 per 10 cm; on a hit the parties land in the chosen sections', () => {
    const { s, catalogue } = teleportSetup('advanced');
    const marinesBefore = ship(s, RESOLUTE).damage.sections.reduce((n, x) => n + sectionMarines(x), 0);
    // Sensor 15 (sen-A) − (Stalker EW 2 + 2 for 25 cm) = 11; Stalker TR 3: hits on 4–11. d20 9 hits.
    const dice = scriptedDice([9]);
    const r = teleportBoarders(s, emptyBoarding(), [{ shipId: RESOLUTE, targetShipId: STALKER, parties: [{ section: 'core', marines: 2 }] }], dice, catalogue);
    expect(dice.remaining).toBe(0);
    expect(r.events[0]?.text).toBe('CNS Resolute teleporter tele → VHS Stalker · 25 cm · sensor 15 − EW 2+2 (range) vs TR 3: d20 9 → 2 marine parties land (2 to core)');
    expect(r.boarding.parties).toEqual([{ shipId: STALKER, section: 'core', side: 'A', marines: 2, holding: false }]);
    expect(ship(r, RESOLUTE).damage.sections.reduce((n, x) => n + sectionMarines(x), 0)).toBe(marinesBefore - 2);
  });

  test('a failed roll loses the parties to the void', () => {
    const { s, catalogue } = teleportSetup('advanced');
    const r = teleportBoarders(s, emptyBoarding(), [{ shipId: RESOLUTE, targetShipId: STALKER, parties: [{ section: 'core', marines: 1 }] }], scriptedDice([12]), catalogue);
    expect(r.events[0]?.text).toContain('d20 12 → 1 marine parties lost to the void');
    expect(r.boarding.parties).toEqual([]);
    expect(ship(r, RESOLUTE).damage.sections.reduce((n, x) => n + sectionMarines(x), 0)).toBe(ship(s, RESOLUTE).damage.sections.reduce((n, x) => n + sectionMarines(x), 0) - 1);
  });

  test('a basic teleporter is blocked by the sender’s own energy shields in the arc facing the target; an advanced one is not', () => {
    const basic = teleportSetup('basic');
    const order = { shipId: RESOLUTE, targetShipId: STALKER, parties: [{ section: 'core', marines: 1 }] };
    const v = validateBoardingOrder(basic.s, order, basic.catalogue);
    expect(v.ok).toBe(false);
    if (!v.ok) expect(v.error.message).toContain('shields in its bow arc block its basic teleporters');
    const adv = teleportSetup('advanced');
    expect(validateBoardingOrder(adv.s, order, adv.catalogue).ok).toBe(true);
  });

  test('the order is checked: target shields, capacity, marines aboard, sections, a ship without teleporters', () => {
    const { s, catalogue } = teleportSetup('advanced');
    const order = (marines: number, section = 'core') => ({ shipId: RESOLUTE, targetShipId: STALKER, parties: [{ section, marines }] });
    const msg = (st: MetaverseState, o: ReturnType<typeof order>): string => {
      const v = validateBoardingOrder(st, o, catalogue);
      return v.ok ? 'ok' : v.error.message;
    };
    // Rating 3 teleporter carries 3; Resolute has 4 marine parties aboard.
    expect(msg(s, order(1))).toBe('ok');
    expect(msg(s, order(2))).toBe('ok');
    const fewMarines = withShip(s, RESOLUTE, (d) => withParties(d, 'core', 3, 1));
    expect(msg(fewMarines, order(2))).toContain('only 1 marine parties aboard');
    const many = withShip(s, RESOLUTE, (d) => withParties(d, 'core', 3, 5));
    expect(msg(many, order(4))).toContain('carry only 3 marine parties');
    expect(msg(s, order(1, 'bridge-deck'))).toContain('no surviving section bridge-deck');
    expect(msg(s, order(0))).toContain('whole number');
    // The target's energy-affecting shields in the arc facing the sender block teleporting.
    const shielded = withShip(s, STALKER, (d) => ({ ...cloneState(d), shields: [{ arc: 'stern', section: 'core', max: 10, hits: 10, vs: 'energy' }] }));
    expect(msg(shielded, order(1))).toContain('shields in its stern arc block teleporters');
    const plain = withShip(match(), RESOLUTE, (d) => d);
    expect(msg(plain, order(1))).toContain('no working teleporter');
    // A refused order rolls nothing and reports why.
    const r = teleportBoarders(s, emptyBoarding(), [order(0)], scriptedDice([]), catalogue);
    expect(r.events[0]?.text).toMatch(/^Boarding order refused: /);
  });

  test('landed parties then fight in the Boarding Combat Step', () => {
    const { s, catalogue } = teleportSetup('advanced');
    const t = teleportBoarders(s, emptyBoarding(), [{ shipId: RESOLUTE, targetShipId: STALKER, parties: [{ section: 'core', marines: 1 }] }], scriptedDice([9]), catalogue);
    // The Stalker core has 2 crew, no marines; its crew quality was rolled at setup.
    // Boarder d8 1; crew dice 1, 1 (a face of any crew die) → the top pair ties: both die; the other crew die is unpaired.
    const r = boardingStep({ ...s, ships: t.ships }, t.boarding, scriptedDice([1, 1, 1]));
    expect(r.boarding.parties).toEqual([]);
    const core = ship(r, STALKER).damage.sections.find((x) => x.id === 'core');
    expect(core && sectionCrew(core)).toBe(1);
    expect(r.events[0]?.text).toContain('defender loses 1 crew, boarders lose 1: the boarders are wiped out');
  });
});
