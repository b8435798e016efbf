/**
 * Fire declarations (Starmada 4.1 p.18–19): which weapons of which battery fire at which target, checked
 * before any die is rolled — the ship is the seat's and on the board, the battery is ready, the target is an
 * enemy in range, in arc and in sight, and no weapon is declared twice. The text form players type is read
 * and written by ../notation/fire.ts.
 */
import { count } from '../../core/text.ts';
import { err, ok, ruleError, type Result, type RuleError } from '../../core/result.ts';
import type { SeatId } from '../../core/rule-system.ts';
import type { ShipClass } from '../ships/schema.ts';
import type { FireDeclaration, ShipState, StarmadaState } from '../state.ts';
import { banksInReach, type BankInReach, type FireTarget } from './reach-target.ts';

/** Every enemy element a ship of `side` may choose as a target. */
export function fireTargets(state: StarmadaState, ship: ShipState): FireTarget[] {
  return [
    ...state.ships.filter((s) => s.side !== ship.side && s.status === 'active').map((s) => ({ id: s.id, name: s.name, at: s.at, kind: 'ship' as const })),
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

/**
 * Checks declarations and shares their weapons out over the banks that reach, in bank order, so two
 * declarations never use one weapon. A declaration with `weapons: 0` asks for every weapon left that reaches.
 */
export function allocateFire(state: StarmadaState, seat: SeatId | null, declarations: readonly FireDeclaration[]): Result<Allocation[], RuleError[]> {
  const errors: RuleError[] = [];
  const used = new Map<string, number>();
  // C.2 p.39: all the weapons of a bank fire in the same mode.
  const bankMode = new Map<string, number>();
  const out: Allocation[] = [];
  declarations.forEach((d, i) => {
    const at = `declaration ${i + 1}`;
    const ship = state.ships.find((s) => s.id === d.shipId);
    if (!ship || ship.status !== 'active') {
      errors.push(ruleError('ERR_FIRE_SHIP', `${ship?.name ?? 'That ship'} is not on the board and cannot fire.`, { at }));
      return;
    }
    if (seat !== null && ship.seat !== seat) {
      errors.push(ruleError('ERR_FIRE_NOT_YOURS', `${ship.name} is not your ship; declare fire for your own ships.`, { at }));
      return;
    }
    const cls = classOf(state, ship);
    const battery = cls.batteries[d.battery];
    if (!battery) {
      errors.push(ruleError('ERR_FIRE_BATTERY', `${ship.name} has no battery ${d.battery + 1}; it has ${cls.batteries.map((b) => b.name).join(', ')}.`, { at }));
      return;
    }
    const profile = battery.profiles[d.mode];
    if (!profile) {
      errors.push(ruleError('ERR_FIRE_MODE', `${battery.name} has no mode ${d.mode + 1}.`, { at }));
      return;
    }
    if (d.mode > 0 && !state.options.dualMode) {
      errors.push(ruleError('ERR_FIRE_MODE', `Dual-mode weapons (C.2) are not in use in this game; fire ${battery.name} in its primary mode.`, { at }));
    }
    if (d.directed && !state.options.directedDamage) {
      errors.push(ruleError('ERR_FIRE_DIRECTED', 'Directed damage (E.2) is not in use in this game; leave out "directed".', { at }));
    } else if (d.directed && profile.traits.includes('Dsr')) {
      errors.push(ruleError('ERR_FIRE_DIRECTED', `${battery.name} is Disruptive and cannot use directed damage (E.2); leave out "directed".`, { at }));
    } else if (d.directed && profile.range === null) {
      // Salvo's ruling: seekers roll later, with only the C.4 modifiers [AMB 23], so E.2 has nothing to act on.
      errors.push(ruleError('ERR_FIRE_DIRECTED', `${battery.name} launches seekers, which cannot use directed damage (E.2); leave out "directed".`, { at }));
    }
    const target = state.ships.find((s) => s.id === d.targetId) ?? state.flights.find((f) => f.id === d.targetId);
    const live = target && ('status' in target ? target.status === 'active' : target.count > 0);
    if (!target || !live) {
      errors.push(ruleError('ERR_FIRE_TARGET', `${target?.name ?? 'That target'} is not on the board; pick another target.`, { at }));
      return;
    }
    if (target.side === ship.side) {
      errors.push(ruleError('ERR_FIRE_FRIENDLY', `${target.name} is on your own side; pick an enemy.`, { at }));
      return;
    }
    const reach = banksInReach(state, ship, d.battery, d.mode, { id: target.id, name: target.name, at: target.at, kind: 'status' in target ? 'ship' : 'flight' });
    if (!reach.ok) {
      errors.push({ ...reach.error, at });
      return;
    }
    const key = (b: BankInReach): string => `${ship.id}/${b.battery}/${b.bank}`;
    const sameMode = reach.value.filter((b) => (bankMode.get(key(b)) ?? d.mode) === d.mode);
    if (sameMode.length === 0) {
      errors.push(ruleError('ERR_FIRE_BANK_MODE', `Every ${battery.name} bank on ${ship.name} that can reach ${target.name} already fires in another mode; a bank fires in one mode (C.2).`, { at }));
      return;
    }
    const free = sameMode.map((b) => ({ bank: b, left: b.ready - (used.get(key(b)) ?? 0) })).filter((x) => x.left > 0);
    const available = free.reduce((n, x) => n + x.left, 0);
    const wanted = d.weapons === 0 ? available : d.weapons;
    if (available === 0) {
      errors.push(ruleError('ERR_FIRE_ALL_USED', `Every ${battery.name} on ${ship.name} that can reach ${target.name} already has a target.`, { at }));
      return;
    }
    if (!Number.isInteger(wanted) || wanted < 1 || wanted > available) {
      const arcs = [...new Set(free.map((x) => x.bank.arcs))].join(', ');
      errors.push(
        ruleError(
          'ERR_FIRE_COUNT',
          `${ship.name} has ${count(available, battery.name)} free to reach ${target.name} (banks ${arcs}); you asked for ${wanted}.`,
          { at, suggestion: `${battery.name} x${available}` },
        ),
      );
      return;
    }
    let left = wanted;
    const banks: Allocation['banks'] = [];
    for (const x of free) {
      if (left === 0) break;
      const take = Math.min(left, x.left);
      banks.push({ bank: x.bank, weapons: take });
      used.set(key(x.bank), (used.get(key(x.bank)) ?? 0) + take);
      bankMode.set(key(x.bank), d.mode);
      left -= take;
    }
    out.push({ declaration: { ...d, weapons: wanted }, banks });
  });
  return errors.length > 0 ? err(errors) : ok(out);
}

/** Checks declarations and fills in weapon counts left at 0 ("all that reach"). */
export function validateFire(state: StarmadaState, seat: SeatId | null, declarations: readonly FireDeclaration[]): Result<FireDeclaration[], RuleError[]> {
  const allocated = allocateFire(state, seat, declarations);
  return allocated.ok ? ok(allocated.value.map((a) => a.declaration)) : allocated;
}
