/**
 * What a given person may see of a game (docs/layers.md, "How the game meets the chat": one function decides what each
 * viewer may see): their own drafts and ships in full, public events, and other seats' submissions only after their
 * step has resolved. Every view the bot shows goes through `gameView`; nothing reads drafts any other way.
 */
import type { Scene, ShipCard } from '../rules/core/scene.ts';
import type { Viewer } from '../rules/core/rule-system.ts';
import { err, ok, type Result, type RuleError } from '../rules/core/result.ts';
import { gameById, openStepOf, seatsOf, seatsOfUser, submissionsOf, type GameRow } from '../db/game-repo.ts';
import type { GameContext } from './context.ts';
import { gmUserIds } from './gm-powers.ts';
import { currentState, currentStateOrNull } from './stored-state.ts';
import { ruleSystem, type AnyRuleSystem } from './rule-systems.ts';
import { serviceError } from './errors.ts';
import type { Rect } from '../render/map/layout.ts';
import { currentViewport, viewerViewport } from './map-viewport.ts';
import { cutGraphemes } from '../rules/core/cut-text.ts';

export interface GameView {
  game: { id: number; title: string; system: string; status: GameRow['status']; gm: string };
  step: { key: string; title: string; deadlineAt: Date | null; seedHash: string; waitingOn: string[] } | null;
  /** The viewer's own draft for the open step, if any (never anyone else's). */
  myDraft: { submission: unknown; text: string; ready: boolean } | null;
  scene: Scene | null;
  /** The view the viewer's map of `scene` is drawn in (map-viewport.ts): the game's public view, grown for them. */
  viewport: Rect | null;
}

/**
 * Who is looking: a seated player sees as their seat (a GM who plays too sees no more); a GM who holds no seat (the
 * creator, a co-GM or a claimed GM: `gmUserIds` from gm-powers.ts) sees all; anyone else sees what is public.
 */
export function viewerOf(seats: readonly { seatKey: string; userId: string | null }[], gmUserIds: readonly string[], userId: string | null): Viewer {
  const seat = seats.find((s) => userId !== null && s.userId === userId);
  if (seat) return { kind: 'seat', seat: seat.seatKey };
  if (userId !== null && gmUserIds.includes(userId)) return { kind: 'gm' };
  return { kind: 'public' };
}

/** The viewer `userId` is in this game, read from its seats and GMs now. */
export const viewerIn = (ctx: GameContext, game: GameRow, userId: string | null): Viewer => viewerOf(seatsOf(ctx.db, game.id), gmUserIds(ctx.db, game), userId);

/** The game as `userId` may see it; `null` for the public thread. */
export function gameView(ctx: GameContext, gameId: number, userId: string | null): Result<GameView, RuleError[]> {
  const game = gameById(ctx.db, gameId);
  if (!game) return err([serviceError('ERR_GAME_UNKNOWN', `There is no game ${gameId}.`)]);
  const seats = seatsOf(ctx.db, gameId);
  const viewer = viewerIn(ctx, game, userId);
  const step = openStepOf(ctx.db, gameId);
  const read = currentState(ctx.db, game);
  if (!read.ok) return read;
  const snapshot = read.value;
  const drafts = step ? submissionsOf(ctx.db, step.id) : [];
  const mySeat = viewer.kind === 'seat' ? seats.find((s) => s.seatKey === viewer.seat) : undefined;
  const mine = mySeat ? drafts.find((d) => d.seatId === mySeat.id) : undefined;
  const ready = new Set(drafts.filter((d) => d.ready).map((d) => d.seatId));
  const scene = snapshot ? ruleSystem(game.system).scene(snapshot.state, viewer, mine?.payload) : null;
  return ok({
    game: { id: game.id, title: game.title, system: game.system, status: game.status, gm: game.gmUserId },
    step: step
      ? {
          key: step.key,
          title: step.title,
          deadlineAt: step.deadlineAt,
          seedHash: step.seedHash,
          // Who has not finished is public; what anyone sent is not.
          waitingOn: seats.filter((s) => step.owes.includes(s.seatKey) && !ready.has(s.id)).map((s) => s.playerName ?? s.seatKey),
        }
      : null,
    myDraft: mine ? { submission: mine.payload, text: mine.text, ready: mine.ready } : null,
    scene,
    viewport: scene ? viewerViewport(currentViewport(ctx.db, game), scene) : null,
  });
}

export interface Owed {
  gameId: number;
  title: string;
  stepTitle: string;
  deadlineAt: Date | null;
  drafted: boolean;
}

/** `/mine`: every open step, across all games and servers, still waiting on this user. */
export function owedBy(ctx: GameContext, userId: string): Owed[] {
  const out: Owed[] = [];
  for (const seat of seatsOfUser(ctx.db, userId)) {
    const game = gameById(ctx.db, seat.gameId);
    const step = game?.status === 'active' ? openStepOf(ctx.db, seat.gameId) : undefined;
    if (!game || !step || !step.owes.includes(seat.seatKey)) continue;
    const draft = submissionsOf(ctx.db, step.id).find((d) => d.seatId === seat.id);
    if (draft?.ready) continue;
    out.push({ gameId: game.id, title: game.title, stepTitle: step.title, deadlineAt: step.deadlineAt, drafted: draft !== undefined });
  }
  return out.sort((a, b) => (a.deadlineAt?.getTime() ?? Infinity) - (b.deadlineAt?.getTime() ?? Infinity));
}

/** `/status`: a ship's card as this user may see it, found by its name on the board (case ignored). */
export function shipCardFor(ctx: GameContext, gameId: number, userId: string | null, shipName: string): Result<ShipCard, RuleError[]> {
  const game = gameById(ctx.db, gameId);
  const read = game ? currentState(ctx.db, game) : ok(null);
  if (!read.ok) return read;
  const snapshot = read.value;
  if (!game || !snapshot) return err([serviceError('ERR_GAME_NOT_STARTED', 'The game has not started; there are no ships to show yet.')]);
  const viewer = viewerIn(ctx, game, userId);
  const system = ruleSystem(game.system);
  const ships = shipsOf(system, snapshot.state, viewer);
  const wanted = shipName.trim().toLowerCase();
  const ship = ships.find((u) => u.name.toLowerCase() === wanted) ?? ships.find((u) => u.name.toLowerCase().startsWith(wanted));
  const card = ship ? system.card(snapshot.state, ship.id, viewer) : null;
  if (!card) {
    const names = ships.map((u) => u.name).slice(0, 20).join(', ');
    return err([serviceError('ERR_SHIP_UNKNOWN', `There is no ship "${cutGraphemes(shipName, 40)}" on the board${names ? `; ships are ${names}` : ''}.`)]);
  }
  return ok(card);
}

/** Ship names on the board this user may see, for autocomplete. */
export function shipNamesFor(ctx: GameContext, gameId: number, userId: string | null): string[] {
  const game = gameById(ctx.db, gameId);
  const state = game ? currentStateOrNull(ctx.db, game) : null;
  if (!game || state === null) return [];
  const viewer = viewerIn(ctx, game, userId);
  return shipsOf(ruleSystem(game.system), state, viewer).map((s) => s.name);
}

/** The ships a card can be asked for: the rule system's list, or the ship units on its map. */
function shipsOf(system: AnyRuleSystem, state: unknown, viewer: Viewer): { id: string; name: string }[] {
  if (system.ships) return system.ships(state, viewer);
  return system
    .scene(state, viewer)
    .units.filter((u) => u.kind === 'ship')
    .map((u) => ({ id: u.id, name: u.label }));
}
