/**
 * Boarding parties in the End Phase (Starmada B.14 p.34): with the optional Shipboard Combat, defenders and boarders
 * fight it out first; then a ship whose enemy boarding parties are at least its unchecked hull boxes is captured,
 * removed from the board and counted as destroyed for victory. A ship the End Phase's damage destroys is not
 * captured: it is a wreck (and may explode, E.3), which capture never is.
 */
import type { Dice } from '../../core/dice.ts';
import type { GameEvent } from '../../core/rule-system.ts';
import { count } from '../../core/text.ts';
import type { ShipState, StarmadaState } from '../state.ts';
import { isDestroyed } from './apply-damage.ts';
import { isCaptured, rollShipboardCombat } from './marines.ts';
import { replaceShip, tracksOf } from './ship-condition.ts';
import { munitionsLeft } from './system-fire.ts';

type Step = { state: StarmadaState; events: GameEvent[] };

function shipboardCombat(state: StarmadaState, ship: ShipState, dice: Dice): Step {
  const defenders = munitionsLeft(state, ship, 'Marines');
  const boarders = ship.boarders ?? 0;
  if (!state.options.shipboardCombat || boarders === 0 || defenders === 0) return { state, events: [] };
  const fight = rollShipboardCombat(boarders, defenders, dice, `shipboard combat ${ship.name}`);
  const lost = defenders - fight.defenders;
  const next: ShipState = { ...ship, boarders: fight.boarders, munitionsUsed: { ...ship.munitionsUsed, Marines: (ship.munitionsUsed['Marines'] ?? 0) + lost } };
  const text = `Shipboard combat on ${ship.name}: defenders roll ${fight.defenderDice.join(', ')} → ${count(boarders - fight.boarders, 'boarding party', 'boarding parties')} eliminated; boarders roll ${fight.attackerDice.join(', ') || 'no dice'} → ${count(lost, 'defending squad')} eliminated · ${fight.boarders} boarders, ${fight.defenders} defenders left`;
  return { state: replaceShip(state, next), events: [{ type: 'boarding', text, data: fight }] };
}

/** End Phase: shipboard combat (option), then captures. Run once, after Combat-Phase damage takes effect. */
export function resolveBoarders(state: StarmadaState, dice: Dice): Step {
  let current = state;
  const events: GameEvent[] = [];
  for (const id of state.ships.filter((s) => s.status === 'active' && (s.boarders ?? 0) > 0).map((s) => s.id)) {
    const ship = current.ships.find((s) => s.id === id) as ShipState;
    const tracks = tracksOf(current, ship);
    if (isDestroyed(ship, tracks)) continue;
    const fought = shipboardCombat(current, ship, dice);
    current = fought.state;
    events.push(...fought.events);
    const after = current.ships.find((s) => s.id === id) as ShipState;
    const hullLeft = tracks.hull.length - after.hull.checked - after.hull.crewFromBack;
    if (!isCaptured(after.boarders ?? 0, hullLeft, munitionsLeft(current, after, 'Marines'), current.options.shipboardCombat === true)) continue;
    current = replaceShip(current, { ...after, status: 'destroyed' });
    events.push({ type: 'captured', text: `${after.name} is captured by boarders (${count(after.boarders ?? 0, 'boarding party', 'boarding parties')}, ${count(hullLeft, 'hull box', 'hull boxes')} left) and leaves the battle.` });
  }
  return { state: current, events };
}
