// The Majestic's status card built through the Starmada rule system, with damage put on the plain state:
// three hull boxes checked and one pending, two engine boxes pending, a weapons box checked, and bank losses
// that leave one Lightning Turret bank and one Laser Cannon bank with nothing working and another bank half lost.
import type { ShipCard } from '../../../src/rules/core/scene.ts';
import { CORE_RULES } from '../../../src/rules/starmada/options.ts';
import type { StarmadaState } from '../../../src/rules/starmada/state.ts';
import { starmada } from '../../../src/rules/starmada/system.ts';

const OPTIONS = { ...CORE_RULES, carriers: true, alternateArcs: true, dualMode: true };
const FLEETS = {
  ana: { side: 'A' as const, player: 'Ana', ships: [{ class: 'Majestic' }] },
  ben: { side: 'B' as const, player: 'Ben', ships: [{ class: 'Monsoon' }] },
};

export function damagedMajesticCard(): ShipCard {
  const setup = starmada.setup({ options: OPTIONS, fleets: FLEETS, scenario: 'standard/medium', seed: 'unused' });
  if (!setup.ok) throw new Error(setup.error.map((e) => e.message).join('\n'));
  const state: StarmadaState = structuredClone(setup.value);
  const ship = state.ships.find((s) => s.id === 'majestic');
  if (!ship) throw new Error('no Majestic in the game');
  ship.hull.checked = 3;
  ship.hull.pending = 1;
  ship.engines.pending = 2;
  ship.weapons.checked = 1;
  // Batteries: Lightning Turret (ACE 2, BDF 2), Laser Cannon (AB 1, AC 2, BD 2, EF 1), Fusion Torpedo (AB 4).
  ship.bankLosses = [
    [0, 2],
    [1, 1, 0, 0],
    [0],
  ];
  const card = starmada.card(state, 'majestic', { kind: 'public' });
  if (!card) throw new Error('the Majestic has no card');
  return card;
}
