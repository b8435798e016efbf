// Starmada p.51 §F.2 Dogfights: a flight flies into a lone enemy flight's hex and attacks; both are pinned.
import { describe, expect, it } from 'vitest';
import { scriptedDice } from '../../../../src/rules/core/dice.ts';
import { hexEquals } from '../../../../src/rules/core/hex.ts';
import { advanceFighterPhase, beginFighterPhase, dogfightChoices, flightChoices, resolveFlightActivation, validateFlightActivation, type FlightActivation } from '../../../../src/rules/starmada/fighters/fighter-phase.ts';
import { makeFlightActivation, parseFlightActivation } from '../../../../src/rules/starmada/notation/flight-activation.ts';
import { dogfightPartner } from '../../../../src/rules/starmada/fighters/dogfight.ts';
import { STAY } from '../../../../src/rules/starmada/notation/flight-move.ts';
import { ctx, flight, flightIn, move, O, OPTIONS, SHIP, start, walk, world } from './flight-fixture.ts';

const B2 = walk(O, 0, 2);
/** The problems of side A's activation `a`. */
const problems = (s: ReturnType<typeof start>, a: FlightActivation): string[] => {
  const r = validateFlightActivation(s.world, { order: ['A'], next: 0 }, ctx, a);
  return r.ok ? [] : r.error.map((e) => e.message);
};

