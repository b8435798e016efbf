import type { ChainOfCommand } from '../../../../src/rules/metaverse/command/chain.ts';

/** Admiral (flag) → two commodores → a captain under the first; one squadron per commander plus a spare. */
export const chain: ChainOfCommand = {
  commanders: [
    { id: 'adm', shipId: 'Thunderchild', rank: 'admiral', quality: 'competent', superiorId: null },
    { id: 'c1', shipId: 'Avenger', rank: 'commodore', quality: 'brilliant', superiorId: 'adm' },
    { id: 'c2', shipId: 'Wasp', rank: 'commodore', quality: 'incompetent', superiorId: 'adm' },
    { id: 'cap', shipId: 'Niger', rank: 'captain', quality: 'competent', superiorId: 'c1' },
  ],
  squadrons: [
    { id: 'sq-adm', commanderId: 'adm' },
    { id: 'sq-c1', commanderId: 'c1' },
    { id: 'sq-c2', commanderId: 'c2' },
    { id: 'sq-cap', commanderId: 'cap' },
    { id: 'sq-escort', commanderId: 'cap' },
  ],
};
