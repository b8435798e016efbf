/**
 * Interception in the Starship Combat Step (Metaverse p.31 "Point Defense (PD) Interception"; p.59 "Point Defence
 * System (PDS)"; p.70 "Point Defence (PD)"; p.76 "Unstable"; rulings A28, A56): after the sensor rolls and
 * before any damage is rolled, the target squadron's PDS, its PD-capable weapons that did not fire and its CAP
 * starfighters cancel pulses of vulnerable hits. The checks and the CAP dice are fire/interception.ts
 * `resolveInterception`; this file only chooses the allocations.
 *
 * Play is by post, so the defender cannot answer hit by hit: the engine applies a fixed DEFAULT POLICY for every
 * defending squadron (a group may replace it by letting the defender submit allocations to `resolveInterception`):
 * 1. PDS one by one. Repeatedly the single (PDS, hit) pair that cancels the most pulse value is chosen —
 *    value = pulses cancelled (floor(rating / IV), at most what is left of the hit) × the hit's largest pulse
 *    damage; ties go to the weaker PDS (less wasted), then the earlier hit. So a PDS is never spent on the last
 *    pulse of one weapon when it could cancel two of another (p.59 example).
 * 2. Pooled PDS (p.31, p.59): for what is left, most damaging hit first, the PDS of ONE ship that still face the arc
 *    are pooled, strongest first, until their sum reaches the IV; each pool cancels exactly one pulse. The ship
 *    whose pool needs the fewest systems (then the smallest total) pools.
 * 3. PD weapons of the target's squadron that did not fire this step (and are not forced onto a Danger Close
 *    target) and list the incoming damage type, the same two ways (pools: weapons of one damage type, across the
 *    squadron's ships, as resolveInterception allows). Never against fire from within its first band (p.31, A56).
 * 4. CAP: the furball dice of the CAP at the target's squadron (an input: the starfighter slice's), most damaging
 *    pulse first, each pulse given the fewest D20s whose average (10.5 each) reaches its IV, then any dice left
 *    dealt out one by one over those pulses in the same order; a pulse is cancelled if its dice sum ≥ IV (p.31).
 *    Never against fire from within its first band.
 *
 * Judgement calls:
 * - Fire is simultaneous (p.24), so "a PD weapon that already fired this turn" is a weapon ordered to fire in this
 *   step (`firedWeapons`). PD weapons protect only their own squadron here (protecting another squadron needs a
 *   distinct sensor system and range bands, p.70 — not in the default policy).
 * - Only ships that are active take part; a hit on a ship not in the state, a miss, a hit with 0 pulses and a mode
 *   immune to interception are left alone (0 intercepted, no event).
 * - Unstable pulses cancelled by PDS or CAP still deal half damage (p.76): reported as `unstableHalf` for the
 *   caller; the policy does not steer unstable hits toward PD weapons.
 */
import { count, plural } from '../../../core/text.ts';
import type { Dice } from '../../../core/dice.ts';
import type { GameEvent } from '../../../core/rule-system.ts';
import { pdWeaponsOf, pdsOf } from '../../adapters/fire.ts';
import { incomingHit } from '../../fire/attack.ts';
import type { AttackRoll } from '../../fire/attack.ts';
import { resolveInterception } from '../../fire/interception.ts';
import type { CapRoll, IncomingHit, Interception, Pds, PdWeapon } from '../../fire/interception.ts';
import { maxPulseDamage } from '../../fire/weapon.ts';
import type { WeaponMode } from '../../fire/weapon.ts';
import { expandCopies, type ShipDesign } from '../../ships/design.ts';
import { designOfShip, LIBRARY, type Catalogue } from '../../ships/library.ts';
import type { MetaverseState, MvShip } from '../../state.ts';

/** One confirmed hit of the step, as combat-step.ts has it after the sensor roll. */
export interface HitToIntercept {
  readonly attack: AttackRoll;
  readonly mode: WeaponMode;
  /** The MvShip id of the ship hit. */
  readonly targetShipId: string;
}

export interface InterceptOptions {
  /** Furball dice of the CAP at each starship squadron (squadron id → dice), from the starfighter slice; none if absent. */
  readonly capDice?: Readonly<Record<string, number>>;
  /** `firedKey`s of PD weapons obliged to fire at a Danger Close target (control step); none if absent. */
  readonly forcedDangerClose?: ReadonlySet<string>;
  /** Where designs are looked up; the library by default (tests add their own designs). */
  readonly catalogue?: Catalogue;
}

