/**
 * Help with examples built from the seat's own squadrons, ships, fighters and enemies (docs/playing.md §2: examples
 * a player can copy), and the relevant lines of the notation help (notation/help.ts PLOT_HELP); the other steps'
 * prompts say the step in a line and leave the notation to /help (a prompt fits one phone screen).
 *
 * Judgement calls: examples stay within what every ship of the squadron has: acceleration up to the weakest stern
 * drive total (at most 2), a heading change only when every ship has a side drive, Newtonian rotation with port
 * drives and forward thrust with stern drives (p.7, p.9); a launch only from a hangar with fighters ready (p.19).
 */
import { PLOT_HELP } from '../notation/help.ts';
import type { TurnDraftContext, DraftSquadron } from '../notation/types.ts';

/** Help lines before the examples of a help text. */
const helpLines = (help: string): string[] => {
  const lines = help.split('\n');
  const end = lines.findIndex((l) => l.startsWith('Examples:'));
  return end < 0 ? lines : lines.slice(0, end);
};

const arcPoints = (sq: DraftSquadron, arcs: readonly string[]): number =>
  Math.min(...sq.ships.map((s) => s.drives.filter((d) => d.arcs.some((a) => arcs.includes(a))).reduce((n, d) => n + d.rating, 0)));

const PORT = ['port', 'port-bow', 'port-stern'];
const STARBOARD = ['starboard', 'starboard-bow', 'starboard-stern'];

/** A plot for this squadron that the reader accepts: "CNS Resolute: A2 T:S" or "VHS Dominator: R:CW1 F:FWD2@1". */
export function plotExample(sq: DraftSquadron, ctx: TurnDraftContext): string {
  const codes: string[] = [];
  const stern = Math.min(2, arcPoints(sq, ['stern']));
  if (sq.method === 'cinematic') {
    if (stern > 0) codes.push(`A${stern}`);
    if (arcPoints(sq, PORT) > 0) codes.push('T:S');
    else if (arcPoints(sq, STARBOARD) > 0) codes.push('T:P');
  } else {
    if (arcPoints(sq, PORT) > 0) codes.push('R:CW1');
    if (stern > 0) codes.push(`F:FWD${stern}@${codes.length > 0 ? 1 : 0}`);
  }
  const items = [codes.length > 0 ? codes.join(' ') : 'drift'];
  const hangar = sq.ships.flatMap((s) => s.hangars).find((h) => h.launchCapacity > 0 && h.ready.some((r) => r.count > 0));
  const ready = hangar?.ready.find((r) => r.count > 0);
  if (hangar && ready) items.push(`launch 1 ${ctx.fighterTypes?.find((t) => t.id === ready.type)?.name ?? ready.type}`);
  return `${sq.name}: ${items.join(' · ')}`;
}

/**
 * PLOT_HELP's lines a plot prompt needs now (one phone screen): what a plot is, the lines for the methods this seat
 * flies, gravity walls when it has them, deployment on turn 1; then where the rest is, and examples with its own
 * squadrons. Drives in brackets, advanced manoeuvres, FTL, hangars and breaking off are in /help.
 */
export function plotHelp(ctx: TurnDraftContext, firstTurn = true): string {
  const methods = new Set(ctx.squadrons.map((q) => q.method));
  const walls = ctx.squadrons.some((q) => q.ships.some((s) => (s.gravityWalls ?? []).length > 0));
  const keep = (l: string): boolean =>
    (l.startsWith('Cinematic:') && methods.has('cinematic')) || (l.startsWith('Newtonian:') && methods.has('newtonian')) || (l.startsWith('Gravity wall') && walls);
  const lines = ['Secret: one line per squadron, `Name:` first; nothing plotted = drift.', ...helpLines(PLOT_HELP).filter(keep)];
  if (firstTurn) lines.push('Turn 1 only: `deploy 30 112 facing 45 speed 4` first places the squadron in your zone (x, y in cm).');
  const more = 'More (drives by name, roll, flip, RAM, FTL, launch and recover, break off): /help system:metaverse';
  const examples = ctx.squadrons.slice(0, 3).map((q) => `e.g. \`${plotExample(q, ctx)}\``);
  return [...lines, more, ...examples].join('\n');
}

/**
 * The one line a Mission or Control Step prompt says about the step (p.19, p.21); its notation with examples in the
 * player's own names comes with the prompt, the whole of it in /help (STEP_HELP), whose examples name another game.
 */
export function stepRuleLine(stage: 'missions' | 'control'): string {
  return stage === 'missions'
    ? 'Mission Step (p.19): the sides take turns, one action each (mission, retarget, split, recall: 1 CP); `pass` when done, two passes in a row end it. Add `· pay Name` to choose who pays.'
    : 'Control Step (p.21): the sides take turns, one action each (priority or designated target, EW: CP; shields); `pass` when done, two passes in a row end it. Add `· pay Name` to choose who pays.';
}

/** How a side asked in the play-out of standing orders answers (STANDING_HELP in short), with the suggested ending. */
export function standingAnswerLine(ending: string): string {
  return `Answer with your next actions, then how they end: \`pass\` · \`${ending === 'pass' ? 'pass unless enemy uses EW' : ending}\` (asked again if it happens) · \`ask\`. More in /help system:metaverse`;
}

/** One line for a plot or fire prompt (they are long already): what standing orders are, with the seat's names. */
export function standingHint(example: string): string {
  return `**Standing orders** (optional: no wait in the Control Step): \`${example}\``;
}
