/**
 * FTL drives, manoeuvre codes, charge and capability (book p.13–18 "FTL Retreat" … "FTL Transition";
 * p.101 preparation turns).
 *
 * Charge (ruling A67): a `cooldown` counter is set to the rating on use and decremented
 * in each End Phase AFTER the turn of use; the drive is usable at 0. Rating 3 used on turn 5 → usable turn 9.
 */
import { err, ok, type Result, type RuleError } from '../../core/result.ts';
import { metaverseError } from '../errors.ts';

export type FtlDriveType = 'basic' | 'warp' | 'hyper' | 'jump' | 'dimensional';

export const FTL_CODES = ['FTL-R', 'R-FTL', 'S-FTL-W', 'S-FTL-H', 'S-FTL-J', 'T-FTL-W', 'T-FTL-H', 'T-FTL-J', 'FTL-T'] as const;
export type FtlCode = (typeof FTL_CODES)[number];

export interface FtlDrive {
  readonly id: string;
  readonly type: FtlDriveType;
  /** 1–10: turns before the drive can be used again (p.18). */
  readonly rating: number;
  /** Turns left before it is charged; 0 = charged. */
  readonly cooldown: number;
  readonly operational: boolean;
  /** True during the turn it was used: the End Phase of that turn does not count down. */
  readonly usedThisTurn?: boolean;
}

/** Which drive types can perform each manoeuvre (capability table, p.15–18). */
export function driveTypesFor(code: FtlCode): readonly FtlDriveType[] {
  switch (code) {
    case 'FTL-R':
      return ['basic', 'warp', 'hyper', 'jump', 'dimensional'];
    case 'R-FTL':
      return ['warp', 'hyper', 'jump'];
    case 'S-FTL-W':
    case 'T-FTL-W':
      return ['warp'];
    case 'S-FTL-H':
    case 'T-FTL-H':
      return ['hyper'];
    case 'S-FTL-J':
    case 'T-FTL-J':
      return ['jump'];
    case 'FTL-T':
      return ['dimensional'];
  }
}

export const isCharged = (d: FtlDrive): boolean => d.operational && d.cooldown <= 0;

/** Picks a charged, operational drive that can perform `code`, not blocked by the environment. */
export function driveFor(drives: readonly FtlDrive[], code: FtlCode, blocked: readonly FtlDriveType[] = []): Result<FtlDrive, RuleError> {
  const types = driveTypesFor(code);
  const able = drives.filter((d) => types.includes(d.type));
  if (able.length === 0) return err(metaverseError('ERR_FTL_NO_DRIVE', `${code} needs a ${types.join(' or ')} drive; plot another manoeuvre.`, { at: code }));
  const free = able.filter((d) => !blocked.includes(d.type));
  if (free.length === 0) return err(metaverseError('ERR_FTL_BLOCKED', `FTL is blocked here for this drive; move out of the field first.`, { at: code }));
  const ready = free.find(isCharged);
  if (!ready) return err(metaverseError('ERR_FTL_NOT_CHARGED', `The FTL drive is not charged yet; wait until it recharges.`, { at: code }));
  return ok(ready);
}

/** Marks a drive used (any use, including a failed jump sent back to reserve): cooldown = rating (p.18). */
export const useDrive = (d: FtlDrive): FtlDrive => ({ ...d, cooldown: d.rating, usedThisTurn: true });

/** End Phase count-down: drives used this turn keep their cooldown; others lose 1, down to 0. */
export const endPhaseTick = (d: FtlDrive): FtlDrive =>
  d.usedThisTurn ? { ...d, usedThisTurn: false } : { ...d, cooldown: Math.max(0, d.cooldown - 1) };

/** Starting cooldown after `prepTurns` preparation turns (p.101): max(0, rating − P). */
export const initialCooldown = (rating: number, prepTurns: number): number => Math.max(0, rating - prepTurns);
