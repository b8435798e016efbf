/**
 * The tow clause (D.9 p.47): "Vigilant T/3(3), tow Vigilant 2". The book marks a tow with T at the start of the
 * tower's orders but has no way to say which ship it tows; Salvo adds "tow <ship>" after the move (ruling 100).
 * Without it a T/ ship tows the only friendly ship that qualifies, and the echo names it. Who may be towed, and
 * the tow's engine rating, are movement/towing.ts's.
 */
import { matchStart } from '../../core/names.ts';
import { err, ok } from '../../core/result.ts';
import { starmadaError } from '../errors.ts';
import { hasPrefix } from '../movement/order.ts';
import type { Clause, ClauseContext } from './clause.ts';
import { makeOrder } from './movement.ts';

/** Friendly ships on the board the tower might name. */
const friends = ({ state, ship }: ClauseContext) => state.ships.filter((s) => s.side === ship.side && s.status === 'active' && s.id !== ship.id);

export const towClause: Clause<'tow'> = {
  key: 'tow',
  words: ['tow', 'tows', 'towing'],
  example: 'tow Vigilant 2',
  parse(args, ctx) {
    const names = friends(ctx).map((s) => s.name);
    const which = names.length > 0 ? ` (${names.join(', ')})` : '';
    if (args === '') return err([starmadaError('ERR_TOW_UNKNOWN', `Say which ship ${ctx.ship.name} tows after "tow", such as "tow ${names[0] ?? 'Vigilant 2'}" (D.9).`)]);
    const found = matchStart(args, friends(ctx), (s) => s.toLowerCase().replace(/\s+/g, ' '));
    if (found.kind === 'found') return ok(found.item.id);
    return err([starmadaError('ERR_TOW_UNKNOWN', `${ctx.ship.name} cannot tow "${args}": name one of your ships${which} (D.9).`)]);
  },
  make(id, { state }) {
    return `tow ${state.ships.find((s) => s.id === id)?.name ?? 'a ship not in this game'}`;
  },
  validate(_id, { state, ship }, orders) {
    if (!state.options.towing) return [starmadaError('ERR_OPTION_OFF', 'Towing (D.9) is not in use in this game, so no ship tows.')];
    if (hasPrefix(orders.move, 'T')) return [];
    const towing = makeOrder({ ...orders.move, prefixes: [...orders.move.prefixes, 'T'] });
    return [starmadaError('ERR_TOW_NO_PREFIX', `A tow is written with T/ at the start of the orders (D.9), and ${ship.name}'s have none.`, { suggestion: `Did you mean ${towing}?` })];
  },
};
