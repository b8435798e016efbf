/**
 * Checks a seat's turn plot and fire orders against the context, reporting every problem at once (book "Plot
 * Movement Step" p.5, "Cinematic/Newtonian Movement" p.7–9, "Advanced Manoeuvres" p.11–18, "Starfighter Operations
 * Step" p.19, "Starship Combat Step" p.24 with Volley and Surgical Fire, "Fire Control" p.53, launchers p.67;
 * Rulings A13, A40).
 *
 * Judgement calls:
 * - Only what the notation can see is checked here: named drives exist on every ship of the squadron, have the arc
 *   the action needs, serve one action each and give enough points (×2 under EP); total points per kind of drive
 *   are within each ship's capacity. Whether every action (and RL/FL) finds drives together is the movement
 *   module's assignment solver (p.7).
 * - Drive arcs in the context are the arcs the drive points to NOW (the lead reflects them after a Roll or Flip).
 * - A Cinematic turn is one action per side: several starboard turns may come from one port drive (the p.8 example's
 *   "up to 3 turns per side").
 * - One FTL manoeuvre per plot; a squadron in reserve may only plot a strategic FTL jump (or nothing).
 * - Fire: one sensor system per target for salvo fire; a volley or surgical sensor serves only its group or weapon,
 *   so it must be named; surgical fire is one weapon at a starship.
 */
import { type RuleError } from '../../core/result.ts';
import { count } from '../../core/text.ts';
import type { FtlCode, FtlDriveType } from '../ftl/drives.ts';
import {
  plotCost,
  isBlankMove,
  type DraftDrive,
  type DraftShip,
  type DraftSquadron,
  type FireDraft,
  type FireDraftContext,
  type FireOrder,
  type FireShip,
  type FireTarget,
  type FireWeapon,
  type ShipFire,
  type SquadronDraft,
  type TurnDraft,
  type TurnDraftContext,
} from './types.ts';
import { metaverseError, type MetaverseErrorCode } from '../errors.ts';

/** The ships a plot moves: the broken-off ones, or the squadron without any ship broken off elsewhere. */
export function shipsOf(sq: DraftSquadron, breakOff: readonly string[], brokenElsewhere: readonly string[] = []): DraftShip[] {
  return breakOff.length > 0 ? sq.ships.filter((s) => breakOff.includes(s.id)) : sq.ships.filter((s) => !brokenElsewhere.includes(s.id));
}

/** Drives a plot may name: those of its first ship (names must exist on every ship, checked below). */
export function squadronDrives(sq: DraftSquadron, breakOff: readonly string[]): readonly DraftDrive[] {
  return shipsOf(sq, breakOff)[0]?.drives ?? [];
}

const SIDE: Readonly<Record<'port' | 'starboard', readonly string[]>> = {
  port: ['port', 'port-bow', 'port-stern'],
  starboard: ['starboard', 'starboard-bow', 'starboard-stern'],
};

const FTL_NEEDS: Readonly<Record<FtlCode, readonly FtlDriveType[]>> = {
  'FTL-R': ['basic', 'warp', 'hyper', 'jump', 'dimensional'],
  'R-FTL': ['warp', 'hyper', 'jump'],
  'S-FTL-W': ['warp'],
  'S-FTL-H': ['hyper'],
  'S-FTL-J': ['jump'],
  'T-FTL-W': ['warp'],
  'T-FTL-H': ['hyper'],
  'T-FTL-J': ['jump'],
  'FTL-T': ['dimensional'],
};

interface Action {
  readonly what: string;
  readonly points: number;
  readonly drives: readonly string[];
  /** Arcs a drive must have (any of them). */
  readonly arcs: readonly string[];
}

