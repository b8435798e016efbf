/**
 * The End Phase (Starmada 1.2 step 5, p.14; 4.5 p.21; 2.5 p.13): black holes pull (G.2), Combat-Phase damage takes effect, owners strike
 * the weapons their weapon hits took (a step of its own when an owner has a choice, sequence/weapon-losses.ts), destroyed
 * ships are removed (B.14 captures by boarders, E.3 explosions, whose weapon hits are chosen the same way), stutterdrives jump (B.23), victory is checked,
 * D.1 emergency thrust may damage engines, E.1 damage control repairs, E.7 TAG markers turn face up, B.17 probe markers turn, pivots are reversed, the
 * scenario's End Phase rolls are made (S.9 storms, S.11 reinforcements, which may open a step to place them), and the next game turn begins.
 */
import { turnProbes } from '../combat/probes.ts';
import { count } from '../../core/text.ts';
import type { Dice } from '../../core/dice.ts';
import { hexDistance, hexEquals } from '../../core/hex.ts';
import type { GameEvent } from '../../core/rule-system.ts';
import { applyPendingDamage, currentRatings } from '../combat/apply-damage.ts';
import { applyWeaponRepairs, defaultWeaponRepairs, rollDamageControl } from '../combat/damage-control.ts';
import { loseArcShields, restoreArcShields } from '../combat/arc-shield-orders.ts';
import { SEPARATOR } from '../combat/summary.ts';
import { explodes, resolveExplosion, type ExplosionTarget } from '../combat/explosion.ts';
import { noteBlast } from '../combat/shot-log.ts';
import { resolveBoarders } from '../combat/capture.ts';
import { turnFlares } from '../combat/flares.ts';
import { revertPivot } from '../movement/execute.ts';
import { stutterAll } from '../movement/stutterdrive.ts';
import { flipTagMarkers } from '../combat/target-acquisition.ts';
import type { Transition } from './transition.ts';
import { blackHolePull } from '../terrain/black-hole.ts';
import { askForLosses } from './weapon-losses.ts';
import { beginOrders } from './sequential-movement.ts';
import { launchFlights } from '../fighters/launch-recovery.ts';
import { parseScenario } from '../setup/scenarios.ts';
import { rollStormForNextTurn } from '../setup/storms.ts';
import { rollReinforcements } from '../setup/reinforcements.ts';
import { checkVictory, toOutcome, updateVictoryPoints, victoryRulesFor, type VictoryShip } from '../setup/victory.ts';
import { arcNoteEvents, classOf, damageShip, replaceShip, targetFrom, tracksOf } from '../combat/ship-condition.ts';
import type { ShipState, SideId, StarmadaState } from '../state.ts';
import { writtenWithPrefix } from '../notation/movement.ts';
import { longRangeVictoryShips } from '../fighters/long-range.ts';

/** Step b, first half: pending damage takes effect; the weapon losses it causes are owed on the ships. */
export function applyCombatDamage(state: StarmadaState): { state: StarmadaState; events: GameEvent[] } {
  const events: GameEvent[] = [];
  const ships = state.ships.map((ship) => {
    if (ship.status !== 'active') return ship;
    const outcome = applyPendingDamage(ship, tracksOf(state, ship));
    // B.7 p.32: the owner's arcs lose the points the shield track lost (arc-shield-orders.ts).
    const shields = outcome.destroyed ? { ship: outcome.ship, note: null } : loseArcShields(outcome.ship, outcome.shieldReductionOwed);
    events.push(...arcNoteEvents(shields.note));
    const next = shields.ship;
    return outcome.weaponLossesOwed > 0 && !outcome.destroyed ? { ...next, lossesOwed: (next.lossesOwed ?? 0) + outcome.weaponLossesOwed } : next;
  });
  return { state: { ...state, ships }, events };
}

/**
 * Ships whose hull is full leave the board; with E.3 they explode, and explosions may destroy more (chain).
 * Called in the End Phase, and at once after damage that takes effect immediately (fighters, seekers, E.5),
 * since those explosions are resolved immediately too (E.3 p.48, E.5 p.49).
 */
export function removeWrecks(state: StarmadaState, dice: Dice): { state: StarmadaState; events: GameEvent[] } {
  let current = state;
  const events: GameEvent[] = [];
  // Ships already gone neither die nor explode again.
  const done = new Set(state.ships.filter((s) => s.status !== 'active').map((s) => s.id));
  for (;;) {
    const doomed = current.ships.filter((s) => !done.has(s.id) && isHullFull(current, s));
    if (doomed.length === 0) break;
    for (const ship of doomed) {
      done.add(ship.id);
      events.push({ type: 'destroyed', text: `${ship.name} is destroyed.` });
      current = replaceShip(current, { ...ship, status: 'destroyed' });
      if (!current.options.explosions || !explodes(ship, tracksOf(current, ship).hull.length)) continue;
      const blast = explodeShip(current, ship, dice);
      current = blast.state;
      events.push(...blast.events);
    }
  }
  return { state: current, events };
}

const isHullFull = (state: StarmadaState, ship: ShipState): boolean => ship.hull.checked + ship.hull.crewFromBack >= tracksOf(state, ship).hull.length;

