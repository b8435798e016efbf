/**
 * Voidstriker damage results (§2.362 "Damage Results"): each result as a pure function of the ship condition,
 * the damage still left in the packet, and which arc of the target the firer is in.
 *
 * Judgement calls (rulings F1–F16, §2.362): a component soaks min(remaining, its DP left); destroyed parts soak 0.
 * Random choices roll a die with as many faces as candidates (no roll when there is one). A Weapon result picks
 * among working mounts facing the firer (fixed mounts and missile tubes face only a firer in the forward arc,
 * F turrets any firer not aft, A turrets any firer not forward); a mass driver hit that way soaks min(rem, DP).
 * Missile Tube with no working tube mount is a Weapon hit. Mass Driver with no working mass driver destroys a
 * random working mount, facing ignored. Magazine: 1 DP, a random magazine with ammo (else any); a missile magazine
 * with missiles explodes on d10 = 1. Sensor choice among assignments is the caller's (the count drops by one).
 * A bridge hit that leaves DP is "damaged": 1d6 bridge crew lost and out of control; reaching 0 destroys it.
 */
import type { Dice } from '../../core/dice.ts';
import { bridgeCasualties, crewHitCasualties, crewspaceCasualties, killBridgeCrew, type CasualtyRoll } from './crew.ts';
import { totalCrew, type CrewRole, type MountCondition, type ShipCondition } from './condition.ts';
import type { ComponentResult, CriticalResult } from './tables.ts';

/** Where the firer is, seen from the target's facing (forward 60°, aft 60°, or the sides). */
export type FirerArc = 'forward' | 'side' | 'aft';

export interface ResultOutcome {
  readonly ship: ShipCondition;
  /** Damage points this result took out of the packet. */
  readonly soaked: number;
  /** What was hit, e.g. a mount id, "thruster 2", "magazine mag1"; absent when nothing was. */
  readonly hit?: string;
  readonly destroyed: boolean;
  readonly casualties: readonly CrewRole[];
  readonly rolls: readonly CasualtyRoll[];
  /** A missile magazine warhead went off: a packet of this much damage, resolved from the Internal table. */
  readonly magazineBlast?: number;
  /** The result found nothing to hit (treated as No Effect). */
  readonly noTarget?: boolean;
}

// §Ref Xraser missile maximum damage (1d10 + {0,2,4,8}, dice at 10).
const XRASER_MAX: Record<number, number> = { 1: 10, 2: 12, 3: 14, 4: 18 };

/** Does this mount face a firer in `arc` (§2.362 Turret/Weapon "weapons that face the firing ship")? */
export function mountFaces(mount: MountCondition, arc: FirerArc): boolean {
  if (mount.mounting === 'fixed') return arc === 'forward';
  return mount.arc === 'F' ? arc !== 'aft' : arc !== 'forward';
}

function pickIndex(dice: Dice, rolls: CasualtyRoll[], label: string, n: number): number {
  if (n <= 1) return 0;
  const value = dice.roll(label, n);
  rolls.push({ label, sides: n, value });
  return value - 1;
}

const nothing = (ship: ShipCondition): ResultOutcome => ({ ship, soaked: 0, destroyed: false, casualties: [], rolls: [], noTarget: true });

function hitMount(ship: ShipCondition, candidates: readonly MountCondition[], remaining: number, dice: Dice, label: string): ResultOutcome {
  const rolls: CasualtyRoll[] = [];
  const mount = candidates[pickIndex(dice, rolls, `${label}: which of ${candidates.length} mounts`, candidates.length)];
  if (mount === undefined) return nothing(ship);
  // §2.362: mounts have 1 DP; a mass driver has 1 DP per die and loses dice as it soaks.
  const soaked = Math.min(remaining, mount.weapon === 'massDriver' ? mount.dp : 1);
  const dp = mount.dp - soaked;
  return {
    ship: { ...ship, mounts: ship.mounts.map((m) => (m.id === mount.id ? { ...m, dp } : m)) },
    soaked,
    hit: mount.id,
    destroyed: dp === 0,
    casualties: [],
    rolls,
  };
}

type TrackName = 'cargo' | 'lifeSupport' | 'powerPlant';

function hitTrack(ship: ShipCondition, name: TrackName, remaining: number): ResultOutcome {
  const track = ship[name];
  const soaked = Math.min(remaining, track.dp);
  const dp = track.dp - soaked;
  return { ship: { ...ship, [name]: { ...track, dp } }, soaked, hit: name, destroyed: dp === 0 && soaked > 0, casualties: [], rolls: [] };
}

/** §2.362 Thruster: a random working thruster takes the hit. */
function hitThruster(ship: ShipCondition, remaining: number, dice: Dice): ResultOutcome {
  const live = ship.thrusters.flatMap((dp, i) => (dp > 0 ? [i] : []));
  if (live.length === 0) return nothing(ship);
  const rolls: CasualtyRoll[] = [];
  const index = live[pickIndex(dice, rolls, `thruster hit: which of ${live.length} thrusters`, live.length)] ?? 0;
  const before = ship.thrusters[index] ?? 0;
  const soaked = Math.min(remaining, before);
  const thrusters = ship.thrusters.map((dp, i) => (i === index ? dp - soaked : dp));
  return { ship: { ...ship, thrusters }, soaked, hit: `thruster ${index + 1}`, destroyed: before - soaked === 0, casualties: [], rolls };
}

