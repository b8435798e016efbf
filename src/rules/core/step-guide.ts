/**
 * Building a step's guide (core/assist.ts `StepGuide`) the same way in every system: Discord's limits on buttons
 * and placeholders applied in one place, the empty guide, and the fire step's text box with its "Hold fire" answer.
 */
import type { StepGuide, UnitBrief } from './assist.ts';
import { clip } from './cut-text.ts';

const MAX_PLACEHOLDER = 100;
const MAX_CHOICES = 5;
const MAX_LABEL = 80;

/** The text cut to `max` characters, an ellipsis marking the cut (between graphemes). */

/** The guide within Discord's limits: a short placeholder, at most five buttons with short labels. */
export function guideOf(g: StepGuide): StepGuide {
  return { ...g, placeholder: clip(g.placeholder, MAX_PLACEHOLDER), choices: g.choices.slice(0, MAX_CHOICES).map((c) => ({ ...c, name: clip(c.name, MAX_LABEL) })) };
}

/** The guide of a step in which the seat has nothing to do. */
export const NOTHING: StepGuide = { mode: 'text', units: [], choices: [], placeholder: '', help: 'Nothing to do in this step.', draftText: '' };

export interface FireStepText {
  readonly units: readonly UnitBrief[];
  /** The ships whose fire "Hold fire" withdraws, each as "Name: hold". */
  readonly holding: readonly string[];
  /** A declaration line in the system's notation, shown in the placeholder and the help. */
  readonly example: string;
  readonly help: readonly string[];
  readonly draftText: string;
}

/** A fire step answered in one text box, one line per ship, with "Hold fire" as the quick answer. */
export function fireStepGuide(f: FireStepText): StepGuide {
  const holdFire = f.holding.map((name) => `${name}: hold`).join('\n');
  return guideOf({
    mode: 'text',
    units: f.units,
    choices: [{ name: 'Hold fire', value: holdFire }],
    holdFire,
    placeholder: `${f.example} · one line per ship`,
    help: f.help.join('\n'),
    draftText: f.draftText,
  });
}
