/**
 * `/fire` autocomplete (Starmada 4.1 p.18–19): the seat's ships that may fire now, their batteries with weapons
 * ready, the targets a battery reaches (range, arc and line of sight, fire/reach-target.ts) with the band and
 * to-hit number (fire-odds.ts), and one declaration written as the notation notation/fire.ts reads.
 *
 * A weapon's key is its battery index on the display sheet, then ":" and the mode index for a second mode
 * (C.2): "2", "2:1". Every function answers [] (or an error) for a step that is not fire, a seat that does not
 * owe it, unknown ids or garbage; none throws.
 * Judgement call: a battery with ready weapons but no target in reach is left out of the weapons, since
 * picking it could lead nowhere.
 */
import type { Choice } from '../../core/assist.ts';
import { err, ok, type Result, type RuleError } from '../../core/result.ts';
import type { SeatId } from '../../core/rule-system.ts';
import { fireTargets as enemyTargets } from '../combat/declaration.ts';
import { parseFire } from '../notation/fire.ts';
import { bankStatuses } from '../combat/bank-status.ts';
import { banksInReach, type FireTarget } from '../combat/reach-target.ts';
import { classOf } from '../combat/ship-condition.ts';
import type { Battery, WeaponProfile } from '../ships/schema.ts';
import type { ShipState, StarmadaState } from '../state.ts';
import { canFire, fireActivationSeat, shipsToActivate } from '../sequence/combat.ts';
import { fireOdds, hitsOnText } from './fire-odds.ts';
import { starmadaError } from '../errors.ts';
import { clip, cutGraphemes } from '../../core/cut-text.ts';

const MAX_NAME = 100;
const clipName = (text: string): string => clip(text, MAX_NAME);

/** The seat's ships that may declare fire in the open step. */
export function firingShips(state: StarmadaState, seat: SeatId): ShipState[] {
  const phase = state.phase;
  if (phase.kind === 'fire') return state.ships.filter((s) => s.seat === seat && canFire(state, s));
  if (phase.kind === 'fireActivation') {
    const side = phase.order[phase.next];
    if (side === undefined || fireActivationSeat(state) !== seat) return [];
    return shipsToActivate(state, side).filter((s) => s.seat === seat);
  }
  return [];
}

export interface WeaponKey {
  readonly battery: number;
  readonly mode: number;
}

export function readWeaponKey(key: string): WeaponKey | undefined {
  const m = /^\s*(\d{1,3})(?::(\d{1,2}))?\s*$/.exec(String(key));
  if (!m) return undefined;
  return { battery: Number(m[1]), mode: m[2] === undefined ? 0 : Number(m[2]) };
}

const weaponKeyText = (k: WeaponKey): string => (k.mode === 0 ? `${k.battery}` : `${k.battery}:${k.mode}`);

/** A mode's name as the fire reader matches it: the profile's mode name, or "primary" / "mode N". */
export const modeName = (battery: Battery, mode: number): string => battery.profiles[mode]?.mode ?? (mode === 0 ? 'primary' : `mode ${mode + 1}`);

interface ShipWeapon {
  readonly key: WeaponKey;
  readonly battery: Battery;
  readonly profile: WeaponProfile;
}

/** Every battery and mode of the ship that may be used in this game. */
function weaponsOf(state: StarmadaState, ship: ShipState): ShipWeapon[] {
  return classOf(state, ship).batteries.flatMap((battery, b) =>
    battery.profiles.flatMap((profile, mode) => (mode === 0 || state.options.dualMode ? [{ key: { battery: b, mode }, battery, profile }] : [])),
  );
}

function findShip(state: StarmadaState, seat: SeatId, shipId: string): ShipState | undefined {
  return firingShips(state, seat).find((s) => s.id === shipId);
}

function findWeapon(state: StarmadaState, ship: ShipState, key: string): ShipWeapon | undefined {
  const wanted = readWeaponKey(key);
  return wanted && weaponsOf(state, ship).find((w) => w.key.battery === wanted.battery && w.key.mode === wanted.mode);
}

/** The targets this weapon reaches now, with the weapons of its banks that reach each. */
function reachable(state: StarmadaState, ship: ShipState, weapon: ShipWeapon): { target: FireTarget; weapons: number }[] {
  return enemyTargets(state, ship).flatMap((target) => {
    const reach = banksInReach(state, ship, weapon.key.battery, weapon.key.mode, target);
    return reach.ok ? [{ target, weapons: reach.value.reduce((n, b) => n + b.ready, 0) }] : [];
  });
}

export function fireShips(state: StarmadaState, seat: SeatId): Choice[] {
  return firingShips(state, seat).map((s) => ({ name: clipName(s.name), value: s.id }));
}

/** "Laser Cannon ×4 (AB/EF, 3-6-9)": the weapons ready now, their banks' arcs and the range bands. */
export function fireWeapons(state: StarmadaState, seat: SeatId, shipId: string): Choice[] {
  const ship = findShip(state, seat, shipId);
  if (!ship) return [];
  const cls = classOf(state, ship);
  return weaponsOf(state, ship).flatMap((weapon) => {
    const ready = bankStatuses(ship, cls, weapon.key.battery, weapon.key.mode, state.turn).filter((s) => s.ready > 0);
    const count = ready.reduce((n, s) => n + s.ready, 0);
    if (count === 0 || reachable(state, ship, weapon).length === 0) return [];
    const mode = weapon.battery.profiles.length > 1 ? ` (${modeName(weapon.battery, weapon.key.mode)})` : '';
    const arcs = [...new Set(ready.map((s) => s.arcs))].join('/');
    const bands = weapon.profile.range ? weapon.profile.range.join('-') : `seeker, MA ${weapon.profile.ma ?? '?'}`;
    return [{ name: clipName(`${weapon.battery.name}${mode} ×${count} (${arcs}, ${bands})`), value: weaponKeyText(weapon.key) }];
  });
}

