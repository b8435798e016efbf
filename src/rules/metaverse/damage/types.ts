/**
 * Metaverse damage vocabulary: arcs, damage types and which defences act on which damage type.
 * Book: "Dealing Damage" (p.24–26), "Armour"/"Shields" (p.43).
 *
 * Arc convention (p.41): arcs are ship-relative names. Square ships have 4 cardinal arcs, hexagon ships 6;
 * the opposite arc is the one half a turn round (port-bow ↔ starboard-stern). Geometry (which arc a shot arrives
 * in) is another module's job: this folder only takes the arc name.
 */
import type { Arc, Directionality, HexArc, SquareArc } from '../ships/directions.ts';
import type { DamageType, DefenceType } from '../ships/weapon.ts';

/** Arcs clockwise from the bow. */
export const ARCS: { readonly square: readonly SquareArc[]; readonly hexagon: readonly HexArc[] } = {
  square: ['bow', 'starboard', 'stern', 'port'],
  hexagon: ['bow', 'starboard-bow', 'starboard-stern', 'stern', 'port-stern', 'port-bow'],
};

/** The arc half a turn round; undefined if the arc does not belong to that directionality. */
export function oppositeArc(directionality: Directionality, arc: Arc): Arc | undefined {
  const arcs: readonly Arc[] = ARCS[directionality];
  const i = arcs.indexOf(arc);
  return i < 0 ? undefined : arcs[(i + arcs.length / 2) % arcs.length];
}

/** The two arcs either side (an indirect weapon may be redirected to either; p.28). */
export function adjacentArcs(directionality: Directionality, arc: Arc): readonly Arc[] {
  const arcs: readonly Arc[] = ARCS[directionality];
  const i = arcs.indexOf(arc);
  if (i < 0) return [];
  const n = arcs.length;
  return [arcs[(i + n - 1) % n], arcs[(i + 1) % n]].filter((a): a is Arc => a !== undefined);
}


/**
 * Does a defence of this type act on this damage type? Book p.43 "Indirect weapons are affected by
 * all types of armour" and "... all types of shields".
 */
export function defenceActsOn(defence: DefenceType, damage: DamageType): boolean {
  if (damage === 'indirect' || defence === 'energy-kinetic') return true;
  return defence === damage;
}
