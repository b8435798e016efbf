/**
 * The Orders and Movement Phases under D.8 Sequential Movement (Starmada p.46–47; sequence of play 1a–1b p.14): one
 * step per activation (movement/sequential.ts says whose), in which the activated ships' orders are written and
 * carried out at once: the cloak (B.5) and hyperdrive (B.10) settle as the ship moves, minefields (B.15) and asteroid
 * fields (G.1) attack it, and a ship destroyed on its move explodes before the next ship moves (E.3 p.49). Stacking
 * (3.3) and overthrusters (B.16) wait until every ship has moved; then the Fighter Phase or combat, as after a
 * simultaneous Movement Phase (movement.ts).
 *
 * Cloaked ships [ruling 182]: a ship's C/ is written with its move, like every order (step 1b runs 1d to 2c for each
 * ship); its detection die is rolled as it moves, and an undetected ship's move, trail and map are its own side's
 * only (views/visibility.ts), as in a simultaneous phase. The step naming the ship shows nothing the cloak marker does
 * not: the other side already knows the ship is there, not where.
 */
import type { Dice } from '../../core/dice.ts';
import { hexAdd, type Hex } from '../../core/hex.ts';
import type { GameEvent, SeatId } from '../../core/rule-system.ts';
import { minefieldsAfterMovement } from '../combat/minefield-attacks.ts';
import { exitEdgesOf } from '../movement/board-exit.ts';
import { isCloaked, settleCloaks } from '../movement/cloaking.ts';
import { boardObjects, floatState } from '../movement/floating-board.ts';
import { warmUpHyperdrives } from '../movement/hyperdrive.ts';
import { moveAllShips, settleSequential, type MoveAllInput } from '../movement/move-all.ts';
import { hasPrefix } from '../movement/order.ts';
import { activationMovers, movementTurn, nextSlot, sequentialOrder } from '../movement/sequential.ts';
import { withShieldOrders } from '../notation/shield-clauses.ts';
import type { ShipOrders } from '../notation/ship-orders.ts';
import { withStandingOrders } from '../notation/standing.ts';
import { effectiveOptions } from '../options.ts';
import type { SequentialMovement, ShipState, StarmadaState } from '../state.ts';
import type { StarmadaSubmission } from '../submission.ts';
import { moveTerrainOf } from '../terrain/board-terrain.ts';
import { afterMovement, moveGameEvent, movementHazards } from './movement.ts';
import type { Transition } from './transition.ts';

/** The Orders Phase begins (1a–1b p.14): under D.8 the order of sides is fixed now, with its die or cards. */
export function beginOrders(state: StarmadaState, dice: Dice): Transition {
  const options = effectiveOptions(state.options);
  if (state.phase.kind !== 'orders' || !options.sequentialMovement) return { state, events: [] };
  const { order, text } = sequentialOrder(state, options.randomMovementInitiative, dice);
  // No ship on the board: nothing moves one at a time, and the step stays the plain one.
  if (order.length === 0) return { state, events: [] };
  const sequential: SequentialMovement = { order, next: 0, moved: [] };
  return { state: { ...state, phase: { kind: 'orders', sequential } }, events: [{ type: 'movement-order', text, data: { order } }] };
}

/** Resolves one activation: its ships move one by one, then the phase goes on to the next slot or ends. */
export function resolveActivation(state: StarmadaState, submissions: Readonly<Record<SeatId, StarmadaSubmission>>, dice: Dice): Transition {
  const turn = movementTurn(state);
  if (!turn || state.phase.kind !== 'orders' || !state.phase.sequential) return { state, events: [] };
  const sent = submissions[turn.seat];
  const orders = sent?.kind === 'orders' ? sent.orders : {};
  const movers = activationMovers(turn, orders);
  let current = state;
  const events: GameEvent[] = [];
  for (const ship of movers) {
    const done = moveOne(current, ship.id, orders[ship.id], dice);
    current = done.state;
    events.push(...done.events);
  }
  const seq = current.phase.kind === 'orders' ? current.phase.sequential : undefined;
  if (!seq) return { state: current, events };
  const next = nextSlot(current, seq, turn.slot + movers.length);
  if (next !== null) return { state: { ...current, phase: { kind: 'orders', sequential: { ...seq, next } } }, events };
  const settled = endSequentialMovement(current, seq, dice);
  return { state: settled.state, events: [...events, ...settled.events] };
}

/**
 * The phase's trails so far: none before its first move, so last turn's do not linger. Orders revealed last turn stay
 * until the ship moves: until then it is still cloaked (B.5) or evading (D.3) as last turn's orders said [ruling 182].
 */
const trailsSoFar = (state: StarmadaState, seq: SequentialMovement): Record<string, Hex[]> => (seq.moved.length === 0 ? {} : state.trails);

/** The ships a ship's move takes along: friends not yet moved in its hex, which its tow (D.9) may take. */
function towCandidates(state: StarmadaState, seq: SequentialMovement, ship: ShipState, orders: ShipOrders | undefined): ShipState[] {
  if (!state.options.towing || !orders || !hasPrefix(orders.move, 'T')) return [];
  return state.ships.filter((s) => s.status === 'active' && s.id !== ship.id && s.side === ship.side && !seq.moved.includes(s.id) && s.at.q === ship.at.q && s.at.r === ship.at.r);
}

