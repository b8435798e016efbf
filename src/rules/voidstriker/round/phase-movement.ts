/**
 * The movement part of one combat phase (book §2.3 step 4.i; §2.341 drift, §2.342 maneuver, §2.343 acceleration)
 * and everything movement sets off: planet crashes (§3.21, digest §10 B11), asteroid collisions (§3.22),
 * missile guidance, point-blank hold fire and missile strikes (§2.351; digest §4.11.3–§4.11.6).
 *
 * Judgement calls:
 * - Plots were checked against the ship's limits when sent; damage taken since then caps them (Turn Mode and
 *   Thrust Factor now), and a ship with no pilot, out of control or crippled only drifts (digest §4.10).
 * - Salvos drift with everyone, then steer (digest §4.11.3 auto guidance) after all ships have accelerated.
 *   A strike is checked during the drift (closest approach of both straight moves) and during the salvo's move.
 * - A salvo whose target has left play, or which has burnt its three turns of power, is removed at Record Keeping
 *   (see record-keeping.ts); one whose line to the target crosses a planet is lost (§3.21).
 * - Anti-missile salvos (targeting a salvo) detonate on contact and cause fratricide in the target (§2.351).
 */
import type { Dice } from '../../core/dice.ts';
import type { Point } from '../../core/scene.ts';
import { crewEffects } from '../damage/crew.ts';
import type { FirerArc } from '../damage/results.ts';
import { arcsContaining } from '../geometry/arcs.ts';
import { fieldEntries } from '../geometry/asteroids.ts';
import { distance } from '../../core/plane.ts';
import { resolvePointBlankFire, holdFireDecision, type PointDefenceMount } from '../missiles/hold-fire.ts';
import { guideSalvo, contactDuringStep, pointBlankDuringStep } from '../missiles/guidance.ts';
import { resolveMissileAttack } from '../missiles/missile-attack.ts';
import { driftSalvo } from '../missiles/salvo.ts';
import { inTargetsInch, resolveSpillover } from '../missiles/spillover.ts';
import { resolveFratricide } from '../missiles/fratricide.ts';
import { FRATRICIDE_RADIUS } from '../missiles/missile-data.ts';
import { runPhaseMovement } from '../movement/phase.ts';
import { COMBAT_PHASES, type PhaseManoeuvre } from '../movement/plot.ts';
import { effectiveLimits } from '../repair/limits.ts';
import { rollAsteroidCollision } from '../terrain/asteroid-collision.ts';
import { planetCrash } from '../terrain/planet-crash.ts';
import { salvoTrack } from '../terrain/salvo-planet.ts';
import { classOf, fireUnits, inPlay, movingShip, unitCondition } from '../context.ts';
import type { ShipPlot } from '../plot/types.ts';
import type { VoidSalvo, VoidShip } from '../state.ts';
import { applyPackets } from './damage.ts';
import { targetSizeOf } from './begin-round.ts';
import { PHASE_NAMES, ROMAN, termsText } from './text.ts';
import { event, putShip, shipById, trail, type World } from './world.ts';

/** Where the attacker sits relative to the target's facing (§2.36: the aft arc uses the Aft table). */
export function firerArc(target: VoidShip, from: Point): FirerArc {
  const arcs = arcsContaining({ position: target.position, heading: target.heading }, from);
  return arcs.includes('aft') ? 'aft' : arcs.includes('forward') ? 'forward' : 'side';
}

const moves = (ship: VoidShip): boolean => inPlay(ship) && ship.surface.kind !== 'landed';

/** The plotted step, capped by what the ship can do now. */
function cappedStep(world: World, ship: VoidShip, phase: number): PhaseManoeuvre | undefined {
  const plot = world.plots[ship.id];
  const step = plot?.manoeuvre.phases[phase];
  if (!plot || !step) return undefined;
  const limits = effectiveLimits(classOf(ship), ship.condition);
  const turn = Math.max(-limits.turnMode, Math.min(limits.turnMode, step.turn));
  const canAccelerate = ship.surface.kind === 'flying' && !plot.standing.drivesShutDown;
  const accel = canAccelerate ? Math.max(0, Math.min(step.accel, plot.manoeuvre.thrust.accel, limits.thrustFactor)) : 0;
  if (turn !== step.turn || accel !== step.accel) event(world, 'capped', `${ship.name} cannot fly its phase ${PHASE_NAMES[phase]} plot in full now (turn ${turn}°, ${accel}/4").`);
  return { turn, accel };
}

/** Working laser turrets the plot put on asteroid defence (§3.22: each turret counts, whatever its size). */
function defenceTurrets(ship: VoidShip, plot: ShipPlot | undefined): number {
  const units = fireUnits(classOf(ship)).filter((u) => (plot?.standing.asteroidDefence ?? []).includes(u.id));
  return units.flatMap((u) => unitCondition(ship, u)).filter((m) => m.dp > 0 && m.mounting === 'turret' && m.weapon === 'laser').length;
}