function actionsOf(plot: SquadronDraft): Action[] {
  const m = plot.move;
  if (m.method === 'cinematic') {
    const side = (dir: 'S' | 'P'): Action => {
      const turns = m.turns.filter((t) => t.dir === dir);
      return { what: `${dir === 'S' ? 'starboard' : 'port'} turns`, points: turns.length, drives: [...new Set(turns.flatMap((t) => (t.drive ? [t.drive] : [])))], arcs: SIDE[dir === 'S' ? 'port' : 'starboard'] };
    };
    return [
      { what: 'acceleration', points: m.accel.points, drives: m.accel.drives, arcs: ['stern'] },
      { what: 'deceleration', points: m.decel.points, drives: m.decel.drives, arcs: ['bow'] },
      side('S'),
      side('P'),
    ].filter((a) => a.points > 0 || a.drives.length > 0);
  }
  const out: Action[] = [];
  if (m.rotate) out.push({ what: `${m.rotate.dir} rotation`, points: m.rotate.points, drives: m.rotate.drives, arcs: SIDE[m.rotate.dir === 'CW' ? 'port' : 'starboard'] });
  for (const t of m.thrust) out.push({ what: `${t.arc}-drive thrust at step ${t.step}`, points: t.points, drives: t.drives, arcs: [t.arc] });
  return out;
}

/** What each check of one squadron's draft reads, and `e` to report a problem at the squadron. */
interface SquadronCheck {
  readonly plot: SquadronDraft;
  readonly sq: DraftSquadron;
  readonly ctx: TurnDraftContext;
  /** The ships the draft moves. */
  readonly ships: readonly DraftShip[];
  /** Drives doubled by Emergency Power. */
  readonly ep: ReadonlySet<string>;
  readonly driveName: (id: string) => string;
  readonly e: (code: MetaverseErrorCode, message: string, suggestion?: string) => void;
}

/** A40: a ship with no bridge cannot plot; its squadron can only drift until it is broken off. */
function checkBridge({ plot, ships, e }: SquadronCheck): void {
  const blind = ships.filter((s) => s.noBridge === true);
  if (blind.length > 0 && (!isBlankMove(plot.move) || plot.advanced.length > 0))
    e('ERR_PLOT_NO_BRIDGE', `${blind.map((s) => s.name).join(', ')} has no active bridge, so ${plot.breakOff.length > 0 ? 'it' : 'the squadron'} can only drift.`, plot.breakOff.length > 0 ? 'Plot drift for it.' : 'Break the ship off, or plot drift.');
}

/** Drives: each named drive on every ship, right arc, one action each, enough points (p.7). */
function checkNamedDrives({ plot, ships, ep, driveName, e }: SquadronCheck): void {
  const seen = new Map<string, string>();
  for (const a of actionsOf(plot)) {
    for (const id of a.drives) {
      const other = seen.get(id);
      if (other !== undefined) e('ERR_PLOT_DRIVE_TWICE', `${driveName(id)} serves both ${other} and ${a.what}; a drive's points go to one action (p.7).`, 'Use another drive for one of them.');
      seen.set(id, a.what);
    }
    for (const ship of ships) {
      let named = 0;
      let bad = false;
      for (const id of a.drives) {
        const d = ship.drives.find((x) => x.id === id);
        bad ||= !d || !d.arcs.some((arc) => a.arcs.includes(arc));
        if (!d) e('ERR_PLOT_DRIVE_MISSING', `${ship.name} has no working drive ${driveName(id)}.`, 'Name drives every ship of the squadron has, or leave the drives out.');
        else if (!d.arcs.some((arc) => a.arcs.includes(arc))) e('ERR_PLOT_DRIVE_ARC', `${d.name} does not point ${a.arcs.join('/')}, so it cannot give ${a.what}.`, `Use a drive with a ${a.arcs[0] ?? ''} arc.`);
        else named += d.rating * (ep.has(id) ? 2 : 1);
      }
      if (!bad && a.drives.length > 0 && a.points > named) e('ERR_PLOT_DRIVE_POINTS', `${a.what} needs ${a.points} points but the named drives of ${ship.name} give ${named}.`, 'Lower the points or name more drives.');
    }
  }
}

