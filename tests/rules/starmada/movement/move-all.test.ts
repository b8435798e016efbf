import { describe, expect, it } from 'vitest';
import { rngStateFromSeed, scriptedDice, seededDice } from '../../../../src/rules/core/dice.ts';
import type { Hex } from '../../../../src/rules/core/hex.ts';
import { makeHexLabel, type Board } from '../../../../src/rules/core/offset.ts';
import { moveAllShips, type MoveAllInput, type ShipMoveEvent, type StackingEvent } from '../../../../src/rules/starmada/movement/move-all.ts';
import { CORE_RULES } from '../../../../src/rules/starmada/options.ts';
import { parseOrder } from '../../../../src/rules/starmada/notation/movement.ts';
import type { ShipOrders } from '../../../../src/rules/starmada/notation/ship-orders.ts';
import type { ShipState } from '../../../../src/rules/starmada/state.ts';
import { ALL_MOVEMENT_OPTIONS, at, MAJESTIC, ship, testClass } from './fixtures.ts';

const BOARD: Board = { cols: 20, rows: 20 };
const label = (h: Hex): string => makeHexLabel(h, BOARD);
const CLASSES = {
  majestic: MAJESTIC,
  cloaker: testClass({ cloak: true, boosters: 2 }),
  tug: testClass({ hullSize: 5, engines: [7, 5, 3] }),
  hulk: testClass({ hullSize: 3, engines: [2, 1] }),
};

/** A ship's orders as a test writes them: the move as typed, the boosters it fires, the ship it tows. */
interface Typed {
  readonly orders: string;
  readonly boosters?: number;
  readonly tows?: string;
}

/** Orders reach the Movement Phase read (notation/ship-orders.ts): each typed move is read here. */
function readTyped(t: Typed): ShipOrders {
  const move = parseOrder(t.orders);
  if (!move.ok) throw new Error(`${t.orders} does not read`);
  return { move: move.value, ...(t.boosters === undefined ? {} : { boost: t.boosters }), ...(t.tows === undefined ? {} : { tow: t.tows }) };
}

const input = (ships: ShipState[], submissions: Readonly<Record<string, Typed>>, extra: Partial<MoveAllInput> = {}): MoveAllInput => ({
  ships,
  classes: CLASSES,
  board: BOARD,
  options: CORE_RULES,
  submissions: Object.fromEntries(Object.entries(submissions).map(([id, t]) => [id, readTyped(t)])),
  ...extra,
});
const moveEvent = (events: readonly (ShipMoveEvent | StackingEvent)[], id: string): ShipMoveEvent => {
  const e = events.find((x): x is ShipMoveEvent => x.type === 'move' && x.shipId === id);
  if (!e) throw new Error(`no move event for ${id}`);
  return e;
};
const byId = (ships: readonly ShipState[], id: string): ShipState => ships.find((s) => s.id === id) as ShipState;

// Majestic (p.29): engine track 4-3-2-1, so an engine rating of 4 until it takes engine hits.
const majestic = ship({ id: 'maj', name: 'Majestic', at: at(10, 10), heading: 0, prevSpeed: 4 });
const dauntless = ship({ id: 'dau', name: 'Dauntless', side: 'B', seat: 'seat-b', at: at(3, 15), heading: 1, prevSpeed: 3 });

