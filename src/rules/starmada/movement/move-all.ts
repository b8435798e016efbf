/**
 * The Movement Phase for all ships at once (Starmada sequence of play 1e, 2c, 2c-iii, p.14; 3.2–3.4 p.15–17):
 * check every order, move every ship, then resolve stacking.
 *
 * - Simultaneous: every order is checked against the state before anyone moves, and ships pass through each
 *   other (p.16), so the order in which ships are moved does not matter.
 * - Illegal orders are not carried out: the ship moves straight ahead at its previous speed (3.2 p.15); a
 *   ship whose orders are missing does the same [ruling 52]. The event records why.
 * - Orders arrive read (notation/ship-orders.ts): a move, and the choices written after it.
 * - Towing (D.9): a ship with T/ tows the ship its "tow" clause names, or the only one that qualifies
 *   (towing.ts). Every tower of one ship must write the same orders; the tow's effective engine rating replaces
 *   each tower's own. The towed ship's own orders, if any, are ignored: it moves with its tower(s) and ends with
 *   the tower's speed, heading and slips (not its pivot or roll). If any tower's orders are illegal the tow
 *   fails: every ship in it falls back to straight ahead at its previous speed.
 * - Boosters (B.3) are spent only when the orders they power are legal: a refused order expends nothing.
 * - Cloaked ships (C/, B.5) move by their orders but are off the board, so they take no part in stacking;
 *   their events are visible to their own side only [ruling 27]. Detection, the cloak marker and hyperdrive
 *   warm-up rolls happen before this step (2a, 2b) and are not done here.
 * - Stacking (stacking.ts) uses each ship's current engine rating from its track, and a displaced ship's trail
 *   ends in the hex it was moved to.
 * - Floating board (D.4, floating-board.ts): when a path leaves the board, every ship first shifts by the shortest
 *   float that keeps all paths and the other objects (`fixedObjects`) on it, and the result says by how much.
 * - Overthrusters (B.16, overthrusters.ts) turn the ships that asked after all have moved and stacked.
 */
import { count, plural } from '../../core/text.ts';
import type { Dice } from '../../core/dice.ts';
import { DIRECTION_NAMES, hexAdd, hexEquals, type Direction, type Hex } from '../../core/hex.ts';
import { makeHexLabel, onBoard, type Board } from '../../core/offset.ts';
import type { SeatId } from '../../core/rule-system.ts';
import type { StarmadaOptions } from '../options.ts';
import type { ShipClass } from '../ships/schema.ts';
import type { ShipState, SideId } from '../state.ts';
import { edgesCrossed, executeOrder, fallbackOrder, type BoardEdge, type LeftBoard, type MoveOutcome, type MoveTerrain } from './execute.ts';
import { describeFloat, floatShift, floatShip } from './floating-board.ts';
import { makeOrder } from '../notation/movement.ts';
import type { ShipOrders } from '../notation/ship-orders.ts';
import { hasPrefix, orderSpeed, type MoveOrder, type TurnCode } from './order.ts';
import { hasWorkingOverthrusters, overthrust } from './overthrusters.ts';
import { describeStacking, resolveStacking, type ChooseDisplacement, type StackingContest } from './stacking.ts';
import { planTows, type TowPlan } from './towing.ts';
import { orderShipFrom, validateOrder, type OrderShip, type ValidatedOrder } from './validate.ts';

export interface MoveAllInput {
  readonly ships: readonly ShipState[];
  readonly classes: Readonly<Record<string, ShipClass>>;
  readonly board: Board;
  readonly options: StarmadaOptions;
  /** By ship id; a ship without an entry sent no orders. */
  readonly submissions: Readonly<Record<string, ShipOrders | undefined>>;
  /** Edges each side's ships may leave by without being destroyed (scenario rules, S.2, S.3, S.7). */
  readonly exitEdges?: Readonly<Partial<Record<SideId, readonly BoardEdge[]>>>;
  /** The owners' picks for displaced ships (stacking.ts). */
  readonly chooseHex?: ChooseDisplacement;
  /** Terrain on the board (Appendix G); absent in open space. */
  readonly terrain?: MoveTerrain;
  /** B.21: the way the solar wind blows, for ships with solar sails. */
  readonly solarWind?: Direction;
  /** D.4: where the other objects on the board are (floating-board.ts `boardObjects`), which a float may not push off. */
  readonly fixedObjects?: readonly Hex[];
  /** S.9 storm result 2: no starship may turn this Movement Phase. */
  readonly noTurns?: boolean;
  /** D.8: ships move one at a time, so stacking and overthrusters wait until all have moved (`settleSequential`). */
  readonly deferStacking?: boolean;
}

