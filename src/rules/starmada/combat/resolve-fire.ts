/**
 * Resolving declared fire (Starmada 4.0–4.5 p.18–21): ships attack in the ratio-rule order, each declaration's
 * weapons roll to hit, impact and damage, and the damage is marked — pending until the End Phase, or at once
 * under E.5 sequential combat. Starship hits on fighter flights destroy a fighter each (p.23).
 *
 * Simultaneous fire (Salvo's default, ruling 24 on 4.0–4.1 p.18): every declaration was checked against the board at the
 * start of the Combat Phase; since damage waits for the End Phase, the order only shapes the log.
 * A seeking battery (C.4) launches seeker flights instead of attacking (seekers/launch.ts); seekers launched this
 * Combat Phase cannot be attacked in it, not even by a Proximity weapon's blast [ruling 50].
 */
import type { Dice } from '../../core/dice.ts';
import { hexDistance, type Hex } from '../../core/hex.ts';
import type { GameEvent } from '../../core/rule-system.ts';
import { resolveAttack, type AttackRecord, type AttackTarget } from './attack.ts';
import { currentRatings, isDestroyed } from './apply-damage.ts';
import { workingEquipment } from './ship-target.ts';
import type { ToHitConditions } from './to-hit.ts';
import { activationOrder, formatSequence } from '../fighters/activation-order.ts';
import { arcNoteEvents, classOf, damageShip, replaceShip, targetFrom, tracksOf } from './ship-condition.ts';
import type { WeaponProfile } from '../ships/schema.ts';
import type { FireDeclaration, FlightState, ShipState, SideId, StarmadaState } from '../state.ts';
import { allocateFire, type Allocation } from './declaration.ts';
import { removeWrecks } from '../sequence/end-phase.ts';
import { effectiveDistance } from './reach-target.ts';
import { sightFor, sightTerm } from './sight.ts';
import { launchSeekers } from '../seekers/launch.ts';
import { screenPenaltyBetween } from '../fighters/screens.ts';
import { stealthBlocks } from './stealth.ts';
import { probeHelps } from './probes.ts';
import { isDetectedCloaked, isUndetected } from '../movement/cloaking.ts';
import { stormToHitTerms } from '../setup/storms.ts';
import { prototypeToHitTerms } from '../setup/prototype.ts';
import { boxesOf, diceHits, shotBetween } from './shot-log.ts';
import { fireSystems } from './fire-systems.ts';
import { munitionsLeft, type SystemFire } from './system-fire.ts';
import { cancelCasualties } from './marines.ts';
import type { DamageTally } from './damage.ts';
import { count } from '../../core/text.ts';
import { writtenWithPrefix } from '../notation/movement.ts';

/** Did the ship use evasive action (D.3, a Z/ prefix) in this turn's revealed orders? */
export const evading = (state: StarmadaState, shipId: string): boolean => writtenWithPrefix(state.revealedOrders[shipId] ?? '', 'Z');


/** The to-hit conditions of an attack by `attacker` on `target` besides range and the weapon (table p.20). */
export function fireConditions(state: StarmadaState, attacker: ShipState, target: ShipState | null): ToHitConditions {
  const attackerCls = classOf(state, attacker);
  const evasion: { attackerEngine?: number; targetEngine?: number } = {};
  if (evading(state, attacker.id)) evasion.attackerEngine = currentRatings(attacker, tracksOf(state, attacker)).engines;
  if (target && evading(state, target.id)) evasion.targetEngine = currentRatings(target, tracksOf(state, target)).engines;
  // Appendix S: the S.9 storm's −1 (result 5) and the S.8 prototype's trial.
  const scenario = [...stormToHitTerms(state), ...prototypeToHitTerms(state, attacker)];
  return {
    ...(scenario.length > 0 ? { other: scenario } : {}),
    fireControl: workingEquipment(attackerCls, attacker, 'Fire Control'),
    ...(target ? { countermeasures: workingEquipment(classOf(state, target), target, 'Countermeasures') } : {}),
    ...(evasion.attackerEngine !== undefined || evasion.targetEngine !== undefined ? { evasion } : {}),
    ...(target && isDetectedCloaked(state, target) ? { detectedCloakedTarget: true } : {}),
    ...(target && probeHelps(state, attacker.id, target.at) ? { probeWithin3: true } : {}),
  };
}

