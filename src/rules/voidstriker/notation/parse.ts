/**
 * Parses a seat's round orders from the compact text notation (book §2.31, §2.33, §2.331, §2.342, §2.343,
 * §2.35, §2.351). See help.ts for the notation with examples. This file reads the lines and
 * blocks; the items are read by read-items.ts, the drafts kept in plot-reader.ts and finished in finish-plot.ts.
 *
 * Shape: one block per ship, started by `Name:` (unique prefix); a block may go on over several lines. With a
 * single ship the name may be left out. Inside a block, items are separated by `·` `•` `;` `,` (or new lines);
 * an item that starts with a section word (thrust, sensors/track, ecm, move, fire, launch, hold, shutdown) opens
 * that section, any other item continues the current one. Case, spaces, hyphens and dots in names are ignored.
 *
 * Judgement calls:
 * - Everything left out defaults to nothing: thrust 0/0/0, four empty phases, no sensors, no fire. A ship with
 *   no block at all gets the idle plot (drift only).
 * - `ecm N` without a target jams the only possible target; with several targets it is an error (§2.331 "ECM
 *   must be assigned to specific enemies"). `sensors Name` without a count is 1 sensor.
 * - A fire order that names a missile tube mount is a launch order (§2.351); `hold` or `hold point-blank` with
 *   no mounts holds every direct-fire mount that has no fire order.
 * - Repeated sensor entries for the same target and job are added up.
 * - Every problem is reported, with where it is and how to fix it; nothing is guessed silently.
 */
import { err, ok, type Result, type RuleError } from '../../core/result.ts';
import { finishShip } from './finish-plot.ts';
import { newReader, placeFrom, resolveName, settle, startShip, type Draft, type PlotReader } from './plot-reader.ts';
import { readItem } from './read-items.ts';
import { sectionOf } from './sections.ts';
import { idleShipPlot, type PlotContext, type RoundPlot, type ShipPlot } from './types.ts';
import { voidstrikerError } from '../errors.ts';

const SEPARATORS = /[·•;,]/;

/** A `Name:` line opens that ship's block (null when the name is unknown: its lines are skipped). */
function readHeader(r: PlotReader, line: string, colon: number, i: number): Draft | null {
  settle(r);
  const head = line.slice(0, colon);
  const from = r.errors.length;
  const ship = resolveName(r, head, r.ctx.ships, 'ship of yours', `line ${i + 1}`);
  placeFrom(r, from, { line: i + 1, quote: head });
  r.section = null;
  return ship ? startShip(r, ship, line.trim(), i + 1) : null;
}

/** A line outside any block: the only ship's first line, or a problem (once, unless a name was already refused). */
function blockFor(r: PlotReader, line: string, i: number): Draft | null {
  const { ctx, errors } = r;
  const only = ctx.ships.length === 1 ? ctx.ships[0] : undefined;
  if (only && r.drafts.size === 0) return startShip(r, only, line.trim(), i + 1);
  if (!errors.some((e) => e.code === 'ERR_PLOT_NO_SHIP' || e.code === 'ERR_PLOT_UNKNOWN_NAME' || e.code === 'ERR_PLOT_AMBIGUOUS'))
    errors.push(
      voidstrikerError('ERR_PLOT_NO_SHIP', 'Start each ship\'s orders with its name and a colon.', {
        at: `line ${i + 1}`,
        line: i + 1,
        quote: line,
        suggestion: `e.g. ${ctx.ships[0]?.name ?? 'Warhawk'}: thrust 4/0/0 · move a4 | a4 | a4 | a4`,
      }),
    );
  return null;
}

/** The items of one line, read into the block's draft. */
function readItems(r: PlotReader, d: Draft, rest: string, i: number): void {
  for (const item of rest.split(SEPARATORS)) {
    const from = r.errors.length;
    readItem(r, d, item, `line ${i + 1} (${d.ship.name})`);
    placeFrom(r, from, { line: i + 1, unit: d.ship.name, quote: item.trim() });
    const section = r.section;
    if (r.errors.length > from && section !== null) d.unread.add(section);
    if (section !== null && item.trim() !== '' && !d.said.has(section)) d.said.set(section, { quote: item.trim(), line: i + 1 });
    if (r.second?.d === d && item.trim() !== '' && section !== 'fire' && section !== 'launch') r.second.plots = true;
  }
}

function readLine(r: PlotReader, line: string, i: number): void {
  let rest = line;
  const colon = line.indexOf(':');
  if (colon >= 0 && sectionOf(line.trim()) === null) {
    r.current = readHeader(r, line, colon, i);
    if (!r.current) return;
    rest = line.slice(colon + 1);
  } else if (line.trim() === '') return;
  if (!r.current) r.current = blockFor(r, line, i);
  if (r.current) readItems(r, r.current, rest, i);
}

/** Parses a seat's orders for the round and validates them against each ship's limits. */
export function parseRoundPlot(text: string, ctx: PlotContext): Result<RoundPlot, RuleError[]> {
  const r = newReader(ctx);
  for (const [i, line] of text.split(/\r?\n/).entries()) readLine(r, line, i);
  settle(r);
  const ships: ShipPlot[] = [];
  for (const ship of ctx.ships) {
    const d = r.drafts.get(ship.id);
    if (!d) {
      ships.push(idleShipPlot(ship.id));
      continue;
    }
    const finished = finishShip(d, ship);
    r.errors.push(...finished.errors);
    ships.push(finished.plot);
  }
  if (r.drafts.size === 0 && r.errors.length === 0) {
    r.errors.push(voidstrikerError('ERR_PLOT_EMPTY', 'The plot is empty.', { suggestion: `e.g. ${ctx.ships[0]?.name ?? 'Warhawk'}: thrust 4/0/0 · move a4 | a4 | a4 | a4` }));
  }
  return r.errors.length > 0 ? err(r.errors) : ok({ ships });
}
