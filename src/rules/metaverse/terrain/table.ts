/**
 * Terrain generation (Metaverse "Match Play" p.101 and "Scenario Play" p.104, Terrain Generation Table; "Table &
 * Terrain" p.95): each player rolls their chosen number of D20s, the lowest two of all the dice
 * make features, and each is placed by its roller in descending die order, never inside a deployment zone.
 *
 * Judgement calls: equal dice keep roll order (side A's dice before side B's) when choosing the lowest and when
 * ordering placement; cluster counts (1D6 / 1D12) are rolled with the feature so every die shows; "use the three
 * lowest" is the `lowest` argument (config `terrainLowestDice`).
 */
import type { Dice } from '../../core/dice.ts';

export type TerrainKind =
  | 'void'
  | 'asteroid-clusters'
  | 'asteroid-field'
  | 'small-planet'
  | 'medium-planet'
  | 'large-planet'
  | 'protoplanetary-nebula'
  | 'planetary-nebula'
  | 'dark-nebula'
  | 'supernova-remnant'
  | 'dwarf-star'
  | 'giant-star'
  | 'neutron-star'
  | 'singularity';

export interface TerrainEntry {
  readonly from: number;
  readonly to: number;
  readonly kind: TerrainKind;
  readonly name: string;
  /** Where it goes: nothing, a model/template on the table, the whole table, or off one table edge. */
  readonly placement: 'none' | 'on-table' | 'whole-table' | 'off-edge';
  /** Sizes in cm as the table gives them. */
  readonly sizeCm?: { readonly min: number; readonly max: number };
  /** Number of clusters rolled on this die. */
  readonly countDie?: 6 | 12;
}

/** The Terrain Generation Table (p.101), 1–20. */
export const TERRAIN_TABLE: readonly TerrainEntry[] = [
  { from: 1, to: 5, kind: 'void', name: 'Void (no terrain)', placement: 'none' },
  { from: 6, to: 6, kind: 'asteroid-clusters', name: '1D6 asteroid clusters (max 10 cm diameter each)', placement: 'on-table', sizeCm: { min: 0, max: 10 }, countDie: 6 },
  { from: 7, to: 7, kind: 'asteroid-clusters', name: '1D12 asteroid clusters (max 10 cm diameter each)', placement: 'on-table', sizeCm: { min: 0, max: 10 }, countDie: 12 },
  { from: 8, to: 8, kind: 'asteroid-field', name: 'Asteroid field (10–20 cm wide, table edge to table edge)', placement: 'on-table', sizeCm: { min: 10, max: 20 } },
  { from: 9, to: 9, kind: 'asteroid-field', name: 'Asteroid field (20–40 cm wide, table edge to table edge)', placement: 'on-table', sizeCm: { min: 20, max: 40 } },
  { from: 10, to: 10, kind: 'small-planet', name: 'Small planet (max 20 cm diameter)', placement: 'on-table', sizeCm: { min: 0, max: 20 } },
  { from: 11, to: 11, kind: 'medium-planet', name: 'Medium planet (20–50 cm diameter)', placement: 'on-table', sizeCm: { min: 20, max: 50 } },
  { from: 12, to: 12, kind: 'large-planet', name: 'Large planet (50–100 cm diameter)', placement: 'on-table', sizeCm: { min: 50, max: 100 } },
  { from: 13, to: 13, kind: 'protoplanetary-nebula', name: 'Protoplanetary nebula (entire table)', placement: 'whole-table' },
  { from: 14, to: 14, kind: 'planetary-nebula', name: 'Planetary nebula (entire table)', placement: 'whole-table' },
  { from: 15, to: 15, kind: 'dark-nebula', name: 'Dark nebula (entire table)', placement: 'whole-table' },
  { from: 16, to: 16, kind: 'supernova-remnant', name: 'Supernova remnant nebula (entire table)', placement: 'whole-table' },
  { from: 17, to: 17, kind: 'dwarf-star', name: 'Dwarf star (off one table edge)', placement: 'off-edge' },
  { from: 18, to: 18, kind: 'giant-star', name: 'Giant star (off one table edge)', placement: 'off-edge' },
  { from: 19, to: 19, kind: 'neutron-star', name: 'Neutron star / pulsar / magnetar (off one table edge)', placement: 'off-edge' },
  { from: 20, to: 20, kind: 'singularity', name: 'Singularity (off one table edge)', placement: 'off-edge' },
];