export type FallbackReason = 'missing' | 'illegal' | 'towFailed';

export interface ShipMoveEvent {
  readonly type: 'move';
  readonly shipId: string;
  readonly shipName: string;
  readonly seat: SeatId;
  /** The orders carried out, in normal form: the fallback's when the ship's own were not. */
  readonly order: string;
  readonly speed: number;
  /** Engine requirement and available rating of legal orders. */
  readonly engine?: { readonly requirement: number; readonly available: number };
  readonly fallback?: { readonly reason: FallbackReason; readonly problems: readonly string[]; readonly refused?: string };
  readonly towedBy?: readonly string[];
  readonly tows?: string;
  readonly boosters?: number;
  readonly cloaked?: boolean;
  readonly from: Hex;
  readonly to: Hex;
  readonly heading: number;
  readonly facing: number;
  readonly leftBoard?: LeftBoard;
  /** Entered a hex that destroys it (Appendix G). */
  readonly struck?: MoveOutcome['struck'];
  /** G.6: altitude after the move. */
  readonly altitude?: number;
  /** Seats that may see this event now; absent means everyone. */
  readonly visibleTo?: readonly SeatId[];
  readonly text: string;
}

export interface OverthrustEvent {
  readonly type: 'overthrust';
  readonly shipId: string;
  readonly roll: number;
  readonly turned: boolean;
  readonly text: string;
}

export interface StackingEvent {
  readonly type: 'stacking';
  readonly contest: StackingContest;
  readonly text: string;
}

export interface FloatEvent {
  readonly type: 'float';
  readonly shift: Hex;
  readonly text: string;
}

export type MovementEvent = ShipMoveEvent | StackingEvent | OverthrustEvent | FloatEvent;

export interface MoveAllResult {
  /** Every ship, in input order; ships that were not active are unchanged. */
  readonly ships: ShipState[];
  /** Hexes entered by each ship that moved, starting where it began. */
  readonly trails: Record<string, Hex[]>;
  /** Orders carried out, by ship id, in normal form. */
  readonly revealedOrders: Record<string, string>;
  readonly events: MovementEvent[];
  readonly contests: StackingContest[];
  /** D.4: the board floated by this shift before the ships moved; every other object must follow it. */
  readonly floated?: Hex;
}

interface Plan {
  readonly ship: ShipState;
  readonly view: OrderShip;
  readonly order: MoveOrder;
  readonly validated?: ValidatedOrder;
  readonly fallback?: { reason: FallbackReason; problems: string[]; refused?: string };
  readonly towedBy?: readonly string[];
  readonly tows?: string;
}

function classOf(input: MoveAllInput, ship: ShipState): ShipClass {
  const c = input.classes[ship.classId];
  if (!c) throw new Error(`ship ${ship.id} has class ${ship.classId}, which the game does not hold`);
  return c;
}

/** What every step of moveAllShips shares: the input, the ships on the board and their order views. */
interface Context {
  readonly input: MoveAllInput;
  readonly active: readonly ShipState[];
  readonly view: (s: ShipState) => OrderShip;
}

/** 1. Tows (D.9): towers, their targets, and each tow's effective engine rating. */
function planAllTows({ input, active, view }: Context): TowPlan {
  const requests = active.flatMap((s) => {
    const orders = input.submissions[s.id];
    return input.options.towing && orders && hasPrefix(orders.move, 'T') ? [{ tower: s, named: orders.tow, order: makeOrder(orders.move) }] : [];
  });
  return planTows(requests, active, (id) => {
    const s = active.find((x) => x.id === id) as ShipState;
    return { hullSize: classOf(input, s).hullSize, engineRating: view(s).engineRating };
  });
}

