/**
 * Which of a user's games a typed order is about, from the unit names it starts its lines with (issue 16 item 6):
 * "Battlecruiser: thrust 4/0/0 …" is for the game where Battlecruiser is one of the user's units in the open step.
 * A line "Name: …" names a unit as the readers match it (core/names.ts: exact, a unique start, a later word); a
 * line without a colon must start with a unit's whole name ("Majestic 2P2").
 */
import { matchAll } from '../rules/core/names.ts';
import type { GameContext } from './context.ts';
import { gamesAwaiting, guideFor } from './drafts.ts';

/** The typed lines ("; " splits lines as /plot reads them). */
const linesOf = (text: string): string[] =>
  text
    .split(/\r?\n|;/)
    .map((l) => l.trim())
    .filter((l) => l !== '');

function namesUnit(line: string, units: readonly { id: string; name: string }[]): boolean {
  const colon = line.indexOf(':');
  if (colon > 0 && matchAll(line.slice(0, colon), units).length > 0) return true;
  const lower = line.toLowerCase();
  return units.some((u) => lower.startsWith(u.name.toLowerCase()) && /^(\s|:|$)/.test(line.slice(u.name.length)));
}

/** The games waiting on the user in which the text names one of their units, oldest game first. */
export function gamesNamedIn(ctx: GameContext, userId: string, text: string): number[] {
  const lines = linesOf(text);
  if (lines.length === 0) return [];
  return gamesAwaiting(ctx, userId)
    .filter((g) => {
      const guided = guideFor(ctx, g.gameId, userId);
      const units = guided.ok ? guided.value.guide.units : [];
      return units.length > 0 && lines.some((l) => namesUnit(l, units));
    })
    .map((g) => g.gameId);
}
