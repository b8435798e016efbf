/**
 * The thread post for a resolved step (docs/playing.md §3, §5, §9), read in ten seconds: a card with the public map
 * first, then a line per unit something happened to ("Vigilant: hull 5 → 2 · Laser Cannon ×1 lost", "Kestrel
 * destroyed"), then a short line per attacker → target ("Majestic → Kestrel: 2 of 4 hit, 5 dmg"), then the seed for
 * /verify. Every die is in the full event log, always attached (and in /history). The lines come from the rule system
 * (its assist `outcome`, core/outcome.ts); a step they say nothing about (movement, say) shows its public events.
 * A brief step (one turn of an alternating exchange) keeps a text-only post. Both fit through fit-text.ts.
 */
import type { Db } from '../../db/connection.ts';
import { enqueue, type GameRow, type StepRow } from '../../db/game-repo.ts';
import type { StepOutcome } from '../../rules/core/outcome.ts';
import type { GameEvent, Outcome, Score } from '../../rules/core/rule-system.ts';
import { CONTENT_LIMIT, fitText } from './fit-text.ts';
import { clip } from '../../rules/core/cut-text.ts';
import { plain } from './player-text.ts';
import { CARD_TEXT_LIMIT, renderCard, type CardPost } from './post-renderer.ts';

type StepNames = Pick<StepRow, 'title' | 'key'>;

/** A step key as a file name: "t3/fire" → "t3-fire". */
const fileStem = (key: string): string => key.replace(/[^\w-]+/g, '-');

export const logFileName = (step: Pick<StepRow, 'key'>): string => `${fileStem(step.key)}.txt`;
export const mapFileName = (step: Pick<StepRow, 'key'>): string => `${fileStem(step.key)}-map.png`;

const publicLines = (events: readonly GameEvent[]): string[] => events.filter((e) => !e.visibleTo).map((e) => e.text);

const seedLine = (step: StepNames, seed: string): string => `Dice seed revealed: \`${seed.slice(0, 16)}…\` · /verify step:${step.key}`;

/** The full log attached to the post: the title, who sent nothing, every public event with every die, the seed. */
export function resolutionLog(step: StepNames, events: readonly GameEvent[], missedLines: readonly string[], seed: string): string {
  return [step.title, ...missedLines, ...publicLines(events), `Dice seed: ${seed}`].join('\n');
}

export interface ResolutionText {
  content: string;
  /** The full log, when the post had to leave lines out. */
  log: string | null;
}

/** A brief step's text-only post: head, who sent nothing, public events (as many as fit), the seed line. */
export function resolutionText(step: StepNames, events: readonly GameEvent[], missedLines: readonly string[], seed: string): ResolutionText {
  const head = `**${step.title}**`;
  const tail = seedLine(step, seed);
  const body = [...missedLines, ...publicLines(events)].map(plain).join('\n');
  const fitted = fitText(body, { limit: CONTENT_LIMIT - head.length - tail.length - 2, fileName: logFileName(step) });
  const content = [head, fitted.content, tail].filter((l) => l.length > 0).join('\n');
  return { content, log: fitted.full === null ? null : resolutionLog(step, events, missedLines, seed) };
}

/** What the card says happened: who sent nothing, each unit's result and the notes; else the public events. */
function resultLines(events: readonly GameEvent[], missedLines: readonly string[], outcome: StepOutcome): string[] {
  const said = outcome.units.length + outcome.shots.length + outcome.notes.length > 0;
  const results = said ? [...outcome.units, ...outcome.notes] : publicLines(events);
  const none = said && outcome.units.length === 0 && outcome.shots.length > 0 ? ['No damage.'] : [];
  return [...missedLines, ...results, ...none].map(plain);
}

const SHOTS_HEAD = '**Shots**';