/** 2. Check every order; illegal or missing ones become straight ahead at the previous speed. */
function checkAllOrders({ input, active, view }: Context, tows: TowPlan): Map<string, Plan> {
  const plans = new Map<string, Plan>();
  for (const ship of active) {
    const sub = input.submissions[ship.id];
    const fallback = (reason: FallbackReason, problems: string[], refused?: string): Plan => ({
      ship,
      view: view(ship),
      order: fallbackOrder(ship),
      fallback: refused === undefined ? { reason, problems } : { reason, problems, refused },
    });
    if (sub === undefined) {
      plans.set(ship.id, fallback('missing', []));
      continue;
    }
    const checked = validateOrder(sub.move, view(ship), input.options, { boosters: sub.boost, towingRating: tows.ratings.get(ship.id), noTurns: input.noTurns ?? false });
    const towTrouble = (tows.problems.get(ship.id) ?? []).map((e) => e.message);
    // A tow problem already says what is wrong with the tow; validateOrder's "say which ship" would repeat it.
    const ruleTrouble = checked.ok ? [] : checked.error.filter((e) => !(towTrouble.length > 0 && e.code === 'ERR_TOW_MISSING')).map((e) => e.message);
    const problems = [...towTrouble, ...ruleTrouble, ...orbitTrouble(input, ship, sub.move)];
    if (problems.length > 0) plans.set(ship.id, fallback('illegal', problems, makeOrder(sub.move)));
    else if (checked.ok) plans.set(ship.id, { ship, view: view(ship), order: sub.move, validated: checked.value, tows: tows.targets.get(ship.id) });
  }
  return plans;
}

/** G.5 p.56: an orbit starts only beside a planet, heading for another hex beside it; the move tries it. */
function orbitTrouble(input: MoveAllInput, ship: ShipState, order: MoveOrder): string[] {
  if (!order.steps.some((s) => s.kind === 'orbit') || !input.options.planets) return [];
  const tried = executeOrder(ship, order, input.board, input.exitEdges?.[ship.side] ?? [], input.terrain);
  if (!tried.orbitRefused) return [];
  return [`${ship.name} may start an orbit only from a hex next to a planet, heading for another hex next to it (G.5); write the hexes before the orbit so that it ends there.`];
}

/** 3. A tow stands only if every tower's orders are legal; then the towed ship's own orders are set aside. */
function settleTows({ input, active, view }: Context, plans: Map<string, Plan>, groups: TowPlan['groups']): void {
  for (const [towedId, ids] of groups) {
    const towed = active.find((s) => s.id === towedId) as ShipState;
    const group = ids.map((id) => active.find((s) => s.id === id) as ShipState);
    const failed = group.filter((t) => plans.get(t.id)?.fallback !== undefined);
    if (failed.length === 0) {
      const lead = plans.get((group[0] as ShipState).id) as Plan;
      plans.set(towedId, { ship: towed, view: view(towed), order: lead.order, towedBy: ids });
      continue;
    }
    const why = `the tow of ${towed.name} failed because ${failed.map((t) => t.name).join(' and ')} could not carry out ${plural(failed.length, 'its', 'their')} orders.`;
    for (const t of group) {
      const plan = plans.get(t.id) as Plan;
      if (plan.fallback === undefined) {
        plans.set(t.id, { ship: t, view: view(t), order: fallbackOrder(t), fallback: { reason: 'towFailed', problems: [capitalise(why)], refused: makeOrder(plan.order) } });
      }
    }
    if (input.submissions[towedId] === undefined) {
      plans.set(towedId, { ship: towed, view: view(towed), order: fallbackOrder(towed), fallback: { reason: 'towFailed', problems: [capitalise(why)] } });
    }
  }
}

/** 4. Move every ship; towed ships follow their lead tower. */
function moveEach({ input, active }: Context, plans: ReadonlyMap<string, Plan>, board: Board | null = input.board): Map<string, MoveOutcome> {
  const outcomes = new Map<string, MoveOutcome>();
  for (const ship of active) {
    const plan = plans.get(ship.id) as Plan;
    if (plan.towedBy) continue;
    outcomes.set(ship.id, executeOrder(ship, plan.order, board, input.exitEdges?.[ship.side] ?? [], input.terrain));
  }
  for (const ship of active) {
    const lead = plans.get(ship.id)?.towedBy?.[0];
    if (lead === undefined) continue;
    const o = outcomes.get(lead) as MoveOutcome;
    outcomes.set(ship.id, { ...o, facing: o.heading, inverted: ship.inverted });
  }
  return outcomes;
}

