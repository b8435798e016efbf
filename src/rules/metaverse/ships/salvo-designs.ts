/**
 * Salvo's own designs: complete ships for two opposing Match Play fleets, so a game can start out of the box.
 * NOT from the book. Built within the book's design limits (p.67–72 weapons, p.81 starfighters, p.53–66 systems)
 * and its construction constraints (checkDesign). Target Rating, Mass Factor, Threat, Cost and morale are
 * Salvo's own estimates (MetaMaker would compute them; the book has no formula), scaled on the book's samples.
 *
 * Concord (square, Cinematic): Resolute heavy cruiser, Harrier escort carrier (Lancer strike wings),
 * Kestrel frigate. Vorr Hegemony (hexagon, Newtonian): Dominator battlecruiser, Ravager assault carrier
 * (breaching skiffs and raiders, 4 marine parties), Stalker destroyer.
 */
import type { ShipDesignInput } from './design.ts';
import type { DesignStarfighterType } from './starfighter.ts';
import type { StarfighterWeapon, DesignWeaponMode } from './weapon.ts';

type Layer = { hits: number; crew: number; marines: number };

/** `count` layers of `hits`, with crew parties on the top layers and marines on the bottom ones. */
function layers(count: number, hits: number, crew: number, marines: number): Layer[] {
  return Array.from({ length: count }, (_, i) => ({
    hits,
    crew: i < crew ? 1 : 0,
    marines: i >= count - marines ? 1 : 0,
  }));
}

interface ModeSpec {
  readonly pulse: DesignWeaponMode['pulse'];
  readonly damage: DesignWeaponMode['damage'];
  readonly type: DesignWeaponMode['damageType'];
  readonly effect: DesignWeaponMode['effect'];
  readonly band: number;
  readonly bands: number;
  readonly effectiveBand?: number;
  readonly rof?: DesignWeaponMode['rof'];
  readonly pd?: DesignWeaponMode['pd'];
  readonly qualities?: DesignWeaponMode['qualities'];
  readonly aoe?: DesignWeaponMode['aoe'];
  readonly ap?: number;
}

/** A weapon mode with the book's defaults: intercept value = max damage of one pulse, no DP/SP/AP/AoE, accuracy 0. */
function mode(name: string, m: ModeSpec): DesignWeaponMode {
  const max = 'fixed' in m.damage ? m.damage.fixed : m.damage.die + m.damage.mod;
  return {
    name,
    rof: m.rof ?? 'unlimited',
    pulse: m.pulse,
    damage: m.damage,
    damageType: m.type,
    effect: m.effect,
    range: { band: m.band, bands: m.bands, effectiveBand: m.effectiveBand ?? 1 },
    pd: m.pd ?? { value: 0, targets: [] },
    intercept: { vulnerable: true, value: max },
    dp: 0,
    sp: '0',
    ap: m.ap ?? 0,
    aoe: m.aoe ?? null,
    accuracy: 0,
    qualities: m.qualities ?? [],
  };
}

const SQ_ALL = ['BS', 'SF', 'SA', 'TS', 'TP', 'PA', 'PF', 'BP'] as const;
const HEX_ALL = ['bow', 'starboard-bow', 'starboard-stern', 'stern', 'port-stern', 'port-bow'] as const;
const SALVO = (assumed: string[]): ShipDesignInput['_provenance'] => ({ source: 'salvo', assumed });

