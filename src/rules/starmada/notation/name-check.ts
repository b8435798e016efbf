/**
 * What a Starmada ship's name may not hold (issue 24, trap 5): the characters the order notation reads as the end
 * of a name. A fire line is "Ship: battery > target; battery > target" (notation/fire.ts: the colon ends the firing
 * ship, ";" and "," the groups), orders are "Ship 2P2; Ship 3" (notation/orders.ts), losses "Ship: 2, 3"
 * (notation/losses.ts). A name holding one of them could not be aimed at or given orders, so it is refused where it
 * is given (/fleet add, an imported design's class name, which its ships take) and by setup for a stored fleet.
 */
import { separatorProblem } from '../../core/names.ts';

export const NAME_SEPARATORS = ':;,';

/** Why `name` cannot name a ship, or null. */
export const shipNameProblem = (name: string, what?: string): string | null => separatorProblem(name, NAME_SEPARATORS, what);
