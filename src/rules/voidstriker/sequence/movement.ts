/**
 * The movement part of one combat phase, step 4.i of the round (book §2.34: §2.341 drift, §2.342 maneuver,
 * §2.343 acceleration) and what a ship's move sets off: planet crashes (§3.21, ruling B11) and asteroid
 * collisions (§3.22). The salvos fly after the ships (missile-flight.ts).
 *
 * Judgement calls:
 * - Plots were checked against the ship's limits when sent; damage taken since then caps them (Turn Mode and
 *   Thrust Factor now), and a ship with no pilot, out of control or crippled only drifts (§2.362).
 */
import type { Dice } from '../../core/dice.ts';
import type { Point } from '../../core/scene.ts';
import { fieldEntries } from '../geometry/asteroids.ts';
import { rollAsteroidCollision } from '../map-features/asteroid-collision.ts';
import { planetCrash } from '../map-features/planet-crash.ts';
import { runPhaseMovement } from '../movement/phase.ts';
import { COMBAT_PHASES, type PhaseManoeuvre } from '../movement/plot.ts';
import type { ShipPlot } from '../notation/types.ts';
import { effectiveLimits } from '../record-keeping/limits.ts';
import { fireUnits, unitCondition } from '../ships/fire-units.ts';
import { inPlay, movingShip } from '../ships/in-play.ts';
import { classOf } from '../ships/library.ts';
import type { VoidShip } from '../state.ts';
import { applyPackets } from './damage.ts';
import { moveSalvos } from './missile-flight.ts';
import { PHASE_NAMES, termsText } from './text.ts';
import { event, putShip, shipById, trail, type World } from './world.ts';

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

/** Phase `phase` (0–3 = a–d): ships, then salvos. */
export function movePhase(world: World, phase: number, dice: Dice): void {
  const starts = moveShips(world, phase, dice);
  moveSalvos(world, starts, dice);
}
