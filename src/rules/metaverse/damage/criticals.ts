/**
 * Rolling and applying criticals in the Critical Step. Book "Critical Hits" (p.30) and "Critical Step" (p.38);
 * Rulings A8, A9, A10.
 *
 * 1D8 category, 1D6 severity, looked up in a replaceable chart (critical-chart.ts). If the result cannot be
 * applied, in part or in whole, the category is upgraded once (A9: the applicable part is applied and the next
 * category up, same D6, is resolved as well); if that still cannot apply it is ignored. Category 8 has no upgrade.
 * Criticals caused by critical damage are rolled at once: they join the pending criticals the Critical Step is
 * still working through.
 *
 * Judgement calls: "X systems disabled" picks at random among operational systems of that class in the
 * critical's section (A10); hull hits lost are raking into the section, no defences (A8); munitions detonating
 * deal each chosen munition's maximum total damage, raking, no defences — munitions are supplied by the caller
 * (`munitionsIn`), and with none the chart's hull-hit fallback applies; party losses come from the upper-most
 * layers first (p.43), alternating crew and marines ("evenly").
 */
import type { Dice } from '../../core/dice.ts';
import { DEFAULT_CRITICAL_CHART, type CriticalChart, type CriticalEffect, type Quantity } from './critical-chart.ts';
import { detonateReactor } from './reactor.ts';
import { recordRaking, type RecordEvent } from './record.ts';
import { cloneState, sectionHits, type SectionState, type ShipDamageState } from './state.ts';

export interface CriticalOptions {
  readonly chart?: CriticalChart;
  /** The chart's multiplier; default the ship's Threat (A8). */
  readonly k?: number;
  /** Maximum total damage of each munition held in a section's magazines. */
  readonly munitionsIn?: (section: string) => readonly number[];
}

export type CriticalOutcome =
  | { readonly kind: 'disabled'; readonly systems: readonly string[]; readonly wanted: number }
  | { readonly kind: 'hull'; readonly amount: number }
  | { readonly kind: 'munitions'; readonly detonated: readonly number[]; readonly amount: number }
  | { readonly kind: 'parties'; readonly crew: number; readonly marines: number; readonly wanted: number }
  | { readonly kind: 'coolant-leak'; readonly reactor: string }
  | { readonly kind: 'reactor-detonation'; readonly reactor: string; readonly rating: number }
  | { readonly kind: 'section-destroyed' }
  | { readonly kind: 'not-applicable'; readonly effect: CriticalEffect['kind'] };

export interface CriticalRoll {
  readonly section: string;
  readonly category: number;
  readonly severity: number;
  readonly name: string;
  readonly outcomes: readonly CriticalOutcome[];
  /** The upgraded result, if the first could not (fully) apply. */
  readonly upgrade: { readonly category: number; readonly name: string; readonly outcomes: readonly CriticalOutcome[] } | null;
  readonly ignored: boolean;
  readonly events: readonly RecordEvent[];
}

interface Applied {
  st: ShipDamageState;
  outcomes: CriticalOutcome[];
  partial: boolean;
  events: RecordEvent[];
}

function quantity(q: Quantity, k: number, dice: Dice, label: string): number {
  const base = 'fixed' in q ? q.fixed : dice.roll(label, q.die);
  return q.k ? base * k : base;
}

type EffectOf<K extends CriticalEffect['kind']> = Extract<CriticalEffect, { kind: K }>;

/** The effect (or its applicable part) cannot apply here: the category will be upgraded (A9). */
function notApplicable(app: Applied, effect: CriticalEffect['kind']): void {
  app.partial = true;
  app.outcomes.push({ kind: 'not-applicable', effect });
}

/** Hull hits raking into the section, no defences (A8). */
function rake(app: Applied, sectionId: string, amount: number): void {
  const rec = recordRaking(app.st, sectionId, amount);
  app.st = rec.state;
  app.events.push(...rec.events);
}

