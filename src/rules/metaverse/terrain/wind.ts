/**
 * Stellar wind of protoplanetary / emission and supernova-remnant nebulae in the Starship Movement Step
 * (Metaverse p.99 "Protoplanetary/Emission Nebula", "Supernova Remnant"; terrain effects),
 * over the wind rolled at setup (terrain/place.ts `MvTerrain.wind`: the bearing it blows toward, strength 1D4).
 *
 * - p.99: every squadron's velocities rise by the strength in the wind's direction: Newtonian ships add it to the
 *   rose entry the wind blows toward (cancelling the opposite entry first, movement/newtonian.ts `addToRose`);
 *   Cinematic ships gain momentum when the wind blows toward their bow arc, lose it toward their stern arc, and
 *   with the wind on a side arc turn away from it as many turns as the strength.
 * - p.99: a supernova remnant's wind is re-rolled every turn before the plotting (direction on the same rose as at
 *   setup, strength 1D4), and every ship in it takes 1D6 energy damage on the arc the wind comes from.
 *
 * Judgement calls: the wind acts after each squadron's move on the velocities the move leaves (as the dark nebula's
 * drag does), so it shows in the next plot; the Cinematic side-arc turns are made for the squadron (turn steps of
 * its directionality, toward the bearing the wind blows to, never past it) instead of being required in the plot.
 * A bearing off a squadron's rose goes to the nearest rose direction (p.99: NE and the hexagon's NE are "the same
 * direction"). The supernova's re-roll comes at the start of the Movement Step from turn 2 on (the state keeps the
 * setup roll: the End Phase result carries no terrain to the next turn), so players plot before seeing it; its
 * radiation follows the squadron's move, through the arc's defences as one raking energy pulse.
 */
import type { Dice } from '../../core/dice.ts';
import type { GameEvent } from '../../core/rule-system.ts';
import { nebulaWind } from '../damage/environment.ts';
import { resolveWeaponHit } from '../damage/hit.ts';
import { arcsAtBearing, angleBetween } from '../geometry/arcs.ts';
import { cinematicTurnStep } from '../geometry/directionality.ts';
import { norm360 } from '../geometry/compass.ts';
import { addToRose, roseIndex } from '../movement/newtonian.ts';
import type { MetaverseState, MvShip, MvSquadron } from '../state.ts';
import { arcToward } from './star-radiation.ts';
import type { MvTerrain } from './place.ts';

export interface Wind {
  readonly name: string;
  /** Compass bearing the wind blows toward. */
  readonly bearing: number;
  readonly strength: number;
  readonly supernova: boolean;
}

const SQUARE_ROSE = [0, 45, 90, 135, 180, 225, 270, 315] as const;
const HEX_ROSE = [0, 60, 120, 180, 240, 300] as const;
const COMPASS: Readonly<Record<number, string>> = { 0: 'N', 45: 'NE', 60: 'NE', 90: 'E', 120: 'SE', 135: 'SE', 180: 'S', 225: 'SW', 240: 'SW', 270: 'W', 300: 'NW', 315: 'NW' };
export const compassOf = (bearing: number): string => COMPASS[norm360(bearing)] ?? `${bearing}°`;

/**
 * This turn's winds (p.99). With `dice` on turn 2 or later each supernova remnant's wind is re-rolled: the
 * direction on the rose setup used (the hexagon rose when square and hexagon ships both play), strength 1D4.
 */
export function windsThisTurn(state: Pick<MetaverseState, 'terrain' | 'turn' | 'squadrons'>, dice: Dice | undefined): { winds: Wind[]; events: GameEvent[] } {
  const events: GameEvent[] = [];
  const mixed = new Set(state.squadrons.map((q) => q.directionality)).size > 1;
  const winds = (state.terrain ?? []).flatMap((t: MvTerrain): Wind[] => {
    if (!t.wind) return [];
    const supernova = t.kind === 'supernova-remnant';
    if (!supernova || !dice || state.turn <= 1) return [{ name: t.name, bearing: t.wind.bearing, strength: t.wind.strength, supernova }];
    const rose = mixed ? HEX_ROSE : SQUARE_ROSE;
    const dir = dice.roll(`${t.name} wind direction`, rose.length);
    const strength = dice.roll(`${t.name} wind strength`, 4);
    const bearing = rose[dir - 1] ?? 0;
    events.push({ type: 'terrain', text: `The ${t.name.toLowerCase()}'s wind shifts: d${rose.length} ${dir} → blowing toward ${compassOf(bearing)}, strength d4 ${strength} (p.99).` });
    return [{ name: t.name, bearing, strength, supernova }];
  });
  return { winds, events };
}

