/**
 * What each bank of a ship can still fire this turn: weapons not lost (p.21), Expendable weapons not yet fired
 * (C.5 Exp), Slow banks that are not reloading (C.5 Slw). Starmada 4.1 p.18–19; C.3 mounts count as one box.
 */
import type { ShipClass, WeaponProfile } from '../ships/schema.ts';
import { slowBankReady } from './slow-weapons.ts';
import type { ShipState } from '../state.ts';

export interface BankStatus {
  battery: number;
  bank: number;
  arcs: string;
  mountSize: number;
  /** Weapon boxes (mounts) that may fire now. */
  ready: number;
  /** Why none can, when ready is 0. */
  reason?: 'lost' | 'expended' | 'reloading' | 'fired';
}

const slowCount = (profile: WeaponProfile): number => profile.traits.filter((t) => t === 'Slw').length;

export function bankStatuses(ship: ShipState, cls: ShipClass, batteryIndex: number, mode: number, turn: number): BankStatus[] {
  const battery = cls.batteries[batteryIndex];
  const profile = battery?.profiles[mode];
  if (!battery || !profile) return [];
  return battery.banks.map((bank, k) => {
    const lost = ship.bankLosses[batteryIndex]?.[k] ?? 0;
    const spent = profile.traits.includes('Exp') ? (ship.expended[batteryIndex]?.[k] ?? 0) : 0;
    const status: BankStatus = { battery: batteryIndex, bank: k, arcs: bank.arcs, mountSize: bank.mountSize ?? 1, ready: Math.max(0, bank.count - lost - spent) };
    if (status.ready === 0) return { ...status, reason: lost >= bank.count ? 'lost' : 'expended' };
    const lastFired = ship.lastFired[batteryIndex]?.[k] ?? null;
    // A bank that fired defensively this game turn (C.5 Dfn: once per game turn) is spent until the next.
    if (lastFired === turn) return { ...status, ready: 0, reason: 'fired' };
    if (!slowBankReady(lastFired, turn, slowCount(profile))) return { ...status, ready: 0, reason: 'reloading' };
    return status;
  });
}
