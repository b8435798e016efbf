// Starmada p.51 §F.1 Combat Space Patrol: flights on station interrupt an enemy flight's move to intercept it.
import { describe, expect, it } from 'vitest';
import { scriptedDice } from '../../../../src/rules/core/dice.ts';
import { hexDistance, hexEquals } from '../../../../src/rules/core/hex.ts';
import { advanceFighterPhase, interceptAlong, missingFlightActivation, resolveFlightActivation, validateFlightActivation } from '../../../../src/rules/starmada/fighters/fighter-phase.ts';
import { makeFlightActivation, parseFlightActivation } from '../../../../src/rules/starmada/notation/flight-activation.ts';
import { STAY } from '../../../../src/rules/starmada/notation/flight-move.ts';
import { standingActivation } from '../../../../src/rules/starmada/fighters/standing-activation.ts';
import type { FighterWorld } from '../../../../src/rules/starmada/fighters/fighter-phase.ts';
import { ctx, flight, flightIn, move, O, SHIP, start, walk, world } from './flight-fixture.ts';

const A1 = walk(O, 0, 1);
/** Blue 1 flies north from O; Red 1, on station, waits `away` hexes SE of the first hex Blue 1 enters, facing it. */
function patrolWorld(away: number, rule = { target: { kind: 'any' as const } }, tie = 4): ReturnType<typeof start> {
  return start(world([flight('Red-1', 'A', walk(A1, 2, away), 5, { onStation: rule }), flight('Blue-1', 'B', O, 0)]), [tie]);
}
const fly = (s: ReturnType<typeof start>, text: string, faces: number[]) => {
  if (!s.prompt) throw new Error('no prompt');
  const read = parseFlightActivation(s.world, s.prompt, text);
  if (!read.ok) throw new Error(read.error.map((e) => e.message).join('; '));
  const done = resolveFlightActivation(s.world, s.phase, ctx, read.value, scriptedDice(faces));
  if (!done.ok) throw new Error(done.error.map((e) => e.message).join('; '));
  return done.value;
};