/** Capacity per kind of drive (sum of every action needing that arc set), and EP only on drives the ships have. */
function checkCapacity({ plot, ships, ep, driveName, e }: SquadronCheck): void {
  const byArcs = new Map<string, { arcs: readonly string[]; points: number }>();
  for (const a of actionsOf(plot)) {
    const key = a.arcs.join('/');
    byArcs.set(key, { arcs: a.arcs, points: (byArcs.get(key)?.points ?? 0) + a.points });
  }
  for (const ship of ships) {
    for (const { arcs, points } of byArcs.values()) {
      const cap = ship.drives.filter((d) => d.arcs.some((arc) => arcs.includes(arc))).reduce((s, d) => s + d.rating * (ep.has(d.id) ? 2 : 1), 0);
      if (points > cap) e('ERR_PLOT_THRUST_CAPACITY', `${ship.name}'s ${arcs.join('/')} drives give ${cap} points, not ${points}.`, 'Plot less thrust, or double drives with EP.');
    }
  }
  for (const id of ep) for (const ship of ships) if (!ship.drives.some((d) => d.id === id)) e('ERR_PLOT_DRIVE_MISSING', `${ship.name} has no working drive ${driveName(id)}.`, 'Double only drives the ship has.');
}

/** Newtonian thrust (p.9): at a step of this turn's rotation, at least 1 point, side drives only under A13. */
function checkNewtonian({ plot, sq, ctx, e }: SquadronCheck): void {
  if (plot.move.method !== 'newtonian') return;
  const m = plot.move;
  const rot1 = sq.rotation + (m.rotate ? (m.rotate.dir === 'CW' ? 1 : -1) * m.rotate.points : 0);
  for (const t of m.thrust) {
    if (t.step > Math.abs(rot1)) e('ERR_PLOT_STEP', `Thrust at step ${t.step}, but the ship rotates only ${count(Math.abs(rot1), 'step')} this turn (p.9).`, `Use a step from 0 to ${Math.abs(rot1)}.`);
    if (t.points < 1) e('ERR_PLOT_POINTS', 'A thrust needs at least 1 point.', 'Remove it or give it points.');
    if (!ctx.sideLinear && t.arc !== 'bow' && t.arc !== 'stern') e('ERR_PLOT_SIDE_LINEAR', 'Side drives give rotation only (p.9).', 'Use R:CW or R:CCW, or FWD/AFT thrust.');
  }
  if (m.rotate && m.rotate.points < 1) e('ERR_PLOT_POINTS', 'A rotation needs at least 1 point.', 'Remove it or give it points.');
}

/** Advanced manoeuvres and FTL (p.11–18): one jump, from reserve only strategic, drive and charge. */
function checkFtl({ plot, sq, ships, e }: SquadronCheck): void {
  const ftl = plot.advanced.filter((a): a is Extract<typeof a, { distance: number | null }> => 'distance' in a);
  if (ftl.length > 1) e('ERR_PLOT_FTL_TWICE', 'Only one FTL manoeuvre per plot.', 'Keep one FTL code.');
  const jump = ftl[0];
  if (sq.inReserve && plot.breakOff.length === 0 && (!isBlankMove(plot.move) || plot.advanced.some((a) => !a.code.startsWith('S-FTL'))))
    e('ERR_PLOT_RESERVE', `${sq.name} is in reserve; it can only plot a strategic jump (S-FTL-W/H/J) or nothing.`, 'Plot e.g. S-FTL-W, or drift.');
  if (!jump) return;
  if (jump.code.startsWith('S-FTL') && !sq.inReserve) e('ERR_PLOT_FTL_STRATEGIC', `${jump.code} brings a squadron in from reserve; ${sq.name} is on the table.`, 'Use a tactical jump (T-FTL-W/H/J).');
  for (const ship of ships) {
    if (!ship.ftl || !FTL_NEEDS[jump.code].includes(ship.ftl.type)) e('ERR_PLOT_FTL_DRIVE', `${jump.code} needs a ${FTL_NEEDS[jump.code].join(' or ')} drive, which ${ship.name} lacks.`, 'Pick an FTL code its drive allows.');
    else if (!ship.ftl.charged) e('ERR_PLOT_FTL_CHARGE', `${ship.name}'s FTL drive is not charged yet (p.18).`, 'Wait until it recharges.');
    else if (ship.ftlBlocked) e('ERR_PLOT_FTL_TERRAIN', `${ship.name} cannot jump here: ${ship.ftlBlocked}.`, 'Plot without the FTL code.');
  }
  const hyper = jump.code === 'S-FTL-H' || jump.code === 'T-FTL-H';
  if (hyper && jump.distance === null) e('ERR_PLOT_FTL_DISTANCE', `${jump.code} records its jump distance in the plot (p.17).`, `Write ${jump.code}(75).`);
  if (!hyper && jump.distance !== null) e('ERR_PLOT_FTL_DISTANCE', `${jump.code} takes no distance in the plot.`, `Write ${jump.code} alone.`);
  if (jump.code === 'T-FTL-H' && jump.distance !== null && jump.distance < 60) e('ERR_PLOT_FTL_DISTANCE', 'A tactical hyper jump goes at least 60 cm (p.17).', 'Plot 60 cm or more.');
  if (jump.code === 'S-FTL-H' && jump.distance !== null && jump.distance <= 0) e('ERR_PLOT_FTL_DISTANCE', 'A hyper jump needs a distance above 0 cm.', 'Plot the distance to jump.');
}

