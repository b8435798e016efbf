/**
 * Small shared pieces of Metaverse's chat assist (core/assist.ts): Discord's limits, clipping, and
 * the Control Step's declarations and cloaked ships that decide which targets are legal now (p.21–22, A26, A50).
 */
import { hasActiveCloak } from '../sequence/control/control-step.ts';
import type { SideDeclarations, TargetOptions } from '../sequence/combat/legal-targets.ts';
import type { MetaverseState } from '../state.ts';

/** Discord: 100 characters per choice name or value, 25 autocomplete choices, 5 buttons, 100 for a placeholder. */
export const MAX_NAME = 100;
export const MAX_CHOICES = 25;
export const MAX_BUTTONS = 5;
export const MAX_PLACEHOLDER = 100;



/** This turn's Control Step declarations (none before the step has opened: the state then holds last turn's). */
export const declarationsOf = (state: MetaverseState): SideDeclarations => (state.control && state.control.turn === state.turn ? state.control.declarations : {});

/** Cloaked ships are never targets (A50). */
export function targetOptions(state: MetaverseState): TargetOptions {
  const control = state.control;
  return control ? { cloaked: state.ships.filter((s) => hasActiveCloak(control, s.id)).map((s) => s.id) } : {};
}

/** "12.5" for 12.5, "90" for 90.0001: positions and distances to a tenth of a centimetre. */
export const cm = (n: number): string => String(Math.round(n * 10) / 10);

/** Commander CP on a side: "Commodore Hale 5 · Captain Osei 4" (p.3; CP are public). */
export function cpLine(state: MetaverseState, side: 'A' | 'B'): string {
  return state.commanders
    .filter((c) => c.side === side)
    .map((c) => `${c.name} ${c.cp}`)
    .join(' · ');
}
