/**
 * Legal targets and Danger Close for the Starship Combat Step (Metaverse p.21–22 "Targets", "Crew Quality",
 * "Danger Close"; rulings A26, A42, A43, A50, A52): from the state after movement and the Control Step's
 * declarations, which enemy ships each starship may fire at, and which weapons Danger Close forces onto the closest
 * threat (fire/danger-close.ts).
 *
 * Legal targets (A26, config `game.legalTargetsRequireDesignation`, default on) = the firer's fleet's priority
 * targets ∪ its squadron's designated targets ∪ Danger Close ships; with the option off, every enemy on the table.
 * Cloaked ships are never legal (A50). Danger Close range = (enemy Threat + the firer squadron's crew modifier) × the
 * firer's navy discipline (p.22); distances are squadron point to squadron point (A42).
 *
 * Judgement calls:
 * - A weapon "can fire" on a Danger Close ship when some fire mode reaches it and it lies in one of the weapon's
 *   sectors (A43: per weapon, ties are the firer's choice). Line of sight is always clear (no terrain yet).
 * - A forced weapon left out of the orders counts as held, which p.22 forbids: `checkFireOrders` reports it for the
 *   sides named in its `sides` argument (both by default).
 * - The sensor limit ("the closest targets are priority", p.22) is not applied: the composed combat step lets one
 *   sensor array serve every target.
 * - Ships that ignore Danger Close through a tactic are passed in `options.ignoreDangerClose`.
 */
import { type RuleError } from '../../../core/result.ts';
import type { ControlDeclarations } from '../../control/declarations.ts';
import { legalTargets } from '../../control/declarations.ts';
import { checkDangerCloseOrders, dangerClose, forcedTargets, type DangerCloseReport, type Discipline, type WeaponReach } from '../../fire/danger-close.ts';
import { weaponModesOf } from '../../adapters/fire.ts';
import { inMaxRange } from '../../fire/range.ts';
import { sectorsFacing } from '../../geometry/arcs.ts';
import { distance } from '../../../core/plane.ts';
import { expandCopies, type ShipDesign } from '../../ships/design.ts';
import { designOfShip } from '../../ships/library.ts';
import { weaponLabel } from '../../ships/part-labels.ts';
import type { WeaponOrder } from './combat-step.ts';
import type { MetaverseState, MvShip, MvSquadron } from '../../state.ts';
import { metaverseError } from '../../errors.ts';

/** Each side's Control Step declarations (ControlState.declarations); a missing side declared nothing. */
export type SideDeclarations = Readonly<Partial<Record<'A' | 'B', ControlDeclarations>>>;

export interface TargetOptions {
  /** Ships whose targeting ignores Danger Close this turn (tactic, p.88). */
  readonly ignoreDangerClose?: readonly string[];
  /** Cloaked ships (control-step.ts `hasActiveCloak`): never targets, never Danger Close (A50). */
  readonly cloaked?: readonly string[];
}

const DISCIPLINES: readonly number[] = [5, 10, 15];

function context(state: MetaverseState, shipId: string, options: TargetOptions) {
  const ship = state.ships.find((s) => s.id === shipId && s.status === 'active');
  const squadron = state.squadrons.find((q) => q.id === ship?.squadronId);
  if (!ship || !squadron) return null;
  const enemies = state.ships
    .filter((s) => s.status === 'active' && s.side !== ship.side && !(options.cloaked ?? []).includes(s.id))
    .flatMap((s) => {
      const q = state.squadrons.find((x) => x.id === s.squadronId);
      return q ? [{ ship: s, squadron: q, distanceCm: distance(squadron.at, q.at) }] : [];
    });
  return { ship, squadron, enemies };
}

/** The enemy ships Danger Close to this starship (p.22), or null when it is not an active ship on the table. */
export function dangerCloseFor(state: MetaverseState, shipId: string, options: TargetOptions = {}): DangerCloseReport | null {
  const ctx = context(state, shipId, options);
  if (!ctx) return null;
  const side = state.sides.find((s) => s.side === ctx.ship.side);
  const discipline = side?.discipline ?? 10;
  if (!DISCIPLINES.includes(discipline)) throw new Error(`navy discipline ${discipline} is not 5, 10 or 15 cm`);
  return dangerClose(
    ctx.squadron.crewQuality,
    discipline as Discipline,
    ctx.enemies.map((e) => ({ shipId: e.ship.id, squadronId: e.squadron.id, threat: designOfShip(e.ship).threat, distanceCm: e.distanceCm })),
  );
}

/** The enemy ships this starship may fire at (A26), in table order; empty when the ship is not active. */
export function legalTargetsFor(state: MetaverseState, declarations: SideDeclarations, shipId: string, options: TargetOptions = {}): string[] {
  const ctx = context(state, shipId, options);
  const dc = dangerCloseFor(state, shipId, options);
  if (!ctx || !dc) return [];
  const ignoring = (options.ignoreDangerClose ?? []).includes(shipId) || !state.config.game.modules.dangerClose;
  const legal = legalTargets(declarations[ctx.ship.side] ?? { priorityTargets: [], designatedTargets: {}, podsFired: {}, shields: {} }, ctx.squadron.id, ignoring ? [] : dc.ships, {
    requireDesignation: state.config.game.legalTargetsRequireDesignation,
    allEnemies: ctx.enemies.map((e) => e.ship.id),
  });
  // Only enemies still on the table and visible, in the table's order.
  return ctx.enemies.map((e) => e.ship.id).filter((id) => legal.includes(id));
}