describe('moveAllShips: orders carried out', () => {
  // Starmada p.15 §3.1 and p.16 §3.3: each ship moves by its orders; the orders are then public.
  it('moves every ship by its orders and records trails, revealed orders and events', () => {
    const r = moveAllShips(input([majestic, dauntless], { maj: { orders: '2p2' }, dau: { orders: '3' } }), scriptedDice([]));
    const m = byId(r.ships, 'maj');
    expect(label(m.at)).toBe('0807');
    expect(m).toMatchObject({ heading: 5, facing: 5, prevSpeed: 4, lastSlips: { dir: null, count: 0 }, status: 'active' });
    expect(r.trails.maj?.map(label)).toEqual(['1010', '1009', '1008', '0908', '0807']);
    expect(r.revealedOrders).toEqual({ maj: '2P2(4)', dau: '3(3)' });
    const e = moveEvent(r.events, 'maj');
    expect(e).toMatchObject({ order: '2P2(4)', speed: 4, engine: { requirement: 4, available: 4 } });
    expect(e.fallback).toBeUndefined();
    expect(e.text).toBe('Majestic 2P2(4): 1010 → 0807, heading NW.');
  });

  // Starmada p.17 §3.4: a pivot leaves the ship facing off its heading until the End Phase.
  it('reports a pivoted facing', () => {
    const r = moveAllShips(input([{ ...majestic, prevSpeed: 5, classId: 'tug' }], { maj: { orders: '3P1(4) +1' } }), scriptedDice([]));
    expect(byId(r.ships, 'maj')).toMatchObject({ heading: 5, facing: 0 });
    expect(moveEvent(r.events, 'maj').text).toBe('Majestic 3P1(4) +1: 1010 → 0907, heading NW, facing N.');
  });

  // Starmada p.17 §3.4: the slips made are remembered for next turn's credit.
  it('remembers slips and speed for the next turn', () => {
    const r = moveAllShips(input([{ ...majestic, prevSpeed: 6, classId: 'tug' }], { maj: { orders: '2R1RR(6)' } }), scriptedDice([]));
    expect(byId(r.ships, 'maj')).toMatchObject({ prevSpeed: 6, lastSlips: { dir: 'R', count: 3 } });
  });

  it('leaves destroyed and exited ships alone', () => {
    const wreck = ship({ id: 'w', status: 'destroyed', at: at(2, 2) });
    const r = moveAllShips(input([wreck, majestic], { maj: { orders: '4' } }), scriptedDice([]));
    expect(r.ships[0]).toBe(wreck);
    expect(r.trails.w).toBeUndefined();
    expect(r.revealedOrders.w).toBeUndefined();
  });
});

describe('moveAllShips: illegal and missing orders', () => {
  // docs/playing.md §6 and ruling 52: missing orders mean straight ahead at the previous speed.
  // The default is said once, by the owner's echo and the post's closing line; the move line reads like any other.
  it('moves a ship without orders straight ahead at its previous speed, told as an ordinary move', () => {
    const r = moveAllShips(input([majestic, dauntless], { maj: { orders: '4' } }), scriptedDice([]));
    const e = moveEvent(r.events, 'dau');
    expect(e.fallback).toEqual({ reason: 'missing', problems: [] });
    expect(e.text).toMatch(/^Dauntless 3\(3\): \d{4} → \d{4}, heading \w+\.$/);
    expect(e.text).not.toMatch(/no orders|as the rules say/);
    expect(r.revealedOrders.dau).toBe('3(3)');
    expect(byId(r.ships, 'dau').prevSpeed).toBe(3);
    const stopped = moveAllShips(input([{ ...dauntless, prevSpeed: 0 }], {}), scriptedDice([]));
    expect(moveEvent(stopped.events, 'dau').text).toMatch(/^Dauntless 0\(0\): (\d{4}) → \1, heading \w+\.$/);
  });

  // Starmada p.15 §3.2: "Any ship discovered to have illegal orders will not complete those orders, and instead
  // move forward a number of hexes equal to its speed in the previous game turn."
  it('replaces illegal orders by straight ahead at the previous speed, recording why', () => {
    const r = moveAllShips(input([majestic], { maj: { orders: '4P4' } }), scriptedDice([]));
    const e = moveEvent(r.events, 'maj');
    expect(e.fallback?.reason).toBe('illegal');
    expect(e.fallback?.refused).toBe('4P4(8)');
    expect(e.fallback?.problems).toEqual([
      'The engine requirement 8 exceeds Majestic\'s engine rating of 4 (one turn: the greater of previous speed 4 and speed 8 is 8).',
    ]);
    expect(e.order).toBe('4(4)');
    expect(e.text).toBe(
      'Majestic\'s orders 4P4(8) could not be carried out. The engine requirement 8 exceeds Majestic\'s engine rating of 4 (one turn: the greater of previous speed 4 and speed 8 is 8). So it moves straight ahead at speed 4, as the rules say.',
    );
    expect(r.trails.maj?.map(label)).toEqual(['1010', '1009', '1008', '1007', '1006']);
    // Ruling 11: no slip credit from orders that were not carried out.
    expect(byId(r.ships, 'maj').lastSlips).toEqual({ dir: null, count: 0 });
  });

  // Engine damage counts: after two engine hits the Majestic's rating is 2 (p.10, track p.29).
  it('checks orders against the engine rating left after damage', () => {
    const hit = { ...majestic, engines: { checked: 2, pending: 0 } };
    expect(moveEvent(moveAllShips(input([hit], { maj: { orders: '2' } }), scriptedDice([])).events, 'maj').fallback).toBeUndefined();
    expect(moveEvent(moveAllShips(input([hit], { maj: { orders: '1' } }), scriptedDice([])).events, 'maj').fallback?.reason).toBe('illegal');
  });
});