/** The card of a resolved step, its text fitted to Discord's 4,000 characters (the shots give way first). */
export function resolutionCard(step: StepNames, events: readonly GameEvent[], missedLines: readonly string[], seed: string, outcome: StepOutcome, map: boolean): CardPost {
  const title = `**${plain(step.title)}**`;
  const footer = `-# ${seedLine(step, seed)} · every die in ${logFileName(step)}`;
  const results = resultLines(events, missedLines, outcome).join('\n');
  const shots = outcome.shots.map(plain).join('\n');
  // Each section costs its text and, for shots, the heading and a line break.
  const room = CARD_TEXT_LIMIT - title.length - footer.length - (shots ? SHOTS_HEAD.length + 1 : 0);
  const fit = { fileName: logFileName(step) };
  const shotRoom = Math.max(Math.min(shots.length, room - results.length), Math.min(shots.length, Math.floor(room / 3)));
  const fittedShots = shots ? fitText(shots, { ...fit, limit: shotRoom }).content : '';
  const fittedResults = fitText(results, { ...fit, limit: room - fittedShots.length }).content;
  return {
    title,
    image: map ? { file: mapFileName(step), description: `Map after ${plain(step.title)}` } : null,
    sections: [fittedResults, fittedShots ? `${SHOTS_HEAD}\n${fittedShots}` : ''],
    footer,
    file: logFileName(step),
  };
}

export interface ResolutionOptions {
  /** false for a brief step (one turn of an alternating exchange): its text is enough. */
  map?: boolean;
  /** What the step did, for a card; absent for a brief step, which keeps a text-only post. */
  outcome?: StepOutcome | null;
}

export function queueResolution(db: Db, game: GameRow, step: StepRow, events: readonly GameEvent[], missed: readonly string[], seed: string, { map = true, outcome = null }: ResolutionOptions = {}): void {
  const mapFile = { name: mapFileName(step), map: { gameId: game.id, stepId: step.id, title: `${step.title} · resolved` } };
  const target = game.threadId ?? game.channelId;
  const key = `g${game.id}/s${step.seq}/resolved`;
  if (outcome) {
    const card = renderCard(resolutionCard(step, events, missed, seed, outcome, map));
    const files = [...(map ? [mapFile] : []), { name: logFileName(step), text: resolutionLog(step, events, missed, seed) }];
    enqueue(db, { key, gameId: game.id, kind: 'channel', target, payload: { flags: card.flags, components: card.components, files } });
    return;
  }
  const text = resolutionText(step, events, missed, seed);
  const files = [...(map ? [mapFile] : []), ...(text.log ? [{ name: logFileName(step), text: text.log }] : [])];
  enqueue(db, { key, gameId: game.id, kind: 'channel', target, payload: { content: text.content, files } });
}

/** The score by side as a small table headed by its unit ("Side  VP"); nothing when no side has one. */
function scoreTable(scores: Readonly<Record<string, number>>, unit: string): string[] {
  const sides = Object.entries(scores);
  const width = Math.max(4, ...sides.map(([side]) => side.length));
  return sides.length > 0 ? ['```', `${'Side'.padEnd(width)}  ${unit}`, ...sides.map(([side, n]) => `${side.padEnd(width)}  ${n}`), '```'] : [];
}

/** "**Game over.** Side A wins …" and the score table (`unit`: what the rule system counts, RuleSystem `score`). */
export function gameOverText(outcome: Outcome | null, unit = 'VP'): string {
  if (!outcome) return '**Game over.** The game has ended.';
  const winner = outcome.winner === null ? 'A draw.' : `Side ${outcome.winner} wins.`;
  return clip([`**Game over.** ${winner} ${plain(outcome.summary)}`, ...scoreTable(outcome.scores, unit)].join('\n'), CONTENT_LIMIT);
}

/**
 * The last post of a game ended before the rules end it (the GM's /gm end): why, and the score as the rules count it
 * at that moment (issue 24 item 8), or no score when the game never started.
 */
export function endedEarlyText(summary: string, score: Score | null): string {
  const table = score ? scoreTable(score.bySide, score.unit) : [];
  const lead = table.length > 0 ? ' The score when it ended, as the rules count it:' : '';
  return clip([`**Game over.** ${plain(summary)}${lead}`, ...table].join('\n'), CONTENT_LIMIT);
}