const resolute: ShipDesignInput = {
  schema: 'metaverse.ship-design/1',
  rulesVersion: '2.2.3',
  id: 'salvo-resolute',
  className: 'Resolute',
  type: 'Heavy Cruiser',
  directionality: 'square',
  movementMethod: 'cinematic',
  hullType: 'metallic',
  targetRating: { default: -3, modified: 0 },
  massFactor: 40,
  threat: 4,
  cost: 430,
  moraleValue: 38,
  stlSummary: { port: 2, bow: 2, stern: 6, starboard: 2 },
  sections: [
    { id: 'core', ring: 0, direction: null, layers: layers(5, 12, 3, 1), armour: [{ arc: 'port', rating: 1, vs: 'energy-kinetic' }, { arc: 'starboard', rating: 1, vs: 'energy-kinetic' }], ablativePlates: [], shields: [], lifeSupportRating: 2 },
    { id: 'bow', ring: 1, direction: 'bow', layers: layers(4, 10, 2, 0), armour: [{ arc: 'bow', rating: 2, vs: 'energy-kinetic' }], ablativePlates: [], shields: [{ arc: 'bow', hits: 12, vs: 'energy-kinetic' }], lifeSupportRating: 1 },
    { id: 'stern', ring: 1, direction: 'stern', layers: layers(3, 10, 1, 0), armour: [{ arc: 'stern', rating: 1, vs: 'energy-kinetic' }], ablativePlates: [], shields: [], lifeSupportRating: 1 },
  ],
  adaptiveArmour: null,
  systems: [
    { id: 'bridge', kind: 'bridge', section: 'core' },
    { id: 'reactor', kind: 'reactor', section: 'core', rating: 20, primary: true, powers: ['core', 'bow', 'stern'] },
    { id: 'stl-T1', kind: 'stl', section: 'stern', rating: 3, arcs: ['stern'] },
    { id: 'stl-T2', kind: 'stl', section: 'stern', rating: 3, arcs: ['stern'] },
    { id: 'stl-B', kind: 'stl', section: 'bow', rating: 2, arcs: ['bow'] },
    { id: 'stl-P', kind: 'stl', section: 'core', rating: 2, arcs: ['port'] },
    { id: 'stl-SB', kind: 'stl', section: 'core', rating: 2, arcs: ['starboard'] },
    { id: 'warp', kind: 'ftl', section: 'core', driveType: 'warp', rating: 3 },
    { id: 'sen-A', kind: 'sensor', section: 'core', rating: 15, arcs: ['bow', 'starboard', 'stern', 'port'] },
    { id: 'sen-B', kind: 'sensor', section: 'bow', rating: 12, arcs: ['bow', 'starboard', 'port'] },
    { id: 'ew', kind: 'ew', section: 'core', rating: 3 },
    { id: 'pds-1', kind: 'pds', section: 'core', rating: 5, arcs: ['bow', 'port', 'starboard'] },
    { id: 'pds-2', kind: 'pds', section: 'core', rating: 5, arcs: ['stern', 'port', 'starboard'] },
    { id: 'sg-bow', kind: 'shield_generator', section: 'bow', genType: 'basic', rating: 3, arcs: ['bow'] },
  ],
  weapons: [
    { id: 'las', copies: 4, name: 'Heavy Laser', section: 'bow', sectors: ['PF', 'BP', 'BS', 'SF'], modes: [mode('Beam', { pulse: { count: 2 }, damage: { fixed: 10 }, type: 'energy', effect: 'penetrating', band: 10, bands: 8 })] },
    { id: 'rail-p', name: 'Railgun Battery', section: 'core', sectors: ['BP', 'PF', 'PA', 'TP'], modes: [mode('Shell', { pulse: { count: 1 }, damage: { die: 10, mod: 2 }, type: 'kinetic', effect: 'raking', band: 15, bands: 8, effectiveBand: 2 })] },
    { id: 'rail-s', name: 'Railgun Battery', section: 'core', sectors: ['BS', 'SF', 'SA', 'TS'], modes: [mode('Shell', { pulse: { count: 1 }, damage: { die: 10, mod: 2 }, type: 'kinetic', effect: 'raking', band: 15, bands: 8, effectiveBand: 2 })] },
  ],
  launchers: [],
  munitions: [],
  magazines: [],
  hangars: [],
  links: [],
  _provenance: SALVO(['every value: Salvo design, scaled on the Thunderchild sample']),
};

