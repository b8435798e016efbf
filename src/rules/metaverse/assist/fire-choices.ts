/**
 * `/fire` autocomplete and the line it builds, in the fire step only (core/assist.ts; docs/playing.md §4; Metaverse p.21–22
 * legal targets and Danger Close, p.24 fire orders, p.25 range bands; ruling A26):
 * - fireShips: the seat's ships in play with working weapons, "CNS Resolute · 6 weapons · 2 targets in reach".
 * - fireWeapons: weapon groups (weapon-groups.ts), "Heavy Laser ×4 (PF/BP/BS/SF, 10/20/…/80 cm)".
 * - fireTargets: only legal targets the group reaches now, nearest first,
 *   "VHS Dominator · 34 cm · band 4 of 8 · BS", marked when Danger Close forces the group onto it.
 * - fireLine: "CNS Resolute: las-1, las-2 > VHS Dominator" (weapon ids, so it parses whatever else was fired), which
 *   `merge` adds to the ship's orders. `count` takes the first weapons of the group (default all); a launcher load
 *   fires one munition per launcher, "ml(1 Penetrator Missile)".
 * Values are ids; names (any unique start) work too. Every other stage offers nothing. Every choice is listed, none cut
 * at Discord's 25: autocomplete shows 25 of those that match what is typed, the fire panel pages them.
 *
 * When the fire orders come before the Control Step is over (sequence/standing/), a target is legal if the side's standing
 * orders nominate it (the draft's, else the plot's); the other enemies in reach are offered with them, nearest first,
 * marked "adds control: designate (1 CP)": `fireLine` then writes the designation with the fire (issue 24 item 1), so
 * a player can shoot by picking alone. Typed fire at a target not nominated is refused with the line to add.
 */
import type { Choice } from '../../core/assist.ts';
import { matchName } from '../../core/names.ts';
import { err, ok, type Result, type RuleError } from '../../core/result.ts';
import type { SeatId } from '../../core/rule-system.ts';
import type { FireShip } from '../notation/types.ts';
import { designById } from '../ships/library.ts';
import { seatFireContext } from '../sequence/orders.ts';
import type { MetaverseState, MvShip } from '../state.ts';
import type { MetaverseSubmission } from '../submission.ts';
import { forcedNow, reachable, reachTo, type Reach } from './fire-reach.ts';
import { cm, declarationsOf, MAX_NAME } from './seat.ts';
import { clip } from '../../core/cut-text.ts';
import { targetOptionsNow, withNominations } from '../sequence/standing/fire-targets.ts';
import type { SideDeclarations } from '../sequence/combat/legal-targets.ts';
import { groupLabel, weaponGroups, type WeaponGroup } from './weapon-groups.ts';
import { count } from '../../core/text.ts';
import { metaverseError } from '../errors.ts';
import { cutGraphemes } from '../../core/cut-text.ts';

export interface FiringShip {
  readonly ship: MvShip;
  readonly fire: FireShip;
  readonly groups: readonly WeaponGroup[];
}

/** The seat's ships that may fire (the fire notation's ships), with their weapon groups. */
export function firingShips(state: MetaverseState, seat: SeatId): FiringShip[] {
  const ctx = seatFireContext(state, seat);
  if (!ctx.ok) return [];
  return ctx.value.ships.flatMap((fire) => {
    const ship = state.ships.find((s) => s.id === fire.id);
    const design = ship ? designById(ship.designId) : undefined;
    return ship && design ? [{ ship, fire, groups: weaponGroups(design, fire) }] : [];
  });
}

const named = (f: FiringShip) => ({ id: f.ship.id, name: f.ship.name, f });

function findShip(state: MetaverseState, seat: SeatId, ref: string): FiringShip | null {
  const m = matchName(String(ref), firingShips(state, seat).map(named));
  return m.kind === 'found' ? m.item.f : null;
}

