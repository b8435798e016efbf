/**
 * A draft with new notation merged in, as the text the step's reader parses next.
 * - Movement orders and placements are one line per ship. A movement line is made of parts (core/order-parts.ts):
 *   the move and each clause after it ("Zephyr 4, boost 1"); a typed line replaces only the parts it names, so a
 *   move picked on the map keeps the ship's boost, and "no boost" takes one away. With the scope 'units' (the Plot
 *   modal, which shows the ship's whole order) and for placements the line is replaced whole. A named line with
 *   nothing after the name drops the ship's order (it then moves straight ahead, p.16). A second line for a ship in one message is kept as typed, so the reader
 *   says the ship has two orders instead of the last one silently winning. Placements start
 *   from the default hexes when there is no draft, so placing one ship leaves the others placed (2.3 p.12).
 * - Fire adds declarations: new lines go after the draft's, except "<ship>: hold", which clears that ship's
 *   earlier declarations (4.1 p.18).
 * - Other steps take one answer, so the new text replaces the draft.
 * Lines that name no ship are kept as typed, so the reader reports them in the step's own words.
 * Never throws: the text is only split and matched; the parse that follows reports every problem.
 */
import { orderableShips } from '../movement/sequential.ts';
import { stripNotes } from '../../core/echo-note.ts';
import { mergeParts, type MergeScope } from '../../core/order-parts.ts';
import { shipOrderParts } from '../notation/ship-orders.ts';
import type { SeatId } from '../../core/rule-system.ts';
import { defaultPlacements, unitsToPlace } from '../sequence/deployment.ts';
import type { StarmadaState } from '../state.ts';
import type { StarmadaSubmission } from '../submission.ts';
import { ordersLines, placementLines, submissionText } from './draft-text.ts';
import { splitUnitLine, type NamedUnit } from '../../core/unit-line.ts';
import { linesOf } from './unit-names.ts';
import { cutGraphemes } from '../../core/cut-text.ts';

/** How a unit's typed words go over its drafted ones: by default they replace them. */
type Combine = (drafted: string | undefined, typed: string) => string;

/** Units' lines replaced by the new text's lines; the result in fleet order, unknown lines last. */
function replaceLines(units: readonly NamedUnit[], draftLines: readonly string[], text: string, separator: string, semicolons: boolean, combine: Combine = (_d, t) => t): string {
  const byUnit = new Map<string, string>();
  const drafted = new Map<string, string>();
  const loose: string[] = [];
  for (const line of draftLines) {
    const found = splitUnitLine(units, line);
    if (found) byUnit.set(found.unit.id, `${found.unit.name}${separator}${found.rest}`);
    if (found) drafted.set(found.unit.id, found.rest);
    else loose.push(line);
  }
  const named = new Set<string>();
  for (const line of linesOf(text, semicolons)) {
    const found = splitUnitLine(units, line);
    // A unit's second line in one message is kept as typed, so the reader says it has two orders.
    if (!found || named.has(found.unit.id)) {
      loose.push(line);
      continue;
    }
    named.add(found.unit.id);
    if (found.rest === '') byUnit.delete(found.unit.id);
    else byUnit.set(found.unit.id, `${found.unit.name}${separator}${combine(drafted.get(found.unit.id), found.rest)}`);
  }
  return [...units.flatMap((u) => byUnit.get(u.id) ?? []), ...loose].join('\n');
}

/**
 * A ship's typed order over its drafted one, part by part (core/order-parts.ts): a typed move replaces the move,
 * a typed clause its clause, "no boost" takes the boost away, and the draft's other parts stay.
 */
const overParts: Combine = (drafted, typed) => {
  const kept = mergeParts(drafted === undefined ? [] : shipOrderParts(drafted).parts, shipOrderParts(typed));
  const move = kept.filter((p) => p.section === 'move');
  return [...move, ...kept.filter((p) => p.section !== 'move')].map((p) => p.text).join(', ');
};

const HOLD = /^(hold|pass|none|-)$/i;

/** Fire: the draft's lines, then the new ones; "<ship>: hold" drops that ship's earlier lines. */
function appendFire(state: StarmadaState, seat: SeatId, draftText: string, text: string): string {
  const own = state.ships.filter((s) => s.seat === seat && s.status === 'active');
  const shipOf = (line: string): string | undefined => {
    const colon = line.indexOf(':');
    if (colon < 0) return undefined;
    // As the fire reader matches a ship: the exact name, else a unique start of one.
    const name = line.slice(0, colon).trim().replace(/\s+/g, ' ').toLowerCase();
    if (name === '') return undefined;
    const exact = own.find((s) => s.name.toLowerCase() === name);
    const starts = own.filter((s) => s.name.toLowerCase().startsWith(name));
    return exact?.id ?? (starts.length === 1 ? starts[0]?.id : undefined);
  };
  let lines = linesOf(draftText, false);
  for (const line of linesOf(text, false)) {
    const ship = shipOf(line);
    const rest = line.slice(line.indexOf(':') + 1).trim();
    if (ship !== undefined && HOLD.test(rest)) lines = lines.filter((l) => shipOf(l) !== ship);
    lines.push(line);
  }
  return lines.join('\n');
}

/** Movement lines merge part by part unless the scope is 'units'; placements replace the line (module header). */
export function merge(state: StarmadaState, seat: SeatId, draft: StarmadaSubmission | null, text: string, scope: MergeScope = 'parts'): string {
  // Notes of a pasted echo line go before the lines are matched (core/echo-note.ts).
  const typed = typeof text === 'string' ? stripNotes(text) : '';
  switch (state.phase.kind) {
    case 'orders': {
      const units = orderableShips(state, seat);
      const drafted = draft?.kind === 'orders' ? ordersLines(state, draft.orders) : [];
      return replaceLines(units, drafted, typed, ': ', true, scope === 'units' ? undefined : overParts);
    }
    case 'deployment': {
      const units = unitsToPlace(state, seat);
      // The deployment reader takes "<name> <hex> <facing>" with no colon (setup/deployment.ts).
      // Without a draft every ship starts on its default hex, so placing one ship leaves the others placed.
      const drafted = placementLines(state, draft?.kind === 'deploy' ? draft.placements : defaultPlacements(state, seat));
      return replaceLines(units, drafted, typed, ' ', true);
    }
    case 'fire':
    case 'fireActivation':
      return appendFire(state, seat, draft?.kind === 'fire' ? submissionText(state, seat, draft) : '', typed);
    case 'fighters':
    case 'weaponLosses':
    case 'over':
      return cutGraphemes(typed, 4000);
  }
}

/**
 * The pieces `merge` may take apart (core/assist.ts `pieces`): in the steps with a line per ship (placement, movement,
 * fire) each line; other steps take one answer.
 */
export function pieces(state: StarmadaState, _seat: SeatId, text: string): string[] {
  const lined = ['orders', 'deployment', 'fire', 'fireActivation'].includes(state.phase.kind);
  return lined ? text.split(/\r?\n/).filter((l) => l.trim() !== '') : [text];
}