const harrier: ShipDesignInput = {
  schema: 'metaverse.ship-design/1',
  rulesVersion: '2.2.3',
  id: 'salvo-harrier',
  className: 'Harrier',
  type: 'Escort Carrier',
  directionality: 'square',
  movementMethod: 'cinematic',
  hullType: 'metallic',
  targetRating: { default: -3, modified: -1 },
  massFactor: 38,
  threat: 3,
  cost: 300,
  moraleValue: 30,
  stlSummary: { port: 1, bow: 2, stern: 4, starboard: 1 },
  sections: [
    { id: 'core', ring: 0, direction: null, layers: layers(5, 12, 3, 1), armour: [{ arc: 'port', rating: 1, vs: 'energy-kinetic' }, { arc: 'starboard', rating: 1, vs: 'energy-kinetic' }, { arc: 'bow', rating: 1, vs: 'energy-kinetic' }], ablativePlates: [{ arc: 'bow', count: 2 }], shields: [], lifeSupportRating: 2 },
    { id: 'stern', ring: 1, direction: 'stern', layers: layers(4, 9, 2, 0), armour: [{ arc: 'stern', rating: 1, vs: 'energy-kinetic' }], ablativePlates: [], shields: [], lifeSupportRating: 1 },
  ],
  adaptiveArmour: null,
  systems: [
    { id: 'bridge', kind: 'bridge', section: 'core' },
    { id: 'reactor', kind: 'reactor', section: 'core', rating: 18, primary: true, powers: ['core', 'stern'] },
    { id: 'stl-T1', kind: 'stl', section: 'stern', rating: 2, arcs: ['stern'] },
    { id: 'stl-T2', kind: 'stl', section: 'stern', rating: 2, arcs: ['stern'] },
    { id: 'stl-B', kind: 'stl', section: 'core', rating: 2, arcs: ['bow'] },
    { id: 'stl-P', kind: 'stl', section: 'core', rating: 1, arcs: ['port'] },
    { id: 'stl-SB', kind: 'stl', section: 'core', rating: 1, arcs: ['starboard'] },
    { id: 'warp', kind: 'ftl', section: 'core', driveType: 'warp', rating: 3 },
    { id: 'sen-A', kind: 'sensor', section: 'core', rating: 14, arcs: ['bow', 'starboard', 'stern', 'port'] },
    { id: 'ew', kind: 'ew', section: 'core', rating: 3 },
    { id: 'ecm', kind: 'ecm', section: 'core', rating: 3, startsActive: true },
    { id: 'pds-1', kind: 'pds', section: 'core', rating: 6, arcs: ['bow', 'port', 'starboard'] },
    { id: 'pds-2', kind: 'pds', section: 'stern', rating: 6, arcs: ['stern', 'port', 'starboard'] },
  ],
  weapons: [
    { id: 'flak', copies: 2, name: 'Flak Battery', section: 'core', sectors: [...SQ_ALL], modes: [mode('Flak', { pulse: { count: 3 }, damage: { die: 4, mod: 0 }, type: 'kinetic', effect: 'raking', band: 5, bands: 4, pd: { value: 6, targets: ['starfighters', 'kinetic', 'indirect'] } })] },
  ],
  launchers: [],
  munitions: [],
  magazines: [],
  hangars: [
    { id: 'bay', section: 'core', launchCapacity: 2, carryCapacity: 4, allowedTypes: ['sf-concord-lancer'], loaded: [{ type: 'sf-concord-lancer', count: 4 }], ordnance: [{ weapon: 'sfw-concord-torpedo', count: 8 }] },
  ],
  links: [],
  _provenance: SALVO(['every value: Salvo design']),
};

