/**
 * The fire panel (docs/playing.md §4, §9; issue 18 item 3): fire given with menus and buttons, no typing, in every rule
 * system alike. A ship menu, then that ship's weapon menu, then the targets that weapon reaches (each with what the
 * rules' `/fire` autocomplete says: range, band, to-hit), and "everything this ship has in reach at …". Every pick
 * edits the same draft typed lines build (drafts.ts `declareFire`, `fireAllAt`), so the panel echoes the draft in the
 * notation.
 *
 * What a ship uses besides its weapons (the rules' `fireSystems`: Starmada's tags, marines, tractor beams, shockwave,
 * mines, flares, probes) follows its weapons in the weapon menu; the target menu then lists that system's uses, each
 * a line of notation merged as typed text is (issue 25).
 *
 * The choices are the rule system's `fireShips`, `fireWeapons` and `fireTargets` (core/assist.ts), which depend on
 * the state only: while a step is open they stay put, so the panel names a ship and a weapon by their place in
 * those lists (short enough for a custom id) and every pick says which step it was made in.
 *
 * What a fire needs beyond a weapon (the rules' `fireNeed`: Voidstriker's sensor lock, §2.33) is said before the pick,
 * on the target, and after it, in the notice; a pick at a target no order could fire at now is refused with the
 * reason, so the panel never writes a line that cannot fire. The draft is shown as the rules' `fireSummary` (one
 * short line per unit and target) where the system has one, so the panel fits one message; else as the echo.
 */
import type { Choice, FireNeed } from '../rules/core/assist.ts';
import { err, ok, type Result, type RuleError } from '../rules/core/result.ts';
import type { GameContext } from './context.ts';
import { currentDraft, declareFire, fireAllAt, guideFor, sendOrders, type AcceptedDraft } from './drafts.ts';
import { serviceError } from './errors.ts';
import { submissionsOf } from '../db/game-repo.ts';
import { ruleSystem } from './rule-systems.ts';
import { openStepFor, type OpenStep } from './step-cycle.ts';

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
  /** What fire at it needs beyond a weapon, read against the draft (the rules' `fireNeed`). */
  readonly need?: FireNeed;
}

export interface FirePanelData {
  readonly gameId: number;
  readonly gameTitle: string;
  readonly stepKey: string;
  readonly stepTitle: string;
  /** The draft so far, one line per unit, as the notation echoes it. */
  readonly echo: readonly string[];
  /** The draft's fire in short lines (the rules' `fireSummary`), shown instead of the echo; null: show the echo. */
  readonly summary: readonly string[] | null;
  readonly ships: readonly Choice[];
  readonly weapons: readonly Choice[];
  /**
   * What the ship may use besides its weapons (the rules' `fireSystems`: tags, marines, mines…), listed in the weapon
   * menu after the weapons: the weapon place `weapons.length + i` is `systems[i]`.
   */
  readonly systems: readonly Choice[];
  /** The picked weapon's targets, or the picked system's uses (each a line of notation). */
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
  systems: Choice[];
  targets: Choice[];
  reach: ReachTarget[];
}

type Assist = ReturnType<typeof ruleSystem>['assist'];

/** Every target any weapon of the ship reaches, nearest-first as the first weapon lists them, with what fire at it needs; the
 * targets as the seat's `draft` makes them legal (a Metaverse nomination). */
function reachOf(assist: Assist, state: unknown, seat: string, ship: string, weapons: readonly Choice[], draft: unknown): ReachTarget[] {
  const byId = new Map<string, { id: string; name: string; weapons: string[]; need?: FireNeed }>();
  for (const weapon of weapons) {
    for (const target of assist.fireTargets(state, seat, ship, weapon.value, draft)) {
      const need = byId.has(target.value) ? null : (assist.fireNeed?.(state, seat, ship, target.value, draft) ?? null);
      const entry = byId.get(target.value) ?? { id: target.value, name: headOf(target.name), weapons: [], ...(need ? { need } : {}) };
      entry.weapons.push(headOf(weapon.name));
      byId.set(target.value, entry);
    }
  }
  return [...byId.values()];
}

/** The seat's draft for the open step as the rules read it, or null. */
const draftOf = (ctx: GameContext, open: OpenStep): unknown => submissionsOf(ctx.db, open.step.id).find((d) => d.seatId === open.seat.id)?.payload ?? null;

function listsFor(assist: Assist, state: unknown, seat: string, pick: FirePanelPick, draft: unknown): { lists: Lists; pick: FirePanelPick } {
  const ships = assist.fireShips(state, seat);
  const shipAt = pick.ship ?? (ships.length === 1 ? 0 : null);
  const ship = shipAt === null ? undefined : ships[shipAt];
  const weapons = ship ? assist.fireWeapons(state, seat, ship.value) : [];
  const systems = ship ? (assist.fireSystems?.(state, seat, ship.value) ?? []) : [];
  const weapon = pick.weapon === null ? undefined : weapons[pick.weapon];
  const system = pick.weapon === null ? undefined : systems[pick.weapon - weapons.length];
  const targets = !ship ? [] : weapon ? assist.fireTargets(state, seat, ship.value, weapon.value, draft) : system ? (assist.fireSystemUses?.(state, seat, ship.value, system.value) ?? []) : [];
  const reach = ship ? reachOf(assist, state, seat, ship.value, weapons, draft) : [];
  const settled = { ship: ship ? shipAt : null, weapon: weapon || system ? pick.weapon : null, ...(pick.pages ? { pages: pick.pages } : {}) };
  return { lists: { ships, weapons, systems, targets, reach }, pick: settled };
}

