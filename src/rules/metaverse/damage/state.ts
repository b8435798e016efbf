/**
 * The plain runtime damage state of one starship: sections × hull layers with their crew and marine parties,
 * shields per arc, armour, ablative plates, adaptive armour, systems and pending criticals.
 * Book: "Recording Damage" (p.28–29), "Armour", "Ablative Plates", "Adaptive Armour", "Shields" (p.43);
 * p.28–29, p.43.
 *
 * Narrow interface: `DamageLayout` is all this folder needs from a ship design (the design schema belongs to the
 * ships module; the lead maps a design onto it). Judgement calls:
 *  - Sections are placed by `ring` (0 core, 1 inner, 2 outer) and `direction` (the arc they face).
 *  - Shields are pooled per arc but owned by sections (ruling A29): the outermost surviving owner is spent
 *    first, and a section's shields vanish with it.
 *  - Ablative plates have no damage type in the book ("increases the armour rating of the arc by one"), so they
 *    act on every damage type.
 */
import type { Arc, Directionality } from '../ships/directions.ts';
import type { DefenceType } from '../ships/weapon.ts';

export type Ring = 0 | 1 | 2;

/** System classes as the critical chart and boarding name them (p.43–66; ruling A8). */
export type SystemClass =
  | 'bridge'
  | 'life-support'
  | 'reactor'
  | 'stl'
  | 'ftl'
  | 'electronic'
  | 'secondary'
  | 'active-defence'
  | 'weapon'
  | 'hangar';

export interface LayerLayout {
  readonly hits: number;
  readonly crew: number;
  readonly marines: number;
}

export interface SectionLayout {
  readonly id: string;
  readonly ring: Ring;
  /** The arc an outboard section faces; null for the core. */
  readonly direction: Arc | null;
  /** Top layer first. */
  readonly layers: readonly LayerLayout[];
  readonly armour?: readonly { readonly arc: Arc; readonly rating: number; readonly vs: DefenceType }[];
  readonly shields?: readonly { readonly arc: Arc; readonly hits: number; readonly vs: DefenceType }[];
}

export interface SystemLayout {
  readonly id: string;
  readonly section: string;
  readonly class: SystemClass;
  /** Reactor rating (detonation damage), shield generator rating, etc. */
  readonly rating?: number;
  /** For a shield generator: the arcs it supports (p.43: all generators of an arc disabled → its shields go). */
  readonly shieldArcs?: readonly Arc[];
}

/** What the damage rules need from a ship design. */
export interface DamageLayout {
  readonly directionality: Directionality;
  readonly threat: number;
  readonly sections: readonly SectionLayout[];
  readonly systems?: readonly SystemLayout[];
  readonly ablativePlates?: readonly { readonly arc: Arc; readonly count: number }[];
  readonly adaptiveArmour?: { readonly vs: DefenceType; readonly max: number };
}

export interface LayerState {
  readonly hits: number;
  remaining: number;
  /** Designed parties at the end of this layer. */
  readonly designedCrew: number;
  readonly designedMarines: number;
  crew: number;
  marines: number;
}

export interface SectionState {
  readonly id: string;
  readonly ring: Ring;
  readonly direction: Arc | null;
  layers: LayerState[];
  armour: { arc: Arc; rating: number; vs: DefenceType }[];
  destroyed: boolean;
  /** Criticals scored and not yet rolled (rolled in the Critical Step, p.38). */
  pendingCriticals: number;
}

export interface ShieldState {
  readonly arc: Arc;
  /** Owning section. */
  readonly section: string;
  readonly max: number;
  hits: number;
  readonly vs: DefenceType;
}

export interface SystemState {
  readonly id: string;
  readonly section: string;
  readonly class: SystemClass;
  readonly rating: number;
  readonly shieldArcs: readonly Arc[];
  disabled: boolean;
}

export interface ShipDamageState {
  readonly directionality: Directionality;
  readonly threat: number;
  sections: SectionState[];
  shields: ShieldState[];
  /** Adaptive shield level per arc (acts as armour on shields, ruling A19). */
  adaptiveShieldLevel: { arc: Arc; level: number }[];
  ablativePlates: { arc: Arc; count: number }[];
  adaptiveArmour: { vs: DefenceType; max: number; level: number } | null;
  systems: SystemState[];
  /** Arcs hit in the hull this turn (ablative plate loss, p.43). */
  hullHitArcs: Arc[];
  destroyed: boolean;
  /** An unrepaired coolant leak detonates its reactor in the Repair Step (critical chart). */
  coolantLeaks: string[];
}

/** A fresh, undamaged state for a design. */
export function initialDamageState(layout: DamageLayout): ShipDamageState {
  return {
    directionality: layout.directionality,
    threat: layout.threat,
    sections: layout.sections.map((s) => ({
      id: s.id,
      ring: s.ring,
      direction: s.direction,
      layers: s.layers.map((l) => ({
        hits: l.hits,
        remaining: l.hits,
        designedCrew: l.crew,
        designedMarines: l.marines,
        crew: l.crew,
        marines: l.marines,
      })),
      armour: (s.armour ?? []).map((a) => ({ ...a })),
      destroyed: false,
      pendingCriticals: 0,
    })),
    shields: layout.sections.flatMap((s) => (s.shields ?? []).map((sh) => ({ arc: sh.arc, section: s.id, max: sh.hits, hits: sh.hits, vs: sh.vs }))),
    adaptiveShieldLevel: [],
    ablativePlates: (layout.ablativePlates ?? []).map((p) => ({ ...p })),
    adaptiveArmour: layout.adaptiveArmour ? { ...layout.adaptiveArmour, level: 0 } : null,
    systems: (layout.systems ?? []).map((s) => ({ id: s.id, section: s.section, class: s.class, rating: s.rating ?? 0, shieldArcs: [...(s.shieldArcs ?? [])], disabled: false })),
    hullHitArcs: [],
    destroyed: false,
    coolantLeaks: [],
  };
}

/** A deep copy, so rule functions can work on a copy and return it. */
export function cloneState(state: ShipDamageState): ShipDamageState {
  return {
    ...state,
    sections: state.sections.map((s) => ({ ...s, layers: s.layers.map((l) => ({ ...l })), armour: s.armour.map((a) => ({ ...a })) })),
    shields: state.shields.map((s) => ({ ...s })),
    adaptiveShieldLevel: state.adaptiveShieldLevel.map((a) => ({ ...a })),
    ablativePlates: state.ablativePlates.map((a) => ({ ...a })),
    adaptiveArmour: state.adaptiveArmour ? { ...state.adaptiveArmour } : null,
    systems: state.systems.map((s) => ({ ...s })),
    hullHitArcs: [...state.hullHitArcs],
    coolantLeaks: [...state.coolantLeaks],
  };
}

export function sectionById(state: ShipDamageState, id: string): SectionState | undefined {
  return state.sections.find((s) => s.id === id);
}

export const sectionHits = (s: SectionState): number => s.layers.reduce((n, l) => n + l.remaining, 0);
export const sectionCrew = (s: SectionState): number => s.layers.reduce((n, l) => n + l.crew, 0);
export const sectionMarines = (s: SectionState): number => s.layers.reduce((n, l) => n + l.marines, 0);