const kestrel: ShipDesignInput = {
  schema: 'metaverse.ship-design/1',
  rulesVersion: '2.2.3',
  id: 'salvo-kestrel',
  className: 'Kestrel',
  type: 'Frigate',
  directionality: 'square',
  movementMethod: 'cinematic',
  hullType: 'metallic',
  targetRating: { default: 0, modified: 3 },
  massFactor: 18,
  threat: 2,
  cost: 170,
  moraleValue: 16,
  stlSummary: { port: 2, bow: 2, stern: 6, starboard: 2 },
  sections: [
    {
      id: 'core',
      ring: 0,
      direction: null,
      layers: layers(4, 9, 2, 0),
      armour: (['bow', 'starboard', 'stern', 'port'] as const).map((arc) => ({ arc, rating: 1, vs: 'energy-kinetic' as const })),
      ablativePlates: [],
      shields: [],
      lifeSupportRating: 1,
    },
  ],
  adaptiveArmour: null,
  systems: [
    { id: 'bridge', kind: 'bridge', section: 'core' },
    { id: 'reactor', kind: 'reactor', section: 'core', rating: 10, primary: true, powers: ['core'] },
    { id: 'stl-T', kind: 'stl', section: 'core', rating: 6, arcs: ['stern'] },
    { id: 'stl-B', kind: 'stl', section: 'core', rating: 2, arcs: ['bow'] },
    { id: 'stl-P', kind: 'stl', section: 'core', rating: 2, arcs: ['port'] },
    { id: 'stl-SB', kind: 'stl', section: 'core', rating: 2, arcs: ['starboard'] },
    { id: 'warp', kind: 'ftl', section: 'core', driveType: 'warp', rating: 2 },
    { id: 'sen-A', kind: 'sensor', section: 'core', rating: 13, arcs: ['bow', 'starboard', 'stern', 'port'] },
    { id: 'ew', kind: 'ew', section: 'core', rating: 2 },
    { id: 'pds-1', kind: 'pds', section: 'core', rating: 4, arcs: ['bow', 'starboard', 'stern', 'port'] },
  ],
  weapons: [
    { id: 'las', copies: 2, name: 'Light Laser', section: 'core', sectors: ['PF', 'BP', 'BS', 'SF'], modes: [mode('Beam', { pulse: { count: 2 }, damage: { fixed: 7 }, type: 'energy', effect: 'raking', band: 10, bands: 6 })] },
  ],
  launchers: [{ id: 'ml', name: 'Missile Launcher', section: 'core', sectors: ['PF', 'BP', 'BS', 'SF'], magazine: 'mag-1', munitions: [{ munition: 'msl', maxPerTurn: 2 }] }],
  munitions: [
    {
      id: 'msl',
      name: 'Penetrator Missile',
      pulse: { count: 1 },
      damage: { die: 8, mod: 2 },
      damageType: 'indirect',
      effect: 'penetrating',
      range: { band: 20, bands: 6, effectiveBand: 4 },
      intercept: { vulnerable: true, value: 10 },
      pd: { value: 0, targets: [] },
      dp: 0,
      sp: '0',
      ap: 0,
      aoe: null,
      accuracy: 0,
      qualities: [],
    },
  ],
  magazines: [{ id: 'mag-1', kind: 'local', identifier: 1, section: 'core', size: 4, contents: [{ munition: 'msl', count: 8 }] }],
  hangars: [],
  links: [],
  _provenance: SALVO(['every value: Salvo design']),
};

