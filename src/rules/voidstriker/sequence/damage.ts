/**
 * Damage landing on a ship, told in full (§2.36, §2.362, §2.37): each packet goes through the location tables
 * (damage/allocate.ts), and the summary shows every table roll, what it hit, the armour and any critical.
 * A ship that leaves play gets its fate ("vaporised", "crew killed", "blew up", "armour breached").
 */
import type { Dice } from '../../core/dice.ts';
import type { Point } from '../../core/scene.ts';
import { allocateDamage, type AllocationStep } from '../damage/allocate.ts';
import { isOutOfPlay, type ShipCondition } from '../damage/condition.ts';
import type { FirerArc } from '../damage/results.ts';
import { arcsContaining } from '../geometry/arcs.ts';
import { classOf } from '../ships/library.ts';
import { fireUnits, mountLabel } from '../ships/fire-units.ts';
import type { VoidShip } from '../state.ts';

/** Where the attacker sits relative to the target's facing (§2.36: the aft arc uses the Aft table). */
export function firerArc(target: VoidShip, from: Point): FirerArc {
  const arcs = arcsContaining({ position: target.position, heading: target.heading }, from);
  return arcs.includes('aft') ? 'aft' : arcs.includes('forward') ? 'forward' : 'side';
}


const TABLE = { surface: 'Surface', general: 'General', aft: 'Aft', internal: 'Internal' } as const;
const RESULT: Record<string, string> = {
  noEffect: 'no effect',
  sensor: 'sensor',
  turret: 'turret',
  cargo: 'cargo',
  generalOrAft: 'through to the next table',
  weapon: 'weapon',
  thruster: 'thruster',
  crewspace: 'crewspace',
  missileTube: 'missile tube',
  internal: 'internal',
  bridge: 'bridge',
  massDriver: 'mass driver',
  crew: 'crew',
  powerPlant: 'power plant',
  lifeSupport: 'life support',
  magazine: 'magazine',
  armor: 'armour',
  crewKilled: 'crew killed',
  vaporized: 'vaporised',
  launchBay: 'launch bay',
};

/**
 * What a hit struck, as the player's record sheet names it: a weapon mount by its weapon ("Dual Mk-IV laser turret
 * (1)", or "a Mk-III laser of 2 × Mk-III laser" for one mount of a battery), never its id, so the summary says
 * which weapon the ship lost (§2.362 Weapon, Turret, Missile Tube, Mass Driver).
 */
export function hitName(ship: VoidShip, hit: string): string {
  const unit = fireUnits(classOf(ship)).find((u) => u.mounts.some((m) => m.id === hit));
  const mount = unit?.mounts.find((m) => m.id === hit);
  if (unit && mount) return unit.mounts.length > 1 ? `a ${mountLabel(mount)} of ${unit.name}` : unit.name;
  const magazine = /^magazine mag(.*)$/.exec(hit);
  if (magazine) return `magazine ${magazine[1]}`;
  return RESULT[hit] ?? hit;
}

function stepText(step: AllocationStep, name: (hit: string) => string): string {
  switch (step.kind) {
    case 'table': {
      const o = step.outcome;
      const extra = [
        o?.hit && o.hit !== step.result ? name(o.hit) : '',
        o && o.soaked > 0 ? `${o.soaked} DP` : '',
        o?.destroyed ? 'destroyed' : '',
        o?.noTarget ? 'nothing to hit' : '',
        ...(o?.rolls ?? []).map((r) => `${r.label} ${r.value}`),
        o && o.casualties.length > 0 ? `lost ${o.casualties.join(', ')}` : '',
      ].filter((s) => s !== '');
      return `${TABLE[step.table]} ${step.roll}: ${RESULT[step.result] ?? step.result}${extra.length > 0 ? ` (${extra.join(', ')})` : ''}`;
    }
    case 'armor':
      return step.penetrated ? `armour ${step.armor} → ${step.remaining} through` : `armour ${step.armor} stops it`;
    case 'critical':
      return `Critical ${step.roll}: ${RESULT[step.result] ?? step.result}`;
    case 'magazineBlast':
      return `magazine blast ${step.damage}: ${step.steps.map((inner) => stepText(inner, name)).join(' · ')}`;
  }
}

export function fateOf(c: ShipCondition): string | undefined {
  if (c.vaporized) return 'vaporised';
  if (c.blownUp) return 'blew up';
  if (c.crewKilled) return 'crew killed';
  if (c.armor < 0) return 'armour breached, out of the fight';
  return undefined;
}

/** Eliminated (ruling G8): out of play, or crippled for good by armour below 0. */
export const eliminated = (c: ShipCondition): boolean => isOutOfPlay(c) || c.armor < 0;

export interface Damaged {
  readonly ship: VoidShip;
  /** "12 damage: Surface 7: cargo (12 DP) · armour 4 stops it". */
  readonly lines: readonly string[];
  /** Set when this damage took the ship out. */
  readonly fate?: string;
}

/** Applies damage packets one by one, as they land (§2.35 "resolved immediately"). */
export function applyPackets(ship: VoidShip, packets: readonly number[], arc: FirerArc, dice: Dice, startAt?: 'internal'): Damaged {
  let condition = ship.condition;
  const lines: string[] = [];
  for (const damage of packets) {
    if (eliminated(condition)) break;
    if (damage <= 0) {
      lines.push('0 damage');
      continue;
    }
    const a = allocateDamage(condition, { damage, arc, ...(startAt ? { startAt } : {}) }, dice);
    condition = a.ship;
    lines.push(`${damage} damage: ${a.steps.map((step) => stepText(step, (hit) => hitName(ship, hit))).join(' · ')}`);
  }
  const wasOut = eliminated(ship.condition);
  const fate = !wasOut && eliminated(condition) ? fateOf(condition) : undefined;
  return {
    ship: { ...ship, condition, ...(fate ? { status: 'destroyed' as const, fate } : {}) },
    lines,
    ...(fate ? { fate } : {}),
  };
}
