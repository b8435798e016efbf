/**
 * Fire declarations (Starmada 4.1 p.18–19): which weapons of which battery fire at which target, checked
 * before any die is rolled — the ship is the seat's and on the board, the battery is ready, the target is an
 * enemy in range, in arc and in sight, and no weapon is declared twice. The text form players type is read
 * and written by ../notation/fire.ts.
 */
import { count } from '../../core/text.ts';
import { err, ok, type Result, type RuleError } from '../../core/result.ts';
import type { SeatId } from '../../core/rule-system.ts';
import type { ShipClass } from '../ships/schema.ts';
import type { FireDeclaration, ShipState, StarmadaState } from '../state.ts';
import { banksInReach, type BankInReach, type FireTarget } from './reach-target.ts';
import { starmadaError } from '../errors.ts';
import { isCloaked, isUndetected } from '../movement/cloaking.ts';

/** Every enemy element a ship of `side` may choose as a target: never an undetected cloaked ship (B.5 p.31). */
export function fireTargets(state: StarmadaState, ship: ShipState): FireTarget[] {
  return [
    ...state.ships.filter((s) => s.side !== ship.side && s.status === 'active' && !isUndetected(state, s)).map((s) => ({ id: s.id, name: s.name, at: s.at, kind: 'ship' as const })),
    ...state.flights.filter((f) => f.side !== ship.side && f.count > 0).map((f) => ({ id: f.id, name: f.name, at: f.at, kind: 'flight' as const })),
  ];
}

export function findTarget(state: StarmadaState, id: string): FireTarget | undefined {
  const ship = state.ships.find((s) => s.id === id && s.status === 'active');
  if (ship) return { id: ship.id, name: ship.name, at: ship.at, kind: 'ship' };
  const flight = state.flights.find((f) => f.id === id && f.count > 0);
  return flight ? { id: flight.id, name: flight.name, at: flight.at, kind: 'flight' } : undefined;
}

/** Weapons of one declaration, bank by bank. */
export interface Allocation {
  declaration: FireDeclaration;
  banks: { bank: BankInReach; weapons: number }[];
}

const classOf = (state: StarmadaState, ship: ShipState): ShipClass => state.classes[ship.classId] as ShipClass;

type Battery = ShipClass['batteries'][number];
type Target = StarmadaState['ships'][number] | StarmadaState['flights'][number];

/** Weapons already given a target, and the mode each bank fires in (C.2 p.39: a bank fires in one mode). */
interface Ledger {
  readonly used: Map<string, number>;
  readonly bankMode: Map<string, number>;
}

/**
 * The firing ship and battery of a declaration, or null when it cannot fire at all. Problems with the mode and
 * directed damage are pushed too but let the check go on, so every problem comes at once.
 */
function readShooter(state: StarmadaState, seat: SeatId | null, d: FireDeclaration, at: string, errors: RuleError[]): { ship: ShipState; battery: Battery } | null {
  const ship = state.ships.find((s) => s.id === d.shipId);
  if (!ship || ship.status !== 'active') {
    errors.push(starmadaError('ERR_FIRE_SHIP', `${ship?.name ?? 'That ship'} is not on the board and cannot fire.`, { at }));
    return null;
  }
  if (seat !== null && ship.seat !== seat) {
    errors.push(starmadaError('ERR_FIRE_NOT_YOURS', `${ship.name} is not your ship; declare fire for your own ships.`, { at }));
    return null;
  }
  if (isCloaked(state, ship)) {
    errors.push(starmadaError('ERR_FIRE_CLOAKED', `${ship.name} is cloaked, and "while cloaked, a starship may not attack with any of its weapons" (B.5 p.31).`, { at }));
    return null;
  }
  const cls = classOf(state, ship);
  const battery = cls.batteries[d.battery];
  if (!battery) {
    errors.push(starmadaError('ERR_FIRE_BATTERY', `${ship.name} has no battery ${d.battery + 1}; it has ${cls.batteries.map((b) => b.name).join(', ')}.`, { at }));
    return null;
  }
  const profile = battery.profiles[d.mode];
  if (!profile) {
    errors.push(starmadaError('ERR_FIRE_MODE', `${battery.name} has no mode ${d.mode + 1}.`, { at }));
    return null;
  }
  if (d.mode > 0 && !state.options.dualMode) {
    errors.push(starmadaError('ERR_FIRE_MODE', `Dual-mode weapons (C.2) are not in use in this game; fire ${battery.name} in its primary mode.`, { at }));
  }
  if (d.directed && !state.options.directedDamage) {
    errors.push(starmadaError('ERR_FIRE_DIRECTED', 'Directed damage (E.2) is not in use in this game; leave out "directed".', { at }));
  } else if (d.directed && profile.traits.includes('Dsr')) {
    errors.push(starmadaError('ERR_FIRE_DIRECTED', `${battery.name} is Disruptive and cannot use directed damage (E.2); leave out "directed".`, { at }));
  } else if (d.directed && profile.range === null) {
    // Salvo's ruling: seekers roll later, with only the C.4 modifiers [ruling 23], so E.2 has nothing to act on.
    errors.push(starmadaError('ERR_FIRE_DIRECTED', `${battery.name} launches seekers, which cannot use directed damage (E.2); leave out "directed".`, { at }));
  }
  return { ship, battery };
}

