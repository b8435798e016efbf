/**
 * Warnings about a plotted path before the round (book §2.43, §3.21; rulings B6, B11): the ship's four phases run
 * with movement/round.ts `moveRound` (drift, turn, acceleration, §2.34), and the path checked for entering a
 * planet (map-features/planet-crash.ts `plotCrashWarning`: destroyed under ruling B11, not a rule of the book)
 * for entering an asteroid field (§3.22: a collision roll, d10s of damage) and for ending the round outside the
 * scenario's playfield (ruling B6: with fixed terrain such a ship departs, out of the battle, ruling G8; without, the
 * playfield follows the ships and nothing happens).
 *
 * Judgement call: only flying ships are checked; a ship landed, landing or taking off does not move freely
 * (§3.23), and the round's own checks apply to it. Other ships are left out: no plotted path depends on them.
 */
import type { Point } from '../../core/scene.ts';
import { movingShip } from '../ships/in-play.ts';
import { moveRound } from '../movement/round.ts';
import { COMBAT_PHASES, type ManoeuvrePlot } from '../movement/plot.ts';
import { onPlayfield, type VoidShip, type VoidstrikerState } from '../state.ts';
import { plotCrashWarning } from '../map-features/planet-crash.ts';
import { fieldEntries } from '../geometry/asteroids.ts';

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

/** "⚠ Kongo's path enters Bishamon II in phase c …" lines, or none. */
export function pathWarnings(state: VoidstrikerState, ship: VoidShip, manoeuvre: ManoeuvrePlot): string[] {
  if (ship.surface.kind !== 'flying') return [];
  const paths = phasePaths(ship, manoeuvre);
  const out: string[] = [];
  for (const [i, points] of paths.entries()) {
    const crash = plotCrashWarning(points, state.planets);
    if (crash) {
      out.push(`⚠ ${ship.name}'s path enters ${crash.planetId} in phase ${COMBAT_PHASES[i] ?? i + 1}: it would be destroyed there (Salvo's house rule: the book has no crash rule). Turn or thrust away.`);
      break;
    }
  }
  const rocks = paths.findIndex((points) => points.some((p, k) => k > 0 && fieldEntries(points[k - 1] ?? p, p, state.asteroids).length > 0));
  if (rocks >= 0) {
    out.push(`⚠ ${ship.name}'s path enters an asteroid field in phase ${COMBAT_PHASES[rocks] ?? rocks + 1}: 2D6 + its TSM + drift − evasive thrust of 9 or more is a collision, for d10s of damage (§3.22).`);
  }
  // Record keeping (ruling B6): with fixed terrain, a ship whose centre ends the round outside the playfield departs.
  const end = paths[paths.length - 1]?.at(-1) ?? ship.position;
  if (state.planets.length > 0 && onPlayfield(ship.position, state.playfield) && !onPlayfield(end, state.playfield)) {
    // Players read the book's y, counted north from the south edge: −y (core/plane.ts).
    out.push(`⚠ ${ship.name} ends the round outside the playfield (x ${end.x.toFixed(1)}, y ${(-end.y).toFixed(1)}): it leaves the battlefield and is out of the battle.`);
  }
  return out;
}
