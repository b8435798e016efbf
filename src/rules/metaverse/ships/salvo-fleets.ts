/**
 * Two opposing Match Play fleets built from Salvo's designs (salvo-designs.ts), NOT from the book, so a game can
 * be played out of the box: the Concord Task Group (Cinematic, square ships, with a carrier) and the Vorr Raiding
 * Squadron (Newtonian, hexagon ships, with an assault carrier and marines). Morale values add up to 100 as the
 * book's fleets do (digest §5.2); commanders and chains follow p.85 (≤5 levels, subordinate rank ≤ superior's).
 */
import type { Fleet, Navy } from './fleet.ts';

export const SALVO_NAVIES: readonly Navy[] = [
  {
    id: 'salvo-concord',
    name: 'Concord Navy (Salvo)',
    movement: 'cinematic',
    discipline: 10,
    thresholdPct: 10,
    commandQuality: 'average',
    crewQuality: 'regular',
    repairDie: 6,
    tactics: [],
    reinforcementList: [{ designs: ['salvo-kestrel', 'salvo-kestrel'], moraleValues: [8, 8] }],
    reinforcementRollCost: 400,
  },
  {
    id: 'salvo-vorr',
    name: 'Vorr Hegemony (Salvo)',
    movement: 'newtonian',
    discipline: 15,
    thresholdPct: 10,
    commandQuality: 'brilliant',
    crewQuality: 'green',
    repairDie: 4,
    tactics: [],
    reinforcementList: [{ designs: ['salvo-stalker', 'salvo-stalker'], moraleValues: [8, 8] }],
    reinforcementRollCost: 420,
  },
];

export const SALVO_FLEETS: readonly Fleet[] = [
  {
    id: 'salvo-concord-task-group',
    name: 'Concord Task Group',
    navy: 'salvo-concord',
    cost: null,
    commanders: [
      { id: 'cmd-1', name: 'Commodore Hale', rank: 'commodore', quality: 'competent', ship: 'resolute', superior: null },
      { id: 'cmd-2', name: 'Captain Osei', rank: 'captain', quality: 'roll', ship: 'harrier', superior: 'cmd-1' },
    ],
    squadrons: [
      { id: 'sq-1', ships: [{ id: 'resolute', name: 'CNS Resolute', design: 'salvo-resolute', moraleValue: 38 }], crewQuality: 'regular', commander: 'cmd-1' },
      { id: 'sq-2', ships: [{ id: 'harrier', name: 'CNS Harrier', design: 'salvo-harrier', moraleValue: 30 }], crewQuality: 'roll', commander: 'cmd-2' },
      {
        id: 'sq-3',
        ships: [
          { id: 'kestrel', name: 'CNS Kestrel', design: 'salvo-kestrel', moraleValue: 16 },
          { id: 'merlin', name: 'CNS Merlin', design: 'salvo-kestrel', moraleValue: 16 },
        ],
        crewQuality: 'roll',
        commander: 'cmd-1',
      },
    ],
    supportList: [{ design: 'salvo-kestrel', cost: 170, moraleValue: 8 }],
    _provenance: { source: 'salvo' },
  },
  {
    id: 'salvo-vorr-raiders',
    name: 'Vorr Raiding Squadron',
    navy: 'salvo-vorr',
    cost: null,
    commanders: [
      { id: 'cmd-1', name: 'Warlord Skarr', rank: 'commodore', quality: 'roll', ship: 'dominator', superior: null },
      { id: 'cmd-2', name: 'Raidmaster Vek', rank: 'captain', quality: 'roll', ship: 'ravager', superior: 'cmd-1' },
    ],
    squadrons: [
      { id: 'sq-1', ships: [{ id: 'dominator', name: 'VHS Dominator', design: 'salvo-dominator', moraleValue: 40 }], crewQuality: 'roll', commander: 'cmd-1' },
      { id: 'sq-2', ships: [{ id: 'ravager', name: 'VHS Ravager', design: 'salvo-ravager', moraleValue: 30 }], crewQuality: 'roll', commander: 'cmd-2' },
      {
        id: 'sq-3',
        ships: [
          { id: 'stalker', name: 'VHS Stalker', design: 'salvo-stalker', moraleValue: 15 },
          { id: 'prowler', name: 'VHS Prowler', design: 'salvo-stalker', moraleValue: 15 },
        ],
        crewQuality: 'roll',
        commander: 'cmd-1',
      },
    ],
    supportList: [{ design: 'salvo-stalker', cost: 180, moraleValue: 8 }],
    _provenance: { source: 'salvo' },
  },
];
