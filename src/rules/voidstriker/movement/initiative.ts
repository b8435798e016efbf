/**
 * Initiative (book §2.32: "Each player rolls a single d10. Initiative is ranked from highest die roll to lowest.
 * If a player's ship is out of control (bridge destroyed or whatever), that person automatically loses
 * initiative to everyone else for that turn. The player who wins initiative for the round can decide who moves
 * first during the movement phases, and gets to fire before the other player(s)"; §2.343 acceleration "in
 * reverse Initiative order"; rulings A1, A7).
 *
 * Judgement calls:
 * - Ties are re-rolled among the tied players only, as often as needed (ruling A7).
 * - Players who are out of control rank after all the others; when there are several, they roll among
 *   themselves for the order of the losers (the book does not say). A player alone in their group rolls nothing.
 * - Per ship (ruling A7): an out-of-control ship goes to the very end on its own, and its owner's
 *   other ships keep the owner's place. The caller marks a player out of control when all its ships are.
 * - Acceleration order is the ranking reversed (loser first), unless the winner names another order, which
 *   §2.32 allows (ruling A1); it must name every ship once.
 */
import type { Dice } from '../../core/dice.ts';
import { err, ok, type Result, type RuleError } from '../../core/result.ts';
import { voidstrikerError } from '../errors.ts';

export interface InitiativeEntrant {
  readonly id: string;
  readonly outOfControl: boolean;
}

export interface InitiativeRolls {
  readonly id: string;
  /** Every d10 this entrant rolled, the first one and then each tie re-roll; empty if it did not need to roll. */
  readonly rolls: readonly number[];
}

export interface InitiativeResult {
  /** Entrant ids from the winner (fires first, accelerates last) to the loser. */
  readonly order: readonly string[];
  readonly rolls: readonly InitiativeRolls[];
}

/** Rolls initiative for the players (§2.32). */
export function rollInitiative(entrants: readonly InitiativeEntrant[], dice: Dice): InitiativeResult {
  const rolls = new Map<string, number[]>(entrants.map((e) => [e.id, []]));
  const rank = (ids: readonly string[], attempt: number): string[] => {
    if (ids.length <= 1) return [...ids];
    const faces = ids.map((id) => {
      const face = dice.roll(attempt === 0 ? `initiative ${id}` : `initiative re-roll ${id}`, 10);
      rolls.get(id)?.push(face);
      return { id, face };
    });
    const distinct = [...new Set(faces.map((f) => f.face))].sort((a, b) => b - a);
    return distinct.flatMap((face) => rank(faces.filter((f) => f.face === face).map((f) => f.id), attempt + 1));
  };
  const order = [
    ...rank(entrants.filter((e) => !e.outOfControl).map((e) => e.id), 0),
    ...rank(entrants.filter((e) => e.outOfControl).map((e) => e.id), 0),
  ];
  return { order, rolls: entrants.map((e) => ({ id: e.id, rolls: rolls.get(e.id) ?? [] })) };
}

export interface InitiativeShip {
  readonly id: string;
  readonly player: string;
  readonly outOfControl: boolean;
}

/** Ships from first to last: by their player's place, out-of-control ships after all others (ruling A7). */
export function shipInitiativeOrder(ships: readonly InitiativeShip[], playerOrder: readonly string[]): string[] {
  const place = (s: InitiativeShip): number => {
    const i = playerOrder.indexOf(s.player);
    return i < 0 ? playerOrder.length : i;
  };
  const sorted = (group: readonly InitiativeShip[]): string[] =>
    group
      .map((s, i) => ({ s, i }))
      .sort((a, b) => place(a.s) - place(b.s) || a.i - b.i)
      .map(({ s }) => s.id);
  return [...sorted(ships.filter((s) => !s.outOfControl)), ...sorted(ships.filter((s) => s.outOfControl))];
}

/**
 * The acceleration order (§2.343): the initiative ranking reversed, or the winner's own choice (§2.32), which
 * must list every ship of the ranking exactly once.
 */
export function accelerationOrder(ranking: readonly string[], winnersChoice?: readonly string[]): Result<string[], RuleError> {
  if (winnersChoice === undefined) return ok([...ranking].reverse());
  const same = winnersChoice.length === ranking.length && new Set(winnersChoice).size === ranking.length && ranking.every((id) => winnersChoice.includes(id));
  if (!same) {
    return err(
      voidstrikerError('ERR_MOVE_ORDER', 'The movement order must name every ship exactly once.', {
        at: 'order',
        suggestion: `Default order: ${[...ranking].reverse().join(', ')}.`,
      }),
    );
  }
  return ok([...winnersChoice]);
}
