/**
 * A simple, deterministic player for whole-game tests and the bench: it closes on the nearest enemy, fires
 * everything that reaches, attacks with fighters when it can, and takes the rules' default elsewhere.
 * It only uses the rule system's public functions, as the game service will.
 */
import { moveTerrainOf } from '../../../../src/rules/starmada/terrain/board-terrain.ts';
import { seededDice, rngStateFromSeed } from '../../../../src/rules/core/dice.ts';
import { hexDistance, type Hex } from '../../../../src/rules/core/hex.ts';
import { onBoard } from '../../../../src/rules/core/offset.ts';
import type { GameEvent, SeatId } from '../../../../src/rules/core/rule-system.ts';
import { flightChoices } from '../../../../src/rules/starmada/fighters/fighter-phase.ts';
import { fireTargets, validateFire } from '../../../../src/rules/starmada/combat/declaration.ts';
import { executeOrder } from '../../../../src/rules/starmada/movement/execute.ts';
import { parseOrder } from '../../../../src/rules/starmada/notation/movement.ts';
import { checkOrders } from '../../../../src/rules/starmada/notation/orders.ts';
import { parseShipOrders, type ShipOrders } from '../../../../src/rules/starmada/notation/ship-orders.ts';
import { makeOrder } from '../../../../src/rules/starmada/notation/movement.ts';
import { suggestedClauses } from '../../../../src/rules/starmada/assist/standing-suggestion.ts';
import { orderableShips } from '../../../../src/rules/starmada/movement/sequential.ts';
import { classOf } from '../../../../src/rules/starmada/combat/ship-condition.ts';
import type { FireDeclaration, ShipState, StarmadaState } from '../../../../src/rules/starmada/state.ts';
import type { StarmadaSubmission } from '../../../../src/rules/starmada/submission.ts';
import { starmada } from '../../../../src/rules/starmada/system.ts';
import { fighterContextFor, fighterPrompt } from '../../../../src/rules/starmada/sequence/fighters.ts';

function expectMove(text: string): ShipOrders['move'] {
  const read = parseOrder(text);
  if (!read.ok) throw new Error(`autopilot: ${text} does not read`);
  return read.value;
}

const nearestEnemyDistance = (state: StarmadaState, side: string, at: Hex): number =>
  Math.min(...state.ships.filter((s) => s.side !== side && s.status === 'active').map((s) => hexDistance(s.at, at)), 99);

function chooseOrder(state: StarmadaState, ship: ShipState): ShipOrders {
  const speeds = [ship.prevSpeed - 2, ship.prevSpeed - 1, ship.prevSpeed, ship.prevSpeed + 1, ship.prevSpeed + 2].filter((v) => v >= 1);
  const candidates = speeds.flatMap((v) => [`${v}`, `P${v}`, `S${v}`, `${Math.ceil(v / 2)}P${Math.floor(v / 2)}`, `${Math.ceil(v / 2)}S${Math.floor(v / 2)}`, `PP${v}`, `SS${v}`]);
  // With terrain about (Appendix G), sharper ways round it: three turns, or a turn after the first hex.
  if (state.terrain) candidates.push(...speeds.flatMap((v) => [`PPP${v}`, `SSS${v}`, `1P${v - 1}`, `1S${v - 1}`, `1PP${v - 1}`, `1SS${v - 1}`]));
  let best: { orders: ShipOrders | undefined; score: number } = { orders: undefined, score: Infinity };
  for (const text of candidates) {
    const order = parseOrder(text);
    if (!order.ok || !checkOrders(state, ship.seat, { [ship.id]: { move: order.value } }).ok) continue;
    // Terrain (Appendix G): never into a hex that destroys the ship.
    const end = executeOrder(ship, order.value, state.board, [], moveTerrainOf(state));
    if (end.leftBoard || end.struck || !onBoard(state.board, end.at)) continue;
    // Close to about 4 hexes, the heart of most weapons' bands, rather than ramming.
    const score = Math.abs(nearestEnemyDistance(state, ship.side, end.at) - 4) + (end.at.q === ship.at.q && end.at.r === ship.at.r ? 1 : 0);
    if (score < best.score) best = { orders: { move: order.value }, score };
  }
  return best.orders ?? { move: expectMove(`${ship.prevSpeed}`) };
}

