/**
 * How a step closed, for the top of its resolution post (docs/playing.md §3): why it closed when not everyone was ready
 * (the GM resolved it, or its deadline passed), whose orders were not in and what the rules decided for them, and whose
 * last draft stood without a ready mark. Each seat's default is said here once, in the words of the rule system's
 * echo; the rules' own events then tell what happened, not the default again.
 *
 * Players are named by their display names, never pinged (the post's mentions list stays empty), and a seat with no
 * player is named by its seat, as the status post names it.
 */
export type ResolveReason = 'everyone ready' | 'deadline' | 'forced by the GM';

export interface ClosingSeat {
  /** The player's display name, or null for a seat nobody holds. */
  readonly player: string | null;
  readonly seatKey: string;
  /** `missing`: nothing was sent, so the rules decide; `unready`: the last draft stands, never marked ready. */
  readonly kind: 'missing' | 'unready';
  /** The rules' default for a missing seat, in prose ("Tempest: no order, straight ahead at speed 4"). */
  readonly decided?: string;
}

/** "The GM resolved this step before its deadline." — or '' when every owing seat was ready. */
function cause(reason: ResolveReason, pastDeadline: boolean): string {
  if (reason === 'everyone ready') return '';
  if (reason === 'deadline') return 'The deadline passed.';
  return pastDeadline ? 'The deadline had passed; the GM resolved the step.' : 'The GM resolved this step before its deadline.';
}

const possessive = (name: string): string => `${name}${name.endsWith('s') ? "'" : "'s"}`;

function seatLine(seat: ClosingSeat): string {
  if (seat.kind === 'unready') return `${seat.player === null ? `Seat ${seat.seatKey}'s` : possessive(seat.player)} last draft stands as sent (it was not marked ready).`;
  const who = seat.player === null ? `Seat ${seat.seatKey} has no player` : `${possessive(seat.player)} orders were not in`;
  // An echo may end its own sentence ("… hold their fire."): one full stop, not two.
  const decided = seat.decided?.replace(/\.+$/, '') ?? '';
  return `${who}, so the rules decide${decided ? `: ${decided}` : ''}.`;
}

/** The lines that open the resolution post: the cause, then one line per seat that was missing or not ready. */
export function closingLines(reason: ResolveReason, pastDeadline: boolean, seats: readonly ClosingSeat[]): string[] {
  const head = cause(reason, pastDeadline);
  return [...(head ? [head] : []), ...seats.filter((s) => s.kind === 'missing').map(seatLine), ...seats.filter((s) => s.kind === 'unready').map(seatLine)];
}
