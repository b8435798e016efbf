/**
 * Damage control (Starmada E.1 p.48), rolled in End Phase step d after the Combat Phase damage is applied.
 *
 * Repair dice = one-third of the unchecked hull boxes, rounded up. Each die: 1–3 nothing, 4 restores an engine
 * box, 5 a weapons box (and the weapons/equipment it stands for; loss limits may be broken when choosing them),
 * 6 a shield box. Only one box per track per End Phase; hull and munitions are never repaired. A repaired Slow
 * weapon counts as having fired in the preceding Combat Phase.
 *
 * Judgement calls:
 * - A die whose track has no checked box, or was already repaired this End Phase, does nothing.
 * - "Unchecked hull boxes" counts Deadly casualties as checked (they are checked boxes of the hull track).
 * - Default choice of the items a weapons repair brings back: equipment first (a working system again), then the
 *   battery with the most weapons lost (ties: the first listed), from its bank with the most lost. The owner may
 *   choose otherwise (`validateWeaponRepairs`).
 * - A directionally shielded ship spreads a restored shield box over its arcs (directional-shields.ts).
 */
import { count as countOf } from '../../core/text.ts';
import type { Dice } from '../../core/dice.ts';
import { err, ok } from '../../core/result.ts';
import type { Result, RuleError } from '../../core/result.ts';
import type { ShipState } from '../state.ts';
import { trackValue } from './apply-damage.ts';
import type { DamageTracks } from './apply-damage.ts';
import { rollDice } from './roll-dice.ts';
import type { LossSheet, WeaponLoss } from './weapon-losses.ts';
import { SEPARATOR } from './summary.ts';
import { starmadaError } from '../errors.ts';

/** E.1: one-third of the remaining hull boxes, rounded up. */
export function repairDiceCount(ship: ShipState, tracks: Pick<DamageTracks, 'hull'>): number {
  const unchecked = Math.max(0, tracks.hull.length - ship.hull.checked - ship.hull.crewFromBack);
  return Math.ceil(unchecked / 3);
}

export type RepairedTrack = 'engines' | 'weapons' | 'shields';

export interface DamageControlRecord {
  readonly dice: readonly number[];
  readonly repaired: readonly RepairedTrack[];
  /** Weapons/equipment the owner now brings back (the weapons track value rose by this much). */
  readonly weaponsToRestore: number;
  /** Directional shields: points the owner now adds back to the arcs (the shield track value rose by this much). */
  readonly shieldPointsRestored: number;
  readonly summary: string;
}

const DIE_TRACK: Readonly<Record<number, RepairedTrack>> = { 4: 'engines', 5: 'weapons', 6: 'shields' };

/** Rolls a ship's repair dice and unchecks the repaired boxes. `name` labels the dice. */
export function rollDamageControl(
  ship: ShipState,
  tracks: DamageTracks,
  dice: Dice,
  name = ship.name,
): { ship: ShipState; record: DamageControlRecord } {
  const count = repairDiceCount(ship, tracks);
  const faces = count > 0 ? rollDice(dice, `damage control ${name}`, count) : [];
  const repaired: RepairedTrack[] = [];
  const next: ShipState = { ...ship, engines: { ...ship.engines }, weapons: { ...ship.weapons }, shields: { ...ship.shields } };
  for (const face of faces) {
    const track = DIE_TRACK[face];
    if (!track || repaired.includes(track) || next[track].checked === 0) continue;
    next[track] = { ...next[track], checked: next[track].checked - 1 };
    repaired.push(track);
  }
  const weaponsToRestore = trackValue(tracks.weapons, next.weapons.checked) - trackValue(tracks.weapons, ship.weapons.checked);
  const shieldPointsRestored = trackValue(tracks.shields, next.shields.checked) - trackValue(tracks.shields, ship.shields.checked);
  const words: Record<RepairedTrack, string> = { engines: 'engine box', weapons: 'weapons box', shields: 'shield box' };
  const outcome = repaired.length > 0 ? repaired.map((t) => `${words[t]} restored`).join(', ') : 'nothing repaired';
  const restoreNote = weaponsToRestore > 0 ? `${SEPARATOR}${countOf(weaponsToRestore, 'weapon')} or equipment to bring back` : '';
  const summary = `${name} damage control${SEPARATOR}${faces.length > 0 ? faces.join(', ') : 'no dice'}${SEPARATOR}${outcome}${restoreNote}`;
  return { ship: next, record: { dice: faces, repaired, weaponsToRestore, shieldPointsRestored, summary } };
}

/** A battery as damage control sees it: the loss sheet plus its traits, for Slow weapons. */
export type RepairSheet = LossSheet & {
  readonly batteries: readonly (LossSheet['batteries'][number] & { readonly profiles?: readonly { readonly traits: readonly string[] }[] })[];
};

