// A system that does nothing in play is refused with the reason, when the ship is added and at the start (issue 25):
// a player never pays points and space for a system that does nothing. Every system of appendix B now plays, the
// last being Starmada p.37 §B.20 Shuttlecraft, so nothing is refused.
import { describe, expect, test } from 'vitest';
import { CORE_RULES } from '../../../../src/rules/starmada/options.ts';
import { addShip, emptyFleet } from '../../../../src/rules/starmada/assist/fleet-builder.ts';
import { SHIP_LIBRARY } from '../../../../src/rules/starmada/ships/library/index.ts';
import { SYSTEMS_NOT_IN_PLAY, systemsNotInPlay } from '../../../../src/rules/starmada/ships/systems-in-play.ts';
import { starmada } from '../../../../src/rules/starmada/system.ts';
import { LANCER, expectErr, expectOk, fleet } from '../integration/fixtures.ts';

const SHUTTLE_LANCER = { ...LANCER, className: 'Ferry', munitions: [{ system: 'Shuttlecraft' as const, count: 2 }] };

describe('systems that do nothing in play yet', () => {
  test('none is left: shuttlecraft play (B.20 p.37)', () => {
    expect(SYSTEMS_NOT_IN_PLAY).toEqual({});
    expect(systemsNotInPlay(SHUTTLE_LANCER)).toEqual([]);
  });

  test('a fleet with shuttlecraft needs F.5 (ruling 204), and starts with it, its shuttles aboard', () => {
    const fleets = { ana: fleet('A', 'Ana', [{ class: 'Ferry' }], [SHUTTLE_LANCER]), ben: fleet('B', 'Ben', [{ class: 'Lancer' }]) };
    const refused = expectErr(starmada.setup({ options: CORE_RULES, fleets, scenario: 'standard/small', seed: 's' }));
    expect(refused.map((e) => e.message)).toEqual(['Ana: Ferry carries shuttlecraft, which need launch and recovery (B.20 p.37): turn on Launch and recovery (F.5).']);
    const state = expectOk(starmada.setup({ options: { ...CORE_RULES, launchAndRecovery: true }, fleets, scenario: 'standard/small', seed: 's' }));
    expect(state.flights).toEqual([]);
    expect(state.hangar?.map((f) => [f.name, f.count, f.shuttle])).toEqual([
      ['Ferry S1', 1, true],
      ['Ferry S2', 1, true],
    ]);
  });

  test('/fleet add takes it', () => {
    const own = { ...emptyFleet(), designs: [SHUTTLE_LANCER] };
    expect(expectOk(addShip(own, 'Ferry')).added).toBe('Ferry');
  });

  test('every library design can be played', () => {
    expect(SHIP_LIBRARY.filter((c) => systemsNotInPlay(c).length > 0).map((c) => c.className)).toEqual([]);
  });
});