/** Command points (p.3): the payer in the chain; enough CP is checked over the whole plot. */
function checkPayer({ plot, sq, ctx, e }: SquadronCheck): void {
  if (plot.payer !== null && !sq.payers.includes(plot.payer)) {
    const name = ctx.commanders.find((c) => c.id === plot.payer)?.name ?? plot.payer;
    e('ERR_PLOT_PAYER', `${name} cannot pay for ${sq.name}; only commanders in its chain can (p.3).`, sq.payers.length > 0 ? `Use pay ${ctx.commanders.find((c) => c.id === sq.payers[0])?.name ?? sq.payers[0] ?? ''}.` : undefined);
  }
  if (plotCost(plot) > 0 && plot.payer === null && sq.payers.length === 0) e('ERR_PLOT_NO_PAYER', `No commander can pay the CP for ${sq.name}'s manoeuvres.`, 'Plot no advanced manoeuvre.');
}

/** Gravity wall (p.59): one active per ship, at most `rating` arcs it supports, at least one arc left open. */
function checkGravityWall({ plot, sq, ships, e }: SquadronCheck): void {
  const gw = plot.gravityWall;
  if (!gw) return;
  const open = sq.directionality === 'square' ? 4 : 6;
  for (const ship of ships) {
    const wall = ship.gravityWalls?.find((w) => w.id === gw.system);
    if (!wall) e('ERR_PLOT_GW', `${ship.name} has no working gravity wall ${gw.system}.`, 'Raise only walls every ship of the squadron has.');
    else {
      if (gw.arcs.length > wall.rating) e('ERR_PLOT_GW', `${wall.name} covers at most ${count(wall.rating, 'arc')} (p.59).`, 'Name fewer arcs.');
      const bad = gw.arcs.filter((a) => !wall.arcs.includes(a));
      if (bad.length > 0) e('ERR_PLOT_GW', `${wall.name} does not support ${bad.join(', ')}.`, `Use its arcs: ${wall.arcs.join(', ')}.`);
    }
  }
  if (gw.arcs.length >= open) e('ERR_PLOT_GW', 'At least one arc must stay open (p.59).', 'Name fewer arcs.');
}

