// Starmada p.37 §B.20 Shuttlecraft: single-fighter flights that wait aboard and launch in the End Phase by the rules
// of F.5 (p.52–53), MA 4, and a saving throw on 4+ for each hit (−1 per IMP above 1; an unmodified 6 always saves).
import { describe, expect, test } from 'vitest';
import { scriptedDice } from '../../../../src/rules/core/dice.ts';
import { hexEquals } from '../../../../src/rules/core/hex.ts';
import { offsetToHex } from '../../../../src/rules/core/offset.ts';
import { beginFighterPhase, validateFlightActivation, type FighterContext, type FighterWorld } from '../../../../src/rules/starmada/fighters/fighter-phase.ts';
import { parseFlightMove } from '../../../../src/rules/starmada/notation/flight-move.ts';
import { launchFlights, recoverFlight, recoveryProblem } from '../../../../src/rules/starmada/fighters/launch-recovery.ts';
import { flightMa, shuttlesFor, SHUTTLE_MA } from '../../../../src/rules/starmada/fighters/shuttles.ts';
import { fightersLost } from '../../../../src/rules/starmada/fighters/variants.ts';
import { CORE_RULES } from '../../../../src/rules/starmada/options.ts';
import { DOMINION } from '../../../../src/rules/starmada/ships/library/index.ts';
import { checkCombatRating, rateShip } from '../../../../src/rules/starmada/ships/combat-rating.ts';
import type { StarmadaState } from '../../../../src/rules/starmada/state.ts';
import { starmada } from '../../../../src/rules/starmada/system.ts';
import { statusLines } from '../../../../src/rules/starmada/assist/status-lines.ts';
import { LANCER, deploy, expectOk, fleet, placed } from '../integration/fixtures.ts';

const FERRY = { ...LANCER, className: 'Ferry', munitions: [{ system: 'Shuttlecraft' as const, count: 2 }] };

/** Ana's Ferry (hull 3: launches one a turn, recovers one) at 1010 facing N, Ben's Lancer Vigil at 1005; F.5 on. */
function ferryGame(): StarmadaState {
  const fleets = { ana: fleet('A', 'Ana', [{ class: 'Ferry' }], [FERRY]), ben: fleet('B', 'Ben', [{ class: 'Lancer', name: 'Vigil' }]) };
  const state = expectOk(starmada.setup({ options: { ...CORE_RULES, launchAndRecovery: true }, fleets, scenario: 'standard/small', seed: 's' }));
  return placed(deploy(state), { ferry: [10, 10, 0], vigil: [10, 5, 3] });
}

describe('shuttles aboard and launched (B.20 p.37 with F.5 p.52–53)', () => {
  test('a ship carries its shuttles aboard, each a flight of one; none starts on the board', () => {
    const state = ferryGame();
    expect(state.flights).toEqual([]);
    expect(state.hangar?.map((f) => [f.id, f.name, f.count, f.shuttle, f.carrierId])).toEqual([
      ['ferry/S1', 'Ferry S1', 1, true, 'ferry'],
      ['ferry/S2', 'Ferry S2', 1, true, 'ferry'],
    ]);
  });

  test('the End Phase launches them by F.5\'s maximum (hull 3: one a turn) into the ship\'s hex', () => {
    const once = launchFlights(ferryGame());
    expect(once.events.map((e) => e.text)).toEqual(['Ferry launches Ferry S1 (F.5, at most 1 a turn).']);
    const ferry = once.state.ships.find((s) => s.id === 'ferry');
    expect(once.state.flights.map((f) => f.name)).toEqual(['Ferry S1']);
    expect(ferry && hexEquals(once.state.flights[0]?.at ?? ferry.at, ferry.at)).toBe(true);
    expect(launchFlights(once.state).state.flights.map((f) => f.name)).toEqual(['Ferry S1', 'Ferry S2']);
    expect(statusLines(once.state)).toContain('Fighters: A 1 shuttle');
  });

  test('a cloaked ship launches no shuttles (B.20, B.5 p.31)', () => {
    const state = ferryGame();
    const cloaked = { ...state, revealedOrders: { ...state.revealedOrders, ferry: 'C/0' } };
    expect(launchFlights(cloaked)).toEqual({ state: cloaked, events: [] });
  });

  test('a shuttle lands by F.5, one a Fighter Phase, never past the shuttles the ship carries', () => {
    const launched = launchFlights(launchFlights(ferryGame()).state).state;
    const ferry = launched.ships.find((s) => s.id === 'ferry');
    if (!ferry) throw new Error('no Ferry');
    const s1 = launched.flights[0];
    const s2 = launched.flights[1];
    if (!s1 || !s2) throw new Error('no shuttles');
    expect(recoveryProblem(launched, s1, ferry.at)).toBeNull();
    const one = recoverFlight(launched, s1.id);
    expect(recoveryProblem(one, s2, ferry.at)).toBe('Ferry has recovered 1 flight this Fighter Phase, its most (F.5 p.53).');
    const later = { ...one, turn: one.turn + 1 };
    expect(recoveryProblem(later, s2, ferry.at)).toBeNull();
  });
});

