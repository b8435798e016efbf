/**
 * Starmada's help for the chat interface (core/assist.ts): prompts and drafts for each step, `/fire`
 * autocomplete, public status lines, and fleet building in the lobby. Each concept lives in its own file here.
 */
import type { FleetAssist, PlayAssist } from '../../core/assist.ts';
import type { StarmadaState } from '../state.ts';
import type { StarmadaSubmission } from '../submission.ts';
import { echo } from './echo.ts';
import { fireLine, fireShips, fireTargetChoices, fireWeapons } from './fire-choices.ts';
import { addShip, emptyFleet, importDesigns, library, removeShip } from './fleet-builder.ts';
import { fleetNeeds } from './fleet-needs.ts';
import { fleetSummary } from './fleet-summary.ts';
import { guide } from './guide.ts';
import { fireSystems, fireSystemUses } from './system-choices.ts';
import { orderChoices } from './order-choices.ts';
import { merge, pieces } from './merge.ts';
import { pickPlaces, pickUnits } from './pick-places.ts';
import { outcome } from './outcome.ts';
import { readyWarnings } from './ready-warnings.ts';
import { describeScenario, scenarioChoices } from './scenario-text.ts';
import { statusLines } from './status-lines.ts';
import { upgradeDraft, upgradeSubmission } from '../submission-upgrade.ts';

/** Drafts come from storage, so each is read through upgradeSubmission (submission-upgrade.ts) first. */
export const starmadaAssist: PlayAssist<StarmadaState, StarmadaSubmission> = {
  guide: (state, seat, draft) => guide(state, seat, upgradeDraft(draft)),
  merge: (state, seat, draft, text, scope) => merge(state, seat, upgradeDraft(draft), text, scope),
  pieces,
  echo: (state, seat, submission) => echo(state, seat, upgradeSubmission(submission)),
  fireShips,
  fireWeapons,
  fireTargets: fireTargetChoices,
  fireLine,
  fireSystems,
  fireSystemUses,
  orderChoices: (state, seat, draft) => orderChoices(state, seat, upgradeDraft(draft)),
  statusLines,
  outcome,
  readyWarnings: (state, seat, submission, sentNothing) => readyWarnings(state, seat, upgradeSubmission(submission), sentNothing),
  pickUnits,
  pickPlaces,
};

export const starmadaFleets: FleetAssist<Record<string, unknown>> = {
  empty: emptyFleet,
  library,
  add: addShip,
  remove: removeShip,
  import: importDesigns,
  summary: fleetSummary,
  needs: fleetNeeds,
  scenarios: scenarioChoices,
  describeScenario,
  sides: () => ['A', 'B'],
};
