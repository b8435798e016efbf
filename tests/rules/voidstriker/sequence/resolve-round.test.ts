// The round resolver (book §2.3): plots in → initiative → lock-on → phases a–d → record keeping → next drift.
import { describe, expect, test } from 'vitest';
import { rngStateFromSeed, scriptedDice, seededDice } from '../../../../src/rules/core/dice.ts';
import { resolvePlots } from '../../../../src/rules/voidstriker/sequence/resolve-round.ts';
import { outcomeOf } from '../../../../src/rules/voidstriker/sequence/victory.ts';
import { setupGame } from '../../../../src/rules/voidstriker/setup/setup.ts';
import { place, plot, skirmish, texts } from './fixtures.ts';

const IDLE = 'thrust 0/0/0 · move drift';

function duel() {
  let s = skirmish('arab-destroyer-3500', 'arab-destroyer-3500');
  s = place(s, 'Alpha', { x: 30, y: 24 }, 90);
  return place(s, 'Bravo', { x: 40, y: 24 }, 270);
}

describe('a round between two ships 10" apart', () => {
  test('initiative, one lock roll with range/TSM/ECM, the laser battery in phase b, damage shown', () => {
    const s = duel();
    // Voidstriker §2.32 initiative d10 per player; §2.33 one lock roll; §2.35 to-hit; §2.36 damage and location rolls; §2.41 repairs.
    const dice = scriptedDice([7, 9, 8, 5, 3, 3, 8, 3, 10, 8, 4, 2, 3, 6, 2, 5]);
    const r = resolvePlots(
      s,
      { ana: plot(s, 'ana', 'Alpha: thrust 0/0/0 · sensors 2>Bravo · move 0|0|0|0 · fire 2 × Mk-IV laser > Bravo ph2'), ben: plot(s, 'ben', 'Bravo: thrust 0/0/0 · ecm 1>Alpha · move drift') },
      dice,
    );
    expect(dice.remaining).toBe(0);
    const t = texts(r.events);
    // Voidstriker §2.32: higher d10 (Ben 9) fires first.
    expect(t).toContain('Initiative (d10: Ana 7, Ben 9): Ben, then Ana. Ben fires first and accelerates last.');
    // Voidstriker §2.33/§2.331, §2.35 range table: range 10" −3, TSM +1, one ECM sensor −1: 8 − 3 = 5 ≥ 3 → locked; 2 sensors → +1 to hit (§2.33).
    expect(t).toContain('Lock-on Alpha → Bravo (2 sensors): d10 8 −3 (range 10" −3, target size (TSM +1) +1, ECM ×1 −1) = 5 vs 3+ → locked, +1 to hit');
    // Voidstriker §2.35: 5 + 1 (TSM) + 1 (sensors) − 3 (range) = 4 ≥ 4 (laser) → hit; §2.36 Mk-IV 1d6+7 − floor(10/3) = 3+7−3 = 7 per laser.
    const b = t.indexOf('Phase b');
    expect(b).toBeGreaterThan(0);
    const fire = t[b + 1] ?? '';
    expect(fire).toContain('to-hit d10 5 −1');
    expect(fire).toContain('= 4 · hits on 4+ → hit; damage [3]+7−3 range = 7, [3]+7−3 range = 7');
    // Voidstriker §2.36 damage tables: Surface 8 = cargo.
    expect(fire).toContain('7 damage: Surface 8: cargo');
    const bravo = r.state.ships.find((x) => x.name === 'Bravo');
    expect(bravo?.condition.cargo.dp).toBeLessThan(bravo?.condition.cargo.max ?? 0);
    // Voidstriker §2.33: the lock is remembered for the +3 next round.
    expect(r.state.ships.find((x) => x.name === 'Alpha')?.lockedLastRound).toEqual(['b-2']);
    expect(r.state.round).toBe(2);
    // Voidstriker §2.41 damage control at record keeping: 3d6 under the target, shown die by die.
    expect(t.filter((x) => x.startsWith('Bravo repairs'))).toEqual([
      'Bravo repairs life support (10 engineers): 3d6 [4, 2, 3] = 9 vs 13 or less → fixed, 5 → 6 DP',
      'Bravo repairs cargo (10 engineers): 3d6 [6, 2, 5] = 13 vs 13 or less → fixed, 15 → 16 DP',
    ]);
  });

  test('+3 for a target locked last round (§2.33)', () => {
    const s0 = duel();
    const s = { ...s0, ships: s0.ships.map((x) => (x.name === 'Alpha' ? { ...x, lockedLastRound: ['b-2'] } : x)) };
    // Voidstriker §2.33: 1 − 3 + 1 + 3 = 2 < 3 → no lock; with no lock the order lapses (§2.35).
    const dice = scriptedDice([7, 9, 1]);
    const r = resolvePlots(s, { ana: plot(s, 'ana', 'Alpha: thrust 0/0/0 · sensors 1>Bravo · move drift · fire 2 × Mk-IV laser > Bravo'), ben: plot(s, 'ben', `Bravo: ${IDLE}`) }, dice);
    const t = texts(r.events);
    expect(t.find((x) => x.startsWith('Lock-on'))).toContain('locked last turn +3');
    expect(t.find((x) => x.startsWith('Lock-on'))).toContain('= 2 vs 3+ → no lock');
    // Voidstriker §2.35: an order that cannot fire lapses, told once with the reason.
    expect(t.filter((x) => x.includes('does not fire'))).toEqual(['Alpha does not fire its 2 × Mk-IV laser: no lock on Bravo.']);
    expect(dice.remaining).toBe(0);
  });

  test('a target out of the fixed arc: the order lapses once with the reason (§2.35)', () => {
    let s = duel();
    s = place(s, 'Alpha', { x: 30, y: 24 }, 0); // facing north, Bravo due east: side arc
    const dice = scriptedDice([7, 9, 9]);
    const r = resolvePlots(s, { ana: plot(s, 'ana', 'Alpha: thrust 0/0/0 · sensors 1>Bravo · move drift · fire 2 × Mk-IV laser > Bravo'), ben: plot(s, 'ben', `Bravo: ${IDLE}`) }, dice);
    expect(texts(r.events).filter((x) => x.includes('does not fire'))).toEqual(['Alpha does not fire its 2 × Mk-IV laser: Bravo is out of its arc.']);
  });

  test('next round\'s drift comes from the new positions (§2.31)', () => {
    const s = duel();
    const r = resolvePlots(s, { ana: plot(s, 'ana', 'Alpha: thrust 4/0/0 · move a4|a4|a4|a4'), ben: plot(s, 'ben', `Bravo: ${IDLE}`) }, seededDice(rngStateFromSeed('d')));
    const alpha = r.state.ships.find((x) => x.name === 'Alpha');
    // 4 phases × 1" east: the ship is 4" on and drifts 4" east next round.
    expect(alpha?.position.x).toBeCloseTo(34);
    expect(alpha?.drift.speed).toBeCloseTo(4);
    expect(alpha?.drift.direction.x).toBeCloseTo(1);
  });
});

