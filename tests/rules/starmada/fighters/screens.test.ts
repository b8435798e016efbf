// F.3 Fighter Screens (Starmada p.51): "Screening fighter flights force all attacks made through their hex (even
// friendly attacks) to suffer a to-hit penalty … 1-3 None, 4-9 −1, 10-15 −2, 16+ −3"; ruling 153.
import { describe, expect, test } from 'vitest';
import { hexNeighbor } from '../../../../src/rules/core/hex.ts';
import type { AttackRecord } from '../../../../src/rules/starmada/combat/attack.ts';
import { screenPenaltyBetween, screeningFightersAt } from '../../../../src/rules/starmada/fighters/screens.ts';
import type { FlightState, StarmadaState } from '../../../../src/rules/starmada/state.ts';
import { starmada } from '../../../../src/rules/starmada/system.ts';
import { at, deploy, expectErr, expectOk, newGame, placed, resolveTyped, shipOf } from '../integration/fixtures.ts';

const flight = (id: string, where: ReturnType<typeof at>, count: number, screening = true): FlightState => ({
  id, name: id, side: 'A', seat: 'ana', carrierId: 'nest', count, at: where, heading: 0, activated: true, ...(screening ? { screening: true } : {}),
});

describe('the penalty along a line of sight (p.51)', () => {
  const from = at(10, 12);
  const to = at(10, 4);
  test('"a flight with one remaining fighter and another with three … in the same hex … −1 (four total fighters)"', () => {
    const flights = [flight('a', at(10, 8), 1), flight('b', at(10, 8), 3)];
    expect(screeningFightersAt(flights, at(10, 8))).toBe(4);
    expect(screenPenaltyBetween(flights, from, to)).toBe(-1);
  });

  test('"one hex containing 10 screening fighters and another containing 5 … −2, not −3"', () => {
    const flights = [flight('a', at(10, 9), 6), flight('b', at(10, 9), 4), flight('c', at(10, 6), 5)];
    expect(screenPenaltyBetween(flights, from, to)).toBe(-2);
  });

  test('a screen in the target\'s hex counts, one in the attacker\'s hex or off the line does not, nor a flight that is not screening', () => {
    expect(screenPenaltyBetween([flight('a', to, 6)], from, to)).toBe(-1);
    expect(screenPenaltyBetween([flight('a', from, 6)], from, to)).toBe(0);
    expect(screenPenaltyBetween([flight('a', at(14, 8), 6)], from, to)).toBe(0);
    expect(screenPenaltyBetween([flight('a', at(10, 8), 6, false)], from, to)).toBe(0);
  });
});

/** Nest (A) at 1010 and its flight beside it, Vigil (B) at 1005: the flight's slot is open. */
function fighterSlot(screens: boolean): StarmadaState {
  const state = placed(deploy(newGame({ options: { carriers: true, fighterScreens: screens }, a: [{ class: 'Hive', name: 'Nest' }] })), { nest: [10, 10, 0], vigil: [10, 5, 3] });
  const moved = resolveTyped(state, { ana: 'Nest: 0', ben: 'Vigil: 0' });
  const nest = shipOf(moved.state, 'nest');
  return { ...moved.state, flights: moved.state.flights.map((f) => ({ ...f, at: hexNeighbor(nest.at, 0), heading: 0 })) };
}

describe('screening in play (F.3 p.51)', () => {
  test('"Nest F1 0 screen" reads back, screens its hex, and Vigil\'s fire through it rolls at −1', () => {
    const slot = fighterSlot(true);
    const typed = expectOk(starmada.parse(slot, 'ana', 'Nest F1 0 screen'));
    const screened = resolveTyped(slot, { ana: 'Nest F1 0 screen' });
    expect(typed).toMatchObject({ kind: 'flight', activation: { screen: true, targetId: null } });
    expect(screened.events.map((e) => e.text).some((t) => t.startsWith('Nest F1 screens hex 1009 (F.3)'))).toBe(true);
    expect(starmada.step(screened.state)?.key).toBe('t1/fire');
    // Tie die 1 (A fires first); Vigil's two Cannons roll 1, 1: no hits.
    const fired = resolveTyped(screened.state, { ana: 'Nest: hold', ben: 'Vigil: Cannon > Nest' }, [1, 1, 1]);
    const attack = fired.events.find((e) => e.type === 'attack')?.data as AttackRecord;
    expect(attack.modifier.terms).toContainEqual({ source: 'fighter screen', value: -1 });
  });

  test('screening is instead of an attack, and only with the option on', () => {
    const off = fighterSlot(false);
    const parsed = starmada.parse(off, 'ana', 'Nest F1 0 screen');
    const refused = parsed.ok ? expectErr(starmada.validate(off, 'ana', parsed.value)) : parsed.error;
    expect(refused.map((e) => e.message)).toContain('Fighter screens (F.3) are not in play in this game; leave out "screen".');
  });
});
