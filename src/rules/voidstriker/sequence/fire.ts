/**
 * The firing step of one combat phase (book §2.35, §2.351, §2.36): players fire in initiative order, winner
 * first; each weapon or battery fires once per round, only at a target its ship locked at Sensor Lock-On and that
 * is in its arc now; each hit is allocated at once, so a weapon destroyed before its turn loses its shot.
 * Missile launches are fire actions too (§2.351), and weapons may fire at salvos (−4, §2.351).
 *
 * Judgement calls:
 * - An order names a phase or 'any'. In each allowed phase the order fires if it can (lock, arc, line of sight,
 *   crew, ammunition); otherwise it waits, and it lapses, with the reason in the summary, after its last allowed
 *   phase. The condition words ("if locked", "if in arc") say the same thing and are accepted for clarity.
 * - A crippled ship cannot fire (§2.362); crew fire slots per fire/fire-slots.ts (digest §10 D2).
 * - Tube mounts of one battery launching together form one salvo (digest §4.11.1 [rec]).
 */
import type { Dice } from '../../core/dice.ts';
import type { Point } from '../../core/scene.ts';
import { isCrippled } from '../damage/condition.ts';
import { crewEffects } from '../damage/crew.ts';
import { attackerInAftArc, mountBears } from '../geometry/arcs.ts';
import { lineOfFire } from '../geometry/mass-driver.ts';
import { rangeInches } from '../geometry/range.ts';
import { resolveDirectFire } from '../fire/attack.ts';
import { assignFireSlots, type SlotWeapon } from '../fire/fire-slots.ts';
import { toHitModifiers } from '../fire/to-hit.ts';
import type { DirectFireWeapon, FireMount } from '../fire/weapon.ts';
import { fireAtSalvo } from '../missiles/fire-at-missiles.ts';
import { launchSalvo } from '../missiles/launch.ts';
import type { MissileMark } from '../missiles/missile-data.ts';
import { sightLine } from '../map-features/sight-line.ts';
import { classOf } from '../ships/library.ts';
import { fireUnits, unitCondition, type FireUnit } from '../ships/fire-units.ts';
import { inPlay } from '../ships/in-play.ts';
import type { FireOrder } from '../notation/types.ts';
import type { VoidSalvo, VoidShip } from '../state.ts';
import { applyPackets, firerArc } from './damage.ts';
import { targetSizeOf } from './lock-on.ts';
import { fratricide } from './missile-flight.ts';
import { PHASE_NAMES, ROMAN, rollText } from './text.ts';
import { event, putShip, shipById, type World } from './world.ts';
import { count } from '../../core/text.ts';

/** Fire and launch orders for one ship this phase. */
export interface ShipFireOrders {
  readonly shipId: string;
  readonly fire: readonly FireOrder[];
  readonly launch: readonly FireOrder[];
}

const fitting = (m: { mounting: 'fixed' | 'turret'; arc: 'F' | 'A' }): 'fixed' | 'forwardTurret' | 'rearTurret' =>
  m.mounting === 'fixed' ? 'fixed' : m.arc === 'A' ? 'rearTurret' : 'forwardTurret';

function slotWeapon(unit: FireUnit): SlotWeapon {
  const first = unit.mounts[0];
  return {
    id: unit.id,
    control: unit.kind === 'tubes' ? 'missile' : first?.mounting === 'turret' ? 'turret' : 'fixed',
    battery: unit.mounts.length > 1 || first?.battery !== undefined,
  };
}

function weaponOf(ship: VoidShip, mountId: string): DirectFireWeapon | null {
  const spec = classOf(ship).mounts.find((m) => m.id === mountId);
  const now = ship.condition.mounts.find((m) => m.id === mountId);
  if (!spec || !now) return null;
  if (spec.weapon === 'laser') return { kind: 'laser', mark: spec.mark as 1 | 2 | 3 | 4 | 5 };
  if (spec.weapon === 'massDriver') return { kind: 'massDriver', mark: spec.mark as 4 | 5, dp: now.dp };
  return null;
}

const shellsOf = (ship: VoidShip, unit: FireUnit): number =>
  ship.condition.magazines.filter((m) => m.dp > 0 && unit.mounts.some((u) => (u.magazines ?? []).includes(m.id))).reduce((n, m) => n + m.rounds, 0);