/** 5. New ship states. */
function newStates({ input, active }: Context, plans: ReadonlyMap<string, Plan>, outcomes: ReadonlyMap<string, MoveOutcome>): Map<string, ShipState> {
  const moved = new Map<string, ShipState>();
  for (const ship of active) {
    const o = outcomes.get(ship.id) as MoveOutcome;
    const plan = plans.get(ship.id) as Plan;
    const boosters = plan.validated ? (input.submissions[ship.id]?.boost ?? 0) : 0;
    const stutterTo = input.submissions[ship.id]?.stutter;
    moved.set(ship.id, {
      ...ship,
      ...(stutterTo ? { stutterTo } : {}),
      at: o.at,
      heading: o.heading,
      facing: o.facing,
      inverted: o.inverted,
      prevSpeed: o.speed,
      lastSlips: { dir: o.slips.dir, count: o.slips.count },
      status: o.status,
      ...(input.options.threeD ? { altitude: (ship.altitude ?? 3) + o.altitudeChange } : {}),
      munitionsUsed: boosters > 0 ? { ...ship.munitionsUsed, Boosters: (ship.munitionsUsed.Boosters ?? 0) + boosters } : ship.munitionsUsed,
    });
  }
  return moved;
}

/** 6. Stacking among ships still on the board and not cloaked; the ships it moves get the hex in their trails. */
function stackShips(
  { input, view }: Context,
  cloaked: (id: string) => boolean,
  moved: Map<string, ShipState>,
  trails: Record<string, Hex[]>,
  dice: Dice,
): ReturnType<typeof resolveStacking> {
  const stackers = [...moved.values()]
    .filter((s) => s.status === 'active' && !cloaked(s.id))
    .map((s) => ({ id: s.id, name: s.name, side: s.side, at: s.at, heading: s.heading, engineRating: view(s).engineRating }));
  const terrain = input.terrain;
  const choices = {
    ...(input.chooseHex === undefined ? {} : { chooseHex: input.chooseHex }),
    ...(terrain ? { blocked: (at: Hex) => terrain.hazard(at) !== undefined } : {}),
  };
  const stacking = resolveStacking(stackers, input.board, dice, choices);
  for (const s of stacking.ships) {
    const before = moved.get(s.id) as ShipState;
    if (!hexEquals(s.at, before.at)) {
      moved.set(s.id, { ...before, at: s.at });
      trails[s.id]?.push(s.at);
    }
  }
  return stacking;
}

/** 7. Overthrusters (B.16), after every ship has moved: a die for each ship whose owner asked for the turn. */
function fireOverthrusters(
  { input }: Context,
  cloaked: (id: string) => boolean,
  moved: Map<string, ShipState>,
  dice: Dice,
  wanted: (id: string) => TurnCode | undefined = (id) => input.submissions[id]?.overthrust,
): OverthrustEvent[] {
  const events: OverthrustEvent[] = [];
  for (const ship of moved.values()) {
    const to = wanted(ship.id);
    if (to === undefined || ship.status !== 'active' || cloaked(ship.id) || !hasWorkingOverthrusters(ship, classOf(input, ship))) continue;
    const result = overthrust(ship, to, dice);
    moved.set(ship.id, result.ship);
    events.push({ type: 'overthrust', shipId: ship.id, roll: result.roll, turned: result.turned, text: result.text });
  }
  return events;
}

/** 8. One ship's move event, with the orders it revealed. */
function moveEvent(
  { input }: Context,
  ship: ShipState,
  plan: Plan,
  after: ShipState,
  o: MoveOutcome,
  cloaked: boolean,
): ShipMoveEvent {
  const sideSeats = (side: SideId): SeatId[] => [...new Set(input.ships.filter((s) => s.side === side).map((s) => s.seat))];
  const shown = plan.towedBy ? makeOrder({ ...plan.order, prefixes: [], pivot: 0 }) : makeOrder(plan.order);
  const boosters = plan.validated ? (input.submissions[ship.id]?.boost ?? 0) : 0;
  const event: ShipMoveEvent = {
    type: 'move',
    shipId: ship.id,
    shipName: ship.name,
    seat: ship.seat,
    order: shown,
    speed: orderSpeed(plan.order),
    ...(plan.validated ? { engine: { requirement: plan.validated.requirement.total, available: plan.validated.available.total } } : {}),
    ...(plan.fallback ? { fallback: plan.fallback } : {}),
    ...(plan.towedBy ? { towedBy: plan.towedBy } : {}),
    ...(plan.tows !== undefined ? { tows: plan.tows } : {}),
    ...(boosters > 0 ? { boosters } : {}),
    ...(cloaked ? { cloaked: true, visibleTo: sideSeats(ship.side) } : {}),
    from: ship.at,
    to: after.at,
    heading: after.heading,
    facing: after.facing,
    ...(o.leftBoard ? { leftBoard: o.leftBoard } : {}),
    ...(o.struck ? { struck: o.struck } : {}),
    ...(input.options.threeD ? { altitude: after.altitude ?? 3 } : {}),
    text: '',
  };
  return { ...event, text: describeMove(event, plan, input) };
}

