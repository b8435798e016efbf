/**
 * A simple Voidstriker player for whole-game tests: every ship steers its velocity toward the nearest enemy (slower
 * as it closes, and away from planets), puts the thrust it does not need into attack maneuvers, tracks it with every sensor, and orders every weapon
 * and missile tube to fire at it in whatever phase it can. It writes its orders in the plot notation, so a game it
 * plays also exercises the parser.
 */
import { classOf } from '../../../../src/rules/voidstriker/ships/library.ts';
import { inPlay } from '../../../../src/rules/voidstriker/ships/in-play.ts';
import { plotContext } from '../../../../src/rules/voidstriker/notation/context.ts';
import { makeRoundPlot } from '../../../../src/rules/voidstriker/notation/make.ts';
import type { RoundPlot, ShipPlot } from '../../../../src/rules/voidstriker/notation/types.ts';
import { add, bearingOf, distance, length, norm180, scale, sub } from '../../../../src/rules/core/plane.ts';
import type { VoidstrikerState } from '../../../../src/rules/voidstriker/state.ts';

export function autopilotPlot(state: VoidstrikerState, seat: string): RoundPlot {
  const ctx = plotContext(state, seat);
  const side = state.seats[seat]?.side;
  const enemies = state.ships.filter((s) => s.side !== side && inPlay(s));
  const ships: ShipPlot[] = ctx.ships.map((p) => {
    const ship = state.ships.find((s) => s.id === p.id);
    const target = ship && [...enemies].sort((a, b) => distance(ship.position, a.position) - distance(ship.position, b.position))[0];
    if (!ship || !target || ship.surface.kind !== 'flying') {
      return { shipId: p.id, manoeuvre: { thrust: { accel: 0, evasive: 0, attack: 0 }, phases: [0, 1, 2, 3].map(() => ({ turn: 0, accel: 0 })) }, sensors: [], fire: [], launch: [], standing: { pointBlank: [], drivesShutDown: false } };
    }
    const range = distance(ship.position, target.position);
    // Steer the velocity, not the nose: aim for a closing speed that falls with range, and away from planets.
    const toTarget = sub(target.position, ship.position);
    const closing = Math.min(6, range / 3);
    let wanted = scale(toTarget, closing / Math.max(range, 1e-9));
    for (const planet of state.planets) {
      const ahead = add(ship.position, scale(ship.drift.direction, ship.drift.speed));
      const clearance = distance(ahead, planet.center) - planet.diameter / 2;
      if (clearance < 6) wanted = scale(sub(ship.position, planet.center), 6 / Math.max(distance(ship.position, planet.center), 1e-9));
    }
    const change = sub(wanted, scale(ship.drift.direction, ship.drift.speed));
    const want = length(change) > 1 ? (bearingOf(change) ?? ship.heading) : (bearingOf(toTarget) ?? ship.heading);
    const accel = Math.min(p.thrustFactor, Math.round(length(change)));
    let heading = ship.heading;
    const phases = [0, 1, 2, 3].map(() => {
      const turn = Math.max(-p.turnMode, Math.min(p.turnMode, Math.round(norm180(want - heading))));
      heading += turn;
      return { turn, accel: Math.abs(norm180(want - heading)) <= 30 ? accel : 0 };
    });
    const mounts = p.mounts;
    return {
      shipId: p.id,
      manoeuvre: { thrust: { accel, evasive: 0, attack: p.thrustFactor - accel }, phases },
      sensors: p.sensors > 0 ? [{ target: target.id, sensors: p.sensors, job: 'track' as const }] : [],
      fire: mounts.filter((m) => m.kind === 'weapon').map((m) => ({ mount: m.id, target: target.id, phase: 'any' as const, condition: 'ifLockedAndInArc' as const })),
      launch: classOf(ship) && mounts.filter((m) => m.kind === 'tubes').map((m) => ({ mount: m.id, target: target.id, phase: 'any' as const, condition: 'ifLockedAndInArc' as const })),
      standing: { pointBlank: [], drivesShutDown: false },
    };
  });
  return { ships };
}

/** The autopilot's orders as the text a player would type. */
export function autopilotText(state: VoidstrikerState, seat: string): string {
  return makeRoundPlot(autopilotPlot(state, seat), plotContext(state, seat));
}
