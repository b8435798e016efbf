/**
 * The optional rules a lobby fleet needs that the game has off (core/assist.ts `needs`): each class in the fleet
 * once, as setup checks it (setup/game-setup.ts `classNeedsOptions`: named arcs need C.1, two-mode batteries C.2, a carrier
 * B.4). Nine of the ten library classes use named or defensive arcs, so most fleets need Alternate firing arcs.
 */
import type { OptionNeed } from '../../core/assist.ts';
import { classNeedsOptions } from '../setup/game-setup.ts';
import { classFor, readStoredFleet } from './stored-fleet.ts';
import { readOptions } from './fleet-summary.ts';
import { isLongRangeClass } from '../fighters/long-range.ts';

export function fleetNeeds(raw: Record<string, unknown>, rawOptions: unknown): OptionNeed[] {
  const stored = readStoredFleet(raw);
  if (!stored.ok) return [];
  const options = readOptions(rawOptions);
  const classes = new Set(stored.value.ships.flatMap((entry) => classFor(stored.value, entry.class) ?? []));
  // F.6 p.53: flights bought without a carrier need the option.
  const longRange: OptionNeed[] =
    stored.value.ships.some((entry) => isLongRangeClass(entry.class)) && !options.longRangeFighters ? [{ optionId: 'longRangeFighters', why: 'Your fleet has long range flights' }] : [];
  return [...[...classes].flatMap((cls) => classNeedsOptions(cls, options)), ...longRange];
}
