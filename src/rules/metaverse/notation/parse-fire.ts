/**
 * Reads a seat's secret fire orders from the compact text notation (help.ts; book
 * "Starship Combat Step" p.24 with Volley and Surgical Fire, p.53 fire control, p.67 launchers). help.ts shows the
 * notation with examples; make.ts writes it back.
 *
 * Shape: one block per ship, `Name:` first; orders separated by `;` `·` or new lines, each read by fire-order.ts:
 * `weapons > target [@sensor] [volley | surgical <system>]`; `fc 16/8` splits the fire control.
 *
 * Judgement calls:
 * - Parsing never throws; every problem is collected (with where and how to fix it) and nothing is guessed.
 * - A weapon given two orders in one message is refused with both quoted; neither is kept silently.
 */
import { about, twiceError } from '../../core/problem.ts';
import { err, ok, type Result, type RuleError } from '../../core/result.ts';
import { splitOutside } from './tokens.ts';
import { sensorChoices, type FireDraft, type FireDraftContext, type FireOrder, type FireShip, type ShipFire } from './types.ts';
import { validateFireOrders } from './validate.ts';
import { readFireOrder, type FireReading } from './fire-order.ts';
import { placeFrom, resolver, twice } from './reading.ts';
import { metaverseError } from '../errors.ts';

type Item = { text: string; at: string; line: number };
type ShipBlock = { ship: FireShip; items: Item[] };

/** The whole text being read: each ship's block, and the block lines go on in. */
interface FireText extends FireReading {
  readonly blocks: Map<string, ShipBlock>;
  current: ShipBlock | null;
}

function blockFor(f: FireText, ship: FireShip): ShipBlock {
  const block = f.blocks.get(ship.id) ?? { ship, items: [] };
  f.blocks.set(ship.id, block);
  return block;
}

/** A line before any ship's name: the seat's only ship's block, or a refusal (once). */
function headlessShip(f: FireText, line: string, i: number): ShipBlock | null {
  const only = f.ctx.ships.length === 1 ? f.ctx.ships[0] : undefined;
  if (only) return blockFor(f, only);
  if (!f.errors.some((e) => e.code === 'ERR_FIRE_NO_SHIP' || e.code === 'ERR_PLOT_UNKNOWN_NAME' || e.code === 'ERR_PLOT_AMBIGUOUS'))
    f.errors.push(metaverseError('ERR_FIRE_NO_SHIP', "Start each ship's fire orders with its name and a colon.", { at: `line ${i + 1}`, line: i + 1, quote: line, suggestion: `e.g. ${f.ctx.ships[0]?.name ?? 'Thunderchild'}: all laser > ${f.ctx.targets[0]?.name ?? 'target'}` }));
  return null;
}

/** One line: maybe `Ship:` first (a colon before any `>`), then orders for the block it opens or goes on with. */
function readFireLine(f: FireText, line: string, i: number): void {
  const at = `line ${i + 1}`;
  let rest = line;
  const colon = line.indexOf(':');
  const gt = line.indexOf('>');
  if (colon >= 0 && (gt < 0 || colon < gt)) {
    const from = f.errors.length;
    const ship = f.resolve(line.slice(0, colon), f.ctx.ships, 'ship of yours', at);
    placeFrom(f.errors, from, { line: i + 1, quote: line.slice(0, colon) });
    rest = line.slice(colon + 1);
    f.current = ship ? blockFor(f, ship) : null;
    if (!f.current) return;
  } else if (line.trim() === '') return;
  const block = f.current ?? headlessShip(f, line, i);
  if (!block) return;
  f.current = block;
  for (const item of splitOutside(rest, '·•;')) if (item.trim() !== '') block.items.push({ text: item.trim(), at: `${at} (${block.ship.name})`, line: i + 1 });
}

/** `fc 16/8` items: the fire-control split (p.53), once; the other items are orders. */
function fireControlSplit(f: FireText, items: readonly Item[]): { split: number[] | null; orders: Item[] } {
  let split: number[] | null = null;
  const orders: Item[] = [];
  for (const item of items) {
    const fc = /^fc\s*:?\s*(.*)$/i.exec(item.text);
    if (!fc || item.text.includes('>')) {
      orders.push(item);
      continue;
    }
    const parts = (fc[1] ?? '').split(/[/+\s,]+/).filter((p) => p !== '');
    if (parts.length === 0 || parts.some((p) => !/^\d+$/.test(p))) f.errors.push(metaverseError('ERR_FIRE_FC_SPLIT', `Cannot read the fire-control split "${item.text}".`, { at: item.at, suggestion: 'Write the parts, e.g. fc 16/8.' }));
    else if (split) twice(f.errors, 'The fire-control split', item.at);
    else split = parts.map(Number);
  }
  return { split, orders };
}

