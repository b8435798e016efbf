/**
 * What a Metaverse ship's or commander's name may not hold (issue 24, trap 5): the characters the order notation
 * reads as the end of a name (notation/make.ts): ":" ends a squadron's or ship's name at the start of a line, "·",
 * "•", ";" and "," separate the items of a line, ">" comes before a target and "@" before its arc, brackets hold
 * drives and targets ("RAM(ISS Vengeance)"), and "&" joins the ships broken off together. A name holding one of
 * them could not be aimed at, given orders or paid with, so validate-fleet.ts refuses it on import and at setup.
 */
import { separatorProblem } from '../../core/names.ts';

export const NAME_SEPARATORS = ':·•;,>@()&';

/** Why `name` cannot name a ship (or, with `what`, a commander), or null. */
export const nameProblem = (name: string, what?: string): string | null => separatorProblem(name, NAME_SEPARATORS, what);
