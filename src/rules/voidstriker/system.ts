/**
 * Voidstriker (the 1993 shareware rules) as a Salvo rule system: setup from a book scenario (setup/), one secret
 * round plot per seat per round (or, with an option, fire after each phase), the round resolved with the dice it
 * is given (sequence/), the notation (notation/) and the views (views/). This file only wires them together.
 */
import type { RuleSystem } from '../core/rule-system.ts';
import { voidstrikerAssist, voidstrikerFleets } from './assist/index.ts';
import { missingSubmission, parseSubmission, validateSubmission } from './notation/submission-text.ts';
import type { VoidstrikerSubmission } from './submission.ts';
import { PLOT_HELP_VALID_EXAMPLES } from './notation/help.ts';
import { VOIDSTRIKER_OPTIONS, voidstrikerOptionsSchema, type VoidstrikerOptions } from './options.ts';
import { resolveStep } from './sequence/resolve.ts';
import { scores } from './sequence/victory.ts';
import { voidstrikerStep } from './sequence/open-step.ts';
import { setupGame } from './setup/setup.ts';
import type { Fleet } from './setup/fleets.ts';
import { shipClassSchema } from './ships/ship-class.ts';
import type { VoidstrikerState } from './state.ts';
import { voidstrikerArcs } from './views/arcs.ts';
import { voidstrikerCard } from './views/card.ts';
import { voidstrikerScene } from './views/scene.ts';
import { voidstrikerStateVersioning } from './state-schema.ts';

export const voidstriker: RuleSystem<VoidstrikerState, VoidstrikerSubmission, VoidstrikerOptions, Fleet> = {
  id: 'voidstriker',
  name: 'Voidstriker',
  shipSchema: shipClassSchema,
  optionsSchema: voidstrikerOptionsSchema,
  options: VOIDSTRIKER_OPTIONS,
  state: voidstrikerStateVersioning,
  catalogue: { name: 'Voidstriker', book: '1993 shareware rules', playable: true },
  helpExamples: PLOT_HELP_VALID_EXAMPLES,
  setup: ({ options, fleets, scenario, seed }) => setupGame({ options, fleets, scenario, seed }),
  step: voidstrikerStep,
  parse: parseSubmission,
  validate: validateSubmission,
  missing: missingSubmission,
  resolve: resolveStep,
  scene: voidstrikerScene,
  card: voidstrikerCard,
  arcs: voidstrikerArcs,
  outcome: (state) => state.outcome,
  // Voidstriker Ch.6: the megabucks of the enemy ships eliminated, the book's only measure of a battle.
  score: (state) => ({ unit: 'MB', bySide: scores(state) }),
  assist: voidstrikerAssist,
  fleets: voidstrikerFleets,
};