/** Takes `count` rounds from the unit's magazines, first magazine first. */
function spendRounds(ship: VoidShip, unit: FireUnit, count: number): VoidShip {
  let left = count;
  const feeds = new Set(unit.mounts.flatMap((u) => u.magazines ?? []));
  const magazines = ship.condition.magazines.map((m) => {
    if (!feeds.has(m.id) || m.dp <= 0 || left <= 0) return m;
    const take = Math.min(left, m.rounds);
    left -= take;
    return { ...m, rounds: m.rounds - take };
  });
  return { ...ship, condition: { ...ship.condition, magazines } };
}

type Target = { kind: 'ship'; ship: VoidShip } | { kind: 'salvo'; salvo: VoidSalvo };

function targetOf(world: World, id: string): Target | null {
  const ship = world.ships.find((s) => s.id === id && inPlay(s));
  if (ship) return { kind: 'ship', ship };
  const salvo = world.salvos.find((s) => s.id === id);
  return salvo ? { kind: 'salvo', salvo } : null;
}

const targetName = (t: Target): string => (t.kind === 'ship' ? t.ship.name : t.salvo.id);
const targetAt = (t: Target): Point => (t.kind === 'ship' ? t.ship.position : t.salvo.position);

/** Why this unit cannot fire at the target now, or null. */
function obstacle(world: World, ship: VoidShip, unit: FireUnit, target: Target | null): string | null {
  if (!target) return 'its target is gone';
  if (isCrippled(ship.condition)) return `${ship.name} is crippled`;
  const working = unitCondition(ship, unit).filter((m) => m.dp > 0);
  if (working.length === 0) return 'it is destroyed';
  if (!(world.locks[ship.id]?.[target.kind === 'ship' ? target.ship.id : target.salvo.id] ?? 0)) return `no lock on ${targetName(target)}`;
  const at = targetAt(target);
  const facing = { position: ship.position, heading: ship.heading };
  if (!working.some((m) => mountBears(fitting(m), facing, at))) return `${targetName(target)} is out of its arc`;
  if (working.some((m) => m.weapon === 'massDriver') && !lineOfFire(facing, at).crosses) return `the mass driver's line of fire misses ${targetName(target)}`;
  const line = sightLine(ship.position, at, { planets: world.state.planets, asteroids: [] });
  if (line.blockedByPlanet) return `${line.blockedBy.join(', ')} is in the way`;
  if (working.some((m) => m.weapon === 'massDriver' || m.weapon === 'missileTube') && shellsOf(ship, unit) < 1) return 'no ammunition left';
  if (working.some((m) => m.weapon === 'blaster')) return 'the shareware rules give blasters no statistics';
  const fired = world.fired.filter((k) => k.startsWith(`${ship.id}/`)).map((k) => k.slice(ship.id.length + 1));
  const units = fireUnits(classOf(ship));
  const crew = ship.condition.crew;
  const slots = assignFireSlots({ pilot: crew.pilot > 0, gunners: crew.gunners }, [...fired, unit.id].map((id) => slotWeapon(units.find((u) => u.id === id) ?? unit)));
  if (!slots.ok) return slots.error.message.replace(/\.$/, '');
  return null;
}