/** §2.37: each launch bay has 1 DP. */
function hitLaunchBays(ship: ShipCondition, remaining: number): ResultOutcome {
  let left = remaining;
  const launchBays = ship.launchBays.map((dp) => {
    const take = Math.min(left, dp);
    left -= take;
    return dp - take;
  });
  const soaked = remaining - left;
  if (soaked === 0) return nothing(ship);
  return { ship: { ...ship, launchBays }, soaked, hit: 'launch bays', destroyed: launchBays.every((dp) => dp === 0), casualties: [], rolls: [] };
}

/** §2.362 Crewspace: no crewspace → Cargo. Hit: 1d6−1 casualties; once destroyed, 1d6 and continue on. */
function hitCrewspace(ship: ShipCondition, remaining: number, dice: Dice): ResultOutcome {
  const space = ship.crewspace;
  if (space === null) return hitTrack(ship, 'cargo', remaining);
  const rolls: CasualtyRoll[] = [];
  const soaked = Math.min(remaining, space.dp);
  const die = dice.roll('crewspace hit: casualties d6', 6);
  rolls.push({ label: 'crewspace hit: casualties d6', sides: 6, value: die });
  const count = space.dp > 0 ? die - 1 : die;
  const hurt = crewspaceCasualties(ship.crew, count, dice);
  return {
    ship: { ...ship, crewspace: { ...space, dp: space.dp - soaked }, crew: hurt.crew, casualties: [...ship.casualties, ...hurt.lost] },
    soaked,
    hit: 'crewspace',
    destroyed: space.dp > 0 && space.dp - soaked === 0,
    casualties: hurt.lost,
    rolls: [...rolls, ...hurt.rolls],
  };
}

/** §2.362 Crew: each damage point takes out a crewman [rec F6: up to the living crew; those points are soaked]. */
function hitCrew(ship: ShipCondition, remaining: number, dice: Dice): ResultOutcome {
  const count = Math.min(remaining, totalCrew(ship.crew));
  const hurt = crewHitCasualties(ship.crew, count, dice);
  return {
    ship: { ...ship, crew: hurt.crew, casualties: [...ship.casualties, ...hurt.lost] },
    soaked: hurt.lost.length,
    hit: 'crew',
    destroyed: false,
    casualties: hurt.lost,
    rolls: hurt.rolls,
  };
}

/** §2.362 Bridge: destroyed, or damaged with bridge crew lost and the ship out of control. */
function hitBridge(ship: ShipCondition, remaining: number, dice: Dice): ResultOutcome {
  const bridge = ship.bridge;
  if (bridge.dp === 0) return nothing(ship);
  const soaked = Math.min(remaining, bridge.dp);
  const dp = bridge.dp - soaked;
  if (dp === 0) {
    // §2.362 Bridge destroyed: all the bridge crew are killed and the ship is crippled until repaired.
    const dead = killBridgeCrew(ship.crew);
    return {
      ship: { ...ship, bridge: { ...bridge, dp }, crew: dead.crew, casualties: [...ship.casualties, ...dead.lost] },
      soaked,
      hit: 'bridge',
      destroyed: true,
      casualties: dead.lost,
      rolls: [],
    };
  }
  // §2.362 Bridge damaged: 1d6 random bridge crew lost, and the ship is out of control.
  const die = dice.roll('bridge damaged: bridge crew lost d6', 6);
  const hurt = bridgeCasualties(ship.crew, die, dice);
  return {
    ship: { ...ship, bridge: { ...bridge, dp }, crew: hurt.crew, casualties: [...ship.casualties, ...hurt.lost], outOfControl: true, outOfControlRolls: 0 },
    soaked,
    hit: 'bridge',
    destroyed: false,
    casualties: hurt.lost,
    rolls: [{ label: 'bridge damaged: bridge crew lost d6', sides: 6, value: die }, ...hurt.rolls],
  };
}

/** §2.362 Power Plant: works until destroyed; a later hit blows the ship up 1 in 6 [rec: d6 = 6]. */
function hitPowerPlant(ship: ShipCondition, remaining: number, dice: Dice): ResultOutcome {
  if (ship.powerPlant.dp > 0) return hitTrack(ship, 'powerPlant', remaining);
  const die = dice.roll('destroyed power plant hit: ship blows up on 6', 6);
  return { ship: { ...ship, blownUp: die === 6 }, soaked: 0, hit: 'powerPlant', destroyed: true, casualties: [], rolls: [{ label: 'destroyed power plant hit: ship blows up on 6', sides: 6, value: die }] };
}

