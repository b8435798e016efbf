/**
 * Starfighter squadron types (Metaverse p.81 "Starfighters"; shapes as in samples.json).
 * A squadron does not move on the map: it flies missions. Capability does not fall as strength drops.
 * Judgement call: `range: null` is the book's "infinite" range; `cost` is a plain input (MetaMaker value).
 */
import { z } from 'zod';

export const STARFIGHTER_QUALITIES = ['FTL', 'Breaching', 'ECM', 'Stealth', 'Scout'] as const;

export const starfighterTypeSchema = z.strictObject({
  id: z.string().min(1),
  name: z.string().min(1),
  /** Hits to destroy. */
  strength: z.number().int().min(1),
  /** 25–250 cm in steps of 25, or null for infinite (p.81). */
  range: z
    .number()
    .int()
    .min(25)
    .max(250)
    .refine((r) => r % 25 === 0, { message: 'Starfighter range must be a multiple of 25 cm.' })
    .nullable(),
  /** D20 target number for PDS, PD and furball attacks against it: 4–15. */
  defence: z.number().int().min(4).max(15),
  /** D20s it rolls in furballs or interception. */
  furball: z.number().int().min(0),
  hardpoints: z.number().int().min(0),
  qualities: z.array(z.enum(STARFIGHTER_QUALITIES)),
  /** Points struck on the 100-point starfighter chart when it is destroyed. */
  moraleValue: z.number().int().min(0),
  /** Points (MetaMaker value, input); null when the book gives none. */
  cost: z.number().int().min(0).nullable().default(null),
  integratedWeapons: z.array(z.strictObject({ weapon: z.string().min(1), quantity: z.number().int().min(1) })),
  mountableWeapons: z.array(z.string().min(1)),
  _provenance: z.strictObject({ book: z.array(z.string()).optional(), assumed: z.array(z.string()).optional() }).optional(),
});
export type DesignStarfighterType = z.infer<typeof starfighterTypeSchema>;
