/**
 * Weapon losses from weapon hits, within loss limits (Starmada 4.4 "Weapon Hits" p.21; A.3 p.27; E.1 p.48).
 *
 * When the weapons track value drops from V1 to V2 the owner strikes V1 − V2 weapons and/or equipment items.
 * "No battery may lose more weapons than indicated by its loss limit until all batteries have reached their loss
 * limits"; all equipment together is one more "battery" with its own limit. Traits and munitions are never struck.
 *
 * Judgement calls:
 * - Ruling 3: Once every battery has reached its limit, losses are free (the text sets no further tiers).
 * - A battery "has reached" its limit when its losses are at least min(limit, weapons), so odd sheet data cannot
 *   block the rule. Checking a choice: every battery that takes a loss in it may end above its limit only if every
 *   battery ends at or above its own. (Batteries left over their limit by earlier repairs, E.1, are not blamed.)
 * - Ruling 1: If more losses are owed than working items remain (the Majestic's track counts 17 for 16 items), all
 *   remaining items are lost.
 * - A multi-weapon mount is one box (one loss) [ruling 39].
 * - Default choice when the owner does not choose, one loss at a time among the choices the limits allow:
 *   1. a fired Expendable weapon (its diamond is filled, so it is dead weight),
 *   2. else the weapon battery with the most working weapons (ties: the first listed), from its bank with the
 *      most working weapons (ties: the first listed),
 *   3. equipment last (it often carries a whole system), the item with most working copies.
 */
import { count, plural } from '../../core/text.ts';
import { err, ok } from '../../core/result.ts';
import type { Result, RuleError } from '../../core/result.ts';
import { starmadaError } from '../errors.ts';

/** What the loss rules need from a battery (the ship schema's `Battery` fits). */
export interface LossBattery {
  readonly name: string;
  readonly banks: readonly { readonly arcs?: string; readonly count: number }[];
  readonly lossLimit: number;
}

/** What the loss rules need from a ship's equipment line (the ship schema's `equipment` fits). */
export interface LossEquipment {
  readonly items: readonly { readonly system: string; readonly count: number }[];
  readonly lossLimit: number;
}

export interface LossSheet {
  readonly batteries: readonly LossBattery[];
  readonly equipment?: LossEquipment | undefined;
}

/** The part of a ship's state the loss rules read and write (a `ShipState` fits). */
export interface LossState {
  readonly bankLosses: readonly (readonly number[])[];
  readonly equipmentLost: Readonly<Record<string, number>>;
  /** Expendable weapons already fired, per [battery][bank]. */
  readonly expended?: readonly (readonly number[])[];
}

export type WeaponLoss =
  | { readonly kind: 'weapon'; readonly battery: number; readonly bank: number; readonly count: number }
  | { readonly kind: 'equipment'; readonly system: string; readonly count: number };

const EQUIPMENT_GROUP = -1;

interface Group {
  /** Battery index, or EQUIPMENT_GROUP. */
  readonly id: number;
  readonly name: string;
  readonly total: number;
  readonly limit: number;
  lost: number;
}

const bankLost = (state: LossState, battery: number, bank: number): number => state.bankLosses[battery]?.[bank] ?? 0;

function groupsOf(sheet: LossSheet, state: LossState): Group[] {
  const groups: Group[] = sheet.batteries.map((b, i) => ({
    id: i,
    name: b.name,
    total: b.banks.reduce((s, bank) => s + bank.count, 0),
    limit: b.lossLimit,
    lost: b.banks.reduce((s, _bank, j) => s + bankLost(state, i, j), 0),
  }));
  const equipment = sheet.equipment;
  if (equipment && equipment.items.length > 0) {
    groups.push({
      id: EQUIPMENT_GROUP,
      name: 'Equipment',
      total: equipment.items.reduce((s, it) => s + it.count, 0),
      limit: equipment.lossLimit,
      lost: equipment.items.reduce((s, it) => s + Math.min(it.count, state.equipmentLost[it.system] ?? 0), 0),
    });
  }
  return groups.filter((g) => g.total > 0);
}

const reached = (g: Group): boolean => g.lost >= Math.min(g.limit, g.total);

