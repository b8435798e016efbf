/**
 * F.4 Fighter Variants (Starmada p.52): flights swapped one for one with standard flights, at no change to the
 * carrier's combat rating; variants do not combine; seekers (and shuttles) are never variants.
 *
 * | variant     | fighters | attacking                                                  | hit on it                         |
 * |-------------|----------|------------------------------------------------------------|-----------------------------------|
 * | assault     | 4        | two dice per fighter                                        |                                   |
 * | bomber      | 5        | hits ships on 4–6, flights only on 6                        |                                   |
 * | heavy       | 4        |                                                            | each hit saved on 4–6, −1 per IMP above 1, a natural 6 always saves |
 * | interceptor | 5        | hits flights on 4–6, ships only on 6                        |                                   |
 * | light       | 7        |                                                            | each fighter destroyed: 1–2, one more goes (no further roll) |
 *
 * Standard flights hit on 5–6 with one die each (5.4 p.23). The saves and the light fighters' extra losses apply to
 * every hit on the flight: starship fire, fighter attacks, and the 1s rolled by its own attack [ruling 154].
 */
import type { Dice } from '../../core/dice.ts';
import { count } from '../../core/text.ts';

export const FIGHTER_VARIANTS = ['assault', 'bomber', 'heavy', 'interceptor', 'light'] as const;
export type FighterVariant = (typeof FIGHTER_VARIANTS)[number];

const FIGHTERS: Record<FighterVariant, number> = { assault: 4, bomber: 5, heavy: 4, interceptor: 5, light: 7 };

/** Fighters a flight begins the game with (six for a standard flight, 5.1 p.22). */
export const startingFighters = (variant: FighterVariant | undefined): number => (variant ? FIGHTERS[variant] : 6);

/** Dice each fighter rolls when its flight attacks. */
export const dicePerFighter = (variant: FighterVariant | undefined): number => (variant === 'assault' ? 2 : 1);

/** The lowest die that hits a target of this kind. */
export function hitsOn(variant: FighterVariant | undefined, target: 'ship' | 'flight'): number {
  if (variant === 'bomber') return target === 'ship' ? 4 : 6;
  if (variant === 'interceptor') return target === 'flight' ? 4 : 6;
  return 5;
}

export interface FlightLosses {
  readonly destroyed: number;
  /** "heavy saves 6, 2 (4+) → 1 saved · light: 1 → one more", or '' when nothing was rolled. */
  readonly text: string;
}

/** Fighters a flight loses to `hits` hits of impact `imp` (standard: one each, up to the fighters it has). */
export function fightersLost(
  flight: { readonly fighters: number; readonly variant?: FighterVariant | undefined; readonly shuttle?: boolean | undefined },
  hits: number,
  imp: number,
  dice: Dice,
  label: string,
): FlightLosses {
  const fighters = Math.max(0, flight.fighters);
  let landed = Math.max(0, hits);
  const parts: string[] = [];
  // B.20 p.37: a shuttle's saving throw is the heavy fighter's.
  const saver = flight.shuttle ? 'shuttle' : flight.variant === 'heavy' ? 'heavy fighter' : null;
  if (saver && landed > 0) {
    const modifier = -Math.max(0, imp - 1);
    const faces = dice.rollMany(`${saver} saves ${label}`, landed);
    const saved = faces.filter((f) => f === 6 || f + modifier >= 4).length;
    landed -= saved;
    parts.push(`${saver} saves ${faces.join(', ')} (4+${modifier < 0 ? `, ${modifier}` : ''}) → ${saved} saved`);
  }
  let destroyed = Math.min(landed, fighters);
  if (flight.variant === 'light' && destroyed > 0) {
    const faces = dice.rollMany(`light fighters ${label}`, destroyed);
    const more = Math.min(faces.filter((f) => f <= 2).length, fighters - destroyed);
    destroyed += more;
    parts.push(`light fighters ${faces.join(', ')} (1–2 takes one more) → ${count(more, 'more')}`);
  }
  return { destroyed, text: parts.join(' · ') };
}
