/**
 * The fire panel (ux.md §4, §9; issue 18 item 3): fire given with menus and buttons, no typing, in every rule system
 * alike. A ship menu, then that ship's weapon menu, then the targets that weapon reaches (each with what the rules'
 * `/fire` autocomplete says: range, band, to-hit), and "everything this ship has in reach at …". Every pick edits the
 * same draft typed lines build (drafts.ts `declareFire`, `fireAllAt`), so the panel echoes the draft in the notation.
 *
 * The choices are the rule system's `fireShips`, `fireWeapons` and `fireTargets` (core/assist.ts), which depend on
 * the state only: while a step is open they stay put, so the panel names a ship and a weapon by their place in
 * those lists (short enough for a custom id) and every pick says which step it was made in.
 */
import type { Choice } from '../rules/core/assist.ts';
import { err, ok, type Result, type RuleError } from '../rules/core/result.ts';
import type { GameContext } from './context.ts';
import { currentDraft, declareFire, fireAllAt, guideFor, type AcceptedDraft } from './drafts.ts';
import { serviceError } from './errors.ts';
import { ruleSystem } from './rule-systems.ts';
import { openStepFor } from './step-cycle.ts';
import { submissionsOf } from '../db/game-repo.ts';

/** The panel's menus. */
export type FireMenu = 'ship' | 'weapon' | 'target' | 'all';

/** Where the panel is: the ship and weapon picked (places in the rules' lists) and the page each menu shows. */
export interface FirePanelPick {
  readonly ship: number | null;
  readonly weapon: number | null;
  readonly pages?: Readonly<Partial<Record<FireMenu, number>>>;
}

/** A target some weapon of the ship reaches, with those weapons' names: a "fire everything in reach at" choice. */
export interface ReachTarget {
  readonly id: string;
  readonly name: string;
  readonly weapons: readonly string[];
}

export interface FirePanelData {
  readonly gameId: number;
  readonly gameTitle: string;
  readonly stepKey: string;
  readonly stepTitle: string;
  /** The draft so far, one line per unit, as the notation echoes it. */
  readonly echo: readonly string[];
  readonly ships: readonly Choice[];
  readonly weapons: readonly Choice[];
  readonly targets: readonly Choice[];
  readonly reach: readonly ReachTarget[];
  /** The pick, settled: a seat with one ship has it picked; a place off the lists is dropped. */
  readonly pick: FirePanelPick;
  /** Whether the seat has fire to withdraw (the step's "Hold fire", guide.holdFire). */
  readonly canHold: boolean;
}

/**
 * What the player reads of a choice before its details: "Kestrel" of "Kestrel · range 4 · medium · hits on 4+",
 * "Laser Cannon" of "Laser Cannon ×4 (ABG, 3-6-9)"; a name's own brackets stay ("Dual Mk-II laser turret (2)").
 */