/** Lost items a weapons repair could bring back: every lost weapon box and equipment item. */
function lostItems(sheet: LossSheet, ship: Pick<ShipState, 'bankLosses' | 'equipmentLost'>): WeaponLoss[] {
  const items: WeaponLoss[] = [];
  sheet.batteries.forEach((b, i) =>
    b.banks.forEach((_bank, j) => {
      const lost = ship.bankLosses[i]?.[j] ?? 0;
      if (lost > 0) items.push({ kind: 'weapon', battery: i, bank: j, count: lost });
    }),
  );
  for (const it of sheet.equipment?.items ?? []) {
    const lost = ship.equipmentLost[it.system] ?? 0;
    if (lost > 0) items.push({ kind: 'equipment', system: it.system, count: lost });
  }
  return items;
}

/** The default items to bring back (see the module header). */
export function defaultWeaponRepairs(sheet: LossSheet, ship: Pick<ShipState, 'bankLosses' | 'equipmentLost'>, count: number): WeaponLoss[] {
  const pool = lostItems(sheet, ship).map((l) => ({ ...l }));
  const chosen: WeaponLoss[] = [];
  const batteryLost = (i: number): number => pool.reduce((s, l) => s + (l.kind === 'weapon' && l.battery === i ? l.count : 0), 0);
  for (let n = 0; n < count; n++) {
    const equipment = pool.find((l) => l.kind === 'equipment' && l.count > 0);
    let pick = equipment;
    if (!pick) {
      const weapons = pool.filter((l) => l.kind === 'weapon' && l.count > 0);
      pick = weapons.sort((a, b) => {
        if (a.kind !== 'weapon' || b.kind !== 'weapon') return 0;
        return batteryLost(b.battery) - batteryLost(a.battery) || a.battery - b.battery || b.count - a.count || a.bank - b.bank;
      })[0];
    }
    if (!pick) break;
    pick.count -= 1;
    const same = chosen.findIndex((c) =>
      c.kind === 'weapon' && pick.kind === 'weapon' ? c.battery === pick.battery && c.bank === pick.bank : c.kind === 'equipment' && pick.kind === 'equipment' && c.system === pick.system,
    );
    const prev = chosen[same];
    if (prev) chosen[same] = { ...prev, count: prev.count + 1 };
    else chosen.push({ ...pick, count: 1 });
  }
  return chosen;
}

/** Checks the owner's choice of items to bring back (loss limits do not apply, E.1). */
export function validateWeaponRepairs(
  sheet: LossSheet,
  ship: Pick<ShipState, 'bankLosses' | 'equipmentLost'>,
  count: number,
  choice: readonly WeaponLoss[],
): Result<readonly WeaponLoss[], RuleError[]> {
  const problems: RuleError[] = [];
  const lost = lostItems(sheet, ship);
  const due = Math.min(count, lost.reduce((s, l) => s + l.count, 0));
  const chosen = choice.reduce((s, l) => s + l.count, 0);
  if (chosen !== due) problems.push(starmadaError('ERR_REPAIR_COUNT', `Bring back ${countOf(due, 'item')}; you chose ${chosen}.`));
  for (const c of choice) {
    const match = lost.find((l) =>
      l.kind === 'weapon' && c.kind === 'weapon' ? l.battery === c.battery && l.bank === c.bank : l.kind === 'equipment' && c.kind === 'equipment' && l.system === c.system,
    );
    const what = c.kind === 'weapon' ? `${sheet.batteries[c.battery]?.name ?? `battery ${c.battery + 1}`} bank ${c.bank + 1}` : c.system;
    if (!Number.isInteger(c.count) || c.count < 1 || (match?.count ?? 0) < c.count) {
      problems.push(starmadaError('ERR_REPAIR_NOT_LOST', `${what} has ${match?.count ?? 0} lost; you chose to bring back ${c.count}.`, { at: what }));
    }
  }
  return problems.length > 0 ? err(problems) : ok(choice);
}

/** Unchecks the repaired items; a repaired Slow bank counts as fired this turn (E.1, C.5 Slow). */
export function applyWeaponRepairs(ship: ShipState, sheet: RepairSheet, repairs: readonly WeaponLoss[], turn: number): ShipState {
  const bankLosses = ship.bankLosses.map((row) => [...row]);
  const lastFired = ship.lastFired.map((row) => [...row]);
  const equipmentLost: Record<string, number> = { ...ship.equipmentLost };
  for (const r of repairs) {
    if (r.kind === 'equipment') {
      equipmentLost[r.system] = Math.max(0, (equipmentLost[r.system] ?? 0) - r.count);
      continue;
    }
    const row = bankLosses[r.battery];
    if (row) row[r.bank] = Math.max(0, (row[r.bank] ?? 0) - r.count);
    const slow = sheet.batteries[r.battery]?.profiles?.some((p) => p.traits.includes('Slw')) ?? false;
    if (slow) {
      while (lastFired.length <= r.battery) lastFired.push([]);
      const fired = lastFired[r.battery];
      if (fired) {
        while (fired.length <= r.bank) fired.push(null);
        fired[r.bank] = turn;
      }
    }
  }
  return { ...ship, bankLosses, equipmentLost, lastFired };
}
