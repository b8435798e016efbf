/**
 * Which sections fire arriving in an arc passes through. Book "Recording Damage" (p.28): "The core section faces
 * any arc for which no sections were designed or where all designed sections have been destroyed"; penetrating
 * damage "continues on to the next section through the starship".
 *
 * Chain for arc X: outer X, inner X, core, inner opposite, outer opposite (surviving sections only).
 * "Next inward" always means one step towards the core, whichever side the section is on.
 */
import type { SectionState, ShipDamageState } from './state.ts';
import { ARCS, oppositeArc } from './types.ts';
import type { Arc } from '../ships/directions.ts';

const alive = (s: SectionState | undefined): s is SectionState => s !== undefined && !s.destroyed;

function arm(state: ShipDamageState, arc: Arc | undefined, outwardFirst: boolean): SectionState[] {
  if (arc === undefined) return [];
  const list = state.sections.filter((s) => s.ring > 0 && s.direction === arc && alive(s)).sort((a, b) => b.ring - a.ring);
  return outwardFirst ? list : list.reverse();
}

export function coreOf(state: ShipDamageState): SectionState | undefined {
  return state.sections.find((s) => s.ring === 0);
}

/** Surviving sections fire in `arc` passes through, facing section first. Empty once the ship is destroyed. */
export function sectionChain(state: ShipDamageState, arc: Arc): SectionState[] {
  const core = coreOf(state);
  if (!alive(core)) return [];
  return [...arm(state, arc, true), core, ...arm(state, oppositeArc(state.directionality, arc), false)];
}

/** The section that receives fire arriving in `arc`. */
export function facingSection(state: ShipDamageState, arc: Arc): SectionState | undefined {
  return sectionChain(state, arc)[0];
}

/** The next surviving section towards the core, or undefined for the core itself. */
export function nextInward(state: ShipDamageState, section: SectionState): SectionState | undefined {
  if (section.ring === 0) return undefined;
  const inner = state.sections
    .filter((s) => s.ring > 0 && s.ring < section.ring && s.direction === section.direction && alive(s))
    .sort((a, b) => b.ring - a.ring)[0];
  if (inner !== undefined) return inner;
  const core = coreOf(state);
  return alive(core) ? core : undefined;
}

/** Sections that face the outside of the ship (Erratic, reactor blast): outboard sections with nothing further out, or the core if it faces an empty arc. */
export function outerSections(state: ShipDamageState): SectionState[] {
  const out = new Set<SectionState>();
  for (const arc of ARCS[state.directionality]) {
    const f = facingSection(state, arc);
    if (f !== undefined) out.add(f);
  }
  return [...out];
}

/** Arcs a section faces outward: its own direction if outermost, or for the core every arc it is exposed in. */
export function exposedArcs(state: ShipDamageState, section: SectionState): Arc[] {
  const arcs: readonly Arc[] = ARCS[state.directionality];
  return arcs.filter((a) => facingSection(state, a)?.id === section.id);
}
