/**
 * Warnings about a plotted path before the round (digest §3.5, §3.6; book §3.21): the ship's four phases run
 * with movement/round.ts `moveRound` (drift, turn, acceleration, §2.34), and the path checked for entering a
 * planet (terrain/planet-crash.ts `plotCrashWarning`: destroyed under digest §10 B11, not a rule of the book)
 * and for leaving the scenario's playfield (digest §3.5: a ship whose centre ends a round outside it may count as
 * departed).
 *
 * Judgement call: only flying ships are checked; a ship landed, landing or taking off does not move freely
 * (§3.23), and the round's own checks apply to it. Other ships are left out: no plotted path depends on them.
 */
import type { Point } from '../../core/scene.ts';
import { movingShip } from '../context.ts';
import { moveRound } from '../movement/round.ts';
import { COMBAT_PHASES, type ManoeuvrePlot } from '../movement/plot.ts';
import type { VoidShip, VoidstrikerState } from '../state.ts';
import { plotCrashWarning } from '../terrain/planet-crash.ts';

/** The points the ship passes in each phase a–d, each list starting where the phase starts. */
export function phasePaths(ship: VoidShip, manoeuvre: ManoeuvrePlot): Point[][] {
  const moved = moveRound([movingShip(ship)], { [ship.id]: manoeuvre }, [ship.id]);
  let at = ship.position;
  return moved.phases.map((phase) => {
    const points = [at];
    for (const e of phase.events) if (e.id === ship.id && e.kind !== 'turn') points.push(e.to);
    at = points[points.length - 1] ?? at;
    return points;
  });
}

const inField = (p: Point, field: VoidstrikerState['playfield']): boolean => p.x >= 0 && p.x <= field.width && p.y >= 0 && p.y <= field.height;

/** "⚠ Kongo's path enters Bishamon II in phase c …" lines, or none. */
export function pathWarnings(state: VoidstrikerState, ship: VoidShip, manoeuvre: ManoeuvrePlot): string[] {
  if (ship.surface.kind !== 'flying') return [];
  const paths = phasePaths(ship, manoeuvre);
  const out: string[] = [];
  for (const [i, points] of paths.entries()) {
    const crash = plotCrashWarning(points, state.planets);
    if (crash) {
      out.push(`⚠ ${ship.name}'s path enters ${crash.planetId} in phase ${COMBAT_PHASES[i] ?? i + 1}: it would be destroyed there (house rule, digest §10 B11). Turn or thrust away.`);
      break;
    }
  }
  const wasIn = inField(ship.position, state.playfield);
  const leaves = paths.findIndex((points) => points.some((p) => !inField(p, state.playfield)));
  if (wasIn && leaves >= 0) {
    const end = paths[paths.length - 1]?.at(-1) ?? ship.position;
    const ends = inField(end, state.playfield) ? 'and comes back' : `and ends the round outside it (x ${end.x.toFixed(1)}, y ${end.y.toFixed(1)}), so it may count as departed`;
    out.push(`⚠ ${ship.name} leaves the playfield in phase ${COMBAT_PHASES[leaves] ?? leaves + 1} ${ends}.`);
  }
  return out;
}
