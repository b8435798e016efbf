/**
 * Resolving a ship's declared system uses with its attacks (appendix B; checked in system-fire.ts): marines land
 * boarding parties (B.14 p.34), tractor beams hit adjacent flights or sweep minefields (B.24 p.38, B.15 p.35), the shockwave hits everything within
 * three hexes that its ship can see (B.19 p.36–37), flares drop face-down markers (B.9 p.33), probes fired as weapons
 * attack one target (B.17 p.35). Every die is an event. Damage to ships waits for the End Phase like weapons fire
 * (at once under E.5); fighters are removed at once.
 */
import type { Dice } from '../../core/dice.ts';
import { hexDistance, hexEquals, type Hex } from '../../core/hex.ts';
import { makeHexLabel } from '../../core/offset.ts';
import type { GameEvent } from '../../core/rule-system.ts';
import { count } from '../../core/text.ts';
import type { ShipState, StarmadaState } from '../state.ts';
import { currentRatings } from './apply-damage.ts';
import { launchFlare } from './flares.ts';
import { formatBoarding, landParties, rollBoarding } from './marines.ts';
import { fireConditions, markAttack, withScreens } from './resolve-fire.ts';
import { sightFor, sightTerm } from './sight.ts';
import { PROBE_WEAPON } from './probes.ts';
import { resolveAttack, type AttackTarget } from './attack.ts';
import { effectiveDistance } from './reach-target.ts';
import { stealthBlocks } from './stealth.ts';
import { isDestroyed } from './apply-damage.ts';
import { assignShockwaveHits, resolveShockwaveHits, SHOCKWAVE_RANGE } from './shockwave.ts';
import { damageShip, replaceShip, targetFrom, tracksOf } from './ship-condition.ts';
import { boxesOf, shotBetween } from './shot-log.ts';
import { munitionsLeft, sees, shockwaveHitsOf, type SystemFire } from './system-fire.ts';
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
  const conditions = { ...fireConditions(state, attacker, target), ...sightTerm(sightFor(state, attacker, target)) };
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

/** B.15 p.35: "Each hit scored on a minefield removes one mine marker". */
function sweepMines(state: StarmadaState, attacker: ShipState, at: Hex, dice: Dice): Fired {
  const label = makeHexLabel(at, state.board);
  if (!(state.minefields ?? []).some((f) => f.mines > 0 && hexEquals(f.at, at))) return { state, events: [] };
  const roll = rollTractor(dice, `tractor beam ${attacker.name}→minefield ${label}`);
  const events: GameEvent[] = [{ type: 'attack', text: `${attacker.name} → minefield in ${label} · tractor beam · ${roll.face} (5+) → ${roll.hit ? '1 mine removed' : 'no hit'}` }];
  if (!roll.hit) return { state, events };
  const minefields = (state.minefields ?? []).map((f) => (hexEquals(f.at, at) ? { ...f, mines: f.mines - 1 } : f)).filter((f) => f.mines > 0);
  return { state: { ...state, minefields }, events };
}

function fireTractor(state: StarmadaState, attacker: ShipState, use: Extract<SystemFire, { system: 'Tractor Beam' }>, dice: Dice): Fired {
  if ('minefield' in use) return sweepMines(state, attacker, use.minefield, dice);
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

/** B.17 p.35: the probes fired as weapons come off the sheet and attack their one target, like a battery of their own. */
function fireProbes(state: StarmadaState, attacker: ShipState, use: Extract<SystemFire, { system: 'Probes' }>, dice: Dice, locks: Map<string, boolean>): Fired {
  const fired = Math.min(use.count, munitionsLeft(state, attacker, 'Probes'));
  const spent = replaceShip(state, useMunitions(attacker, 'Probes', fired));
  const ship = spent.ships.find((s) => s.id === use.targetId && s.status === 'active' && !isDestroyed(s, tracksOf(spent, s)));
  const flight = ship ? undefined : spent.flights.find((f) => f.id === use.targetId && f.count > 0);
  const victim = ship ?? flight;
  if (fired === 0 || !victim) return { state: spent, events: [] };
  const events: GameEvent[] = [];
  const stealth = stealthBlocks(spent, attacker, victim.id, PROBE_WEAPON, { dice, locks, source: { name: 'Probes' } });
  events.push(...stealth.events);
  if (stealth.blocked) return { state: spent, events };
  const target: AttackTarget = ship ? targetFrom(spent, ship, attacker.at) : { kind: 'flight', name: victim.name, fighters: (flight as NonNullable<typeof flight>).count, variant: flight?.variant };
  const base = { ...fireConditions(spent, attacker, ship ?? null), ...sightTerm(sightFor(spent, attacker, victim)) };
  const record = resolveAttack(
    {
      attacker: attacker.name,
      target,
      weaponName: 'Probes',
      weapon: PROBE_WEAPON,
      firing: { weapons: fired },
      distance: effectiveDistance(spent, attacker, hexDistance(attacker.at, victim.at), victim.id),
      conditions: withScreens(spent, base, attacker.at, victim.at),
      ...(spent.options.nebula ? { nebula: true } : {}),
    },
    dice,
  );
  if (!record.ok) return { state: spent, events: [...events, { type: 'attack-refused', text: `${attacker.name} → ${victim.name} · Probes: ${record.error.message}` }] };
  const marked = markAttack(spent, attacker, victim, record.value, spent.options.sequentialCombat ? 'immediate' : 'pending');
  return { state: marked.state, events: [...events, { type: 'attack', text: record.value.summary, data: record.value }, ...marked.events] };
}

function fireShockwave(state: StarmadaState, attacker: ShipState, dice: Dice): Fired {
  const hits = shockwaveHitsOf(state, attacker);
  // "All elements ... within three hexes, to which the attacking ship has a line of sight" (p.36).
  const near = (u: { name: string; at: StarmadaState['ships'][number]['at'] }) => hexDistance(attacker.at, u.at) <= SHOCKWAVE_RANGE && sees(state, attacker, u);
  const ships = state.ships.filter((s) => s.id !== attacker.id && s.status === 'active' && near(s));
  const flights = state.flights.filter((f) => f.count > 0 && near(f) && f.seeker?.launchedTurn !== state.turn);
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

function fireOne(state: StarmadaState, ship: ShipState, use: SystemFire, dice: Dice, locks: Map<string, boolean>): Fired {
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
    case 'Probes':
      return fireProbes(state, ship, use, dice, locks);
  }
}

/** Resolves one ship's system uses, in the order declared; `locks` holds its weapons' stealth lock-ons (B.22). */
export function fireSystems(state: StarmadaState, shipId: string, uses: readonly SystemFire[], dice: Dice, locks = new Map<string, boolean>()): Fired {
  let current = state;
  const events: GameEvent[] = [];
  for (const use of uses.filter((u) => u.shipId === shipId)) {
    const ship = shipById(current, shipId);
    if (!ship) break;
    const fired = fireOne(current, ship, use, dice, locks);
    current = fired.state;
    events.push(...fired.events);
  }
  if (current.options.sequentialCombat && uses.some((u) => u.shipId === shipId && (u.system === 'Shockwave' || u.system === 'Probes'))) {
    // E.5 p.49: the shockwave's and probes' damage took effect at once; ships they destroyed leave before the next ship fires.
    const wrecks = removeWrecks(current, dice);
    return { state: wrecks.state, events: [...events, ...wrecks.events] };
  }
  return { state: current, events };
}