const dominator: ShipDesignInput = {
  schema: 'metaverse.ship-design/1',
  rulesVersion: '2.2.3',
  id: 'salvo-dominator',
  className: 'Dominator',
  type: 'Battlecruiser',
  directionality: 'hexagon',
  movementMethod: 'newtonian',
  hullType: 'metallic',
  targetRating: { default: -3, modified: 0 },
  massFactor: 44,
  threat: 4,
  cost: 450,
  moraleValue: 40,
  stlSummary: { port: 2, bow: 4, stern: 6, starboard: 2 },
  sections: [
    {
      id: 'core',
      ring: 0,
      direction: null,
      layers: layers(6, 11, 3, 2),
      armour: (['starboard-bow', 'starboard-stern', 'stern', 'port-stern', 'port-bow'] as const).map((arc) => ({ arc, rating: 2, vs: 'kinetic' as const })),
      ablativePlates: [],
      shields: [{ arc: 'port-bow', hits: 8, vs: 'energy' }, { arc: 'starboard-bow', hits: 8, vs: 'energy' }],
      lifeSupportRating: 2,
    },
    { id: 'bow', ring: 1, direction: 'bow', layers: layers(3, 10, 1, 0), armour: [{ arc: 'bow', rating: 3, vs: 'kinetic' }], ablativePlates: [], shields: [{ arc: 'bow', hits: 12, vs: 'energy' }], lifeSupportRating: 1 },
  ],
  adaptiveArmour: null,
  systems: [
    { id: 'bridge', kind: 'bridge', section: 'core' },
    { id: 'reactor', kind: 'reactor', section: 'core', rating: 22, primary: true, powers: ['core', 'bow'] },
    { id: 'stl-T1', kind: 'stl', section: 'core', rating: 3, arcs: ['stern'] },
    { id: 'stl-T2', kind: 'stl', section: 'core', rating: 3, arcs: ['stern'] },
    { id: 'stl-B', kind: 'stl', section: 'bow', rating: 4, arcs: ['bow'] },
    { id: 'stl-P', kind: 'stl', section: 'core', rating: 2, arcs: ['port-bow', 'port-stern'] },
    { id: 'stl-S', kind: 'stl', section: 'core', rating: 2, arcs: ['starboard-bow', 'starboard-stern'] },
    { id: 'hyper', kind: 'ftl', section: 'core', driveType: 'hyper', rating: 4 },
    { id: 'sen-A', kind: 'sensor', section: 'core', rating: 14, arcs: [...HEX_ALL] },
    { id: 'sen-B', kind: 'sensor', section: 'bow', rating: 11, arcs: ['port-bow', 'bow', 'starboard-bow'] },
    { id: 'ew', kind: 'ew', section: 'core', rating: 3 },
    { id: 'pds-1', kind: 'pds', section: 'core', rating: 6, arcs: [...HEX_ALL] },
    { id: 'sg', kind: 'shield_generator', section: 'core', genType: 'basic', rating: 3, arcs: ['port-bow', 'bow', 'starboard-bow'] },
  ],
  weapons: [
    { id: 'plasma', copies: 2, name: 'Plasma Lance', section: 'bow', sectors: ['port-bow', 'bow', 'starboard-bow'], modes: [mode('Lance', { pulse: { count: 2 }, damage: { die: 8, mod: 2 }, type: 'energy', effect: 'raking', band: 15, bands: 6 })] },
    { id: 'md', copies: 2, name: 'Mass Driver', section: 'core', sectors: [...HEX_ALL], modes: [mode('Slug', { pulse: { count: 1 }, damage: { die: 12, mod: 0 }, type: 'kinetic', effect: 'raking', band: 15, bands: 10 })] },
    {
      id: 'torp',
      name: 'Graviton Torpedo',
      section: 'core',
      sectors: ['port-bow', 'bow', 'starboard-bow'],
      modes: [mode('Torpedo', { pulse: { count: 1 }, damage: { die: 10, mod: 3 }, type: 'indirect', effect: 'penetrating', band: 20, bands: 5, effectiveBand: 3, rof: 'limited_mode' })],
    },
  ],
  launchers: [],
  munitions: [],
  magazines: [],
  hangars: [],
  links: [],
  _provenance: SALVO(['every value: Salvo design, scaled on the Vengeance sample']),
};