/** F.3 p.51: the fighter screens the attack passes through (fighters/screens.ts), added as a to-hit term. */
export function withScreens(state: StarmadaState, base: ToHitConditions, from: Hex, to: Hex): ToHitConditions {
  const value = state.options.fighterScreens ? screenPenaltyBetween(state.flights, from, to) : 0;
  return value < 0 ? { ...base, other: [...(base.other ?? []), { source: 'fighter screen', value }] } : base;
}

/** One ship's declarations rolled and marked; returns the new state and one event per attack. */
export function fireShip(state: StarmadaState, allocations: readonly Allocation[], dice: Dice, locks = new Map<string, boolean>()): { state: StarmadaState; events: GameEvent[] } {
  let current = state;
  const events: GameEvent[] = [];
  const timing = state.options.sequentialCombat ? 'immediate' : 'pending';
  for (const { declaration: d, banks } of allocations) {
    const attacker = current.ships.find((s) => s.id === d.shipId) as ShipState;
    const battery = classOf(current, attacker).batteries[d.battery];
    const profile = battery?.profiles[d.mode];
    if (!battery || !profile) continue;
    if (profile.range === null) {
      const launched = launchSeekers(current, { declaration: d, banks }, dice);
      events.push(...launched.events);
      current = launched.launched ? markFired(launched.state, attacker.id, profile, banks) : launched.state;
      continue;
    }
    const stopped = stealthStops(current, attacker, d.targetId, { name: battery.name, profile }, banks, { dice, locks, events });
    if (stopped) {
      current = stopped;
      continue;
    }
    const aimed = current.ships.find((s) => s.id === d.targetId)?.at ?? current.flights.find((f) => f.id === d.targetId)?.at;
    if (!aimed) continue;
    const distance = effectiveDistance(current, attacker, hexDistance(attacker.at, aimed), d.targetId);
    const victims = profile.traits.includes('Prx') ? proximityVictims(current, aimed) : [{ id: d.targetId, adjacent: false }];
    // Banks with different mount sizes roll separately (C.3): one attack per mount size.
    for (const victim of victims) {
      for (const mountSize of [...new Set(banks.map((b) => b.bank.mountSize))]) {
        const weapons = banks.filter((b) => b.bank.mountSize === mountSize).reduce((n, b) => n + b.weapons, 0);
        // A ship this activation already wrecked (E.5) is no target: fire at it is lost, not shifted.
        const liveShip = current.ships.find((s) => s.id === victim.id && s.status === 'active' && !isDestroyed(s, tracksOf(current, s))) ?? null;
        const liveFlight = liveShip ? undefined : current.flights.find((f) => f.id === victim.id && f.count > 0);
        const target: AttackTarget | null = liveShip
          ? targetFrom(current, liveShip, attacker.at)
          : liveFlight
            ? { kind: 'flight', name: liveFlight.name, fighters: liveFlight.count, variant: liveFlight.variant, shuttle: liveFlight.shuttle }
            : null;
        if (!target) continue;
        const record = resolveAttack(
          {
            attacker: attacker.name,
            target,
            weaponName: battery.name,
            weapon: profile,
            firing: { weapons, mountSize },
            distance,
            conditions: withScreens(current, { ...fireConditions(current, attacker, liveShip), proximityAdjacent: victim.adjacent, ...sightTerm(sightFor(current, attacker, liveShip ?? (liveFlight as FlightState))) }, attacker.at, aimed),
            directedDamage: d.directed && d.keep ? { keep: d.keep } : d.directed,
            ...(current.options.nebula ? { nebula: true } : {}),
          },
          dice,
        );
        if (!record.ok) {
          events.push({ type: 'attack-refused', text: `${attacker.name} → ${target.name} · ${battery.name}: ${record.error.message}` });
          continue;
        }
        events.push({ type: 'attack', text: record.value.summary, data: record.value });
        const marked = markAttack(current, attacker, liveShip ?? liveFlight, record.value, timing);
        current = marked.state;
        events.push(...marked.events);
      }
    }
    current = markFired(current, attacker.id, profile, banks);
  }
  if (timing === 'immediate') {
    // E.5 p.49: this ship's damage takes effect now; ships it destroyed leave (and explode) before the next fires.
    const wrecks = removeWrecks(current, dice);
    return { state: wrecks.state, events: [...events, ...wrecks.events] };
  }
  return { state: current, events };
}