/** Working weapons plus working equipment items. */
export function workingItems(sheet: LossSheet, state: LossState): number {
  return groupsOf(sheet, state).reduce((s, g) => s + Math.max(0, g.total - g.lost), 0);
}

/** The owner's automatic choice for `owed` losses (see the module header for the order of preference). */
export function defaultWeaponLosses(sheet: LossSheet, state: LossState, owed: number): WeaponLoss[] {
  const groups = groupsOf(sheet, state);
  const bankTaken = sheet.batteries.map((b, i) => b.banks.map((_bank, j) => bankLost(state, i, j)));
  const equipmentTaken: Record<string, number> = { ...state.equipmentLost };
  const losses: WeaponLoss[] = [];
  const note = (loss: WeaponLoss): void => {
    const same = losses.findIndex((l) =>
      l.kind === 'weapon' && loss.kind === 'weapon' ? l.battery === loss.battery && l.bank === loss.bank : l.kind === 'equipment' && loss.kind === 'equipment' && l.system === loss.system,
    );
    if (same >= 0) {
      const prev = losses[same];
      if (prev) losses[same] = { ...prev, count: prev.count + 1 };
    } else losses.push(loss);
  };

  for (let n = 0; n < owed; n++) {
    const allReached = groups.every(reached);
    const open = groups.filter((g) => g.lost < g.total && (allReached || g.lost < g.limit));
    if (open.length === 0) break;
    // 1. A fired Expendable weapon.
    let pick: WeaponLoss | null = null;
    for (const g of open) {
      if (g.id === EQUIPMENT_GROUP || pick) continue;
      const banks = sheet.batteries[g.id]?.banks ?? [];
      const spentBank = banks.findIndex((bank, j) => {
        const lost = bankTaken[g.id]?.[j] ?? 0;
        return lost < bank.count && (state.expended?.[g.id]?.[j] ?? 0) > lost;
      });
      if (spentBank >= 0) pick = { kind: 'weapon', battery: g.id, bank: spentBank, count: 1 };
    }
    // 2. The weapon battery with the most working weapons; 3. equipment last.
    if (!pick) {
      const weaponsFirst = [...open].sort((a, b) => {
        if ((a.id === EQUIPMENT_GROUP) !== (b.id === EQUIPMENT_GROUP)) return a.id === EQUIPMENT_GROUP ? 1 : -1;
        return b.total - b.lost - (a.total - a.lost) || a.id - b.id;
      });
      const g = weaponsFirst[0];
      if (!g) break;
      if (g.id === EQUIPMENT_GROUP) {
        const items = sheet.equipment?.items ?? [];
        let best: { system: string; working: number } | null = null;
        for (const it of items) {
          const working = it.count - (equipmentTaken[it.system] ?? 0);
          if (working > 0 && (!best || working > best.working)) best = { system: it.system, working };
        }
        if (best) pick = { kind: 'equipment', system: best.system, count: 1 };
      } else {
        const banks = sheet.batteries[g.id]?.banks ?? [];
        let bestBank = -1;
        let bestWorking = 0;
        banks.forEach((bank, j) => {
          const working = bank.count - (bankTaken[g.id]?.[j] ?? 0);
          if (working > bestWorking) {
            bestWorking = working;
            bestBank = j;
          }
        });
        if (bestBank >= 0) pick = { kind: 'weapon', battery: g.id, bank: bestBank, count: 1 };
      }
    }
    if (!pick) break;
    note(pick);
    if (pick.kind === 'weapon') {
      const row = bankTaken[pick.battery];
      if (row) row[pick.bank] = (row[pick.bank] ?? 0) + 1;
      const g = groups.find((x) => x.id === pick.battery);
      if (g) g.lost += 1;
    } else {
      equipmentTaken[pick.system] = (equipmentTaken[pick.system] ?? 0) + 1;
      const g = groups.find((x) => x.id === EQUIPMENT_GROUP);
      if (g) g.lost += 1;
    }
  }
  return losses;
}