const ravager: ShipDesignInput = {
  schema: 'metaverse.ship-design/1',
  rulesVersion: '2.2.3',
  id: 'salvo-ravager',
  className: 'Ravager',
  type: 'Assault Carrier',
  directionality: 'hexagon',
  movementMethod: 'newtonian',
  hullType: 'metallic',
  targetRating: { default: -2, modified: 0 },
  massFactor: 36,
  threat: 3,
  cost: 290,
  moraleValue: 30,
  stlSummary: { port: 1, bow: 2, stern: 4, starboard: 1 },
  sections: [
    {
      id: 'core',
      ring: 0,
      direction: null,
      layers: layers(6, 10, 2, 4),
      armour: HEX_ALL.map((arc) => ({ arc, rating: 1, vs: 'energy-kinetic' as const })),
      ablativePlates: [],
      shields: [],
      lifeSupportRating: 3,
    },
  ],
  adaptiveArmour: null,
  systems: [
    { id: 'bridge', kind: 'bridge', section: 'core' },
    { id: 'reactor', kind: 'reactor', section: 'core', rating: 16, primary: true, powers: ['core'] },
    { id: 'stl-T1', kind: 'stl', section: 'core', rating: 2, arcs: ['stern'] },
    { id: 'stl-T2', kind: 'stl', section: 'core', rating: 2, arcs: ['stern'] },
    { id: 'stl-B', kind: 'stl', section: 'core', rating: 2, arcs: ['bow'] },
    { id: 'stl-P', kind: 'stl', section: 'core', rating: 1, arcs: ['port-bow', 'port-stern'] },
    { id: 'stl-S', kind: 'stl', section: 'core', rating: 1, arcs: ['starboard-bow', 'starboard-stern'] },
    { id: 'hyper', kind: 'ftl', section: 'core', driveType: 'hyper', rating: 4 },
    { id: 'sen-A', kind: 'sensor', section: 'core', rating: 12, arcs: [...HEX_ALL] },
    { id: 'ew', kind: 'ew', section: 'core', rating: 2 },
    { id: 'pds-1', kind: 'pds', section: 'core', rating: 5, arcs: [...HEX_ALL] },
  ],
  weapons: [
    { id: 'md', copies: 2, name: 'Light Mass Driver', section: 'core', sectors: ['port-bow', 'bow', 'starboard-bow'], modes: [mode('Slug', { pulse: { count: 1 }, damage: { die: 8, mod: 0 }, type: 'kinetic', effect: 'raking', band: 15, bands: 6 })] },
  ],
  launchers: [],
  munitions: [],
  magazines: [],
  hangars: [
    {
      id: 'bay',
      section: 'core',
      launchCapacity: 2,
      carryCapacity: 4,
      allowedTypes: ['sf-vorr-breacher', 'sf-vorr-raider'],
      loaded: [{ type: 'sf-vorr-breacher', count: 2 }, { type: 'sf-vorr-raider', count: 2 }],
      ordnance: [],
    },
  ],
  links: [],
  _provenance: SALVO(['every value: Salvo design; 4 marine parties for boarding via its breaching skiffs (p.35 Breaching)']),
};

const stalker: ShipDesignInput = {
  schema: 'metaverse.ship-design/1',
  rulesVersion: '2.2.3',
  id: 'salvo-stalker',
  className: 'Stalker',
  type: 'Destroyer',
  directionality: 'hexagon',
  movementMethod: 'newtonian',
  hullType: 'metallic',
  targetRating: { default: 0, modified: 3 },
  massFactor: 20,
  threat: 2,
  cost: 180,
  moraleValue: 15,
  stlSummary: { port: 2, bow: 2, stern: 6, starboard: 2 },
  sections: [
    { id: 'core', ring: 0, direction: null, layers: layers(3, 11, 2, 0), armour: HEX_ALL.map((arc) => ({ arc, rating: 1, vs: 'kinetic' as const })), ablativePlates: [], shields: [], lifeSupportRating: 1 },
  ],
  adaptiveArmour: null,
  systems: [
    { id: 'bridge', kind: 'bridge', section: 'core' },
    { id: 'reactor', kind: 'reactor', section: 'core', rating: 12, primary: true, powers: ['core'] },
    { id: 'stl-T', kind: 'stl', section: 'core', rating: 6, arcs: ['stern'] },
    { id: 'stl-B', kind: 'stl', section: 'core', rating: 2, arcs: ['bow'] },
    { id: 'stl-P', kind: 'stl', section: 'core', rating: 2, arcs: ['port-bow', 'port-stern'] },
    { id: 'stl-S', kind: 'stl', section: 'core', rating: 2, arcs: ['starboard-bow', 'starboard-stern'] },
    { id: 'hyper', kind: 'ftl', section: 'core', driveType: 'hyper', rating: 3 },
    { id: 'sen-A', kind: 'sensor', section: 'core', rating: 13, arcs: [...HEX_ALL] },
    { id: 'ew', kind: 'ew', section: 'core', rating: 2 },
  ],
  weapons: [
    { id: 'plasma', name: 'Plasma Cannon', section: 'core', sectors: ['port-bow', 'bow', 'starboard-bow'], modes: [mode('Bolt', { pulse: { count: 2 }, damage: { die: 6, mod: 1 }, type: 'energy', effect: 'raking', band: 10, bands: 6 })] },
    {
      id: 'pd',
      name: 'Point Defence Cluster',
      section: 'core',
      sectors: [...HEX_ALL],
      modes: [mode('Cluster', { pulse: { count: 2 }, damage: { die: 4, mod: 0 }, type: 'kinetic', effect: 'raking', band: 5, bands: 3, pd: { value: 6, targets: ['starfighters', 'indirect'] } })],
    },
  ],
  launchers: [],
  munitions: [],
  magazines: [],
  hangars: [],
  links: [],
  _provenance: SALVO(['every value: Salvo design']),
};