/**
 * D.4: the float the ships' paths need, found before anyone moves: null when no path leaves the board (but by an
 * edge the scenario opens to that ship), or when no float keeps everything on it.
 */
function floatNeeded(ctx: Context, plans: ReadonlyMap<string, Plan>): { shift: Hex; ships: ShipState[] } | null {
  const { input, active } = ctx;
  const free = moveEach(ctx, plans, null);
  const exits = (ship: ShipState): boolean => {
    const off = free.get(ship.id)?.trail.find((h) => !onBoard(input.board, h));
    return off !== undefined && edgesCrossed(input.board, off).some((e) => (input.exitEdges?.[ship.side] ?? []).includes(e));
  };
  const staying = active.filter((s) => !exits(s));
  const needing = staying.filter((s) => free.get(s.id)?.trail.some((h) => !onBoard(input.board, h)));
  if (needing.length === 0) return null;
  const hexes = [...staying.flatMap((s) => free.get(s.id)?.trail ?? []), ...(input.fixedObjects ?? [])];
  const shift = floatShift(input.board, hexes);
  return shift === null ? null : { shift, ships: needing };
}

/** D.4: every ship shifted by the float, then moved on a board that floats no more this phase. */
function moveAfterFloat(input: MoveAllInput, float: { shift: Hex; ships: ShipState[] }, dice: Dice): MoveAllResult {
  const ships = input.ships.map((s) => floatShip(s, float.shift));
  // A stutterdrive jump (B.23) was written for the board as it lay: its hex floats too.
  const submissions = Object.fromEntries(
    Object.entries(input.submissions).map(([id, sub]) => [id, sub?.stutter ? { ...sub, stutter: hexAdd(sub.stutter, float.shift) } : sub]),
  );
  const moved = moveAllShips({ ...input, ships, submissions, options: { ...input.options, floatingBoard: false } }, dice);
  const text = describeFloat(input.board, float.shift, float.ships.map((s) => ({ name: s.name, from: s.at })));
  return { ...moved, floated: float.shift, events: [{ type: 'float', shift: float.shift, text }, ...moved.events] };
}

export function moveAllShips(input: MoveAllInput, dice: Dice): MoveAllResult {
  const active = input.ships.filter((s) => s.status === 'active');
  const views = new Map(active.map((s) => [s.id, orderShipFrom(s, classOf(input, s), input.solarWind)]));
  const ctx: Context = { input, active, view: (s) => views.get(s.id) as OrderShip };

  const tows = planAllTows(ctx);
  const plans = checkAllOrders(ctx, tows);
  settleTows(ctx, plans, tows.groups);
  const float = input.options.floatingBoard ? floatNeeded(ctx, plans) : null;
  if (float) return moveAfterFloat(input, float, dice);
  const outcomes = moveEach(ctx, plans);
  const moved = newStates(ctx, plans, outcomes);
  const cloaked = (id: string): boolean => {
    const p = plans.get(id);
    return p?.validated !== undefined && hasPrefix(p.order, 'C');
  };
  const trails: Record<string, Hex[]> = {};
  for (const ship of active) trails[ship.id] = [...(outcomes.get(ship.id) as MoveOutcome).trail];
  const stacking = input.deferStacking ? { ships: [], contests: [] } : stackShips(ctx, cloaked, moved, trails, dice);

  const revealedOrders: Record<string, string> = {};
  const events: MovementEvent[] = [];
  for (const ship of active) {
    const event = moveEvent(ctx, ship, plans.get(ship.id) as Plan, moved.get(ship.id) as ShipState, outcomes.get(ship.id) as MoveOutcome, cloaked(ship.id));
    revealedOrders[ship.id] = event.order;
    events.push(event);
  }
  for (const contest of stacking.contests) events.push({ type: 'stacking', contest, text: describeStacking(contest, input.board) });
  if (!input.deferStacking) events.push(...fireOverthrusters(ctx, cloaked, moved, dice));

  return {
    ships: input.ships.map((s) => moved.get(s.id) ?? s),
    trails,
    revealedOrders,
    events,
    contests: stacking.contests,
  };
}

