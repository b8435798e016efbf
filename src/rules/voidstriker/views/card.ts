/**
 * A Voidstriker ship's record sheet as a card (`/status ship:Hood`; book §2.2 ship data, §2.4 record sheet,
 * §2.35 weapons, §2.36 damage, §2.362 damage effects, §2.42 medics, §3.23 landing).
 *
 * - Tracks: one numbered box per damage point of bridge, crewspace, cargo, life support, power plant, each
 *   thruster, sensors and armour; checked = points lost. Armour below 0 (the ship is crippled, §2.362) checks
 *   every box and says so in a line.
 * - Weapons: each fire unit (a battery or a lone mount, as the plot notation names them) with its mounts working,
 *   fitting ("fixed" = the 60° forward arc, "F tur" forward turret, "A tur" rear turret: the book's (F)/(A)),
 *   reach and stats, short enough for the card's columns: lasers "4+ · d6+3 ×2 · −1/3"" = to-hit, damage per
 *   weapon × weapons, loss per 3" (§2.35, §2.36, weapon.ts), reach "up to 26"" (the last inch where the best
 *   roll still does damage); mass drivers "5+ · 4d10" (a die per DP left), reach "line of fire"; missile tubes
 *   their Xraser Mk × tubes, reach "guided".
 *
 * Secrecy (judgement call): the owner and the GM see everything. Anyone else sees what is on the table or
 * follows from the public damage results: class, tracks, weapons, drift, limits, control and surface status,
 * fate; but not the crew left by role, casualties, magazine contents or when the tubes reload.
 */
import type { Viewer } from '../../core/rule-system.ts';
import type { ShipCard, ShipCardTrack, ShipCardWeapon } from '../../core/scene.ts';
import { classOf } from '../ships/library.ts';
import { fireUnits, unitCondition, type FireUnit } from '../ships/fire-units.ts';
import { isCrippled, type CrewRole } from '../damage/condition.ts';
import { rangeDamageLoss, weaponDamageDice, type LaserMark } from '../fire/weapon.ts';
import { TUBE_RELOAD_ROUNDS } from '../missiles/missile-data.ts';
import { effectiveLimits } from '../record-keeping/limits.ts';
import type { VoidShip, VoidstrikerState } from '../state.ts';
import { driftBearing } from './scene.ts';
import { count } from '../../core/text.ts';

const ROMAN = ['', 'I', 'II', 'III', 'IV', 'V'];
const CREW_ROLES: readonly CrewRole[] = ['captain', 'pilot', 'gunners', 'officers', 'engineers', 'medics'];

/** Whether this viewer sees the ship's secrets (crew, magazines, reloads). */
export function seesAll(state: VoidstrikerState, ship: VoidShip, viewer: Viewer): boolean {
  return viewer.kind === 'gm' || (viewer.kind === 'seat' && viewer.seat === ship.seat && state.seats[viewer.seat] !== undefined);
}

function track(name: string, max: number, left: number): ShipCardTrack {
  const boxes = Array.from({ length: Math.max(0, max) }, (_, i) => i + 1);
  return { name, boxes, checked: Math.max(0, Math.min(max, max - left)) };
}

/** Inches at which even the best laser roll is spent (§2.36: −1 damage per 3"); the card shows "up to" one less. */
export function laserReach(mark: LaserMark): number {
  const best = 6 + weaponDamageDice({ kind: 'laser', mark }).bonus;
  let r = 0;
  while (rangeDamageLoss({ kind: 'laser', mark }, r) < best) r++;
  return r;
}

function fittingText(unit: FireUnit): string {
  const m = unit.mounts[0];
  if (!m || m.mounting === 'fixed') return 'fixed';
  return m.arc === 'A' ? 'A tur' : 'F tur';
}

function weaponOf(ship: VoidShip, unit: FireUnit): ShipCardWeapon {
  const cond = unitCondition(ship, unit);
  const m = unit.mounts[0];
  const base = { name: unit.name, arcs: fittingText(unit), working: cond.filter((c) => c.dp > 0).length, of: unit.mounts.length };
  if (!m) return { ...base, range: '', stats: '' };
  const per = m.count > 1 ? ` ×${m.count}` : '';
  switch (m.weapon) {
    case 'laser': {
      const mark = Math.min(5, Math.max(1, m.mark)) as LaserMark;
      const bonus = weaponDamageDice({ kind: 'laser', mark }).bonus;
      return { ...base, range: `up to ${laserReach(mark) - 1}"`, stats: `4+ · d6+${bonus}${per} · −1/3"` };
    }
    case 'massDriver': {
      const dp = Math.max(0, ...cond.map((c) => c.dp));
      return { ...base, range: 'line of fire', stats: `5+ · ${dp}d10` };
    }
    case 'missileTube':
      return { ...base, range: 'guided', stats: `Mk-${ROMAN[m.mark] ?? m.mark}${per}` };
    case 'blaster':
      return { ...base, range: '−1/2"', stats: `5+${per}` };
  }
}