/** §2.362 Magazine: no magazines → Cargo. The contents are destroyed; a missile magazine goes off 1 in 10. */
function hitMagazine(ship: ShipCondition, remaining: number, dice: Dice): ResultOutcome {
  if (ship.magazines.length === 0) return hitTrack(ship, 'cargo', remaining);
  const loaded = ship.magazines.filter((m) => m.rounds > 0);
  const pool = loaded.length > 0 ? loaded : ship.magazines;
  const rolls: CasualtyRoll[] = [];
  const mag = pool[pickIndex(dice, rolls, `magazine hit: which of ${pool.length} magazines`, pool.length)];
  if (mag === undefined) return nothing(ship);
  let magazineBlast: number | undefined;
  if (mag.ammo === 'missile' && mag.rounds > 0) {
    const blast = dice.roll('missile magazine hit: a warhead goes off on 1', 10);
    rolls.push({ label: 'missile magazine hit: a warhead goes off on 1', sides: 10, value: blast });
    if (blast === 1) magazineBlast = XRASER_MAX[mag.missileMark ?? 1] ?? 10;
  }
  const soaked = Math.min(remaining, mag.dp);
  return {
    ship: { ...ship, magazines: ship.magazines.map((m) => (m.id === mag.id ? { ...m, rounds: 0, dp: m.dp - soaked } : m)) },
    soaked,
    hit: `magazine ${mag.id}`,
    destroyed: true,
    casualties: [],
    rolls,
    ...(magazineBlast === undefined ? {} : { magazineBlast }),
  };
}

/** The weapon-mount results (§2.362 Turret, Weapon, Missile Tube, Mass Driver): which mounts can take the hit. */
function hitWeapons(ship: ShipCondition, result: 'turret' | 'weapon' | 'missileTube' | 'massDriver', remaining: number, arc: FirerArc, dice: Dice): ResultOutcome {
  const working = ship.mounts.filter((m) => m.dp > 0);
  switch (result) {
    case 'turret': {
      // §2.362 Turret: a random turret facing the firer; none facing → No Effect.
      const turrets = working.filter((m) => m.mounting === 'turret' && mountFaces(m, arc));
      return turrets.length === 0 ? nothing(ship) : hitMount(ship, turrets, remaining, dice, 'turret hit');
    }
    case 'weapon': {
      const facing = working.filter((m) => mountFaces(m, arc));
      return facing.length === 0 ? nothing(ship) : hitMount(ship, facing, remaining, dice, 'weapon hit');
    }
    case 'missileTube': {
      // §2.362 Missile Tube: 1 DP; no missile tubes → Weapon.
      const tubes = working.filter((m) => m.weapon === 'missileTube');
      return tubes.length === 0 ? hitWeapons(ship, 'weapon', remaining, arc, dice) : hitMount(ship, tubes, remaining, dice, 'missile tube hit');
    }
    case 'massDriver': {
      // §2.362 Mass Driver: DP = dice; no mass driver → a random weapon is destroyed.
      const drivers = working.filter((m) => m.weapon === 'massDriver');
      if (drivers.length > 0) return hitMount(ship, drivers, remaining, dice, 'mass driver hit');
      return working.length === 0 ? nothing(ship) : hitMount(ship, working, remaining, dice, 'mass driver hit (no mass driver): random weapon');
    }
  }
}

/** Applies one component result (§2.362) to the ship, with `remaining` damage points left in the packet. */
export function applyResult(ship: ShipCondition, result: ComponentResult, remaining: number, arc: FirerArc, dice: Dice): ResultOutcome {
  switch (result) {
    case 'noEffect':
      return { ship, soaked: 0, destroyed: false, casualties: [], rolls: [] };
    case 'cargo':
      return hitTrack(ship, 'cargo', remaining);
    case 'lifeSupport':
      return hitTrack(ship, 'lifeSupport', remaining);
    case 'sensor':
      // §2.362 Sensor: one sensor (1 DP) can no longer track.
      if (ship.sensors === 0) return nothing(ship);
      return { ship: { ...ship, sensors: ship.sensors - 1 }, soaked: 1, hit: 'sensor', destroyed: true, casualties: [], rolls: [] };
    case 'turret':
    case 'weapon':
    case 'missileTube':
    case 'massDriver':
      return hitWeapons(ship, result, remaining, arc, dice);
    case 'thruster':
      return hitThruster(ship, remaining, dice);
    case 'launchBay':
      return hitLaunchBays(ship, remaining);
    case 'crewspace':
      return hitCrewspace(ship, remaining, dice);
    case 'crew':
      return hitCrew(ship, remaining, dice);
    case 'bridge':
      return hitBridge(ship, remaining, dice);
    case 'powerPlant':
      return hitPowerPlant(ship, remaining, dice);
    case 'magazine':
      return hitMagazine(ship, remaining, dice);
  }
}

/** Applies a Critical result (§2.362): Armor −1, Crew Killed, or Ship Vaporized. */
export function applyCritical(ship: ShipCondition, result: CriticalResult): ShipCondition {
  switch (result) {
    case 'armor':
      return { ...ship, armor: ship.armor - 1 };
    case 'crewKilled': {
      const dead = killBridgeCrew(ship.crew);
      return { ...ship, crewKilled: true, crew: { ...dead.crew, engineers: 0, medics: 0 }, casualties: [] };
    }
    case 'vaporized':
      return { ...ship, vaporized: true };
  }
}