/** The declared target: on the board and an enemy. */
function readTarget(state: StarmadaState, ship: ShipState, d: FireDeclaration, at: string): Result<Target, RuleError> {
  const target = state.ships.find((s) => s.id === d.targetId) ?? state.flights.find((f) => f.id === d.targetId);
  const live = target && ('status' in target ? target.status === 'active' : target.count > 0);
  if (!target || !live) return err(starmadaError('ERR_FIRE_TARGET', `${target?.name ?? 'That target'} is not on the board; pick another target.`, { at }));
  if (target.side === ship.side) return err(starmadaError('ERR_FIRE_FRIENDLY', `${target.name} is on your own side; pick an enemy.`, { at }));
  if ('status' in target && isUndetected(state, target)) {
    return err(starmadaError('ERR_FIRE_CLOAKED_TARGET', `${target.name} is cloaked and undetected: "while cloaked, a starship may not be attacked" (B.5 p.31); pick another target.`, { at }));
  }
  return ok(target);
}

/** Shares the declared weapons out over the banks in reach that are still free, in bank order, and books them. */
function shareWeapons(ledger: Ledger, ship: ShipState, battery: Battery, target: Target, d: FireDeclaration, reach: readonly BankInReach[], at: string): Result<Allocation, RuleError> {
  const key = (b: BankInReach): string => `${ship.id}/${b.battery}/${b.bank}`;
  const sameMode = reach.filter((b) => (ledger.bankMode.get(key(b)) ?? d.mode) === d.mode);
  if (sameMode.length === 0) {
    return err(starmadaError('ERR_FIRE_BANK_MODE', `Every ${battery.name} bank on ${ship.name} that can reach ${target.name} already fires in another mode; a bank fires in one mode (C.2).`, { at }));
  }
  const free = sameMode.map((b) => ({ bank: b, left: b.ready - (ledger.used.get(key(b)) ?? 0) })).filter((x) => x.left > 0);
  const available = free.reduce((n, x) => n + x.left, 0);
  const wanted = d.weapons === 0 ? available : d.weapons;
  if (available === 0) {
    return err(starmadaError('ERR_FIRE_ALL_USED', `Every ${battery.name} on ${ship.name} that can reach ${target.name} already has a target.`, { at }));
  }
  if (!Number.isInteger(wanted) || wanted < 1 || wanted > available) {
    const arcs = [...new Set(free.map((x) => x.bank.arcs))].join(', ');
    return err(
      starmadaError('ERR_FIRE_COUNT', `${ship.name} has ${count(available, battery.name)} free to reach ${target.name} (banks ${arcs}); you asked for ${wanted}.`, {
        at,
        suggestion: `${battery.name} x${available}`,
      }),
    );
  }
  let left = wanted;
  const banks: Allocation['banks'] = [];
  for (const x of free) {
    if (left === 0) break;
    const take = Math.min(left, x.left);
    banks.push({ bank: x.bank, weapons: take });
    ledger.used.set(key(x.bank), (ledger.used.get(key(x.bank)) ?? 0) + take);
    ledger.bankMode.set(key(x.bank), d.mode);
    left -= take;
  }
  return ok({ declaration: { ...d, weapons: wanted }, banks });
}

/**
 * Checks declarations and shares their weapons out over the banks that reach, in bank order, so two
 * declarations never use one weapon. A declaration with `weapons: 0` asks for every weapon left that reaches.
 */
export function allocateFire(state: StarmadaState, seat: SeatId | null, declarations: readonly FireDeclaration[]): Result<Allocation[], RuleError[]> {
  const errors: RuleError[] = [];
  const ledger: Ledger = { used: new Map(), bankMode: new Map() };
  const out: Allocation[] = [];
  declarations.forEach((d, i) => {
    const at = `declaration ${i + 1}`;
    const shooter = readShooter(state, seat, d, at, errors);
    if (!shooter) return;
    const { ship, battery } = shooter;
    const target = readTarget(state, ship, d, at);
    if (!target.ok) {
      errors.push(target.error);
      return;
    }
    const t = target.value;
    if ('status' in t && isCloaked(state, t) && battery.profiles[d.mode]?.range === null) {
      errors.push(starmadaError('ERR_FIRE_CLOAKED_TARGET', `${t.name} is cloaked: "a detected ship may not be targeted by C.4: Seeking Weapons" (B.5 p.32).`, { at }));
      return;
    }
    const reach = banksInReach(state, ship, d.battery, d.mode, { id: t.id, name: t.name, at: t.at, kind: 'status' in t ? 'ship' : 'flight' });
    if (!reach.ok) {
      errors.push({ ...reach.error, at });
      return;
    }
    const shared = shareWeapons(ledger, ship, battery, t, d, reach.value, at);
    if (shared.ok) out.push(shared.value);
    else errors.push(shared.error);
  });
  return errors.length > 0 ? err(errors) : ok(out);
}

/** Checks declarations and fills in weapon counts left at 0 ("all that reach"). */
export function validateFire(state: StarmadaState, seat: SeatId | null, declarations: readonly FireDeclaration[]): Result<FireDeclaration[], RuleError[]> {
  const allocated = allocateFire(state, seat, declarations);
  return allocated.ok ? ok(allocated.value.map((a) => a.declaration)) : allocated;
}
