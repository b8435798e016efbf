// A system that does nothing in play is refused with the reason, when the ship is added and at the start (issue 25):
// a player never pays points and space for a system that does nothing. Starmada p.37 §B.20 Shuttlecraft.
import { describe, expect, test } from 'vitest';
import { CORE_RULES } from '../../../../src/rules/starmada/options.ts';
import { addShip, emptyFleet } from '../../../../src/rules/starmada/assist/fleet-builder.ts';
import { SHIP_LIBRARY } from '../../../../src/rules/starmada/ships/library/index.ts';
import { systemsNotInPlay } from '../../../../src/rules/starmada/ships/systems-in-play.ts';
import { starmada } from '../../../../src/rules/starmada/system.ts';
import { LANCER, expectErr, fleet } from '../integration/fixtures.ts';

const SHUTTLE_LANCER = { ...LANCER, className: 'Ferry', munitions: [{ system: 'Shuttlecraft' as const, count: 2 }] };

describe('systems that do nothing in play yet', () => {
  test('a class carrying shuttlecraft is named with the reason', () => {
    expect(systemsNotInPlay(SHUTTLE_LANCER)).toEqual([
      'Shuttlecraft: shuttles are launched and recovered by F.5 Launch & Recovery (B.20 p.37), which Salvo does not yet apply to them',
    ]);
    expect(systemsNotInPlay(LANCER)).toEqual([]);
  });

  test('the game refuses to start with it, naming the player, the class and the system', () => {
    const fleets = { ana: fleet('A', 'Ana', [{ class: 'Ferry' }], [SHUTTLE_LANCER]), ben: fleet('B', 'Ben', [{ class: 'Lancer' }]) };
    const errors = expectErr(starmada.setup({ options: CORE_RULES, fleets, scenario: 'standard/small', seed: 's' }));
    expect(errors.map((e) => e.code)).toEqual(['ERR_FLEET_SYSTEM']);
    expect(errors[0]?.message).toMatch(/^Ana: Ferry carries Shuttlecraft: shuttles are launched/);
  });

  test('/fleet add refuses it at once', () => {
    const own = { ...emptyFleet(), designs: [SHUTTLE_LANCER] };
    const added = addShip(own, 'Ferry');
    expect(added.ok ? [] : added.error.map((e) => e.code)).toEqual(['ERR_FLEET_SYSTEM']);
  });

  test('every library design can be played', () => {
    expect(SHIP_LIBRARY.filter((c) => systemsNotInPlay(c).length > 0).map((c) => c.className)).toEqual([]);
  });
});