describe('going on station (F.1 p.51)', () => {
  // Starmada p.51 §F.1: "Instead of activating normally, a fighter flight can be placed on combat space patrol".
  it('puts the flight on station in its hex, with the default rule, instead of moving and attacking', () => {
    const s = start(world([flight('Red-1', 'A', O, 0), flight('Blue-1', 'B', walk(O, 0, 9), 3)]), [3]);
    const done = fly(s, 'Red 1 patrol', []);
    const red = flightIn(done.world, 'Red-1');
    expect(red?.onStation).toEqual({ target: { kind: 'any' } });
    expect(red?.activated).toBe(true);
    expect(hexEquals(red?.at ?? O, O)).toBe(true);
    expect(done.events.map((e) => e.text)).toEqual(['Red 1 goes on station in hex 1109 (F.1): it intercepts the first enemy flight it can reach, within 4 MA.']);
  });

  it('reads and writes the interception rule, and the echo reads back to the same activation', () => {
    const s = start(world([flight('Red-1', 'A', O, 0), flight('Red-2', 'A', walk(O, 3, 2), 0), flight('Blue-1', 'B', walk(O, 0, 9), 3), flight('Blue-2', 'B', walk(O, 0, 8), 3)]), [3]);
    if (!s.prompt) throw new Error('no prompt');
    for (const [typed, echo] of [
      ['red 1 patrol', 'Red 1 patrol'],
      ['Red 1 CSP blue 2 dogfight', 'Red 1 patrol Blue 2 dogfight'],
      ['Red 1 patrol seekers', 'Red 1 patrol seekers'],
      ['Red 1 patrol fighters dogfight', 'Red 1 patrol fighters dogfight'],
    ] as const) {
      const read = parseFlightActivation(s.world, s.prompt, typed);
      if (!read.ok) throw new Error(read.error.map((e) => e.message).join('; '));
      expect(makeFlightActivation(s.world, read.value)).toBe(echo);
      expect(parseFlightActivation(s.world, s.prompt, echo)).toEqual(read);
    }
    const unknown = parseFlightActivation(s.world, s.prompt, 'Red 1 patrol Green 7');
    expect(unknown.ok ? [] : unknown.error.map((e) => [e.code, e.message])).toEqual([
      ['ERR_FLIGHT_PATROL', 'No enemy flight is called “Green 7”; after "patrol" name an enemy flight, or write "fighters" or "seekers", or nothing to intercept the first it can reach.'],
    ]);
  });

  it('is refused without the option, with a move or a target, and to a flight that must leave an enemy ship\'s hex (ruling 196)', () => {
    const w = world([flight('Red-1', 'A', O, 0), flight('Blue-1', 'B', walk(O, 0, 9), 3)]);
    const s = start({ ...w, options: {} });
    const off = validateFlightActivation(s.world, s.phase, ctx, { flightId: 'Red-1', move: STAY, targetId: null, patrol: { target: { kind: 'any' } } });
    expect(off.ok ? [] : off.error.map((e) => e.message)).toEqual(['Combat space patrol (F.1) is not in play in this game; leave out "patrol".']);
    const on = start(w);
    const moving = validateFlightActivation(on.world, on.phase, ctx, { flightId: 'Red-1', move: move('2'), targetId: null, patrol: { target: { kind: 'any' } } });
    expect(moving.ok ? [] : moving.error.map((e) => e.code)).toEqual(['ERR_FLIGHT_PATROL']);
    const trapped = start(world([flight('Red-1', 'A', O, 0), flight('Blue-1', 'B', walk(O, 0, 9), 3)], [{ ...SHIP, at: O }]));
    const stay = validateFlightActivation(trapped.world, trapped.phase, ctx, { flightId: 'Red-1', move: STAY, targetId: null, patrol: { target: { kind: 'any' } } });
    expect(stay.ok ? [] : stay.error.map((e) => e.message)).toEqual(["Red 1 shares its hex with the enemy and must leave it (p.23), so it cannot stay on station."]);
  });

  // Starmada p.51 §F.1: "B.20: Shuttlecraft (p.37) and seeker flights ... cannot be placed on station, although they can be intercepted."
  it('is refused to a shuttle', () => {
    const s = start(world([flight('Red-1', 'A', O, 0, { count: 1, shuttle: true }), flight('Blue-1', 'B', walk(O, 0, 9), 3)]));
    const shuttle = validateFlightActivation(s.world, s.phase, ctx, { flightId: 'Red-1', move: STAY, targetId: null, patrol: { target: { kind: 'any' } } });
    expect(shuttle.ok ? [] : shuttle.error.map((e) => e.message)).toEqual(['Red 1 is a shuttle, and shuttles cannot be placed on station (F.1 p.51).']);
  });

  // Starmada p.51 §F.1: a flight stays on station "until its next activation, at which time it may activate normally or remain on station".
  it('keeps a flight on station when its owner misses the deadline (ruling 197)', () => {
    const s = start(world([flight('Red-1', 'A', O, 0, { onStation: { target: { kind: 'fighters' } } }), flight('Blue-1', 'B', walk(O, 0, 9), 3)]), [3]);
    if (!s.prompt) throw new Error('no prompt');
    expect(missingFlightActivation(s.world, ctx, s.prompt, 'ana')).toEqual({ flightId: 'Red-1', move: STAY, targetId: null, patrol: { target: { kind: 'fighters' } } });
  });
});

describe('standing flight orders with F.1 (ruling 152, 193)', () => {
  it('"flights patrol" puts the flight on station; "flights hold" keeps one on station there', () => {
    const fighters = { target: { kind: 'fighters' as const } };
    const w = world([flight('Red-1', 'A', O, 0), flight('Red-2', 'A', walk(O, 3, 2), 0, { onStation: fighters }), flight('Blue-1', 'B', walk(O, 0, 9), 3)]);
    const red = (id: string) => flightIn(w, id) ?? flight(id, 'A', O, 0);
    expect(standingActivation(w, ctx, red('Red-1'), { kind: 'patrol', rule: { target: { kind: 'any' } } })).toEqual({ flightId: 'Red-1', move: STAY, targetId: null, patrol: { target: { kind: 'any' } } });
    expect(standingActivation(w, ctx, red('Red-2'), { kind: 'hold' })).toEqual({ flightId: 'Red-2', move: STAY, targetId: null, patrol: fighters });
    expect(standingActivation(w, ctx, red('Red-1'), { kind: 'hold' })).toEqual({ flightId: 'Red-1', move: STAY, targetId: null });
    // Without the option the standing order does not cover the slot: the owner is asked.
    expect(standingActivation({ ...w, options: {} }, ctx, red('Red-1'), { kind: 'patrol', rule: { target: { kind: 'any' } } })).toBeNull();
  });
});

