/**
 * Missile salvos in the movement part of a combat phase (book §2.351; rulings E2–E15): they drift with
 * everyone, then steer at their targets after all ships have accelerated (ruling E4, auto guidance), and
 * strike; the target may shoot first at point blank (hold fire), and missiles destroyed early may set off others
 * (fratricide).
 *
 * Judgement calls:
 * - A strike is checked during the drift (closest approach of both straight moves) and during the salvo's move.
 * - A salvo whose target has left play, or which has burnt its three turns of power, is removed at Record Keeping
 *   (see record-keeping.ts); one whose line to the target crosses a planet is lost (§3.21).
 * - Anti-missile salvos (targeting a salvo) detonate on contact and cause fratricide in the target (§2.351).
 */
import type { Dice } from '../../core/dice.ts';
import type { Point } from '../../core/scene.ts';
import { crewEffects } from '../damage/crew.ts';
import { fieldEntries } from '../geometry/asteroids.ts';
import { distance } from '../../core/plane.ts';
import { rollAsteroidCollision } from '../map-features/asteroid-collision.ts';
import { planetCrash } from '../map-features/planet-crash.ts';
import { salvoTrack } from '../map-features/salvo-planet.ts';
import { resolveFratricide } from '../missiles/fratricide.ts';
import { contactDuringStep, guideSalvo, pointBlankDuringStep } from '../missiles/guidance.ts';
import { holdFireDecision, resolvePointBlankFire, type PointDefenceMount } from '../missiles/hold-fire.ts';
import { resolveMissileAttack } from '../missiles/missile-attack.ts';
import { FRATRICIDE_RADIUS } from '../missiles/missile-data.ts';
import { driftSalvo } from '../missiles/salvo.ts';
import { inTargetsInch, resolveSpillover } from '../missiles/spillover.ts';
import { fireUnits, unitCondition } from '../ships/fire-units.ts';
import { inPlay } from '../ships/in-play.ts';
import { classOf } from '../ships/library.ts';
import type { VoidSalvo, VoidShip } from '../state.ts';
import { applyPackets, firerArc } from './damage.ts';
import { targetSizeOf } from './lock-on.ts';
import { ROMAN, termsText } from './text.ts';
import { event, putShip, shipById, trail, type World } from './world.ts';
import { count, plural } from '../../core/text.ts';

function removeSalvo(world: World, id: string): void {
  world.salvos = world.salvos.filter((s) => s.id !== id);
}

function setSalvoCount(world: World, id: string, count: number): void {
  world.salvos = count <= 0 ? world.salvos.filter((s) => s.id !== id) : world.salvos.map((s) => (s.id === id ? { ...s, count } : s));
}

/** §2.351 fratricide: each missile destroyed early may take others within ½" with it. */
export function fratricide(world: World, source: VoidSalvo, destroyed: number, dice: Dice): void {
  if (destroyed <= 0) return;
  const near = world.salvos.filter((s) => distance(s.position, source.position) <= FRATRICIDE_RADIUS + 1e-9 && s.count > 0);
  if (near.length === 0) return;
  const result = resolveFratricide([{ salvoId: source.id, warhead: source.warhead, count: destroyed }], near.map((s) => ({ salvoId: s.id, count: s.count })), dice);
  const lost = result.rolls.filter((r) => r.destroyed).length;
  for (const s of result.survivors) setSalvoCount(world, s.salvoId, s.count);
  event(world, 'fratricide', `Fratricide around ${source.id} (d6, ${result.rolls[0]?.chance ?? 0} or less destroys): [${result.rolls.map((r) => r.roll).join(', ')}] → ${lost} more ${plural(lost, 'missile')} lost.`, result);
}

