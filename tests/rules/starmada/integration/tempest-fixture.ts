// A Tempest (library, directional shields and screens) facing a Striker 5 hexes dead ahead, for the shield and
// screen tests (Striker is not from the book).
import { CORE_RULES, type StarmadaOptions } from '../../../../src/rules/starmada/options.ts';
import type { ShipClass } from '../../../../src/rules/starmada/ships/schema.ts';
import type { StarmadaState } from '../../../../src/rules/starmada/state.ts';
import { starmada } from '../../../../src/rules/starmada/system.ts';
import { deploy, DESIGNS, fleet, holdAll, LANCER, placed } from './fixtures.ts';

/** Three 2-damage Modulating cannons dead ahead (not from the book): Modulating sees no shield (C.5 p.43). */
export const STRIKER: ShipClass = {
  ...LANCER,
  className: 'Striker',
  batteries: [
    { name: 'Lance', profiles: [{ range: [4, 8, 12], rof: 1, acc: 3, imp: 1, dmg: 2, traits: ['Mdl'] }], banks: [{ arcs: 'AB', count: 3 }], lossLimit: 1 },
    { name: 'Gun', profiles: [{ range: [4, 8, 12], rof: 1, acc: 3, imp: 1, dmg: 1, traits: [] }], banks: [{ arcs: 'AB', count: 1 }], lossLimit: 1 },
  ],
};

/** The Tempest (side A) at 1010 facing north, the Striker (side B) 5 hexes dead ahead, facing it. */
export function tempestAhead(options: Partial<StarmadaOptions> = {}): StarmadaState {
  return holdAll(tempestAtOrders(options)).state;
}

/** The same two ships placed, at the Orders Phase of turn 1 (alternate arcs on: the Tempest's banks need them). */
export function tempestAtOrders(options: Partial<StarmadaOptions> = {}): StarmadaState {
  const setup = starmada.setup({
    options: { ...CORE_RULES, alternateArcs: true, ...options },
    fleets: { ana: fleet('A', 'Ana', [{ class: 'Tempest', name: 'Tempest' }]), ben: fleet('B', 'Ben', [{ class: 'Striker', name: 'Striker' }], [...DESIGNS, STRIKER]) },
    scenario: 'standard/small',
    seed: 'unused',
  });
  if (!setup.ok) throw new Error(setup.error.map((e) => e.message).join(' | '));
  return placed(deploy(setup.value), { tempest: [10, 10, 0], striker: [10, 5, 3] });
}
