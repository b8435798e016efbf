/**
 * Resolving a ship's declared system uses with its attacks (appendix B; checked in system-fire.ts): marines land
 * boarding parties (B.14 p.34), tractor beams hit adjacent flights (B.24 p.38), the shockwave hits everything within
 * three hexes (B.19 p.36–37), flares drop face-down markers (B.9 p.33). Every die is an event. Shockwave damage
 * to ships waits for the End Phase like weapons fire (at once under E.5); fighters are removed at once.
 */
import type { Dice } from '../../core/dice.ts';
import { hexDistance } from '../../core/hex.ts';
import { makeHexLabel } from '../../core/offset.ts';
import type { GameEvent } from '../../core/rule-system.ts';
import { count } from '../../core/text.ts';
import type { ShipState, StarmadaState } from '../state.ts';
import { currentRatings } from './apply-damage.ts';
import { flarePenalty, launchFlare } from './flares.ts';
import { formatBoarding, landParties, rollBoarding } from './marines.ts';
import { fireConditions } from './resolve-fire.ts';
import { assignShockwaveHits, resolveShockwaveHits, SHOCKWAVE_RANGE } from './shockwave.ts';
import { damageShip, replaceShip, targetFrom, tracksOf } from './ship-condition.ts';
import { boxesOf, shotBetween } from './shot-log.ts';
import { munitionsLeft, shockwaveHitsOf, type SystemFire } from './system-fire.ts';
import { toHitModifier } from './to-hit.ts';
import { rollTractor } from './tractor-beam.ts';
import { layMines } from './mines.ts';
import { removeWrecks } from '../sequence/end-phase.ts';

type Fired = { state: StarmadaState; events: GameEvent[] };

const shipById = (state: StarmadaState, id: string): ShipState | undefined => state.ships.find((s) => s.id === id && s.status === 'active');

const useMunitions = (ship: ShipState, munition: string, n: number): ShipState => ({
  ...ship,
  munitionsUsed: { ...ship.munitionsUsed, [munition]: (ship.munitionsUsed[munition] ?? 0) + n },
});

/** Hull boxes left once this turn's pending damage is applied (capture is judged in the End Phase, p.34). */
export const hullLeftAfterDamage = (state: StarmadaState, ship: ShipState): number =>
  tracksOf(state, ship).hull.length - ship.hull.checked - ship.hull.pending - ship.hull.crewFromBack - ship.hull.crewPending;

function fireMarines(state: StarmadaState, attacker: ShipState, use: Extract<SystemFire, { system: 'Marines' }>, dice: Dice): Fired {
  const target = shipById(state, use.targetId);
  if (!target) return { state, events: [] };
  const conditions = { ...fireConditions(state, attacker, target), lineOfSight: flarePenalty(state.flares, attacker.at, target.at) };
  // B.14: no range modifiers; medium range has none, so the other modifiers are all that is left.
  const modifier = toHitModifier('medium', { traits: [] }, conditions).total;
  const attempt = { squads: Math.min(use.squads, munitionsLeft(state, attacker, 'Marines')), range: hexDistance(attacker.at, target.at), shield: targetFrom(state, target, attacker.at).shield, modifier };
  const roll = rollBoarding(attempt, dice, `marines ${attacker.name}→${target.name}`);
  const events: GameEvent[] = [{ type: 'boarding', text: `${attacker.name} → ${target.name} · marines ×${attempt.squads} · ${formatBoarding(roll, attempt)}`, data: roll }];
  let current = replaceShip(state, useMunitions(attacker, 'Marines', roll.landed));
  if (roll.landed === 0) return { state: shotBetween(current, attacker.id, target.id, { hits: 0, dice: attempt.squads, damage: 0 }), events };
  const tracks = tracksOf(current, target);
  const landing = landParties(roll.landed, {
    squads: munitionsLeft(current, target, 'Marines'),
    boarders: target.boarders ?? 0,
    screensLeft: currentRatings(target, tracks).screens,
    hullLeft: hullLeftAfterDamage(current, target),
    shipboardCombat: current.options.shipboardCombat === true,
  });
  let defender = useMunitions(target, 'Marines', landing.defendersSacrificed);
  if (landing.screensSpent > 0) defender = { ...defender, screensChecked: (defender.screensChecked ?? 0) + landing.screensSpent };
  defender = { ...defender, boarders: landing.aboard };
  current = shotBetween(replaceShip(current, defender), attacker.id, target.id, { hits: roll.landed, dice: attempt.squads, damage: 0 });
  const stopped = [
    ...(landing.defendersSacrificed > 0 ? [`${count(landing.defendersSacrificed, 'defending squad')} sacrificed`] : []),
    ...(landing.screensSpent > 0 ? [`${landing.screensSpent} screens spent to stop ${count(landing.screensSpent / 2, 'party', 'parties')}`] : []),
  ];
  events.push({ type: 'boarding', text: `${target.name}: ${stopped.length > 0 ? `${stopped.join(', ')}; ` : ''}${count(landing.aboard, 'enemy boarding party', 'enemy boarding parties')} aboard` });
  return { state: current, events };
}

