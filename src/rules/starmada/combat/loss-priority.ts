/**
 * A standing loss priority (Salvo's, issue 25): the owner lists, with the orders, which weapons go first when weapon
 * hits come (4.4 p.21: "Players are free to select any weapons as losses", within the loss limits), so the game need
 * not stop for a weapon-loss step.
 *
 * The losses are struck one at a time: each from the first entry of the list that still has a working item and that
 * the loss limits allow now; a battery named without a bank loses from its bank with the most working weapons (the
 * default's tie-break, weapon-losses.ts). `auto` strikes whatever is left by the default choice. A list that cannot
 * place every loss covers nothing: the owner is asked as before, with nothing struck [ruling 151].
 */
import type { LossPriorityItem } from '../state.ts';
import { applyWeaponLosses, defaultWeaponLosses, validateWeaponLosses, workingItems, type LossSheet, type LossState, type WeaponLoss } from './weapon-losses.ts';

/** The one-item loss an entry offers now, or null when it has nothing working. */
function unitOf(sheet: LossSheet, state: LossState, item: LossPriorityItem): WeaponLoss | null {
  if (item.kind === 'equipment') {
    const it = sheet.equipment?.items.find((x) => x.system === item.system);
    return it && it.count - (state.equipmentLost[it.system] ?? 0) > 0 ? { kind: 'equipment', system: it.system, count: 1 } : null;
  }
  if (item.kind !== 'weapon') return null;
  const banks = sheet.batteries[item.battery]?.banks ?? [];
  const working = banks.map((b, j) => (item.bank === undefined || item.bank === j ? b.count - (state.bankLosses[item.battery]?.[j] ?? 0) : 0));
  const most = Math.max(0, ...working);
  return most > 0 ? { kind: 'weapon', battery: item.battery, bank: working.indexOf(most), count: 1 } : null;
}

/** Adds up one-item losses into one entry per bank or item. */
function merged(losses: readonly WeaponLoss[]): WeaponLoss[] {
  const out: WeaponLoss[] = [];
  for (const loss of losses) {
    const same = out.findIndex((l) => (l.kind === 'weapon' && loss.kind === 'weapon' ? l.battery === loss.battery && l.bank === loss.bank : l.kind === 'equipment' && loss.kind === 'equipment' && l.system === loss.system));
    const prev = out[same];
    if (prev) out[same] = { ...prev, count: prev.count + loss.count };
    else out.push(loss);
  }
  return out;
}

/** The losses the priority gives for `owed` weapon hits, or null when it does not cover them (the owner is asked). */
export function standingWeaponLosses(sheet: LossSheet, state: LossState, owed: number, priority: readonly LossPriorityItem[]): WeaponLoss[] | null {
  const due = Math.min(owed, workingItems(sheet, state));
  const taken: WeaponLoss[] = [];
  while (taken.length < due) {
    const now = applyWeaponLosses(state, taken);
    let pick: WeaponLoss | null = null;
    for (const item of priority) {
      if (item.kind === 'auto') {
        const rest = defaultWeaponLosses(sheet, now, due - taken.length);
        const all = merged([...taken, ...rest]);
        return validateWeaponLosses(sheet, state, owed, all).ok ? all : null;
      }
      const unit = unitOf(sheet, now, item);
      if (unit && validateWeaponLosses(sheet, state, taken.length + 1, [...taken, unit]).ok) {
        pick = unit;
        break;
      }
    }
    if (!pick) return null;
    taken.push(pick);
  }
  const all = merged(taken);
  return validateWeaponLosses(sheet, state, owed, all).ok ? all : null;
}
