// A whole battle between two fleets of the library, played through the rule system's public functions.
import { describe, expect, test } from 'vitest';
import { CORE_RULES } from '../../../../src/rules/starmada/options.ts';
import { starmada } from '../../../../src/rules/starmada/system.ts';
import type { SeekerAttackRecord } from '../../../../src/rules/starmada/seekers/attack.ts';
import { playOut } from './autopilot.ts';

const OPTIONS = { ...CORE_RULES, carriers: true, alternateArcs: true, dualMode: true };
const FLEETS = {
  ana: { side: 'A' as const, player: 'Ana', ships: [{ class: 'Majestic' }, { class: 'Sovereign' }, { class: 'Resolute' }] },
  ben: { side: 'B' as const, player: 'Ben', ships: [{ class: 'Monsoon' }, { class: 'Mistral' }, { class: 'Sirocco' }] },
};

function newGame() {
  const setup = starmada.setup({ options: OPTIONS, fleets: FLEETS, scenario: 'standard/medium', seed: 'unused' });
  if (!setup.ok) throw new Error(setup.error.map((e) => e.message).join('\n'));
  return setup.value;
}

describe('a whole Starmada battle', () => {
  test('plays from deployment to a victory, through fighters, fire and the End Phase', () => {
    const game = playOut(newGame(), 'battle-seed-1');
    const outcome = starmada.outcome(game.state);
    expect(outcome).not.toBeNull();
    expect(game.state.phase.kind).toBe('over');
    const keys = game.log.map((l) => l.step);
    expect(keys[0]).toBe('deploy');
    expect(keys).toContain('t1/orders');
    expect(keys.some((k) => /^t\d+\/fighters\/\d+$/.test(k))).toBe(true);
    expect(keys.some((k) => /^t\d+\/fire$/.test(k))).toBe(true);
    const types = new Set(game.log.flatMap((l) => l.events.map((e) => e.type)));
    for (const type of ['deployed', 'move', 'attack', 'destroyed', 'victory-points', 'game-over']) expect(types).toContain(type);
    // Starmada 2.5 p.13: a side wins at the VP target (600 for Medium) or when the other side has nothing left.
    const winner = outcome?.winner;
    if (winner !== 'A' && winner !== 'B') throw new Error(`expected a winner, got ${String(winner)}`);
    const scores = game.state.ledger.scores;
    const loser = winner === 'A' ? 'B' : 'A';
    const loserLeft = game.state.ships.filter((s) => s.side === loser && s.status === 'active').length + game.state.flights.filter((f) => f.side === loser).length;
    expect(scores[winner] >= 600 || loserLeft === 0).toBe(true);
  });

  test('the same seed plays the same battle twice, event for event', () => {
    const first = playOut(newGame(), 'battle-seed-2');
    const second = playOut(newGame(), 'battle-seed-2');
    expect(second.log).toEqual(first.log);
    expect(JSON.stringify(second.state)).toBe(JSON.stringify(first.state));
    const other = playOut(newGame(), 'battle-seed-3');
    expect(JSON.stringify(other.log)).not.toBe(JSON.stringify(first.log));
  });

  // Starmada C.4 p.40, ruling 50: the Sirocco's seekers are launched in one Combat Phase and attack in a later Fighter Phase.
  test('the Sirocco launches seekers that hunt down their target in a later turn and damage it', () => {
    const game = playOut(newGame(), 'battle-seed-6');
    const turnOf = (step: string): number => Number(/^t(\d+)\//.exec(step)?.[1] ?? 0);
    const launches = game.log.flatMap((l) => l.events.filter((e) => e.type === 'seeker-launch').map((e) => ({ turn: turnOf(l.step), text: e.text })));
    const attacks = game.log.flatMap((l) => l.events.filter((e) => e.type === 'seeker-attack').map((e) => ({ turn: turnOf(l.step), record: e.data as SeekerAttackRecord })));
    expect(launches.length).toBeGreaterThan(0);
    expect(launches.every((l) => l.text.startsWith('Sirocco launches'))).toBe(true);
    const damaging = attacks.find((a) => a.record.damage !== null);
    if (!damaging) throw new Error('expected a seeker attack that did damage');
    expect(launches.some((l) => l.turn < damaging.turn)).toBe(true);
    expect(damaging.record.attacker).toMatch(/^Sirocco (Swarm Missile|Reaper Torpedo) \d+$/);
  });

  test('the state after every step survives a JSON round trip, as the database stores it', () => {
    let state = newGame();
    const game = playOut(state, 'battle-seed-4', 40);
    state = game.state;
    expect(JSON.parse(JSON.stringify(state))).toEqual(state);
  });
});
