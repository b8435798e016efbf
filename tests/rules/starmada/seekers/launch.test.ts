// Starmada C.4 p.40 (and its split example): launching seekers in the Combat Phase.
import { describe, expect, test } from 'vitest';
import { scriptedDice } from '../../../../src/rules/core/dice.ts';
import type { SeatId } from '../../../../src/rules/core/rule-system.ts';
import { allocateFire } from '../../../../src/rules/starmada/combat/declaration.ts';
import { banksInReach } from '../../../../src/rules/starmada/combat/reach-target.ts';
import { launchHeading, launchSeekers, weaponCount } from '../../../../src/rules/starmada/seekers/launch.ts';
import { SIROCCO } from '../../../../src/rules/starmada/ships/library/index.ts';
import type { ShipClass } from '../../../../src/rules/starmada/ships/schema.ts';
import type { FireDeclaration, StarmadaState } from '../../../../src/rules/starmada/state.ts';
import { starmada } from '../../../../src/rules/starmada/system.ts';
import { hex, place, seekerFlight, seekerGame, ship } from './fixtures.ts';

/** Three seeking mounts of ROF 3, as in the p.40 example (not from the book's ships). */
const HAILSTORM: ShipClass = {
  ...SIROCCO,
  className: 'Hailstorm',
  batteries: [{ name: 'Hail Missile', profiles: [{ range: null, ma: 6, rof: 3, acc: 5, imp: 1, dmg: 1, traits: [] }], banks: [{ arcs: 'FH', count: 3 }], lossLimit: 1 }],
};

/** Two Volatile seeking mounts (ROF rolled, C.5 Vlt) (not from the book). */
const SQUALL: ShipClass = {
  ...SIROCCO,
  className: 'Squall',
  batteries: [{ name: 'Scatter Mine', profiles: [{ range: null, ma: 6, rof: 1, acc: 5, imp: 1, dmg: 1, traits: ['Vlt'] }], banks: [{ arcs: 'FH', count: 2 }], lossLimit: 1 }],
};

/** The Sirocco six hexes due south of the Majestic, both facing each other, turn 1, fire step. */
function facingOff(b: { class: string; name?: string }[] = [{ class: 'Sirocco' }], designs: ShipClass[] = []): StarmadaState {
  let state = seekerGame({ b, designs });
  state = place(state, 'majestic', hex(15, 0), 3);
  state = place(state, state.ships.find((s) => s.side === 'B')?.id ?? '', hex(15, 6), 0);
  return { ...state, phase: { kind: 'fire' } };
}

const declare = (over: Partial<FireDeclaration> = {}): FireDeclaration => ({ shipId: 'sirocco', battery: 0, weapons: 0, targetId: 'majestic', mode: 0, directed: false, ...over });

function launch(state: StarmadaState, d: FireDeclaration, faces: number[] = []) {
  const allocated = allocateFire(state, null, [d]);
  if (!allocated.ok) throw new Error(allocated.error.map((e) => e.message).join('\n'));
  const dice = scriptedDice(faces);
  const first = allocated.value[0];
  if (!first) throw new Error('nothing allocated');
  const result = launchSeekers(state, first, dice);
  expect(dice.remaining).toBe(0);
  return result;
}

