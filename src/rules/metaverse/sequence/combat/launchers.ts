/**
 * Launchers, munitions and local magazines in the Starship Combat Step (Metaverse p.67 "Launcher", "Munition",
 * "Local Magazine"): "A launcher is fired like standard weapons, however, the player must choose the
 * number of munitions to fire" — from one to the munition's maximum per turn, one munition type per launcher and
 * turn, drawn only from the launcher's local magazine, which must hold them. "Expended munitions are marked off
 * from the local magazine. Infinite munitions are not marked off but are limited in their expenditure per turn
 * [by] magazine size."
 *
 * What is left is kept on the ship (`MvShip.magazines`, magazine id → munition id → count); a magazine the ship has
 * not drawn from yet holds what the design loads.
 *
 * Judgement calls:
 * - Each munition fired is one shot with the munition's stat line (its own sensor roll in salvo fire, p.24); the
 *   munitions leave the magazine when they are fired (rolled for), hit or miss; an order refused before its sensor
 *   roll (no sensor, out of arc, not a legal target, cloak) spends none.
 * - A launcher fires at most once a step (one order), like any weapon.
 * - The per-turn size limit counts every munition drawn from the magazine this step, infinite or not.
 */
import { launcherModeOf } from '../../adapters/fire.ts';
import { isOperational } from '../../damage/power.ts';
import type { WeaponMode } from '../../fire/weapon.ts';
import type { ShipDesign } from '../../ships/design.ts';
import type { Munition } from '../../ships/weapon.ts';
import type { MvShip } from '../../state.ts';
import { count, plural } from '../../../core/text.ts';

export type Magazines = Readonly<Record<string, Readonly<Record<string, number | 'infinite'>>>>;

/** What a magazine holds now: the ship's record, else the design's load. */
export function munitionsLeft(ship: MvShip, design: ShipDesign, magazineId: string, munitionId: string): number | 'infinite' {
  const recorded = ship.magazines?.[magazineId]?.[munitionId];
  if (recorded !== undefined) return recorded;
  const mag = design.magazines.find((m) => m.id === magazineId);
  return mag?.contents.find((c) => c.munition === munitionId)?.count ?? 0;
}

export interface LauncherFire {
  readonly launcherId: string;
  readonly name: string;
  readonly section: string;
  readonly sectors: readonly string[];
  readonly mode: WeaponMode;
  readonly munition: Munition;
  readonly count: number;
  readonly magazineId: string;
}

/** Checks a launcher order against the design and what is left; `drawn` counts this step's draws per magazine. */
export function launcherFire(
  ship: MvShip,
  design: ShipDesign,
  launcherId: string,
  order: { readonly id: string; readonly count: number },
  drawn: ReadonlyMap<string, number>,
): LauncherFire | { readonly refused: string } {
  const l = design.launchers.find((x) => x.id === launcherId);
  if (!l) return { refused: `${ship.name} has no launcher ${launcherId}` };
  const name = l.name ?? l.id;
  if (!isOperational(design, l.id, l.section, ship.damage)) return { refused: `${name} is disabled or unpowered` };
  const allowed = l.munitions.find((m) => m.munition === order.id);
  const munition = design.munitions.find((m) => m.id === order.id);
  const mode = launcherModeOf(design, l.id, order.id);
  if (!allowed || !munition || !mode) return { refused: `${name} cannot fire munition ${order.id}` };
  // p.67: "from one to the maximum allowed by the chosen munition".
  if (!Number.isInteger(order.count) || order.count < 1 || order.count > allowed.maxPerTurn)
    return { refused: `${name} fires 1 to ${allowed.maxPerTurn} ${plural(allowed.maxPerTurn, munition.name)} a turn, not ${order.count}` };
  const mag = design.magazines.find((m) => m.id === l.magazine);
  if (!mag || mag.kind !== 'local') return { refused: `${name} has no local magazine` };
  const left = munitionsLeft(ship, design, mag.id, munition.id);
  // p.67: the magazine "must currently hold those munitions".
  if (left !== 'infinite' && left < order.count) return { refused: `magazine ${mag.id} holds ${count(left, munition.name)}, not ${order.count}` };
  const already = drawn.get(`${ship.id}/${mag.id}`) ?? 0;
  if (already + order.count > mag.size) return { refused: `magazine ${mag.id} (size ${mag.size}) cannot feed ${already + order.count} munitions this turn` };
  return { launcherId: l.id, name, section: l.section, sectors: l.sectors, mode, munition, count: order.count, magazineId: mag.id };
}

/** The ship's magazines after `count` munitions were fired (infinite contents are not marked off). */
export function spendMunitions(ship: MvShip, design: ShipDesign, fired: LauncherFire, count: number = fired.count): Magazines {
  const left = munitionsLeft(ship, design, fired.magazineId, fired.munition.id);
  const after = left === 'infinite' ? 'infinite' : Math.max(0, left - count);
  const mags = ship.magazines ?? {};
  return { ...mags, [fired.magazineId]: { ...(mags[fired.magazineId] ?? {}), [fired.munition.id]: after } };
}