export const SALVO_DESIGNS: readonly ShipDesignInput[] = [resolute, harrier, kestrel, dominator, ravager, stalker];

export const SALVO_STARFIGHTER_TYPES: readonly DesignStarfighterType[] = [
  {
    id: 'sf-concord-lancer',
    name: 'Lancer Strike Wing',
    strength: 4,
    range: 75,
    defence: 9,
    furball: 3,
    hardpoints: 1,
    qualities: [],
    moraleValue: 10,
    cost: 25,
    integratedWeapons: [{ weapon: 'sfw-concord-cannon', quantity: 1 }],
    mountableWeapons: ['sfw-concord-torpedo'],
  },
  {
    id: 'sf-vorr-breacher',
    name: 'Vorr Boarding Skiffs',
    strength: 3,
    range: 50,
    defence: 8,
    furball: 1,
    hardpoints: 0,
    qualities: ['Breaching'],
    moraleValue: 8,
    cost: 20,
    integratedWeapons: [],
    mountableWeapons: [],
  },
  {
    id: 'sf-vorr-raider',
    name: 'Vorr Raider Wing',
    strength: 4,
    range: 50,
    defence: 8,
    furball: 2,
    hardpoints: 0,
    qualities: [],
    moraleValue: 10,
    cost: 22,
    integratedWeapons: [{ weapon: 'sfw-vorr-blaster', quantity: 1 }],
    mountableWeapons: [],
  },
];

export const SALVO_STARFIGHTER_WEAPONS: readonly StarfighterWeapon[] = [
  { id: 'sfw-concord-cannon', name: 'Lancer Cannons', range: 'short', pulse: { count: 2 }, damage: { die: 4, mod: 0 }, damageType: 'kinetic', effect: 'raking', pd: { value: 4, targets: ['starfighters'] }, intercept: { vulnerable: false, value: null }, dp: 0, sp: '0', ap: 0, qualities: [] },
  { id: 'sfw-concord-torpedo', name: 'Lancer Torpedo', range: 'long', pulse: { count: 1 }, damage: { die: 10, mod: 0 }, damageType: 'indirect', effect: 'penetrating', pd: { value: 0, targets: [] }, intercept: { vulnerable: true, value: 10 }, dp: 0, sp: '0', ap: 0, qualities: [] },
  { id: 'sfw-vorr-blaster', name: 'Raider Blasters', range: 'short', pulse: { count: 2 }, damage: { die: 6, mod: 0 }, damageType: 'energy', effect: 'raking', pd: { value: 3, targets: ['starfighters'] }, intercept: { vulnerable: false, value: null }, dp: 0, sp: '0', ap: 0, qualities: [] },
];