export interface HitInterception {
  /** The attack's id (suffixed "#n" if two hits share one). */
  readonly attackId: string;
  readonly targetShipId: string;
  readonly pulses: number;
  /** Pass to damage/hit.ts `resolveWeaponHit` as `interceptedPulses`. */
  readonly interceptedPulses: number;
  readonly byPds: number;
  readonly byPdWeapons: number;
  readonly byCap: number;
  readonly capRolls: readonly CapRoll[];
  /** Unstable pulses cancelled by PDS or CAP: they still deal half damage, without AoE (p.76). */
  readonly unstableHalf: number;
}

export interface InterceptionOutcome {
  /** One per input hit, same order. */
  readonly hits: readonly HitInterception[];
  readonly pdsUsed: readonly { readonly shipId: string; readonly systemId: string }[];
  /** They cannot fire afterwards this turn (p.70). */
  readonly pdWeaponsUsed: readonly { readonly shipId: string; readonly weaponId: string }[];
  /** Furball dice spent per squadron: the CAP cannot use them against starfighters this turn (p.31). */
  readonly capDiceUsed: Readonly<Record<string, number>>;
  readonly events: GameEvent[];
}

/** The key of a weapon in `firedWeapons`: the MvShip id and the expanded weapon id ("resolute/las-1"). */
export const firedKey = (shipId: string, weaponId: string): string => `${shipId}/${weaponId}`;

/** A PDS or PD weapon, with an id unique across the squadron (systems of sister ships share design ids). */
interface Unit {
  readonly key: string;
  readonly kind: 'pds' | 'pd-weapon';
  readonly ship: MvShip;
  readonly partId: string;
  readonly label: string;
  readonly rating: number;
  readonly squadronId: string;
  /** PDS: the ship (pools never cross ships); PD weapon: its damage type. */
  readonly poolKey: string;
  readonly serves: (h: IncomingHit) => boolean;
}

interface Want {
  readonly index: number;
  readonly hit: IncomingHit;
  readonly iv: number;
  readonly worth: number;
  left: number;
}

interface Chosen {
  readonly kind: 'pds' | 'pd-weapon';
  readonly want: Want;
  readonly units: readonly Unit[];
  readonly pulses: number;
}

/** Singles: the best-value (unit, hit) pair, again and again (policy step 1 / 3). */
function allocateSingles(units: readonly Unit[], wants: readonly Want[], used: Set<string>, out: Chosen[]): void {
  for (;;) {
    let best: { u: Unit; w: Want; n: number; value: number } | null = null;
    for (const u of units) {
      if (used.has(u.key)) continue;
      for (const w of wants) {
        if (w.left === 0 || u.squadronId !== w.hit.targetSquadronId || !u.serves(w.hit)) continue;
        const n = Math.min(Math.floor(u.rating / w.iv), w.left);
        if (n === 0) continue;
        const value = n * w.worth;
        if (!best || value > best.value || (value === best.value && u.rating < best.u.rating)) best = { u, w, n, value };
      }
    }
    if (!best) return;
    used.add(best.u.key);
    best.w.left -= best.n;
    out.push({ kind: best.u.kind, want: best.w, units: [best.u], pulses: best.n });
  }
}

/** Pools: one pulse each, most damaging hit first, fewest systems of one pool key (policy step 2 / 3). */
function allocatePools(units: readonly Unit[], wants: readonly Want[], used: Set<string>, out: Chosen[]): void {
  for (const w of [...wants].sort((a, b) => b.worth - a.worth || a.index - b.index)) {
    while (w.left > 0) {
      const groups = new Map<string, Unit[]>();
      for (const u of units) {
        if (used.has(u.key) || u.squadronId !== w.hit.targetSquadronId || !u.serves(w.hit)) continue;
        groups.set(u.poolKey, [...(groups.get(u.poolKey) ?? []), u]);
      }
      let best: Unit[] | null = null;
      for (const group of groups.values()) {
        const pool: Unit[] = [];
        let sum = 0;
        for (const u of [...group].sort((a, b) => b.rating - a.rating)) {
          if (sum >= w.iv) break;
          pool.push(u);
          sum += u.rating;
        }
        if (sum < w.iv) continue;
        const total = (p: Unit[]): number => p.reduce((s, u) => s + u.rating, 0);
        if (!best || pool.length < best.length || (pool.length === best.length && sum < total(best))) best = pool;
      }
      if (!best) break;
      for (const u of best) used.add(u.key);
      w.left -= 1;
      out.push({ kind: best[0]?.kind ?? 'pds', want: w, units: best, pulses: 1 });
    }
  }
}

