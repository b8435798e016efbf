/**
 * Danger Close and legal targets (Metaverse p.21–22 "Control Step > Crew Quality / Danger Close";
 * rulings A26, A42, A43, A52).
 *
 * DC range of an enemy ship, as seen by a friendly ship = (enemy Threat + crew modifier of the friendly squadron) ×
 * the friendly navy's discipline; green +1, regular 0, veteran −1 ("Green crews raise the Threat Level of all opposing
 * starships by one", p.21). An enemy at a distance ≤ that range is Danger Close; its whole squadron then counts as a
 * designated target and every ship in it is Danger Close (p.22).
 *
 * Judgement calls:
 * - Evaluated per (friendly ship, enemy ship) pair (A42); the squadron point makes distances equal within a squadron.
 * - "Closest Danger Close target in each arc" is read per weapon: each weapon that can fire on a DC target must fire
 *   at the closest DC target it can fire on (A43). Ties are the firer's choice, so all tied targets are returned.
 * - Legal targets = priority fleet targets ∪ the squadron's designated targets ∪ Danger Close squadrons (A26), unless
 *   the game turns `legalTargetsRequireDesignation` off.
 * - A tactic that lets a ship ignore Danger Close is an input flag (`ignoreDangerClose`).
 */
import { err, ok } from '../../core/result.ts';
import type { Result, RuleError } from '../../core/result.ts';
import type { CrewQuality } from '../ships/fleet.ts';
import { metaverseError } from '../errors.ts';

export type Discipline = 5 | 10 | 15;

/** Crew quality's change to opposing Threat (p.21 "Crew Quality"). */
export const CREW_THREAT_MODIFIER: Readonly<Record<CrewQuality, number>> = { green: 1, regular: 0, veteran: -1 };

/** The range (cm) within which an enemy of this Threat is Danger Close to a friendly ship (p.22). */
export function dangerCloseRange(enemyThreat: number, friendlyCrew: CrewQuality, friendlyDiscipline: Discipline): number {
  return Math.max(0, enemyThreat + CREW_THREAT_MODIFIER[friendlyCrew]) * friendlyDiscipline;
}

export interface EnemyContact {
  readonly shipId: string;
  readonly squadronId: string;
  readonly threat: number;
  /** Squadron-point to squadron-point distance in cm (geometry module). */
  readonly distanceCm: number;
  /** Cloaked ships cannot be fired on (p.56), so they force nothing. */
  readonly cloaked?: boolean;
}

export interface DangerCloseReport {
  /** The enemy ships that are within their own DC range, with range and distance. */
  readonly within: readonly { readonly shipId: string; readonly squadronId: string; readonly rangeCm: number; readonly distanceCm: number }[];
  /** Squadrons that became Danger Close (and designated targets) through one of their ships. */
  readonly squadrons: readonly string[];
  /** Every enemy ship in those squadrons: all are Danger Close (p.22). */
  readonly ships: readonly string[];
}

/** Which enemies are Danger Close to one friendly ship (p.22). */
export function dangerClose(friendlyCrew: CrewQuality, friendlyDiscipline: Discipline, enemies: readonly EnemyContact[]): DangerCloseReport {
  const within = enemies
    .filter((e) => !e.cloaked)
    .map((e) => ({ shipId: e.shipId, squadronId: e.squadronId, rangeCm: dangerCloseRange(e.threat, friendlyCrew, friendlyDiscipline), distanceCm: e.distanceCm }))
    .filter((e) => e.distanceCm <= e.rangeCm);
  const squadrons = [...new Set(within.map((e) => e.squadronId))];
  const ships = enemies.filter((e) => !e.cloaked && squadrons.includes(e.squadronId)).map((e) => e.shipId);
  return { within, squadrons, ships };
}

