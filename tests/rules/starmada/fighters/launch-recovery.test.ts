// F.5 Launch & Recovery (Starmada p.52–53) and B.12 Launch Tubes (p.33); ruling 155.
import { describe, expect, test } from 'vitest';
import { hexEquals } from '../../../../src/rules/core/hex.ts';
import { launchFlights, launchMax, recoveryMax } from '../../../../src/rules/starmada/fighters/launch-recovery.ts';
import { DOMINION, MONSOON } from '../../../../src/rules/starmada/ships/library/index.ts';
import type { ShipClass } from '../../../../src/rules/starmada/ships/schema.ts';
import type { StarmadaState } from '../../../../src/rules/starmada/state.ts';
import { starmada } from '../../../../src/rules/starmada/system.ts';
import { deploy, expectErr, expectOk, HIVE, newGame, placed, resolveTyped, shipOf, texts } from '../integration/fixtures.ts';

const hull = (cls: ShipClass, hullSize: number, tubes = false): ShipClass => ({
  ...cls,
  hullSize,
  traits: [...(cls.traits ?? []).filter((t) => t.system !== 'Launch Tubes'), ...(tubes ? [{ system: 'Launch Tubes' as const }] : [])],
});

describe('the launch and recovery maximums (table p.53)', () => {
  test('launch one/two/three/four/five and recover one/one/two/two/three by hull size 1-3, 4-8, 9-15, 16-24, 25-35', () => {
    expect([3, 8, 15, 24, 35].map((h) => launchMax(hull(HIVE, h)))).toEqual([1, 2, 3, 4, 5]);
    expect([3, 8, 15, 24, 35].map((h) => recoveryMax(hull(HIVE, h)))).toEqual([1, 1, 2, 2, 3]);
  });

  test('B.12: "a ship of hull size 8 possessing launch tubes would be able to launch four fighter flights … rather than two"; recovery unchanged', () => {
    expect(launchMax(hull(HIVE, 8, true))).toBe(4);
    expect(recoveryMax(hull(HIVE, 8, true))).toBe(1);
    // The library's Dominion carries launch tubes.
    expect(launchMax(DOMINION)).toBe(2 * launchMax({ ...DOMINION, traits: (DOMINION.traits ?? []).filter((t) => t.system !== 'Launch Tubes') }));
    expect(MONSOON.traits?.some((t) => t.system === 'Launch Tubes')).not.toBe(true);
  });
});

/** A game with F.5: Nest (a Hive, Carrier 1, hull 3) at 1010, Vigil at 1005. */
function f5(): StarmadaState {
  return placed(deploy(newGame({ options: { carriers: true, launchAndRecovery: true }, a: [{ class: 'Hive', name: 'Nest' }] })), { nest: [10, 10, 0], vigil: [10, 5, 3] });
}

describe('launch and recovery in play (F.5)', () => {
  test('flights begin aboard; the End Phase launches them into the carrier\'s hex, facing its heading; they fight the next turn', () => {
    const state = f5();
    expect(state.flights).toEqual([]);
    expect(state.hangar?.map((f) => f.name)).toEqual(['Nest F1']);
    // Turn 1: no flight on the board, so no Fighter Phase; both hold and fire nothing; the End Phase launches.
    const moved = resolveTyped(state, { ana: 'Nest: 0', ben: 'Vigil: 0' });
    expect(starmada.step(moved.state)?.key).toBe('t1/fire');
    const ended = resolveTyped(moved.state, { ana: 'Nest: hold', ben: 'Vigil: hold' });
    expect(texts(ended.events)).toContain('Nest launches Nest F1 (F.5, at most 1 a turn).');
    const nest = shipOf(ended.state, 'nest');
    expect(ended.state.flights[0]).toMatchObject({ name: 'Nest F1', heading: nest.heading });
    expect(hexEquals(ended.state.flights[0]?.at ?? nest.at, nest.at)).toBe(true);
    expect(ended.state.hangar).toEqual([]);
    // Turn 2: the Fighter Phase opens for it.
    expect(starmada.step(resolveTyped(ended.state, { ana: 'Nest: 0', ben: 'Vigil: 0' }).state)?.key).toBe('t2/fighters/1');
  });

  test('"land" ends the move in the carrier\'s hex and takes the flight aboard; it is never launched again', () => {
    const launched = launchFlights(f5()).state;
    const slot = resolveTyped(launched, { ana: 'Nest: 0', ben: 'Vigil: 0' }).state;
    const parsed = expectOk(starmada.parse(slot, 'ana', 'Nest F1 0 land'));
    expect(starmada.assist.echo(slot, 'ana', parsed).join('\n')).toContain('Nest F1 0 land');
    const landed = resolveTyped(slot, { ana: 'Nest F1 0 land' });
    expect(texts(landed.events)).toContain('Nest F1 lands on its carrier and is taken aboard (F.5).');
    expect(landed.state.flights).toEqual([]);
    expect(landed.state.hangar?.[0]).toMatchObject({ name: 'Nest F1', recoveredTurn: 1 });
    expect(launchFlights(landed.state).events).toEqual([]);
  });

  test('landing away from the carrier is refused with the reason', () => {
    const launched = launchFlights(f5()).state;
    const slot = resolveTyped(launched, { ana: 'Nest: 0', ben: 'Vigil: 0' }).state;
    const away = expectErr(starmada.parse(slot, 'ana', 'Nest F1 1 land'));
    expect(away.map((e) => e.message)).toEqual(["Nest F1 lands by ending its move in Nest's hex (F.5 p.53)."]);
    // Without the option, "land" is refused too.
    const noF5 = placed(deploy(newGame({ options: { carriers: true }, a: [{ class: 'Hive', name: 'Nest' }] })), { nest: [10, 10, 0], vigil: [10, 5, 3] });
    const slot2 = resolveTyped(noF5, { ana: 'Nest: 0', ben: 'Vigil: 0' }).state;
    expect(expectErr(starmada.parse(slot2, 'ana', 'Nest F1 0 land')).map((e) => e.code)).toEqual(['ERR_FLIGHT_LAND']);
  });
});