describe('missiles (§2.351)', () => {
  test('a launch makes a salvo with the ship\'s drift; tubes reload in round+3; the strike rolls once per missile', () => {
    let s = skirmish('ijn-missile-destroyer-3000', 'arab-destroyer-3500');
    s = place(s, 'Alpha', { x: 30, y: 24 }, 90);
    s = place(s, 'Bravo', { x: 44, y: 24 }, 270);
    const r = resolvePlots(
      s,
      { ana: plot(s, 'ana', 'Alpha: thrust 4/0/0 · sensors 2>Bravo · move a4|a4|a4|a4 · launch missiles > Bravo ph1'), ben: plot(s, 'ben', `Bravo: ${IDLE}`) },
      seededDice(rngStateFromSeed('q')),
    );
    expect(texts(r.events)).toContain('Alpha launches S1: 4 × Mk-III Xraser at Bravo (tubes reload in round 4).');
    const [salvo] = r.state.salvos;
    expect(salvo).toMatchObject({ id: 'S1', count: 4, mark: 3, target: 'b-2', launched: { round: 1, phase: 'a' } });
    expect(r.state.ships.find((x) => x.name === 'Alpha')?.lastLaunch).toEqual({ mt1: 1 });
    // Round 2: the salvo strikes Bravo with one d10 per missile, + phases in flight + TSM, 10+ (§2.351).
    const s2 = r.state;
    const r2 = resolvePlots(
      s2,
      { ana: plot(s2, 'ana', 'Alpha: thrust 0/0/0 · sensors 2>Bravo · move drift · launch Quad Mk-III missiles > Bravo'), ben: plot(s2, 'ben', `Bravo: ${IDLE}`) },
      seededDice(rngStateFromSeed('z')),
    );
    const strike = texts(r2.events).find((x) => x.startsWith('S1 (4 × Mk-III Xraser) strikes Bravo'));
    expect(strike).toBeDefined();
    const rolls = (r2.events.find((e) => e.type === 'missileStrike')?.data as { rolls: unknown[] }).rolls;
    expect(rolls).toHaveLength(4);
    // 4 phases in flight + TSM +1 = +5 (§2.351).
    expect(strike).toContain('+5 (4 phases in flight');
    // Tubes fired in round 1 are not ready in round 2 (every third round).
    expect(texts(r2.events).some((x) => x.includes('cannot launch') || x.includes('does not fire'))).toBe(true);
    expect(r2.state.salvos).toHaveLength(0);
  });
});

