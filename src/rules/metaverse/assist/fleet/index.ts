/**
 * Metaverse's lobby assist (core/assist.ts `FleetAssist`): a side picks one whole fleet from the library or pastes
 * one as JSON (fleet-builder.ts), the lobby shows it with its cost against the Match Play cap (fleet-summary.ts),
 * and `/game new` offers Match Play with or without a turn limit (scenario-text.ts). No scenario gives a side its
 * fleet, so there is no `given`.
 */
import type { FleetAssist } from '../../../core/assist.ts';
import { addFleet, emptyFleet, importFleet, library, removeFleet, type MetaverseFleet } from './fleet-builder.ts';
import { fleetSummary } from './fleet-summary.ts';
import { describeScenario, scenarioChoices, scenarioSides } from './scenario-text.ts';

export type { MetaverseFleet } from './fleet-builder.ts';

export const metaverseFleets: FleetAssist<MetaverseFleet> = {
  empty: emptyFleet,
  library,
  add: (fleet, ref) => addFleet(fleet, ref),
  remove: removeFleet,
  import: importFleet,
  summary: fleetSummary,
  // Every switch turns a module off or changes the table: any fleet plays under any of them (its fighters stay
  // aboard without starfighters), so no fleet needs one.
  needs: () => [],
  scenarios: scenarioChoices,
  describeScenario,
  sides: scenarioSides,
};
