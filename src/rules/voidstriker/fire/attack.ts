/**
 * One direct-fire attack by a mount or a battery (Voidstriker §2.35, §2.36): check that the shot is allowed,
 * roll to hit once, and on a hit roll damage separately for every weapon in the mount(s) — "Weapon mounts
 * containing 2, 3, or 4 identical weapons fire at the same time and at the same target, inflicting multiple
 * attacks under a single attack roll … Each die of damage is resolved separately" (§2.36).
 *
 * The shot needs (§2.35): a sensor tracking the target; the target in the weapon's arc (fixed: forward 60°;
 * forward turret: not aft; aft turret: not forward — decided by the geometry module, given here as `inArc`);
 * for a mass driver, its line of fire crossing the target's counter (`inLineOfFire`), a working mass driver
 * (DP ≥ 1, which is also its number of damage dice, §2.362) and, when the magazine is tracked, a shell.
 * Crew slots (fire-slots.ts) and "once per round" are the caller's bookkeeping.
 *
 * Judgement calls (rulings D1, D4; §2.35):
 * - A battery makes one attack roll and every weapon in all its mounts gives its own damage packet. All mounts of a
 *   battery must share the weapon kind (one base to-hit) and the mounting (one arc, attack maneuvers or not).
 * - A mass driver uses one shell per shot and is always a single, fixed mount.
 */
import type { Dice } from '../../core/dice.ts';
import { err, ok } from '../../core/result.ts';
import type { Result, RuleError } from '../../core/result.ts';
import type { LockTarget } from '../sensors/lock-on.ts';
import { rollHitDamage } from './damage.ts';
import type { DamagePacket } from './damage.ts';
import { rollToHit } from './to-hit.ts';
import type { ToHitResult } from './to-hit.ts';
import { baseToHit, weaponName } from './weapon.ts';
import type { FireMount } from './weapon.ts';
import { voidstrikerError } from '../errors.ts';

export interface DirectFireInput {
  readonly firer: string;
  readonly target: string;
  /** One mount, or the mounts of one battery. */
  readonly mounts: readonly FireMount[];
  readonly targetSize: LockTarget;
  /** Working sensors of the firer locked on the target this round (sensors/lock-on.ts). */
  readonly lockedSensors: number;
  /** Centre-to-centre distance in inches at the moment of fire; rounded down. */
  readonly range: number;
  readonly firerEvasive: number;
  readonly firerAttack: number;
  readonly captainOut: boolean;
  readonly asteroidInches?: number;
  /** The target is in this weapon's arc (geometry module). */
  readonly inArc: boolean;
  /** Mass drivers only: the line straight out of the firer's front crosses the target's counter. */
  readonly inLineOfFire?: boolean;
  /** The firer is in the target's aft arc: after the first armor penetration the Aft table is used (§2.36). */
  readonly fromTargetAft: boolean;
  /** Mass drivers only: shells left in its magazine, when the caller tracks them. */
  readonly shellsLeft?: number;
}

export interface DirectFireResult {
  readonly firer: string;
  readonly target: string;
  /** "Dual Mk-IV Laser", "battery: 2 × Triple Mk-III Laser". */
  readonly weapon: string;
  readonly toHit: ToHitResult;
  /** One packet per weapon that hit, in mount order then weapon order (empty on a miss). */
  readonly hits: readonly DamagePacket[];
  /** Mass-driver shells used (1 per shot), else 0. */
  readonly shellsSpent: number;
}

const MOUNT_SIZE = ['', '', 'Dual ', 'Triple ', 'Quad '] as const;

/** "Triple Mk-III Laser" for a mount; "battery: 2 × Triple Mk-III Laser" for a battery of identical mounts. */
export function mountName(mounts: readonly FireMount[]): string {
  const names = mounts.map((m) => `${MOUNT_SIZE[m.count] ?? `${m.count}× `}${weaponName(m.weapon)}`);
  if (names.length === 1) return names[0] ?? '';
  const unique = [...new Set(names)];
  return unique.length === 1 ? `battery: ${names.length} × ${unique[0] ?? ''}` : `battery: ${names.join(' + ')}`;
}