describe('interceptions (F.1 p.51)', () => {
  // Starmada p.51 §F.1: "a flight cannot use more than one-half its available movement allowance (MA) in order to
  // intercept; i.e. a standard fighter flight can use up to 4MA"; the attack is a fighter attack (5.4 p.23).
  it('interrupts the move in the first hex it can reach within 4 MA, attacks, and the flight goes on', () => {
    const s = patrolWorld(5);
    expect(s.prompt?.side).toBe('B');
    const done = fly(s, 'Blue 1 6', [5, 6, 1, 2, 3, 4]);
    const texts = done.events.map((e) => e.text);
    expect(texts[0]).toBe('Blue 1 flies 6 (6 MA) from 1109 to 1103, heading N.');
    expect(texts[1]).toMatch(/^Red 1, on station, intercepts Blue 1 in hex 1108, flying 4 \(4 MA\) to hex \d{4} \(F\.1\)\.$/);
    expect(done.events[2]?.type).toBe('fighter-attack');
    const red = flightIn(done.world, 'Red-1');
    const blue = flightIn(done.world, 'Blue-1');
    // 5 and 6 destroy two of Blue 1's fighters; the 1 costs Red 1 one (p.23).
    expect([red?.count, blue?.count]).toEqual([5, 4]);
    expect(hexDistance(red?.at ?? O, A1)).toBe(1);
    expect(red?.onStation).toBeUndefined();
    expect(red?.activated).toBe(true);
    expect(hexEquals(blue?.at ?? O, walk(O, 0, 6))).toBe(true);
    expect(done.result.trail).toHaveLength(7);
    expect(done.result.intercepts?.map((i) => i.flightId)).toEqual(['Red-1']);
    // "may not be activated again in the current Fighter Phase": side A's slot has no flight left, so the phase ends.
    expect(advanceFighterPhase(done.world, done.phase, ctx).prompt).toBeNull();
  });

  it('does not intercept beyond 4 MA: the flight stays on station', () => {
    const done = fly(patrolWorld(6), 'Blue 1 6', []);
    expect(done.events.map((e) => e.type)).toEqual(['fighter-move']);
    expect(flightIn(done.world, 'Red-1')?.onStation).toEqual({ target: { kind: 'any' } });
  });

  it('follows the owner\'s rule: a patrol for another flight lets this one pass (ruling 193)', () => {
    const s = start(world([flight('Red-1', 'A', walk(A1, 2, 3), 5, { onStation: { target: { kind: 'flight', flightId: 'Blue-2' } } }), flight('Blue-1', 'B', O, 0), flight('Blue-2', 'B', walk(O, 3, 5), 0)]), [4]);
    const done = fly(s, 'Blue 1 6', []);
    expect(done.events.map((e) => e.type)).toEqual(['fighter-move']);
    const seekers = start(world([flight('Red-1', 'A', walk(A1, 2, 3), 5, { onStation: { target: { kind: 'seekers' } } }), flight('Blue-1', 'B', O, 0)]), [4]);
    expect(fly(seekers, 'Blue 1 6', []).events.map((e) => e.type)).toEqual(['fighter-move']);
  });

  // G.6 p.57: a flight attacks only at its own altitude (ruling 199).
  it('in three dimensions, intercepts only a flight at its own altitude', () => {
    const make = (altitude: number) =>
      start({ ...world([flight('Red-1', 'A', walk(A1, 2, 3), 5, { onStation: { target: { kind: 'any' } }, altitude }), flight('Blue-1', 'B', O, 0)]), options: { combatSpacePatrol: true, dogfights: true, threeD: true } }, [4]);
    expect(fly(make(5), 'Blue 1 6', []).events.map((e) => e.type)).toEqual(['fighter-move']);
    expect(fly(make(3), 'Blue 1 6', [3, 3, 3, 3, 3, 3]).events.map((e) => e.type)).toEqual(['fighter-move', 'interception', 'fighter-attack']);
  });

  it('makes no interception when a storm forbids attacks (S.9, ruling 196)', () => {
    const s = patrolWorld(3);
    const read = parseFlightActivation(s.world, s.prompt ?? { side: 'B', slot: 0, flights: [], seats: [] }, 'Blue 1 6');
    if (!read.ok) throw new Error('unread');
    const done = resolveFlightActivation(s.world, s.phase, { ...ctx, restrictions: { noAttacks: true } }, read.value, scriptedDice([]));
    expect(done.ok && done.value.events.map((e) => e.type)).toEqual(['fighter-move']);
  });

  // Starmada p.51 §F.1 with F.2: the interceptor "makes an attack (or initiates a F.2: Dogfight)".
  it('with "dogfight" in its rule, closes into the flight\'s hex, pins it, and the move stops there (ruling 195)', () => {
    const s = patrolWorld(4, { target: { kind: 'any' }, dogfight: true } as never);
    const majestic = { id: 'majestic', name: 'Majestic', side: 'A' as const, status: 'active', at: walk(O, 0, 7) };
    const done = fly({ ...s, world: { ...s.world, ships: [majestic] } }, 'Blue 1 6 attack Majestic', [2, 2, 3, 3, 4, 5, 3, 3, 3, 3, 3]);
    const red = flightIn(done.world, 'Red-1');
    const blue = flightIn(done.world, 'Blue-1');
    expect(red?.pinnedWith).toBe('Blue-1');
    expect(blue?.pinnedWith).toBe('Red-1');
    expect(hexEquals(red?.at ?? O, blue?.at ?? O)).toBe(true);
    expect(hexEquals(blue?.at ?? O, A1)).toBe(true);
    expect(done.events.map((e) => e.type)).toEqual(['fighter-move', 'interception', 'fighter-attack', 'dogfight', 'fighter-attack']);
    // Blue 1 meant to attack, and now may attack only Red 1: it does, from the dogfight's hex.
    expect(done.result.attack?.targetId).toBe('Red-1');
  });
});

