/** Shared test builders for the Metaverse fire tests (not a test file). */
import type { AttackInput } from '../../../../src/rules/metaverse/fire/attack.ts';
import type { SensorFirer, SensorRollInput, SensorTarget } from '../../../../src/rules/metaverse/fire/to-hit.ts';
import type { WeaponMode } from '../../../../src/rules/metaverse/fire/weapon.ts';

export const target = (over: Partial<SensorTarget> = {}): SensorTarget => ({
  trDefault: 1,
  trModified: 1,
  lostDrives: 0,
  drifting: false,
  momentumZero: false,
  ramOrder: false,
  ewArrays: [],
  ecmCovering: 0,
  ejCovering: 0,
  pods: [],
  ...over,
});

export const firer = (over: Partial<SensorFirer> = {}): SensorFirer => ({ elint: 0, targetingArray: 0, scoutStrike: false, stayOnTarget: false, ...over });

/** Thunderchild's heavy laser of the p.25 example: 2×13 energy penetrating, 10cm/90cm@1. */
export const heavyLaser = (over: Partial<WeaponMode> = {}): WeaponMode => ({
  weaponId: 'w-1',
  mode: 'Beam',
  section: 'core',
  pulse: { count: 2 },
  damage: { fixed: 13 },
  damageType: 'energy',
  effect: 'penetrating',
  range: { band: 10, bands: 9, effectiveBand: 1 },
  pd: { value: 0, targets: [] },
  intercept: { vulnerable: true },
  dp: 0,
  accuracy: 0,
  aoe: null,
  qualities: [],
  ...over,
});

export const sensorShot = (over: Partial<SensorRollInput> = {}): SensorRollInput => ({
  label: 'sensor A→B w-1',
  sensorRating: 16,
  damageType: 'energy',
  offBands: 0,
  deflector: 0,
  dp: 0,
  accuracy: 0,
  qualities: [],
  target: target(),
  firer: firer(),
  ...over,
});

export const attack = (over: Partial<AttackInput> = {}): AttackInput => ({
  attackId: 'a1',
  firerId: 'Thunderchild',
  targetId: 'Vengeance',
  targetSquadronId: 'sq-V',
  weapon: heavyLaser(),
  sensorRating: 16,
  geometry: { rangeBand: 7, hitArc: 'port-bow', inArc: true, lineOfSight: true, gravityWallBlocks: false },
  legalTarget: true,
  rateOfFireReady: true,
  firerCloak: { kind: 'visible' },
  targetCloak: { kind: 'visible' },
  target: target({ ewArrays: [3], trDefault: 1, trModified: 1 }),
  firer: firer(),
  deflector: 0,
  ...over,
});
