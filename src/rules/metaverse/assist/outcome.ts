/**
 * What a resolved Metaverse step did, for the thread's summary (core/outcome.ts, docs/playing.md §5, §9), as the public sees
 * it (views/scene.ts: the table is public, plots and hangars are not). Each starship something happened to gets one
 * line: hull hits left before → after (p.28 recording damage, views/scene.ts `hullHits`), or, once, its fate
 * (destroyed, disengaged). A fighter squadron in space says its strength lost, or that it was destroyed (p.19);
 * squadrons in a hangar are not said. The shots are the fire events' d20 rolls, each "→ hit" or "→ miss".
 * Moves, criticals, boarding, morale and loss checks are said as they are; command rolls and fire that could not be
 * made (out of range under standing orders) stay in the log.
 */
import { NO_OUTCOME, change, headOf, shotLines, unitLine, type Shot, type StepOutcome } from '../../core/outcome.ts';
import type { GameEvent } from '../../core/rule-system.ts';
import type { MetaverseState, MvShip } from '../state.ts';
import { hullHits } from '../views/scene.ts';

/** Events said as they are: what the map shows in words and what changes a ship's part in the game. */
const SAID_AS_IS = new Set(['move', 'critical', 'breach', 'boarding', 'morale', 'lossCheck']);

function shipLine(was: MvShip, now: MvShip): string[] {
  if (was.status !== 'active') return [];
  if (now.status !== 'active') return [`${now.name} ${now.status}${now.fate ? ` (${now.fate})` : ''}`];
  return unitLine(now.name, change('hull', hullHits([was]).left, hullHits([now]).left));
}

function fighterLines(before: MetaverseState, after: MetaverseState): string[] {
  return before.fighters.squadrons.flatMap((was) => {
    if (was.status !== 'space') return [];
    const now = after.fighters.squadrons.find((f) => f.id === was.id);
    if (!now || now.status === 'destroyed' || now.strength <= 0) return [`${was.name} destroyed`];
    return now.status === 'space' ? unitLine(was.name, change('strength', was.strength, now.strength)) : [];
  });
}

/** A fire event: "A → B · weapon … : d20 14 → miss; d20 20 → hit, …". */
function shotOf(event: GameEvent): Shot | null {
  if (event.type !== 'fire' && event.type !== 'fighterFire') return null;
  const head = headOf(event.text);
  if (!head) return null;
  const tries = (event.text.match(/d20 \d+ →/g) ?? []).length;
  const hits = (event.text.match(/d20 \d+ → hit/g) ?? []).length;
  return { ...head, tries, hits };
}

export function outcome(before: MetaverseState, after: MetaverseState, events: readonly GameEvent[]): StepOutcome {
  if (before.ships.length === 0) return NO_OUTCOME;
  const ships = after.ships.flatMap((now) => {
    const was = before.ships.find((s) => s.id === now.id);
    return was ? shipLine(was, now) : [];
  });
  const shots = events.filter((e) => !e.visibleTo).flatMap((e) => shotOf(e) ?? []);
  const said = events.filter((e) => !e.visibleTo && SAID_AS_IS.has(e.type)).map((e) => e.text);
  return { units: [...ships, ...fighterLines(before, after)], shots: shotLines(shots), notes: said };
}
