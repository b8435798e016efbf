/**
 * Voidstriker's switchable rules. The book's Ch.3 map features are scenario terrain (planets, landings) and always
 * apply where a scenario has them; asteroids (§3.22, "optional") are switched on here. `firePerPhase` is not a rule
 * of the book but a way of playing it by post: it asks for fire after each phase's map instead of in the plot.
 */
import type { z } from 'zod';
import type { OptionInfo } from '../core/rule-system.ts';
import { switchesSchema } from '../core/options.ts';

export const VOIDSTRIKER_OPTIONS = [
  {
    id: 'firePerPhase',
    ref: '2.35',
    name: 'Fire after each phase',
    description: 'After each phase\'s movement the map is posted and players declare fire for that phase, instead of planning it in the round plot.',
  },
  {
    id: 'asteroids',
    ref: '3.22',
    name: 'Asteroids',
    description: 'Asteroid counters (1d10" × 1d6") lie between the fleets: they block fire, and ships that enter them may collide.',
  },
] as const satisfies readonly OptionInfo[];

export const voidstrikerOptionsSchema = switchesSchema(VOIDSTRIKER_OPTIONS);

export type VoidstrikerOptions = z.infer<typeof voidstrikerOptionsSchema>;
