/**
 * What a player reads after saying Ready, by any way (the button, /ready, a typed "ready"): locked in, or what Ready
 * would lock in that they may not mean (src/game/ready-check.ts) with one "Confirm ready" button, or why not.
 */
import type { Result, RuleError } from '../rules/core/result.ts';
import type { ReadyAnswer } from '../game/ready-check.ts';
import type { ReadyDone } from '../game/ready-done.ts';
import { confirmReadyControls } from '../game/posts/controls.ts';
import { componentRows } from './discord-posts.ts';
import { plain, plainName } from '../game/posts/player-text.ts';
import { refusal } from './draft-reply.ts';
import type { MessageOptions } from './fit-message.ts';

/** "Ana", "Ana and you", "Ana, Cy and you". */
const namesText = (names: readonly string[]): string => {
  const shown = names.map((n) => (n === 'you' ? n : plainName(n)));
  return shown.length <= 1 ? (shown[0] ?? '') : `${shown.slice(0, -1).join(', ')} and ${shown.at(-1)}`;
};

/**
 * What the player reads after their Ready took: the step they readied, by name, and who is still owed. When it
 * resolved and the next step opened at once, that step is named with whom it waits on (issue 24 item 8).
 */
export function readyText(done: ReadyDone): string {
  const step = `**${plain(done.stepTitle)}**`;
  if (!done.resolved) {
    const owed = done.owed.length > 0 ? `still waiting on ${namesText(done.owed)}` : 'everyone is ready; it waits on the GM';
    return `Ready: your orders are locked in for ${step}; ${owed}. To change them, send new ones (that takes the ready mark back).`;
  }
  const head = `Ready. Everyone is ready for ${step}: it resolves now; watch the game thread.`;
  if (done.over) return `${head} That was the last step: the game is over.`;
  if (!done.next) return head;
  const waiting = done.next.owed.length > 0 ? `, waiting on ${namesText(done.next.owed)}` : '';
  return `${head} Now open: **${plain(done.next.title)}**${waiting}.`;
}

/** The answer to Ready; `components` is set (empty when there is no question) so a button's message loses its button. */
export function readyReply(result: Result<ReadyAnswer, RuleError[]>, refused = 'Not ready'): MessageOptions {
  if (!result.ok) return { ...refusal(result.error, refused), components: [] };
  if (result.value.kind === 'ready') return { content: readyText(result.value), components: [] };
  const q = result.value.question;
  const head = result.value.stale ? 'That confirmation is out of date: your orders or what they lead to changed since. ' : '';
  const content = [
    `${head}Game ${q.gameId} · ${plain(q.gameTitle)} · **${plain(q.stepTitle)}** · not locked in yet:`,
    ...q.lines.map((l) => `• ${plain(l)}`),
    '',
    'Press **Confirm ready** to lock in your orders as they are, or change them first.',
  ].join('\n');
  return { content, components: componentRows(confirmReadyControls(q.gameId, q.stepKey, q)) };
}
