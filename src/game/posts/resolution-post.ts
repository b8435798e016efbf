/**
 * The thread post for a resolved step (ux.md §3, §5): the public map first, then what happened, condensed to fit
 * one Discord message with the full log attached when it does not. The seed is revealed for /verify.
 */
import type { Db } from '../../db/connection.ts';
import { enqueue, type GameRow, type StepRow } from '../../db/game-repo.ts';
import type { GameEvent, Outcome } from '../../rules/core/rule-system.ts';
import { plain } from './player-text.ts';

const LIMIT = 2000;

/** A step key as a file name: "t3/fire" → "t3-fire". */
const fileStem = (key: string): string => key.replace(/[^\w-]+/g, '-');

export interface ResolutionText {
  content: string;
  /** The full log, when the post had to leave lines out. */
  log: string | null;
}

/** The post's text: head, who sent nothing (one line each), public events (as many as fit), the seed line. */
export function resolutionText(step: Pick<StepRow, 'title' | 'key'>, events: readonly GameEvent[], missedLines: readonly string[], seed: string): ResolutionText {
  const head = `**${step.title}**`;
  const lines = events.filter((e) => !e.visibleTo).map((e) => plain(e.text));
  const missed = missedLines.map(plain);
  const tail = `Dice seed revealed: \`${seed.slice(0, 16)}…\` · /verify step:${step.key}`;
  const full = [head, ...missed, ...lines, tail].join('\n');
  if (full.length <= LIMIT) return { content: full, log: null };
  const more = (n: number) => `… ${n} more line${n === 1 ? '' : 's'} in the attached log (${fileStem(step.key)}.txt)`;
  const kept: string[] = [head, ...missed];
  let length = kept.join('\n').length + tail.length + more(lines.length).length + 3;
  let shown = 0;
  for (const line of lines) {
    if (length + line.length + 1 > LIMIT) break;
    kept.push(line);
    length += line.length + 1;
    shown++;
  }
  return { content: [...kept, more(lines.length - shown), tail].join('\n').slice(0, LIMIT), log: [step.title, ...missedLines, ...events.filter((e) => !e.visibleTo).map((e) => e.text), `Dice seed: ${seed}`].join('\n') };
}

/** `map: false` for a brief step (one turn of an alternating exchange): its text is enough. */
export function queueResolution(db: Db, game: GameRow, step: StepRow, events: readonly GameEvent[], missed: readonly string[], seed: string, { map = true } = {}): void {
  const text = resolutionText(step, events, missed, seed);
  enqueue(db, {
    key: `g${game.id}/s${step.seq}/resolved`,
    gameId: game.id,
    kind: 'channel',
    target: game.threadId ?? game.channelId,
    payload: {
      content: text.content,
      files: [
        ...(map ? [{ name: `${fileStem(step.key)}-map.png`, map: { gameId: game.id, stepId: step.id, title: `${step.title} · resolved` } }] : []),
        ...(text.log ? [{ name: `${fileStem(step.key)}.txt`, text: text.log }] : []),
      ],
    },
  });
}

/** "**Game over.** Side A wins …" and the victory-point table. */
export function gameOverText(outcome: Outcome | null): string {
  if (!outcome) return '**Game over.** The game has ended.';
  const sides = Object.entries(outcome.scores);
  const width = Math.max(4, ...sides.map(([side]) => side.length));
  const table = sides.length > 0 ? ['```', `${'Side'.padEnd(width)}  VP`, ...sides.map(([side, vp]) => `${side.padEnd(width)}  ${vp}`), '```'] : [];
  const winner = outcome.winner === null ? 'A draw.' : `Side ${outcome.winner} wins.`;
  return [`**Game over.** ${winner} ${plain(outcome.summary)}`, ...table].join('\n').slice(0, LIMIT);
}