/** Starfighter operations (p.19): launches plus recoveries within each hangar's launch capacity, and ready to launch. */
function checkHangars({ plot, ships, e }: SquadronCheck): void {
  for (const h of ships.flatMap((s) => s.hangars)) {
    const launched = plot.launches.filter((l) => l.hangar === h.id);
    const used = launched.reduce((s, l) => s + l.count, 0) + plot.recoveries.filter((r) => r.hangar === h.id).length;
    if (used > h.launchCapacity) e('ERR_PLOT_HANGAR_CAPACITY', `${h.name} can launch and recover ${count(h.launchCapacity, 'squadron')} a turn, not ${used} (p.19).`, 'Launch or recover fewer.');
    for (const type of new Set(launched.map((l) => l.type))) {
      const want = launched.filter((l) => l.type === type).reduce((s, l) => s + l.count, 0);
      const ready = h.ready.find((r) => r.type === type)?.count ?? 0;
      if (want > ready) e('ERR_PLOT_LAUNCH_READY', `${h.name} has ${ready} ${type} ready, not ${want}.`, `Launch at most ${ready}.`);
    }
  }
}

/** Each launch from the squadron's own hangars; each recovery of a squadron present, once, into a hangar of its type (p.19). */
function checkLaunchesAndRecoveries({ plot, sq, ships, e }: SquadronCheck): void {
  const hangars = ships.flatMap((s) => s.hangars);
  for (const l of plot.launches) {
    if (!hangars.some((h) => h.id === l.hangar)) e('ERR_PLOT_HANGAR', 'That hangar is not on a ship of this squadron.', 'Launch from the squadron\'s own hangars.');
    if (l.count < 1) e('ERR_PLOT_LAUNCH_READY', 'Launch at least 1 squadron.', 'Remove the order or launch 1.');
  }
  const recovered = new Set<string>();
  for (const r of plot.recoveries) {
    const f = sq.fighters.find((x) => x.id === r.fighter);
    const h = hangars.find((x) => x.id === r.hangar);
    if (recovered.has(r.fighter)) e('ERR_PLOT_RECOVER_TWICE', `${f?.name ?? r.fighter} is recovered twice.`, 'Recover it once.');
    recovered.add(r.fighter);
    if (!f) e('ERR_PLOT_RECOVER', 'That starfighter squadron is not at this starship squadron.', 'Recover only squadrons present at the carrier.');
    if (!h) e('ERR_PLOT_HANGAR', 'That hangar is not on a ship of this squadron.', 'Recover into the squadron\'s own hangars.');
    else if (f && !h.allowedTypes.includes(f.type)) e('ERR_PLOT_RECOVER_TYPE', `${h.name} was not built for ${f.name} (p.19).`, 'Recover it into a hangar of its type.');
  }
}

/** The checks of one squadron's draft, in the order their problems are listed. */
const SQUADRON_CHECKS: readonly ((c: SquadronCheck) => void)[] = [checkBridge, checkNamedDrives, checkCapacity, checkNewtonian, checkFtl, checkPayer, checkGravityWall, checkHangars, checkLaunchesAndRecoveries];

/** Every problem of one squadron plot; `brokenElsewhere` are ships broken off by other plots of the seat. */
export function validateSquadronPlot(plot: SquadronDraft, sq: DraftSquadron, ctx: TurnDraftContext, brokenElsewhere: readonly string[] = []): RuleError[] {
  const errors: RuleError[] = [];
  const at = plot.breakOff.length > 0 ? `break-off from ${sq.name}` : sq.name;
  const e = (code: MetaverseErrorCode, message: string, suggestion?: string): void => {
    errors.push(metaverseError(code, message, suggestion === undefined ? { at } : { at, suggestion }));
  };
  if (plot.move.method !== sq.method) e('ERR_PLOT_METHOD', `${sq.name} moves ${sq.method === 'cinematic' ? 'Cinematic' : 'Newtonian'}.`, 'Plot it with its own codes.');
  const ships = shipsOf(sq, plot.breakOff, brokenElsewhere);
  if (plot.breakOff.length > 0 && plot.breakOff.length >= sq.ships.length) e('ERR_PLOT_BREAK_ALL', `Breaking off every ship of ${sq.name} leaves nothing behind.`, `Plot ${sq.name} directly instead.`);
  if (ships.length === 0) return errors;
  const ep = new Set(plot.advanced.flatMap((a) => (a.code === 'EP' ? a.drives : [])));
  const driveName = (id: string): string => ships[0]?.drives.find((d) => d.id === id)?.name ?? id;
  for (const check of SQUADRON_CHECKS) check({ plot, sq, ctx, ships, ep, driveName, e });
  return errors;
}

