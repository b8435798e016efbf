/**
 * What a squadron's plot (or its drift, A21) does to it before the Movement Step runs it (docs/playing.md §8: a default that
 * hurts is said before it happens), from the path the movement module itself plans (sequence/movement/planned-move.ts) and the
 * checks movement-step.ts makes after each move:
 * - the table edge (the book has no STL rule; A17 and the game's setting): the squadron disengages for half its
 *   morale value, is lost, or stops at the edge (movement/map-edge.ts);
 * - a planet on the path (p.95): transiting a planet's model destroys the ship;
 * - an asteroid field or cluster on the path (p.97–98): each ship takes kinetic damage dice.
 * A Newtonian path is the straight resultant for terrain (A15), as terrain/effects.ts reads it. FTL and RAM plots
 * have no planned path (they depend on dice and other ships), so nothing is said about them.
 */
import { checkTableEdge } from '../movement/map-edge.ts';
import type { SquadronDraft } from '../notation/types.ts';
import { plannedMove } from '../sequence/movement/planned-move.ts';
import type { MetaverseState, MvSquadron } from '../state.ts';
import { pathMeets } from '../terrain/effects.ts';
import { isAsteroids, isPlanet } from '../terrain/place.ts';

/** "leaves the table: it disengages, half its morale value struck (A17)" and the like; [] when the path is safe. */
export function moveHazards(state: MetaverseState, sq: MvSquadron, plot: SquadronDraft): string[] {
  const move = plannedMove(state, sq, plot);
  if (!move || move.path.length === 0) return [];
  const edge = checkTableEdge(move.path, state.config.game.table, state.config.game.stlOffTable);
  if (edge.kind === 'disengaged') return ['leaves the table: it disengages, half its morale value struck (A17)'];
  if (edge.kind === 'destroyed') return ['flies off the table and is lost (A17)'];
  const out = edge.kind === 'stopped' ? ['stops at the table edge (A17)'] : [];
  const path = edge.kind === 'stopped' ? edge.path : move.path;
  const first = path[0];
  const last = path[path.length - 1];
  const line = sq.method === 'newtonian' && first && last ? [first, last] : path;
  const terrain = state.terrain ?? [];
  const planet = terrain.find((t) => isPlanet(t) && pathMeets(line, t));
  if (planet) return [...out, `flies into the ${planet.name.toLowerCase()}: destroyed (p.95)`];
  const rock = terrain.find((t) => isAsteroids(t) && pathMeets(line, t));
  if (rock) out.push(`passes through the ${rock.name.toLowerCase()}: kinetic damage dice on each ship (p.97)`);
  return out;
}
