/**
 * Turn sequence (Metaverse p.2 "Turn Sequence" and the reference chart): three phases, each of
 * steps that must finish before the next begins.
 *   Movement Phase: Command → Plot Movement → Starship Movement → Starfighter Operations → Starfighter Missions
 *   Combat Phase:   Control → Starship Combat → Starfighter Combat → Boarding Combat
 *   End Phase:      Critical → Repair → Morale
 * `mode` says how players take part: plots are simultaneous and SECRET; missions and the Control Step alternate
 * single actions until two passes in a row; starship fire is simultaneous (collected secretly, ruling A7).
 * Judgement calls: steps for modules a game does not use (starfighters, boarding, criticals) may be skipped; the
 * Command, Plot, Movement, Control, Starship Combat, Repair and Morale steps are never skipped. The game can end
 * after the Command Step (loss check) or after the Morale Step (victory check, p.38).
 */

export type PhaseName = 'movement' | 'combat' | 'end';

export type StepId =
  | 'command'
  | 'plot'
  | 'ship-movement'
  | 'fighter-ops'
  | 'missions'
  | 'control'
  | 'ship-combat'
  | 'fighter-combat'
  | 'boarding'
  | 'critical'
  | 'repair'
  | 'morale';

export type StepMode =
  /** The referee does it; no player input. */
  | 'automatic'
  /** Both players submit at once and nothing is revealed until both have (plots, fire orders). */
  | 'secret-simultaneous'
  /** Both players act without interaction; order does not matter. */
  | 'parallel'
  /** Single actions in turn until both players pass in a row. */
  | 'alternating'
  /** A scripted sequence of prompts (starfighter combats, boarding). */
  | 'interactive';

export interface StepInfo {
  readonly id: StepId;
  readonly phase: PhaseName;
  readonly name: string;
  readonly page: number;
  readonly mode: StepMode;
  readonly skippable: boolean;
  /** Who acts first in an alternating step. */
  readonly firstPlayer?: string;
}

/** The book's order (p.2). */
export const TURN_SEQUENCE: readonly StepInfo[] = [
  { id: 'command', phase: 'movement', name: 'Command Step', page: 3, mode: 'automatic', skippable: false },
  { id: 'plot', phase: 'movement', name: 'Plot Movement Step', page: 5, mode: 'secret-simultaneous', skippable: false },
  { id: 'ship-movement', phase: 'movement', name: 'Starship Movement Step', page: 7, mode: 'automatic', skippable: false },
  { id: 'fighter-ops', phase: 'movement', name: 'Starfighter Operations Step', page: 19, mode: 'parallel', skippable: true },
  {
    id: 'missions',
    phase: 'movement',
    name: 'Starfighter Mission Step',
    page: 19,
    mode: 'alternating',
    skippable: true,
    firstPlayer: 'the player with more starfighter squadrons in play; ties random',
  },
  { id: 'control', phase: 'combat', name: 'Control Step', page: 21, mode: 'alternating', skippable: false, firstPlayer: 'the player with more starships; ties random' },
  { id: 'ship-combat', phase: 'combat', name: 'Starship Combat Step', page: 24, mode: 'secret-simultaneous', skippable: false },
  { id: 'fighter-combat', phase: 'combat', name: 'Starfighter Combat Step', page: 32, mode: 'interactive', skippable: true },
  { id: 'boarding', phase: 'combat', name: 'Boarding Combat Step', page: 37, mode: 'interactive', skippable: true },
  { id: 'critical', phase: 'end', name: 'Critical Step', page: 38, mode: 'automatic', skippable: true },
  { id: 'repair', phase: 'end', name: 'Repair Step', page: 38, mode: 'interactive', skippable: false },
  { id: 'morale', phase: 'end', name: 'Morale Step', page: 38, mode: 'automatic', skippable: false },
];

export const STEP_IDS: readonly StepId[] = TURN_SEQUENCE.map((s) => s.id);

export function stepInfo(id: StepId): StepInfo {
  const info = TURN_SEQUENCE.find((s) => s.id === id);
  if (info === undefined) throw new Error(`unknown step ${id}`);
  return info;
}

export interface TurnPosition {
  readonly turn: number;
  readonly step: StepId;
}

export interface SequenceContext {
  /** Set when the Command Step loss check or the post-Morale victory check ended the game. */
  readonly gameOver?: boolean;
  /** Steps of modules not in play; non-skippable steps listed here are ignored. */
  readonly skip?: readonly StepId[];
}

export type NextPhase =
  | { readonly kind: 'step'; readonly position: TurnPosition; readonly info: StepInfo }
  | { readonly kind: 'game-over'; readonly position: TurnPosition };

export const firstPosition = (): TurnPosition => ({ turn: 1, step: 'command' });

/** The step after `current`: the next step in the book's order, wrapping to the next turn's Command Step. */
export function nextPhase(current: TurnPosition, context: SequenceContext = {}): NextPhase {
  if (context.gameOver === true && (current.step === 'command' || current.step === 'morale')) {
    return { kind: 'game-over', position: current };
  }
  const skip = new Set((context.skip ?? []).filter((id) => stepInfo(id).skippable));
  let index = STEP_IDS.indexOf(current.step);
  let turn = current.turn;
  for (;;) {
    index++;
    if (index >= STEP_IDS.length) {
      index = 0;
      turn++;
    }
    const step = STEP_IDS[index];
    if (step === undefined) throw new Error('turn sequence index out of range');
    // The Command Step is never skippable, so this loop ends within one turn.
    if (!skip.has(step)) return { kind: 'step', position: { turn, step }, info: stepInfo(step) };
  }
}
