/** Fleets for the lobby tests: the library's two, and imported variants of the Concord Task Group. */
import type { Fleet } from '../../../../../src/rules/metaverse/ships/fleet.ts';
import { fleetById } from '../../../../../src/rules/metaverse/ships/library.ts';

export const CONCORD = fleetById('salvo-concord-task-group') as Fleet;
export const VORR = fleetById('salvo-vorr-raiders') as Fleet;

/** The Concord Task Group without CNS Merlin, renamed: Resolute 430 + Harrier 300 (+ 4 Lancers × 25) + Kestrel 170 = 1,000 pts. */
export const PATROL: Fleet = {
  ...CONCORD,
  id: 'my-patrol',
  name: 'Hale Patrol',
  squadrons: CONCORD.squadrons.map((sq) => (sq.id === 'sq-3' ? { ...sq, ships: sq.ships.filter((s) => s.id !== 'merlin') } : sq)),
  _provenance: { source: 'salvo' },
};

/** The Concord Task Group with two more Resolutes (2 × 430): 1,170 + 860 = 2,030 pts, over the 1,500 cap. */
export const HEAVY: Fleet = {
  ...CONCORD,
  id: 'heavy',
  name: 'Heavy Group',
  squadrons: [
    ...CONCORD.squadrons,
    {
      id: 'sq-4',
      ships: [
        { id: 'valiant', name: 'CNS Valiant', design: 'salvo-resolute', moraleValue: 10 },
        { id: 'vigilant', name: 'CNS Vigilant', design: 'salvo-resolute', moraleValue: 10 },
      ],
      crewQuality: 'veteran',
      commander: 'cmd-1',
    },
  ],
};
