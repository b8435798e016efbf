/**
 * Voidstriker damage allocation with armour penetration (§2.36, checked against the §2.37 example).
 * One packet: Surface (d10) → armour → General, or Aft if the firer is in the target's aft arc (d10) → armour →
 * Internal (d10) → if more than the armour is still left, one Critical roll (d6) and the rest is ignored.
 * "General/Aft" and "Internal" results skip the armour step. Penetration needs strictly more damage than the
 * armour (§2.37: 4 against Armor 4 is absorbed). The current armour is used.
 *
 * Judgement calls (ruling F4, §2.362): a magazine warhead blast is resolved at once as its own packet from the
 * Internal table, skipping only the first armour step; the outer packet then carries on. Allocation stops as soon
 * as the ship is vaporized, blown up or its crew is killed.
 */
import type { Dice } from '../../core/dice.ts';
import { isOutOfPlay, type ShipCondition } from './condition.ts';
import { applyCritical, applyResult, type FirerArc, type ResultOutcome } from './results.ts';
import { criticalEntry, tableEntry, type CriticalResult, type TableEntry, type TableName, type TableOverrides } from './tables.ts';

export type AllocationStep =
  | {
      readonly kind: 'table';
      readonly table: TableName;
      readonly roll: number;
      readonly result: TableEntry;
      readonly soaked: number;
      readonly remaining: number;
      readonly outcome?: Omit<ResultOutcome, 'ship'>;
    }
  | { readonly kind: 'armor'; readonly armor: number; readonly before: number; readonly remaining: number; readonly penetrated: boolean }
  | { readonly kind: 'critical'; readonly roll: number; readonly result: CriticalResult }
  | { readonly kind: 'magazineBlast'; readonly damage: number; readonly steps: readonly AllocationStep[] };

export interface Allocation {
  readonly ship: ShipCondition;
  readonly steps: readonly AllocationStep[];
  /** Damage left when the packet stopped: 0 once absorbed by armour; after a Critical, what went unused (ignored). */
  readonly remaining: number;
  readonly critical: CriticalResult | null;
}

export interface Packet {
  readonly damage: number;
  /** Where the firer is relative to the target (aft → Aft table; also decides which weapons face it). */
  readonly arc: FirerArc;
  /** Start on this table with no armour step first (a magazine blast starts on Internal). */
  readonly startAt?: 'surface' | 'internal';
}

const LABEL: Record<TableName, string> = { surface: 'Surface', general: 'General', aft: 'Aft', internal: 'Internal' };

/** Resolves one damage packet against a ship (§2.36). */
export function allocateDamage(ship: ShipCondition, packet: Packet, dice: Dice, overrides: TableOverrides = {}): Allocation {
  const steps: AllocationStep[] = [];
  let now = ship;
  let remaining = packet.damage;
  let table: TableName = packet.startAt ?? 'surface';
  let critical: CriticalResult | null = null;
  const secondTable: TableName = packet.arc === 'aft' ? 'aft' : 'general';

  while (remaining > 0 && !isOutOfPlay(now)) {
    const roll = dice.roll(`damage location: ${LABEL[table]} table`, 10);
    const entry = tableEntry(table, roll, overrides);
    if (entry === 'generalOrAft' || entry === 'internal') {
      // §2.362 General/Aft, Internal: the hit ignores armour and goes straight to the next table.
      steps.push({ kind: 'table', table, roll, result: entry, soaked: 0, remaining });
      table = entry === 'generalOrAft' ? secondTable : 'internal';
      continue;
    }
    const { ship: after, ...outcome } = applyResult(now, entry, remaining, packet.arc, dice);
    now = after;
    remaining -= outcome.soaked;
    steps.push({ kind: 'table', table, roll, result: entry, soaked: outcome.soaked, remaining, outcome });
    if (outcome.magazineBlast !== undefined) {
      // §2.362 Magazine: the warhead does full damage to the interior, ignoring armour for the first hit.
      const blast = allocateDamage(now, { damage: outcome.magazineBlast, arc: packet.arc, startAt: 'internal' }, dice, overrides);
      now = blast.ship;
      steps.push({ kind: 'magazineBlast', damage: outcome.magazineBlast, steps: blast.steps });
      critical ??= blast.critical;
    }
    if (isOutOfPlay(now) || remaining === 0) break;
    if (table === 'internal') {
      // §2.36: enough left to penetrate armour once more: roll once on Critical and ignore the rest.
      if (remaining <= now.armor) break;
      const face = dice.roll('critical damage', 6);
      const result = criticalEntry(face);
      now = applyCritical(now, result);
      steps.push({ kind: 'critical', roll: face, result });
      critical = result;
      break;
    }
    // Armour: the rest must exceed the current armour to go on.
    const penetrated = remaining > now.armor;
    const before = remaining;
    remaining = Math.max(0, remaining - now.armor);
    steps.push({ kind: 'armor', armor: now.armor, before, remaining, penetrated });
    if (!penetrated) break;
    table = table === 'surface' ? secondTable : 'internal';
  }
  return { ship: now, steps, remaining, critical };
}
