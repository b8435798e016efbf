/**
 * F.7 Random Fighter Initiative (Starmada p.53): instead of the ratio rule, a deck of cards, one red card per flight of
 * side A and one black per flight of side B, is shuffled and flipped one at a time; the colour of each card says
 * which side activates a flight next.
 *
 * Salvo shuffles by drawing: for each place in the deck one die with as many sides as cards are left picks the card,
 * so every die is in the log and the order is the deck's, card by card [ruling 150].
 */
import type { Dice } from '../../core/dice.ts';
import type { SideId } from '../state.ts';

/**
 * The colours of the flipped cards, in order: `countA` cards of side A and `countB` of side B. The same deck serves
 * D.8's random movement initiative (p.47), whose dice say so (`rule`).
 */
export function randomInitiativeDeck(countA: number, countB: number, dice: Dice, rule = 'F.7 random fighter initiative'): SideId[] {
  const deck: SideId[] = [...Array<SideId>(countA).fill('A'), ...Array<SideId>(countB).fill('B')];
  const flipped: SideId[] = [];
  while (deck.length > 0) {
    // A one-card deck needs no die.
    const pick = deck.length === 1 ? 1 : dice.roll(`${rule}: card ${flipped.length + 1} of ${countA + countB}`, deck.length);
    flipped.push(...deck.splice(pick - 1, 1));
  }
  return flipped;
}
