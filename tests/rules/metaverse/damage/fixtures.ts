// Sample-ship layouts from ships/samples.ts (Vengeance, Thunderchild, Chimera), reduced to
// what the damage rules need.
import { initialDamageState, type DamageLayout, type LayerLayout, type ShipDamageState } from '../../../../src/rules/metaverse/damage/state.ts';

/** `n` layers of `hits`, with crew and marine counts placed on the given layers (1-based). */
export const layers = (n: number, hits: number, crew: Record<number, number> = {}, marines: Record<number, number> = {}): LayerLayout[] =>
  Array.from({ length: n }, (_, i) => ({ hits, crew: crew[i + 1] ?? 0, marines: marines[i + 1] ?? 0 }));

export const VENGEANCE: DamageLayout = {
  directionality: 'hexagon',
  threat: 4,
  sections: [
    {
      id: 'core',
      ring: 0,
      direction: null,
      layers: layers(6, 12, { 1: 1, 2: 1, 3: 1, 4: 1 }, { 5: 1, 6: 1 }),
      armour: [
        { arc: 'bow', rating: 1, vs: 'energy-kinetic' },
        { arc: 'port-stern', rating: 1, vs: 'energy-kinetic' },
        { arc: 'starboard-stern', rating: 1, vs: 'energy-kinetic' },
      ],
    },
    { id: 'port-bow', ring: 1, direction: 'port-bow', layers: layers(3, 8, { 1: 1 }), armour: [{ arc: 'port-bow', rating: 2, vs: 'energy-kinetic' }] },
    { id: 'starboard-bow', ring: 1, direction: 'starboard-bow', layers: layers(3, 8, { 1: 1 }), armour: [{ arc: 'starboard-bow', rating: 2, vs: 'energy-kinetic' }] },
    { id: 'stern', ring: 1, direction: 'stern', layers: layers(3, 10, { 1: 1, 2: 1 }) },
  ],
};

/** Thunderchild: energy shields in the bow arc, no port section (book p.26–28 examples). */
export const THUNDERCHILD: DamageLayout = {
  directionality: 'square',
  threat: 4,
  sections: [
    { id: 'core', ring: 0, direction: null, layers: layers(5, 12, { 1: 1, 2: 1, 3: 1, 4: 1 }, { 5: 2 }) },
    { id: 'bow', ring: 1, direction: 'bow', layers: layers(6, 8, { 2: 1, 4: 1, 6: 1 }, { 6: 1 }), shields: [{ arc: 'bow', hits: 10, vs: 'energy' }] },
    { id: 'stern', ring: 1, direction: 'stern', layers: layers(4, 9, { 2: 1, 4: 1 }) },
  ],
};

export const CHIMERA: DamageLayout = {
  directionality: 'square',
  threat: 4,
  sections: [
    { id: 'core', ring: 0, direction: null, layers: layers(6, 10, { 1: 1, 2: 1, 3: 1 }, { 4: 1 }) },
    { id: 'port-inner', ring: 1, direction: 'port', layers: layers(4, 9, { 2: 1, 4: 1 }) },
    { id: 'port-outer', ring: 2, direction: 'port', layers: layers(3, 8, { 3: 1 }) },
    { id: 'stern', ring: 1, direction: 'stern', layers: layers(3, 10, { 1: 1, 2: 1, 3: 1 }, { 3: 1 }) },
  ],
};

export const fresh = (layout: DamageLayout): ShipDamageState => initialDamageState(layout);

export const remaining = (s: ShipDamageState, id: string): number[] => s.sections.find((x) => x.id === id)?.layers.map((l) => l.remaining) ?? [];
export const pending = (s: ShipDamageState, id: string): number => s.sections.find((x) => x.id === id)?.pendingCriticals ?? -1;
