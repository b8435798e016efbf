/**
 * Reactor detonation (book "Primary Systems" > "Reactor", p.43–51): damage equal to the reactor's rating to its own
 * section; if the section is destroyed and damage remains, "the remaining damage is dealt to all adjacent
 * sections continuing through sections until the damage is expended"; if damage remains where a section faces the
 * outside of the ship, it propagates out through that arc, losing 5 per cm. Energy damage.
 *
 * Judgement calls: internal blast damage is raking and ignores armour and shields (it starts inside the hull);
 * "all adjacent sections" is read literally — each surviving adjacent section (towards the core and outward in
 * the same direction; for the core every innermost outboard section) takes the whole remainder, each section once.
 * The outward blast is returned as strengths per exposed arc; damaging other ships is the caller's (energy damage
 * of `blastStrengthAt` to the arc facing the blast).
 */
import { exposedArcs, nextInward } from './chain.ts';
import { recordRaking, type RecordEvent } from './record.ts';
import type { SectionState, ShipDamageState } from './state.ts';
import type { Arc } from '../ships/directions.ts';

export interface Detonation {
  readonly state: ShipDamageState;
  readonly events: readonly RecordEvent[];
  /** Blast leaving the ship: strength at the hull, per exposed arc. */
  readonly outward: readonly { readonly section: string; readonly arc: Arc; readonly strength: number }[];
}

function adjacent(state: ShipDamageState, sec: SectionState): SectionState[] {
  const alive = state.sections.filter((s) => !s.destroyed);
  if (sec.ring === 0) {
    const dirs = [...new Set(alive.filter((s) => s.ring > 0).map((s) => s.direction))];
    return dirs.flatMap((d) => alive.filter((s) => s.ring > 0 && s.direction === d).sort((a, b) => a.ring - b.ring).slice(0, 1));
  }
  const inward = nextInward(state, sec);
  const outward = alive.filter((s) => s.direction === sec.direction && s.ring > sec.ring).sort((a, b) => a.ring - b.ring)[0];
  return [inward, outward].filter((s): s is SectionState => s !== undefined);
}

export function detonateReactor(state: ShipDamageState, sectionId: string, rating: number): Detonation {
  let st = state;
  const events: RecordEvent[] = [];
  const outward: { section: string; arc: Arc; strength: number }[] = [];
  const visited = new Set<string>();
  const queue: { id: string; amount: number }[] = [{ id: sectionId, amount: rating }];
  while (queue.length > 0 && !st.destroyed) {
    const next = queue.shift();
    if (next === undefined || visited.has(next.id)) continue;
    visited.add(next.id);
    const before = st.sections.find((s) => s.id === next.id);
    const arcs = before === undefined ? [] : exposedArcs(st, before);
    const rec = recordRaking(st, next.id, next.amount, false);
    st = rec.state;
    events.push(...rec.events.filter((e) => e.kind !== 'discarded'));
    if (rec.leftover <= 0 || st.destroyed) continue;
    for (const arc of arcs) outward.push({ section: next.id, arc, strength: rec.leftover });
    const sec = st.sections.find((s) => s.id === next.id);
    if (sec !== undefined) for (const a of adjacent(st, sec)) if (!visited.has(a.id)) queue.push({ id: a.id, amount: rec.leftover });
  }
  return { state: st, events, outward };
}

/** Blast strength `distanceCm` from the ship: −5 per cm (Primary Systems > Reactor), never below 0. */
export const blastStrengthAt = (strength: number, distanceCm: number): number => Math.max(0, Math.floor(strength - 5 * Math.max(0, distanceCm)));
