/**
 * Starmada (Unity Rulebook 2.0) as a Salvo rule system: setup, the steps of each game turn, reading and checking
 * what seats submit, what a missed deadline means, and resolving each step with the dice it is given.
 * Each part lives in its folder (src/rules/README.md): the turn sequence in ./sequence/, views in ./views/.
 */
import type { RuleSystem } from '../core/rule-system.ts';
import { starmadaAssist, starmadaFleets } from './assist/index.ts';
import { STARMADA_OPTIONS, starmadaOptionsSchema, type StarmadaOptions } from './options.ts';
import { missingSubmission, parseSubmission, validateSubmission } from './notation/submission-text.ts';
import { starmadaStep } from './sequence/open-step.ts';
import { resolveStep } from './sequence/resolve.ts';
import type { StarmadaSubmission } from './submission.ts';
import { setupGame, type Fleet } from './setup/game-setup.ts';
import { shipClassSchema } from './ships/schema.ts';
import type { StarmadaState } from './state.ts';
import { starmadaArcs } from './views/arcs.ts';
import { starmadaCard } from './views/card.ts';
import { starmadaScene } from './views/scene.ts';
import { starmadaStateVersioning } from './state-schema.ts';

export const starmada: RuleSystem<StarmadaState, StarmadaSubmission, StarmadaOptions, Fleet> = {
  id: 'starmada',
  name: 'Starmada Unity',
  shipSchema: shipClassSchema,
  optionsSchema: starmadaOptionsSchema,
  options: STARMADA_OPTIONS,
  state: starmadaStateVersioning,
  catalogue: { name: 'Starmada', book: 'Unity Rulebook 2.0', playable: true },
  setup: ({ options, fleets, scenario, seed }) => setupGame({ options, fleets, scenario, seed }),
  step: starmadaStep,
  parse: parseSubmission,
  validate: validateSubmission,
  missing: missingSubmission,
  resolve: resolveStep,
  scene: starmadaScene,
  card: starmadaCard,
  arcs: starmadaArcs,
  outcome: (state) => state.outcome,
  // Starmada 2.5 p.13: victory points, the combat ratings of the enemy ships destroyed (E.4 p.49 when on).
  score: (state) => ({ unit: 'VP', bySide: { ...state.ledger.scores } }),
  assist: starmadaAssist,
  fleets: starmadaFleets,
};