/** E.3 p.48: every element in the same or an adjacent hex is attacked; the damage takes effect at once. */
function explodeShip(state: StarmadaState, ship: ShipState, dice: Dice): { state: StarmadaState; events: GameEvent[] } {
  const near = (at: { q: number; r: number; s: number }) => hexDistance(at, ship.at) <= 1;
  const ships = state.ships.filter((s) => s.id !== ship.id && s.status === 'active' && near(s.at));
  const flights = state.flights.filter((f) => f.count > 0 && near(f.at));
  const targets: ExplosionTarget[] = [
    ...ships.map((s) => ({ ...targetFrom(state, s, ship.at), sameHex: hexEquals(s.at, ship.at) })),
    ...flights.map((f) => ({ kind: 'flight' as const, name: f.name, fighters: f.count, sameHex: hexEquals(f.at, ship.at) })),
  ];
  const records = resolveExplosion({ name: ship.name, hullSize: classOf(state, ship).hullSize }, targets, dice);
  let current = noteBlast(state, ship.id, ship.at);
  const notes: GameEvent[] = [];
  records.forEach((record, i) => {
    if (i < ships.length) {
      const victim = current.ships.find((s) => s.id === ships[i]?.id) as ShipState;
      const outcome = damageShip(current, victim, record.total, 'immediate', ship.at);
      current = replaceShip(current, outcome.ship);
      notes.push(...arcNoteEvents(outcome.note));
    } else {
      const flight = flights[i - ships.length];
      if (flight) current = { ...current, flights: current.flights.map((f) => (f.id === flight.id ? { ...f, count: f.count - record.fightersDestroyed } : f)).filter((f) => f.count > 0) };
    }
  });
  return { state: current, events: [...records.map((r) => ({ type: 'explosion', text: r.summary, data: r })), ...notes] };
}

/** Every ship, and every long range flight (F.6: CR 60 each), as scoring sees them. */
export function victoryShips(state: StarmadaState): VictoryShip[] {
  return [...state.ships.map((s) => {
    const cls = classOf(state, s);
    return {
      id: s.id,
      name: s.name,
      side: s.side,
      combatRating: cls.combatRating,
      hullSize: cls.hullSize,
      hullLost: s.hull.checked + s.hull.crewFromBack,
      status: s.status,
      ...(s.exitEdges ? { exitEdges: s.exitEdges } : {}),
    };
  }), ...longRangeVictoryShips(state)];
}

/** Scores ships lost since the last call (2.5 p.13) and checks victory; the game ends with an outcome. */
export function scoreAndCheck(state: StarmadaState): { state: StarmadaState; events: GameEvent[] } {
  const scenario = parseScenario(state.scenario);
  if (!scenario.ok) throw new Error(`the game's scenario ${state.scenario} is unknown`);
  const context = { ...(state.prototype ? { prototypeId: state.prototype.shipId } : {}), ...(state.reinforcements ? { reinforcementsArrived: state.reinforcements.arrived } : {}) };
  const rules = victoryRulesFor(scenario.value, state.board, state.options.partialVictoryPoints, context);
  const ships = victoryShips(state);
  const { ledger, awards } = updateVictoryPoints(state.ledger, ships, rules);
  const events: GameEvent[] = awards.map((a) => ({ type: 'victory-points', text: a.text, data: a }));
  const flightsOnBoard: Record<SideId, number> = { A: 0, B: 0 };
  // Seekers in flight are munitions, not a force that keeps a side in the battle.
  for (const f of state.flights) if (f.count > 0 && !f.seeker) flightsOnBoard[f.side] += 1;
  const result = checkVictory({ victory: scenario.value.victory, vpTarget: state.vpTarget, scores: ledger.scores, ships, flightsOnBoard, turn: state.turn });
  events.push({ type: 'score', text: `Score: A ${ledger.scores.A}${state.vpTarget === null ? '' : ` / ${state.vpTarget}`} · B ${ledger.scores.B}${state.vpTarget === null ? '' : ` / ${state.vpTarget}`}` });
  if (!result) return { state: { ...state, ledger }, events };
  events.push({ type: 'game-over', text: result.summary });
  return { state: { ...state, ledger, outcome: toOutcome(result), phase: { kind: 'over' } }, events };
}

/** D.1 p.45: after emergency thrust, one die per unchecked engine box; each 1 or 2 checks a box. */
function emergencyThrustDamage(state: StarmadaState, dice: Dice): { state: StarmadaState; events: GameEvent[] } {
  let current = state;
  const events: GameEvent[] = [];
  for (const ship of state.ships) {
    if (ship.status !== 'active' || !writtenWithPrefix(state.revealedOrders[ship.id] ?? '', 'E')) continue;
    const tracks = tracksOf(current, ship);
    const unchecked = tracks.engines.length - ship.engines.checked;
    const faces = dice.rollMany(`emergency thrust ${ship.name}`, unchecked);
    const hits = faces.filter((f) => f <= 2).length;
    current = replaceShip(current, { ...ship, engines: { ...ship.engines, checked: ship.engines.checked + hits } });
    events.push({ type: 'emergency-thrust', text: `${ship.name} strained its engines (E/): ${faces.join(', ')} → ${hits === 0 ? 'no damage' : `${count(hits, 'engine box', 'engine boxes')} checked`}` });
  }
  return { state: current, events };
}