function fireTractor(state: StarmadaState, attacker: ShipState, use: Extract<SystemFire, { system: 'Tractor Beam' }>, dice: Dice): Fired {
  const flight = state.flights.find((f) => f.id === use.targetId && f.count > 0);
  if (!flight) return { state, events: [] };
  const roll = rollTractor(dice, `tractor beam ${attacker.name}→${flight.name}`);
  let current = shotBetween(state, attacker.id, flight.id, { hits: roll.hit ? 1 : 0, dice: 1, damage: roll.hit ? 1 : 0 });
  const events: GameEvent[] = [{ type: 'attack', text: `${attacker.name} → ${flight.name} · tractor beam · ${roll.face} (5+) → ${roll.hit ? '1 fighter destroyed' : 'no hit'}` }];
  if (roll.hit) {
    current = { ...current, flights: current.flights.map((f) => (f.id === flight.id ? { ...f, count: f.count - 1 } : f)).filter((f) => f.count > 0) };
    if (flight.count <= 1) events.push({ type: 'flight-destroyed', text: `${flight.name} is wiped out.` });
  }
  return { state: current, events };
}

function fireShockwave(state: StarmadaState, attacker: ShipState, dice: Dice): Fired {
  const hits = shockwaveHitsOf(state, attacker);
  const near = (at: StarmadaState['ships'][number]['at']) => hexDistance(attacker.at, at) <= SHOCKWAVE_RANGE;
  const ships = state.ships.filter((s) => s.id !== attacker.id && s.status === 'active' && near(s.at));
  const flights = state.flights.filter((f) => f.count > 0 && near(f.at) && f.seeker?.launchedTurn !== state.turn);
  const victims = [...ships, ...flights].map((u) => ({ id: u.id, range: hexDistance(attacker.at, u.at), friendly: u.side === attacker.side }));
  const shares = assignShockwaveHits(hits, victims);
  const given = [...shares.values()].reduce((n, h) => n + h, 0);
  const events: GameEvent[] = [{ type: 'shockwave', text: `${attacker.name} triggers its shockwave: ${count(hits, 'hit')} among ${count(victims.length, 'element')} within 3 hexes${given < hits ? ` (${hits - given} lost: no target takes more than a third)` : ''}` }];
  const timing = state.options.sequentialCombat ? 'immediate' : 'pending';
  let current = state;
  for (const [id, n] of shares) {
    if (n === 0) continue;
    const ship = shipById(current, id);
    const flight = ship ? undefined : current.flights.find((f) => f.id === id && f.count > 0);
    const target = ship ? targetFrom(current, ship, attacker.at) : flight ? { kind: 'flight' as const, name: flight.name, fighters: flight.count, shuttle: flight.shuttle } : null;
    if (!target) continue;
    const record = resolveShockwaveHits(attacker.name, target, n, dice);
    events.push({ type: 'attack', text: record.summary, data: record });
    current = shotBetween(current, attacker.id, id, { hits: n, dice: 0, damage: ship ? boxesOf(record.total) : record.fightersDestroyed });
    if (ship) current = replaceShip(current, damageShip(current, ship, record.total, timing, attacker.at).ship);
    else if (flight) current = { ...current, flights: current.flights.map((f) => (f.id === id ? { ...f, count: f.count - record.fightersDestroyed } : f)).filter((f) => f.count > 0) };
  }
  return { state: current, events };
}

