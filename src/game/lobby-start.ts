/**
 * Whether a lobby can start, and if not, who does what (issue 16: a lobby can never get stuck). `/game start`
 * refuses only with this: each problem says which seat must do what, or is an optional rule a fleet needs, which
 * the GM turns on with one click (`turnOn`, the button under the refusal and on the lobby post).
 *
 * The check asks the rule system's own setup, with the needed options turned on: when setup accepts that, the one
 * click is the whole fix, and the refusal is only the needs. A seat without ships or a side nobody sits on is said
 * first, in the lobby's words, without setup's echo of the same thing.
 */
import type { GameRow, SeatRow } from '../db/game-repo.ts';
import type { OptionInfo } from '../rules/core/rule-system.ts';
import { setupInput } from './game-lifecycle.ts';
import { optionLabel } from './lobby-options.ts';
import { ruleSystem } from './rule-systems.ts';

type Game = Pick<GameRow, 'system' | 'scenario' | 'options' | 'diceSecret'>;

export interface StartCheck {
  /** Everything that keeps the game from starting, each naming who does what; empty when it can start. */
  problems: string[];
  /** Optional rules the fleets need that are off: the GM's one click turns them all on. */
  turnOn: string[];
  /** Turning `turnOn` on is the whole fix: setup accepts the game then. */
  oneClick: boolean;
}

/** A player as the lobby names them. */
export const seatName = (seat: Pick<SeatRow, 'playerName' | 'seatKey'>): string => seat.playerName ?? `seat ${seat.seatKey}`;

/** Each needed option once, with every fleet that needs it: "Ben's fleet needs Alternate firing arcs (C.1): …". */
export function neededOptions(game: Game, seats: readonly SeatRow[]): { option: OptionInfo; lines: string[] }[] {
  const system = ruleSystem(game.system);
  const found = new Map<string, string[]>();
  for (const seat of seats) {
    if (seat.fleet === null) continue;
    for (const need of system.fleets.needs(seat.fleet as Record<string, unknown>, game.options)) {
      const option = system.options.find((o) => o.id === need.optionId);
      if (!option) continue;
      const line = `${seatName(seat)}'s fleet needs ${optionLabel(option)}: ${need.why}.`;
      found.set(option.id, [...new Set([...(found.get(option.id) ?? []), line])]);
    }
  }
  return system.options.filter((o) => found.has(o.id)).map((option) => ({ option, lines: found.get(option.id) ?? [] }));
}

/** Setup's "Side A: …" read as the players who sit there, so the line says who must act. */
function withPlayers(message: string, seats: readonly SeatRow[]): string {
  const side = /^Side (\S+): /.exec(message)?.[1];
  const here = seats.filter((s) => s.side === side).map(seatName);
  return side === undefined || here.length === 0 ? message : message.replace(`Side ${side}: `, `Side ${side} (${here.join(', ')}): `);
}

export function startCheck(game: Game, seats: readonly SeatRow[]): StartCheck {
  const system = ruleSystem(game.system);
  const sides = system.fleets.sides(game.scenario);
  const empty = sides.filter((side) => !seats.some((s) => s.side === side)).map((side) => `Nobody sits on side ${side} yet: a player clicks Join side ${side} on the lobby post.`);
  const shipless = seats.filter((s) => s.fleet === null).map((s) => `${seatName(s)} (side ${s.side}) has no ships yet: they add them with /fleet add or /fleet import in this thread.`);
  const needs = neededOptions(game, seats);
  const playable = needs.filter((n) => n.option.unavailable === undefined);
  const blocked = needs
    .filter((n) => n.option.unavailable !== undefined)
    .flatMap((n) => n.lines.map((line) => `${line} Salvo cannot play it yet (${n.option.unavailable ?? ''}), so that ship must leave the fleet.`));
  const turnOn = playable.map((n) => n.option.id);
  const asked = [...empty, ...shipless, ...blocked, ...playable.flatMap((n) => n.lines)];
  if (empty.length > 0 || shipless.length > 0) return { problems: asked, turnOn, oneClick: false };
  // Setup decides the rest, as if the GM had already clicked: what it still refuses needs more than that click.
  const options = { ...game.options, ...Object.fromEntries(turnOn.map((id) => [id, true])) };
  const setup = system.setup(setupInput({ ...game, options }, seats));
  const rest = setup.ok ? [] : setup.error.map((e) => withPlayers(e.message, seats)).filter((m) => !asked.includes(m));
  return { problems: [...asked, ...rest], turnOn, oneClick: turnOn.length > 0 && blocked.length === 0 && rest.length === 0 };
}