function findGroup(f: FiringShip, ref: string): WeaponGroup | null {
  const key = String(ref);
  const byKey = f.groups.find((g) => g.key === key || (!g.munition && g.ids.includes(key)));
  if (byKey) return byKey;
  const m = matchName(key, f.groups.map((g) => ({ id: g.key, name: g.munition ? `${g.name} ${g.munition.name}` : g.name, g })));
  return m.kind === 'found' ? m.item.g : null;
}

/** The weapons of the group that Danger Close forces onto `targetId` (p.22). */
export function forcedOnto(state: MetaverseState, f: FiringShip, g: WeaponGroup, targetId: string): string[] {
  const forced = forcedNow(state, f.ship);
  return g.ids.filter((id) => (forced[id] ?? []).includes(targetId));
}

export function reachLabel(r: Reach): string {
  return `${r.target.name} · ${cm(r.distanceCm)} cm · band ${r.band} of ${r.bands} · ${r.sector}`;
}

/** Fire orders before the end of the Control Step (module header). */
const early = (state: MetaverseState): boolean => (state.standing?.resume ?? null) !== null;

/** The declarations that decide legal targets for this seat's fire now: early, with the draft's nominations (module header). */
function targetDeclarations(state: MetaverseState, f: FiringShip, draft?: MetaverseSubmission | null): SideDeclarations {
  const script = (draft?.kind === 'fire' ? draft.standing?.control : undefined) ?? state.standing?.sides[f.ship.side]?.scripts.control;
  return early(state) ? withNominations(state, f.ship.side, script) : declarationsOf(state);
}

/** Enemies the group reaches that are not legal yet but could be nominated (early fire only), nearest first. */
function toNominate(state: MetaverseState, f: FiringShip, g: WeaponGroup, legal: readonly Reach[]): Reach[] {
  if (!early(state)) return [];
  const cloaked = new Set(targetOptionsNow(state).cloaked ?? []);
  return state.ships
    .filter((t) => t.side !== f.ship.side && t.status === 'active' && !cloaked.has(t.id) && !legal.some((r) => r.target.id === t.id))
    .flatMap((t) => reachTo(state, f.ship, g, t) ?? [])
    .sort((a, b) => a.distanceCm - b.distanceCm);
}

/** The control line that makes `target` legal for the ship's squadron (p.21: a designated squadron target, 1 CP). */
function nomination(state: MetaverseState, f: FiringShip, target: string): string {
  const squadron = state.squadrons.find((q) => q.id === f.ship.squadronId)?.name ?? f.ship.name;
  return `control: designate ${target} for ${squadron}`;
}

export function fireShips(state: MetaverseState, seat: SeatId): Choice[] {
  if (state.stage !== 'fire') return [];
  return firingShips(state, seat)
    .filter((f) => f.groups.length > 0)
    .map((f) => {
      const n = f.groups.reduce((k, g) => k + g.ids.length, 0);
      const targets = new Set(f.groups.flatMap((g) => reachable(state, f.ship, g, targetDeclarations(state, f)).map((r) => r.target.id)));
      const forced = Object.values(forcedNow(state, f.ship)).some((t) => t.length > 0);
      const name = `${f.ship.name} · ${count(n, 'weapon')} · ${count(targets.size, 'target')} in reach${forced ? ' · Danger Close' : ''}`;
      return { name: clip(name, MAX_NAME), value: f.ship.id };
    });
}

export function fireWeapons(state: MetaverseState, seat: SeatId, shipRef: string): Choice[] {
  if (state.stage !== 'fire') return [];
  const f = findShip(state, seat, shipRef);
  if (!f) return [];
  return f.groups.map((g) => ({ name: clip(groupLabel(g), MAX_NAME), value: clip(g.key, MAX_NAME) }));
}

