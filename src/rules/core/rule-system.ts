/**
 * The contract between the game service and a rule system (docs/step-cycle.md, "Steps").
 * A rule system is a plain object of pure functions; the service stores states and submissions and calls these.
 */
import type { ZodType } from 'zod';
import type { Dice } from './dice.ts';
import type { Result, RuleError } from './result.ts';
import type { Scene, SceneOverlay, ShipCard } from './scene.ts';
import type { FleetAssist, PlayAssist } from './assist.ts';
import type { StateVersioning } from './state-version.ts';

export type SeatId = string;

/** One decision point: who owes a decision, and whether it stays hidden until the step resolves. */
export interface Step {
  /** Stable key, e.g. "t3/orders", "t3/fighters/7", "t3/fire". */
  readonly key: string;
  /** "Turn 3: orders". */
  readonly title: string;
  readonly owes: readonly SeatId[];
  readonly secret: boolean;
  /**
   * One message of an exchange where the sides take turns (Metaverse's Control Step): its deadline is the game's
   * exchange length (a quarter of the step length by default), and its resolution is posted as text only, without
   * a map, since the next full step's map shows the result.
   */
  readonly brief?: boolean;
}

/** Something that happened, for the combat summary and the log. Every die rolled appears in some event. */
export interface GameEvent {
  readonly type: string;
  /** One line a player reads: "Majestic → Kestrel · Laser Cannon ×2 · to-hit 2, 6 vs 4+ → 1 hit". */
  readonly text: string;
  /** Seats that may see it before the game ends; absent means everyone. */
  readonly visibleTo?: readonly SeatId[];
  readonly data?: unknown;
}

/** A score by side, and its unit as the post's table heads it: "VP", "MB", "morale struck". */
export interface Score {
  unit: string;
  bySide: Record<string, number>;
}

export interface Outcome {
  /** Winning side, or null for a draw. */
  readonly winner: string | null;
  readonly summary: string;
  readonly scores: Readonly<Record<string, number>>;
}

export interface OptionInfo {
  readonly id: string;
  /** The book's reference, e.g. "E.1". */
  readonly ref: string;
  readonly name: string;
  /** One line for `/game new`. */
  readonly description: string;
  /**
   * Why Salvo cannot play this option yet, when it cannot: setup refuses it, so the lobby never offers it (not in
   * `/game new`, not in `/game settings`). Absent for every option a game may turn on.
   */
  readonly unavailable?: string;
}

/** The system as the bot lists it: its short name, its book, and whether a game can be played with it yet. */
export interface CatalogueEntry {
  readonly name: string;
  readonly book: string;
  /** False while the rules are not complete enough to run a game: commands list the system as coming. */
  readonly playable: boolean;
  /** The sides take turns in brief steps (`Step.brief`), each with the game's shorter exchange deadline. */
  readonly exchanges?: boolean;
}

/** Who is looking: a seat, a GM, or the public thread. */
export type Viewer = { readonly kind: 'seat'; readonly seat: SeatId } | { readonly kind: 'gm' } | { readonly kind: 'public' };

export interface RuleSystem<State, Submission, Options = unknown, Fleet = unknown> {
  readonly id: string;
  readonly name: string;
  readonly shipSchema: ZodType;
  readonly optionsSchema: ZodType<Options>;
  readonly options: readonly OptionInfo[];
  /** The state's schema version, upgrades and zod schema: the game service reads every stored state through them. */
  readonly state: StateVersioning<State>;
  /** How `/help`, `/salvo about` and `/game new` list the system. */
  readonly catalogue: CatalogueEntry;
  /** Orders from the notation's own help that the parser takes; `/help` quotes them by index. */
  readonly helpExamples?: readonly string[];
  setup(input: { options: Options; fleets: Readonly<Record<SeatId, Fleet>>; scenario: string; seed: string }): Result<State, RuleError[]>;
  /** The step now open, or null when the game is over. */
  step(state: State): Step | null;
  /** The player's notation, e.g. "majestic 2P2(4)", into a submission for the open step. */
  parse(state: State, seat: SeatId, text: string): Result<Submission, RuleError[]>;
  validate(state: State, seat: SeatId, submission: Submission): Result<Submission, RuleError[]>;
  /** What a seat that missed the deadline does, by the book. */
  missing(state: State, seat: SeatId): Submission;
  /**
   * `map`: a brief step's resolution is posted without a map unless this is true (its answer also ran a full step's
   * work, such as the fire that was waiting on it); a full step's is posted without one when this is false (its work
   * waits on such an answer: the map would show nothing new).
   */
  resolve(state: State, submissions: Readonly<Record<SeatId, Submission>>, dice: Dice): { state: State; events: GameEvent[]; map?: boolean };
  /** What this viewer may see; `preview` is a draft submission of the viewer's to draw. */
  scene(state: State, viewer: Viewer, preview?: Submission): Scene;
  card(state: State, shipId: string, viewer: Viewer): ShipCard | null;
  /** The ships `card` knows, by name, when a map unit holds several (Metaverse squadrons); else the map's ship units. */
  ships?(state: State, viewer: Viewer): { id: string; name: string }[];
  /** A unit's firing arcs as map overlays, by range band, if this viewer may see the unit; [] otherwise. */
  arcs?(state: State, viewer: Viewer, unitId: string): SceneOverlay[];
  outcome(state: State): Outcome | null;
  /**
   * The score as the rules count it now, by side, and what it counts ("VP"): what the last post shows when a game is
   * ended before the rules end it (the GM's /gm end).
   */
  score(state: State): Score;
  /** Help for the chat interface: prompts, drafts, autocomplete (./assist.ts). */
  readonly assist: PlayAssist<State, Submission>;
  /** Fleets as seats store them in the lobby (the seat adds side and player at start). */
  readonly fleets: FleetAssist<Record<string, unknown>>;
}
