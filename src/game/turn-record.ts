/**
 * The public record of one turn, for `/history`: only resolved steps (void steps from a rollback are not the game's
 * story) and only public events, so the record reads the same for everyone. Turn 0 is the setup (deployment).
 */
import { z } from 'zod';
import type { Db } from '../db/connection.ts';
import { eventsOf, stepsOf } from '../db/game-repo.ts';
import { err, ok, type Result, type RuleError } from '../rules/core/result.ts';
import { serviceError } from './errors.ts';

export interface TurnRecord {
  turn: number;
  /** What the rule system calls a turn, from its step titles ("Turn 3: fire", "Round 3: plot"); absent: "Turn". */
  unit?: string;
  steps: { key: string; title: string; lines: string[] }[];
}

/**
 * The turn a step key belongs to: "deploy" is 0, "t3/fire" is 3, "r3/plot" (a rule system whose turns are rounds)
 * is 3: one letter and the number before the first "/"; other keys belong to no turn.
 */
export function turnOfStep(key: string): number | null {
  if (key === 'deploy') return 0;
  const m = /^[a-z](\d+)\//.exec(key);
  return m ? Number(m[1]) : null;
}

// Stored events are what the rule system returned; read them defensively all the same.
const publicEvent = z.object({ text: z.string(), visibleTo: z.array(z.string()).optional() });

/** "Round" for steps titled "Round 3: plot"; "Turn" when the titles say nothing else. */
export function turnUnitOf(titles: readonly string[]): string {
  for (const title of titles) {
    const m = /^([A-Z][a-z]+) \d+\b/.exec(title);
    if (m?.[1]) return m[1];
  }
  return 'Turn';
}

/** The public record of `turn`, or an error naming the turns that have one. */
export function turnRecord(db: Db, gameId: number, turn: number): Result<TurnRecord, RuleError[]> {
  const resolved = stepsOf(db, gameId).filter((s) => s.status === 'resolved');
  const steps = resolved.filter((s) => turnOfStep(s.key) === turn);
  if (steps.length === 0) {
    const turns = [...new Set(resolved.map((s) => turnOfStep(s.key)).filter((t) => t !== null))].sort((a, b) => a - b);
    if (turns.length === 0) return err([serviceError('ERR_HISTORY_NONE', 'Nothing has resolved in this game yet; /history shows turns once they have been played.')]);
    const names = turns.map((t) => (t === 0 ? '0 (setup)' : String(t))).join(', ');
    const unit = turnUnitOf(resolved.map((s) => s.title));
    return err([serviceError('ERR_HISTORY_TURN', `${unit} ${turn} has no record yet; ${unit.toLowerCase()}s with one: ${names}.`)]);
  }
  return ok({
    turn,
    unit: turnUnitOf(steps.map((s) => s.title)),
    steps: steps.map((step) => ({
      key: step.key,
      title: step.title,
      lines: eventsOf(db, step.id)
        .filter((e) => e.type !== 'dice') // the seed is in the summary post and checked with /verify
        .map((e) => publicEvent.safeParse(e.payload))
        .flatMap((p) => (p.success && p.data.visibleTo === undefined ? [p.data.text] : [])),
    })),
  });
}
