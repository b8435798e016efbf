/**
 * The one place for the small words every system's text needs: counts with plurals and dice as the summaries show
 * them. A summary that shows every die (docs/step-cycle.md, "Dice you can check") writes them all the same way.
 */

/** "1 ship", "3 ships", "2 marine parties": the count and the noun that agrees with it. */
export const count = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;

/** The noun alone, agreeing with n: "hit" or "hits". */
export const plural = (n: number, one: string, many = `${one}s`): string => (n === 1 ? one : many);

/** Dice as the summaries list them: "[3, 5, 6]". */
export const diceList = (rolls: readonly number[]): string => `[${rolls.join(', ')}]`;

/** A kind of die and what it rolled: "d10 [3, 5]". */
export const diceRolled = (sides: number, rolls: readonly number[]): string => `d${sides} ${diceList(rolls)}`;