/** E.1 p.47: repair dice per ship; repaired weapon boxes bring back weapons by the default choice. */
function damageControl(state: StarmadaState, dice: Dice): { state: StarmadaState; events: GameEvent[] } {
  let current = state;
  const events: GameEvent[] = [];
  for (const ship of state.ships) {
    if (ship.status !== 'active') continue;
    const cls = classOf(current, ship);
    const { ship: repaired, record } = rollDamageControl(ship, tracksOf(current, ship), dice);
    let next = repaired;
    if (record.weaponsToRestore > 0) next = applyWeaponRepairs(next, cls, defaultWeaponRepairs(cls, next, record.weaponsToRestore), current.turn);
    // B.7 with E.1: the restored shield box's points go back to the arcs (arc-shield-orders.ts, ruling 111).
    const arcs = restoreArcShields(next, cls, record.shieldPointsRestored);
    current = replaceShip(current, arcs.ship);
    if (record.dice.length > 0) events.push({ type: 'damage-control', text: arcs.note ? `${record.summary}${SEPARATOR}${arcs.note}` : record.summary });
  }
  return { state: current, events };
}

/**
 * Everything after the weapon losses: destroyed ships, victory, engine strain, repairs, pivots reversed, and
 * the next turn's Orders Phase (or the end of the game).
 */
export function finishEndPhase(state: StarmadaState, dice: Dice): { state: StarmadaState; events: GameEvent[] } {
  const events: GameEvent[] = [];
  let current = state;
  const removed = removeWrecks(current, dice);
  current = removed.state;
  events.push(...removed.events);
  // Explosions (E.3 p.48) may take weapons: their owners choose before the turn goes on.
  const asked = askForLosses(current, { kind: 'endPhase', explosions: true });
  if (asked.asking) return { state: asked.state, events: [...events, ...asked.events] };
  current = asked.state;
  events.push(...asked.events);
  // B.23: stutterdrive jumps, before scoring, so that a ship scattered off the board counts this turn.
  const jumps = stutterAll(current, dice);
  current = jumps.state;
  events.push(...jumps.events);
  const scored = scoreAndCheck(current);
  current = scored.state;
  events.push(...scored.events);
  if (current.phase.kind === 'over') return { state: current, events };
  const strain = emergencyThrustDamage(current, dice);
  current = strain.state;
  events.push(...strain.events);
  if (current.options.damageControl) {
    const repairs = damageControl(current, dice);
    current = repairs.state;
    events.push(...repairs.events);
  }
  // F.5 p.52: flights are launched in the End Phase.
  const launched = launchFlights(current);
  current = launched.state;
  events.push(...launched.events);
  // E.7 p.50: "remove all face-up TAG markers and flip all face-down markers to face up".
  current = flipTagMarkers(current);
  // B.17 p.35: face-up probe markers go, face-down ones turn face up.
  current = turnProbes(current);
  current = { ...current, ships: current.ships.map((s) => (s.status === 'active' ? revertPivot(s) : s)), turn: current.turn + 1, phase: { kind: 'orders' } };
  // Appendix S: S.9's storm for the coming turn, S.11's running total (whose second half may arrive now).
  const storm = rollStormForNextTurn(current, dice);
  const rescue = rollReinforcements(storm.state, dice);
  events.push(...storm.events, ...rescue.events);
  current = rescue.due ? { ...rescue.state, phase: { kind: 'deployment', reinforcements: true } } : rescue.state;
  // D.8: the next Movement Phase's order of sides is fixed now, before any orders (1a–1b p.14).
  const begun = beginOrders(current, dice);
  return { state: begun.state, events: [...events, ...begun.events] };
}

/** The engine rating a ship has now, for messages. */
export const engineRatingNow = (state: StarmadaState, ship: ShipState): number => currentRatings(ship, tracksOf(state, ship)).engines;

/** End Phase step b: damage takes effect; owners with weapon losses to choose get a step, else it runs on. */
export function startEndPhase(state: StarmadaState, dice: Dice): Transition {
  // Step a (p.14): black holes pull (G.2 p.55).
  const pulled = blackHolePull(state, dice);
  const applied = applyCombatDamage(pulled.state);
  // B.14: boarding parties fight and capture once damage has taken effect; B.9: flares burn out and flare up.
  const boarded = resolveBoarders(applied.state, dice);
  const flared = boarded.state.flares ? { ...boarded.state, flares: turnFlares(boarded.state.flares) } : boarded.state;
  const before = [...pulled.events, ...applied.events, ...boarded.events];
  const asked = askForLosses(flared, { kind: 'endPhase', explosions: false });
  if (asked.asking) return { state: asked.state, events: [...before, ...asked.events] };
  const finished = finishEndPhase(asked.state, dice);
  return { state: finished.state, events: [...before, ...asked.events, ...finished.events] };
}