describe('planets and record keeping', () => {
  test('a ship flying into a planet is destroyed (§3.21)', () => {
    const base = setupGame({ options: { firePerPhase: false, asteroids: false }, fleets: { ana: { side: 'IJN', player: 'Ana', ships: [] }, ben: { side: 'UNSN', player: 'Ben', ships: [] } }, scenario: '6.1', seed: 'x' });
    if (!base.ok) throw new Error('setup');
    const planet = base.value.planets[0];
    if (!planet) throw new Error('planet');
    const first = base.value.ships[0];
    if (!first) throw new Error('ship');
    // Drifting 10" straight at the planet's centre from 2" off its surface.
    const at = { x: planet.center.x + planet.diameter / 2 + 2, y: planet.center.y };
    const s = {
      ...base.value,
      ships: base.value.ships.map((x) => (x.id === first.id ? { ...x, position: at, vectorCounter: { x: at.x + 10, y: at.y }, heading: 270, drift: { speed: 10, direction: { x: -1, y: 0 } } } : x)),
    };
    const r = resolvePlots(s, {}, seededDice(rngStateFromSeed('p')));
    const ship = r.state.ships.find((x) => x.id === first.id);
    expect(ship?.status).toBe('destroyed');
    expect(ship?.fate).toBe(`crashed into ${planet.id}`);
    expect(texts(r.events).some((x) => x.startsWith(`${first.name} flies into ${planet.id} and is destroyed`))).toBe(true);
  });

  test('a ship off the playfield at the end of the round leaves the battle where there is a planet (§6.1, ruling B6)', () => {
    const base = setupGame({ options: { firePerPhase: false, asteroids: false }, fleets: { ana: { side: 'IJN', player: 'Ana', ships: [] }, ben: { side: 'UNSN', player: 'Ben', ships: [] } }, scenario: '6.1', seed: 'x' });
    if (!base.ok) throw new Error('setup');
    const raider = base.value.ships.find((x) => x.side === 'UNSN');
    if (!raider) throw new Error('ship');
    const s = { ...base.value, ships: base.value.ships.map((x) => (x.id === raider.id ? { ...x, position: { x: 73, y: 24 }, vectorCounter: { x: 72, y: 24 }, drift: { speed: 1, direction: { x: 1, y: 0 } } } : x)) };
    const r = resolvePlots(s, {}, seededDice(rngStateFromSeed('p')));
    expect(r.state.ships.find((x) => x.id === raider.id)?.status).toBe('departed');
    expect(texts(r.events)).toContain(`${raider.name} leaves the battlefield.`);
  });

  test('out of control: a recovery roll at record keeping (§2.362 Bridge)', () => {
    const s0 = duel();
    const s = { ...s0, ships: s0.ships.map((x) => (x.name === 'Alpha' ? { ...x, condition: { ...x.condition, outOfControl: true } } : x)) };
    const r = resolvePlots(s, {}, seededDice(rngStateFromSeed('o')));
    expect(texts(r.events).some((x) => /^Alpha out of control: d6 \d/.test(x))).toBe(true);
  });
});