const bankName = (sheet: LossSheet, battery: number, bank: number): string => {
  const b = sheet.batteries[battery];
  const arcs = b?.banks[bank]?.arcs;
  return `${b?.name ?? `battery ${battery + 1}`} bank ${bank + 1}${arcs ? ` (${arcs})` : ''}`;
};

/** The chosen losses added up by bank and by equipment, the groups they touch, and the losses that name nothing. */
interface Tally {
  readonly perBank: Map<string, number>;
  readonly perItem: Map<string, number>;
  readonly touched: Set<number>;
  readonly problems: RuleError[];
}

function tallyChoice(sheet: LossSheet, choice: readonly WeaponLoss[]): Tally {
  const tally: Tally = { perBank: new Map(), perItem: new Map(), touched: new Set(), problems: [] };
  for (const loss of choice) {
    if (!Number.isInteger(loss.count) || loss.count < 1) {
      tally.problems.push(starmadaError('ERR_LOSS_COUNT', `Each loss needs a whole number of at least 1; ${loss.count} is not.`));
      continue;
    }
    if (loss.kind === 'weapon') {
      const bank = sheet.batteries[loss.battery]?.banks[loss.bank];
      if (!bank) {
        tally.problems.push(starmadaError('ERR_LOSS_UNKNOWN', `This ship has no battery ${loss.battery + 1} bank ${loss.bank + 1}. Pick a bank from the sheet.`));
        continue;
      }
      const key = `${loss.battery}/${loss.bank}`;
      tally.perBank.set(key, (tally.perBank.get(key) ?? 0) + loss.count);
      tally.touched.add(loss.battery);
    } else {
      const item = sheet.equipment?.items.find((it) => it.system === loss.system);
      if (!item) {
        tally.problems.push(starmadaError('ERR_LOSS_UNKNOWN', `This ship carries no ${loss.system}. Pick equipment from the sheet.`));
        continue;
      }
      tally.perItem.set(loss.system, (tally.perItem.get(loss.system) ?? 0) + loss.count);
      tally.touched.add(EQUIPMENT_GROUP);
    }
  }
  return tally;
}

/** Banks and equipment asked to lose more than they have working. */
function overWorking(sheet: LossSheet, state: LossState, tally: Tally): RuleError[] {
  const problems: RuleError[] = [];
  for (const [key, lost] of tally.perBank) {
    const [battery, bank] = key.split('/').map(Number) as [number, number];
    const working = (sheet.batteries[battery]?.banks[bank]?.count ?? 0) - bankLost(state, battery, bank);
    if (lost > working) {
      problems.push(
        starmadaError('ERR_LOSS_TOO_MANY', `${bankName(sheet, battery, bank)} has ${working} working; you chose to lose ${lost}.`, {
          at: bankName(sheet, battery, bank),
        }),
      );
    }
  }
  for (const [system, lost] of tally.perItem) {
    const item = sheet.equipment?.items.find((it) => it.system === system);
    const working = (item?.count ?? 0) - (state.equipmentLost[system] ?? 0);
    if (lost > working) {
      problems.push(starmadaError('ERR_LOSS_TOO_MANY', `${system} has ${Math.max(0, working)} working; you chose to lose ${lost}.`, { at: system }));
    }
  }
  return problems;
}

/** Loss limits, checked on the state after the choice: no group past its limit while another is short of it. */
function overLimits(sheet: LossSheet, state: LossState, tally: Tally): RuleError[] {
  const groups = groupsOf(sheet, state);
  for (const g of groups) {
    if (g.id === EQUIPMENT_GROUP) g.lost += [...tally.perItem.values()].reduce((a, b) => a + b, 0);
    else for (const [key, lost] of tally.perBank) if (key.startsWith(`${g.id}/`)) g.lost += lost;
  }
  const short = groups.filter((g) => !reached(g));
  if (short.length === 0) return [];
  const problems: RuleError[] = [];
  for (const g of groups) {
    if (!tally.touched.has(g.id) || g.lost <= g.limit) continue;
    const others = short.map((s) => `${s.name} (lost ${s.lost} of its limit ${s.limit})`).join(', ');
    problems.push(
      starmadaError(
        'ERR_LOSS_LIMIT',
        `${g.name} would lose ${g.lost}, over its loss limit of ${g.limit}, before ${others} ${plural(short.length, 'reaches its limit', 'reach their limits')}. Take those losses first.`,
        { at: g.name },
      ),
    );
  }
  return problems;
}

