/**
 * Victory (book Ch.6; ruling G8): the battle scenarios go to the side with the last surviving ships (a draw
 * if none survive); the raid of §6.2 goes to the Arabs if a corsair lands at the FAC base, loads for six turns and
 * escapes, and to the FAC otherwise. Scores are the megabucks of enemy ships eliminated, the book's only value.
 */
import type { Outcome } from '../../core/rule-system.ts';
import { distance } from '../../core/plane.ts';
import { findScenario } from '../setup/scenarios.ts';
import { classOf } from '../ships/library.ts';
import { inPlay } from '../ships/in-play.ts';
import type { VoidstrikerState } from '../state.ts';
import { eliminated } from './damage.ts';
import { event, type World } from './world.ts';

/** On the battlefield and not eliminated. */
const survives = (s: VoidstrikerState['ships'][number]): boolean => inPlay(s) && !eliminated(s.condition);

export function scores(state: VoidstrikerState): Record<string, number> {
  const sides = [...new Set(state.ships.map((s) => s.side))];
  return Object.fromEntries(
    sides.map((side) => [side, Math.round(state.ships.filter((s) => s.side !== side && s.status === 'destroyed').reduce((sum, s) => sum + classOf(s).costMB, 0))]),
  );
}

export function outcomeOf(state: VoidstrikerState): Outcome | null {
  const scenario = findScenario(state.scenario);
  const sides = [...new Set(state.ships.map((s) => s.side))];
  const standing = sides.filter((side) => state.ships.some((s) => s.side === side && survives(s)));
  if (scenario && scenario !== 'skirmish' && scenario.victory.kind === 'raid' && state.raid) {
    const v = scenario.victory;
    if (state.raid.escaped.length > 0) return { winner: v.side, summary: `A corsair escapes with the loot of the ${state.base?.name ?? 'base'}: ${v.side} win.`, scores: scores(state) };
    const raiders = state.ships.filter((s) => s.classId === v.raiderClassId && survives(s));
    if (raiders.length === 0) return { winner: v.otherwise, summary: `No corsair can still carry off the loot: ${v.otherwise} win.`, scores: scores(state) };
    return null;
  }
  if (standing.length > 1) return null;
  const [winner] = standing;
  return winner
    ? { winner, summary: `${winner} hold the battlefield: the last surviving ships are theirs.`, scores: scores(state) }
    : { winner: null, summary: 'No ship survives on either side: a draw.', scores: scores(state) };
}

/** Corsairs landed within this of the base are at it (§6.2). */
const AT_BASE = 2;

/** §6.2's raid at the end of a round: corsairs at the base load loot; a loaded corsair that leaves escapes. */
export function raidProgress(world: World, state: VoidstrikerState): VoidstrikerState['raid'] {
  const raid = state.raid;
  const scenario = findScenario(state.scenario);
  if (!raid || !state.base || !scenario || scenario === 'skirmish' || scenario.victory.kind !== 'raid') return raid;
  const v = scenario.victory;
  const loading = { ...raid.loading };
  const loaded = [...raid.loaded];
  const escaped = [...raid.escaped];
  for (const ship of world.ships.filter((s) => s.classId === v.raiderClassId)) {
    if (ship.status === 'departed' && loaded.includes(ship.id) && !escaped.includes(ship.id)) {
      escaped.push(ship.id);
      event(world, 'raid', `${ship.name} escapes with the loot.`);
    }
    if (!inPlay(ship) || ship.surface.kind !== 'landed' || loaded.includes(ship.id) || distance(ship.position, state.base.at) > AT_BASE) continue;
    loading[ship.id] = (loading[ship.id] ?? 0) + 1;
    event(world, 'raid', `${ship.name} loads loot at the ${state.base.name}: turn ${loading[ship.id]} of ${v.loadingTurns}.`);
    if ((loading[ship.id] ?? 0) >= v.loadingTurns) loaded.push(ship.id);
  }
  return { ...raid, loading, loaded, escaped };
}
