import type { ChainOfCommand } from '../../../../src/rules/metaverse/command/chain.ts';
import { initialEwSystem } from '../../../../src/rules/metaverse/control/ew-systems.ts';
import type { ControlContext } from '../../../../src/rules/metaverse/control/validate.ts';
import type { ControlShip } from '../../../../src/rules/metaverse/control/types.ts';
import { TACTICS } from '../../../../src/rules/metaverse/tactics/catalogue.ts';

export const chain: ChainOfCommand = {
  commanders: [
    { id: 'adm', shipId: 'Avenger', rank: 'admiral', quality: 'competent', superiorId: null },
    { id: 'cap', shipId: 'Wasp', rank: 'captain', quality: 'competent', superiorId: 'adm' },
  ],
  squadrons: [
    { id: 'sq-a', commanderId: 'adm' },
    { id: 'sq-w', commanderId: 'cap' },
  ],
};

export const avenger: ControlShip = {
  id: 'Avenger',
  squadronId: 'sq-a',
  ewSystems: [
    initialEwSystem('elint-1', 'elint', 2),
    initialEwSystem('tgt-1', 'targeting', 1),
    initialEwSystem('ans-1', 'ansible', 1),
    { ...initialEwSystem('ecm-1', 'ecm', 3, true) },
    initialEwSystem('cloak-1', 'cloak', 2),
    { ...initialEwSystem('ej-1', 'ej', 2), disabled: true },
  ],
  podsLeft: 2,
  hasShields: true,
  shieldsDropped: false,
  cloaked: false,
  threat: 3,
};

export const wasp: ControlShip = {
  id: 'Wasp',
  squadronId: 'sq-w',
  ewSystems: [initialEwSystem('st-1', 'stealth', 1)],
  podsLeft: 0,
  hasShields: false,
  shieldsDropped: false,
  cloaked: false,
  threat: 2,
};

const positions: Record<string, number> = { Avenger: 0, Wasp: 40, Pinafore: 33, Ghost: 10, Far: 90 };

export const ctx: ControlContext = {
  chain,
  ownShips: [avenger, wasp],
  enemyShips: [
    { id: 'Pinafore', cloaked: false },
    { id: 'Ghost', cloaked: true },
    { id: 'Far', cloaked: false },
  ],
  tactics: TACTICS,
  lineOfSight: (_a, b) => b !== 'Far',
  distanceCm: (a, b) => Math.abs((positions[a] ?? 0) - (positions[b] ?? 0)),
};