/** B.22: the attack stopped by a failed lock-on, as the state after it, or null when it goes ahead. */
function stealthStops(
  state: StarmadaState,
  attacker: ShipState,
  targetId: string,
  battery: { name: string; profile: WeaponProfile },
  banks: Allocation['banks'],
  roll: { dice: Dice; locks: Map<string, boolean>; events: GameEvent[] },
): StarmadaState | null {
  const { name, profile } = battery;
  const stealth = stealthBlocks(state, attacker, targetId, profile, { ...roll, source: { name } });
  roll.events.push(...stealth.events);
  if (!stealth.blocked) return null;
  // A Slow battery that failed its lock-on is not considered to have fired.
  return profile.traits.includes('Slw') ? state : markFired(state, attacker.id, profile, banks);
}

/** B.14 p.34: a ship struck by a Deadly weapon sacrifices a marine squad per crew casualty [ruling 132]. */
function marinesTakeCasualties(state: StarmadaState, ship: ShipState, tally: DamageTally): { ship: ShipState; tally: DamageTally; event?: GameEvent } {
  if (tally.crew === 0) return { ship, tally };
  const { crew, sacrificed } = cancelCasualties(tally.crew, munitionsLeft(state, ship, 'Marines'));
  if (sacrificed === 0) return { ship, tally };
  const spent = { ...ship, munitionsUsed: { ...ship.munitionsUsed, Marines: (ship.munitionsUsed['Marines'] ?? 0) + sacrificed } };
  return { ship: spent, tally: { ...tally, crew }, event: { type: 'boarding', text: `${ship.name} sacrifices ${count(sacrificed, 'marine squad')} to cancel ${count(sacrificed, 'crew casualty', 'crew casualties')} (B.14)` } };
}

/** An attack's result marked: the shot logged, damage on a ship (pending or at once), fighters off a flight. */
export function markAttack(
  state: StarmadaState,
  attacker: ShipState,
  victim: ShipState | FlightState | undefined,
  record: AttackRecord,
  timing: 'pending' | 'immediate',
): { state: StarmadaState; events: GameEvent[] } {
  if (!victim) return { state, events: [] };
  const onShip = 'status' in victim;
  const damage = onShip ? boxesOf(record.total) : Math.min(record.fightersDestroyed, victim.count);
  const current = shotBetween(state, attacker.id, victim.id, { ...diceHits(record.toHit), damage });
  if (onShip) {
    const guarded = marinesTakeCasualties(current, victim, record.total);
    const outcome = damageShip(current, guarded.ship, guarded.tally, timing, attacker.at);
    return { state: replaceShip(current, outcome.ship), events: [...(guarded.event ? [guarded.event] : []), ...arcNoteEvents(outcome.note)] };
  }
  const left = victim.count - record.fightersDestroyed;
  const flights = current.flights.map((f) => (f.id === victim.id ? { ...f, count: left } : f)).filter((f) => f.count > 0);
  return { state: { ...current, flights }, events: left <= 0 ? [{ type: 'flight-destroyed', text: `${victim.name} is wiped out.` }] : [] };
}

/**
 * Proximity (C.5 p.43): a separate attack on every element in the target hex, and at −1 on every element next to it,
 * friend or foe, the firer included (other weapons attack the declared target only).
 */