export interface TargetOrders {
  /** Priority fleet targets (enemy ship ids) of the firer's fleet this turn. */
  readonly priority: readonly string[];
  /** Designated targets (enemy ship ids) of the firer's squadron this turn. */
  readonly designated: readonly string[];
  /** Danger Close enemy ship ids (from `dangerClose`). */
  readonly dangerClose: readonly string[];
  /** false = free targeting (config `legalTargetsRequireDesignation`, A26). */
  readonly requireDesignation: boolean;
}

/** A starship weapon may fire only at nominated or Danger Close targets (A26). */
export function isLegalTarget(targetId: string, orders: TargetOrders): boolean {
  if (!orders.requireDesignation) return true;
  return orders.priority.includes(targetId) || orders.designated.includes(targetId) || orders.dangerClose.includes(targetId);
}

export interface WeaponReach {
  readonly weaponId: string;
  /** Targets this weapon could fire on now (in sector, in range, line of sight: geometry), with distance. */
  readonly canReach: readonly { readonly targetId: string; readonly distanceCm: number }[];
}

/**
 * The Danger Close targets each weapon is forced onto: the closest DC target it can reach (ties: all tied ones, the
 * firer picks). A weapon that reaches none is free ("If a weapon does not have arc or is out of range, it can be
 * fired on any normally legal target", p.22). Empty when the ship ignores Danger Close through a tactic.
 */
export function forcedTargets(weapons: readonly WeaponReach[], dangerCloseShips: readonly string[], ignoreDangerClose = false): Record<string, readonly string[]> {
  const forced: Record<string, readonly string[]> = {};
  if (ignoreDangerClose) return forced;
  for (const w of weapons) {
    const dc = w.canReach.filter((t) => dangerCloseShips.includes(t.targetId));
    if (dc.length === 0) continue;
    const closest = Math.min(...dc.map((t) => t.distanceCm));
    forced[w.weaponId] = dc.filter((t) => t.distanceCm === closest).map((t) => t.targetId);
  }
  return forced;
}

/** One weapon's order for this step: fire at a target, or hold (e.g. for PD). */
export interface DangerCloseOrder {
  readonly weaponId: string;
  /** null = the weapon is held (not fired). */
  readonly targetId: string | null;
}

/**
 * Checks weapon orders against Danger Close (p.22, p.71 "Point Defence"): a forced weapon must fire at one of its
 * forced targets, and may not be held for PD. `blockedBySensors` lists weapons the ship cannot fire for lack of sensor
 * systems ("the closest targets are priority"), which the caller has already checked.
 */
export function checkDangerCloseOrders(
  orders: readonly DangerCloseOrder[],
  forced: Record<string, readonly string[]>,
  blockedBySensors: readonly string[] = [],
): Result<readonly DangerCloseOrder[], RuleError> {
  for (const o of orders) {
    const must = forced[o.weaponId];
    if (!must || blockedBySensors.includes(o.weaponId)) continue;
    if (o.targetId === null)
      return err(metaverseError('ERR_DC_HELD', `${o.weaponId} must fire at the Danger Close target ${must.join(' or ')}, so it cannot be held.`, { at: o.weaponId }));
    if (!must.includes(o.targetId))
      return err(metaverseError('ERR_DC_TARGET', `${o.weaponId} must fire at the closest Danger Close target: ${must.join(' or ')}.`, { at: o.weaponId }));
  }
  return ok(orders);
}

/**
 * When the ship has fewer sensor systems than Danger Close targets its weapons are forced onto, the closest targets
 * take them (p.22 "the closest targets are priority"). Returns the targets that must get a sensor system, closest
 * first; forced weapons whose targets are left out are the `blockedBySensors` of `checkDangerCloseOrders`.
 */
export function dangerClosePriority(targets: readonly { readonly targetId: string; readonly distanceCm: number }[], sensorSystems: number): string[] {
  const closest = new Map<string, number>();
  for (const t of targets) closest.set(t.targetId, Math.min(t.distanceCm, closest.get(t.targetId) ?? Infinity));
  return [...closest.entries()]
    .sort((a, b) => a[1] - b[1])
    .slice(0, Math.max(0, sensorSystems))
    .map(([id]) => id);
}