function apply(app: Applied, sectionId: string, effect: CriticalEffect, dice: Dice, k: number, options: CriticalOptions): void {
  const sec = app.st.sections.find((s) => s.id === sectionId);
  if (sec === undefined || sec.destroyed) {
    notApplicable(app, effect.kind);
    return;
  }
  switch (effect.kind) {
    case 'all':
      for (const e of effect.effects) apply(app, sectionId, e, dice, k, options);
      return;
    case 'disable':
      return disableSystems(app, sectionId, effect, dice, k);
    case 'hull': {
      const amount = quantity(effect.amount, k, dice, `critical ${sectionId}: hull hits`);
      rake(app, sectionId, amount);
      app.outcomes.push({ kind: 'hull', amount });
      return;
    }
    case 'munitions':
      return detonateMunitions(app, sectionId, effect, dice, k, options);
    case 'parties':
      return loseParties(app, sec, effect, dice, k);
    case 'coolant-leak':
      return coolantLeak(app, sectionId);
    case 'reactor-detonation':
      return reactorDetonation(app, sectionId);
    case 'section-destroyed': {
      const rec = recordRaking(app.st, sectionId, sectionHits(sec), false);
      app.st = rec.state;
      app.events.push(...rec.events);
      app.outcomes.push({ kind: 'section-destroyed' });
      return;
    }
  }
}

/** "X systems disabled": picked at random among the operational systems of those classes in the section (A10). */
function disableSystems(app: Applied, sectionId: string, effect: EffectOf<'disable'>, dice: Dice, k: number): void {
  const eligible = app.st.systems.filter((s) => s.section === sectionId && !s.disabled && effect.classes.includes(s.class));
  if (eligible.length === 0) {
    notApplicable(app, 'disable');
    return;
  }
  const wanted = effect.count === 'all' ? eligible.length : quantity(effect.count, k, dice, `critical ${sectionId}: systems disabled`);
  const chosen: string[] = [];
  const pool = [...eligible];
  while (chosen.length < wanted && pool.length > 0) {
    const i = pool.length === 1 || wanted >= eligible.length ? 0 : dice.roll(`critical ${sectionId}: which system`, pool.length) - 1;
    const [pick] = pool.splice(i, 1);
    if (pick === undefined) break;
    pick.disabled = true;
    chosen.push(pick.id);
  }
  if (wanted > eligible.length) app.partial = true;
  app.outcomes.push({ kind: 'disabled', systems: chosen, wanted });
}

/** Munitions detonating: each chosen munition's maximum total damage, raking; with none held, the hull-hit fallback. */
function detonateMunitions(app: Applied, sectionId: string, effect: EffectOf<'munitions'>, dice: Dice, k: number, options: CriticalOptions): void {
  const held = [...(options.munitionsIn?.(sectionId) ?? [])].sort((a, b) => b - a);
  if (held.length === 0) {
    const amount = quantity(effect.fallback, k, dice, `critical ${sectionId}: hull hits (no munitions)`);
    rake(app, sectionId, amount);
    app.outcomes.push({ kind: 'hull', amount });
    return;
  }
  const count = quantity(effect.count, k, dice, `critical ${sectionId}: munitions detonating`);
  const detonated = held.slice(0, count);
  const amount = detonated.reduce((n, d) => n + d, 0);
  rake(app, sectionId, amount);
  app.outcomes.push({ kind: 'munitions', detonated, amount });
}

/** Parties lost from the upper-most layers first (p.43), alternating crew and marines ("evenly"). */
function loseParties(app: Applied, sec: SectionState, effect: EffectOf<'parties'>, dice: Dice, k: number): void {
  const wanted = quantity(effect.amount, k, dice, `critical ${sec.id}: parties lost`);
  let crew = 0;
  let marines = 0;
  for (let n = 0; n < wanted; n++) {
    // "evenly crew/marines": alternate, starting with crew, each from the upper-most layer holding one.
    const layerCrew = sec.layers.find((l) => l.crew > 0);
    const layerMarines = sec.layers.find((l) => l.marines > 0);
    if (layerCrew !== undefined && (n % 2 === 0 || layerMarines === undefined)) {
      layerCrew.crew -= 1;
      crew++;
    } else if (layerMarines !== undefined) {
      layerMarines.marines -= 1;
      marines++;
    } else break;
  }
  if (crew + marines < wanted) app.partial = true;
  app.outcomes.push({ kind: 'parties', crew, marines, wanted });
}

