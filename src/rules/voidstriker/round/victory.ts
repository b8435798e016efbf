/**
 * Victory (book Ch.6; digest §5.1, §4.13): the battle scenarios go to the side with the last surviving ships (a draw
 * if none survive); the raid of §6.2 goes to the Arabs if a corsair lands at the FAC base, loads for six turns and
 * escapes, and to the FAC otherwise. Scores are the megabucks of enemy ships eliminated, the book's only value.
 */
import type { Outcome } from '../../core/rule-system.ts';
import { findScenario } from '../setup.ts';
import { classOf, inPlay } from '../context.ts';
import type { VoidstrikerState } from '../state.ts';
import { eliminated } from './damage.ts';

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