describe('moveAllShips: the board edge', () => {
  // Starmada p.16 §3.3: a ship leaving the board is removed and counts as destroyed, unless scenario rules say otherwise.
  it('destroys a ship that leaves, unless its side may exit there', () => {
    const edgeRunner = ship({ id: 'run', name: 'Runner', side: 'B', at: at(19, 10), heading: 2, prevSpeed: 3, classId: 'tug' });
    const lost = moveAllShips(input([edgeRunner], { run: { orders: '3' } }), scriptedDice([]));
    expect(byId(lost.ships, 'run').status).toBe('destroyed');
    expect(moveEvent(lost.events, 'run').text).toBe('Runner 3(3): 1910 → 2010, heading SE. It left the board by the east edge and counts as destroyed.');
    const escaped = moveAllShips(input([edgeRunner], { run: { orders: '3' } }, { exitEdges: { B: ['east'] } }), scriptedDice([]));
    expect(byId(escaped.ships, 'run').status).toBe('exited');
    expect(moveEvent(escaped.events, 'run').text).toContain('as the scenario allows, and has escaped');
    const otherSide = moveAllShips(input([edgeRunner], { run: { orders: '3' } }, { exitEdges: { A: ['east'] } }), scriptedDice([]));
    expect(byId(otherSide.ships, 'run').status).toBe('destroyed');
  });
});

describe('moveAllShips: stacking after all movement', () => {
  // Starmada p.16 §3.3: ships pass through occupied hexes; only opposing ships ending in one hex are resolved,
  // by 1d6 + current engine rating, the lowest staying.
  it('resolves opposing ships that end in one hex, after everyone has moved', () => {
    const north = ship({ id: 'n', name: 'Northbound', at: at(10, 10), heading: 0, prevSpeed: 2 });
    const south = ship({ id: 's', name: 'Southbound', side: 'B', at: at(10, 6), heading: 3, prevSpeed: 2 });
    const dice = scriptedDice([1, 6]);
    const r = moveAllShips(input([north, south], { n: { orders: '2' }, s: { orders: '2' } }), dice);
    expect(label(byId(r.ships, 'n').at)).toBe('1008');
    // Southbound rolled higher, so it is moved on, keeping its heading: straight ahead (south) by Salvo's rule.
    expect(label(byId(r.ships, 's').at)).toBe('1009');
    expect(byId(r.ships, 's').heading).toBe(3);
    expect(r.trails.s?.map(label)).toEqual(['1006', '1007', '1008', '1009']);
    const stacking = r.events.find((e): e is StackingEvent => e.type === 'stacking');
    expect(stacking?.text).toBe('Stacking in 1008: Northbound 1 + 4 = 5, Southbound 6 + 4 = 10. Northbound stays; Southbound moves to 1009.');
    expect(dice.rolls.map((d) => d.value)).toEqual([1, 6]);
  });

  it('rolls nothing for ships that only pass through each other', () => {
    const north = ship({ id: 'n', at: at(10, 10), heading: 0, prevSpeed: 4 });
    const south = ship({ id: 's', side: 'B', at: at(10, 6), heading: 3, prevSpeed: 4 });
    const r = moveAllShips(input([north, south], { n: { orders: '4' }, s: { orders: '4' } }), scriptedDice([]));
    expect(r.contests).toEqual([]);
  });

  it('uses the owner\'s choice of hex', () => {
    const north = ship({ id: 'n', at: at(10, 10), heading: 0, prevSpeed: 2 });
    const south = ship({ id: 's', side: 'B', at: at(10, 6), heading: 3, prevSpeed: 2 });
    const r = moveAllShips(input([north, south], { n: { orders: '2' }, s: { orders: '2' } }, { chooseHex: (req) => req.candidates[2] }), scriptedDice([1, 6]));
    expect(r.contests[0]?.displaced[0]?.chosenBy).toBe('owner');
  });
});

