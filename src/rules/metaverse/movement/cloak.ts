/**
 * Which plot a cloaked ship executes (book "Electronic Warfare > Cloak Generator"; ruling A50).
 *
 * A plot is still recorded every turn. On the first cloaked turn the model does not move; on each later
 * cloaked turn it moves by the PREVIOUS turn's plot; on decloaking, both the previous and the current plot
 * are executed at once, when it decloaks in the control step (in that order: judgement call).
 */
export type CloakPhase = 'visible' | 'first-cloaked-turn' | 'cloaked' | 'decloaking';

/** The plots to execute this turn, in order, for a ship in the given cloak phase. */
export function plotsToExecute<P>(phase: CloakPhase, previous: P | null, current: P): P[] {
  switch (phase) {
    case 'visible':
      return [current];
    case 'first-cloaked-turn':
      return [];
    case 'cloaked':
      return previous === null ? [] : [previous];
    case 'decloaking':
      return previous === null ? [current] : [previous, current];
  }
}
