/**
 * Standing orders for the alternating steps (Metaverse p.19 "Starfighter Mission Step", p.21 "Control Step"): in
 * the book the sides take turns, one action each, and two passes in a row end the step. Play by post cannot afford
 * a wait per action, so a side may write its actions in advance, in the order it would take them, with what ends
 * them: pass, pass unless the enemy does something (then it is asked), or ask. The play-out (play-out.ts) takes
 * the turns in the book's order and asks a side only when its orders do not cover the turn.
 *
 * A script belongs to one step. Its action lines are the step's own notation (notation/step-action.ts), kept as text
 * and read again when their turn comes, as a Mission Step message always was (the board has moved by then).
 */
import type { FireDraft } from '../../notation/types.ts';

export type AlternatingStep = 'missions' | 'control';

/** What an enemy action can be that a side may wait for. `units`: the side's own ship ids ([] = any of them). */
export type Condition =
  | { readonly kind: 'acts' | 'jams' | 'uses-ew' | 'cloaks' | 'drops-shields' }
  | { readonly kind: 'targets' | 'strikes'; readonly units: readonly string[] };

export type Final = { readonly kind: 'pass' } | { readonly kind: 'unless'; readonly when: readonly Condition[] } | { readonly kind: 'ask' };

/** `if enemy jams: ew CNS Resolute ELINT on > VHS Dominator`: taken once, at the side's first turn after it happens. */
export interface Reaction {
  readonly when: readonly Condition[];
  readonly action: string;
}

export interface Script {
  /** Action lines, taken one per turn in this order. */
  readonly actions: readonly string[];
  readonly reactions: readonly Reaction[];
  /** What the side does once its actions are spent. */
  readonly final: Final;
}

export type StandingOrders = Readonly<Partial<Record<AlternatingStep, Script>>>;

/** One enemy action as the conditions see it. */
export interface Heard {
  readonly step: AlternatingStep;
  /** The public line(s) that told it, for the reason a side is asked. */
  readonly text: string;
  readonly jams: boolean;
  readonly usesEw: boolean;
  readonly cloaks: boolean;
  readonly dropsShields: boolean;
  /** Ship ids the action nominated as targets or aimed ELINT / targeting arrays at. */
  readonly targets: readonly string[];
  /** Starship squadron ids a strike mission was sent against. */
  readonly strikes: readonly string[];
}

export interface SideStanding {
  readonly scripts: StandingOrders;
  /** Enemy actions since the side last wrote its orders, that no reaction has answered yet. */
  readonly heard: readonly Heard[];
  /** The side has just written these orders: its next turn follows them without asking again. */
  readonly fresh: boolean;
}

export type SideId = 'A' | 'B';

/** The turn's standing orders and where the play-out stands (MetaverseState `standing`). */
export interface StandingState {
  readonly turn: number;
  readonly sides: Readonly<Partial<Record<SideId, SideStanding>>>;
  /** The side the play-out waits on, and why (for its prompt). */
  readonly asking: { readonly side: SideId; readonly step: AlternatingStep; readonly why: string } | null;
  /** The alternating step the fire orders interrupted: the fire step collects standing orders for it. */
  readonly resume: AlternatingStep | null;
  /** Fire orders given before the alternation was over, per side, until the Control Step ends. */
  readonly fire: Readonly<Partial<Record<SideId, FireDraft>>> | null;
}

export const PASS: Script = { actions: [], reactions: [], final: { kind: 'pass' } };

export const emptyStanding = (turn: number): StandingState => ({ turn, sides: {}, asking: null, resume: null, fire: null });