/** "Kestrel · range 4 · medium · hits on 4+": only targets the weapon reaches now. */
export function fireTargetChoices(state: StarmadaState, seat: SeatId, shipId: string, weaponKey: string): Choice[] {
  const ship = findShip(state, seat, shipId);
  const weapon = ship && findWeapon(state, ship, weaponKey);
  if (!ship || !weapon) return [];
  return reachable(state, ship, weapon).map(({ target }) => {
    const odds = fireOdds(state, ship, weapon.profile, target);
    const what = target.kind === 'flight' ? ' (flight)' : '';
    const tail = weapon.profile.range === null ? 'launches seekers' : odds.band ? `${odds.band} · hits on ${odds.hitsOn}` : 'out of range';
    // The name is clipped from the left part so the to-hit number at the end always shows.
    const end = ` · range ${odds.hexes} · ${tail}`;
    return { name: cutGraphemes(`${cutGraphemes(`${target.name}${what}`, Math.max(1, MAX_NAME - end.length))}${end}`, MAX_NAME), value: target.id };
  });
}

/** One declaration in the notation: "Majestic: Laser Cannon x2 > Kestrel"; no count fires every weapon that reaches. */
export function fireLine(state: StarmadaState, seat: SeatId, shipId: string, weaponKey: string, targetId: string, count?: number): Result<string, RuleError[]> {
  if (state.phase.kind !== 'fire' && state.phase.kind !== 'fireActivation') {
    return err([starmadaError('ERR_FIRE_STEP', 'Fire is declared in the Combat Phase; this step is not it.')]);
  }
  const ship = findShip(state, seat, String(shipId));
  if (!ship) {
    const names = firingShips(state, seat).map((s) => s.name);
    return err([starmadaError('ERR_FIRE_SHIP', names.length > 0 ? `Pick a ship that may fire now: ${names.join(', ')}.` : 'None of your ships may fire now.')]);
  }
  const weapon = findWeapon(state, ship, String(weaponKey));
  if (!weapon) return err([starmadaError('ERR_FIRE_BATTERY', `Pick one of ${ship.name}'s weapons from the list.`)]);
  const reach = reachable(state, ship, weapon).find((r) => r.target.id === targetId);
  if (!reach) return err([starmadaError('ERR_FIRE_TARGET', `${ship.name}'s ${weapon.battery.name} cannot reach that target now; pick one from the list.`)]);
  if (count !== undefined && (!Number.isInteger(count) || count < 1 || count > reach.weapons)) {
    return err([starmadaError('ERR_FIRE_COUNT', `${ship.name} has ${reach.weapons} ${weapon.battery.name} that reach ${reach.target.name}; fire 1 to ${reach.weapons}.`)]);
  }
  const mode = weapon.key.mode > 0 ? ` (${modeName(weapon.battery, weapon.key.mode)})` : '';
  const line = `${ship.name}: ${weapon.battery.name}${mode}${count === undefined ? '' : ` x${count}`} > ${reach.target.name}`;
  // The line must read back as this declaration; a name the reader cannot tell apart is reported, not guessed.
  const read = parseFire(state, seat, line);
  if (!read.ok) return read;
  const d = read.value[0];
  if (read.value.length !== 1 || !d || d.shipId !== ship.id || d.battery !== weapon.key.battery || d.mode !== weapon.key.mode || d.targetId !== reach.target.id) {
    return err([starmadaError('ERR_FIRE_NAMES', `${ship.name}'s names are too alike to write this declaration; type it by hand.`)]);
  }
  return ok(line);
}

/**
 * Every target some ready weapon of the ship reaches now, with the best to-hit among those weapons ("Majestic 4+";
 * seekers "launches seekers"), nearest first: what a ship that holds fire gives up (ready-warnings.ts).
 */
export function targetsInReach(state: StarmadaState, ship: ShipState): { name: string; odds: string }[] {
  const best = new Map<string, { name: string; hexes: number; needed: number | null }>();
  const cls = classOf(state, ship);
  for (const weapon of weaponsOf(state, ship)) {
    if (bankStatuses(ship, cls, weapon.key.battery, weapon.key.mode, state.turn).every((s) => s.ready === 0)) continue;
    for (const { target } of reachable(state, ship, weapon)) {
      const odds = fireOdds(state, ship, weapon.profile, target);
      const was = best.get(target.id);
      const needed = weapon.profile.range === null ? null : odds.needed;
      if (!was || (needed !== null && (was.needed === null || needed < was.needed))) best.set(target.id, { name: target.name, hexes: odds.hexes, needed });
    }
  }
  return [...best.values()].sort((a, b) => a.hexes - b.hexes).map((t) => ({ name: t.name, odds: t.needed === null ? 'launches seekers' : hitsOnText(t.needed) }));
}