function fireAtShip(world: World, ship: VoidShip, unit: FireUnit, target: VoidShip, dice: Dice): void {
  const plot = world.plots[ship.id];
  const thrust = plot?.manoeuvre.thrust;
  const working = unitCondition(ship, unit).filter((m) => m.dp > 0);
  const mounts: FireMount[] = working.flatMap((m) => {
    const weapon = weaponOf(ship, m.id);
    const spec = unit.mounts.find((u) => u.id === m.id);
    return weapon && spec ? [{ weapon, count: spec.count, mounting: fitting(m) === 'fixed' ? 'fixed' : fitting(m) === 'rearTurret' ? 'turretAft' : 'turretForward' }] : [];
  });
  const facing = { position: ship.position, heading: ship.heading };
  const line = sightLine(ship.position, target.position, { planets: world.state.planets, asteroids: world.state.asteroids });
  const fromAft = attackerInAftArc({ position: target.position, heading: target.heading }, ship.position);
  const result = resolveDirectFire(
    {
      firer: ship.name,
      target: target.name,
      mounts,
      targetSize: targetSizeOf(target, world.plots[target.id]),
      lockedSensors: world.locks[ship.id]?.[target.id] ?? 0,
      range: rangeInches(ship.position, target.position),
      firerEvasive: thrust?.evasive ?? 0,
      firerAttack: thrust?.attack ?? 0,
      captainOut: crewEffects(ship.condition.crew, classOf(ship).crew).captainOut,
      asteroidInches: line.asteroidInches,
      inArc: true,
      inLineOfFire: lineOfFire(facing, target.position).crosses,
      fromTargetAft: fromAft,
      shellsLeft: shellsOf(ship, unit),
    },
    dice,
  );
  if (!result.ok) {
    event(world, 'fireRefused', `${ship.name}'s ${unit.name} cannot fire at ${target.name}: ${result.error.message}`);
    return;
  }
  const r = result.value;
  world.fired.push(`${ship.id}/${unit.id}`);
  if (r.shellsSpent > 0) putShip(world, spendRounds(shipById(world, ship.id) ?? ship, unit, r.shellsSpent));
  const t = r.toHit;
  const damage = r.hits.map((h) => `[${h.dice.join('+')}]${h.bonus ? `+${h.bonus}` : ''}${h.rangeLoss ? `−${h.rangeLoss} range` : ''} = ${h.damage}`);
  const hit = t.hit ? applyPackets(shipById(world, target.id) ?? target, r.hits.map((h) => h.damage), fromAft ? 'aft' : firerArc(target, ship.position), dice) : null;
  if (hit) putShip(world, hit.ship);
  event(
    world,
    'fire',
    `${ship.name} → ${target.name} · ${unit.name} · range ${rangeInches(ship.position, target.position) | 0}" · to-hit ${rollText(t.roll, t.modifiers, t.needed, t.naturalOne)} → ${t.hit ? `hit; damage ${damage.join(', ')}${hit && hit.lines.length > 0 ? `: ${hit.lines.join(' · ')}` : ''}${hit?.fate ? ` — ${target.name} ${hit.fate}` : ''}` : 'miss'}`,
    r,
  );
  world.shots.push({ from: ship.position, to: target.position, hit: t.hit, label: unit.name });
}

function fireAtMissiles(world: World, ship: VoidShip, unit: FireUnit, salvo: VoidSalvo, dice: Dice): void {
  const plot = world.plots[ship.id];
  const range = rangeInches(ship.position, salvo.position);
  world.fired.push(`${ship.id}/${unit.id}`);
  let left = salvo.count;
  let destroyed = 0;
  for (const m of unitCondition(ship, unit).filter((c) => c.dp > 0)) {
    if (left <= 0) break;
    const spec = unit.mounts.find((u) => u.id === m.id);
    const base = toHitModifiers({
      label: '',
      needed: 0,
      fixed: m.mounting === 'fixed',
      target: { kind: 'salvo' },
      lockedSensors: world.locks[ship.id]?.[salvo.id] ?? 0,
      range,
      firerEvasive: plot?.manoeuvre.thrust.evasive ?? 0,
      firerAttack: plot?.manoeuvre.thrust.attack ?? 0,
      captainOut: crewEffects(ship.condition.crew, classOf(ship).crew).captainOut,
    }).filter((t) => t.source !== 'missile salvo');
    const shot = fireAtSalvo(
      {
        firerId: ship.name,
        mountId: unit.name,
        salvoId: salvo.id,
        weapon: m.weapon === 'massDriver' ? { kind: 'massDriver' } : { kind: 'laser', mark: (spec?.mark ?? 1) as 1 | 2 | 3 | 4 | 5, weapons: spec?.count ?? 1 },
        range,
        modifiers: base,
        missiles: left,
      },
      dice,
    );
    destroyed += shot.missilesDestroyed;
    left = shot.missilesLeft;
    event(
      world,
      'fireAtSalvo',
      `${ship.name} → ${salvo.id} · ${unit.name} · to-hit ${rollText(shot.natural, shot.modifiers, shot.needed, shot.naturalOne)} → ${shot.hit ? `${count(shot.missilesDestroyed, 'missile')} destroyed${shot.damage.length > 0 ? ` (damage ${shot.damage.map((d) => `d6 ${d.die}+${d.bonus}−${d.rangeLoss}=${d.total}`).join(', ')})` : ''}` : 'miss'}`,
      shot,
    );
  }
  world.shots.push({ from: ship.position, to: salvo.position, hit: destroyed > 0, label: unit.name });
  world.salvos = left <= 0 ? world.salvos.filter((s) => s.id !== salvo.id) : world.salvos.map((s) => (s.id === salvo.id ? { ...s, count: left } : s));
  fratricide(world, salvo, destroyed, dice);
}