/** The table entry for a D20 face. */
export function terrainFor(roll: number): TerrainEntry {
  const entry = TERRAIN_TABLE.find((e) => roll >= e.from && roll <= e.to);
  if (entry === undefined) throw new Error(`terrain roll ${roll} is not a D20 face`);
  return entry;
}

export interface TerrainDie {
  readonly side: string;
  readonly roll: number;
}

export interface TerrainFeature extends TerrainDie {
  readonly entry: TerrainEntry;
  /** Clusters rolled for a 6 (1D6) or 7 (1D12). */
  readonly count?: number;
}

export interface TerrainResult {
  /** Every D20 rolled, side by side, in roll order. */
  readonly dice: readonly TerrainDie[];
  /** The chosen lowest dice, in placement order (highest die first); voids place nothing. */
  readonly features: readonly TerrainFeature[];
}

/**
 * Rolls terrain: each side rolls its chosen number of D20s (1–4, or the scenario's limit, checked by the caller),
 * the `lowest` dice of all are chosen, and their features are listed in placement order.
 */
export function rollTerrain(sides: readonly { readonly side: string; readonly dice: number }[], dice: Dice, lowest = 2): TerrainResult {
  const rolled: TerrainDie[] = sides.flatMap((s) => dice.rollMany(`terrain ${s.side}`, s.dice, 20).map((roll) => ({ side: s.side, roll })));
  const chosen = rolled
    .map((d, i) => ({ d, i }))
    .sort((a, b) => a.d.roll - b.d.roll || a.i - b.i)
    .slice(0, lowest)
    .sort((a, b) => b.d.roll - a.d.roll || a.i - b.i);
  const features = chosen.map(({ d }) => {
    const entry = terrainFor(d.roll);
    return entry.countDie === undefined ? { ...d, entry } : { ...d, entry, count: dice.roll(`terrain ${d.side} asteroid clusters`, entry.countDie) };
  });
  return { dice: rolled, features };
}

/** Terrain effects in brief (p.95–100), for players and the rules modules that implement them. */
export const TERRAIN_EFFECTS: Readonly<Record<Exclude<TerrainKind, 'void'>, string>> = {
  'asteroid-clusters': 'As an asteroid field, but 1D20 per point of momentum; needs a template.',
  'asteroid-field': 'Kinetic 1D10 per point of momentum (min 1D10) to the front arc; dice equal to a positive TR are ignored; PD cancels 1 die per 10 PD; warp or hyper jumps across it destroy the ship.',
  'small-planet': 'Transit destroys the ship; gravity field (radius = diameter) blocks basic, warp and hyper drives; blocks line of sight.',
  'medium-planet': 'Transit destroys the ship; gravity field (radius = diameter) blocks basic, warp and hyper drives; blocks line of sight.',
  'large-planet': 'Transit destroys the ship; gravity field (radius = diameter) blocks basic, warp and hyper drives; blocks line of sight.',
  'protoplanetary-nebula': 'Range modifiers at double range; no basic, jump or dimensional drives or reserves; a 1D4 wind pushes squadrons downwind each turn.',
  'planetary-nebula': 'Range modifiers at double range; no basic, jump or dimensional drives or reserves; target EW +1 per 10 cm beyond the first band.',
  'dark-nebula': 'Range modifiers at double range; no basic, jump or dimensional drives or reserves; plotting squadrons lose 1D6−2 from each velocity.',
  'supernova-remnant': 'As a protoplanetary nebula with the wind re-rolled each turn, plus 1D6 energy damage to the arc facing the wind.',
  'dwarf-star': '1D6 energy damage to each section every Repair Step.',
  'giant-star': '1D12 energy damage to each section every Repair Step.',
  'neutron-star': '1D12 ionized damage to each section every Repair Step; blocks basic, jump and dimensional drives.',
  singularity: 'Table in four 25% depth zones acting every 1st–4th turn; no FTL and no reserves.',
};