describe('moveAllShips: options', () => {
  // Starmada p.31 §B.5: a cloaked ship is removed from the board, so it takes no part in stacking; ruling
  // 27: its movement stays hidden from the other side.
  it('keeps cloaked ships out of stacking and their events private', () => {
    const cloaker = ship({ id: 'c', name: 'Shade', classId: 'cloaker', side: 'B', seat: 'seat-b', at: at(10, 6), heading: 3, prevSpeed: 2 });
    const north = ship({ id: 'n', at: at(10, 10), heading: 0, prevSpeed: 2 });
    const r = moveAllShips(
      input([north, cloaker], { n: { orders: '2' }, c: { orders: 'C/2' } }, { options: ALL_MOVEMENT_OPTIONS }),
      scriptedDice([]),
    );
    expect(r.contests).toEqual([]);
    expect(label(byId(r.ships, 'c').at)).toBe('1008');
    expect(moveEvent(r.events, 'c')).toMatchObject({ cloaked: true, visibleTo: ['seat-b'] });
    expect(moveEvent(r.events, 'n').visibleTo).toBeUndefined();
  });

  // Starmada p.31 §B.3: a booster adds +1 to the engine rating for the turn and is used up.
  it('spends boosters on legal orders only', () => {
    const cloaker = ship({ id: 'c', classId: 'cloaker', prevSpeed: 6 });
    // testClass engine track 6-4-2: rating 6; "7P" needs max(6,7) = 7.
    const used = moveAllShips(input([cloaker], { c: { orders: '7P', boosters: 1 } }), scriptedDice([]));
    expect(byId(used.ships, 'c').munitionsUsed).toEqual({ Boosters: 1 });
    expect(moveEvent(used.events, 'c').boosters).toBe(1);
    const refused = moveAllShips(input([cloaker], { c: { orders: '9P', boosters: 1 } }), scriptedDice([]));
    expect(byId(refused.ships, 'c').munitionsUsed).toEqual({});
  });

  // Starmada p.46 §D.7: a roll leaves the ship inverted.
  it('turns a rolling ship over', () => {
    const r = moveAllShips(input([{ ...majestic, prevSpeed: 3, classId: 'tug' }], { maj: { orders: '@/2P2(4)' } }, { options: ALL_MOVEMENT_OPTIONS }), scriptedDice([]));
    expect(byId(r.ships, 'maj').inverted).toBe(true);
  });
});

