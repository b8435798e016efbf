// Starmada C.5 Dfn p.42: Defensive weapons fire at an attacking flight first, at medium range, once a game turn.
import { describe, expect, test } from 'vitest';
import { scriptedDice } from '../../../../src/rules/core/dice.ts';
import { flightAttackSetup, attackWithFlight } from './flight-attack-fixture.ts';
import { banksInReach } from '../../../../src/rules/starmada/combat/reach-target.ts';

describe('Defensive weapons against an attacking flight', () => {
  test('fire before the flight attacks, and the flight attacks with the fighters it has left', () => {
    const { state, vigilant, flight } = flightAttackSetup();
    // Flak Battery ×2, ROF 2, ACC 4+, medium range (0), tiny −1 cancelled by Accurate: 4, 5 hit; 1, 2 miss.
    // Then 4 fighters: 5, 6 hit, 1, 2 miss; impact vs shields 1: 3 succeeds, 1 fails; damage 1: hull.
    const dice = scriptedDice([4, 5, 1, 2, 5, 6, 1, 2, 3, 1, 1]);
    const resolved = attackWithFlight(state, flight.id, vigilant.id, dice);
    expect(dice.remaining).toBe(0);
    const types = resolved.events.map((e) => e.type);
    expect(types.indexOf('defensive-fire')).toBeLessThan(types.indexOf('fighter-attack'));
    expect(resolved.state.flights.find((f) => f.id === flight.id)?.count).toBe(4);
    const hit = resolved.state.ships.find((s) => s.id === vigilant.id);
    expect(hit?.hull.checked).toBe(1);
    // Once a game turn: the Flak Battery cannot fire again in this turn's Combat Phase.
    const monsoon = resolved.state.ships.find((s) => s.side === 'B');
    if (!hit || !monsoon) throw new Error('ships missing');
    const again = banksInReach(resolved.state, hit, 1, 0, { id: monsoon.id, name: monsoon.name, at: monsoon.at, kind: 'ship' });
    expect(again.ok).toBe(false);
    if (!again.ok) expect(again.error.message).toBe("Vigilant's Flak Battery already fired defensively this turn.");
  });

  test('a flight shot down by defensive fire makes no attack', () => {
    const { state, vigilant, flight } = flightAttackSetup({ fighters: 2 });
    const dice = scriptedDice([4, 5, 1, 2]);
    const resolved = attackWithFlight(state, flight.id, vigilant.id, dice);
    expect(dice.remaining).toBe(0);
    expect(resolved.events.map((e) => e.type)).not.toContain('fighter-attack');
    expect(resolved.state.flights.some((f) => f.id === flight.id)).toBe(false);
    expect(resolved.state.ships.find((s) => s.id === vigilant.id)?.hull.checked).toBe(0);
  });
});