/** Every problem of a seat's plot: each squadron plot, break-offs, and CP totals per commander (p.3). */
export function validateTurnPlot(plot: TurnDraft, ctx: TurnDraftContext): RuleError[] {
  const errors: RuleError[] = [];
  const broken = new Map<string, string[]>();
  for (const p of plot.squadrons) {
    for (const id of p.breakOff) {
      const list = broken.get(p.squadron) ?? [];
      if (list.includes(id)) errors.push(metaverseError('ERR_PLOT_BREAK_TWICE', 'A ship is broken off twice.', { suggestion: 'Break each ship off once.' }));
      list.push(id);
      broken.set(p.squadron, list);
    }
  }
  const spent = new Map<string, number>();
  for (const p of plot.squadrons) {
    const sq = ctx.squadrons.find((s) => s.id === p.squadron);
    if (!sq) {
      errors.push(metaverseError('ERR_PLOT_UNKNOWN_SQUADRON', 'The plot names a squadron that is not yours.'));
      continue;
    }
    errors.push(...validateSquadronPlot(p, sq, ctx, p.breakOff.length > 0 ? [] : (broken.get(sq.id) ?? [])));
    const payer = p.payer ?? sq.payers[0];
    if (payer !== undefined) spent.set(payer, (spent.get(payer) ?? 0) + plotCost(p));
  }
  for (const [id, cp] of spent) {
    const c = ctx.commanders.find((x) => x.id === id);
    if (c && cp > c.cp) errors.push(metaverseError('ERR_PLOT_CP', `${c.name} has ${c.cp} CP but the plot spends ${cp} (1 per advanced manoeuvre and break-off).`, { at: c.name, suggestion: 'Drop manoeuvres, or pay some with another commander (pay Name).' }));
  }
  return errors;
}

/** What the checks of one ship's fire read, and `e` to report a problem at the ship. */
interface ShipFireCheck {
  readonly sf: ShipFire;
  readonly ship: FireShip;
  readonly ctx: FireDraftContext;
  readonly sensorName: (id: string) => string;
  readonly e: (code: MetaverseErrorCode, message: string, suggestion?: string) => void;
}

/** What the orders checked so far used: weapons, each sensor's target and fire mode, each target's salvo sensor. */
interface SensorUse {
  readonly weapons: Set<string>;
  readonly target: Map<string, string>;
  readonly mode: Map<string, string>;
  readonly salvo: Map<string, string>;
}

/** The fire-control split (p.53): the ship has one, parts of at least 1, within its rating. */
function checkFireControl({ sf, ship, e }: ShipFireCheck): void {
  if (!sf.fireControl) return;
  if (!ship.fireControl) {
    e('ERR_FIRE_FC', `${ship.name} has no fire control to split.`, 'Remove the fc split.');
    return;
  }
  const sum = sf.fireControl.reduce((s, x) => s + x, 0);
  if (sf.fireControl.some((x) => x < 1)) e('ERR_FIRE_FC', 'Each fire-control part needs a rating of at least 1.', 'Drop the empty part.');
  if (sum > ship.fireControl.rating) e('ERR_FIRE_FC', `The fire-control parts add up to ${sum}, more than its rating ${ship.fireControl.rating} (p.53).`, `Split at most ${ship.fireControl.rating}.`);
}

