/**
 * The systems catalogue of a Metaverse starship (p.43–66 "Starship Breakdown").
 * Each system lives in a section; arcs use the ship's own arc names (directions.ts).
 *
 * Judgement calls: hangar bays are not systems here but their own list (design.ts); GWP and subspace-distorter
 * field radii are design data `radiusCm` because the book gives none (ruling A63); ECM/EJ `startsActive`
 * records the free initial activation (p.53).
 */
import { z } from 'zod';
import { arcSchema } from './directions.ts';
import { defenceTypeSchema } from './weapon.ts';

const base = { id: z.string().min(1), section: z.string().min(1), name: z.string().min(1).optional() };
const rating = z.number().int().min(0);
const arcs = z.array(arcSchema).min(1);

export const FTL_DRIVE_TYPES = ['basic', 'warp', 'hyper', 'jump', 'dimensional'] as const;

export const shipSystemSchema = z.discriminatedUnion('kind', [
  /** Primary: at least one per ship; without one the ship cannot plot ("Primary Systems"). */
  z.strictObject({ ...base, kind: z.literal('bridge') }),
  z.strictObject({ ...base, kind: z.literal('life_support'), rating }),
  /** Primary reactor powers its own section and every section without a reactor; rating = detonation damage. */
  z.strictObject({ ...base, kind: z.literal('reactor'), rating, primary: z.boolean(), powers: z.array(z.string().min(1)) }),
  /** STL drive: thrust points in the arcs it pushes from (p.51 "Propulsion Systems"). */
  z.strictObject({ ...base, kind: z.literal('stl'), rating: z.number().int().min(1), arcs }),
  /** FTL drive: rating 1–10 = turns before reuse (p.51). */
  z.strictObject({ ...base, kind: z.literal('ftl'), driveType: z.enum(FTL_DRIVE_TYPES), rating: z.number().int().min(1).max(10) }),
  /** Sensor array: the D20 upper bound of a sensor roll, in its arcs (p.53 "Electronic Warfare Systems"). */
  z.strictObject({ ...base, kind: z.literal('sensor'), rating: z.number().int().min(1), arcs }),
  /** Local sensor: only for weapons in its own section. */
  z.strictObject({ ...base, kind: z.literal('local_sensor'), rating: z.number().int().min(1), arcs }),
  /** Fire control: combined rating (MetaMaker input) over the sensors it uses. */
  z.strictObject({ ...base, kind: z.literal('fire_control'), rating: z.number().int().min(1), uses: z.array(z.string().min(1)).min(1) }),
  z.strictObject({ ...base, kind: z.literal('ew'), rating }),
  z.strictObject({ ...base, kind: z.literal('elint'), rating }),
  z.strictObject({ ...base, kind: z.literal('targeting'), rating }),
  /** ECM / EJ: radius 5 cm × rating (p.55). */
  z.strictObject({ ...base, kind: z.literal('ecm'), rating, startsActive: z.boolean().default(false) }),
  z.strictObject({ ...base, kind: z.literal('ej'), rating, startsActive: z.boolean().default(false) }),
  z.strictObject({ ...base, kind: z.literal('ansible'), rating }),
  z.strictObject({ ...base, kind: z.literal('countermeasure_pod'), rating }),
  z.strictObject({ ...base, kind: z.literal('cloak'), rating }),
  z.strictObject({ ...base, kind: z.literal('stealth'), rating }),
  z.strictObject({ ...base, kind: z.literal('pds'), rating, arcs }),
  z.strictObject({ ...base, kind: z.literal('shield_generator'), genType: z.enum(['basic', 'adaptive', 'modulated', 'battery']), rating, arcs }),
  /** Shield projector: radius 10 cm × rating. */
  z.strictObject({ ...base, kind: z.literal('shield_projector'), rating }),
  /** Gravity wall: rating ≤3 (square) or ≤5 (hex), checked with the design. */
  z.strictObject({ ...base, kind: z.literal('gravity_wall'), rating: z.number().int().min(1), arcs }),
  z.strictObject({ ...base, kind: z.literal('deflector'), rating, vs: defenceTypeSchema }),
  z.strictObject({ ...base, kind: z.literal('grappler'), rating, arcs }),
  z.strictObject({ ...base, kind: z.literal('tractor_beam'), rating, arcs }),
  z.strictObject({ ...base, kind: z.literal('gwp'), rating, radiusCm: z.number().min(0) }),
  z.strictObject({ ...base, kind: z.literal('subspace_distorter'), rating, radiusCm: z.number().min(0) }),
  z.strictObject({ ...base, kind: z.literal('teleporter'), teleType: z.enum(['basic', 'advanced']), rating: z.number().int().min(1) }),
]);
export type ShipSystem = z.infer<typeof shipSystemSchema>;
export type SystemKind = ShipSystem['kind'];

/** Primary systems (bridge, life support, reactor). */
export const PRIMARY_KINDS: readonly SystemKind[] = ['bridge', 'life_support', 'reactor'];
/** "Linked Components": primary systems, adaptive shield generators, fire controls, sensors, local sensors. */
export const NEVER_LINKED: readonly SystemKind[] = [...PRIMARY_KINDS, 'fire_control', 'sensor', 'local_sensor'];
/** "Grouped Components": primary systems, adaptive shield generators, fire controls, sensors, hangar bays. */
export const NEVER_GROUPED: readonly SystemKind[] = [...PRIMARY_KINDS, 'fire_control', 'sensor'];