function proximityVictims(state: StarmadaState, aimed: Hex): { id: string; adjacent: boolean }[] {
  return [
    // B.5: an undetected cloaked ship may not be attacked, not even by a blast.
    ...state.ships.filter((s) => s.status === 'active' && !isUndetected(state, s) && hexDistance(s.at, aimed) <= 1).map((s) => ({ id: s.id, adjacent: hexDistance(s.at, aimed) === 1 })),
    ...state.flights
      .filter((f) => f.count > 0 && hexDistance(f.at, aimed) <= 1 && f.seeker?.launchedTurn !== state.turn)
      .map((f) => ({ id: f.id, adjacent: hexDistance(f.at, aimed) === 1 })),
  ];
}

/** The banks have fired: Slow banks reload (C.5 Slw), Expendable weapons are spent (C.5 Exp). */
function markFired(state: StarmadaState, shipId: string, profile: WeaponProfile, banks: Allocation['banks']): StarmadaState {
  const fired = state.ships.find((s) => s.id === shipId) as ShipState;
  const lastFired = fired.lastFired.map((row) => [...row]);
  const expended = fired.expended.map((row) => [...row]);
  for (const { bank, weapons } of banks) {
    const row = lastFired[bank.battery];
    if (row) row[bank.bank] = state.turn;
    const spent = expended[bank.battery];
    if (spent && profile.traits.includes('Exp')) spent[bank.bank] = (spent[bank.bank] ?? 0) + weapons;
  }
  return replaceShip(state, { ...fired, lastFired, expended });
}

/** The ratio-rule order of the Combat Phase (4.0 p.18), from the ships on the board when it starts. */
export function combatOrder(state: StarmadaState, dice: Dice): { order: SideId[]; event: GameEvent } {
  const count = (side: SideId) => state.ships.filter((s) => s.side === side && s.status === 'active').length;
  const order = activationOrder(count('A'), count('B'), dice, 'combat: who activates first (1-3 side A, 4-6 side B)');
  const tie = order.tieRoll === undefined ? '' : ` (tie: die ${order.tieRoll})`;
  return { order: [...order.sequence], event: { type: 'combat-order', text: `Combat order: ${formatSequence(order.sequence)}${tie}` } };
}

/** Simultaneous fire: every seat's declarations, rolled in combat order, ships of a side in fleet order. */
export function resolveSimultaneousFire(
  state: StarmadaState,
  declarations: readonly FireDeclaration[],
  dice: Dice,
  systems: readonly SystemFire[] = [],
): { state: StarmadaState; events: GameEvent[] } {
  if (declarations.length === 0 && systems.length === 0) return { state, events: [] };
  const { order, event } = combatOrder(state, dice);
  const events: GameEvent[] = [event];
  const acts = (s: ShipState) => declarations.some((d) => d.shipId === s.id) || systems.some((u) => u.shipId === s.id);
  const queues: Record<SideId, ShipState[]> = {
    A: state.ships.filter((s) => s.side === 'A' && acts(s)),
    B: state.ships.filter((s) => s.side === 'B' && acts(s)),
  };
  let current = state;
  for (const side of order) {
    const ship = queues[side].shift();
    if (!ship) continue;
    // Checked against the board at the start of the phase, as declared; `allocateFire` shares weapons out again.
    const allocated = allocateFire(state, null, declarations.filter((d) => d.shipId === ship.id));
    if (!allocated.ok) {
      events.push(...allocated.error.map((e) => ({ type: 'attack-refused', text: `${ship.name}: ${e.message}` })));
      continue;
    }
    // B.22: one lock-on roll per target for the ship's weapons and its probes fired as weapons alike.
    const locks = new Map<string, boolean>();
    const fired = fireShip(current, allocated.value, dice, locks);
    // Appendix B systems go off "at the same time as the ship's weapons": with its activation.
    const used = fireSystems(fired.state, ship.id, systems, dice, locks);
    current = used.state;
    events.push(...fired.events, ...used.events);
  }
  return { state: current, events };
}