/** A launcher's munition and count (p.67), a weapon's mode when it has several. */
function checkLoad({ e }: ShipFireCheck, o: FireOrder, w: FireWeapon): void {
  const munitions = w.munitions ?? [];
  if (munitions.length > 0) {
    const mun = munitions.find((m) => m.id === o.munition?.id);
    if (!o.munition || !mun) e('ERR_FIRE_MUNITION', `${w.name} must say which munition it fires (p.67).`, `Write ${w.name}(1 ${munitions[0]?.name ?? ''}).`);
    else if (o.munition.count < 1 || o.munition.count > mun.maxPerTurn) e('ERR_FIRE_MUNITION_COUNT', `${w.name} fires 1 to ${mun.maxPerTurn} ${mun.name} a turn, not ${o.munition.count} (p.67).`, `Fire at most ${mun.maxPerTurn}.`);
  } else if (o.munition) e('ERR_FIRE_MUNITION', `${w.name} is not a launcher.`, 'Remove the munition.');
  if (munitions.length === 0 && w.modes.length > 1 && o.mode === null) e('ERR_FIRE_MODE', `${w.name} has several modes; choose one (p.67).`, `Write ${w.name}(${w.modes[0]?.name ?? ''}) > target.`);
  if (o.mode !== null && !w.modes.some((m) => m.name === o.mode)) e('ERR_FIRE_MODE', `${w.name} has no mode ${o.mode}.`, `Modes: ${w.modes.map((m) => m.name).join(', ')}.`);
}

/** The named sensor (p.24, p.53): working, a split part only, one target a turn, kept for its volley or surgical shot. */
function checkSensor({ sf, ship, sensorName, e }: ShipFireCheck, o: FireOrder, sensor: string, use: SensorUse): void {
  const isFc = ship.fireControl !== null && sensor.startsWith(`${ship.fireControl.id}#`);
  const k = isFc && ship.fireControl ? Number(sensor.slice(ship.fireControl.id.length + 1)) : 0;
  if (isFc && (!sf.fireControl || !(k >= 1 && k <= sf.fireControl.length))) e('ERR_FIRE_SENSOR', `There is no fire-control part ${sensorName(sensor)}.`, 'Split the fire control first, e.g. fc 16/8.');
  if (!isFc && !ship.sensors.some((s) => s.id === sensor)) e('ERR_FIRE_SENSOR', `${ship.name} has no working sensor ${sensor}.`);
  if (!isFc && sf.fireControl) e('ERR_FIRE_FC_EXCLUSIVE', `With its fire control in use, ${ship.name} cannot also use ${sensorName(sensor)} (p.53).`, 'Use the fire-control parts FC1, FC2, … only.');
  const t = use.target.get(sensor);
  if (t !== undefined && t !== o.target) e('ERR_FIRE_SENSOR_TARGETS', `${sensorName(sensor)} is used on two targets; a sensor system serves one target a turn (p.24).`, 'Use another sensor for the second target.');
  use.target.set(sensor, o.target);
  const key = o.fire === 'surgical' ? `surgical:${o.weapon}` : o.fire;
  const m = use.mode.get(sensor);
  if (m !== undefined && m !== key)
    e('ERR_FIRE_SENSOR_EXCLUSIVE', `${sensorName(sensor)} is kept for volley or surgical fire, so it can do nothing else (p.24).`, 'Give the volley group or the surgical shot its own sensor.');
  use.mode.set(sensor, key);
}

/** The fire mode (p.24): salvo at one target on one sensor; volley and surgical with their own sensor; surgical at a system of a starship. */
function checkFireMode({ ship, e }: ShipFireCheck, o: FireOrder, target: FireTarget | undefined, use: SensorUse): void {
  if (o.fire === 'salvo' && o.sensor !== null) {
    const s = use.salvo.get(o.target);
    if (s !== undefined && s !== o.sensor) e('ERR_FIRE_SALVO_SENSORS', `Salvo fire at ${target?.name ?? o.target} uses two sensors; all weapons at one target use one (p.24).`, 'Name one sensor for that target, or volley fire the rest.');
    use.salvo.set(o.target, o.sensor);
  }
  if (o.fire !== 'salvo' && o.sensor === null) e('ERR_FIRE_SENSOR_NEEDED', `${o.fire === 'volley' ? 'Volley' : 'Surgical'} fire needs its own sensor system; name it (p.24).`, `Add @sensor, e.g. @${ship.sensors[0]?.name ?? 'sensor'}.`);
  if (o.fire === 'surgical' && o.system === null) e('ERR_FIRE_SURGICAL_SYSTEM', 'Surgical fire must name a system.', 'e.g. surgical propulsion.');
  if (o.fire !== 'surgical' && o.system !== null) e('ERR_FIRE_SURGICAL_SYSTEM', 'Only surgical fire names a system.', 'Add "surgical" or drop the system.');
  if (o.fire === 'surgical' && target?.kind === 'mission') e('ERR_FIRE_SURGICAL_TARGET', 'Surgical fire aims at a system on a starship, not at starfighters.', 'Use salvo fire at the mission.');
}

