/**
 * The Critical Chart as replaceable data. The book's chart (appendix) was a graphic lost in extraction; this is
 * Salvo's partial reconstruction (ruling A8) with its confidence marks (H survived, M paired by position,
 * L guessed). A group with the official chart replaces `DEFAULT_CRITICAL_CHART` (8 categories × 6 severities).
 *
 * `k` (an unidentified multiplier icon) is the ship's Threat by default (ruling A8).
 */
import type { SystemClass } from './state.ts';

/** A quantity: fixed, or a die; `k: true` multiplies it by the critical multiplier. */
export type Quantity = { readonly fixed: number; readonly k?: boolean } | { readonly die: number; readonly k?: boolean };

export type CriticalEffect =
  | { readonly kind: 'disable'; readonly classes: readonly SystemClass[]; readonly count: Quantity | 'all' }
  | { readonly kind: 'hull'; readonly amount: Quantity }
  | { readonly kind: 'munitions'; readonly count: Quantity; readonly fallback: Quantity }
  | { readonly kind: 'parties'; readonly amount: Quantity }
  | { readonly kind: 'coolant-leak' }
  | { readonly kind: 'reactor-detonation' }
  | { readonly kind: 'section-destroyed' }
  | { readonly kind: 'all'; readonly effects: readonly CriticalEffect[] };

export interface CriticalEntry {
  readonly name: string;
  readonly effect: CriticalEffect;
  readonly confidence: 'H' | 'M' | 'L';
}

export interface CriticalCategory {
  readonly name: string;
  /** Severity 1–6. */
  readonly results: readonly CriticalEntry[];
}

export type CriticalChart = readonly CriticalCategory[];

const SECONDARY: readonly SystemClass[] = ['secondary', 'hangar'];
const ELECTRONIC: readonly SystemClass[] = ['electronic'];
const WEAPON: readonly SystemClass[] = ['weapon'];
const DEFENCE: readonly SystemClass[] = ['active-defence'];
const dis = (classes: readonly SystemClass[], count: Quantity | 'all'): CriticalEffect => ({ kind: 'disable', classes, count });
const hull = (die: number): CriticalEffect => ({ kind: 'hull', amount: { die, k: true } });
const mun = (die: number): CriticalEffect => ({ kind: 'munitions', count: { die }, fallback: { die, k: true } });
const parties = (n: number): CriticalEffect => ({ kind: 'parties', amount: { fixed: n, k: true } });