/** Which enemies each of the ship's weapons can reach now: in a mode's range and in one of its sectors. */
function reachOf(design: ShipDesign, squadron: MvSquadron, enemies: readonly { ship: MvShip; squadron: MvSquadron; distanceCm: number }[]): WeaponReach[] {
  return expandCopies(design).weapons.map((w) => {
    const modes = weaponModesOf(design, w.id);
    return {
      weaponId: w.id,
      canReach: enemies
        .filter((e) => modes.some((m) => inMaxRange(e.distanceCm, m.range)))
        .filter((e) => sectorsFacing(squadron, e.squadron.at, squadron.directionality).some((s) => (w.sectors as readonly string[]).includes(s)))
        .map((e) => ({ targetId: e.ship.id, distanceCm: e.distanceCm })),
    };
  });
}

/** Weapon id → the Danger Close ships it must fire at (the closest it can reach; ties: any of them), p.22. */
export function forcedWeaponsFor(state: MetaverseState, shipId: string, options: TargetOptions = {}): Record<string, readonly string[]> {
  const ctx = context(state, shipId, options);
  const dc = dangerCloseFor(state, shipId, options);
  if (!ctx || !dc) return {};
  const ignoring = (options.ignoreDangerClose ?? []).includes(shipId) || !state.config.game.modules.dangerClose;
  return forcedTargets(reachOf(designOfShip(ctx.ship), ctx.squadron, ctx.enemies), dc.ships, ignoring);
}

/** The design's expanded weapon id an order names ("las" → "las-1"), as combat-step.ts reads it. */
function weaponIdOf(design: ShipDesign, weaponId: string): string {
  const weapons = expandCopies(design).weapons;
  return (weapons.find((w) => w.id === weaponId) ?? weapons.find((w) => w.id === `${weaponId}-1`))?.id ?? weaponId;
}

/**
 * Every problem with a side's fire orders at once: a target that is not legal (A26), a forced weapon aimed elsewhere
 * or held (p.22 Danger Close). `sides`: whose ships must not hold forced weapons (the sides these orders are for).
 */
export function checkFireOrders(
  state: MetaverseState,
  declarations: SideDeclarations,
  orders: readonly WeaponOrder[],
  sides: readonly ('A' | 'B')[] = ['A', 'B'],
  options: TargetOptions = {},
): RuleError[] {
  const errors: RuleError[] = [];
  const mustFire = (ship: MvShip, weaponId: string, forced: Record<string, readonly string[]>, held: boolean): string =>
    `${ship.name}'s ${weaponLabel(designOfShip(ship), weaponId)} ${held ? 'cannot be held: it' : ''} must fire at the closest Danger Close target, ${(forced[weaponId] ?? []).map(name).join(' or ')}.`.replace('  ', ' ');
  const name = (id: string): string => state.ships.find((s) => s.id === id)?.name ?? 'a ship';
  const firers = new Set([...orders.map((o) => o.shipId), ...state.ships.filter((s) => s.status === 'active' && sides.includes(s.side)).map((s) => s.id)]);
  for (const shipId of firers) {
    const ship = state.ships.find((s) => s.id === shipId && s.status === 'active');
    const mine = orders.map((o, i) => ({ o, at: `orders[${i}]` })).filter((x) => x.o.shipId === shipId);
    if (!ship) {
      for (const { at } of mine) errors.push(metaverseError('ERR_FIRER_UNKNOWN', `${name(shipId)} is not one of the starships on the table; give orders to your ships only.`, { at }));
      continue;
    }
    const design = designOfShip(ship);
    const legal = legalTargetsFor(state, declarations, shipId, options);
    const forced = forcedWeaponsFor(state, shipId, options);
    for (const { o, at } of mine) {
      if (!legal.includes(o.targetId)) {
        errors.push(
          metaverseError('ERR_TARGET_NOT_LEGAL', `${name(o.targetId)} is not a legal target for ${ship.name}; pick a priority, designated or Danger Close target.`, { at }),
        );
        continue;
      }
      const checked = checkDangerCloseOrders([{ weaponId: weaponIdOf(design, o.weaponId), targetId: o.targetId }], forced);
      if (!checked.ok) errors.push({ ...checked.error, message: mustFire(ship, weaponIdOf(design, o.weaponId), forced, false), at, unit: ship.name });
    }
    if (!sides.includes(ship.side)) continue;
    const ordered = new Set(mine.map((x) => weaponIdOf(design, x.o.weaponId)));
    for (const weaponId of Object.keys(forced)) {
      if (ordered.has(weaponId)) continue;
      const held = checkDangerCloseOrders([{ weaponId, targetId: null }], forced);
      if (!held.ok) errors.push({ ...held.error, message: mustFire(ship, weaponId, forced, true), at: weaponId, unit: ship.name });
    }
  }
  return errors;
}
