/**
 * The one line of sight every attack a ship makes traces (4.1 p.19): its weapons, and the systems "fired" with them
 * (B.14 marines, B.17 probes as weapons, B.19 shockwave, B.24 tractor beams). Terrain blocks it or spoils aim
 * (G.1–G.5 p.54–56, through terrain/board-terrain.ts) and face-up flares spoil aim (B.9 p.33).
 *
 * B.17 p.35: "instead of tracing line of sight directly to a target, a starship may trace line of sight from itself
 * to any face-up probe marker it launched, and then from that marker to the target", to go around obstructions;
 * range and firing arc are still measured from the ship. The attacker's choice of line is made for them: the clear
 * line with the smallest penalty [ruling 210: each leg is its own line of sight, blocked as p.19–20 say; the probe's
 * hex counts once, as the first leg's end; the penalties of both legs add].
 */
import { hexEquals, type Hex } from '../../core/hex.ts';
import { ok, type Result, type RuleError } from '../../core/result.ts';
import { sightBetween } from '../terrain/board-terrain.ts';
import type { ShipState, StarmadaState } from '../state.ts';
import { flarePenalty } from './flares.ts';

export interface Sight {
  /** The to-hit penalty along the line (terrain and flares), 0 or less. */
  readonly penalty: number;
  /** The face-up probe the line was traced through (B.17), when it was. */
  readonly via?: Hex;
}

type Target = { readonly name: string; readonly at: Hex };

/** One leg: terrain (blocking and penalty) and flares between two hexes. */
function leg(state: StarmadaState, from: Hex, to: Target): Result<number, RuleError> {
  const terrain = sightBetween(state, from, to, state.board);
  if (terrain && !terrain.ok) return terrain;
  const spoiled = terrain ? terrain.value.interveningPenalty + terrain.value.targetHexPenalty : 0;
  return ok(spoiled + flarePenalty(state.flares, from, to.at));
}

/** The ship's line of sight to `target`: direct or through a face-up probe it launched, the better; or why none is clear. */
export function sightFor(state: StarmadaState, ship: ShipState, target: Target): Result<Sight, RuleError> {
  const direct = leg(state, ship.at, target);
  let best: Result<Sight, RuleError> = direct.ok ? ok({ penalty: direct.value }) : direct;
  for (const probe of state.probes ?? []) {
    if (!probe.faceUp || probe.launcherId !== ship.id || hexEquals(probe.at, ship.at) || hexEquals(probe.at, target.at)) continue;
    const first = leg(state, ship.at, { name: target.name, at: probe.at });
    const second = first.ok ? leg(state, probe.at, target) : first;
    if (!first.ok || !second.ok) continue;
    const penalty = first.value + second.value;
    if (!best.ok || penalty > best.value.penalty) best = ok({ penalty, via: probe.at });
  }
  return best;
}

/** The to-hit term of a line of sight, when it has one. */
export const sightTerm = (sight: Result<Sight, RuleError>): { lineOfSight?: number } => (sight.ok && sight.value.penalty < 0 ? { lineOfSight: sight.value.penalty } : {});