function checkMounts(input: DirectFireInput): RuleError | null {
  const [first] = input.mounts;
  if (!first) return voidstrikerError('ERR_FIRE_NO_WEAPON', 'Name a weapon mount or battery to fire.', { at: 'mounts' });
  for (const [i, m] of input.mounts.entries()) {
    if (!Number.isInteger(m.count) || m.count < 1 || m.count > 4)
      return voidstrikerError('ERR_FIRE_BAD_MOUNT', 'A mount holds 1 to 4 identical weapons.', { at: `mounts[${i}].count` });
    if (m.weapon.kind !== first.weapon.kind || m.mounting !== first.mounting)
      return voidstrikerError('ERR_FIRE_MIXED_BATTERY', 'All mounts of a battery must be the same kind of weapon on the same mounting.', { at: `mounts[${i}]` });
    const w = m.weapon;
    if (w.kind === 'massDriver') {
      if (m.count !== 1 || m.mounting !== 'fixed' || input.mounts.length !== 1)
        return voidstrikerError('ERR_FIRE_BAD_MOUNT', 'A mass driver is a single fixed mount.', { at: `mounts[${i}]` });
      if (!Number.isInteger(w.dp) || w.dp > w.mark) return voidstrikerError('ERR_FIRE_BAD_MOUNT', `A Mk-${w.mark} mass driver has at most ${w.mark} DP.`, { at: `mounts[${i}].weapon.dp` });
      if (w.dp < 1) return voidstrikerError('ERR_FIRE_WEAPON_DESTROYED', 'That mass driver is destroyed.', { at: `mounts[${i}]` });
    }
    if (w.kind === 'blaster') {
      const d = w.damage;
      if (!Number.isInteger(d.dice) || d.dice < 1 || !Number.isInteger(d.sides) || d.sides < 1 || !Number.isInteger(d.bonus))
        return voidstrikerError('ERR_FIRE_BAD_MOUNT', 'Blaster damage must be whole dice, e.g. 1d10+2.', { at: `mounts[${i}].weapon.damage` });
    }
  }
  return null;
}

function checkShot(input: DirectFireInput): RuleError | null {
  const mountProblem = checkMounts(input);
  if (mountProblem) return mountProblem;
  const first = input.mounts[0];
  if (!input.inArc) return voidstrikerError('ERR_FIRE_OUT_OF_ARC', `${input.target} is not in the arc of that weapon.`);
  if (first?.weapon.kind === 'massDriver') {
    if (input.inLineOfFire !== true) return voidstrikerError('ERR_FIRE_NOT_IN_LINE', `The mass driver's line of fire does not cross ${input.target}.`);
    if (input.shellsLeft !== undefined && input.shellsLeft < 1) return voidstrikerError('ERR_FIRE_NO_AMMO', 'The mass driver has no shells left.');
  }
  return null;
}

/** Resolves one attack: every die (to-hit and damage) is rolled through `dice` and returned. */
export function resolveDirectFire(input: DirectFireInput, dice: Dice): Result<DirectFireResult, RuleError> {
  const problem = checkShot(input);
  if (problem) return err(problem);
  const first = input.mounts[0];
  if (!first) throw new Error('checked above');
  const weapon = mountName(input.mounts);
  const toHit = rollToHit(
    {
      label: `to-hit ${input.firer}→${input.target} ${weapon}`,
      needed: baseToHit(first.weapon),
      fixed: first.mounting === 'fixed',
      target: input.targetSize,
      lockedSensors: input.lockedSensors,
      range: input.range,
      firerEvasive: input.firerEvasive,
      firerAttack: input.firerAttack,
      captainOut: input.captainOut,
      ...(input.asteroidInches !== undefined ? { asteroidInches: input.asteroidInches } : {}),
    },
    dice,
  );
  if (!toHit.ok) return toHit;
  const hits: DamagePacket[] = [];
  if (toHit.value.hit) {
    for (const [mountIndex, mount] of input.mounts.entries()) {
      for (let weaponIndex = 0; weaponIndex < mount.count; weaponIndex++) {
        hits.push(
          rollHitDamage(
            { weapon: mount.weapon, range: input.range, mountIndex, weaponIndex, fromTargetAft: input.fromTargetAft, label: `damage ${input.firer}→${input.target}` },
            dice,
          ),
        );
      }
    }
  }
  return ok({ firer: input.firer, target: input.target, weapon, toHit: toHit.value, hits, shellsSpent: first.weapon.kind === 'massDriver' ? 1 : 0 });
}
