/**
 * Weapon qualities that act after a weapon has dealt hull damage (book "Weapon Qualities", p.72–76):
 * Antimatter, Disruptive, Gravitational, Reactive (extra raking damage), Ionized (critical dice), Spinal (fighter
 * hits), Erratic (who chooses), Volatile (self-damage, A35).
 *
 * Judgement call (ruling A65, a config key): the additional raking damage ignores defences by default
 * (`extraDamageDefences: 'ignore'`); 'facing-armour' subtracts the section's facing armour from it once.
 */
import type { Dice } from '../../core/dice.ts';
import { recordRaking, type RecordEvent } from './record.ts';
import { cloneState, type ShipDamageState } from './state.ts';

export interface Dealt {
  readonly section: string;
  readonly hits: number;
}

export interface ExtraDamage {
  readonly section: string;
  readonly amount: number;
}

/** Antimatter (p.72): extra = the section's facing armour, but no more than the damage dealt to it. */
export const antimatterExtra = (dealtToFacing: number, facingArmour: number): number => Math.max(0, Math.min(facingArmour, dealtToFacing));

/** Disruptive (p.73): each damaged section takes extra = the target's Threat, capped at the damage dealt to it. */
export const disruptiveExtra = (dealt: readonly Dealt[], threat: number): ExtraDamage[] =>
  dealt.filter((d) => d.hits > 0).map((d) => ({ section: d.section, amount: Math.min(threat, d.hits) }));

/** Gravitational (p.74): every other surviving section takes ½ the damage dealt to the facing section, rounded down. */
export function gravitationalExtra(state: ShipDamageState, facing: string, dealtToFacing: number): ExtraDamage[] {
  const amount = Math.floor(dealtToFacing / 2);
  if (amount <= 0) return [];
  return state.sections.filter((s) => s.id !== facing && !s.destroyed).map((s) => ({ section: s.id, amount }));
}

/** Reactive (p.75): each damaged section takes extra = its number of hull layers, capped at the damage dealt to it. */
export function reactiveExtra(state: ShipDamageState, dealt: readonly Dealt[]): ExtraDamage[] {
  return dealt
    .filter((d) => d.hits > 0)
    .map((d) => ({ section: d.section, amount: Math.min(state.sections.find((s) => s.id === d.section)?.layers.length ?? 0, d.hits) }));
}

export interface ExtraOptions {
  readonly extraDamageDefences?: 'ignore' | 'facing-armour';
  /** Armour to subtract per section when `extraDamageDefences` is 'facing-armour'. */
  readonly armourOf?: (section: string) => number;
}

/** Records extra raking damage section by section (each may cause criticals and destroy sections). */
export function applyExtraDamage(
  state: ShipDamageState,
  extras: readonly ExtraDamage[],
  options: ExtraOptions = {},
): { state: ShipDamageState; events: RecordEvent[]; applied: ExtraDamage[] } {
  let st = state;
  const events: RecordEvent[] = [];
  const applied: ExtraDamage[] = [];
  for (const e of extras) {
    const armour = options.extraDamageDefences === 'facing-armour' ? (options.armourOf?.(e.section) ?? 0) : 0;
    const amount = Math.max(0, e.amount - armour);
    applied.push({ section: e.section, amount });
    const rec = recordRaking(st, e.section, amount);
    st = rec.state;
    events.push(...rec.events);
  }
  return { state: st, events, applied };
}

export interface PostHitQualities {
  readonly antimatter?: boolean;
  readonly disruptive?: boolean;
  readonly gravitational?: boolean;
  readonly reactive?: boolean;
}

/**
 * The extra raking damage owed after one weapon's hit (only if it dealt hull damage), each quality computed from
 * the damage the weapon itself dealt. `facingSection` is the section that received the weapon's damage first.
 */
export function postHitExtras(
  state: ShipDamageState,
  hit: { readonly dealt: readonly Dealt[]; readonly facingArmour: number },
  q: PostHitQualities,
): ExtraDamage[] {
  const first = hit.dealt[0];
  if (first === undefined || hit.dealt.every((d) => d.hits <= 0)) return [];
  return [
    ...(q.antimatter ? [{ section: first.section, amount: antimatterExtra(first.hits, hit.facingArmour) }] : []),
    ...(q.disruptive ? disruptiveExtra(hit.dealt, state.threat) : []),
    ...(q.gravitational ? gravitationalExtra(state, first.section, first.hits) : []),
    ...(q.reactive ? reactiveExtra(state, hit.dealt) : []),
  ].filter((e) => e.amount > 0);
}

/** Volatile (p.76, A35): a natural 1 on the sensor roll — the weapon's damage to its own section, raking, no defences; the weapon is disabled. */
export function applyVolatileSelfDamage(state: ShipDamageState, weaponId: string, amount: number): { state: ShipDamageState; events: readonly RecordEvent[] } {
  const weapon = state.systems.find((s) => s.id === weaponId);
  if (weapon === undefined) return { state, events: [] };
  const rec = recordRaking(state, weapon.section, amount);
  const st = cloneState(rec.state);
  const w = st.systems.find((s) => s.id === weaponId);
  if (w) w.disabled = true;
  return { state: st, events: rec.events };
}

/** Adaptive (p.72): +1 level at end of turn if triggered, up to the weapon's flat damage or damage modifier. */
export const nextAdaptiveLevel = (level: number, triggered: boolean, max: number): number => (triggered ? Math.min(max, level + 1) : level);

export interface IonizedSectionRoll {
  readonly section: string;
  readonly damage: number;
  readonly dice: number;
  readonly rolls: readonly number[];
  readonly criticals: number;
}

/**
 * Ionized (p.74): after all of one source's ionized fire on a target, per section
 * floor(total ionized damage / target Threat) D6; each 6 scores a critical on that section.
 */
export function ionizedCriticals(
  state: ShipDamageState,
  totals: readonly Dealt[],
  dice: Dice,
): { state: ShipDamageState; rolls: IonizedSectionRoll[] } {
  const st = cloneState(state);
  const rolls: IonizedSectionRoll[] = [];
  for (const t of totals) {
    const sec = st.sections.find((s) => s.id === t.section);
    const count = st.threat > 0 ? Math.floor(t.hits / st.threat) : 0;
    const faces = count > 0 ? dice.rollMany(`ionized criticals: ${t.section}`, count, 6) : [];
    const criticals = faces.filter((f) => f === 6).length;
    if (sec !== undefined && !sec.destroyed) sec.pendingCriticals += criticals;
    rolls.push({ section: t.section, damage: t.hits, dice: count, rolls: faces, criticals: sec?.destroyed ? 0 : criticals });
  }
  return { state: st, rolls };
}

/** Spinal (p.76) and AoE: hits on a fighter squadron = floor(PD value after range / the squadron's Defence). */
export const fighterHitsFromPd = (pdAfterRange: number, defence: number): number => (defence > 0 ? Math.floor(Math.max(0, pdAfterRange) / defence) : 0);

/** Erratic (p.73): odd roll → the firer chooses the outer section; even or a forced natural 20 → the target does. */
export const erraticChooser = (sensorRoll: number, forcedTwenty: boolean): 'firer' | 'target' => (!forcedTwenty && sensorRoll % 2 === 1 ? 'firer' : 'target');