/** One weapon's order: a weapon of the ship, at a target the seat may name, once a turn. */
function checkOrder(c: ShipFireCheck, o: FireOrder, use: SensorUse): void {
  const { ship, ctx, e } = c;
  const w = ship.weapons.find((x) => x.id === o.weapon);
  const target = ctx.targets.find((t) => t.id === o.target);
  if (!w) {
    e('ERR_FIRE_UNKNOWN_WEAPON', `${ship.name} has no such weapon; it has ${ship.weapons.map((x) => x.name).join(', ')}.`);
    return;
  }
  if (!target) e('ERR_FIRE_UNKNOWN_TARGET', `${w.name} is aimed at a ship that is not a target you may name.`);
  if (use.weapons.has(o.weapon)) e('ERR_FIRE_WEAPON_TWICE', `${w.name} has two orders; a weapon fires once a turn.`, 'Keep one order for it.');
  use.weapons.add(o.weapon);
  checkLoad(c, o, w);
  if (o.sensor !== null) checkSensor(c, o, o.sensor, use);
  checkFireMode(c, o, target, use);
}

/** Volley groups: one damage type (p.24 "Volley Fire"). */
function checkVolleys({ sf, ship, sensorName, e }: ShipFireCheck, use: SensorUse): void {
  const damageOf = (id: string): string | undefined => {
    const o = sf.orders.find((x) => x.weapon === id);
    const w = ship.weapons.find((x) => x.id === id);
    if (!o || !w) return undefined;
    const mun = w.munitions?.find((m) => m.id === o.munition?.id);
    return mun?.damageType ?? (w.modes.find((m) => m.name === o.mode) ?? w.modes[0])?.damageType;
  };
  for (const [sensor, mode] of use.mode) {
    if (mode !== 'volley') continue;
    const types = new Set(sf.orders.filter((o) => o.sensor === sensor).map((o) => damageOf(o.weapon)));
    if (types.size > 1) e('ERR_FIRE_VOLLEY_TYPES', `The volley on ${sensorName(sensor)} mixes ${[...types].join(' and ')} weapons; a volley is all one type (p.24).`, 'Split it into volleys by damage type.');
  }
}

/** Every problem of a seat's fire orders (p.24 sensor systems, Volley and Surgical Fire; p.53 fire control; p.67). */
export function validateFireOrders(fire: FireDraft, ctx: FireDraftContext): RuleError[] {
  const errors: RuleError[] = [];
  for (const sf of fire.ships) {
    const ship = ctx.ships.find((s) => s.id === sf.ship);
    if (!ship) {
      errors.push(metaverseError('ERR_FIRE_UNKNOWN_SHIP', 'The fire orders name a ship that is not yours.'));
      continue;
    }
    const at = ship.name;
    const e = (code: MetaverseErrorCode, message: string, suggestion?: string): void => {
      errors.push(metaverseError(code, message, suggestion === undefined ? { at } : { at, suggestion }));
    };
    const sensorName = (id: string): string => ship.sensors.find((s) => s.id === id)?.name ?? (id.includes('#') ? `FC${id.split('#')[1] ?? ''}` : id);
    const c: ShipFireCheck = { sf, ship, ctx, sensorName, e };
    const use: SensorUse = { weapons: new Set(), target: new Map(), mode: new Map(), salvo: new Map() };
    checkFireControl(c);
    for (const o of sf.orders) checkOrder(c, o, use);
    checkVolleys(c, use);
  }
  return errors;
}
