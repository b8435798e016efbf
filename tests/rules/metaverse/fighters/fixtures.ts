// Shared test data: the sample starfighter types and weapons, plus small builders.
import type { FighterSquadron } from '../../../../src/rules/metaverse/fighters/squadron.ts';
import type { FighterWeapon, StarfighterType } from '../../../../src/rules/metaverse/fighters/squadron-type.ts';

export const tcFighter: StarfighterType = {
  id: 'sf-tc-fighter',
  name: 'Thunderchild CAP Wing',
  strength: 4,
  range: 50,
  defence: 9,
  furball: 2,
  hardpoints: 0,
  qualities: [],
  moraleValue: 10,
  integratedWeapons: [{ weapon: 'sfw-gun', quantity: 1 }],
  mountableWeapons: [],
};

export const vFighter: StarfighterType = {
  id: 'sf-v-fighter',
  name: 'Vengeance Strike Wing',
  strength: 4,
  range: 75,
  defence: 8,
  furball: 2,
  hardpoints: 1,
  qualities: [],
  moraleValue: 8,
  integratedWeapons: [{ weapon: 'sfw-gun', quantity: 1 }],
  mountableWeapons: ['sfw-torp'],
};

export const breacher: StarfighterType = {
  id: 'sf-breacher',
  name: 'Chimera Boarding Shuttles',
  strength: 3,
  range: 50,
  defence: 7,
  furball: 1,
  hardpoints: 0,
  qualities: ['Breaching'],
  moraleValue: 6,
  integratedWeapons: [],
  mountableWeapons: [],
};

export const gun: FighterWeapon = {
  id: 'sfw-gun',
  name: 'Fighter Cannons',
  range: 'short',
  pulse: { count: 2 },
  damage: { die: 4, mod: 0 },
  pd: { value: 4, targets: ['starfighters'] },
  intercept: { vulnerable: false, value: null },
};

export const torp: FighterWeapon = {
  id: 'sfw-torp',
  name: 'Fighter Torpedo',
  range: 'long',
  pulse: { count: 1 },
  damage: { die: 10, mod: 0 },
  pd: { value: 0, targets: [] },
  intercept: { vulnerable: true, value: 10 },
};

export const types = new Map([tcFighter, vFighter, breacher].map((t) => [t.id, t]));
export const weapons = new Map([gun, torp].map((w) => [w.id, w]));

export const fighter = (id: string, over: Partial<FighterSquadron> = {}): FighterSquadron => ({
  id,
  typeId: 'sf-v-fighter',
  side: 'V',
  status: 'space',
  hangarId: null,
  at: 'sq-v',
  strength: 4,
  loads: [],
  marines: 0,
  ready: true,
  ...over,
});