/** Point-blank hold fire (§2.351): the target's held mounts shoot before the salvo strikes. */
function holdFire(world: World, salvo: VoidSalvo, target: VoidShip, dice: Dice): VoidSalvo | null {
  const plot = world.plots[target.id];
  const held = plot?.standing.pointBlank ?? [];
  if (held.length === 0) return salvo;
  const rank = (seat: string): number => world.seatOrder.indexOf(seat) + 1 || world.seatOrder.length + 1;
  const decision = holdFireDecision({
    order: { shipId: target.id, mounts: held },
    salvoTarget: salvo.target,
    targetRank: rank(target.seat),
    ownerRank: rank(salvo.seat),
    distance: 1,
    firedThisRound: world.fired.filter((k) => k.startsWith(`${target.id}/`)).map((k) => k.slice(target.id.length + 1)),
  });
  if (!decision.fires) {
    if (decision.reason === 'no-initiative') event(world, 'hold', `${target.name} holds fire for point blank, but ${world.state.seats[salvo.seat]?.player ?? 'the launcher'} has the initiative: ${salvo.id} strikes first (§2.351).`);
    return salvo;
  }
  if (!(world.locks[target.id]?.[salvo.id] ?? 0)) {
    event(world, 'hold', `${target.name} holds fire for point blank, but has no lock on ${salvo.id} (§2.33: only tracked targets).`);
    return salvo;
  }
  const cls = classOf(target);
  const captain = crewEffects(target.condition.crew, cls.crew).fireModifier;
  const evasive = plot?.manoeuvre.thrust.evasive ?? 0;
  const mounts: PointDefenceMount[] = fireUnits(cls)
    .filter((u) => decision.mounts.includes(u.id) && u.kind === 'weapon')
    .flatMap((u) =>
      unitCondition(target, u)
        .filter((m) => m.dp > 0 && m.weapon !== 'blaster')
        .map((m) => {
          const spec = cls.mounts.find((x) => x.id === m.id);
          return {
            mountId: u.id,
            weapon: m.weapon === 'massDriver' ? ({ kind: 'massDriver' } as const) : ({ kind: 'laser', mark: (spec?.mark ?? 1) as 1 | 2 | 3 | 4 | 5, weapons: spec?.count ?? 1 } as const),
            modifiers: [
              ...(captain !== 0 ? [{ source: 'captain out', value: captain }] : []),
              ...(evasive > 0 ? [{ source: `own evasive ${evasive}`, value: -evasive }] : []),
            ],
          };
        }),
    );
  for (const u of decision.mounts) world.fired.push(`${target.id}/${u}`);
  const fire = resolvePointBlankFire(target.name, salvo.id, salvo.count, mounts, dice);
  for (const shot of fire.shots) {
    event(
      world,
      'pointBlank',
      `${target.name} fires point blank at ${salvo.id}: d10 ${shot.natural}${termsText(shot.modifiers)} = ${shot.total} · hits on ${shot.needed}+${shot.naturalOne ? ' (natural 1)' : ''} → ${shot.hit ? `${count(shot.missilesDestroyed, 'missile')} destroyed${shot.damage.length > 0 ? ` (damage d6: ${shot.damage.map((d) => d.die).join(', ')})` : ''}` : 'miss'}`,
      shot,
    );
  }
  world.shots.push({ from: target.position, to: salvo.position, hit: fire.missilesDestroyed > 0, label: 'point blank', fromId: target.id, toId: salvo.id, damage: fire.missilesDestroyed, atSalvo: true });
  setSalvoCount(world, salvo.id, fire.missilesLeft);
  fratricide(world, salvo, fire.missilesDestroyed, dice);
  const left = world.salvos.find((s) => s.id === salvo.id);
  if (!left) event(world, 'salvoDestroyed', `${salvo.id} is shot down.`);
  return left ?? null;
}

