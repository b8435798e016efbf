/**
 * Asteroid fields attacking the ships that cross them (Starmada G.1 p.54–55).
 *
 * "Each time a starship enters a hex within an asteroid field, roll a die; if the result is a 5 or 6, a hit is scored
 * on that ship." One die per field over the hex; no modifiers; each hit is IMP 1, DMG 1, against the forward defensive
 * arc (directional shields and screens, p.30); damage is applied at once, and the ship still completes its orders.
 * Stealth has no effect. A ship the fields destroy leaves the board (and explodes, E.3) once all ships have moved
 * (p.55, p.48): the caller removes the wrecks after this.
 *
 * Ruling 175: in a nebula (G.4) an even impact die gets through here too: the book says "any even impact roll".
 */
import type { Dice } from '../../core/dice.ts';
import { hexNeighbor, type Hex } from '../../core/hex.ts';
import type { GameEvent } from '../../core/rule-system.ts';
import { makeHexLabel } from '../../core/offset.ts';
import { count } from '../../core/text.ts';
import { damageTargetOf } from '../combat/attack.ts';
import { NO_DAMAGE, rollDamage, type DamageTally } from '../combat/damage.ts';
import { rollImpact } from '../combat/impact.ts';
import { rollDice } from '../combat/roll-dice.ts';
import { classOf, damageShip, replaceShip } from '../combat/ship-condition.ts';
import { shipTargetOf } from '../combat/ship-target.ts';
import { formatDamage, formatImpact, SEPARATOR } from '../combat/summary.ts';
import type { ShipState, StarmadaState } from '../state.ts';
import { terrainAt, terrainIndex } from './pieces.ts';

const ASTEROID_HIT = { imp: 1, dmg: 1, traits: [] } as const;

/** Every ship's path (its trail from this Movement Phase) through asteroid fields, rolled hex by hex. */
export function asteroidFieldAttacks(state: StarmadaState, dice: Dice): { state: StarmadaState; events: GameEvent[] } {
  const pieces = state.terrain ?? [];
  if (!pieces.some((p) => p.kind === 'asteroidField')) return { state, events: [] };
  const index = terrainIndex(pieces);
  let current = state;
  const events: GameEvent[] = [];
  for (const ship of state.ships) {
    const trail = state.trails[ship.id];
    if (!trail || ship.status === 'exited') continue;
    for (const hex of trail.slice(1)) {
      const fields = terrainAt(index, hex).fields ?? 0;
      if (fields === 0) continue;
      const hit = fieldAttack(current, current.ships.find((s) => s.id === ship.id) as ShipState, hex, fields, dice);
      current = hit.state;
      events.push(hit.event);
    }
  }
  return { state: current, events };
}

function fieldAttack(state: StarmadaState, ship: ShipState, hex: Hex, fields: number, dice: Dice): { state: StarmadaState; event: GameEvent } {
  const label = `asteroid field → ${ship.name}`;
  const faces = rollDice(dice, label, fields);
  const hits = faces.filter((f) => f >= 5).length;
  const where = makeHexLabel(hex, state.board);
  const head = [`Asteroid field in ${where} → ${ship.name}`, `${faces.join(', ')} · hits on 5+ → ${hits === 0 ? 'no hits' : count(hits, 'hit')}`];
  if (hits === 0) return { state, event: { type: 'asteroid-field', text: head.join(SEPARATOR) } };
  // G.1 p.55: asteroid hits come from the forward defensive arc (so from the hex ahead, for directional screens).
  const target = shipTargetOf(ship, classOf(state, ship), { arc: 'Fwd' });
  const impact = rollImpact(ASTEROID_HIT, 'medium', hits, { shield: target.shield, nebula: state.options.nebula }, dice, label);
  const damage = impact.impacts > 0 ? rollDamage(ASTEROID_HIT, impact.impacts, damageTargetOf(target), {}, dice, label) : null;
  const total: DamageTally = damage?.total ?? NO_DAMAGE;
  const next = replaceShip(state, damageShip(state, ship, total, 'immediate', hexNeighbor(ship.at, ship.facing)).ship);
  const text = [...head, formatImpact(impact), ...(damage ? [formatDamage(damage)] : [])].join(SEPARATOR);
  return { state: next, event: { type: 'asteroid-field', text } };
}
