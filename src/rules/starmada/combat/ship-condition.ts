/**
 * A ship's condition as the turn sequence needs it: its damage tracks, the target it presents to an attack
 * from a hex, and damage marked at once (fighter attacks, seekers, explosions and E.5 sequential combat apply damage
 * immediately, p.21–23). The weapons such damage takes are the owner's to choose (4.4 p.21): they are owed on the
 * ship and asked for in a weapon-loss step before play goes on (sequence/weapon-losses.ts). Directional shields lose
 * points by the owner's standing order or by default (arc-shield-orders.ts), told in `note`.
 */
import type { Hex } from '../../core/hex.ts';
import type { GameEvent } from '../../core/rule-system.ts';
import { markDamage, type DamageOutcome, type DamageTiming, type DamageTracks } from './apply-damage.ts';
import type { DamageTally } from './damage.ts';
import { loseArcShields } from './arc-shield-orders.ts';
import { damageTracksOf, shipTargetOf } from './ship-target.ts';
import type { ShipTarget } from './attack.ts';
import { defensiveArcOf } from './arcs.ts';
import { hasTrait } from '../ships/sheet-lookup.ts';
import type { ShipClass } from '../ships/schema.ts';
import type { ShipState, StarmadaState } from '../state.ts';

export const classOf = (state: Pick<StarmadaState, 'classes'>, ship: ShipState): ShipClass => {
  const cls = state.classes[ship.classId];
  if (!cls) throw new Error(`ship ${ship.id} has class ${ship.classId}, which the game does not hold`);
  return cls;
};

export const tracksOf = (state: Pick<StarmadaState, 'classes'>, ship: ShipState): DamageTracks => damageTracksOf(classOf(state, ship));

/** The target a ship presents to an attack coming from `from` (its defensive arc decides directional shields). */
export function targetFrom(state: Pick<StarmadaState, 'classes' | 'options'>, ship: ShipState, from: Hex): ShipTarget & { antiFighterBatteries: boolean } {
  const cls = classOf(state, ship);
  const arc = defensiveArcOf({ at: ship.at, facing: ship.facing, inverted: ship.inverted }, from);
  // B.18 p.36 bleed-through and E.6 p.50 reinforcement are optional: only with their options on.
  const reinforced = state.options.shieldReinforcement ? ship.shieldOrders?.reinforce : undefined;
  const target = shipTargetOf(ship, cls, { arc, screenBleedThrough: state.options.screenBleedThrough, ...(reinforced ? { reinforced } : {}) });
  return { ...target, antiFighterBatteries: hasTrait(cls, 'Anti-Fighter Batteries') };
}

/**
 * Marks damage from an attack made from hex `from` (its defensive arc picks the group of directional screens,
 * B.18 p.36); when it takes effect at once, the weapon losses it causes are owed on the ship for its owner to
 * choose, and directional shields lose points from the weakest arc. A ship whose hull fills stays on the board until
 * `removeWrecks` (end-phase.ts) takes it off, so its destruction and explosion are told in one place.
 */
export function damageShip(
  state: Pick<StarmadaState, 'classes'>,
  ship: ShipState,
  tally: DamageTally,
  timing: DamageTiming,
  from: Hex,
): DamageOutcome & { readonly note: string | null } {
  const tracks = tracksOf(state, ship);
  const arc = defensiveArcOf({ at: ship.at, facing: ship.facing, inverted: ship.inverted }, from);
  const outcome = markDamage(ship, tracks, tally, timing, arc);
  if (timing === 'pending') return { ...outcome, note: null };
  const owing = outcome.weaponLossesOwed > 0 ? { ...outcome.ship, lossesOwed: (outcome.ship.lossesOwed ?? 0) + outcome.weaponLossesOwed } : outcome.ship;
  const shields = loseArcShields(owing, outcome.shieldReductionOwed);
  return { ...outcome, ship: shields.ship, note: shields.note };
}

/** The event that tells an arc change, if there was one. */
export const arcNoteEvents = (note: string | null): GameEvent[] => (note ? [{ type: 'shield-arcs', text: note }] : []);

export const replaceShip = (state: StarmadaState, ship: ShipState): StarmadaState => ({
  ...state,
  ships: state.ships.map((s) => (s.id === ship.id ? ship : s)),
});