describe('moveAllShips: towing (D.9)', () => {
  // Starmada p.47 §D.9 (its example): hull 5, rating 7, towing hull 3: effective rating 5.
  const tug = ship({ id: 'tug', name: 'Tug', classId: 'tug', at: at(10, 10), heading: 0, prevSpeed: 4 });
  const hulk = ship({ id: 'hulk', name: 'Hulk', classId: 'hulk', at: at(10, 10), heading: 0, prevSpeed: 4 });
  const towing = (subs: Readonly<Record<string, Typed>>): ReturnType<typeof moveAllShips> =>
    moveAllShips(input([tug, hulk], subs, { options: ALL_MOVEMENT_OPTIONS }), scriptedDice([]));

  it('moves the towed ship with its tower, checked against the tow\'s effective rating', () => {
    const r = towing({ tug: { orders: 'T/5P' } });
    const t = moveEvent(r.events, 'tug');
    expect(t).toMatchObject({ tows: 'hulk', engine: { requirement: 5, available: 5 } });
    expect(byId(r.ships, 'hulk')).toMatchObject({ at: byId(r.ships, 'tug').at, heading: 5, prevSpeed: 5 });
    expect(r.trails.hulk).toEqual(r.trails.tug);
    expect(r.revealedOrders).toEqual({ tug: 'T/5P(5)', hulk: '5P(5)' });
    expect(moveEvent(r.events, 'hulk').text).toBe('Hulk is towed by Tug: 1010 → 1005, heading NW.');
  });

  it('fails the tow when the tower\'s orders exceed the effective rating', () => {
    const r = towing({ tug: { orders: 'T/6P' } });
    expect(moveEvent(r.events, 'tug').fallback?.reason).toBe('illegal');
    expect(moveEvent(r.events, 'tug').fallback?.problems[0]).toContain('the tow\'s effective rating 5');
    const h = moveEvent(r.events, 'hulk');
    expect(h.fallback?.reason).toBe('towFailed');
    expect(h.text).toBe(
      'Hulk was to be towed. The tow of Hulk failed because Tug could not carry out its orders. So it moves straight ahead at speed 4, as the rules say.',
    );
    expect(label(byId(r.ships, 'hulk').at)).toBe('1006');
  });

  it('sets aside the towed ship\'s own orders', () => {
    const r = towing({ tug: { orders: 'T/4' }, hulk: { orders: '2P2' } });
    expect(moveEvent(r.events, 'hulk').text).toContain('Its own orders are set aside');
    expect(label(byId(r.ships, 'hulk').at)).toBe('1006');
  });

  it('refuses a tow of a ship with a different speed', () => {
    const r = moveAllShips(
      input([tug, { ...hulk, prevSpeed: 3 }], { tug: { orders: 'T/4' }, hulk: { orders: '3' } }, { options: ALL_MOVEMENT_OPTIONS }),
      scriptedDice([]),
    );
    expect(moveEvent(r.events, 'tug').fallback?.problems).toEqual(['No friendly ship shares Tug\'s hex with the same speed and heading, so it has nothing to tow (D.9).']);
    expect(moveEvent(r.events, 'hulk').fallback).toBeUndefined();
  });

  // Starmada p.47 §D.9: "All of the towing starships follow the same movement orders while conducting the tow."
  it('refuses towers of one ship that write different orders', () => {
    const tug2 = { ...tug, id: 'tug2', name: 'Tug Two' };
    const r = moveAllShips(
      input([tug, tug2, hulk], { tug: { orders: 'T/4', tows: 'hulk' }, tug2: { orders: 'T/5', tows: 'hulk' } }, { options: ALL_MOVEMENT_OPTIONS }),
      scriptedDice([]),
    );
    expect(moveEvent(r.events, 'tug').fallback?.problems).toEqual(['Tug and Tug Two tow Hulk together, so they must write the same orders (D.9).']);
    expect(moveEvent(r.events, 'tug2').fallback?.reason).toBe('illegal');
  });

  // Starmada p.47 §D.9: several towers share one tow; rating ceil(Σ hull × ER ÷ Σ hulls) = ceil(70/13) = 6.
  it('lets two towers share a tow with the combined rating', () => {
    const tug2 = { ...tug, id: 'tug2', name: 'Tug Two' };
    const r = moveAllShips(
      input([tug, tug2, hulk], { tug: { orders: 'T/6P', tows: 'hulk' }, tug2: { orders: 'T/6P', tows: 'hulk' } }, { options: ALL_MOVEMENT_OPTIONS }),
      scriptedDice([]),
    );
    expect(moveEvent(r.events, 'tug').engine).toEqual({ requirement: 6, available: 6 });
    expect(moveEvent(r.events, 'hulk').towedBy).toEqual(['tug', 'tug2']);
  });
});

describe('moveAllShips: seeded dice', () => {
  it('is a pure function of its input and the dice seed', () => {
    const ships = [
      ship({ id: 'a1', at: at(10, 10), heading: 0, prevSpeed: 2 }),
      ship({ id: 'a2', at: at(10, 10), heading: 0, prevSpeed: 2 }),
      ship({ id: 'b1', side: 'B', at: at(10, 6), heading: 3, prevSpeed: 2 }),
    ];
    const subs = { a1: { orders: '2' }, a2: { orders: '2' }, b1: { orders: '2' } };
    const first = moveAllShips(input(ships, subs), seededDice(rngStateFromSeed('movement')));
    const again = moveAllShips(input(ships, subs), seededDice(rngStateFromSeed('movement')));
    expect(again).toEqual(first);
    expect(first.contests).toHaveLength(1);
    const rolled = first.contests[0]?.rolls.flatMap((r) => r.dice) ?? [];
    expect(rolled.length).toBeGreaterThanOrEqual(3);
  });
});
