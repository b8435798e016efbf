/**
 * Area-of-effect targeting (Metaverse p.70 "Area of Effect (AoE)"; rulings A32, A50).
 * After the primary damage, roll the AoE die: that many of the closest un-hit ships (either side) within 10 cm of the
 * primary target are also hit, for ½ the primary damage. Roll again: if lower than the previous roll, that many more
 * within 20 cm for ½ of the previous damage; equal or higher ends it. Each stage adds 10 cm and halves again.
 * With a PD value, starfighters at every hit ship's squadron take one hit per whole multiple of their Defence in the
 * PD value, which falls to ½ at 10 cm, ¼ at 20 cm, …
 *
 * Judgement calls:
 * - Damage per pulse of a secondary ship = floor(primary pulse damage × fraction), taken after the energy range
 *   penalty and before any defence (A32); its defences apply on the arc facing the primary target (damage module).
 * - Ties in distance are the attacker's choice: `attackerPreference` orders them; otherwise input order.
 * - Cloaked ships are never hit (A50). Unstable pulses intercepted get no AoE (p.76) — the caller skips AoE then.
 */
import type { Dice } from '../../core/dice.ts';
import type { Die } from './weapon.ts';

export interface AoeCandidate {
  readonly shipId: string;
  /** Distance from the primary target in cm (geometry module). */
  readonly distanceCm: number;
  readonly cloaked?: boolean;
  /** Starfighter squadrons at this ship's squadron. */
  readonly fighters?: readonly { readonly squadronId: string; readonly defence: number }[];
}

export interface AoeStage {
  readonly stage: number;
  readonly roll: number;
  readonly radiusCm: number;
  /** Fraction of the primary damage: ½, ¼, … */
  readonly fraction: number;
  readonly ships: readonly string[];
  /** Hits on fighters at the hit ships' squadrons (weapons with a PD value). */
  readonly fighterHits: readonly { readonly squadronId: string; readonly hits: number }[];
}

export interface AoeResult {
  /** Every AoE die in order, the last one being the stop (or the one that found nothing more to hit). */
  readonly rolls: readonly number[];
  readonly stages: readonly AoeStage[];
}

/** Damage per pulse for a ship hit at `fraction` (A32). */
export const aoePulseDamage = (primaryPulses: readonly number[], fraction: number): number[] => primaryPulses.map((d) => Math.floor(d * fraction));

/** Rolls the AoE stages (p.70). */
export function rollAoe(label: string, die: Die, candidates: readonly AoeCandidate[], dice: Dice, pdValue = 0, attackerPreference: readonly string[] = []): AoeResult {
  const rank = (id: string): number => {
    const i = attackerPreference.indexOf(id);
    return i < 0 ? attackerPreference.length : i;
  };
  const pool = candidates
    .map((c, i) => ({ c, i }))
    .filter(({ c }) => !c.cloaked)
    .sort((a, b) => a.c.distanceCm - b.c.distanceCm || rank(a.c.shipId) - rank(b.c.shipId) || a.i - b.i)
    .map(({ c }) => c);
  if (pool.length === 0) return { rolls: [], stages: [] };
  const hit = new Set<string>();
  const rolls: number[] = [];
  const stages: AoeStage[] = [];
  let previous = Infinity;
  for (let stage = 1; ; stage++) {
    const roll = dice.roll(`${label} AoE stage ${stage}`, die);
    rolls.push(roll);
    if (roll >= previous) break;
    previous = roll;
    const radiusCm = 10 * stage;
    const fraction = 1 / 2 ** stage;
    const chosen = pool.filter((c) => !hit.has(c.shipId) && c.distanceCm <= radiusCm + 1e-9).slice(0, roll);
    for (const c of chosen) hit.add(c.shipId);
    const fighterHits = pdValue > 0 ? chosen.flatMap((c) => (c.fighters ?? []).map((f) => ({ squadronId: f.squadronId, hits: Math.floor((pdValue * fraction) / f.defence) }))) : [];
    stages.push({ stage, roll, radiusCm, fraction, ships: chosen.map((c) => c.shipId), fighterHits });
    if (hit.size === pool.length) break;
  }
  return { rolls, stages };
}