/** The panel for the user's open step (`stepKey`: the step the panel was made in, refused once it closed). */
export function firePanelData(ctx: GameContext, gameId: number, userId: string, stepKey: string | undefined, pick: FirePanelPick): Result<FirePanelData, RuleError[]> {
  const open = openStepFor(ctx, gameId, userId, stepKey);
  if (!open.ok) return open;
  const { game, step, seat, state } = open.value;
  const assist = ruleSystem(game.system).assist;
  const payload = draftOf(ctx, open.value);
  const settled = listsFor(assist, state, seat.seatKey, pick, payload);
  if (settled.lists.ships.length === 0) return err([serviceError('ERR_FIRE_NONE', `None of your ships can fire in ${step.title}.`)]);
  const draft = currentDraft(ctx, gameId, userId);
  const guide = guideFor(ctx, gameId, userId, step.key);
  return ok({
    gameId,
    gameTitle: game.title,
    stepKey: step.key,
    stepTitle: step.title,
    echo: draft.ok && draft.value ? draft.value.echo : [],
    summary: assist.fireSummary ? (payload === null ? [] : assist.fireSummary(state, seat.seatKey, payload)) : null,
    ...settled.lists,
    pick: settled.pick,
    canHold: guide.ok && guide.value.guide.holdFire !== undefined,
  });
}

const OLD_PICK = 'That pick is from an old panel; pick again from this one.';

/** The ship at `ship` in the panel's list (and its weapon at `weapon`) with their targets, or why the pick no longer holds. */
function picked(
  ctx: GameContext,
  gameId: number,
  userId: string,
  stepKey: string,
  pick: { ship: number; weapon: number | null },
): Result<{ ship: Choice; weapon?: Choice; system?: Choice; targets: readonly Choice[]; reach: readonly ReachTarget[] }, RuleError[]> {
  const data = firePanelData(ctx, gameId, userId, stepKey, pick);
  if (!data.ok) return data;
  const { ships, weapons, systems, targets, reach } = data.value;
  const ship = data.value.pick.ship === null ? undefined : ships[data.value.pick.ship];
  const at = data.value.pick.weapon;
  const weapon = at === null ? undefined : weapons[at];
  const system = at === null ? undefined : systems[at - weapons.length];
  if (!ship || (pick.weapon !== null && !weapon && !system)) return err([serviceError('ERR_FIRE_PICK', OLD_PICK)]);
  return ok({ ship, ...(weapon ? { weapon } : {}), ...(system ? { system } : {}), targets, reach });
}

/** A pick the panel made: the draft, and what was added with it that the player did not pick ("Added sensors 1>Hood too: …"). */
export type PanelFire = AcceptedDraft & { readonly added?: string };

/**
 * Fire at `target` by `give`, with what the rules say it needs: refused with the reason when no order could fire;
 * otherwise given, and the part the rules added with it named.
 */
function withNeed(target: ReachTarget | undefined, give: () => Result<AcceptedDraft, RuleError[]>): Result<PanelFire, RuleError[]> {
  const need = target?.need;
  if (need && 'blocked' in need) return err([serviceError('ERR_FIRE_CANNOT', `${need.blocked}.`)]);
  const given = give();
  if (!given.ok || !need) return given;
  return ok({ ...given.value, added: `Added ${need.adds} too: ${need.why}.` });
}

/**
 * The panel's target menu: the picked weapon fires at the target at `target` in its list (every weapon of it that
 * reaches); for a picked system, its use at `target` is merged as the typed line would be.
 */
export function fireFromPanel(ctx: GameContext, gameId: number, userId: string, stepKey: string, pick: { ship: number; weapon: number }, target: number): Result<PanelFire, RuleError[]> {
  const found = picked(ctx, gameId, userId, stepKey, pick);
  if (!found.ok) return found;
  const { ship, weapon, targets, reach } = found.value;
  const at = targets[target];
  if (at && found.value.system) return sendOrders(ctx, gameId, userId, at.value, { stepKey });
  if (!weapon || !at) return err([serviceError('ERR_FIRE_PICK', OLD_PICK)]);
  return withNeed(reach.find((r) => r.id === at.value), () => declareFire(ctx, gameId, userId, { ship: ship.value, weapon: weapon.value, target: at.value }, stepKey));
}

/** "Fire everything in reach at …": every weapon of the picked ship that reaches the target at `target` fires at it. */
export function fireAllFromPanel(ctx: GameContext, gameId: number, userId: string, stepKey: string, ship: number, target: number): Result<PanelFire, RuleError[]> {
  const found = picked(ctx, gameId, userId, stepKey, { ship, weapon: null });
  if (!found.ok) return found;
  const at = found.value.reach[target];
  if (!at) return err([serviceError('ERR_FIRE_PICK', OLD_PICK)]);
  return withNeed(at, () => fireAllAt(ctx, gameId, userId, { ship: found.value.ship.value, target: at.id }, stepKey));
}

/**
 * What `/fire at` by `ship` at `target` (ids or names, as typed) will add or cannot overcome, read against the draft
 * before it (the rules' `fireNeed`), as a sentence for the reply: "Added sensors 1>Hood too: …". Null: nothing.
 */
export function fireNeedNote(ctx: GameContext, gameId: number, userId: string, ship: string, target: string): string | null {
  const open = openStepFor(ctx, gameId, userId);
  if (!open.ok) return null;
  const { game, seat, state } = open.value;
  const need = ruleSystem(game.system).assist.fireNeed?.(state, seat.seatKey, ship, target, draftOf(ctx, open.value)) ?? null;
  if (!need) return null;
  return 'blocked' in need ? `This order cannot fire: ${need.blocked}.` : `Added ${need.adds} too: ${need.why}.`;
}
