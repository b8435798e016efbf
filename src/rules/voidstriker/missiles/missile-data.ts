/**
 * Missile data (Voidstriker §2.351, reference sheet "Xraser Missile Damage").
 *
 * Judgement calls: "enough power for three turns acceleration" = 12 movement steps after launch (ruling E2);
 * explosive and nuclear warheads have no damage table in the shareware edition (only their fratricide chance and
 * spillover are given), so their damage must be supplied by whoever defines such a missile.
 */

/** Warhead kinds named in §2.351. Every shareware ship carries Xraser missiles (ruling E11). */
export type Warhead = 'xraser' | 'explosive' | 'nuclear';

/** Xraser missile marks on the reference sheet. */
export type MissileMark = 1 | 2 | 3 | 4;

/** §2.351: "Missiles have Thrust Factor 12 (and all of it goes into thrust)": 12 quarter-inches = 3" per phase. */
export const MISSILE_THRUST_FACTOR = 12;
export const MISSILE_MAX_MOVE_PER_PHASE = MISSILE_THRUST_FACTOR / 4;
/** §2.351 / §2.342: Turn Mode 180, any facing each phase. */
export const MISSILE_TURN_MODE = 180;
/** §2.351 "enough power for three turns acceleration": 3 rounds × 4 phases [ruling E2]. */
export const MISSILE_POWERED_PHASES = 12;
/** §2.351 "Each missile tube can launch a single missile every third turn" [ruling E1: next launch in R+3]. */
export const TUBE_RELOAD_ROUNDS = 3;
/** §2.351 "The to-hit roll for missiles is 10+ on 1 10-sided die". */
export const MISSILE_TO_HIT = 10;
/** §2.351 "Targeting a missile is at -4". */
export const TARGETING_MISSILE_MODIFIER = -4;
/** §2.351 hold fire "until the missile is at point blank range (within 1 inch)". */
export const POINT_BLANK_RANGE = 1;
/** Rulings E5, B8: counters are 1" bases, so a salvo strikes when centres are within 0.5". */
export const CONTACT_RADIUS = 0.5;
/** §2.351 fratricide: other missiles "within 1/2" of the exploding missile". */
export const FRATRICIDE_RADIUS = 0.5;
/** §2.351 spillover: other objects in "the missile's target's inch" [ruling B8: within 1" of the target centre]. */
export const SPILLOVER_RADIUS = 1;

/** §2.351 fratricide chance on a d6, keyed to the exploding missile [ruling E10]. */
export const FRATRICIDE_CHANCE: Readonly<Record<Warhead, number>> = { explosive: 3, xraser: 2, nuclear: 5 };

/** Reference sheet: Xraser Mk-I 1d10, Mk-II 1d10+2, Mk-III 1d10+4, Mk-IV 1d10+8. */
export const XRASER_DAMAGE_BONUS: Readonly<Record<MissileMark, number>> = { 1: 0, 2: 2, 3: 4, 4: 8 };

/** §2.362 Magazine: a warhead that goes off does full damage, "any dice are automatically … 10": 10 + bonus. */
export const xraserMaxDamage = (mark: MissileMark): number => 10 + XRASER_DAMAGE_BONUS[mark];