function strikeShip(world: World, salvo: VoidSalvo, target: VoidShip, from: Point, dice: Dice): void {
  const plot = world.plots[target.id];
  const size = targetSizeOf(target, plot);
  const attack = resolveMissileAttack(
    { salvoId: salvo.id, targetId: target.name, count: salvo.count, mark: salvo.mark, phasesInFlight: salvo.phasesInFlight, targetTsm: size.kind === 'ship' ? size.tsm : 0, targetEvasive: size.kind === 'ship' ? size.evasive : 0 },
    dice,
  );
  const rolls = attack.rolls.map((r) => `${r.natural}${r.damage ? ` (dmg d10 ${r.damage.die}+${r.damage.bonus}=${r.damage.total})` : ''}`).join(', ');
  const modifier = attack.rolls[0]?.modifier ?? 0;
  const hit = applyPackets(target, attack.packets, firerArc(target, from), dice);
  putShip(world, hit.ship);
  event(
    world,
    'missileStrike',
    `${salvo.id} (${salvo.count} × Mk-${ROMAN[salvo.mark] ?? salvo.mark} Xraser) strikes ${target.name}: d10 ${rolls}, ${modifier >= 0 ? '+' : '−'}${Math.abs(modifier)} (${salvo.phasesInFlight} phases in flight, size, evasion) · hits on 10+ → ${count(attack.hits, 'hit')}${hit.lines.length > 0 ? `: ${hit.lines.join(' · ')}` : ''}${hit.fate ? ` — ${target.name} ${hit.fate}` : ''}.`,
    attack,
  );
  const dealt = attack.packets.reduce((n, d) => n + Math.max(0, d), 0);
  world.shots.push({ from, to: target.position, hit: attack.hits > 0, label: `${salvo.id} ×${salvo.count}`, fromId: salvo.id, toId: target.id, hits: attack.hits, of: salvo.count, damage: dealt });
  // Spillover (§2.351): explosive and nuclear warheads only; the shareware Xraser has none.
  if (salvo.warhead !== 'xraser' && attack.hits > 0) {
    const bystanders = inTargetsInch(target.id, target.position, world.ships.filter((s) => s.id !== target.id && inPlay(s)).map((s) => ({ id: s.id, position: s.position })));
    const spill = resolveSpillover({ salvoId: salvo.id, warhead: salvo.warhead, hits: attack.hits, damage: { dice: 1, sides: 10, bonus: 0 }, bystanders }, dice);
    for (const [id, packets] of Object.entries(spill.packets)) {
      const ship = shipById(world, id);
      if (!ship) continue;
      const spilled = applyPackets(ship, packets, firerArc(ship, from), dice);
      putShip(world, spilled.ship);
      event(world, 'spillover', `Spillover from ${salvo.id} on ${ship.name}: ${spilled.lines.join(' · ')}.`, spill);
    }
  }
}

/** Drift (§2.341), with everyone. */
function driftSalvos(world: World): void {
  for (const salvo of [...world.salvos]) {
    const drifted = driftSalvo(salvo);
    if (!drifted.ok) {
      removeSalvo(world, salvo.id);
      continue;
    }
    world.salvos = world.salvos.map((s) => (s.id === salvo.id ? { ...drifted.value.salvo, seat: salvo.seat } : s));
    if (salvo.drift.speed > 0) trail(world, salvo.id, drifted.value.from, drifted.value.to);
  }
}

/** Where a salvo's move leaves it: whether it reached its target, came within point blank, and from where. */
interface Approach {
  readonly salvo: VoidSalvo;
  readonly struck: boolean;
  readonly pointBlank: boolean;
  readonly from: Point;
}

/** The salvo steers at its target (ruling E4); null when it is lost on the way (planet, asteroids). */
function steerSalvo(world: World, salvo: VoidSalvo, target: { position: Point; drift: VoidSalvo['drift'] }, dice: Dice): Approach | null {
  const guided = guideSalvo(salvo, target);
  if (!guided.ok) {
    removeSalvo(world, salvo.id);
    return null;
  }
  const step = guided.value;
  const moved: VoidSalvo = { ...step.salvo, seat: salvo.seat };
  world.salvos = world.salvos.map((s) => (s.id === salvo.id ? moved : s));
  if (step.thrust > 0) trail(world, salvo.id, step.from, step.to);
  const crash = planetCrash(step.from, step.to, world.state.planets);
  if (crash) {
    removeSalvo(world, salvo.id);
    event(world, 'salvoLost', `${salvo.id} flies into ${crash.planetId}.`);
    return null;
  }
  for (const entry of fieldEntries(step.from, step.to, world.state.asteroids)) {
    const rolled = rollAsteroidCollision({ kind: 'salvo', id: salvo.id, driftSpeed: salvo.drift.speed }, entry.fieldId, dice);
    if (!rolled.ok) continue;
    const c = rolled.value;
    event(world, 'asteroid', `${salvo.id} crosses ${entry.fieldId}: 2d6 ${c.roll[0]}+${c.roll[1]}${termsText(c.modifiers)} = ${c.total} vs ${c.needed}+ → ${c.collided ? 'destroyed' : 'through'}.`);
    if (c.salvoDestroyed) {
      removeSalvo(world, salvo.id);
      return null;
    }
  }
  return { salvo: moved, struck: step.impact, pointBlank: step.pointBlank, from: step.from };
}