function surfaceText(state: VoidstrikerState, ship: VoidShip): string | null {
  const s = ship.surface;
  switch (s.kind) {
    case 'flying':
      return null;
    case 'landing':
      return `Landing on ${s.planetId} (round ${s.round})`;
    case 'landed':
      return `Landed on ${s.planetId}${s.since > 0 ? ` since round ${s.since}` : ''}${state.base?.planetId === s.planetId ? ` · ${state.base.name}` : ''}`;
    case 'takingOff':
      return `Taking off from ${s.planetId} (round ${s.round})`;
  }
}

export function voidstrikerCard(state: VoidstrikerState, shipId: string, viewer: Viewer): ShipCard | null {
  const ship = state.ships.find((s) => s.id === shipId);
  if (!ship) return null;
  const cls = classOf(ship);
  const c = ship.condition;
  const all = seesAll(state, ship, viewer);
  const units = fireUnits(cls);

  const tracks: ShipCardTrack[] = [
    track('Armour', cls.armor, c.armor),
    track('Bridge', c.bridge.max, c.bridge.dp),
    ...(c.crewspace ? [track('Crewspace', c.crewspace.max, c.crewspace.dp)] : []),
    track('Cargo', c.cargo.max, c.cargo.dp),
    track('Life support', c.lifeSupport.max, c.lifeSupport.dp),
    track('Power plant', c.powerPlant.max, c.powerPlant.dp),
    ...cls.thrusters.map((max, i) => track(cls.thrusters.length > 1 ? `Thruster ${i + 1}` : 'Thruster', max, c.thrusters[i] ?? 0)),
    track('Sensors', cls.sensors, c.sensors),
  ];

  const lines: string[] = [];
  if (ship.status === 'active') {
    const bearing = driftBearing(ship);
    lines.push(`Drift ${ship.drift.speed}"${bearing === null ? '' : ` toward ${Math.round(bearing)}°`} · heading ${Math.round(ship.heading)}°`);
    const lim = effectiveLimits(cls, c);
    lines.push(`Thrust factor ${lim.thrustFactor} of ${cls.thrustFactor} · turn mode ${lim.turnMode}° of ${cls.turnMode}°`);
  }
  if (c.armor < 0) lines.push(`Armour broken (${c.armor}): crippled`);
  else if (isCrippled(c)) lines.push('Crippled: cannot manoeuvre, accelerate or fire');
  if (c.outOfControl) lines.push(`Out of control · ${count(c.outOfControlRolls, 'recovery roll')} so far (7+ to recover)`);
  const surface = surfaceText(state, ship);
  if (surface) lines.push(surface);

  if (all) {
    lines.push(`Crew: ${CREW_ROLES.map((r) => `${r} ${c.crew[r]}${c.crew[r] === cls.crew[r] ? '' : `/${cls.crew[r]}`}`).join(', ')}`);
    if (c.casualties.length > 0) lines.push(`Casualties awaiting medics: ${c.casualties.join(', ')}`);
    for (const mag of c.magazines) {
      const what = mag.ammo === 'missile' ? `Mk-${ROMAN[mag.missileMark ?? 0] ?? '?'} missiles` : 'shells';
      lines.push(`Magazine ${mag.id}: ${mag.rounds} ${what}${mag.dp === 0 ? ' (hit)' : ''}`);
    }
    for (const u of units.filter((x) => x.kind === 'tubes')) {
      const last = Math.max(-Infinity, ...u.mounts.map((m) => ship.lastLaunch[m.id] ?? -Infinity));
      const next = Number.isFinite(last) ? last + TUBE_RELOAD_ROUNDS : state.round;
      lines.push(`${u.name}: ${next <= state.round ? 'ready to launch' : `next launch round ${next}`}`);
    }
  } else {
    lines.push('Crew, magazines and reloads: known to its owner only');
  }
  if (ship.status === 'destroyed') lines.push(`Destroyed${ship.fate ? `: ${ship.fate}` : ''}`);
  else if (ship.status === 'departed') lines.push(`Left the battle${ship.fate ? `: ${ship.fate}` : ''}`);
  else if (ship.fate) lines.push(`Fate: ${ship.fate}`);

  const player = state.seats[ship.seat]?.player;
  return {
    title: ship.name,
    subtitle: [cls.className, cls.navy, `${cls.tonnage} tons`, ...(cls.navy === ship.side ? [] : [`side ${ship.side}`]), ...(player ? [player] : [])].join(' · '),
    tracks,
    weapons: units.map((u) => weaponOf(ship, u)),
    statsHeading: 'To hit · dmg · loss',
    lines,
  };
}
