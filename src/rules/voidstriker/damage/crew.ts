/**
 * Voidstriker crew casualties (§2.362 "Crew", "Crewspace", "Bridge" results and §2.362 "Crew Casualties").
 *
 * Judgement calls (rulings F6, F7; §2.362): a random bridge crewman is uniform over the living individuals (captain,
 * pilot, each gunner, each officer); on a Crew result 1 in 6 (d6 = 1) is bridge crew, otherwise support crew by
 * d10 (1–9 engineer, 10 medic), and an empty pool passes the casualty to the other. A crewspace casualty is an
 * engineer (d10 1–9) or medic (10); with neither left it strikes a passenger or an empty berth (nobody). Classes
 * without a captain (gunboats) never suffer the captain's loss (the pilot commands).
 */
import type { Dice } from '../../core/dice.ts';
import type { Crew } from '../ships/ship-class.ts';
import { bridgeCrewCount, type CrewRole } from './condition.ts';

/** One die rolled for a casualty, kept for the log. */
export interface CasualtyRoll {
  readonly label: string;
  readonly sides: number;
  readonly value: number;
}

export interface Casualties {
  readonly crew: Crew;
  /** Roles lost, in order. */
  readonly lost: readonly CrewRole[];
  readonly rolls: readonly CasualtyRoll[];
}

const roll = (dice: Dice, rolls: CasualtyRoll[], label: string, sides: number): number => {
  const value = dice.roll(label, sides);
  rolls.push({ label, sides, value });
  return value;
};

const minus = (crew: Crew, role: CrewRole): Crew => ({ ...crew, [role]: crew[role] - 1 });

/** Picks one living bridge crewman at random (uniform over individuals) and removes him. */
function loseBridgeCrewman(crew: Crew, dice: Dice, rolls: CasualtyRoll[], label: string): { crew: Crew; role: CrewRole } | null {
  const total = bridgeCrewCount(crew);
  if (total === 0) return null;
  let n = total === 1 ? 1 : roll(dice, rolls, `${label}: which bridge crewman (of ${total})`, total);
  for (const role of ['captain', 'pilot', 'gunners', 'officers'] as const) {
    if (n <= crew[role]) return { crew: minus(crew, role), role };
    n -= crew[role];
  }
  throw new Error('bridge crew pick out of range');
}

function loseSupport(crew: Crew, face: number): { crew: Crew; role: CrewRole } | null {
  // §2.362 Crewspace: d10 1–9 an engineer, 10 a medic; an empty pool passes to the other [rec F6].
  const order: CrewRole[] = face === 10 ? ['medics', 'engineers'] : ['engineers', 'medics'];
  const role = order.find((r) => crew[r] > 0);
  return role === undefined ? null : { crew: minus(crew, role), role };
}

/** §2.362 Bridge damaged: `count` random bridge crewmen are lost. */
export function bridgeCasualties(crew: Crew, count: number, dice: Dice): Casualties {
  const rolls: CasualtyRoll[] = [];
  const lost: CrewRole[] = [];
  let now = crew;
  for (let i = 0; i < count; i++) {
    const hit = loseBridgeCrewman(now, dice, rolls, `bridge casualty ${i + 1}`);
    if (hit === null) break;
    now = hit.crew;
    lost.push(hit.role);
  }
  return { crew: now, lost, rolls };
}

/** §2.362 Crewspace: each casualty is an engineer (d10 1–9) or a medic (10). */
export function crewspaceCasualties(crew: Crew, count: number, dice: Dice): Casualties {
  const rolls: CasualtyRoll[] = [];
  const lost: CrewRole[] = [];
  let now = crew;
  for (let i = 0; i < count; i++) {
    if (now.engineers + now.medics === 0) break;
    const face = roll(dice, rolls, `crewspace casualty ${i + 1}: engineer (1–9) or medic (10)`, 10);
    const hit = loseSupport(now, face);
    if (hit === null) break;
    now = hit.crew;
    lost.push(hit.role);
  }
  return { crew: now, lost, rolls };
}

/** §2.362 Crew: each point kills one crewman; 1 in 6 (d6 = 1) is bridge crew, else support crew (d10). */
export function crewHitCasualties(crew: Crew, count: number, dice: Dice): Casualties {
  const rolls: CasualtyRoll[] = [];
  const lost: CrewRole[] = [];
  let now = crew;
  for (let i = 0; i < count; i++) {
    const label = `crew casualty ${i + 1}`;
    const bridgeLeft = bridgeCrewCount(now);
    const supportLeft = now.engineers + now.medics;
    if (bridgeLeft + supportLeft === 0) break;
    const bridge = roll(dice, rolls, `${label}: bridge crew on 1`, 6) === 1;
    let hit: { crew: Crew; role: CrewRole } | null;
    if ((bridge && bridgeLeft > 0) || supportLeft === 0) hit = loseBridgeCrewman(now, dice, rolls, label);
    else hit = loseSupport(now, roll(dice, rolls, `${label}: engineer (1–9) or medic (10)`, 10));
    if (hit === null) break;
    now = hit.crew;
    lost.push(hit.role);
  }
  return { crew: now, lost, rolls };
}

/** §2.362 Bridge destroyed: every bridge crewman is killed. */
export function killBridgeCrew(crew: Crew): { crew: Crew; lost: CrewRole[] } {
  const lost: CrewRole[] = [];
  for (const role of ['captain', 'pilot', 'gunners', 'officers'] as const) for (let i = 0; i < crew[role]; i++) lost.push(role);
  return { crew: { ...crew, captain: 0, pilot: 0, gunners: 0, officers: 0 }, lost };
}

/** What the crew left can do (§2.362 Crew Casualties), against the class complement. */
export interface CrewEffects {
  /** Captain lost (in a class that carries one): Turn Mode halved, −3 to all fire, sensors cannot be reassigned. */
  readonly captainOut: boolean;
  readonly turnModeHalved: boolean;
  readonly fireModifier: number;
  readonly sensorsFrozen: boolean;
  /** Pilot lost: no maneuvering or acceleration, and [ruling F11] the pilot's fire slot is lost. */
  readonly pilotOut: boolean;
  /** Weapons or batteries that may fire this round: the pilot's slot plus one per gunner. */
  readonly fireSlots: number;
  /** One repair attempt per officer (§2.41). */
  readonly repairAttempts: number;
  /** One revival attempt per medic (§2.42). */
  readonly revivalAttempts: number;
}

export function crewEffects(crew: Crew, complement: Crew): CrewEffects {
  const captainOut = complement.captain > 0 && crew.captain === 0;
  return {
    captainOut,
    turnModeHalved: captainOut,
    fireModifier: captainOut ? -3 : 0,
    sensorsFrozen: captainOut,
    pilotOut: crew.pilot === 0,
    fireSlots: Math.min(crew.pilot, 1) + crew.gunners,
    repairAttempts: crew.officers,
    revivalAttempts: crew.medics,
  };
}