/** Ruling A8, category order as in the extraction (probable, not certain). */
export const DEFAULT_CRITICAL_CHART: CriticalChart = [
  {
    name: 'Secondary systems',
    results: [
      { name: '(name lost)', effect: dis(SECONDARY, { fixed: 1 }), confidence: 'H' },
      { name: 'Control Grid Damage', effect: dis(SECONDARY, { die: 4 }), confidence: 'H' },
      { name: 'Power Surge', effect: dis(SECONDARY, { die: 6 }), confidence: 'M' },
      { name: 'Engineering Disrupted', effect: dis(SECONDARY, { die: 8 }), confidence: 'H' },
      { name: 'Computer Overload', effect: dis(SECONDARY, { die: 10 }), confidence: 'L' },
      { name: 'Computer Destroyed', effect: dis(SECONDARY, { die: 12 }), confidence: 'L' },
    ],
  },
  {
    name: 'Electronic systems',
    results: [
      { name: '(name lost)', effect: dis(ELECTRONIC, { fixed: 1 }), confidence: 'L' },
      { name: 'Network Disruption', effect: dis(ELECTRONIC, { die: 4 }), confidence: 'H' },
      { name: '(name lost)', effect: dis(ELECTRONIC, { die: 6 }), confidence: 'M' },
      { name: 'Auxiliary Circuits Destroyed', effect: dis(ELECTRONIC, { die: 8 }), confidence: 'M' },
      { name: 'Network Shutdown', effect: dis(ELECTRONIC, { die: 10 }), confidence: 'M' },
      { name: 'Electronic Collapse', effect: dis(ELECTRONIC, { die: 12 }), confidence: 'H' },
    ],
  },
  {
    name: 'Propulsion',
    results: [
      { name: 'Minor Drive Damage', effect: dis(['stl'], { fixed: 1 }), confidence: 'H' },
      { name: 'Major Drive Damage', effect: dis(['stl'], { die: 6 }), confidence: 'H' },
      { name: 'Nav. Computer Shutdown', effect: dis(['ftl'], { fixed: 1 }), confidence: 'H' },
      { name: 'Power Fluctuation', effect: hull(6), confidence: 'L' },
      { name: 'Drive Control Error', effect: dis(['stl', 'ftl'], 'all'), confidence: 'H' },
      { name: 'Core Implosion', effect: { kind: 'all', effects: [dis(['stl'], 'all'), dis(['ftl'], { fixed: 1 }), hull(12)] }, confidence: 'M' },
    ],
  },
  {
    name: 'Weapon systems',
    results: [
      { name: 'Mounting Damage', effect: dis(WEAPON, { die: 4, k: true }), confidence: 'H' },
      { name: 'Ammunition Disruption', effect: mun(4), confidence: 'H' },
      { name: '(name lost)', effect: dis(WEAPON, { die: 6, k: true }), confidence: 'M' },
      { name: 'Munition Explosion', effect: mun(6), confidence: 'H' },
      { name: 'Target Grid Collapse', effect: dis(WEAPON, { die: 8, k: true }), confidence: 'H' },
      { name: 'Cascade Power Feedback', effect: mun(8), confidence: 'H' },
    ],
  },
  {
    name: 'Active defence',
    results: [
      { name: 'Minor Turret Damage', effect: dis(DEFENCE, { die: 4, k: true }), confidence: 'H' },
      { name: 'Defence Disruption', effect: dis(DEFENCE, { die: 6, k: true }), confidence: 'H' },
      { name: 'Massive Turret Damage', effect: dis(DEFENCE, { die: 8, k: true }), confidence: 'H' },
      { name: 'Defence Damage', effect: dis(DEFENCE, { die: 10, k: true }), confidence: 'H' },
      { name: 'Turret Destroyed', effect: dis(DEFENCE, { die: 12, k: true }), confidence: 'H' },
      { name: 'Defences Destroyed', effect: dis(DEFENCE, 'all'), confidence: 'H' },
    ],
  },
  {
    name: 'Crew & marines',
    results: [
      { name: 'Minor Venting', effect: parties(1), confidence: 'M' },
      { name: 'Atmospheric Contamination', effect: parties(2), confidence: 'M' },
      { name: 'Major Venting', effect: parties(3), confidence: 'L' },
      { name: 'Internal Fires', effect: parties(4), confidence: 'L' },
      { name: 'Major Atmospheric Loss', effect: parties(5), confidence: 'H' },
      { name: '(name lost)', effect: parties(6), confidence: 'L' },
    ],
  },
  {
    name: 'Primary systems',
    results: [
      { name: 'Control System Damaged', effect: dis(['bridge'], { fixed: 1 }), confidence: 'M' },
      { name: 'Environmental Collapse', effect: dis(['life-support'], { fixed: 1 }), confidence: 'M' },
      { name: 'Power Disrupted', effect: dis(['reactor'], { fixed: 1 }), confidence: 'M' },
      { name: 'Coolant Leak', effect: { kind: 'coolant-leak' }, confidence: 'H' },
      { name: '(name lost)', effect: dis(['bridge', 'life-support', 'reactor'], 'all'), confidence: 'L' },
      { name: '(name lost)', effect: { kind: 'reactor-detonation' }, confidence: 'H' },
    ],
  },
  {
    name: 'Structure',
    results: [
      { name: 'Minor Plasma Fire', effect: hull(4), confidence: 'H' },
      { name: 'Minor Hull Breach', effect: hull(6), confidence: 'H' },
      { name: 'Major Plasma Fire', effect: hull(8), confidence: 'H' },
      { name: 'Major Hull Breach', effect: hull(10), confidence: 'H' },
      { name: 'Bulkhead Collapse', effect: hull(12), confidence: 'H' },
      { name: 'Cascade Structural Collapse', effect: { kind: 'section-destroyed' }, confidence: 'H' },
    ],
  },
];
