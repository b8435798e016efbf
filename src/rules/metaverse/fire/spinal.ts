/**
 * Spinal weapons' extra targets (Metaverse p.75 "Spinal (SP)"; ruling A50).
 * "After the primary target is fired upon, a line is drawn from the firer to the target and every starship within
 * 5cm of this line (friendly or enemy but not in the same squadron as the firer) is also a potential target. A sensor
 * roll is made against each of these starships using the same sensor that fired the weapon … Range is recalculated
 * for each starship. The arc of these additional starships hit is the arc closest to the projected line." With a PD
 * value, starfighters at a hit ship's squadron take floor(PD after range / Defence) hits.
 *
 * Geometry (who is within 5 cm of the line, their range band and the arc closest to the line) is another module's:
 * each candidate comes as a full `AttackInput` whose geometry already holds those answers.
 *
 * Judgement calls:
 * - Extra targets need no nomination (friendly ships can be hit) and no sector check: the line is the weapon's own
 *   line of fire. Maximum range, line of sight, gravity walls and cloaks still apply (a cloaked ship is never hit, A50).
 * - The PD value falls by 1 per range band to the extra target (p.70 "reduced by one for each range band").
 */
import type { Dice } from '../../core/dice.ts';
import type { RuleError } from '../../core/result.ts';
import { rollAttack } from './attack.ts';
import type { AttackInput, AttackRoll } from './attack.ts';
import { pdValueAtRange } from './interception.ts';

export interface SpinalCandidate {
  readonly squadronId: string;
  /** Within 5 cm of the firer→target line (geometry module). */
  readonly nearLine: boolean;
  /** The shot at this ship: same sensor rating, recalculated range, arc closest to the line. */
  readonly attack: AttackInput;
  readonly fighters?: readonly { readonly squadronId: string; readonly defence: number }[];
}

export interface SpinalExtra {
  readonly shipId: string;
  /** The roll, or why this ship could not be hit. */
  readonly roll: AttackRoll | null;
  readonly refused: RuleError | null;
  readonly fighterHits: readonly { readonly squadronId: string; readonly hits: number }[];
}

/** Sensor rolls against every ship near a spinal weapon's line, in the order given (p.75). */
export function rollSpinalExtras(firerSquadronId: string, primaryTargetId: string, candidates: readonly SpinalCandidate[], pdValue: number, dice: Dice): SpinalExtra[] {
  const out: SpinalExtra[] = [];
  for (const c of candidates) {
    const a = c.attack;
    if (!c.nearLine || c.squadronId === firerSquadronId || a.targetId === primaryTargetId) continue;
    const r = rollAttack({ ...a, legalTarget: true, geometry: { ...a.geometry, inArc: true } }, dice);
    if (!r.ok) {
      out.push({ shipId: a.targetId, roll: null, refused: r.error, fighterHits: [] });
      continue;
    }
    const pd = pdValueAtRange(pdValue, a.geometry.rangeBand, false);
    const fighterHits = r.value.hit && pd > 0 ? (c.fighters ?? []).map((f) => ({ squadronId: f.squadronId, hits: Math.floor(pd / f.defence) })) : [];
    out.push({ shipId: a.targetId, roll: r.value, refused: null, fighterHits });
  }
  return out;
}