/** CAP dice per pulse, most damaging first (policy step 4): `[want, dice]` groups in order. */
function allocateCap(wants: readonly Want[], capDice: Readonly<Record<string, number>>): { want: Want; dice: number }[] {
  const groups: { want: Want; dice: number }[] = [];
  const bySquadron = new Map<string, Want[]>();
  for (const w of [...wants].sort((a, b) => b.worth - a.worth || a.index - b.index)) {
    if (w.left === 0 || w.hit.withinFirstBand) continue;
    bySquadron.set(w.hit.targetSquadronId, [...(bySquadron.get(w.hit.targetSquadronId) ?? []), w]);
  }
  for (const [squadronId, list] of bySquadron) {
    let dice = Math.max(0, Math.floor(capDice[squadronId] ?? 0));
    const mine: { want: Want; dice: number }[] = [];
    for (const w of list) {
      const need = Math.max(1, Math.ceil(w.iv / 10.5));
      for (let p = 0; p < w.left && dice >= need; p++) {
        mine.push({ want: w, dice: need });
        dice -= need;
      }
    }
    for (let i = 0; dice > 0 && mine.length > 0; i = (i + 1) % mine.length, dice--) {
      const g = mine[i];
      if (g) g.dice += 1;
    }
    groups.push(...mine);
  }
  return groups;
}

/**
 * Intercepts the step's hits under the default policy (see the header) and says, per hit, how many pulses never
 * reach damage. `firedWeapons` holds `firedKey`s of every weapon that fired in this step.
 */
export function interceptHits(
  state: MetaverseState,
  hits: readonly HitToIntercept[],
  firedWeapons: ReadonlySet<string>,
  dice: Dice,
  options: InterceptOptions = {},
): InterceptionOutcome {
  const catalogue = options.catalogue ?? LIBRARY;
  const designOf = (ship: MvShip): ShipDesign => designOfShip(ship, catalogue);
  const { incoming, wants } = interceptableHits(state, hits);
  const d = defendersOf(state, wants, firedWeapons, options, designOf);

  const { chosen, allocations, capDiceUsed } = policyAllocations(d, wants, options.capDice ?? {});
  const resolved = resolveInterception({ hits: wants.map((w) => w.hit), pds: d.pds, pdWeapons: d.pdWeapons, capDice: capDiceUsed, allocations }, dice);
  // The policy only builds legal allocations: a refusal is a bug here.
  if (!resolved.ok) throw new Error(`interception policy broke a rule: ${resolved.error.message}`);

  // Events: every allocation, every CAP die, then what each intercepted hit lets through.
  const report: Report = { state, designOf, chosen, after: new Map(resolved.value.hits.map((h) => [h.attackId, h])), events: [] };
  const out = hits.map((h, index) => hitOutcome(report, h, incoming[index] ?? null));
  const unitOf = (key: string): Unit | undefined => [...d.pdsUnits, ...d.pdwUnits].find((u) => u.key === key);
  return {
    hits: out,
    pdsUsed: resolved.value.pdsUsed.flatMap((k) => {
      const u = unitOf(k);
      return u ? [{ shipId: u.ship.id, systemId: u.partId }] : [];
    }),
    pdWeaponsUsed: resolved.value.pdWeaponsUsed.flatMap((k) => {
      const u = unitOf(k);
      return u ? [{ shipId: u.ship.id, weaponId: u.partId }] : [];
    }),
    capDiceUsed,
    events: report.events,
  };
}

/** The hits that can be intercepted at all, with ids unique for resolveInterception; null where a hit cannot be. */
function interceptableHits(state: MetaverseState, hits: readonly HitToIntercept[]): { incoming: (IncomingHit | null)[]; wants: Want[] } {
  const seen = new Set<string>();
  const wants: Want[] = [];
  const incoming: (IncomingHit | null)[] = hits.map((h, index) => {
    const target = state.ships.find((s) => s.id === h.targetShipId && s.status === 'active');
    if (!target) return null;
    const base = incomingHit(h.attack, h.mode, target.squadronId);
    if (!base) return null;
    const attackId = seen.has(base.attackId) ? `${base.attackId}#${index + 1}` : base.attackId;
    seen.add(attackId);
    const hit: IncomingHit = { ...base, attackId, targetShipId: target.id };
    if (hit.interceptValue !== null && hit.interceptValue > 0) wants.push({ index, hit, iv: hit.interceptValue, worth: maxPulseDamage(h.mode), left: hit.pulses });
    return hit;
  });
  return { incoming, wants };
}