function launch(world: World, ship: VoidShip, unit: FireUnit, target: Target, phase: number): void {
  const working = unitCondition(ship, unit).filter((m) => m.dp > 0);
  let now = ship;
  const parts: VoidSalvo[] = [];
  const id = `S${world.nextSalvo}`;
  for (const m of working) {
    const spec = unit.mounts.find((u) => u.id === m.id);
    if (!spec) continue;
    const launched = launchSalvo({
      round: world.state.round,
      phase: PHASE_NAMES[phase] ?? 'a',
      salvoId: id,
      ship: { id: ship.id, side: ship.side, position: ship.position, anchor: ship.vectorCounter, heading: ship.heading, drift: { speed: ship.drift.speed, dir: ship.drift.direction } },
      mount: { id: m.id, tubes: spec.count, mark: spec.mark as MissileMark, warhead: 'xraser', dp: m.dp, lastLaunchRound: ship.lastLaunch[m.id] ?? null },
      targetId: target.kind === 'ship' ? target.ship.id : target.salvo.id,
      sensorsOnTarget: world.locks[ship.id]?.[target.kind === 'ship' ? target.ship.id : target.salvo.id] ?? 0,
      targetInArc: true,
      magazineMissiles: shellsOf(now, { ...unit, mounts: [spec] }),
    });
    if (!launched.ok) {
      event(world, 'launchRefused', `${ship.name}'s ${unit.name} cannot launch: ${launched.error.message}`);
      continue;
    }
    const l = launched.value;
    now = spendRounds({ ...now, lastLaunch: { ...now.lastLaunch, [m.id]: world.state.round } }, { ...unit, mounts: [spec] }, l.missilesUsed);
    parts.push({ ...l.salvo, seat: ship.seat });
  }
  putShip(world, now);
  const [first] = parts;
  if (!first) return;
  const salvo: VoidSalvo = { ...first, count: parts.reduce((n, p) => n + p.count, 0) };
  world.fired.push(`${ship.id}/${unit.id}`);
  world.nextSalvo += 1;
  world.salvos.push(salvo);
  event(world, 'launch', `${ship.name} launches ${salvo.id}: ${salvo.count} × Mk-${ROMAN[salvo.mark] ?? salvo.mark} Xraser at ${targetName(target)} (tubes reload in round ${world.state.round + 3}).`);
}

/** Fires this phase's orders in initiative order. `last` marks the orders' final chance, when waiting ones lapse. */
export function firePhase(world: World, phase: number, orders: readonly ShipFireOrders[], dice: Dice): void {
  const bySeat = [...world.seatOrder];
  // Orders that ran out of phases, told once per ship and reason.
  const lapsed = new Map<string, string[]>();
  for (const seat of bySeat) {
    for (const shipId of world.shipOrder) {
      const ship0 = shipById(world, shipId);
      if (!ship0 || ship0.seat !== seat) continue;
      const mine = orders.find((o) => o.shipId === shipId);
      if (!mine) continue;
      for (const order of [...mine.launch, ...mine.fire]) {
        const allowed = order.phase === 'any' ? [0, 1, 2, 3] : [order.phase - 1];
        if (!allowed.includes(phase)) continue;
        const ship = shipById(world, shipId);
        if (!ship || !inPlay(ship)) break;
        const unit = fireUnits(classOf(ship)).find((u) => u.id === order.mount);
        if (!unit || world.fired.includes(`${ship.id}/${unit.id}`)) continue;
        const target = targetOf(world, order.target);
        const why = obstacle(world, ship, unit, target);
        if (why !== null) {
          if (phase === Math.max(...allowed)) lapsed.set(`${ship.name}|${why}`, [...(lapsed.get(`${ship.name}|${why}`) ?? []), unit.name]);
          continue;
        }
        if (!target) continue;
        if (unit.kind === 'tubes') launch(world, ship, unit, target, phase);
        else if (target.kind === 'ship') fireAtShip(world, ship, unit, target.ship, dice);
        else fireAtMissiles(world, ship, unit, target.salvo, dice);
      }
    }
  }
  for (const [key, units] of lapsed) {
    const [name, why] = key.split('|');
    event(world, 'lapsed', `${name} does not fire ${units.length === 1 ? `its ${units[0]}` : `${units.length} weapons`}: ${why}.`);
  }
}