/**
 * D.8 p.47: once every ship has moved one at a time, stacking (3.3) among the ships on the board and not cloaked, then
 * the overthrusters (B.16) their owners asked for (`wanted`). `trails` are the phase's, extended for displaced ships.
 */
export function settleSequential(
  input: MoveAllInput,
  trails: Readonly<Record<string, Hex[]>>,
  cloaked: (id: string) => boolean,
  wanted: Readonly<Record<string, TurnCode>>,
  dice: Dice,
): { ships: ShipState[]; trails: Record<string, Hex[]>; events: MovementEvent[] } {
  const active = input.ships.filter((s) => s.status === 'active');
  const views = new Map(active.map((s) => [s.id, orderShipFrom(s, classOf(input, s), input.solarWind)]));
  const ctx: Context = { input, active, view: (s) => views.get(s.id) as OrderShip };
  const moved = new Map(active.map((s) => [s.id, s]));
  const extended = Object.fromEntries(Object.entries(trails).map(([id, t]) => [id, [...t]]));
  const stacking = stackShips(ctx, cloaked, moved, extended, dice);
  const events: MovementEvent[] = stacking.contests.map((contest) => ({ type: 'stacking', contest, text: describeStacking(contest, input.board) }));
  events.push(...fireOverthrusters(ctx, cloaked, moved, dice, (id) => wanted[id]));
  return { ships: input.ships.map((s) => moved.get(s.id) ?? s), trails: extended, events };
}

const capitalise = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

function describeMove(event: ShipMoveEvent, plan: Plan, input: MoveAllInput): string {
  const label = (h: Hex): string => makeHexLabel(h, input.board);
  const name = event.shipName;
  const straight = event.speed === 0 ? 'it stays where it is (its speed last turn was 0)' : `it moves straight ahead at speed ${event.speed}`;
  let text: string;
  // A ship without orders moves like any other: its default was said once already, in the echo its owner saw and,
  // when the whole seat missed the step, in the post's closing line (game/posts/closing-note.ts).
  if (plan.fallback && plan.fallback.reason !== 'missing') {
    const refused = plan.fallback.refused === undefined ? `${name} was to be towed` : `${name}'s orders ${plan.fallback.refused} could not be carried out`;
    text = `${refused}. ${plan.fallback.problems.join(' ')} So ${straight}, as the rules say.`;
  } else if (plan.towedBy) {
    const names = plan.towedBy.map((id) => input.ships.find((s) => s.id === id)?.name ?? id).join(' and ');
    const ignored = input.submissions[event.shipId] === undefined ? '' : ' Its own orders are set aside, as a towed ship writes none (D.9).';
    text = `${name} is towed by ${names}: ${label(event.from)} → ${label(event.to)}, heading ${DIRECTION_NAMES[event.heading] ?? event.heading}.${ignored}`;
  } else {
    const facing = event.facing === event.heading ? '' : `, facing ${DIRECTION_NAMES[event.facing] ?? event.facing}`;
    text = `${name} ${event.order}: ${label(event.from)} → ${label(event.to)}, heading ${DIRECTION_NAMES[event.heading] ?? event.heading}${facing}.`;
  }
  if (event.altitude !== undefined) text = `${text.slice(0, -1)}, altitude ${event.altitude}.`;
  if (event.struck) text += ` It entered ${event.struck.hazard} in ${label(event.struck.at)} and is destroyed (Appendix G).`;
  if (event.boosters !== undefined) text += ` It fires ${count(event.boosters, 'booster')} (B.3).`;
  if (event.leftBoard) {
    const edge = event.leftBoard.edges.join(' and ');
    text += event.leftBoard.exited
      ? ` It left the board by the ${edge} edge, as the scenario allows, and has escaped.`
      : ` It left the board by the ${edge} edge and counts as destroyed.`;
  }
  return text;
}
