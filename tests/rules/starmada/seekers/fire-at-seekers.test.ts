// Starmada C.4 p.40 and [ruling 50]: ships may fire at seekers as tiny targets, but not in the Combat Phase of their launch.
import { describe, expect, test } from 'vitest';
import { scriptedDice } from '../../../../src/rules/core/dice.ts';
import { banksInReach } from '../../../../src/rules/starmada/combat/reach-target.ts';
import type { StarmadaState } from '../../../../src/rules/starmada/state.ts';
import { starmada } from '../../../../src/rules/starmada/system.ts';
import { flight, hex, place, seekerFlight, seekerGame, ship } from './fixtures.ts';

const SEEKER = 'sirocco/seeker-t1-b0-1';
const seekerTarget = { id: SEEKER, name: 'Sirocco Swarm Missile 1', at: hex(15, 3), kind: 'flight' as const };

/** The Majestic facing south at (15,0), a seeker launched on turn 1 three hexes ahead of it, the fire step of `turn`. */
function inSights(turn: number): StarmadaState {
  let state = seekerGame();
  state = place(state, 'majestic', hex(15, 0), 3);
  state = place(state, 'sirocco', hex(15, 8), 0);
  return { ...state, turn, flights: [seekerFlight(hex(15, 3), 0, 'majestic')], phase: { kind: 'fire' } };
}

describe('firing at seekers', () => {
  test('not in the Combat Phase they were launched in', () => {
    const state = inSights(1);
    const reach = banksInReach(state, ship(state, 'majestic'), 1, 0, seekerTarget);
    expect(reach.ok ? 'reached' : reach.error.message).toBe(
      'Sirocco Swarm Missile 1 was launched this Combat Phase and cannot be attacked until the next turn (C.4); pick another target.',
    );
    const typed = starmada.parse(state, 'ana', 'Majestic: Laser Cannon > Sirocco Swarm Missile 1');
    expect(typed.ok ? 'accepted' : typed.error.map((e) => e.code)).toEqual(['ERR_FIRE_FRESH_SEEKER']);
  });

  test('from the next turn on, as a tiny target: each hit removes one seeker (p.23)', () => {
    const state = inSights(2);
    expect(banksInReach(state, ship(state, 'majestic'), 1, 0, seekerTarget).ok).toBe(true);
    const typed = starmada.parse(state, 'ana', 'Majestic: Laser Cannon x2 > Sirocco Swarm Missile 1');
    if (!typed.ok) throw new Error(typed.error.map((e) => e.message).join('\n'));
    // Combat order die 1 (side A first); to-hit 6 hits (even at the tiny −1), 1 misses.
    const dice = scriptedDice([1, 6, 1]);
    const resolved = starmada.resolve(state, { ana: typed.value, ben: { kind: 'fire', declarations: [] } }, dice);
    expect(dice.remaining).toBe(0);
    const attack = resolved.events.find((e) => e.type === 'attack');
    expect(attack?.text).toContain('1 fighter destroyed');
    expect(flight(resolved.state, SEEKER)?.count).toBe(3);
  });
});