/** The orders of a ship's items, each placed at its words; a weapon given two orders is refused with both quoted. */
function readOrders(f: FireText, ship: FireShip, split: readonly number[] | null, items: readonly Item[]): FireOrder[] {
  const orders: FireOrder[] = [];
  const sensors = sensorChoices(ship, split);
  const said = new Map<string, string>();
  for (const item of items) {
    const before = { errors: f.errors.length, orders: orders.length };
    readFireOrder(f, item.text, item.at, ship, sensors, orders);
    placeFrom(f.errors, before.errors, { unit: ship.name, quote: item.text, line: item.line });
    for (const o of orders.splice(before.orders)) {
      const first = said.get(o.weapon);
      if (first === undefined) {
        said.set(o.weapon, item.text);
        orders.push(o);
      } else f.errors.push({ ...twiceError(ship.name, first, item.text, { suggestion: `${ship.weapons.find((w) => w.id === o.weapon)?.label ?? ship.weapons.find((w) => w.id === o.weapon)?.name ?? 'A weapon'} fires once a turn (p.24).` }), line: item.line });
    }
  }
  return orders;
}

/** One ship's fire: its split and orders. */
function readShipFire(f: FireText, { ship, items }: ShipBlock): ShipFire {
  const from = f.errors.length;
  const { split, orders } = fireControlSplit(f, items);
  placeFrom(f.errors, from, { unit: ship.name });
  return { ship: ship.id, fireControl: split, orders: readOrders(f, ship, split, orders) };
}

/** Parses a seat's fire orders for the Starship Combat Step, validated against the context. */
export function parseFireOrders(text: string, ctx: FireDraftContext): Result<FireDraft, RuleError[]> {
  const read = readFireOrders(text, ctx);
  return read.errors.length > 0 ? err(read.errors) : ok(read.fire);
}

/**
 * The fire orders that read and check well, and every problem: the rules' later checks (legal targets, Danger Close)
 * can then try the good orders too, so a refusal lists everything at once.
 */
export function readFireOrders(text: string, ctx: FireDraftContext): { fire: FireDraft; errors: RuleError[] } {
  const errors: RuleError[] = [];
  const f: FireText = { ctx, errors, resolve: resolver(errors), blocks: new Map(), current: null };
  for (const [i, line] of text.split(/\r?\n/).entries()) readFireLine(f, line, i);
  const ships: ShipFire[] = [];
  const unread = new Set<string>();
  for (const ship of ctx.ships) {
    const block = f.blocks.get(ship.id);
    if (!block) continue;
    const from = errors.length;
    ships.push(readShipFire(f, block));
    if (errors.length > from) unread.add(ship.id);
  }
  if (ships.length === 0 && errors.length === 0)
    errors.push(metaverseError('ERR_FIRE_EMPTY', 'The fire orders are empty.', { suggestion: `Name weapons and a target, e.g. ${ctx.ships[0]?.name ?? 'Thunderchild'}: all laser > ${ctx.targets[0]?.name ?? 'target'}, or write "${ctx.ships[0]?.name ?? 'Thunderchild'}: hold".` }));
  // The ships whose orders all read are checked even when others' did not: every problem at once.
  const good = ships.filter((s) => !unread.has(s.ship));
  const firstLine = (e: RuleError): number | undefined => [...f.blocks.values()].find((b) => b.ship.name === e.at)?.items[0]?.line;
  const checked = validateFireOrders({ ships: good }, ctx).map((e) => about({ unit: ctx.ships.find((x) => x.name === e.at)?.name, line: firstLine(e) }, e));
  errors.push(...checked);
  const refused = new Set(checked.map((e) => e.unit));
  return { fire: { ships: good.filter((s) => !refused.has(ctx.ships.find((x) => x.id === s.ship)?.name)) }, errors };
}