describe('determinism', () => {
  test('same state, plots and seed give the same events and state', () => {
    const s = duel();
    const plots = { ana: plot(s, 'ana', 'Alpha: thrust 2/0/0 · sensors 3>Bravo · move a2|a2|0|0 · fire 2 × Mk-IV laser > Bravo'), ben: plot(s, 'ben', 'Bravo: thrust 0/0/0 · sensors 2>Alpha · move drift · fire 2 × Mk-IV laser > Alpha') };
    const a = resolvePlots(s, plots, seededDice(rngStateFromSeed('same')));
    const b = resolvePlots(s, plots, seededDice(rngStateFromSeed('same')));
    expect(b).toEqual(a);
  });
});

describe('victory (Ch.6)', () => {
  test('last survivor wins; none left is a draw', () => {
    const s = duel();
    const one = { ...s, ships: s.ships.map((x) => (x.name === 'Bravo' ? { ...x, status: 'destroyed' as const } : x)) };
    expect(outcomeOf(one)?.winner).toBe('A');
    const none = { ...s, ships: s.ships.map((x) => ({ ...x, status: 'destroyed' as const })) };
    expect(outcomeOf(none)?.winner).toBeNull();
    expect(outcomeOf(s)).toBeNull();
  });
});

describe('asteroids (§3.22, optional)', () => {
  // §3.22: a ship entering an asteroid counter rolls 2d6 + TSM + drift − evasive − laser defence ≥ 9 to collide;
  // turrets put on asteroid defence give −1, −2, −3, −4 for 1, 2, 4, 8 turrets (§3.22) and do not fire.
  function intoTheRocks(orders: string) {
    let s = skirmish('unsn-destroyer-escort-3000', 'arab-destroyer-3500', { firePerPhase: false, asteroids: false });
    s = place(s, 'Alpha', { x: 10, y: 24 }, 90, { vectorCounter: { x: 8, y: 24 }, drift: { speed: 2, direction: { x: 1, y: 0 } } });
    s = place(s, 'Bravo', { x: 60, y: 24 }, 270);
    s = { ...s, asteroids: [{ id: 'Rocks', polygon: [{ x: 11, y: 22 }, { x: 13, y: 22 }, { x: 13, y: 26 }, { x: 11, y: 26 }] }] };
    return resolvePlots(s, { ana: plot(s, 'ana', orders) }, seededDice(rngStateFromSeed('rocks')));
  }

  test('entering a field rolls for collision with drift and size; turrets on defence take off their modifier', () => {
    const plain = texts(intoTheRocks('Alpha: move 0|0|0|0').events).find((t) => t.startsWith('Alpha enters Rocks'));
    expect(plain).toMatch(/^Alpha enters Rocks: 2d6 \d\+\d \(target size \+1, drift speed \+2\) = \d+ vs 9\+/);
    const defended = intoTheRocks('Alpha: move 0|0|0|0 · ad');
    const line = texts(defended.events).find((t) => t.startsWith('Alpha enters Rocks'));
    // The UNSN Destroyer Escort has eight laser turret mounts: −4.
    expect(line).toMatch(/laser asteroid defence \(8 turrets\) −4\)/);
  });
});
