/**
 * A ship design as the damage rules see it: `DamageLayout` (Metaverse p.43 "Sections", "Armour", "Ablative Plates",
 * "Adaptive Armour", "Shields"; p.28–30 "Recording Damage", criticals).
 * `initialDamageState(damageLayoutOf(design))` is the ship's fresh runtime damage state; `damageProfileOf` gives a
 * weapon mode's or munition's damage/hit.ts `DamageProfile` (p.67–76).
 *
 * Judgement calls:
 * - Weapons use their expanded ids (`las-1` … `las-4`, design.ts `expandCopies`), so each copy can be disabled alone.
 * - System classes for the critical chart (ruling A8) follow the colours of p.43–66: grey primary systems keep their own
 *   class; blue drives are `stl`/`ftl`; green systems are `electronic`; red ones (PDS, shield generators, shield
 *   projector, gravity wall, deflector) are `active-defence`; violet ones (grappler, tractor beam, GWP, subspace
 *   distorter, teleporter) are `secondary`; weapons and launchers are `weapon`; hangar bays are `hangar`.
 * - Ablative plates are recorded per section in the design but pooled per arc on the ship in the damage state.
 */
import { expandCopies, type ShipDesign } from '../ships/design.ts';
import type { ShipSystem, SystemKind } from '../ships/system.ts';
import type { DamageLayout, SystemClass, SystemLayout } from '../damage/state.ts';
import type { DamageProfile } from '../damage/hit.ts';
import type { Munition, DesignWeaponMode } from '../ships/weapon.ts';
import type { Arc } from '../ships/directions.ts';

/** The stat line shared by a design's weapon modes and munitions. */
export type StatLine = DesignWeaponMode | Munition;

const CLASS: Readonly<Record<SystemKind, SystemClass>> = {
  bridge: 'bridge',
  life_support: 'life-support',
  reactor: 'reactor',
  stl: 'stl',
  ftl: 'ftl',
  sensor: 'electronic',
  local_sensor: 'electronic',
  fire_control: 'electronic',
  ew: 'electronic',
  elint: 'electronic',
  targeting: 'electronic',
  ecm: 'electronic',
  ej: 'electronic',
  ansible: 'electronic',
  countermeasure_pod: 'electronic',
  cloak: 'electronic',
  stealth: 'electronic',
  pds: 'active-defence',
  shield_generator: 'active-defence',
  shield_projector: 'active-defence',
  gravity_wall: 'active-defence',
  deflector: 'active-defence',
  grappler: 'secondary',
  tractor_beam: 'secondary',
  gwp: 'secondary',
  subspace_distorter: 'secondary',
  teleporter: 'secondary',
};

/** The critical-chart class of a system kind (p.43–66 colours, ruling A8 categories). */
export const systemClassOf = (kind: SystemKind): SystemClass => CLASS[kind];

function systemLayout(s: ShipSystem): SystemLayout {
  const rating = 'rating' in s ? { rating: s.rating } : {};
  const shieldArcs = s.kind === 'shield_generator' ? { shieldArcs: s.arcs } : {};
  return { id: s.id, section: s.section, class: CLASS[s.kind], ...rating, ...shieldArcs };
}

/** Ablative plates of every section, summed per arc (p.43 "Ablative Plates"). */
function ablativeByArc(design: ShipDesign): { arc: Arc; count: number }[] {
  const out: { arc: Arc; count: number }[] = [];
  for (const p of design.sections.flatMap((s) => s.ablativePlates)) {
    if (p.count === 0) continue;
    const seen = out.find((x) => x.arc === p.arc);
    if (seen) seen.count += p.count;
    else out.push({ arc: p.arc, count: p.count });
  }
  return out;
}

/** The damage rules' view of a design: sections, defences, and every system, weapon, launcher and hangar by class. */
export function damageLayoutOf(design: ShipDesign): DamageLayout {
  const d = expandCopies(design);
  const systems: SystemLayout[] = [
    ...d.systems.map(systemLayout),
    ...d.weapons.map((w) => ({ id: w.id, section: w.section, class: 'weapon' as const })),
    ...d.launchers.map((l) => ({ id: l.id, section: l.section, class: 'weapon' as const })),
    ...d.hangars.map((h) => ({ id: h.id, section: h.section, class: 'hangar' as const })),
  ];
  return {
    directionality: d.directionality,
    threat: d.threat,
    sections: d.sections.map((s) => ({
      id: s.id,
      ring: s.ring,
      direction: s.direction,
      layers: s.layers.map((l) => ({ hits: l.hits, crew: l.crew, marines: l.marines })),
      armour: s.armour.map((a) => ({ arc: a.arc, rating: a.rating, vs: a.vs })),
      shields: s.shields.map((sh) => ({ arc: sh.arc, hits: sh.hits, vs: sh.vs })),
    })),
    systems,
    ablativePlates: ablativeByArc(d),
    ...(d.adaptiveArmour ? { adaptiveArmour: { vs: d.adaptiveArmour.vs, max: d.adaptiveArmour.maxLevel } } : {}),
  };
}

const PULSE_QUALITY = { QM: 'quantum', UR: 'unreliable', PH: 'phased', PO: 'polarized', NU: 'null', WK: 'weak', IN: 'inert', ML: 'molecular', CH: 'charged', DM: 'dimensional' } as const;
const PIERCING: Readonly<Record<StatLine['sp'], number>> = { '0': 0, '1/4': 0.25, '1/2': 0.5, '3/4': 0.75 };

/**
 * damage/hit.ts `DamageProfile` of a weapon mode or munition (p.67–76 damage profile, piercing, qualities; A33, A34).
 * The qualities the damage rules act on per pulse are passed on; the others (AD, ER, VO, UN, …) are the fire
 * module's or the caller's (`adaptiveLevel` is runtime and left to the caller).
 */
export function damageProfileOf(stat: StatLine): DamageProfile {
  const qualities: Record<string, boolean> = {};
  for (const q of stat.qualities) if (q in PULSE_QUALITY) qualities[PULSE_QUALITY[q as keyof typeof PULSE_QUALITY]] = true;
  return {
    pulses: 'count' in stat.pulse ? stat.pulse.count : { die: stat.pulse.die },
    damage: stat.damage,
    type: stat.damageType,
    effect: stat.effect,
    shieldPiercing: PIERCING[stat.sp],
    armourPiercing: stat.ap,
    deflectionPiercing: stat.dp,
    qualities,
  };
}
