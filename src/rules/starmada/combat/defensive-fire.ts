/**
 * Defensive fire (Sequence of Play 3 b v, p.14): the attacked ship's tractor beams (B.24, tractor-defence.ts), then
 * its Defensive weapons (C.5 Dfn p.42): when a fighter flight attacks a ship, the ship's Defensive weapons whose arcs
 * hold the flight fire at it first — always at medium range, at the tiny-target −1 unless Accurate — and the
 * damage is applied before the flight attacks. Each weapon fires once per game turn.
 *
 * Play-by-post: no step waits on a live reaction (docs/step-cycle.md, "Steps"), so this is a standing order every ship
 * keeps: it always fires its ready Defensive weapons at a flight attacking it.
 */
import type { Dice } from '../../core/dice.ts';
import type { GameEvent } from '../../core/rule-system.ts';
import { resolveAttack } from './attack.ts';
import { bankCovers, readBankArcs } from './arcs.ts';
import { classOf, replaceShip } from './ship-condition.ts';
import type { FlightState, ShipState, ShotRecord, StarmadaState } from '../state.ts';
import { diceHits, noteShot } from './shot-log.ts';
import { bankStatuses } from './bank-status.ts';
import { tractorDefence } from './tractor-defence.ts';

export function defensiveFire(state: StarmadaState, shipId: string, flight: FlightState, dice: Dice): { world: StarmadaState; events: GameEvent[] } {
  const beams = tractorDefence(state, shipId, flight, dice);
  const left = beams.world.flights.find((f) => f.id === flight.id);
  if (!left) return beams;
  const weapons = defensiveWeapons(beams.world, shipId, { ...flight, count: left.count }, dice);
  return { world: weapons.world, events: [...beams.events, ...weapons.events] };
}

function defensiveWeapons(state: StarmadaState, shipId: string, flight: FlightState, dice: Dice): { world: StarmadaState; events: GameEvent[] } {
  const ship = state.ships.find((s) => s.id === shipId);
  if (!ship || ship.status !== 'active') return { world: state, events: [] };
  let current = state;
  let fighters = flight.count;
  const events: GameEvent[] = [];
  const shots: ShotRecord[] = [];
  const lastFired = ship.lastFired.map((row) => [...row]);
  classOf(state, ship).batteries.forEach((battery, b) => {
    const mode = battery.profiles.findIndex((p) => p.traits.includes('Dfn'));
    const profile = battery.profiles[mode];
    if (!profile || fighters <= 0) return;
    const banks = bankStatuses(ship, classOf(state, ship), b, mode, state.turn).filter((bank) => {
      const arcs = readBankArcs(bank.arcs);
      return bank.ready > 0 && arcs.ok && bankCovers(arcs.value, { at: ship.at, facing: ship.facing, inverted: ship.inverted }, flight.at);
    });
    const weapons = banks.reduce((n, bank) => n + bank.ready, 0);
    if (weapons === 0) return;
    const record = resolveAttack(
      {
        attacker: ship.name,
        target: { kind: 'flight', name: flight.name, fighters, variant: flight.variant, shuttle: flight.shuttle },
        weaponName: battery.name,
        weapon: profile,
        firing: { weapons },
        distance: 1,
        defensiveFire: true,
      },
      dice,
    );
    if (!record.ok) return;
    shots.push({ fromId: ship.id, toId: flight.id, from: ship.at, to: flight.at, ...diceHits(record.value.toHit), damage: Math.min(fighters, record.value.fightersDestroyed), atFlight: true });
    fighters -= record.value.fightersDestroyed;
    for (const bank of banks) {
      const row = lastFired[b];
      if (row) row[bank.bank] = state.turn;
    }
    events.push({ type: 'defensive-fire', text: `Defensive fire: ${record.value.summary}`, data: record.value });
  });
  if (events.length === 0) return { world: state, events };
  current = replaceShip(current, { ...(current.ships.find((s) => s.id === shipId) as ShipState), lastFired });
  for (const shot of shots) current = noteShot(current, shot);
  current = { ...current, flights: current.flights.map((f) => (f.id === flight.id ? { ...f, count: fighters } : f)).filter((f) => f.count > 0) };
  if (fighters <= 0) events.push({ type: 'flight-destroyed', text: `${flight.name} is shot down before it can attack.` });
  return { world: current, events };
}