/** One ship moves (with the ship it tows): 1d–2c of p.14 for it alone; its hazards and explosions follow at once. */
function moveOne(state: StarmadaState, shipId: string, orders: ShipOrders | undefined, dice: Dice): Transition {
  const seq = state.phase.kind === 'orders' ? state.phase.sequential : undefined;
  const ship = state.ships.find((s) => s.id === shipId && s.status === 'active');
  // A ship an earlier move of this step destroyed (an explosion, E.3) does not move.
  if (!seq || !ship || seq.moved.includes(shipId)) return { state, events: [] };
  const group = [ship, ...towCandidates(state, seq, ship, orders)];
  const others = state.ships.filter((s) => s.status === 'active' && !group.includes(s)).map((s) => s.at);
  const input: MoveAllInput = {
    ships: group,
    classes: state.classes,
    board: state.board,
    options: state.options,
    submissions: orders ? { [shipId]: orders } : {},
    exitEdges: exitEdgesOf(state),
    terrain: moveTerrainOf(state),
    fixedObjects: [...boardObjects(state), ...others],
    noTurns: state.storm === 'noTurns',
    deferStacking: true,
    ...(state.solarWind === undefined ? {} : { solarWind: state.solarWind }),
  };
  const moved = moveAllShips(input, dice);
  // Only the ship and the ships its tow took along move now; the others in its hex wait for their own turn.
  const taken = new Set([shipId, ...moved.events.flatMap((e) => (e.type === 'move' && e.towedBy?.includes(shipId) ? [e.shipId] : []))]);
  const movedShips = moved.ships.filter((s) => taken.has(s.id));
  const so = trailsSoFar(state, seq);
  const floated = moved.floated ? floatState({ ...state, trails: shiftTrails(so, moved.floated) }, moved.floated) : { ...state, trails: so };
  const edges = new Map(moved.events.flatMap((e) => (e.type === 'move' && e.leftBoard ? [[e.shipId, [...e.leftBoard.edges]] as const] : [])));
  const after = movedShips.map((s) => (edges.has(s.id) ? { ...s, exitEdges: [...(edges.get(s.id) ?? [])] } : s));
  const legal = (prefix: RegExp) => new Set(moved.events.flatMap((e) => (e.type === 'move' && !e.fallback && taken.has(e.shipId) && prefix.test(e.order) ? [e.shipId] : [])));
  const before = floated.ships.filter((s) => taken.has(s.id));
  const cloaks = settleCloaks(before, after, legal(/(^|\/)C\//), state.board, dice);
  const warmed = warmUpHyperdrives(cloaks.ships, legal(/(^|\/)H\//), dice);
  const chosen = orders ? { [shipId]: orders } : {};
  const shielded = withShieldOrders(warmed.ships, chosen).map((s) => (orders && s.id === shipId ? withStandingOrders(s, orders) : s));
  const byId = new Map(shielded.map((s) => [s.id, s]));
  const mine: Record<string, Hex[]> = Object.fromEntries(Object.entries(moved.trails).filter(([id]) => taken.has(id)));
  const overthrust = orders?.overthrust ? { ...seq.overthrust, [shipId]: orders.overthrust } : seq.overthrust;
  const sequential: SequentialMovement = { ...seq, moved: [...seq.moved, ...taken], ...(overthrust ? { overthrust } : {}) };
  const next: StarmadaState = {
    ...floated,
    phase: { kind: 'orders', sequential },
    ships: floated.ships.map((s) => byId.get(s.id) ?? s),
    revealedOrders: { ...state.revealedOrders, ...Object.fromEntries(Object.entries(moved.revealedOrders).filter(([id]) => taken.has(id))) },
    trails: mine,
  };
  const moveEvents = moved.events.filter((e) => e.type === 'float' || (e.type === 'move' && taken.has(e.shipId)));
  const events: GameEvent[] = [...cloaks.events, ...moveEvents.map((e) => moveGameEvent(e, cloaks.detected)), ...warmed.events];
  // 2c-i for this ship alone (its trail only): minefields and asteroid fields, then its wreck explodes at once (E.3 p.48).
  const mined = minefieldsAfterMovement(next, dice);
  const hazards = movementHazards(mined.state, dice);
  const trails = { ...floated.trails, ...mine };
  return { state: { ...hazards.state, trails }, events: [...events, ...mined.events, ...hazards.events] };
}

const shiftTrails = (trails: Readonly<Record<string, Hex[]>>, shift: Hex): Record<string, Hex[]> =>
  Object.fromEntries(Object.entries(trails).map(([id, t]) => [id, t.map((h) => hexAdd(h, shift))]));

/** Every ship has moved: stacking (3.3) and overthrusters (B.16) now (p.47), then the Fighter Phase or combat. */
function endSequentialMovement(state: StarmadaState, seq: SequentialMovement, dice: Dice): Transition {
  const input: MoveAllInput = { ships: state.ships, classes: state.classes, board: state.board, options: state.options, submissions: {}, terrain: moveTerrainOf(state), ...(state.solarWind === undefined ? {} : { solarWind: state.solarWind }) };
  const cloaked = (id: string): boolean => state.ships.some((s) => s.id === id && isCloaked(state, s));
  const settled = settleSequential(input, state.trails, cloaked, seq.overthrust ?? {}, dice);
  const moved = new Set(seq.moved);
  const revealedOrders = Object.fromEntries(Object.entries(state.revealedOrders).filter(([id]) => moved.has(id)));
  const done: StarmadaState = { ...state, phase: { kind: 'orders' }, ships: settled.ships, trails: settled.trails, revealedOrders };
  const events: GameEvent[] = settled.events.map((e) => ({ type: e.type, text: e.text, data: e }));
  const after = afterMovement(done, dice);
  return { state: after.state, events: [...events, ...after.events] };
}
