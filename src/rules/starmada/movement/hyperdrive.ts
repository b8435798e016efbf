/**
 * B.10 Hyperdrive (Starmada p.33): a ship whose orders start with "H" warms up its hyperdrive. "When the ship is
 * moved, roll one die and record the result ... In subsequent turns, roll another die and add it to the previous
 * result. Once this running total reaches 10, the ship enters hyperspace."
 *
 * - The total is kept on the ship (`hyperdriveTotal`); a turn without legal H/ orders loses it, and so does an
 *   engine hit (combat/apply-damage.ts).
 * - The die is rolled as the ship finishes its move, and a ship reaching 10 leaves the battle from where that move
 *   ended; one that left the board in the move rolls nothing [ruling 121].
 * - The warm-up is not hidden: the book rolls it openly with the move and hides nothing but cloaked ships, so the
 *   die, the total and the jump are shown to everyone [ruling 121].
 * - A ship in hyperspace counts as destroyed for the scenario, its opponent scoring half its combat rating,
 *   rounded up (setup/victory.ts). Its straight-ahead restriction and the cloak's ban are in movement/validate.ts.
 */
import type { Dice } from '../../core/dice.ts';
import type { GameEvent } from '../../core/rule-system.ts';
import type { ShipState } from '../state.ts';

/** The total at which the ship enters hyperspace. */
export const HYPERSPACE_AT = 10;

function withoutWarmUp(ship: ShipState): ShipState {
  const { hyperdriveTotal: _lost, ...rest } = ship;
  return rest;
}

/** One warm-up roll: the new total, or the jump. */
function warmUp(ship: ShipState, dice: Dice): { ship: ShipState; event: GameEvent } {
  const before = ship.hyperdriveTotal ?? 0;
  const die = dice.roll(`hyperdrive warm-up: ${ship.name}`);
  const total = before + die;
  const sum = before > 0 ? `${before} + ${die} = ${total}` : `${die}`;
  const data = { shipId: ship.id, die, total };
  if (total >= HYPERSPACE_AT) {
    const text = `${ship.name} warms up its hyperdrive (B.10 p.33): die ${die}, total ${sum}, so it enters hyperspace and leaves the battle.`;
    return { ship: { ...withoutWarmUp(ship), status: 'hyperspace' }, event: { type: 'hyperdrive', text, data: { ...data, jumped: true } } };
  }
  const text = `${ship.name} warms up its hyperdrive (B.10 p.33): die ${die}, total ${sum} of ${HYPERSPACE_AT}.`;
  return { ship: { ...ship, hyperdriveTotal: total }, event: { type: 'hyperdrive', text, data } };
}

/** The warm-ups after the ships moved: `warming` are the ships whose legal orders carried H/ this turn. */
export function warmUpHyperdrives(ships: readonly ShipState[], warming: ReadonlySet<string>, dice: Dice): { ships: ShipState[]; events: GameEvent[] } {
  const events: GameEvent[] = [];
  const next = ships.map((ship) => {
    if (ship.status !== 'active') return ship;
    if (warming.has(ship.id)) {
      const rolled = warmUp(ship, dice);
      events.push(rolled.event);
      return rolled.ship;
    }
    if (ship.hyperdriveTotal === undefined) return ship;
    events.push({ type: 'hyperdrive', text: `${ship.name} did not warm up its hyperdrive this turn: its total of ${ship.hyperdriveTotal} is lost (B.10 p.33).`, data: { shipId: ship.id, total: 0 } });
    return withoutWarmUp(ship);
  });
  return { ships: next, events };
}