/** The defenders' PDS and PD weapons, for resolveInterception and as the policy's units. */
interface Defenders {
  readonly pds: Pds[];
  readonly pdWeapons: PdWeapon[];
  readonly pdsUnits: Unit[];
  readonly pdwUnits: Unit[];
}

/** The defenders: every active ship of a squadron that was hit. */
function defendersOf(state: MetaverseState, wants: readonly Want[], firedWeapons: ReadonlySet<string>, options: InterceptOptions, designOf: (ship: MvShip) => ShipDesign): Defenders {
  const squadrons = new Set(wants.map((w) => w.hit.targetSquadronId));
  const d: Defenders = { pds: [], pdWeapons: [], pdsUnits: [], pdwUnits: [] };
  for (const ship of state.ships) {
    if (ship.status !== 'active' || !squadrons.has(ship.squadronId)) continue;
    const design = designOf(ship);
    for (const p of pdsOf(design, ship.damage, ship.id, ship.squadronId)) {
      const key = firedKey(ship.id, p.id);
      d.pds.push({ ...p, id: key });
      d.pdsUnits.push({ key, kind: 'pds', ship, partId: p.id, label: p.id, rating: p.rating, squadronId: ship.squadronId, poolKey: ship.id, serves: (h) => p.arcs.includes(h.arc) });
    }
    addPdWeapons(d, ship, design, firedWeapons, options);
  }
  return d;
}

/** A ship's PD-capable weapons; those that fired this step or are forced onto a Danger Close target make no unit. */
function addPdWeapons(d: Defenders, ship: MvShip, design: ShipDesign, firedWeapons: ReadonlySet<string>, options: InterceptOptions): void {
  const weapons = expandCopies(design).weapons;
  const use = {
    fired: weapons.filter((w) => firedWeapons.has(firedKey(ship.id, w.id))).map((w) => w.id),
    forcedDangerClose: weapons.filter((w) => options.forcedDangerClose?.has(firedKey(ship.id, w.id)) === true).map((w) => w.id),
  };
  for (const w of pdWeaponsOf(design, ship.damage, ship.id, ship.squadronId, use)) {
    const key = firedKey(ship.id, w.id);
    d.pdWeapons.push({ ...w, id: key });
    if (w.firedThisTurn || w.forcedDangerClose) continue;
    const name = weapons.find((x) => x.id === w.id)?.name ?? w.id;
    d.pdwUnits.push({
      key,
      kind: 'pd-weapon',
      ship,
      partId: w.id,
      label: `${name} ${w.id}`,
      rating: w.pd,
      squadronId: ship.squadronId,
      poolKey: w.damageType,
      serves: (h) => !h.withinFirstBand && w.targets.includes(h.damageType),
    });
  }
}

/** The default policy (header, steps 1–4): PDS singles then pools, PD weapons the same, then the CAP dice. */
function policyAllocations(d: Defenders, wants: readonly Want[], capDice: Readonly<Record<string, number>>): { chosen: Chosen[]; allocations: Interception[]; capDiceUsed: Record<string, number> } {
  const used = new Set<string>();
  const chosen: Chosen[] = [];
  allocateSingles(d.pdsUnits, wants, used, chosen);
  allocatePools(d.pdsUnits, wants, used, chosen);
  allocateSingles(d.pdwUnits, wants, used, chosen);
  allocatePools(d.pdwUnits, wants, used, chosen);
  const cap = allocateCap(wants, capDice);
  const allocations: Interception[] = [
    ...chosen.map((c): Interception =>
      c.kind === 'pds'
        ? { kind: 'pds', attackId: c.want.hit.attackId, systems: c.units.map((u) => u.key), pulses: c.pulses }
        : { kind: 'pd-weapon', attackId: c.want.hit.attackId, weapons: c.units.map((u) => u.key), pulses: c.pulses },
    ),
    ...cap.map((g): Interception => ({ kind: 'cap', attackId: g.want.hit.attackId, dice: g.dice })),
  ];
  const capDiceUsed: Record<string, number> = {};
  for (const g of cap) capDiceUsed[g.want.hit.targetSquadronId] = (capDiceUsed[g.want.hit.targetSquadronId] ?? 0) + g.dice;
  return { chosen, allocations, capDiceUsed };
}

type Resolved = Extract<ReturnType<typeof resolveInterception>, { ok: true }>['value']['hits'][number];

/** What the events are written from: the policy's choices and resolveInterception's result per attack. */
interface Report {
  readonly state: MetaverseState;
  readonly designOf: (ship: MvShip) => ShipDesign;
  readonly chosen: readonly Chosen[];
  readonly after: ReadonlyMap<string, Resolved>;
  readonly events: GameEvent[];
}

