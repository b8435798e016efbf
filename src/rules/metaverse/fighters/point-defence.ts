/**
 * PDS and PD weapons against starfighter squadrons (Metaverse p.59 "PDS", p.67 PD values, p.19 "Escort";
 * p.32–35).
 *
 * "A PDS can be used to inflict one point of damage to a single starfighter squadron, if its rating is equal to or
 * greater than the defence of the squadron. PDSs can combine their ratings to inflict damage … may not affect
 * multiple squadrons." So a PDS, or a pooled group of PDS on ONE ship, scores floor(sum / Defence) hits on one
 * squadron; the same holds for PD weapons (their PD value already reduced by range by the fire module, A28).
 * Escorts: "as long as the number of Escort squadrons equals or exceeds the other squadrons, the Escort squadrons
 * must be intercepted first."
 *
 * Judgement calls:
 * - "Intercepted first" is read per shot: while the mission's surviving escorts are at least as many as its other
 *   surviving squadrons, every PDS/PD shot at that mission must target an escort.
 * - Where PDS may be used (closing squadrons, stealth timing, once per turn) is the combat procedure's business
 *   (procedure.ts); this module does the arithmetic and the escort check. No dice are rolled: PD fire does not roll.
 */
import { err, ok } from '../../core/result.ts';
import type { Result, RuleError } from '../../core/result.ts';
import { metaverseError } from '../errors.ts';

export interface PdShot {
  /** What fired: e.g. ["Thunderchild PDS 1", "Thunderchild PDS 2"]. */
  readonly sources: readonly string[];
  /** Ratings or (range-reduced) PD values, one per pooled source. */
  readonly values: readonly number[];
  /** Ship each source is on (PDS may not pool across ships). */
  readonly shipIds: readonly string[];
  readonly targetId: string;
}

export interface PdTarget {
  readonly id: string;
  /** Effective Defence. */
  readonly defence: number;
  readonly escort: boolean;
  /** Strength left (0 = gone). */
  readonly strength: number;
}

export interface PdShotResult {
  readonly sources: readonly string[];
  readonly targetId: string;
  readonly total: number;
  readonly defence: number;
  /** floor(total / defence). */
  readonly hits: number;
}

/** floor(sum / Defence): the hits a PDS or pooled group scores on one squadron. */
export function pdHits(values: readonly number[], defence: number): number {
  if (defence < 1) throw new Error(`defence must be ≥ 1, not ${defence}`);
  return Math.floor(values.reduce((s, v) => s + Math.max(0, v), 0) / defence);
}

/** Whether fire at the mission must go to its escorts (p.19). */
export function escortsFirst(mission: readonly PdTarget[]): boolean {
  const alive = mission.filter((q) => q.strength > 0);
  const escorts = alive.filter((q) => q.escort).length;
  return escorts > 0 && escorts >= alive.length - escorts;
}

/** Resolves a PDS/PD shot at one squadron of a mission. */
export function resolvePdShot(shot: PdShot, mission: readonly PdTarget[]): Result<PdShotResult, RuleError> {
  if (shot.values.length === 0 || shot.values.length !== shot.shipIds.length || shot.values.length !== shot.sources.length)
    throw new Error('a PD shot needs one value, ship and source per pooled system');
  if (new Set(shot.shipIds).size > 1) return err(metaverseError('ERR_PD_POOL_SHIPS', 'Point defence can only pool systems on the same ship.'));
  const target = mission.find((q) => q.id === shot.targetId);
  if (target === undefined || target.strength <= 0)
    return err(metaverseError('ERR_PD_TARGET', `${shot.targetId} is not a surviving squadron of this mission.`, { at: shot.targetId }));
  if (!target.escort && escortsFirst(mission)) {
    const e = mission.find((q) => q.escort && q.strength > 0);
    return err(metaverseError('ERR_ESCORT_FIRST', 'While the escorts are as many as the others, point defence must target an escort.', { at: shot.targetId, suggestion: e?.id ?? '' }));
  }
  const total = shot.values.reduce((s, v) => s + Math.max(0, v), 0);
  return ok({ sources: shot.sources, targetId: target.id, total, defence: target.defence, hits: pdHits(shot.values, target.defence) });
}

/** Resolves several shots in order, lowering strength as hits land so the escort rule follows the losses. */
export function resolvePdShots(shots: readonly PdShot[], mission: readonly PdTarget[]): Result<readonly PdShotResult[], RuleError> {
  let state = [...mission];
  const out: PdShotResult[] = [];
  for (const s of shots) {
    const r = resolvePdShot(s, state);
    if (!r.ok) return r;
    out.push(r.value);
    state = state.map((q) => (q.id === r.value.targetId ? { ...q, strength: Math.max(0, q.strength - r.value.hits) } : q));
  }
  return ok(out);
}

/**
 * Whether a weapon (ship or fighter) can shoot starfighters with its PD value (p.67: "If a weapon with a PD value
 * can target starfighters, it can be used just like a PDS against starfighters").
 */
export function canShootFighters(weapon: { readonly pd: { readonly value: number; readonly targets: readonly string[] } }): boolean {
  return weapon.pd.value > 0 && weapon.pd.targets.includes('starfighters');
}
