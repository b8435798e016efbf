/**
 * Minefield attacks on ships that moved (Starmada B.15 p.34–35; the rule in mines.ts): every hex a ship entered in the
 * Movement Phase sets off the minefields in or next to it. Hits roll impact against the forward shields (p.35: the
 * forward arc for directional shields and screens) and damage at IMP 1, DMG 1; the damage takes effect at once
 * (4.5 p.21), its weapon losses are chosen before the Combat Phase, and a ship it destroys leaves (and, with E.3,
 * explodes) at the end of movement.
 */
import type { Dice } from '../../core/dice.ts';
import { hexEquals, hexNeighbor, type Hex } from '../../core/hex.ts';
import { makeHexLabel } from '../../core/offset.ts';
import type { GameEvent } from '../../core/rule-system.ts';
import { count } from '../../core/text.ts';
import { removeWrecks } from '../sequence/end-phase.ts';
import type { ShipState, StarmadaState } from '../state.ts';
import { damageTargetOf } from './attack.ts';
import { NO_DAMAGE, rollDamage } from './damage.ts';
import { rollImpact } from './impact.ts';
import { minefieldsAround, rollMinefieldAttack, type Minefield } from './mines.ts';
import { damageShip, replaceShip, targetFrom } from './ship-condition.ts';
import { formatDamage, formatImpact, SEPARATOR } from './summary.ts';

const MINE_HIT = { imp: 1, dmg: 1, traits: [] } as const;

function attackShip(state: StarmadaState, ship: ShipState, field: Minefield, dice: Dice): { state: StarmadaState; event: GameEvent } {
  const label = `minefield ${makeHexLabel(field.at, state.board)}→${ship.name}`;
  const attack = rollMinefieldAttack(field.mines, false, dice, label);
  const head = `Minefield in ${makeHexLabel(field.at, state.board)} (${count(field.mines, 'mine')}) → ${ship.name}${SEPARATOR}${attack.faces.join(', ')} · hits on 5+ → ${attack.hits === 0 ? 'no hits' : count(attack.hits, 'hit')}`;
  if (attack.hits === 0) return { state, event: { type: 'minefield', text: head, data: attack } };
  // p.35: against the forward arc: the attack is taken as coming from the hex ahead.
  const target = targetFrom(state, ship, hexNeighbor(ship.at, ship.facing));
  const impact = rollImpact(MINE_HIT, 'medium', attack.hits, { shield: target.shield }, dice, label);
  const damage = impact.impacts > 0 ? rollDamage(MINE_HIT, impact.impacts, damageTargetOf(target), {}, dice, label) : null;
  const damaged = damageShip(state, ship, damage?.total ?? NO_DAMAGE, 'immediate', hexNeighbor(ship.at, ship.facing)).ship;
  const text = [head, formatImpact(impact), ...(damage ? [formatDamage(damage)] : [])].join(SEPARATOR);
  return { state: replaceShip(state, damaged), event: { type: 'minefield', text, data: attack } };
}

/** Hexes entered along a trail that starts where the unit began. */
const enteredHexes = (trail: readonly Hex[]): Hex[] => trail.slice(1).filter((h, i) => !hexEquals(h, trail[i] as Hex));

/** B.15: a fighter flight entering hexes in or next to minefields is attacked at once, hit only on 6s, a fighter a hit. */
export function minefieldsOnFlight(state: StarmadaState, flightId: string, trail: readonly Hex[], dice: Dice): { world: StarmadaState; events: GameEvent[] } {
  let current = state;
  const events: GameEvent[] = [];
  for (const hex of enteredHexes(trail)) {
    for (const field of minefieldsAround(current.minefields ?? [], hex)) {
      const flight = current.flights.find((f) => f.id === flightId && f.count > 0);
      if (!flight) return { world: current, events };
      const where = makeHexLabel(field.at, state.board);
      const attack = rollMinefieldAttack(field.mines, true, dice, `minefield ${where}→${flight.name}`);
      const left = flight.count - Math.min(attack.hits, flight.count);
      current = { ...current, flights: current.flights.map((f) => (f.id === flightId ? { ...f, count: left } : f)).filter((f) => f.count > 0) };
      const tail = attack.hits === 0 ? 'no hits' : `${count(Math.min(attack.hits, flight.count), 'fighter')} destroyed${left === 0 ? `; ${flight.name} is wiped out` : ''}`;
      events.push({ type: 'minefield', text: `Minefield in ${where} (${count(field.mines, 'mine')}) → ${flight.name}${SEPARATOR}${attack.faces.join(', ')} · hits on 6 → ${tail}`, data: attack });
    }
  }
  return { world: current, events };
}

/** Every ship that moved meets the minefields along its trail (ruling 138); wrecks leave at the end of movement. */
export function minefieldsAfterMovement(state: StarmadaState, dice: Dice): { state: StarmadaState; events: GameEvent[] } {
  const fields = state.minefields ?? [];
  if (fields.length === 0) return { state, events: [] };
  let current = state;
  const events: GameEvent[] = [];
  for (const moved of state.ships.filter((s) => s.status === 'active')) {
    for (const hex of enteredHexes(state.trails[moved.id] ?? [])) {
      for (const field of minefieldsAround(fields, hex)) {
        const ship = current.ships.find((s) => s.id === moved.id && s.status === 'active');
        if (!ship) break;
        const hit = attackShip(current, ship, field, dice);
        current = hit.state;
        events.push(hit.event);
      }
    }
  }
  const wrecks = removeWrecks(current, dice);
  return { state: wrecks.state, events: [...events, ...wrecks.events] };
}