/** An anti-missile salvo detonates on purpose: fratricide among the target's missiles (§2.351). */
function detonateOnSalvo(world: World, salvo: VoidSalvo, targetSalvo: VoidSalvo, dice: Dice): void {
  removeSalvo(world, salvo.id);
  event(world, 'antiMissile', `${salvo.id} detonates on ${targetSalvo.id}.`);
  const near = world.salvos.filter((s) => s.id === targetSalvo.id);
  const result = resolveFratricide([{ salvoId: salvo.id, warhead: salvo.warhead, count: salvo.count }], near.map((s) => ({ salvoId: s.id, count: s.count })), dice);
  for (const s of result.survivors) setSalvoCount(world, s.salvoId, s.count);
  event(world, 'fratricide', `Fratricide on ${targetSalvo.id} (d6, ${result.rolls[0]?.chance ?? 0} or less destroys): [${result.rolls.map((r) => r.roll).join(', ')}] → ${result.rolls.filter((r) => r.destroyed).length} destroyed.`, result);
}

/** One salvo's move after the drift: lost behind a planet, steered, and struck home if it reaches its target. */
function flySalvo(world: World, id: string, shipStarts: Map<string, Point>, dice: Dice): void {
  const salvo = world.salvos.find((s) => s.id === id);
  if (!salvo) return;
  const targetShip = world.ships.find((s) => s.id === salvo.target && inPlay(s));
  const targetSalvo = world.salvos.find((s) => s.id === salvo.target);
  const target = targetShip ?? targetSalvo;
  if (!target) return;
  const targetDrift = targetShip ? { speed: targetShip.drift.speed, dir: targetShip.drift.direction } : (targetSalvo as VoidSalvo).drift;
  const lost = salvoTrack(salvo.position, target.position, world.state.planets);
  if (lost.lost) {
    removeSalvo(world, salvo.id);
    event(world, 'salvoLost', `${salvo.id} loses its target behind ${lost.trackingPlanet} and is gone (§3.21).`);
    return;
  }
  // Contact while everyone drifted and accelerated (closest approach of both straight moves).
  const targetFrom = targetShip ? (shipStarts.get(targetShip.id) ?? targetShip.position) : target.position;
  const driftFrom = world.trails.get(salvo.id)?.at(-2) ?? salvo.position;
  let approach: Approach = {
    salvo,
    struck: contactDuringStep(driftFrom, salvo.position, targetFrom, target.position),
    pointBlank: pointBlankDuringStep(driftFrom, salvo.position, targetFrom, target.position),
    from: driftFrom,
  };
  if (!approach.struck) {
    const steered = steerSalvo(world, salvo, { position: target.position, drift: targetDrift }, dice);
    if (!steered) return;
    approach = { ...steered, pointBlank: approach.pointBlank || steered.pointBlank };
  }
  if (!approach.struck) return;
  if (targetSalvo) {
    detonateOnSalvo(world, approach.salvo, targetSalvo, dice);
    return;
  }
  const ship = targetShip as VoidShip;
  const survivor = approach.pointBlank ? holdFire(world, approach.salvo, shipById(world, ship.id) ?? ship, dice) : approach.salvo;
  if (!survivor) return;
  removeSalvo(world, survivor.id);
  strikeShip(world, survivor, shipById(world, ship.id) ?? ship, approach.from, dice);
}

/** The salvos' part of a phase: drift with everyone, then steer and strike in the owners' initiative order. */
export function moveSalvos(world: World, shipStarts: Map<string, Point>, dice: Dice): void {
  driftSalvos(world);
  // Steer and strike, in the owners' initiative order (§2.343, ruling E4).
  const order = [...world.salvos].sort((a, b) => world.seatOrder.indexOf(b.seat) - world.seatOrder.indexOf(a.seat));
  for (const start of order) flySalvo(world, start.id, shipStarts, dice);
}
