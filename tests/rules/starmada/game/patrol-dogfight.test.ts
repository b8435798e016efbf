// Starmada p.51 §F.1 and §F.2 through the game service: carriers on both sides; side A's flights go on station with a
// dogfight rule, side B's close in and start dogfights where they can; interceptions, pins and their end are played.
import { describe, expect, test } from 'vitest';
import { openStepOf, seatsOf } from '../../../../src/db/game-repo.ts';
import type { GameContext } from '../../../../src/game/context.ts';
import { setSeatReady, submit } from '../../../../src/game/step-cycle.ts';
import { hexDistance, type Hex } from '../../../../src/rules/core/hex.ts';
import type { SeatId } from '../../../../src/rules/core/rule-system.ts';
import { dogfightPartner } from '../../../../src/rules/starmada/fighters/dogfight.ts';
import { dogfightChoices, flightChoices } from '../../../../src/rules/starmada/fighters/fighter-phase.ts';
import { fighterContextFor, fighterPrompt, fighterSeat } from '../../../../src/rules/starmada/sequence/fighters.ts';
import type { StarmadaState } from '../../../../src/rules/starmada/state.ts';
import { expectOk, serviceContext } from '../../../game/service-fixture.ts';
import { autopilot } from './autopilot.ts';
import { renderMapSvg } from '../../../../src/render/map/render-map.ts';
import { starmadaScene } from '../../../../src/rules/starmada/views/scene.ts';
import { labelTexts } from '../../../render/map/labels.ts';
import { eventLog, startScenario, stateOf } from './service-game.ts';

/** What a player types for the open fighter slot, or null to let the autopilot choose. */
function flightText(state: StarmadaState, seat: SeatId): string | null {
  const prompt = fighterPrompt(state);
  const flight = prompt && fighterSeat(prompt) === seat ? prompt.flights.find((f) => f.seat === seat) : undefined;
  if (!flight) return null;
  const partner = dogfightPartner(state.flights, flight);
  if (partner) return `${flight.name} 0 attack ${partner.name}`;
  const ctx = fighterContextFor(state);
  const { mustMove, choices } = flightChoices(state, ctx, flight.id);
  if (flight.side === 'A') return mustMove ? null : `${flight.name} patrol dogfight`;
  const dogfight = dogfightChoices(state, ctx, flight.id)[0];
  if (dogfight) return `${flight.name} ${dogfight.text} dogfight ${dogfight.target.name}`;
  const enemies = state.flights.filter((f) => f.side !== flight.side && f.count > 0);
  const gap = (at: Hex): number => Math.min(99, ...enemies.map((e) => hexDistance(e.at, at)));
  const closest = [...choices].sort((a, b) => gap(a.at) - gap(b.at) || a.ma - b.ma)[0];
  return closest ? `${flight.name} ${closest.text}` : null;
}

/** Plays step by step until `done` holds of the log (or the game ends); fighter slots typed as players would. */
function playUntil(ctx: GameContext, gameId: number, done: (types: Set<string>) => boolean, maxSteps = 400): void {
  const users = new Map(seatsOf(ctx.db, gameId).map((s) => [s.seatKey, s.userId ?? '']));
  for (let i = 0; i < maxSteps; i++) {
    const step = openStepOf(ctx.db, gameId);
    if (!step || done(new Set(eventLog(ctx, gameId).map((e) => e.type)))) return;
    const state = stateOf(ctx, gameId);
    for (const seat of step.owes) {
      const user = users.get(seat) ?? '';
      const text = state.phase.kind === 'fighters' ? flightText(state, seat) : null;
      expectOk(submit(ctx, gameId, user, text === null ? { submission: autopilot(state, seat) } : { text }));
      expectOk(setSeatReady(ctx, gameId, user));
    }
  }
  throw new Error('not reached');
}

describe('combat space patrol and dogfights in a game (F.1, F.2 p.51)', () => {
  test('a patrol intercepts an enemy flight and pins it in a dogfight, which goes on until one flight is destroyed', () => {
    const { ctx, handle } = serviceContext('patrol-dogfight-1');
    const options = { carriers: true, combatSpacePatrol: true, dogfights: true };
    const gameId = startScenario(ctx, 'standard', { A: ['Monsoon', 'Majestic'], B: ['Monsoon', 'Majestic'] }, options);
    // Until a flight that was pinned has been destroyed: the dogfight resolved.
    const resolved = (): boolean => {
      const log = eventLog(ctx, gameId);
      const pinned = new Set(log.filter((e) => e.type === 'dogfight').flatMap((e) => /^(.+) and (.+) are pinned/.exec(e.text)?.slice(1) ?? []));
      return log.some((e) => e.type === 'flight-destroyed' && pinned.has(e.text.replace(/ is destroyed\.$/, '')));
    };
    playUntil(ctx, gameId, (types) => types.has('dogfight'));
    // The map marks the pinned flights and those still on station, for every viewer (p.51: the markers are public).
    const svg = renderMapSvg(starmadaScene(stateOf(ctx, gameId), { kind: 'public' }));
    const markers = labelTexts(svg, 'unit-marker');
    expect(markers.filter((m) => m === 'pinned').length).toBeGreaterThanOrEqual(2);
    expect(markers).toContain('CSP');
    playUntil(ctx, gameId, (types) => types.has('interception') && types.has('dogfight') && resolved());
    const log = eventLog(ctx, gameId);
    const onStation = log.find((e) => e.type === 'on-station');
    expect(onStation?.text).toMatch(/^Monsoon (2 )?F\d (goes|stays) on station in hex \d{4} \(F\.1\): it intercepts the first enemy flight it can reach, to dogfight it, within 4 MA\.$/);
    const interception = log.find((e) => e.type === 'interception');
    expect(interception?.text).toMatch(/^Monsoon (2 )?F\d, on station, intercepts Monsoon (2 )?F\d in hex \d{4}, (from where it is|flying \w+ \([1-4] MA\) to hex \d{4}) \(F\.1\)\.$/);
    expect(log.some((e) => e.type === 'dogfight')).toBe(true);
    // Once one of them is destroyed, its opponent is free: not pinned, and able to move again (p.51).
    const state = stateOf(ctx, gameId);
    const gone = new Set(log.filter((e) => e.type === 'flight-destroyed').map((e) => e.text.replace(/ is destroyed\.$/, '')));
    const survivors = state.flights.filter((f) => f.pinnedWith !== undefined && !state.flights.some((p) => p.id === f.pinnedWith));
    for (const f of survivors) {
      expect(dogfightPartner(state.flights, f)).toBeUndefined();
      expect(flightChoices(state, fighterContextFor(state), f.id).choices.some((c) => c.ma > 0)).toBe(true);
    }
    expect(gone.size).toBeGreaterThan(0);
    expect(survivors.length).toBeGreaterThan(0);
    handle.close();
  });
});
