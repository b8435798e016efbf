// A Match Play game (Metaverse p.101) between the two Salvo fleets, played by the autopilot through the composed
// turn (command, movement, missions, control, combat with interception, starfighters, boarding, end phase) to a result, twice from the same seed with the same events.
import { describe, expect, test } from 'vitest';
import { rngStateFromSeed, seededDice } from '../../../../src/rules/core/dice.ts';
import type { GameEvent } from '../../../../src/rules/core/rule-system.ts';
import { controlDue, missionsDue, resolveControl, resolveFire, resolveMissions, resolvePlots, startTurn } from '../../../../src/rules/metaverse/sequence/turn.ts';
import type { MetaverseState } from '../../../../src/rules/metaverse/state.ts';
import { autopilotControl, autopilotFire, autopilotMissions, autopilotPlots } from './autopilot.ts';
import { match } from './fixtures.ts';

function play(seed: string, maxTurns = 60): { state: MetaverseState; events: GameEvent[] } {
  let state = match(seed);
  const events: GameEvent[] = [];
  const first = startTurn(state, seededDice(rngStateFromSeed(`${seed}:t1`)));
  state = first.state;
  events.push(...first.events);
  for (let t = 0; t < maxTurns && state.stage !== 'over'; t++) {
    const moved = resolvePlots(state, { ...autopilotPlots(state, 'A'), ...autopilotPlots(state, 'B') }, seededDice(rngStateFromSeed(`${seed}:plot${t}`)));
    state = moved.state;
    events.push(...moved.events);
    // The Mission Step alternates until two passes in a row; a refused strike (out of range) becomes a pass.
    for (let side = missionsDue(state); side !== null; side = missionsDue(state)) {
      const tried = resolveMissions(state, side, autopilotMissions(state, side), seededDice(rngStateFromSeed(`${seed}:m${t}`)));
      const step = tried.ok ? tried : resolveMissions(state, side, 'pass', seededDice(rngStateFromSeed(`${seed}:m${t}`)));
      if (!step.ok) throw new Error(step.error.map((e) => e.message).join(' | '));
      state = step.value.state;
      events.push(...step.value.events);
    }
    // The Control Step alternates until two passes in a row.
    for (let side = controlDue(state); side !== null; side = controlDue(state)) {
      const step = resolveControl(state, side, autopilotControl(state, side));
      if (!step.ok) throw new Error(step.error.map((e) => e.message).join(' | '));
      state = step.value.state;
      events.push(...step.value.events);
    }
    const fired = resolveFire(state, [...autopilotFire(state, 'A'), ...autopilotFire(state, 'B')], seededDice(rngStateFromSeed(`${seed}:fire${t}`)));
    state = fired.state;
    events.push(...fired.events);
  }
  return { state, events };
}

describe('a Match Play game through the composed turn', () => {
  test('plays to a result: a side breaks or is destroyed, after hits, interception and morale losses', () => {
    const { state, events } = play('match-1');
    expect(state.stage).toBe('over');
    expect(state.outcome?.summary).toMatch(/wins\.$|draw/);
    const texts = events.map((e) => e.text);
    expect(texts.some((t) => / → hit, /.test(t))).toBe(true);
    expect(texts.some((t) => /pulses? .* intercepted/.test(t))).toBe(true);
    expect(texts.some((t) => /^Side [AB]: .* is designated /.test(t))).toBe(true);
    expect(texts.some((t) => /^Morale [AB]: \d+ points struck/.test(t))).toBe(true);
    // The loser's morale chart took the losses (ships destroyed, inoperable or gone, p.38).
    const loser = state.sides.find((x) => x.side !== state.outcome?.winner);
    expect(loser?.morale.struck).toBeGreaterThan(0);
  });

  test('the same seed and the same orders give the same events and the same final state', () => {
    const a = play('match-2');
    const b = play('match-2');
    expect(a.events.length).toBeGreaterThan(50);
    // This game has strike missions that reach their targets: starfighter combats (p.32) in the log.
    expect(a.events.some((e) => /starfighter combat$/.test(e.text))).toBe(true);
    // ...and a boarding action (p.37, p.81): breaching skiffs land marines, and the boarding fight shows its dice.
    expect(a.events.some((e) => /^Vorr Boarding Skiffs \d unloads \d marine parties into /.test(e.text))).toBe(true);
    expect(a.events.some((e) => /^Boarding .*: \d+ boarders d8 \[/.test(e.text))).toBe(true);
    expect(b.events).toEqual(a.events);
    expect(b.state).toEqual(a.state);
  });
});