function destroy(world: World, ship: VoidShip, fate: string): void {
  putShip(world, { ...ship, status: 'destroyed', fate });
}

function moveShips(world: World, phase: number, dice: Dice): Map<string, Point> {
  const movers = world.ships.filter(moves);
  const starts = new Map(movers.map((s) => [s.id, s.position]));
  const steps: Record<string, PhaseManoeuvre> = {};
  for (const ship of movers) {
    const step = cappedStep(world, ship, phase);
    if (step) steps[ship.id] = step;
  }
  const result = runPhaseMovement(COMBAT_PHASES[phase] ?? 'a', movers.map(movingShip), steps, world.accelerationOrder);
  const after = new Map(result.ships.map((m) => [m.id, m]));
  for (const ship of movers) {
    const m = after.get(ship.id);
    if (m) putShip(world, { ...ship, position: m.position, heading: m.heading });
  }
  // Terrain along each straight segment, in the order they were flown.
  for (const e of result.events) {
    if (e.kind === 'turn') continue;
    const ship = shipById(world, e.id);
    if (!ship || !inPlay(ship)) continue;
    trail(world, e.id, e.from, e.to);
    const crash = planetCrash(e.from, e.to, world.state.planets, ship.surface.kind !== 'flying');
    if (crash) {
      destroy(world, { ...ship, position: crash.at }, `crashed into ${crash.planetId}`);
      event(world, 'crash', `${ship.name} flies into ${crash.planetId} and is destroyed (${crash.rule}).`);
      continue;
    }
    for (const entry of fieldEntries(e.from, e.to, world.state.asteroids)) {
      const plot = world.plots[ship.id];
      const current = shipById(world, ship.id);
      if (!current || !inPlay(current)) break;
      const rolled = rollAsteroidCollision(
        { kind: 'ship', id: ship.name, tsm: classOf(ship).tsm, driftSpeed: ship.drift.speed, evasive: plot?.manoeuvre.thrust.evasive ?? 0, defenceTurrets: defenceTurrets(current, plot) },
        entry.fieldId,
        dice,
      );
      if (!rolled.ok) continue;
      const c = rolled.value;
      const roll = `2d6 ${c.roll[0]}+${c.roll[1]}${termsText(c.modifiers)} = ${c.total} vs ${c.needed}+`;
      if (!c.collided || !c.damage) {
        event(world, 'asteroid', `${ship.name} enters ${entry.fieldId}: ${roll} → no collision.`);
        continue;
      }
      const hit = applyPackets(current, [c.damage.damage], 'forward', dice);
      putShip(world, hit.ship);
      event(
        world,
        'asteroid',
        `${ship.name} enters ${entry.fieldId}: ${roll} → collision, d6 ${c.damage.countDie} → ${c.damage.diceCount}d10 [${c.damage.dice.join(', ')}] = ${c.damage.damage}: ${hit.lines.join(' · ')}${hit.fate ? ` — ${ship.name} ${hit.fate}` : ''}.`,
      );
    }
  }
  return starts;
}

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
  event(world, 'fratricide', `Fratricide around ${source.id} (d6, ${result.rolls[0]?.chance ?? 0} or less destroys): [${result.rolls.map((r) => r.roll).join(', ')}] → ${lost} more missile${lost === 1 ? '' : 's'} lost.`, result);
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
      `${target.name} fires point blank at ${salvo.id}: d10 ${shot.natural}${termsText(shot.modifiers)} = ${shot.total} vs ${shot.needed}+${shot.naturalOne ? ' (natural 1)' : ''} → ${shot.hit ? `${shot.missilesDestroyed} missile${shot.missilesDestroyed === 1 ? '' : 's'} destroyed${shot.damage.length > 0 ? ` (damage d6: ${shot.damage.map((d) => d.die).join(', ')})` : ''}` : 'miss'}`,
      shot,
    );
  }
  world.shots.push({ from: target.position, to: salvo.position, hit: fire.missilesDestroyed > 0, label: 'point blank' });
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
    `${salvo.id} (${salvo.count} × Mk-${ROMAN[salvo.mark] ?? salvo.mark} Xraser) strikes ${target.name}: d10 ${rolls}, ${modifier >= 0 ? '+' : '−'}${Math.abs(modifier)} (${salvo.phasesInFlight} phases in flight, size, evasion) vs 10+ → ${attack.hits} hit${attack.hits === 1 ? '' : 's'}${hit.lines.length > 0 ? `: ${hit.lines.join(' · ')}` : ''}${hit.fate ? ` — ${target.name} ${hit.fate}` : ''}.`,
    attack,
  );
  world.shots.push({ from, to: target.position, hit: attack.hits > 0, label: `${salvo.id} ×${salvo.count}` });
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

