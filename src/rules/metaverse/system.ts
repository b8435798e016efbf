/**
 * Metaverse (2.2.3) as a Salvo rule system: the RuleSystem object, wiring the parts together. The turn's steps are
 * sequence/steps.ts, the setup setup/start.ts.
 */
import type { RuleSystem } from '../core/rule-system.ts';
import { metaverseAssist } from './assist/index.ts';
import { metaverseFleets } from './assist/fleet/index.ts';
import { METAVERSE_OPTIONS, metaverseOptionsSchema, type MetaverseOptions } from './options.ts';
import { metaverseStep } from './sequence/open-step.ts';
import { resolveStep } from './sequence/resolve.ts';
import { moraleStruck } from './sequence/turn.ts';
import type { SeatFleet } from './setup/setup.ts';
import { setupGame } from './setup/start.ts';
import { shipDesignSchema } from './ships/design.ts';
import type { MetaverseState } from './state.ts';
import type { MetaverseSubmission } from './submission.ts';
import { missingSubmission, parseSubmission, validateSubmission } from './notation/submission-text.ts';
import { metaverseArcs } from './views/arcs.ts';
import { metaverseCard } from './views/card.ts';
import { metaverseScene } from './views/scene.ts';
import { metaverseStateVersioning } from './state-schema.ts';

export const metaverse: RuleSystem<MetaverseState, MetaverseSubmission, MetaverseOptions, SeatFleet> = {
  id: 'metaverse',
  name: 'Metaverse',
  shipSchema: shipDesignSchema,
  optionsSchema: metaverseOptionsSchema,
  options: METAVERSE_OPTIONS,
  state: metaverseStateVersioning,
  catalogue: { name: 'Metaverse', book: 'version 2.2.3', playable: true, exchanges: true },
  setup: setupGame,
  step: metaverseStep,
  parse: parseSubmission,
  validate: validateSubmission,
  missing: missingSubmission,
  resolve: resolveStep,
  scene: metaverseScene,
  card: metaverseCard,
  // A squadron is one counter on the map; /status asks for its ships one by one.
  ships: (state) => state.ships.map((s) => ({ id: s.id, name: s.name })),
  arcs: metaverseArcs,
  outcome: (state) => state.outcome,
  // Metaverse A37: the enemy morale points struck decide a game at its turn limit.
  score: (state) => ({ unit: 'morale struck', bySide: moraleStruck(state) }),
  assist: metaverseAssist,
  fleets: metaverseFleets,
};
