/**
 * Voidstriker's help for the chat interface (core/assist.ts): the round plot's prompt and draft, merging typed
 * and `/fire` orders, the echo, `/fire` autocomplete, public status lines, and fleet building in the lobby.
 * Each concept lives in its own file here.
 */
import type { FleetAssist, PlayAssist } from '../../core/assist.ts';
import { outcome } from './outcome.ts';
import type { VoidstrikerState } from '../state.ts';
import type { VoidstrikerSubmission } from '../submission.ts';
import { echo } from './echo.ts';
import { fireLine, fireNeed, fireShips, fireTargets, fireWeapons } from './fire-choices.ts';
import { fireSummary } from './fire-summary.ts';
import { addShip, emptyFleet, givenFleet, importShips, library, removeShip, type VoidstrikerFleet } from './fleet-builder.ts';
import { fleetSummary } from './fleet-summary.ts';
import { guide } from './guide.ts';
import { merge, pieces } from './merge.ts';
import { readyWarnings } from './ready-warnings.ts';
import { describeScenario, scenarioChoices, scenarioSides } from './scenario-text.ts';
import { statusLines } from './status-lines.ts';

export type { VoidstrikerFleet } from './fleet-builder.ts';

export const voidstrikerAssist: PlayAssist<VoidstrikerState, VoidstrikerSubmission> = {
  outcome,
  guide,
  merge,
  pieces,
  echo,
  fireShips,
  fireWeapons,
  fireTargets,
  fireLine,
  fireNeed,
  fireSummary,
  statusLines,
  readyWarnings,
};

/** Fleet building, plus `given`: the fleet a side starts with at join (book scenarios), or null (skirmish). */
export const voidstrikerFleets: FleetAssist<VoidstrikerFleet> & { given(scenario: string, side: string): VoidstrikerFleet | null } = {
  empty: emptyFleet,
  library,
  add: addShip,
  remove: removeShip,
  import: importShips,
  summary: fleetSummary,
  // No ship needs an option: fire after each phase and asteroids change how a game plays, not which ships may fly.
  needs: () => [],
  scenarios: scenarioChoices,
  describeScenario,
  sides: scenarioSides,
  given: givenFleet,
};
