/**
 * Fire orders given before the Control Step was over (the fire step that also collected standing orders), fired
 * once it is (p.21: the Control Step comes before any fire; p.24: all starships fire at once).
 *
 * Judgement call: a weapon whose target is not legal once the Control Step is over (A26: its priority or
 * designation was not bought after all, or the target cloaked, A50) holds fire, and the summary says so. A
 * side's fire orders are accepted only with the nominations its own standing orders make (fire-targets.ts), and an
 * order of those that cannot be carried out asks the side first, saying which fire orders depend on it; so this
 * never happens without the player having been told.
 */
import type { Dice } from '../../../core/dice.ts';
import type { GameEvent } from '../../../core/rule-system.ts';
import { expandCopies } from '../../ships/design.ts';
import { designOfShip } from '../../ships/library.ts';
import type { WeaponOrder } from '../combat/combat-step.ts';
import { checkFireOrders } from '../combat/legal-targets.ts';
import { weaponOrdersOf } from '../../notation/to-plot.ts';
import type { MetaverseState } from '../../state.ts';
import { resolveFire } from '../turn.ts';
import { targetOptionsNow } from './fire-targets.ts';

function weaponName(state: MetaverseState, o: WeaponOrder): string {
  const ship = state.ships.find((s) => s.id === o.shipId);
  const weapons = ship ? expandCopies(designOfShip(ship)).weapons : [];
  return weapons.find((w) => w.id === o.weaponId)?.name ?? 'a launcher';
}

/** Resolves the Starship Combat Step and the rest of the turn with the held fire orders. */
export function fireHeld(state: MetaverseState, dice: Dice): { state: MetaverseState; events: GameEvent[] } {
  const held = state.standing?.fire ?? {};
  const declarations = state.control?.declarations ?? {};
  const kept: WeaponOrder[] = [];
  const holding: GameEvent[] = [];
  for (const side of ['A', 'B'] as const) {
    for (const o of weaponOrdersOf(held[side] ?? { ships: [] })) {
      const problems = checkFireOrders(state, declarations, [o], [], targetOptionsNow(state));
      if (problems.length === 0) kept.push(o);
      else {
        const ship = state.ships.find((s) => s.id === o.shipId)?.name ?? 'A ship';
        holding.push({ type: 'fire', text: `${ship}'s ${weaponName(state, o)} holds fire: ${problems.map((p) => p.message).join(' ')}` });
      }
    }
  }
  const fired = resolveFire({ ...state, standing: null }, kept, dice);
  return { state: fired.state, events: [...holding, ...fired.events] };
}
