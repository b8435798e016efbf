/**
 * Metaverse's help for the chat interface (core/assist.ts): the prompt and draft of each step (plot, missions,
 * control, fire), merging typed and `/fire` orders, the echo, `/fire` autocomplete and the pinned status lines.
 * One concept per file here, as in voidstriker/assist/.
 */
import type { PlayAssist } from '../../core/assist.ts';
import { outcome } from './outcome.ts';
import type { MetaverseSubmission } from '../submission.ts';
import type { MetaverseState } from '../state.ts';
import { echo } from './echo.ts';
import { fireLine, fireShips, fireTargets, fireWeapons } from './fire-choices.ts';
import { guide } from './guide.ts';
import { merge, pieces } from './merge.ts';
import { pickPlaces, pickUnits } from './pick-places.ts';
import { readyWarnings } from './ready-warnings.ts';
import { statusLines } from './status-lines.ts';

export const metaverseAssist: PlayAssist<MetaverseState, MetaverseSubmission> = {
  outcome,
  guide,
  merge,
  pieces,
  echo,
  fireShips,
  fireWeapons,
  fireTargets,
  fireLine,
  statusLines,
  readyWarnings,
  pickUnits,
  pickPlaces,
};
