/**
 * Which banks of a battery reach a target: range (with Ballistic and Carronade limits, and B.13 long-range
 * sensors, E.7 untagged targets at double distance), firing arc and line of sight. Starmada 4.1 p.18–19; C.5 Bls/Crn;
 * B.13; E.7 p.50.
 * Seeking weapons (C.4 p.40) need arc and line of sight but have no range limit; seekers may not be attacked in
 * the Combat Phase of their launch [ruling 50].
 */
import { type Hex } from '../../core/hex.ts';
import { err, ok, type Result, type RuleError } from '../../core/result.ts';
import { effectiveRange, type RangeAdjustments } from './range-band.ts';
import { untaggedTarget } from './target-acquisition.ts';
import { bankReach } from './reach.ts';
import { gapTo } from '../terrain/altitude.ts';
import { sightFor } from './sight.ts';
import type { ShipClass, WeaponProfile } from '../ships/schema.ts';
import type { ShipState, StarmadaState } from '../state.ts';
import { workingEquipment } from './ship-target.ts';
import { bankStatuses, type BankStatus } from './bank-status.ts';
import { starmadaError } from '../errors.ts';
import { stormNow } from '../setup/storms.ts';

export interface FireTarget {
  id: string;
  name: string;
  at: Hex;
  kind: 'ship' | 'flight';
}

export interface BankInReach extends BankStatus {
  /** The effective range (B.13, G.4, G.6). */
  range: number;
}

/** Farthest hex distance a weapon may fire at, once the effective range (B.13, E.7, G.4, G.6) is taken into account. */
function maxHexes(longest: number, effective: (hexes: number) => number): number {
  if (!Number.isFinite(longest)) return longest;
  let d = longest;
  while (d > 0 && effective(d) > longest) d--;
  while (effective(d + 1) <= longest) d++;
  return d;
}

/** The range adjustments of this ship firing at `targetId` (B.13 sensors; E.7 untagged target; G.4 nebula; G.6 altitude gap). */
function adjustmentsOf(state: StarmadaState, ship: ShipState, targetId: string | undefined): RangeAdjustments {
  const cls = state.classes[ship.classId] as ShipClass;
  const untagged = targetId !== undefined && untaggedTarget(state, targetId);
  const gap = targetId === undefined ? 0 : gapTo(state, ship, targetId);
  return {
    longRangeSensors: workingEquipment(cls, ship, 'Long Range Sensors') > 0,
    ...(state.options.nebula ? { nebula: true } : {}),
    ...(gap > 0 ? { altitudeDifference: gap } : {}),
    ...(untagged ? { untagged } : {}),
  };
}

/** The effective range of a hex distance for this ship (B.13, G.4), at `targetId` when given (E.7 doubling, G.6 altitude). */
export function effectiveDistance(state: StarmadaState, ship: ShipState, hexes: number, targetId?: string): number {
  return effectiveRange(hexes, adjustmentsOf(state, ship, targetId));
}

/**
 * The banks of one battery, in one mode, that are ready and reach the target. An error (one sentence)
 * when none does, saying why: lost, reloading, out of range, out of arc.
 */
export function banksInReach(state: StarmadaState, ship: ShipState, batteryIndex: number, mode: number, target: FireTarget): Result<BankInReach[], RuleError> {
  const cls = state.classes[ship.classId] as ShipClass;
  const battery = cls.batteries[batteryIndex];
  const profile: WeaponProfile | undefined = battery?.profiles[mode];
  if (!battery || !profile) return err(starmadaError('ERR_FIRE_BATTERY', `${ship.name} has no such battery.`));
  const fresh = target.kind === 'flight' ? state.flights.find((f) => f.id === target.id)?.seeker : undefined;
  if (fresh && fresh.launchedTurn === state.turn) {
    return err(starmadaError('ERR_FIRE_FRESH_SEEKER', `${target.name} was launched this Combat Phase and cannot be attacked until the next turn (C.4); pick another target.`));
  }
  // C.4: a seeking weapon has an MA instead of range bands, and no range limit.
  const [short, medium, long] = profile.range ?? [0, 0, Number.POSITIVE_INFINITY];
  const gap = gapTo(state, ship, target.id);
  const adjust = adjustmentsOf(state, ship, target.id);
  const effective = (hexes: number): number => effectiveRange(hexes, adjust);
  // S.9 storm result 5 (p.63): "no attacks may be made at long range" this Combat Phase.
  const limit = profile.traits.includes('Crn') || (profile.range !== null && stormNow(state).noLongRange) ? medium : long;
  const statuses = bankStatuses(ship, cls, batteryIndex, mode, state.turn);
  const ready = statuses.filter((s) => s.ready > 0);
  if (ready.length === 0) {
    const reloading = statuses.some((s) => s.reason === 'reloading');
    const fired = statuses.some((s) => s.reason === 'fired');
    const why = reloading ? 'is reloading (Slow) this turn' : fired ? 'already fired defensively this turn' : statuses.every((s) => s.reason === 'lost') ? 'has lost every weapon' : 'has nothing left to fire';
    return err(starmadaError('ERR_FIRE_NOT_READY', `${ship.name}'s ${battery.name} ${why}.`));
  }
  const errors: RuleError[] = [];
  const out: BankInReach[] = [];
  for (const status of ready) {
    const reach = bankReach({
      attacker: { at: ship.at, facing: ship.facing, inverted: ship.inverted },
      target: { name: target.name, at: target.at },
      bankArcs: status.arcs,
      maxRange: maxHexes(limit, effective),
      minRange: profile.traits.includes('Bls') ? short + 1 : 1,
      board: state.board,
    });
    // Range and arc first, then the line of sight every attack shares (sight.ts; its penalty is taken when rolling).
    const sight = reach.ok ? sightFor(state, ship, target) : undefined;
    if (!reach.ok) errors.push(reach.error);
    else if (sight && !sight.ok) errors.push(sight.error);
    else out.push({ ...status, range: effective(reach.value.range) });
  }
  if (out.length > 0) return ok(out);
  const first = errors[0] ?? starmadaError('ERR_FIRE_REACH', `${battery.name} cannot reach ${target.name}.`);
  const storm = limit < long && !profile.traits.includes('Crn') && first.code === 'ERR_OUT_OF_RANGE' ? ' The storm forbids attacks at long range this turn (S.9).' : '';
  return err({ ...first, message: `${ship.name}'s ${battery.name}: ${first.message}${first.code === 'ERR_OUT_OF_RANGE' ? longerRange(state, gap) : ''}${storm}` });
}

/** Why the hexes a bank reaches are fewer than its range: the altitude gap (G.6 p.57) or the nebula (G.4 p.56). */
function longerRange(state: StarmadaState, gap: number): string {
  const why = [gap > 0 ? `the ${gap}-level altitude gap adds to the range (G.6)` : '', state.options.nebula ? 'ranges are half as long again in the nebula (G.4)' : ''].filter((w) => w !== '');
  return why.length === 0 ? '' : ` (${why.join('; ')}.)`;
}
