/**
 * Crew fire slots (Voidstriker §2.35, §2.362 Gunner, Pilot): "The pilot and each gunner are allowed to fire one
 * weapon (or battery) each per turn. The pilot's controls include missile and fixed-weapon targeting systems,
 * the gunners handle turreted weapons and batteries." Each weapon or battery fires at most once per round.
 * Losing a gunner removes one slot; without a pilot the pilot's slot is gone (ruling F11).
 *
 * Judgement call (ruling D2, §2.35): the pilot may fire a fixed mount, a fixed battery, a missile mount or a missile
 * battery; a gunner may fire any turret or any battery. So single fixed and missile mounts need the pilot,
 * turrets (single or in a battery) need a gunner, and fixed or missile batteries can go to either.
 */
import { err, ok } from '../../core/result.ts';
import type { Result, RuleError } from '../../core/result.ts';
import { count } from '../../core/text.ts';
import { voidstrikerError } from '../errors.ts';

export interface FireCrew {
  /** A pilot is at his station (alive, not replaced yet counts as absent). */
  readonly pilot: boolean;
  /** Gunners fit to fire. */
  readonly gunners: number;
}

/** A weapon or battery that is to fire this round, as far as crew slots care. */
export interface SlotWeapon {
  /** Stable id of the mount or battery on the ship. */
  readonly id: string;
  /** Fixed weapons and missile tubes are on the pilot's controls; turrets on the gunners'. */
  readonly control: 'fixed' | 'missile' | 'turret';
  /** A battery: several mounts fired by one crewman as one action. */
  readonly battery: boolean;
}

export interface SlotAssignment {
  readonly id: string;
  /** 'pilot' or 'gunner 1', 'gunner 2', … */
  readonly crewman: string;
}

/** How many weapons or batteries the crew can fire in a round. */
export function fireSlotCount(crew: FireCrew): number {
  return (crew.pilot ? 1 : 0) + Math.max(0, Math.floor(crew.gunners));
}

const pilotOnly = (w: SlotWeapon): boolean => w.control !== 'turret' && !w.battery;
const gunnerOnly = (w: SlotWeapon): boolean => w.control === 'turret';

/**
 * Gives every weapon fired this round (all phases so far plus the new ones) a crewman, or says why it can't.
 * Weapons are listed in declaration order; the assignment is deterministic.
 */
export function assignFireSlots(crew: FireCrew, weapons: readonly SlotWeapon[]): Result<SlotAssignment[], RuleError> {
  const seen = new Set<string>();
  for (const w of weapons) {
    if (seen.has(w.id)) return err(voidstrikerError('ERR_FIRE_TWICE', `${w.id} has already fired this round.`, { at: w.id }));
    seen.add(w.id);
  }
  const pilotSlots = crew.pilot ? 1 : 0;
  const gunnerSlots = Math.max(0, Math.floor(crew.gunners));
  const pilots = weapons.filter(pilotOnly);
  const gunners = weapons.filter(gunnerOnly);
  const either = weapons.filter((w) => !pilotOnly(w) && !gunnerOnly(w));
  if (pilots.length > pilotSlots) {
    const extra = pilots[pilotSlots];
    return err(
      voidstrikerError('ERR_FIRE_NO_PILOT_SLOT', crew.pilot ? 'The pilot fires only one fixed weapon or missile mount per round.' : 'Without a pilot, fixed weapons and missiles cannot fire.', {
        at: extra?.id,
      }),
    );
  }
  if (gunners.length > gunnerSlots)
    return err(voidstrikerError('ERR_FIRE_NO_GUNNER', `Only ${count(gunnerSlots, 'gunner')} to fire turrets this round.`, { at: gunners[gunnerSlots]?.id }));
  if (weapons.length > pilotSlots + gunnerSlots)
    return err(voidstrikerError('ERR_FIRE_NO_CREW', `The crew can fire only ${pilotSlots + gunnerSlots} weapons or batteries per round.`, { at: weapons[pilotSlots + gunnerSlots]?.id }));
  // Feasible: gunners take the turrets, the pilot his own weapon, and the batteries fill what is left.
  const crewOf = new Map<string, string>();
  let gunner = 0;
  for (const w of gunners) crewOf.set(w.id, `gunner ${++gunner}`);
  let pilotFree = pilotSlots > 0;
  for (const w of pilots) {
    crewOf.set(w.id, 'pilot');
    pilotFree = false;
  }
  for (const w of either) {
    if (gunner < gunnerSlots) crewOf.set(w.id, `gunner ${++gunner}`);
    else if (pilotFree) {
      crewOf.set(w.id, 'pilot');
      pilotFree = false;
    } else throw new Error('fire slot counting is inconsistent'); // excluded by the checks above
  }
  return ok(weapons.map((w) => ({ id: w.id, crewman: crewOf.get(w.id) ?? 'pilot' })));
}