describe('movement allowance 4 (B.20 p.37)', () => {
  const shuttle = { ...shuttlesFor({ id: 'ferry', name: 'Ferry', side: 'A', seat: 'ana', at: offsetToHex({ col: 10, row: 8 }), heading: 0 }, FERRY)[0], activated: false } as NonNullable<ReturnType<typeof shuttlesFor>[number]>;
  const world: FighterWorld = { board: { cols: 32, rows: 18 }, ships: [], flights: [shuttle] };
  const ctx: FighterContext<FighterWorld> = { port: { fighterTarget: () => ({ kind: 'ship', name: 'x', shield: 0, hasShieldTrack: true }), applyImmediateDamage: (w) => w } };
  const phase = beginFighterPhase(world, scriptedDice([]));
  test('four hexes are its most', () => {
    expect(SHUTTLE_MA).toBe(4);
    expect(flightMa(shuttle)).toBe(4);
    expect(flightMa({})).toBe(8);
    if (!phase) throw new Error('no phase');
    const move = (t: string) => expectOk(parseFlightMove(t));
    expect(validateFlightActivation(phase.world, phase.phase, ctx, { flightId: shuttle.id, move: move('4'), targetId: null }).ok).toBe(true);
    const five = validateFlightActivation(phase.world, phase.phase, ctx, { flightId: shuttle.id, move: move('5'), targetId: null });
    expect(five.ok ? '' : five.error[0]?.message).toBe('5 costs 5 MA (5 hexes forward, 1 MA a hex with no turns); a flight has 4.');
  });

  test('shuttles never screen (F.3 p.51)', () => {
    if (!phase) throw new Error('no phase');
    const screened = validateFlightActivation({ ...phase.world, options: { fighterScreens: true } }, phase.phase, ctx, { flightId: shuttle.id, move: { steps: [] }, targetId: null, screen: true });
    expect(screened.ok ? '' : screened.error[0]?.message).toBe('Ferry S1 is a shuttle; shuttles never screen (F.3 p.51).');
  });
});

describe('the saving throw (B.20 p.37)', () => {
  test('each hit is saved on 4+', () => {
    expect(fightersLost({ fighters: 1, shuttle: true }, 3, 1, scriptedDice([4, 3, 6]), 'x')).toEqual({ destroyed: 1, text: 'shuttle saves 4, 3, 6 (4+) → 2 saved' });
    expect(fightersLost({ fighters: 1, shuttle: true }, 2, 1, scriptedDice([5, 4]), 'x')).toEqual({ destroyed: 0, text: 'shuttle saves 5, 4 (4+) → 2 saved' });
  });

  test('"a weapon with IMP 3 incurs a -2 penalty"; an unmodified 6 always saves', () => {
    expect(fightersLost({ fighters: 1, shuttle: true }, 2, 3, scriptedDice([5, 6]), 'x')).toEqual({ destroyed: 1, text: 'shuttle saves 5, 6 (4+, -2) → 1 saved' });
    expect(fightersLost({ fighters: 1, shuttle: true }, 1, 6, scriptedDice([6]), 'x')).toEqual({ destroyed: 0, text: 'shuttle saves 6 (4+, -5) → 1 saved' });
  });
});

describe('the library\'s Dominion carries its two shuttles again (A.2 p.26, A.5 p.28)', () => {
  test('its combat rating with them is 686', () => {
    expect(DOMINION.munitions).toEqual([{ system: 'Shuttlecraft', count: 2 }]);
    expect(DOMINION.combatRating).toBe(686);
    expect(rateShip(DOMINION).combatRating).toBe(686);
    expect(checkCombatRating(DOMINION).ok).toBe(true);
  });
});
