/**
 * Initiative, step 2 of the round (book §2.32).
 *
 * Judgement calls: initiative is rolled per seat (a player); a seat whose every ship is out of control ranks last
 * (§2.32), and out-of-control ships fire after all others (ruling A7). The winner's acceleration order is the
 * default, loser first (§2.343; ruling A1).
 */
import type { Dice } from '../../core/dice.ts';
import { rollInitiative, shipInitiativeOrder } from '../movement/initiative.ts';
import { inPlay } from '../ships/in-play.ts';
import { event, type World } from './world.ts';

/** Step 2: each seat rolls a d10 (§2.32); the order of seats, of ships, and of acceleration (loser first). */
export function initiative(world: World, dice: Dice): void {
  const { state } = world;
  const active = world.ships.filter(inPlay);
  const seats = Object.keys(state.seats)
    .filter((seat) => active.some((s) => s.seat === seat))
    .sort();
  const result = rollInitiative(
    seats.map((seat) => ({ id: seat, outOfControl: active.filter((s) => s.seat === seat).every((s) => s.condition.outOfControl) })),
    dice,
  );
  world.seatOrder = [...result.order];
  world.shipOrder = shipInitiativeOrder(
    active.map((s) => ({ id: s.id, player: s.seat, outOfControl: s.condition.outOfControl })),
    world.seatOrder,
  );
  world.accelerationOrder = [...world.shipOrder].reverse();
  const name = (seat: string): string => state.seats[seat]?.player ?? seat;
  const rolls = result.rolls.filter((r) => r.rolls.length > 0).map((r) => `${name(r.id)} ${r.rolls.join(' then ')}`);
  const [first] = world.seatOrder;
  event(
    world,
    'initiative',
    `Initiative${rolls.length > 0 ? ` (d10: ${rolls.join(', ')})` : ''}: ${world.seatOrder.map(name).join(', then ')}.${first && seats.length > 1 ? ` ${name(first)} fires first and accelerates last.` : ''}`,
    { order: world.seatOrder, rolls: result.rolls },
  );
}