/**
 * Checks an owner's choice of losses: the right number, only working items, loss limits respected.
 * Returns the choice unchanged when it is legal, or every problem as a sentence.
 */
export function validateWeaponLosses(
  sheet: LossSheet,
  state: LossState,
  owed: number,
  choice: readonly WeaponLoss[],
): Result<readonly WeaponLoss[], RuleError[]> {
  const problems: RuleError[] = [];
  const due = Math.min(owed, workingItems(sheet, state));
  const chosen = choice.reduce((s, l) => s + l.count, 0);
  if (chosen !== due) {
    problems.push(starmadaError('ERR_LOSS_COUNT', `Choose ${count(due, 'loss', 'losses')}; you chose ${chosen}.`));
  }
  const tally = tallyChoice(sheet, choice);
  problems.push(...tally.problems, ...overWorking(sheet, state, tally));
  if (problems.length > 0) return err(problems);
  const limits = overLimits(sheet, state, tally);
  return limits.length > 0 ? err(limits) : ok(choice);
}

/** Fills in the boxes of the chosen losses. */
export function applyWeaponLosses<S extends LossState>(state: S, choice: readonly WeaponLoss[]): S {
  const bankLosses = state.bankLosses.map((row) => [...row]);
  const equipmentLost: Record<string, number> = { ...state.equipmentLost };
  for (const loss of choice) {
    if (loss.kind === 'weapon') {
      while (bankLosses.length <= loss.battery) bankLosses.push([]);
      const row = bankLosses[loss.battery];
      if (row) {
        while (row.length <= loss.bank) row.push(0);
        row[loss.bank] = (row[loss.bank] ?? 0) + loss.count;
      }
    } else {
      equipmentLost[loss.system] = (equipmentLost[loss.system] ?? 0) + loss.count;
    }
  }
  return { ...state, bankLosses, equipmentLost };
}

interface LossUnit {
  readonly unit: WeaponLoss;
  readonly working: number;
}

/** Each bank and each equipment item that still has working items, as the one-loss choices it offers. */
function lossUnits(sheet: LossSheet, state: LossState): LossUnit[] {
  const banks = sheet.batteries.flatMap((b, i) =>
    b.banks.map((bank, j): LossUnit => ({ unit: { kind: 'weapon', battery: i, bank: j, count: 1 }, working: bank.count - bankLost(state, i, j) })),
  );
  const items = (sheet.equipment?.items ?? []).map((it): LossUnit => ({ unit: { kind: 'equipment', system: it.system, count: 1 }, working: it.count - (state.equipmentLost[it.system] ?? 0) }));
  return [...banks, ...items].filter((u) => u.working > 0);
}

/**
 * The losses when the owner has no choice to make (4.4 p.21 leaves the choice to the owner only within the loss
 * limits): every legal way to strike `owed` items comes to the same boxes, e.g. the last working items go, or one
 * bank is all the limits allow. Null when there are two or more legal choices (the owner is asked).
 */
export function onlyWeaponLosses(sheet: LossSheet, state: LossState, owed: number): WeaponLoss[] | null {
  const units = lossUnits(sheet, state);
  const due = Math.min(owed, workingItems(sheet, state));
  if (due === 0) return [];
  const legal: WeaponLoss[][] = [];
  // Every way to spread `due` losses over the units (a multiset), stopping at the second legal one.
  const spread = (from: number, left: number, taken: WeaponLoss[]): void => {
    if (legal.length > 1) return;
    if (left === 0) {
      if (validateWeaponLosses(sheet, state, owed, taken).ok) legal.push(taken);
      return;
    }
    for (let u = from; u < units.length; u++) {
      const { unit, working } = units[u] as LossUnit;
      for (let n = Math.min(left, working); n >= 1; n--) spread(u + 1, left - n, [...taken, { ...unit, count: n }]);
    }
  };
  spread(0, due, []);
  return legal.length === 1 ? (legal[0] ?? null) : null;
}