function moveSalvos(world: World, phase: number, shipStarts: Map<string, Point>, dice: Dice): void {
  // Drift (§2.341), with everyone.
  for (const salvo of [...world.salvos]) {
    const drifted = driftSalvo(salvo);
    if (!drifted.ok) {
      removeSalvo(world, salvo.id);
      continue;
    }
    world.salvos = world.salvos.map((s) => (s.id === salvo.id ? { ...drifted.value.salvo, seat: salvo.seat } : s));
    if (salvo.drift.speed > 0) trail(world, salvo.id, drifted.value.from, drifted.value.to);
  }
  // Steer and strike, in the owners' initiative order (§2.343, digest §4.11.3).
  const order = [...world.salvos].sort((a, b) => world.seatOrder.indexOf(b.seat) - world.seatOrder.indexOf(a.seat));
  for (const start of order) {
    let salvo = world.salvos.find((s) => s.id === start.id);
    if (!salvo) continue;
    const targetShip = world.ships.find((s) => s.id === salvo?.target && inPlay(s));
    const targetSalvo = world.salvos.find((s) => s.id === salvo?.target);
    const target = targetShip ?? targetSalvo;
    if (!target) continue;
    const targetDrift = targetShip ? { speed: targetShip.drift.speed, dir: targetShip.drift.direction } : (targetSalvo as VoidSalvo).drift;
    const lost = salvoTrack(salvo.position, target.position, world.state.planets);
    if (lost.lost) {
      removeSalvo(world, salvo.id);
      event(world, 'salvoLost', `${salvo.id} loses its target behind ${lost.trackingPlanet} and is gone (§3.21).`);
      continue;
    }
    // Contact while everyone drifted and accelerated (closest approach of both straight moves).
    const targetFrom = targetShip ? (shipStarts.get(targetShip.id) ?? targetShip.position) : target.position;
    const driftFrom = world.trails.get(salvo.id)?.at(-2) ?? salvo.position;
    let struck = contactDuringStep(driftFrom, salvo.position, targetFrom, target.position);
    let pointBlank = pointBlankDuringStep(driftFrom, salvo.position, targetFrom, target.position);
    let from = driftFrom;
    if (!struck) {
      const guided = guideSalvo(salvo, { position: target.position, drift: targetDrift });
      if (!guided.ok) {
        removeSalvo(world, salvo.id);
        continue;
      }
      const step = guided.value;
      const moved: VoidSalvo = { ...step.salvo, seat: salvo.seat };
      world.salvos = world.salvos.map((s) => (s.id === salvo?.id ? moved : s));
      if (step.thrust > 0) trail(world, salvo.id, step.from, step.to);
      const crash = planetCrash(step.from, step.to, world.state.planets);
      if (crash) {
        removeSalvo(world, salvo.id);
        event(world, 'salvoLost', `${salvo.id} flies into ${crash.planetId}.`);
        continue;
      }
      let wrecked = false;
      for (const entry of fieldEntries(step.from, step.to, world.state.asteroids)) {
        const rolled = rollAsteroidCollision({ kind: 'salvo', id: salvo.id, driftSpeed: salvo.drift.speed }, entry.fieldId, dice);
        if (!rolled.ok) continue;
        const c = rolled.value;
        event(world, 'asteroid', `${salvo.id} crosses ${entry.fieldId}: 2d6 ${c.roll[0]}+${c.roll[1]}${termsText(c.modifiers)} = ${c.total} vs ${c.needed}+ → ${c.collided ? 'destroyed' : 'through'}.`);
        if (c.salvoDestroyed) {
          removeSalvo(world, salvo.id);
          wrecked = true;
          break;
        }
      }
      if (wrecked) continue;
      salvo = moved;
      struck = step.impact;
      pointBlank = pointBlank || step.pointBlank;
      from = step.from;
    }
    if (!struck) continue;
    if (targetSalvo) {
      // An anti-missile salvo detonates on purpose: fratricide among the target's missiles (§2.351).
      removeSalvo(world, salvo.id);
      event(world, 'antiMissile', `${salvo.id} detonates on ${targetSalvo.id}.`);
      const near = world.salvos.filter((s) => s.id === targetSalvo.id);
      const result = resolveFratricide([{ salvoId: salvo.id, warhead: salvo.warhead, count: salvo.count }], near.map((s) => ({ salvoId: s.id, count: s.count })), dice);
      for (const s of result.survivors) setSalvoCount(world, s.salvoId, s.count);
      event(world, 'fratricide', `Fratricide on ${targetSalvo.id} (d6, ${result.rolls[0]?.chance ?? 0} or less destroys): [${result.rolls.map((r) => r.roll).join(', ')}] → ${result.rolls.filter((r) => r.destroyed).length} destroyed.`, result);
      continue;
    }
    const ship = targetShip as VoidShip;
    const survivor = pointBlank ? holdFire(world, salvo, shipById(world, ship.id) ?? ship, dice) : salvo;
    if (!survivor) continue;
    removeSalvo(world, survivor.id);
    strikeShip(world, survivor, shipById(world, ship.id) ?? ship, from, dice);
  }
}

/** Phase `phase` (0–3 = a–d): ships, then salvos. */
export function movePhase(world: World, phase: number, dice: Dice): void {
  const starts = moveShips(world, phase, dice);
  moveSalvos(world, phase, starts, dice);
}