/** A coolant leak on the section's first working reactor. */
function coolantLeak(app: Applied, sectionId: string): void {
  const reactor = app.st.systems.find((s) => s.section === sectionId && s.class === 'reactor' && !s.disabled);
  if (reactor === undefined) {
    notApplicable(app, 'coolant-leak');
    return;
  }
  if (!app.st.coolantLeaks.includes(reactor.id)) app.st.coolantLeaks.push(reactor.id);
  app.outcomes.push({ kind: 'coolant-leak', reactor: reactor.id });
}

/** The section's reactor detonates (reactor.ts). */
function reactorDetonation(app: Applied, sectionId: string): void {
  const reactor = app.st.systems.find((s) => s.section === sectionId && s.class === 'reactor');
  if (reactor === undefined) {
    notApplicable(app, 'reactor-detonation');
    return;
  }
  reactor.disabled = true;
  const det = detonateReactor(app.st, sectionId, reactor.rating);
  app.st = det.state;
  app.events.push(...det.events);
  app.outcomes.push({ kind: 'reactor-detonation', reactor: reactor.id, rating: reactor.rating });
}

/** Rolls and applies one critical on a section (the caller has already taken it off the pending count). */
export function rollCritical(state: ShipDamageState, sectionId: string, dice: Dice, options: CriticalOptions = {}): { state: ShipDamageState; roll: CriticalRoll } {
  const chart = options.chart ?? DEFAULT_CRITICAL_CHART;
  const k = options.k ?? state.threat;
  const category = dice.roll(`critical ${sectionId}: category`, 8);
  const severity = dice.roll(`critical ${sectionId}: severity`, 6);
  const entry = chart[category - 1]?.results[severity - 1];
  const app: Applied = { st: cloneState(state), outcomes: [], partial: false, events: [] };
  if (entry === undefined) throw new Error(`critical chart has no entry ${category}/${severity}`);
  apply(app, sectionId, entry.effect, dice, k, options);
  const first = { outcomes: app.outcomes, nothing: app.outcomes.every((o) => o.kind === 'not-applicable') };
  let upgrade: CriticalRoll['upgrade'] = null;
  let upgradeNothing = true;
  const up = chart[category]?.results[severity - 1];
  if (app.partial && up !== undefined) {
    const upApp: Applied = { st: app.st, outcomes: [], partial: false, events: app.events };
    apply(upApp, sectionId, up.effect, dice, k, options);
    app.st = upApp.st;
    upgrade = { category: category + 1, name: up.name, outcomes: upApp.outcomes };
    upgradeNothing = upApp.outcomes.every((o) => o.kind === 'not-applicable');
  }
  return {
    state: app.st,
    roll: { section: sectionId, category, severity, name: entry.name, outcomes: first.outcomes, upgrade, ignored: first.nothing && upgradeNothing, events: app.events },
  };
}

/** The Critical Step (p.38): roll every pending critical, including those caused by critical damage, until none is left. */
export function resolveCriticalStep(state: ShipDamageState, dice: Dice, options: CriticalOptions = {}): { state: ShipDamageState; rolls: CriticalRoll[] } {
  let st = state;
  const rolls: CriticalRoll[] = [];
  for (let guard = 0; guard < 10_000 && !st.destroyed; guard++) {
    const sec = st.sections.find((s) => !s.destroyed && s.pendingCriticals > 0);
    if (sec === undefined) break;
    st = cloneState(st);
    const target = st.sections.find((s) => s.id === sec.id);
    if (target === undefined) break;
    target.pendingCriticals -= 1;
    const r = rollCritical(st, sec.id, dice, options);
    st = r.state;
    rolls.push(r.roll);
  }
  return { state: st, rolls };
}
