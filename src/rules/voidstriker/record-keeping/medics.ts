/**
 * Voidstriker medical services (§2.42, §2.362 Medic) at Record Keeping: each medic at his post tries to revive one
 * casualty per turn, with a 50% chance; casualties who are not revived are dead or crippled for the battle.
 *
 * Judgement calls (ruling G7, §2.42): the 50% is d10 ≤ 5; one attempt per casualty, and a failure is permanent.
 * Casualty medics cannot treat anyone, themselves included (only `crew.medics` make attempts). Who is seen first:
 * pilot, captain, gunners, officers (ruling G6's replacement priority), then medics (they add revival attempts
 * next turn), then engineers; ties in the order they fell. A revived crewman returns to his old post; if a
 * replacement already fills it (the class complement is full), he joins the engineers instead. Casualties no
 * medic reached this turn stay on the list for the next.
 */
import type { Dice } from '../../core/dice.ts';
import { isOutOfPlay, type CrewRole, type ShipCondition } from '../damage/condition.ts';
import type { Crew } from '../ships/ship-class.ts';

export const TRIAGE_ORDER = ['pilot', 'captain', 'gunners', 'officers', 'medics', 'engineers'] as const satisfies readonly CrewRole[];

export interface RevivalRoll {
  readonly role: CrewRole;
  /** The d10: revived on 1–5. */
  readonly roll: number;
  readonly revived: boolean;
  /** Where a revived crewman went (his post, or engineering if it is filled). */
  readonly returnsAs?: CrewRole;
}

export interface MedicalOutcome {
  readonly condition: ShipCondition;
  readonly attempts: readonly RevivalRoll[];
}

/** §2.42: every medic treats one casualty this Record Keeping phase. */
export function treatCasualties(complement: Crew, condition: ShipCondition, dice: Dice): MedicalOutcome {
  if (isOutOfPlay(condition) || condition.casualties.length === 0 || condition.crew.medics === 0) return { condition, attempts: [] };
  const indexed = condition.casualties.map((role, i) => ({ role, i }));
  const rank = (role: CrewRole): number => TRIAGE_ORDER.indexOf(role);
  const queue = [...indexed].sort((a, b) => rank(a.role) - rank(b.role) || a.i - b.i);
  const seen = queue.slice(0, condition.crew.medics);
  const seenIndex = new Set(seen.map((c) => c.i));
  let crew = condition.crew;
  const attempts: RevivalRoll[] = [];
  for (const { role } of seen) {
    const roll = dice.roll(`medic revives ${role} on 1–5`, 10);
    if (roll > 5) {
      attempts.push({ role, roll, revived: false });
      continue;
    }
    const returnsAs: CrewRole = crew[role] < complement[role] ? role : 'engineers';
    crew = { ...crew, [returnsAs]: crew[returnsAs] + 1 };
    attempts.push({ role, roll, revived: true, returnsAs });
  }
  return {
    condition: { ...condition, crew, casualties: indexed.filter((c) => !seenIndex.has(c.i)).map((c) => c.role) },
    attempts,
  };
}