describe('starting a dogfight (F.2 p.51)', () => {
  // Starmada p.51 §F.2: "a fighter flight simply moves into the same hex as a single enemy flight, and attacks
  // normally ... the flights involved become 'pinned'"; a screening target's screen is cancelled.
  it('ends the move in the enemy flight\'s hex, attacks it there, and pins both', () => {
    const s = start(world([flight('Red-1', 'A', O, 0), flight('Blue-1', 'B', B2, 3, { screening: true })]), [3]);
    if (!s.prompt) throw new Error('no prompt');
    const read = parseFlightActivation(s.world, s.prompt, 'red 1 2 dogfight blue 1');
    if (!read.ok) throw new Error('unread');
    expect(read.value).toEqual({ flightId: 'Red-1', move: move('2'), targetId: 'Blue-1', dogfight: true });
    expect(makeFlightActivation(s.world, read.value)).toBe('Red 1 2 dogfight Blue 1');
    const done = resolveFlightActivation(s.world, s.phase, ctx, read.value, scriptedDice([6, 5, 4, 3, 2, 1]));
    if (!done.ok) throw new Error(done.error.map((e) => e.message).join('; '));
    const red = flightIn(done.value.world, 'Red-1');
    const blue = flightIn(done.value.world, 'Blue-1');
    expect(hexEquals(red?.at ?? O, B2)).toBe(true);
    expect([red?.count, blue?.count]).toEqual([5, 4]);
    expect([red?.pinnedWith, blue?.pinnedWith]).toEqual(['Blue-1', 'Red-1']);
    expect(blue?.screening).toBeUndefined();
    expect(done.value.events.map((e) => e.text).at(-1)).toBe('Red 1 and Blue 1 are pinned in a dogfight in hex 1107 until one is destroyed (F.2).');
  });

  it('is offered only against flights it may pin, with the cheapest move into their hex', () => {
    const w = world([flight('Red-1', 'A', O, 0), flight('Blue-1', 'B', B2, 3), flight('Blue-2', 'B', walk(O, 0, 4), 3, { seeker: undefined }), flight('Blue-3', 'B', walk(O, 0, 4), 3)]);
    const s = start(w, [3]);
    // Blue 2 and Blue 3 share a hex: neither is "a single enemy flight".
    expect(dogfightChoices(s.world, ctx, 'Red-1').map((c) => [c.text, c.target.name])).toEqual([['2', 'Blue 1']]);
    expect(dogfightChoices({ ...s.world, options: {} }, ctx, 'Red-1')).toEqual([]);
  });

  it('is refused against a ship, a seeker, a flight already pinned, a flight not alone, in a ship\'s hex, and without the option', () => {
    const seeker = { targetId: 'majestic', ma: 8, acc: 4, imp: 1, dmg: 1, traits: [], launchedTurn: 1, weaponName: 'Swarm', firer: 'Kestrel' };
    const w = world(
      [
        flight('Red-1', 'A', O, 0),
        flight('Red-2', 'A', walk(O, 0, 3), 0, { pinnedWith: 'Blue-3' }),
        flight('Blue-1', 'B', B2, 3, { seeker }),
        flight('Blue-3', 'B', walk(O, 0, 3), 3, { pinnedWith: 'Red-2' }),
        flight('Blue-4', 'B', walk(O, 1, 2), 3),
        flight('Blue-5', 'B', walk(O, 1, 2), 3),
        flight('Blue-6', 'B', walk(O, 5, 2), 3),
      ],
      [{ ...SHIP, at: walk(O, 0, 1) }, { ...SHIP, id: 'kestrel-2', name: 'Vigil', at: walk(O, 5, 2) }],
    );
    const s = start(w, [3]);
    const dogfight = (target: string, m: string): string[] => problems(s, { flightId: 'Red-1', move: move(m), targetId: target, dogfight: true });
    expect(dogfight('kestrel', '1')).toEqual(['A flight cannot dogfight a ship (F.2 p.51); attack it from an adjacent hex.']);
    expect(dogfight('Blue-1', '2')).toEqual(['Red 1 cannot dogfight: Blue 1 is a seeker flight, and seekers cannot be pinned in a dogfight (F.2 p.51).']);
    expect(dogfight('Blue-3', '3')).toEqual(['Red 1 cannot dogfight: Blue 3 is already in a dogfight, and only two flights take part in one (F.2 p.51).']);
    expect(dogfight('Blue-4', 'S2')).toEqual(['Red 1 cannot dogfight: Blue 4 is not alone in its hex (Blue 5), and a dogfight is with a single enemy flight (F.2 p.51).']);
    expect(dogfight('Blue-6', 'P2')).toEqual(["Red 1 cannot dogfight: a starship shares Blue 6's hex, and a starship there breaks off any dogfight (F.2 p.51)."]);
    expect(dogfight('Blue-4', '1')).toEqual(['Red 1 would end in hex 1108, and Blue 4 is in hex 1308; a dogfight ends the move in its hex.']);
    const off = start({ ...w, options: { ...OPTIONS, dogfights: false } }, [3]);
    expect(problems(off, { flightId: 'Red-1', move: move('S2'), targetId: 'Blue-4', dogfight: true })).toEqual(['Dogfights (F.2) are not in play in this game; attack from an adjacent hex instead.']);
  });
});

describe('shuttles in dogfights (F.2 p.51)', () => {
  // Starmada p.51 §F.2: "B.20: Shuttlecraft (p.37) and seeker flights ... may not initiate dogfights, although
  // shuttles may be pinned by one."
  it('a shuttle may not start a dogfight, but may be pinned by one', () => {
    const shuttleFirst = start(world([flight('Red-1', 'A', O, 0, { count: 1, shuttle: true }), flight('Blue-1', 'B', B2, 3)]), [3]);
    expect(problems(shuttleFirst, { flightId: 'Red-1', move: move('2'), targetId: 'Blue-1', dogfight: true })).toEqual(['Red 1 cannot dogfight: Red 1 is a shuttle, and shuttles may not start dogfights (F.2 p.51).']);
    const onShuttle = start(world([flight('Red-1', 'A', O, 0), flight('Blue-1', 'B', B2, 3, { count: 1, shuttle: true })]), [3]);
    expect(problems(onShuttle, { flightId: 'Red-1', move: move('2'), targetId: 'Blue-1', dogfight: true })).toEqual([]);
  });
});

