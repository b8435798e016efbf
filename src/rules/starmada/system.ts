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
import { upgradeSubmission } from './submission-upgrade.ts';

const upgradeAll = (submissions: Readonly<Record<string, StarmadaSubmission>>): Record<string, StarmadaSubmission> =>
  Object.fromEntries(Object.entries(submissions).map(([seat, s]) => [seat, upgradeSubmission(s)]));

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
  // Submissions handed back from storage may be older than today's shape: each is upgraded on read.
  validate: (state, seat, submission) => validateSubmission(state, seat, upgradeSubmission(submission)),
  missing: missingSubmission,
  resolve: (state, submissions, dice) => resolveStep(state, upgradeAll(submissions), dice),
  scene: (state, viewer, preview) => starmadaScene(state, viewer, preview && upgradeSubmission(preview)),
  card: starmadaCard,
  arcs: starmadaArcs,
  outcome: (state) => state.outcome,
  // Starmada 2.5 p.13: victory points, the combat ratings of the enemy ships destroyed (E.4 p.49 when on).
  score: (state) => ({ unit: 'VP', bySide: { ...state.ledger.scores } }),
  assist: starmadaAssist,
  fleets: starmadaFleets,
};