function fireFlares(state: StarmadaState, attacker: ShipState, use: Extract<SystemFire, { system: 'Flares' }>, dice: Dice): Fired {
  const launched = use.hexes.slice(0, munitionsLeft(state, attacker, 'Flares')).map((at) => ({ aimed: at, roll: launchFlare(at, state.board, dice, `flare ${attacker.name}`) }));
  const label = (at: Parameters<typeof makeHexLabel>[0]) => makeHexLabel(at, state.board);
  const text = launched.map(({ aimed, roll }) => `${label(aimed)}: ${roll.face}${roll.scatter !== undefined ? ` scatter ${roll.scatter}` : ''} → ${roll.at ? `marker in ${label(roll.at)}` : roll.face === 1 ? 'dud' : 'off the board'}`);
  const markers = launched.flatMap(({ roll }) => (roll.at ? [{ at: roll.at, faceUp: false }] : []));
  const current = replaceShip({ ...state, flares: [...(state.flares ?? []), ...markers] }, useMunitions(attacker, 'Flares', launched.length));
  return { state: current, events: [{ type: 'flares', text: `${attacker.name} launches ${count(launched.length, 'flare')}: ${text.join('; ')} (face down until the End Phase)` }] };
}

/** B.15: the mines go down as markers in the hexes chosen (ruling 137). */
function layShipMines(state: StarmadaState, ship: ShipState, use: Extract<SystemFire, { system: 'Mines' }>): Fired {
  const hexes = use.hexes.slice(0, munitionsLeft(state, ship, 'Mines'));
  const minefields = hexes.reduce((fields, at) => layMines(fields, at, 1), state.minefields ?? []);
  const where = [...new Set(hexes.map((h) => makeHexLabel(h, state.board)))].join(', ');
  const current = replaceShip({ ...state, minefields }, useMunitions(ship, 'Mines', hexes.length));
  return { state: current, events: [{ type: 'mines', text: `${ship.name} lays ${count(hexes.length, 'mine')} in ${where}` }] };
}

function fireOne(state: StarmadaState, ship: ShipState, use: SystemFire, dice: Dice): Fired {
  switch (use.system) {
    case 'Marines':
      return fireMarines(state, ship, use, dice);
    case 'Tractor Beam':
      return fireTractor(state, ship, use, dice);
    case 'Shockwave':
      return fireShockwave(state, ship, dice);
    case 'Flares':
      return fireFlares(state, ship, use, dice);
    case 'Mines':
      return layShipMines(state, ship, use);
  }
}

/** Resolves one ship's system uses, in the order declared. */
export function fireSystems(state: StarmadaState, shipId: string, uses: readonly SystemFire[], dice: Dice): Fired {
  let current = state;
  const events: GameEvent[] = [];
  for (const use of uses.filter((u) => u.shipId === shipId)) {
    const ship = shipById(current, shipId);
    if (!ship) break;
    const fired = fireOne(current, ship, use, dice);
    current = fired.state;
    events.push(...fired.events);
  }
  if (current.options.sequentialCombat && uses.some((u) => u.shipId === shipId && u.system === 'Shockwave')) {
    // E.5 p.49: the shockwave's damage took effect at once; ships it destroyed leave before the next ship fires.
    const wrecks = removeWrecks(current, dice);
    return { state: wrecks.state, events: [...events, ...wrecks.events] };
  }
  return { state: current, events };
}