describe('pinned flights (F.2 p.51)', () => {
  const pinned = () =>
    start(world([flight('Red-1', 'A', B2, 0, { pinnedWith: 'Blue-1' }), flight('Blue-1', 'B', B2, 3, { pinnedWith: 'Red-1' }), flight('Blue-2', 'B', walk(B2, 0, 1), 3), flight('Red-2', 'A', walk(O, 3, 4), 0)]), [3]);

  // Starmada p.51 §F.2: "a flight may not move out of a dogfight until the opposing flight has been eliminated. A flight
  // involved in a dogfight may not attack any target other than its opponent"; nor screen (F.3).
  it('may only stay and attack its opponent, or not attack (ruling 192)', () => {
    const s = pinned();
    expect(s.prompt?.flights.map((f) => f.id)).toEqual(['Red-1', 'Red-2']);
    const { mustMove, choices } = flightChoices(s.world, ctx, 'Red-1');
    expect(mustMove).toBe(false);
    expect(choices.map((c) => [c.text, c.targets.map((t) => t.name)])).toEqual([['0', ['Blue 1']]]);
    expect(problems(s, { flightId: 'Red-1', move: move('1'), targetId: 'Blue-2' })).toEqual([
      'Red 1 is pinned in a dogfight with Blue 1 (F.2 p.51): it may not move out; write "Red 1 0".',
      'Red 1 is pinned in a dogfight with Blue 1 (F.2 p.51): it may attack only Blue 1.',
    ]);
    expect(problems(s, { flightId: 'Red-1', move: STAY, targetId: null, screen: true })).toEqual(['Red 1 is pinned in a dogfight with Blue 1 (F.2 p.51): it may only stay and attack Blue 1, or not attack.']);
    const done = resolveFlightActivation(s.world, s.phase, ctx, { flightId: 'Red-1', move: STAY, targetId: 'Blue-1' }, scriptedDice([6, 6, 6, 6, 5, 5]));
    if (!done.ok) throw new Error('refused');
    // Blue 1 is eliminated: Red 1 is free again.
    const red = flightIn(done.value.world, 'Red-1');
    expect(flightIn(done.value.world, 'Blue-1')).toBeUndefined();
    expect(red && dogfightPartner(done.value.world.flights, red)).toBeUndefined();
  });

  // Starmada p.51 §F.2: "If a starship ends its movement in the same hex as a dogfight, the opposing fighter flight must
  // move out of the hex, breaking off the dogfight" (ruling 191: as the next Fighter Phase begins).
  it('is freed when a starship stands in the hex, and the flight opposing the ship must leave', () => {
    const w = world([flight('Red-1', 'A', B2, 0, { pinnedWith: 'Blue-1' }), flight('Blue-1', 'B', B2, 3, { pinnedWith: 'Red-1' })], [{ ...SHIP, at: B2 }]);
    const begun = beginFighterPhase(w, scriptedDice([3]));
    if (!begun) throw new Error('no phase');
    expect(begun.events[0]?.text).toBe('A starship stands in hex 1107: the dogfight of Blue 1 and Red 1 is broken off, and the flight opposing the ship must leave (F.2 p.51).');
    expect(begun.world.flights.map((f) => f.pinnedWith)).toEqual([undefined, undefined]);
    const next = advanceFighterPhase(begun.world, begun.phase, ctx);
    expect(next.prompt?.flights.map((f) => f.id)).toEqual(['Red-1']);
    expect(flightChoices(next.world, ctx, 'Red-1').mustMove).toBe(true);
  });

  it('lets a flight whose opponent was destroyed elsewhere move again', () => {
    const s = start(world([flight('Red-1', 'A', B2, 0, { pinnedWith: 'Blue-1' }), flight('Blue-9', 'B', walk(O, 3, 5), 3)]), [3]);
    expect(s.world.flights.find((f) => f.id === 'Red-1')?.pinnedWith).toBeUndefined();
    expect(problems(s, { flightId: 'Red-1', move: move('2'), targetId: null })).toEqual([]);
  });
});
