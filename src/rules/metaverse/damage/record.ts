/**
 * Recording hull damage: raking and penetrating, hull layers, crew/marine parties and the criticals scored.
 * Book "Recording Damage" (p.28–29) and "Critical Hits" (p.30); ruling A20.
 *
 * Raking: along the top-most non-empty layer, then the next; a destroyed section passes the rest to the next
 * inward section. Penetrating (per pulse): one point to the left-most box of every non-empty layer, top first,
 * then on through the ship; what passes right through is discarded.
 * Criticals: a completed layer; each penetrating point on a section's bottom (last designed) layer; a destroyed
 * section gives one to the next inward section and its own pending criticals are discarded. Both the
 * bottom-layer and the layer-completed critical are scored when one point does both (A20).
 */
import { nextInward, sectionChain } from './chain.ts';
import { cloneState, type SectionState, type ShipDamageState } from './state.ts';
import type { Arc } from '../ships/directions.ts';
import type { DamageEffect } from '../ships/weapon.ts';

export type CriticalReason = 'layer-completed' | 'bottom-layer' | 'section-destroyed' | 'ionized' | 'other';

export type RecordEvent =
  | { readonly kind: 'hull'; readonly section: string; readonly layer: number; readonly hits: number }
  | { readonly kind: 'layer-completed'; readonly section: string; readonly layer: number; readonly crewLost: number; readonly marinesLost: number }
  | { readonly kind: 'critical'; readonly section: string; readonly reason: CriticalReason }
  | { readonly kind: 'section-destroyed'; readonly section: string; readonly criticalsDiscarded: number }
  | { readonly kind: 'ship-destroyed' }
  | { readonly kind: 'discarded'; readonly amount: number };

export interface Recorded {
  readonly state: ShipDamageState;
  readonly events: readonly RecordEvent[];
  /** Hull hits that landed, per section, in order of first hit. */
  readonly dealt: readonly { readonly section: string; readonly hits: number }[];
  /** Damage that found nowhere to go (passed through, or stopped by `cascade: false`). */
  readonly leftover: number;
}

interface Work {
  readonly st: ShipDamageState;
  readonly events: RecordEvent[];
  readonly dealt: Map<string, number>;
}

const finish = (w: Work): Recorded => ({
  state: w.st,
  events: w.events,
  dealt: [...w.dealt].map(([section, hits]) => ({ section, hits })),
  leftover: w.events.reduce((n, e) => n + (e.kind === 'discarded' ? e.amount : 0), 0),
});

function land(w: Work, sec: SectionState, layerIndex: number, k: number): void {
  const layer = sec.layers[layerIndex];
  if (layer === undefined || k <= 0) return;
  layer.remaining -= k;
  w.dealt.set(sec.id, (w.dealt.get(sec.id) ?? 0) + k);
  w.events.push({ kind: 'hull', section: sec.id, layer: layerIndex + 1, hits: k });
  if (layer.remaining === 0) {
    // p.29: a completed layer scores a critical and loses its parties (already-lost parties are not lost again).
    w.events.push({ kind: 'layer-completed', section: sec.id, layer: layerIndex + 1, crewLost: layer.crew, marinesLost: layer.marines });
    layer.crew = 0;
    layer.marines = 0;
    addCritical(w, sec, 'layer-completed');
  }
}

export function addCritical(w: { events: RecordEvent[] }, sec: SectionState, reason: CriticalReason): void {
  sec.pendingCriticals += 1;
  w.events.push({ kind: 'critical', section: sec.id, reason });
}

/** Marks a section destroyed if its last layer is empty; returns true if it was destroyed now. */
function checkDestroyed(w: Work, sec: SectionState): boolean {
  if (sec.destroyed || sec.layers.some((l) => l.remaining > 0)) return false;
  const inward = nextInward(w.st, sec);
  sec.destroyed = true;
  w.events.push({ kind: 'section-destroyed', section: sec.id, criticalsDiscarded: sec.pendingCriticals });
  sec.pendingCriticals = 0;
  // A section's shields and armour go with it (p.43).
  for (const sh of w.st.shields) if (sh.section === sec.id) sh.hits = 0;
  if (sec.ring === 0) {
    w.st.destroyed = true;
    w.events.push({ kind: 'ship-destroyed' });
  } else if (inward !== undefined) {
    addCritical(w, inward, 'section-destroyed');
  }
  return true;
}

function rake(w: Work, start: SectionState, amount: number, cascade = true): void {
  let hull = amount;
  let sec: SectionState | undefined = start.destroyed ? (cascade ? nextInward(w.st, start) : undefined) : start;
  while (hull > 0 && sec !== undefined && !w.st.destroyed) {
    const index = sec.layers.findIndex((l) => l.remaining > 0);
    const layer = sec.layers[index];
    if (layer === undefined) break;
    const k = Math.min(hull, layer.remaining);
    hull -= k;
    land(w, sec, index, k);
    if (checkDestroyed(w, sec)) sec = cascade ? nextInward(w.st, sec) : undefined;
  }
  if (hull > 0) w.events.push({ kind: 'discarded', amount: hull });
}

function penetrate(w: Work, chain: readonly SectionState[], amount: number): void {
  let hull = amount;
  for (const sec of chain) {
    if (hull === 0 || w.st.destroyed) break;
    if (sec.destroyed) continue;
    const bottom = sec.layers.length - 1;
    for (let i = 0; i < sec.layers.length && hull > 0; i++) {
      const layer = sec.layers[i];
      if (layer === undefined || layer.remaining === 0) continue; // A20: empty layers absorb nothing
      hull -= 1;
      if (i === bottom) addCritical(w, sec, 'bottom-layer'); // p.30: each point on the bottom layer
      land(w, sec, i, 1);
    }
    checkDestroyed(w, sec);
  }
  if (hull > 0) w.events.push({ kind: 'discarded', amount: hull });
}

/**
 * Raking damage into a named section, and inward from it once it is destroyed (unless `cascade` is false, when
 * the rest is returned as `leftover`). Ignores defences: apply them first.
 */
export function recordRaking(state: ShipDamageState, sectionId: string, amount: number, cascade = true): Recorded {
  const w: Work = { st: cloneState(state), events: [], dealt: new Map() };
  const sec = w.st.sections.find((s) => s.id === sectionId);
  if (sec !== undefined && amount > 0 && !w.st.destroyed) rake(w, sec, amount, cascade);
  else if (amount > 0) w.events.push({ kind: 'discarded', amount });
  return finish(w);
}

export interface ArcDamage {
  readonly arc: Arc;
  readonly amount: number;
  readonly effect: DamageEffect;
  /** Start this many sections further along the chain (Dimensional on an odd roll: 1). No effect past the end. */
  readonly skip?: number;
}

/** One pulse's hull damage arriving in an arc, recorded raking or penetrating (p.28–29). */
export function recordOnArc(state: ShipDamageState, damage: ArcDamage): Recorded {
  const w: Work = { st: cloneState(state), events: [], dealt: new Map() };
  if (damage.amount <= 0 || w.st.destroyed) return finish(w);
  const full = sectionChain(w.st, damage.arc);
  // Dimensional: "no effect on single section starships" (p.73), so never skip past the last section.
  const chain = full.slice(Math.max(0, Math.min(damage.skip ?? 0, full.length - 1)));
  const first = chain[0];
  if (first === undefined) return finish(w);
  if (damage.effect === 'raking') rake(w, first, damage.amount);
  else penetrate(w, chain, damage.amount);
  return finish(w);
}