function chooseFire(state: StarmadaState, seat: SeatId, onlyShip?: string): FireDeclaration[] {
  const declarations: FireDeclaration[] = [];
  for (const ship of state.ships.filter((s) => s.seat === seat && s.status === 'active' && (!onlyShip || s.id === onlyShip))) {
    const targets = fireTargets(state, ship).sort((a, b) => hexDistance(ship.at, a.at) - hexDistance(ship.at, b.at) || (a.kind === 'ship' ? -1 : 1));
    classOf(state, ship).batteries.forEach((_battery, b) => {
      for (const target of targets) {
        const attempt = { shipId: ship.id, battery: b, weapons: 0, targetId: target.id, mode: 0, directed: false };
        const checked = validateFire(state, seat, [...declarations, attempt]);
        if (checked.ok) {
          declarations.splice(0, declarations.length, ...checked.value);
          break;
        }
      }
    });
  }
  return declarations;
}

/** The move with the standing choices the orders prompt suggests (assist/standing-suggestion.ts), read as typed. */
function withSuggestions(state: StarmadaState, ship: ShipState, orders: ShipOrders): ShipOrders {
  const read = parseShipOrders({ state, ship }, [makeOrder(orders.move), ...suggestedClauses(state, ship)].join(', '));
  if (!read.ok) throw new Error(`autopilot: the suggested standing choices do not read: ${read.error.map((e) => e.message).join('; ')}`);
  return read.value;
}

export interface AutopilotStyle {
  /** Give the standing choices the prompt suggests with the orders (issue 25). */
  readonly standing?: boolean;
}

export function autopilot(state: StarmadaState, seat: SeatId, style: AutopilotStyle = {}): StarmadaSubmission {
  switch (state.phase.kind) {
    case 'orders': {
      const orders: Record<string, ShipOrders> = {};
      // D.8: the ships of the open activation, one at a time (the first due), else every ship of the seat.
      const due = orderableShips(state, seat);
      for (const ship of state.phase.sequential ? due.slice(0, 1) : due) {
        const chosen = chooseOrder(state, ship);
        orders[ship.id] = style.standing ? withSuggestions(state, ship, chosen) : chosen;
      }
      const checked = starmada.validate(state, seat, { kind: 'orders', orders });
      if (!checked.ok) throw new Error(`autopilot orders refused: ${checked.error.map((e) => e.message).join('; ')}`);
      return checked.value;
    }
    case 'fire':
      return { kind: 'fire', declarations: chooseFire(state, seat) };
    case 'fireActivation': {
      const mine = state.ships.find((s) => s.seat === seat && s.status === 'active' && state.phase.kind === 'fireActivation' && !state.phase.fired.includes(s.id) && chooseFire(state, seat, s.id).length > 0);
      return { kind: 'fire', declarations: mine ? chooseFire(state, seat, mine.id) : [] };
    }
    case 'fighters': {
      const prompt = fighterPrompt(state);
      const flight = prompt?.flights.find((f) => f.seat === seat);
      if (!prompt || !flight) return starmada.missing(state, seat);
      const { choices } = flightChoices(state, fighterContextFor(state), flight.id);
      const attack = choices.find((c) => c.targets.length > 0);
      if (attack) return { kind: 'flight', activation: { flightId: flight.id, move: attack.move, targetId: attack.targets[0]?.id ?? null } };
      const closest = [...choices].sort((a, b) => nearestEnemyDistance(state, flight.side, a.at) - nearestEnemyDistance(state, flight.side, b.at))[0];
      return closest ? { kind: 'flight', activation: { flightId: flight.id, move: closest.move, targetId: null } } : starmada.missing(state, seat);
    }
    case 'deployment':
    case 'weaponLosses':
    case 'over':
      return starmada.missing(state, seat);
  }
}

export interface PlayedGame {
  state: StarmadaState;
  log: { step: string; events: GameEvent[] }[];
  resolveMs: number[];
}

/** Plays until the game ends or `maxSteps` steps have resolved; dice per step come from the seed and the step key. */
export function playOut(initial: StarmadaState, seed: string, maxSteps = 2000, timer?: () => number): PlayedGame {
  let state = initial;
  const log: PlayedGame['log'] = [];
  const resolveMs: number[] = [];
  for (let i = 0; i < maxSteps; i++) {
    const step = starmada.step(state);
    if (!step) break;
    const submissions = Object.fromEntries(step.owes.map((seat) => [seat, autopilot(state, seat)]));
    const dice = seededDice(rngStateFromSeed(`${seed}/${step.key}`));
    const start = timer?.() ?? 0;
    const resolved = starmada.resolve(state, submissions, dice);
    if (timer) resolveMs.push(timer() - start);
    state = resolved.state;
    log.push({ step: step.key, events: resolved.events });
  }
  return { state, log, resolveMs };
}