export const headOf = (name: string): string => name.split(' · ')[0]?.replace(/ ×\d+ \(.*$/, '') ?? name;

interface Lists {
  ships: Choice[];
  weapons: Choice[];
  targets: Choice[];
  reach: ReachTarget[];
}

type Assist = ReturnType<typeof ruleSystem>['assist'];

/** Every target any weapon of the ship reaches, nearest-first as the first weapon lists them. */
function reachOf(assist: Assist, state: unknown, seat: string, ship: string, weapons: readonly Choice[], draft: unknown): ReachTarget[] {
  const byId = new Map<string, { id: string; name: string; weapons: string[] }>();
  for (const weapon of weapons) {
    for (const target of assist.fireTargets(state, seat, ship, weapon.value, draft)) {
      const entry = byId.get(target.value) ?? { id: target.value, name: headOf(target.name), weapons: [] };
      entry.weapons.push(headOf(weapon.name));
      byId.set(target.value, entry);
    }
  }
  return [...byId.values()];
}

/** The menus for `pick`; the targets as the seat's `draft` makes them legal (a Metaverse nomination). */
function listsFor(assist: Assist, state: unknown, seat: string, pick: FirePanelPick, draft: unknown): { lists: Lists; pick: FirePanelPick } {
  const ships = assist.fireShips(state, seat);
  const shipAt = pick.ship ?? (ships.length === 1 ? 0 : null);
  const ship = shipAt === null ? undefined : ships[shipAt];
  const weapons = ship ? assist.fireWeapons(state, seat, ship.value) : [];
  const weapon = pick.weapon === null ? undefined : weapons[pick.weapon];
  const targets = ship && weapon ? assist.fireTargets(state, seat, ship.value, weapon.value, draft) : [];
  const reach = ship ? reachOf(assist, state, seat, ship.value, weapons, draft) : [];
  const settled = { ship: ship ? shipAt : null, weapon: weapon ? pick.weapon : null, ...(pick.pages ? { pages: pick.pages } : {}) };
  return { lists: { ships, weapons, targets, reach }, pick: settled };
}

/** The panel for the user's open step (`stepKey`: the step the panel was made in, refused once it closed). */
export function firePanelData(ctx: GameContext, gameId: number, userId: string, stepKey: string | undefined, pick: FirePanelPick): Result<FirePanelData, RuleError[]> {
  const open = openStepFor(ctx, gameId, userId, stepKey);
  if (!open.ok) return open;
  const { game, step, seat, state } = open.value;
  const assist = ruleSystem(game.system).assist;
  const drafted = submissionsOf(ctx.db, step.id).find((d) => d.seatId === seat.id)?.payload ?? null;
  const settled = listsFor(assist, state, seat.seatKey, pick, drafted);
  if (settled.lists.ships.length === 0) return err([serviceError('ERR_FIRE_NONE', `None of your ships can fire in ${step.title}.`)]);
  const draft = currentDraft(ctx, gameId, userId);
  const guide = guideFor(ctx, gameId, userId, step.key);
  return ok({
    gameId,
    gameTitle: game.title,
    stepKey: step.key,
    stepTitle: step.title,
    echo: draft.ok && draft.value ? draft.value.echo : [],
    ...settled.lists,
    pick: settled.pick,
    canHold: guide.ok && guide.value.guide.holdFire !== undefined,
  });
}

/** The ship at `ship` in the panel's list (and its weapon at `weapon`) with their targets, or why the pick no longer holds. */
function picked(
  ctx: GameContext,
  gameId: number,
  userId: string,
  stepKey: string,
  pick: { ship: number; weapon: number | null },
): Result<{ ship: Choice; weapon?: Choice; targets: readonly Choice[]; reach: readonly ReachTarget[] }, RuleError[]> {
  const data = firePanelData(ctx, gameId, userId, stepKey, pick);
  if (!data.ok) return data;
  const { ships, weapons, targets, reach } = data.value;
  const ship = data.value.pick.ship === null ? undefined : ships[data.value.pick.ship];
  const weapon = data.value.pick.weapon === null ? undefined : weapons[data.value.pick.weapon];
  if (!ship || (pick.weapon !== null && !weapon)) return err([serviceError('ERR_FIRE_PICK', 'That pick is from an old panel; pick again from this one.')]);
  return ok({ ship, ...(weapon ? { weapon } : {}), targets, reach });
}

/** The panel's target menu: the picked weapon fires at the target at `target` in its list (every weapon of it that reaches). */
export function fireFromPanel(ctx: GameContext, gameId: number, userId: string, stepKey: string, pick: { ship: number; weapon: number }, target: number): Result<AcceptedDraft, RuleError[]> {
  const found = picked(ctx, gameId, userId, stepKey, pick);
  if (!found.ok) return found;
  const { ship, weapon, targets } = found.value;
  const at = targets[target];
  if (!weapon || !at) return err([serviceError('ERR_FIRE_PICK', 'That pick is from an old panel; pick again from this one.')]);
  return declareFire(ctx, gameId, userId, { ship: ship.value, weapon: weapon.value, target: at.value }, stepKey);
}

/** "Fire everything in reach at …": every weapon of the picked ship that reaches the target at `target` fires at it. */
export function fireAllFromPanel(ctx: GameContext, gameId: number, userId: string, stepKey: string, ship: number, target: number): Result<AcceptedDraft, RuleError[]> {
  const found = picked(ctx, gameId, userId, stepKey, { ship, weapon: null });
  if (!found.ok) return found;
  const at = found.value.reach[target];
  if (!at) return err([serviceError('ERR_FIRE_PICK', 'That pick is from an old panel; pick again from this one.')]);
  return fireAllAt(ctx, gameId, userId, { ship: found.value.ship.value, target: at.id }, stepKey);
}