/** p.99: one wind on one squadron's velocities after its move. */
export function blowSquadron(sq: MvSquadron, wind: Wind, hexTurnStep: 30 | 60 = 30): { squadron: MvSquadron; events: GameEvent[] } {
  const head = `${sq.name} in the ${wind.name.toLowerCase()}'s wind (toward ${compassOf(wind.bearing)}, strength ${wind.strength})`;
  if (wind.strength <= 0) return { squadron: sq, events: [] };
  if (sq.method === 'newtonian') {
    const i = roseIndex(sq.directionality, wind.bearing);
    const rose = addToRose(sq.rose, i, wind.strength);
    return { squadron: { ...sq, rose }, events: [{ type: 'terrain', text: `${head}: rose [${sq.rose.join(', ')}] → [${rose.join(', ')}] (p.99).` }] };
  }
  const rel = norm360(wind.bearing - sq.heading);
  const arc = arcsAtBearing(sq.directionality, rel)[0] ?? 'bow';
  if (arc === 'bow' || arc === 'stern') {
    const momentum = arc === 'bow' ? sq.momentum + wind.strength : Math.max(0, sq.momentum - wind.strength);
    return { squadron: { ...sq, momentum }, events: [{ type: 'terrain', text: `${head} on the ${arc} arc: momentum ${sq.momentum} → ${momentum} (p.99).` }] };
  }
  // A side arc: `strength` turns away from the wind, toward the bearing it blows to, never past it.
  const step = cinematicTurnStep(sq.directionality, hexTurnStep);
  const clockwise = rel <= 180;
  const turn = Math.min(wind.strength * step, angleBetween(wind.bearing, sq.heading));
  const heading = norm360(sq.heading + (clockwise ? turn : -turn));
  return {
    squadron: { ...sq, heading },
    events: [{ type: 'terrain', text: `${head} on the ${arc} arc: turns ${clockwise ? 'starboard' : 'port'} ${wind.strength} × ${step}° (at most to the wind), heading ${Math.round(sq.heading)}° → ${Math.round(heading)}° (p.99).` }],
  };
}

/** p.99 "Supernova Remnant": each active ship of the squadron takes 1D6 energy on the arc the wind comes from. */
export function supernovaRadiation(sq: MvSquadron, wind: Wind, ships: readonly MvShip[], dice: Dice): { ships: MvShip[]; events: GameEvent[] } {
  const events: GameEvent[] = [];
  const arc = arcToward(sq, wind.bearing + 180);
  const out = ships.map((ship) => {
    if (ship.squadronId !== sq.id || ship.status !== 'active' || ship.damage.destroyed) return ship;
    const roll = nebulaWind(dice);
    const h = resolveWeaponHit(ship.damage, { label: `supernova radiation → ${ship.name}`, profile: { pulses: 1, damage: { fixed: roll }, type: 'energy', effect: 'raking' }, arc, offBands: 0, sensorRoll: 20, deflector: null }, dice);
    const gone = h.state.destroyed && !ship.damage.destroyed;
    const got = h.dealt.map((d) => `${d.hits} to ${d.section}`).join(', ') || 'no hull damage';
    events.push({ type: 'terrain', text: `${ship.name}: radiation of the ${wind.name.toLowerCase()}, d6 ${roll} energy on the ${arc} arc: ${h.shieldHitsLost > 0 ? `${h.shieldHitsLost} shield hits, ` : ''}${got}${gone ? ` — ${ship.name} is destroyed` : ''} (p.99).` });
    return { ...ship, damage: h.state, ...(gone ? { status: 'destroyed' as const, fate: `burnt in the ${wind.name.toLowerCase()}` } : {}) };
  });
  return { ships: out, events };
}