describe('seekers intercepted (F.1 p.51, ruling 198)', () => {
  // Starmada p.51 §F.1: seeker flights "cannot be placed on station, although they can be intercepted".
  it('attacks a seeker flight in the first hex of its pursuit in reach; the seekers go on unless destroyed', () => {
    const seeker = { targetId: 'majestic', ma: 12, acc: 4, imp: 1, dmg: 1, traits: [], launchedTurn: 1, weaponName: 'Swarm Missile', firer: 'Kestrel' };
    const w = world([flight('Red-1', 'A', walk(A1, 2, 3), 5, { onStation: { target: { kind: 'seekers' } } }), flight('Blue-S', 'B', O, 0, { seeker, count: 4 })]);
    const trail = [O, A1, walk(O, 0, 2), walk(O, 0, 3)];
    const met = interceptAlong(w, ctx, 'Blue-S', trail, scriptedDice([6, 5, 1, 1, 2, 3]));
    expect(met.events.map((e) => e.type)).toEqual(['interception', 'fighter-attack']);
    // Two seekers shot down; the 1s cost Red 1 nothing against seekers (C.4 p.40).
    expect([flightIn(met.world, 'Red-1')?.count, flightIn(met.world, 'Blue-S')?.count]).toEqual([6, 2]);
    expect(hexEquals(flightIn(met.world, 'Blue-S')?.at ?? O, walk(O, 0, 3))).toBe(true);
    expect(met.intercepts.map((i) => i.flightId)).toEqual(['Red-1']);
  });
});

describe('a move after an interception', () => {
  it('makes no attack on a target the interception moved away: the interceptor itself', () => {
    // Blue 1 flies to dogfight Red 1, which is on station: Red 1 meets it on the way and is no longer in its hex.
    const s = start(world([flight('Red-1', 'A', walk(O, 0, 3), 3, { onStation: { target: { kind: 'any' } } }), flight('Blue-1', 'B', O, 0)]), [4]);
    const done = fly(s, 'Blue 1 3 dogfight Red 1', [3, 3, 3, 3, 3, 3]);
    expect(done.events.map((e) => e.type)).toEqual(['fighter-move', 'interception', 'fighter-attack', 'fighter-no-target']);
    expect(done.events.at(-1)?.text).toBe("Blue 1's target, Red 1, is no longer where it can dogfight it; it makes no attack.");
    expect(flightIn(done.world, 'Blue-1')?.pinnedWith).toBeUndefined();
  });
});

describe('choosing the interceptor (ruling 194)', () => {
  it('sends the flight on station needing the least MA, and only one per hex', () => {
    const w: FighterWorld = world([
      flight('Red-1', 'A', walk(A1, 2, 4), 5, { onStation: { target: { kind: 'any' } } }),
      flight('Red-2', 'A', walk(A1, 2, 2), 5, { onStation: { target: { kind: 'any' } } }),
      flight('Blue-1', 'B', O, 0),
      flight('Blue-2', 'B', walk(O, 3, 6), 0),
    ]);
    const s = start(w, [4]);
    const done = fly(s, 'Blue 1 1', [3, 3, 3, 3, 3, 3]);
    expect(done.events.filter((e) => e.type === 'interception').map((e) => e.text)).toEqual(['Red 2, on station, intercepts Blue 1 in hex 1108, flying 1 (1 MA) to hex 1208 (F.1).']);
    expect(flightIn(done.world, 'Red-1')?.onStation).toBeDefined();
  });
});