describe('a seeking battery fired places seeker flights instead of rolling to hit (C.4 p.40)', () => {
  test('the Sirocco fires both Swarm Missiles at the Majestic: 2 mounts × ROF 2 = 4 seekers in one flight, in its hex', () => {
    const state = facingOff();
    const submissions: Record<SeatId, { kind: 'fire'; declarations: FireDeclaration[] }> = {
      ben: { kind: 'fire', declarations: [declare({ weapons: 2 })] },
      ana: { kind: 'fire', declarations: [] },
    };
    // The only die: who starts the combat order (1 vs 1 ships, 1: side A). No to-hit die is rolled.
    const dice = scriptedDice([1]);
    const resolved = starmada.resolve(state, submissions, dice);
    expect(dice.remaining).toBe(0);
    const launchEvent = resolved.events.find((e) => e.type === 'seeker-launch');
    expect(launchEvent?.text).toBe('Sirocco launches 4 Swarm Missiles at Majestic (1 flight), heading N.');
    expect(resolved.events.some((e) => e.type === 'attack')).toBe(false);
    const [flight] = resolved.state.flights;
    expect(resolved.state.flights).toHaveLength(1);
    expect(flight).toMatchObject({
      name: 'Sirocco Swarm Missile 1',
      side: 'B',
      seat: 'ben',
      count: 4,
      at: hex(15, 6),
      heading: 0,
      seeker: { targetId: 'majestic', ma: 8, acc: 4, imp: 1, dmg: 1, traits: ['Exp'], launchedTurn: 1, weaponName: 'Swarm Missile', firer: 'Sirocco' },
    });
    // Expendable (C.5 p.43): both missiles are spent; the next turn has none left to fire.
    const sirocco = ship(resolved.state, 'sirocco');
    expect(sirocco.expended[0]).toEqual([2]);
    const next = banksInReach({ ...resolved.state, turn: 2 }, sirocco, 0, 0, { id: 'majestic', name: 'Majestic', at: hex(15, 0), kind: 'ship' });
    expect(next.ok ? 'ready' : next.error.message).toBe("Sirocco's Swarm Missile has nothing left to fire.");
    // The state stays plain JSON.
    expect(JSON.parse(JSON.stringify(resolved.state))).toEqual(resolved.state);
  });

  test('the p.40 example: three mounts of ROF 3 make nine seekers, two flights of five and four', () => {
    const state = facingOff([{ class: 'Hailstorm' }], [HAILSTORM]);
    const result = launch(state, declare({ shipId: 'hailstorm' }));
    expect(result.state.flights.map((f) => [f.name, f.count])).toEqual([
      ['Hailstorm Hail Missile 1', 5],
      ['Hailstorm Hail Missile 2', 4],
    ]);
    expect(result.events[0]?.text).toBe(
      'Hailstorm launches 9 Hail Missiles at Majestic (2 flights: Hailstorm Hail Missile 1 of 5, Hailstorm Hail Missile 2 of 4), heading N.',
    );
    expect(new Set(result.state.flights.map((f) => f.id)).size).toBe(2);
  });

  test('names go on from the highest number on the board', () => {
    const state = facingOff();
    const onBoard = { ...state, flights: [seekerFlight(hex(15, 3), 0, 'majestic')] };
    const result = launch(onBoard, declare({ battery: 0, weapons: 1 }));
    expect(result.state.flights.map((f) => f.name)).toEqual(['Sirocco Swarm Missile 1', 'Sirocco Swarm Missile 2']);
    expect(result.state.flights[1]?.count).toBe(2);
  });

  test('a Volatile seeking battery rolls each mount\'s ROF at launch (C.5 Vlt)', () => {
    const state = facingOff([{ class: 'Squall' }], [SQUALL]);
    const result = launch(state, declare({ shipId: 'squall' }), [5, 3]);
    expect(result.state.flights.map((f) => f.count)).toEqual([4, 4]);
    expect(result.events[0]?.text).toContain('Volatile ROF 5, 3.');
  });

  test('the Reaper Torpedo: one seeker of MA 10, IMP 2, Deadly', () => {
    const result = launch(facingOff(), declare({ battery: 1 }));
    expect(result.events[0]?.text).toBe('Sirocco launches 1 Reaper Torpedo at Majestic (1 flight), heading N.');
    expect(result.state.flights[0]?.seeker).toMatchObject({ ma: 10, imp: 2, traits: ['Dly'] });
  });

  test('plural names read right', () => {
    expect(weaponCount(2, 'Reaper Torpedo')).toBe('2 Reaper Torpedoes');
    expect(weaponCount(3, 'Swarm Missile')).toBe('3 Swarm Missiles');
    expect(weaponCount(1, 'Swarm Missile')).toBe('1 Swarm Missile');
  });
});

describe('declaring a seeking battery: arc and line of sight, no range limit (C.4 p.40)', () => {
  test('a target far beyond any range band can be launched at', () => {
    let state = facingOff();
    state = place(state, 'majestic', hex(15, -10), 3);
    const reach = banksInReach(state, ship(state, 'sirocco'), 0, 0, { id: 'majestic', name: 'Majestic', at: hex(15, -10), kind: 'ship' });
    expect(reach.ok && reach.value.map((b) => b.range)).toEqual([16]);
  });

  test('a target out of the bank\'s arc is refused as for any weapon', () => {
    let state = facingOff();
    state = place(state, 'sirocco', hex(15, 6), 3); // facing away: the Majestic is astern
    const reach = banksInReach(state, ship(state, 'sirocco'), 1, 0, { id: 'majestic', name: 'Majestic', at: hex(15, 0), kind: 'ship' });
    expect(reach.ok ? 'reached' : reach.error.code).toBe('ERR_OUT_OF_ARC');
  });

  test('the text form declares a launch like any fire', () => {
    const parsed = starmada.parse(facingOff(), 'ben', 'Sirocco: Swarm Missile > Majestic');
    expect(parsed.ok && parsed.value).toEqual({ kind: 'fire', declarations: [declare({ weapons: 2 })] });
  });

  test('directed damage is refused for seekers (Salvo\'s ruling: seekers take only the C.4 modifiers)', () => {
    const state = { ...facingOff(), options: { ...facingOff().options, directedDamage: true } };
    const checked = allocateFire(state, null, [declare({ directed: true })]);
    expect(checked.ok ? [] : checked.error.map((e) => e.message)).toEqual([
      'Swarm Missile launches seekers, which cannot use directed damage (E.2); leave out "directed".',
    ]);
  });
});

describe('the heading at launch: toward the target (C.4 p.40)', () => {
  test('the hexside the line of sight leaves by', () => {
    expect(launchHeading({ at: hex(0, 0), facing: 0 }, hex(0, -5))).toBe(0);
    expect(launchHeading({ at: hex(0, 0), facing: 0 }, hex(3, 0))).toBe(2);
    expect(launchHeading({ at: hex(0, 0), facing: 0 }, hex(-4, 4))).toBe(4);
    // (3,−1) is about 101° off north: the line leaves by the SE hexside.
    expect(launchHeading({ at: hex(0, 0), facing: 0 }, hex(3, -1))).toBe(2);
  });

  test('a line along a hexside: of the two headings, the one nearer the firer\'s facing (Salvo\'s rule)', () => {
    // (1,−2) lies at 30°, between the N and NE hexsides.
    expect(launchHeading({ at: hex(0, 0), facing: 0 }, hex(1, -2))).toBe(0);
    expect(launchHeading({ at: hex(0, 0), facing: 1 }, hex(1, -2))).toBe(1);
    expect(launchHeading({ at: hex(0, 0), facing: 3 }, hex(1, -2))).toBe(1);
  });
});