export function fireTargets(state: MetaverseState, seat: SeatId, shipRef: string, weaponRef: string, draft?: MetaverseSubmission | null): Choice[] {
  if (state.stage !== 'fire') return [];
  const f = findShip(state, seat, shipRef);
  const g = f ? findGroup(f, weaponRef) : null;
  if (!f || !g) return [];
  const legal = reachable(state, f.ship, g, targetDeclarations(state, f, draft));
  const choices = [
    ...legal.map((r) => {
      const forced = forcedOnto(state, f, g, r.target.id).length > 0;
      return { r, name: clip(`${reachLabel(r)}${forced ? ' · Danger Close: must fire' : ''}`, MAX_NAME) };
    }),
    ...toNominate(state, f, g, legal).map((r) => ({ r, name: clip(`${reachLabel(r)} · adds control: designate (1 CP)`, MAX_NAME) })),
  ];
  // Early, every enemy in reach is listed nearest first whatever the draft nominates, so a menu's places stay put.
  if (early(state)) choices.sort((a, b) => a.r.distanceCm - b.r.distanceCm);
  return choices.map((c) => ({ name: c.name, value: c.r.target.id }));
}

export function fireLine(state: MetaverseState, seat: SeatId, shipRef: string, weaponRef: string, targetRef: string, count?: number, draft?: MetaverseSubmission | null): Result<string, RuleError[]> {
  if (state.stage !== 'fire') return err([metaverseError('ERR_FIRE_NOT_NOW', 'Fire orders are given in the fire step; wait for it.')]);
  const ships = firingShips(state, seat);
  const f = findShip(state, seat, shipRef);
  if (!f) return err([metaverseError('ERR_FIRE_SHIP', `You have no ship in play called "${cutGraphemes(String(shipRef), 40)}".`, { suggestion: `Pick one of: ${ships.map((s) => s.ship.name).join(', ') || 'none'}.` })]);
  const g = findGroup(f, weaponRef);
  if (!g) return err([metaverseError('ERR_FIRE_WEAPON', `${f.ship.name} has no working weapon called "${cutGraphemes(String(weaponRef), 40)}".`, { suggestion: `Pick one of: ${f.groups.map((x) => x.name).join(', ') || 'none'}.` })]);
  const enemies = state.ships.filter((s) => s.side !== f.ship.side && s.status === 'active');
  const m = matchName(String(targetRef), enemies);
  if (m.kind !== 'found') return err([metaverseError('ERR_FIRE_TARGET', `There is no enemy ship in play called "${cutGraphemes(String(targetRef), 40)}".`, { suggestion: `Targets: ${enemies.map((s) => s.name).join(', ') || 'none'}.` })]);
  const target = m.item;
  // Before the end of the Control Step any enemy in reach may be named: the draft's control orders must nominate it.
  const reach = early(state) ? reachTo(state, f.ship, g, target) : reachable(state, f.ship, g).find((r) => r.target.id === target.id);
  if (!reach) {
    const why = reachTo(state, f.ship, g, target) ? 'is not a legal target now (pick a priority, designated or Danger Close target)' : 'is out of its range or sectors now';
    return err([metaverseError('ERR_FIRE_TARGET_OUT', `${target.name} ${why} for ${f.ship.name}'s ${g.name}.`)]);
  }
  const n = count === undefined ? g.ids.length : Math.trunc(count);
  if (!(n >= 1 && n <= g.ids.length)) return err([metaverseError('ERR_FIRE_COUNT', `${f.ship.name} has ${g.ids.length} ${g.name}; fire 1 to ${g.ids.length}.`)]);
  const ids = g.ids.slice(0, n);
  const weapons = g.munition ? ids.map((id) => `${id}(1 ${g.munition?.name ?? ''})`) : ids;
  const line = `${f.ship.name}: ${weapons.join(', ')} > ${target.name}`;
  // A target the draft does not nominate yet gets its nomination with the fire (the choice said so: "adds control: …").
  const nominated = !early(state) || reachable(state, f.ship, g, targetDeclarations(state, f, draft)).some((r) => r.target.id === target.id);
  return ok(nominated ? line : `${line}\n${nomination(state, f, target.name)}`);
}
