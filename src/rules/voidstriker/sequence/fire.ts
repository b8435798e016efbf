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
 * - A crippled ship cannot fire (§2.362); crew fire slots per fire/fire-slots.ts (ruling D2).
 * - Tube mounts of one battery launching together form one salvo (ruling E12, §2.351).
 */
import type { Dice } from '../../core/dice.ts';
import { isCrippled } from '../damage/condition.ts';
import { crewEffects } from '../damage/crew.ts';
import { attackerInAftArc, mountBears } from '../geometry/arcs.ts';
import { lineOfFire } from '../geometry/mass-driver.ts';
import { rangeInches } from '../geometry/range.ts';
import { resolveDirectFire } from '../fire/attack.ts';
import { assignFireSlots, type SlotWeapon } from '../fire/fire-slots.ts';
import type { DirectFireWeapon, FireMount } from '../fire/weapon.ts';
import { sightLine } from '../map-features/sight-line.ts';
import { classOf } from '../ships/library.ts';
import { fireUnits, unitCondition, type FireUnit } from '../ships/fire-units.ts';
import { inPlay } from '../ships/in-play.ts';
import type { FireOrder } from '../notation/types.ts';
import type { VoidShip } from '../state.ts';
import { shellsOf, spendRounds } from './ammunition.ts';
import { applyPackets, firerArc } from './damage.ts';
import { fireAtMissiles } from './fire-at-salvos.ts';
import { launch } from './launch.ts';
import { targetSizeOf } from './lock-on.ts';
import { targetAt, targetName, targetOf, type Target } from './targets.ts';
import { rollText } from './text.ts';
import { event, putShip, shipById, type World } from './world.ts';

/** Fire and launch orders for one ship this phase. */
export interface ShipFireOrders {
  readonly shipId: string;
  readonly fire: readonly FireOrder[];
  readonly launch: readonly FireOrder[];
}

const fitting = (m: { mounting: 'fixed' | 'turret'; arc: 'F' | 'A' }): 'fixed' | 'forwardTurret' | 'rearTurret' =>
  m.mounting === 'fixed' ? 'fixed' : m.arc === 'A' ? 'rearTurret' : 'forwardTurret';

/** A unit as the crew fire slots see it (fire/fire-slots.ts). */
export function slotWeapon(unit: FireUnit): SlotWeapon {
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
    `${ship.name} → ${target.name} · ${unit.name} · range ${rangeInches(ship.position, target.position) | 0}" · to-hit ${rollText(t.roll, t.modifiers, t.needed, t.naturalOne, true)} → ${t.hit ? `hit; damage ${damage.join(', ')}${hit && hit.lines.length > 0 ? `: ${hit.lines.join(' · ')}` : ''}${hit?.fate ? ` — ${target.name} ${hit.fate}` : ''}` : 'miss'}`,
    r,
  );
  const dealt = t.hit ? r.hits.reduce((n, h) => n + Math.max(0, h.damage), 0) : 0;
  world.shots.push({ from: ship.position, to: target.position, hit: t.hit, label: unit.name, fromId: ship.id, toId: target.id, damage: dealt });
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
