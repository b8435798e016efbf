/**
 * The fire side of the shield projector (Metaverse p.60 "Shield Projector"; radius: ruling A63).
 * Fire that crosses a projector's bubble on its way to another ship hits the projector ship's shields in the facing
 * arc; while those shields last no sensor roll is needed ("the hits are automatic"), and overflow continues to the
 * original target. Fire at the projector ship from outside its bubble also auto-hits its shields. Fire from inside a
 * bubble ignores it; if the projector ship itself is then the target, the damage goes straight to its hull. With
 * several bubbles, the closest is hit first, then the next as each shield is depleted.
 *
 * Inputs are geometry answers (another module): which bubbles the line of fire crosses, whether the firer is inside
 * each, and how far each projector is from the firer. Shield counts are the damage module's running state, so the
 * caller re-routes each weapon after the previous one's damage ("fire weapons one by one … until it drops").
 *
 * Judgement call: "closest bubble" = the projector ship nearest the firer.
 */

export interface ProjectorBubble {
  readonly projectorShipId: string;
  /** Shield hits left in the projector ship's arc facing the fire. */
  readonly shieldsInFacingArc: number;
  /** The line of fire crosses the bubble (or the target is inside it). */
  readonly crossed: boolean;
  readonly firerInside: boolean;
  readonly distanceFromFirerCm: number;
}

/** Bubble radius: 10 cm per rating (p.60). */
export const projectorRadiusCm = (rating: number): number => 10 * rating;

export type ProjectorRouting =
  | { readonly kind: 'normal' }
  /** No sensor roll; damage to the projector's shields, overflow to `overflowTo`. */
  | { readonly kind: 'projector'; readonly projectorShipId: string; readonly overflowTo: string }
  /** Target is a projector ship and the firer is inside its bubble: damage straight to its hull. */
  | { readonly kind: 'inside-bubble' };

/** Where this weapon's fire goes (p.60). */
export function routeFire(targetId: string, bubbles: readonly ProjectorBubble[]): ProjectorRouting {
  const blocking = bubbles
    .filter((b) => b.crossed && !b.firerInside && b.shieldsInFacingArc > 0)
    .sort((a, b) => a.distanceFromFirerCm - b.distanceFromFirerCm)[0];
  if (blocking) return { kind: 'projector', projectorShipId: blocking.projectorShipId, overflowTo: targetId };
  if (bubbles.some((b) => b.projectorShipId === targetId && b.firerInside)) return { kind: 'inside-bubble' };
  return { kind: 'normal' };
}
