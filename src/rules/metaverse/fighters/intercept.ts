/**
 * CAP starfighters intercepting starship fire, and what CAP offers the fire module as point defence
 * (Metaverse p.31 "Point Defense (PD) Interception", p.32 "Starfighter Combat Step", p.67 PD values;
 * p.31–34).
 *
 * "Starfighter squadrons on CAP can be used to intercept incoming pulses, utilising their furball rating. A
 * starfighter squadron can split the D20s granted by its furball rating across multiple pulses or combined as
 * desired. These dice are rolled and if the total applied against a pulse equals or exceeds the maximum possible
 * damage, the pulse is eliminated. Starfighter squadrons can combine their furball ratings against incoming
 * weapons." A squadron that does so "may not then use their furball rating against enemy squadrons" this turn.
 * Only vulnerable fire can be intercepted, and fire from within its first range band only by PDS.
 *
 * Judgement calls:
 * - A squadron that commits any of its furball dice to interception loses its whole furball rating against
 *   fighters this turn (the book's "may not then use their furball rating").
 * - The fire module decides which pulses reach the CAP (after PDS/PD); this module only rolls the CAP dice.
 */
import type { Dice } from '../../core/dice.ts';
import { err, ok } from '../../core/result.ts';
import type { Result, RuleError } from '../../core/result.ts';
import type { Mission } from './mission.ts';
import type { FighterSquadron } from './squadron.ts';
import type { FighterWeapon, StarfighterType } from './squadron-type.ts';
import { metaverseError } from '../errors.ts';

/** What one CAP squadron can offer the fire module as point defence. */
export interface CapDefender {
  readonly squadronId: string;
  readonly missionId: string;
  /** D20s it can roll against pulses (its Furball rating), 0 if already spent. */
  readonly furballDice: number;
  /** PD-capable fighter weapons it carries (integrated × quantity, and mounted loads). */
  readonly pdWeapons: readonly { readonly weaponId: string; readonly pd: number; readonly targets: readonly string[]; readonly count: number }[];
}

/** The CAP at a starship squadron, as data for the fire module (p.31: CAP starfighters at the target's squadron). */
export function capDefenders(
  shipSquadronId: string,
  missions: readonly Mission[],
  fighters: ReadonlyMap<string, FighterSquadron>,
  types: ReadonlyMap<string, StarfighterType>,
  weapons: ReadonlyMap<string, FighterWeapon>,
  furballSpent: ReadonlySet<string> = new Set(),
): readonly CapDefender[] {
  const out: CapDefender[] = [];
  for (const m of missions) {
    if (m.kind !== 'cap' || m.targetId !== shipSquadronId) continue;
    for (const id of m.squadronIds) {
      const f = fighters.get(id);
      const t = f === undefined ? undefined : types.get(f.typeId);
      if (f === undefined || t === undefined || f.status !== 'space') continue;
      const counts = new Map<string, number>();
      for (const w of t.integratedWeapons) counts.set(w.weapon, (counts.get(w.weapon) ?? 0) + w.quantity);
      for (const w of f.loads) counts.set(w, (counts.get(w) ?? 0) + 1);
      const pdWeapons = [...counts].flatMap(([weaponId, count]) => {
        const w = weapons.get(weaponId);
        return w !== undefined && w.pd.value > 0 ? [{ weaponId, pd: w.pd.value, targets: w.pd.targets, count }] : [];
      });
      out.push({ squadronId: id, missionId: m.id, furballDice: furballSpent.has(id) ? 0 : t.furball, pdWeapons });
    }
  }
  return out;
}

/** One incoming pulse that has hit and reached the CAP. */
export interface IncomingPulse {
  /** e.g. "Vengeance Heavy Missile pulse 3". */
  readonly label: string;
  readonly interceptValue: number;
  readonly vulnerable: boolean;
  /** Fired from within its first range band: only PDS may intercept (p.31). */
  readonly firstBand: boolean;
}

export interface CapAllocation {
  readonly pulse: number;
  readonly squadronId: string;
  readonly dice: number;
}

export interface PulseInterception {
  readonly pulse: string;
  readonly needed: number;
  readonly rolls: readonly { readonly squadronId: string; readonly roll: number }[];
  readonly total: number;
  readonly cancelled: boolean;
}

export interface CapInterceptionResult {
  readonly pulses: readonly PulseInterception[];
  /** Squadrons that used furball dice: they cannot use them against fighters this turn. */
  readonly spent: readonly string[];
}

/** Rolls the CAP's furball D20s against incoming pulses (p.31). */
export function resolveCapInterception(
  pulses: readonly IncomingPulse[],
  defenders: readonly CapDefender[],
  allocations: readonly CapAllocation[],
  dice: Dice,
): Result<CapInterceptionResult, RuleError> {
  const budget = new Map(defenders.map((d) => [d.squadronId, d.furballDice]));
  for (const a of allocations) {
    const p = pulses[a.pulse];
    if (p === undefined) return err(metaverseError('ERR_NO_PULSE', `There is no incoming pulse ${a.pulse + 1}: check the list.`));
    if (!p.vulnerable) return err(metaverseError('ERR_NOT_VULNERABLE', `${p.label} cannot be intercepted.`));
    if (p.firstBand) return err(metaverseError('ERR_FIRST_BAND', `${p.label} was fired from its first range band: only PDS can stop it.`));
    const left = budget.get(a.squadronId);
    if (left === undefined) return err(metaverseError('ERR_NOT_CAP', `${a.squadronId} is not on CAP here.`, { at: a.squadronId }));
    if (!Number.isInteger(a.dice) || a.dice < 1 || a.dice > left)
      return err(metaverseError('ERR_FURBALL_DICE', `${a.squadronId} has only ${left} furball dice left to assign.`, { at: a.squadronId }));
    budget.set(a.squadronId, left - a.dice);
  }
  const results: PulseInterception[] = [];
  pulses.forEach((p, i) => {
    const mine = allocations.filter((a) => a.pulse === i);
    if (mine.length === 0) return;
    const rolls = mine.flatMap((a) => dice.rollMany(`CAP ${a.squadronId} intercepts ${p.label}`, a.dice, 20).map((roll) => ({ squadronId: a.squadronId, roll })));
    const total = rolls.reduce((s, r) => s + r.roll, 0);
    results.push({ pulse: p.label, needed: p.interceptValue, rolls, total, cancelled: total >= p.interceptValue });
  });
  return ok({ pulses: results, spent: [...new Set(allocations.map((a) => a.squadronId))] });
}