const shipOf = (state: MetaverseState, idOrName: string): MvShip | undefined => state.ships.find((s) => s.id === idOrName) ?? state.ships.find((s) => s.name === idOrName);

/** "CNS Resolute's Heavy Laser": the firer and the weapon of a hit. */
function sourceOf(report: Report, h: HitToIntercept): string {
  const firer = shipOf(report.state, h.attack.firerId);
  const design = firer ? report.designOf(firer) : undefined;
  const name = design ? (expandCopies(design).weapons.find((w) => w.id === h.attack.weaponId) ?? design.launchers.find((l) => l.id === h.attack.weaponId))?.name : undefined;
  return `${firer?.name ?? h.attack.firerId}'s ${name ?? h.attack.weaponId}`;
}

/** One hit's interception: its events (allocations, CAP dice, what gets through) and its outcome. */
function hitOutcome(report: Report, h: HitToIntercept, inc: IncomingHit | null): HitInterception {
  const { events } = report;
  const r = inc ? report.after.get(inc.attackId) : undefined;
  const target = shipOf(report.state, h.targetShipId);
  const base = { attackId: inc?.attackId ?? h.attack.attackId, targetShipId: h.targetShipId, pulses: inc?.pulses ?? (h.attack.hit ? h.attack.pulses : 0) };
  if (!inc || !r) return { ...base, interceptedPulses: 0, byPds: 0, byPdWeapons: 0, byCap: 0, capRolls: [], unstableHalf: 0 };
  const from = sourceOf(report, h);
  for (const c of report.chosen.filter((x) => x.want.hit.attackId === inc.attackId)) events.push(allocationEvent(c, inc, from, target?.name ?? h.targetShipId));
  const squadron = report.state.squadrons.find((q) => q.id === inc.targetSquadronId)?.name ?? inc.targetSquadronId;
  for (const roll of r.capRolls) {
    events.push({
      type: 'intercept',
      text: `CAP at ${squadron}: ${count(roll.dice.length, 'furball die', 'furball dice')} vs a pulse from ${from}: ${roll.dice.map((d) => `d20 ${d}`).join(' + ')} = ${roll.sum} vs intercept ${roll.needed} → ${roll.cancelled ? 'cancelled' : 'gets through'}`,
      data: { roll },
    });
  }
  const intercepted = r.cancelledByPds + r.cancelledByPdWeapons + r.cancelledByCap;
  if (intercepted > 0 || r.capRolls.length > 0)
    events.push({
      type: 'intercept',
      text: `${target?.name ?? h.targetShipId}: ${intercepted} of ${count(inc.pulses, 'pulse')} from ${from} intercepted, ${r.surviving} ${plural(r.surviving, 'gets', 'get')} through${r.unstableHalf > 0 ? ` (${r.unstableHalf} unstable at half damage)` : ''}`,
      data: { interception: r },
    });
  return {
    ...base,
    interceptedPulses: intercepted,
    byPds: r.cancelledByPds,
    byPdWeapons: r.cancelledByPdWeapons,
    byCap: r.cancelledByCap,
    capRolls: r.capRolls,
    unstableHalf: r.unstableHalf,
  };
}

/** "CNS Kestrel's PDS pds-1 + pds-2 cancel 1 of 3 pulses from … (PD 2 + 2 = 4 vs intercept 4)". */
function allocationEvent(c: Chosen, inc: IncomingHit, from: string, targetName: string): GameEvent {
  const owner = c.units[0]?.ship.name ?? '';
  const what = c.kind === 'pds' ? `PDS ${c.units.map((u) => u.label).join(' + ')}` : c.units.map((u) => (u.ship.name === owner ? u.label : `${u.ship.name} ${u.label}`)).join(' + ');
  const ratings = c.units.length === 1 ? `${c.units[0]?.rating ?? 0}` : `${c.units.map((u) => u.rating).join(' + ')} = ${c.units.reduce((s, u) => s + u.rating, 0)}`;
  const iv = inc.interceptValue ?? 0;
  return {
    type: 'intercept',
    text: `${owner}'s ${what} ${plural(c.units.length, 'cancels', 'cancel')} ${c.pulses} of ${count(inc.pulses, 'pulse')} from ${from} at ${targetName} (PD ${ratings} vs intercept ${iv}${c.units.length === 1 && c.pulses > 1 ? `: ${c.pulses} pulses` : ''})`,
  };
}
