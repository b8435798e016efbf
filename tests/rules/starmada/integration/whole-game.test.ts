// Whole games driven by the autopilot, checking after every step what must always hold: steps are well formed and
// owed only by seats that can act, every autopilot submission validates, VPs are the CR of the enemy ships
// removed (2.5 p.13); under E.5 damage is applied at once (p.49), so weapon losses are chosen in steps right after the
// activation that fired (4.4 p.21).
import { describe, expect, test } from 'vitest';
import { rngStateFromSeed, seededDice } from '../../../../src/rules/core/dice.ts';
import { CORE_RULES, type StarmadaOptions } from '../../../../src/rules/starmada/options.ts';
import type { StarmadaState } from '../../../../src/rules/starmada/state.ts';
import { starmada } from '../../../../src/rules/starmada/system.ts';
import { autopilot } from '../game/autopilot.ts';

const FLEETS = {
  ana: { side: 'A' as const, player: 'Ana', ships: [{ class: 'Majestic' }, { class: 'Sovereign' }, { class: 'Resolute' }] },
  ben: { side: 'B' as const, player: 'Ben', ships: [{ class: 'Monsoon' }, { class: 'Mistral' }, { class: 'Sirocco' }] },
};
const BASE = { ...CORE_RULES, carriers: true, alternateArcs: true, dualMode: true };
const STEP_KEY = /^(deploy|t\d+\/(orders|fighters\/\d+|fire|fire\/\d+|losses(\/\d+)?))$/;

function play(options: StarmadaOptions, seed: string): { state: StarmadaState; keys: string[]; types: Set<string> } {
  const setup = starmada.setup({ options, fleets: FLEETS, scenario: 'standard/medium', seed });
  if (!setup.ok) throw new Error(setup.error.map((e) => e.message).join(' | '));
  let state = setup.value;
  const keys: string[] = [];
  const types = new Set<string>();
  for (let i = 0; i < 1500; i++) {
    const step = starmada.step(state);
    if (!step) break;
    expect(step.key).toMatch(STEP_KEY);
    expect(step.owes.length).toBeGreaterThan(0);
    for (const seat of step.owes) expect(state.ships.some((s) => s.seat === seat && s.status === 'active')).toBe(true);
    const submissions = Object.fromEntries(
      step.owes.map((seat) => {
        const submission = autopilot(state, seat);
        const checked = starmada.validate(state, seat, submission);
        if (!checked.ok) throw new Error(`${step.key}: ${seat}'s autopilot submission refused: ${checked.error.map((e) => e.message).join(' | ')}`);
        return [seat, checked.value];
      }),
    );
    const resolved = starmada.resolve(state, submissions, seededDice(rngStateFromSeed(`${seed}/${step.key}`)));
    state = resolved.state;
    keys.push(step.key);
    for (const e of resolved.events) types.add(e.type);
    // Between steps no combat damage is left pending (simultaneous fire resolves through the End Phase), except
    // while book-order activations are still under way.
    if (state.phase.kind !== 'fireActivation') for (const s of state.ships) expect(s.hull.pending + s.engines.pending + s.weapons.pending).toBe(0);
    // Standard scenario, no E.4: once a turn is over (End Phase step c, p.14), each side's score is the CR of the
    // enemy ships removed. (Ships lost to fighters or under E.5 leave at once but score in the End Phase.)
    if (state.phase.kind === 'orders' || state.phase.kind === 'over') {
      for (const side of ['A', 'B'] as const) {
        const removed = state.ships.filter((s) => s.side !== side && s.status !== 'active');
        expect(state.ledger.scores[side]).toBe(removed.reduce((n, s) => n + (state.classes[s.classId]?.combatRating ?? 0), 0));
      }
    }
  }
  return { state, keys, types };
}

describe('whole games', () => {
  // 4.4 p.21: the owner chooses the weapons a hit takes; under E.5 (p.49) damage takes effect at once, so the choice
  // is a step of its own right after the activation that fired, never the End Phase's.
  test('E.5 sequential combat with E.1, E.2 and E.3 on: one ship per fire step, weapon losses chosen right after it', () => {
    const game = play({ ...BASE, sequentialCombat: true, damageControl: true, directedDamage: true, explosions: true }, 'integration-e5');
    expect(game.state.phase.kind).toBe('over');
    expect(starmada.outcome(game.state)).not.toBeNull();
    expect(game.keys.some((k) => /^t\d+\/fire\/\d+$/.test(k))).toBe(true);
    expect(game.keys.some((k) => /^t\d+\/fire$/.test(k))).toBe(false);
    expect(game.keys.some((k) => k.endsWith('/losses'))).toBe(false);
    expect(game.keys.some((k) => /^t\d+\/losses\/\d+$/.test(k))).toBe(true);
    // Every step has a key of its own, however many weapon-loss steps a turn holds.
    expect(new Set(game.keys).size).toBe(game.keys.length);
    expect(game.types).toContain('damage-control');
  });

  test('core rules: simultaneous fire steps and a finished game whose JSON round-trips', () => {
    const game = play(BASE, 'integration-core');
    expect(game.state.phase.kind).toBe('over');
    expect(game.keys.some((k) => /^t\d+\/fire$/.test(k))).toBe(true);
    expect(game.keys.some((k) => /^t\d+\/fire\/\d+$/.test(k))).toBe(false);
    expect(JSON.parse(JSON.stringify(game.state))).toEqual(game.state);
  });
});
