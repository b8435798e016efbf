/**
 * A squadron's movement plot and its validator (book p.5 "Plot Movement Step", p.7–13;
 * rulings A12, A13, A18, A40).
 *
 * The text notation is another module's (src/rules/metaverse/plot/): it parses into `SquadronPlot`.
 * `validatePlot` reports every problem at once and, when the plot is legal, each ship's drive assignment.
 *
 * Judgement calls:
 * - Plots are per squadron; a squadron can do only what EVERY ship can (p.5), so each ship's drives are checked.
 * - All heading changes in one direction are one action (one drive may give several starboard turns).
 *   Port and starboard turns may be mixed in one ordered list (A18).
 * - Deceleration may exceed momentum; momentum clamps at 0 (A12).
 * - Newtonian side-arc drives give rotation only (A13); linear thrust comes from bow or stern drives.
 * - A ship with no bridge cannot plot (A40): only a blank plot (drift) is legal for its squadron.
 * - A plot may hold each advanced manoeuvre once, and at most one FTL manoeuvre.
 */
import { err, ok, type Result, type RuleError } from '../../core/result.ts';
import type { MovementMethod } from '../geometry/directionality.ts';
import { driveFor, FTL_CODES, type FtlCode, type FtlDriveType } from '../ftl/drives.ts';
import { assignDrives, pointsSpent, type Action, type DriveUse } from './assignment.ts';
import { capacities, type MovingShip } from './drives.ts';
import { FLIP_ACTION, rollAction } from './manoeuvres.ts';
import type { Arc, Directionality } from '../ships/directions.ts';
import { metaverseError, type MetaverseErrorCode } from '../errors.ts';

export type TurnDirection = 'P' | 'S';

/** Cinematic orders (p.7): acceleration from stern drives, deceleration from bow drives, ordered turns. */
export interface CinematicOrders {
  readonly accel: number;
  readonly decel: number;
  readonly turns: readonly TurnDirection[];
}

/** One Newtonian linear thrust: drives of `arc` fire `points` at rotation step `step` (0 = start of turn). */
export interface NewtonianThrust {
  readonly arc: 'bow' | 'stern';
  readonly points: number;
  readonly step: number;
}

/** Newtonian orders (p.9): rotational thrust (never both CW and CCW) and linear thrusts. */
export interface NewtonianOrders {
  readonly rotate?: { readonly dir: 'CW' | 'CCW'; readonly points: number };
  readonly thrust: readonly NewtonianThrust[];
}

export type Manoeuvre =
  | { readonly code: 'RL' }
  | { readonly code: 'FL' }
  | { readonly code: 'EP'; readonly drives: readonly string[] }
  | { readonly code: 'RAM'; readonly target: string }
  | { readonly code: FtlCode; readonly distance?: number };

export interface SquadronPlot {
  readonly squadron: string;
  readonly method: MovementMethod;
  readonly cinematic?: CinematicOrders;
  readonly newtonian?: NewtonianOrders;
  readonly manoeuvres: readonly Manoeuvre[];
  /** Advanced manoeuvres paid for with CP (1 CP each, p.11); checked, not spent, here. */
  readonly manoeuvresPaid: number;
}

/** What the validator needs to know about the squadron now. */
export interface PlotContext {
  readonly directionality: Directionality;
  readonly method: MovementMethod;
  readonly ships: readonly MovingShip[];
  /** Newtonian rotational momentum before the plot (+ CW, − CCW), for the thrust step limit. */
  readonly rotation?: number;
  readonly pushTheLimits?: boolean;
  /** Where the squadron is: strategic jumps start in reserve, the others on the table (or in FTL space). */
  readonly where?: 'table' | 'reserve' | 'ftl-space';
  /** FTL drive types blocked where the squadron is (ftl/blocked.ts). */
  readonly ftlBlocked?: readonly FtlDriveType[];
}

export interface ShipAssignment {
  readonly ship: string;
  readonly uses: readonly DriveUse[];
  /** Operational thrust capacity minus points spent (RAM comparison, p.13). */
  readonly unusedThrust: number;
}

export interface ValidPlot {
  readonly plot: SquadronPlot;
  readonly assignments: readonly ShipAssignment[];
}

const PORT_SIDE: readonly Arc[] = ['port', 'port-bow', 'port-stern'];
const STARBOARD_SIDE: readonly Arc[] = ['starboard', 'starboard-bow', 'starboard-stern'];

const isCount = (n: number): boolean => Number.isInteger(n) && n >= 0;

/** A plot with no drive usage and no manoeuvre: a drift (p.7, A21). */
export function isBlankPlot(plot: SquadronPlot): boolean {
  if (plot.manoeuvres.length > 0) return false;
  const c = plot.cinematic;
  const n = plot.newtonian;
  const cinematicBlank = !c || (c.accel === 0 && c.decel === 0 && c.turns.length === 0);
  const newtonianBlank = !n || ((n.rotate?.points ?? 0) === 0 && n.thrust.every((t) => t.points === 0));
  return cinematicBlank && newtonianBlank;
}

/** The drive actions a plot needs (shared by every ship of the squadron). */
export function plotActions(plot: SquadronPlot, d: Directionality): Action[] {
  const actions: Action[] = [];
  const c = plot.cinematic;
  if (plot.method === 'cinematic' && c) {
    if (c.accel > 0) actions.push({ name: 'accelerate', options: [[{ arcs: ['stern'], points: c.accel }]] });
    if (c.decel > 0) actions.push({ name: 'decelerate', options: [[{ arcs: ['bow'], points: c.decel }]] });
    const s = c.turns.filter((t) => t === 'S').length;
    const p = c.turns.length - s;
    // p.7: "port thrust points are used for starboard changes and vice-versa"
    if (s > 0) actions.push({ name: 'starboard turns', options: [[{ arcs: PORT_SIDE, points: s }]] });
    if (p > 0) actions.push({ name: 'port turns', options: [[{ arcs: STARBOARD_SIDE, points: p }]] });
  }
  const n = plot.newtonian;
  if (plot.method === 'newtonian' && n) {
    // p.9: "When a port STL drive is fired for one point, it increases the CW momentum by one"
    if (n.rotate && n.rotate.points > 0) {
      actions.push({ name: `${n.rotate.dir} rotation`, options: [[{ arcs: n.rotate.dir === 'CW' ? PORT_SIDE : STARBOARD_SIDE, points: n.rotate.points }]] });
    }
    n.thrust.forEach((t, i) => actions.push({ name: `thrust ${i + 1} (${t.arc})`, options: [[{ arcs: [t.arc], points: t.points }]] }));
  }
  if (plot.manoeuvres.some((m) => m.code === 'RL')) actions.push(rollAction(d));
  if (plot.manoeuvres.some((m) => m.code === 'FL')) actions.push(FLIP_ACTION);
  return actions;
}

type Add = (code: MetaverseErrorCode, message: string, at: string) => void;

/** Checks a squadron plot against every ship; returns every problem, or the drive assignments. */
export function validatePlot(plot: SquadronPlot, ctx: PlotContext): Result<ValidPlot, RuleError[]> {
  const problems: RuleError[] = [];
  const add: Add = (code, message, at) => {
    problems.push(metaverseError(code, message, { at }));
  };

  if (plot.method !== ctx.method) add('ERR_PLOT_METHOD', `This squadron moves by ${ctx.method} movement; plot ${ctx.method} orders instead.`, 'method');
  if (plot.method === 'cinematic' && plot.newtonian) add('ERR_PLOT_MIXED', 'Remove the Newtonian orders from this Cinematic plot.', 'newtonian');
  if (plot.method === 'newtonian' && plot.cinematic) add('ERR_PLOT_MIXED', 'Remove the Cinematic orders from this Newtonian plot.', 'cinematic');
  if (plot.cinematic) checkCinematic(plot.cinematic, add);
  if (plot.newtonian) checkNewtonian(plot.newtonian, ctx, add);
  checkManoeuvres(plot, ctx, add);

  const structural = problems.length;
  const assignments: ShipAssignment[] = [];
  for (const ship of ctx.ships) {
    const a = shipAssignment(plot, ctx, ship, { add, problems, structural });
    if (a) assignments.push(a);
  }
  return problems.length > 0 ? err(problems) : ok({ plot, assignments });
}

/** p.7: accelerate, decelerate and heading changes. */
function checkCinematic(c: CinematicOrders, add: Add): void {
  if (!isCount(c.accel)) add('ERR_PLOT_ACCEL', 'Acceleration must be a whole number of thrust points, 0 or more.', 'accel');
  if (!isCount(c.decel)) add('ERR_PLOT_DECEL', 'Deceleration must be a whole number of thrust points, 0 or more.', 'decel');
  c.turns.forEach((t, i) => {
    if (t !== 'P' && t !== 'S') add('ERR_PLOT_TURN', 'Each heading change must be P (port) or S (starboard).', `turns[${i}]`);
  });
}

/** p.9: rotation, then linear thrust from bow or stern drives at a rotation step the rotation reaches. */
function checkNewtonian(n: NewtonianOrders, ctx: PlotContext, add: Add): void {
  const r = n.rotate;
  if (r && (!isCount(r.points) || (r.dir !== 'CW' && r.dir !== 'CCW'))) {
    add('ERR_PLOT_ROTATE', 'Rotation must be CW or CCW with a whole number of points.', 'rotate');
  }
  const rotAfter = (ctx.rotation ?? 0) + (r ? (r.dir === 'CW' ? r.points : -r.points) : 0);
  n.thrust.forEach((t, i) => {
    const at = `thrust[${i}]`;
    if (t.arc !== 'bow' && t.arc !== 'stern') add('ERR_PLOT_THRUST_ARC', 'Linear thrust comes from bow or stern drives; side drives only rotate the ship.', at);
    if (!isCount(t.points)) add('ERR_PLOT_THRUST_POINTS', 'Thrust must be a whole number of points, 0 or more.', at);
    if (!isCount(t.step) || (Number.isInteger(t.step) && t.step > Math.abs(Math.trunc(rotAfter)))) {
      add('ERR_PLOT_THRUST_STEP', `Fire thrust at a rotation step from 0 to ${Math.abs(Math.trunc(rotAfter))}.`, at);
    }
  });
}

/** Advanced manoeuvres: each once, one FTL at most, 1 CP each, and each possible where the squadron is. */
function checkManoeuvres(plot: SquadronPlot, ctx: PlotContext, add: Add): void {
  const codes = plot.manoeuvres.map((m) => m.code);
  for (const code of new Set(codes)) {
    if (codes.filter((x) => x === code).length > 1) add('ERR_PLOT_DUPLICATE', `Plot ${code} only once.`, code);
  }
  const ftl = plot.manoeuvres.filter((m) => (FTL_CODES as readonly string[]).includes(m.code));
  if (ftl.length > 1) add('ERR_PLOT_FTL_TWICE', 'Plot at most one FTL manoeuvre.', 'ftl');
  if (!isCount(plot.manoeuvresPaid) || plot.manoeuvresPaid < plot.manoeuvres.length) {
    add('ERR_PLOT_CP', `${plot.manoeuvres.length} advanced manoeuvres need ${plot.manoeuvres.length} CP; allocate more CP or drop a manoeuvre.`, 'cp');
  }
  for (const m of plot.manoeuvres) checkManoeuvre(m, ctx.where ?? 'table', add);
}

/** One manoeuvre: a hyper jump's distance, a RAM's target, and whether it can be plotted from where the squadron is. */
function checkManoeuvre(m: Manoeuvre, where: NonNullable<PlotContext['where']>, add: Add): void {
  if ((m.code === 'T-FTL-H' || m.code === 'S-FTL-H') && !(typeof m.distance === 'number' && Number.isFinite(m.distance))) {
    add('ERR_PLOT_FTL_DISTANCE', `${m.code} needs a plotted jump distance in cm.`, m.code);
  } else if (m.code === 'T-FTL-H' && (m.distance ?? 0) < 60) {
    add('ERR_PLOT_FTL_DISTANCE', 'A tactical hyper jump must be plotted at 60 cm or more.', m.code);
  } else if (m.code === 'S-FTL-H' && (m.distance ?? 0) <= 0) {
    add('ERR_PLOT_FTL_DISTANCE', 'Plot a strategic hyper jump distance above 0 cm.', m.code);
  }
  if (m.code === 'RAM' && !m.target) add('ERR_PLOT_RAM_TARGET', 'Name the enemy starship to ram.', 'RAM');
  const strategic = m.code === 'S-FTL-W' || m.code === 'S-FTL-H' || m.code === 'S-FTL-J';
  if (strategic && where !== 'reserve') add('ERR_PLOT_FTL_WHERE', `${m.code} brings a ship in from reserve; plot a tactical jump (T-FTL) on the table.`, m.code);
  if (!strategic && where === 'reserve' && m.code !== 'RL' && m.code !== 'FL' && m.code !== 'EP') {
    add('ERR_PLOT_FTL_WHERE', `A squadron in reserve can only plot a strategic jump (S-FTL).`, m.code);
  }
  if (where === 'ftl-space' && (FTL_CODES as readonly string[]).includes(m.code) && m.code !== 'FTL-T' && m.code !== 'FTL-R') {
    add('ERR_PLOT_FTL_WHERE', 'In FTL space only an FTL transition (FTL-T) or retreat (FTL-R) is possible.', m.code);
  }
}

/**
 * One ship against the plot: a bridge (unless it drifts), its own drives for EP, an FTL drive for the jump; then,
 * if the plot itself is sound (`structural` 0), the drives that carry it out. Undefined when it cannot.
 */
function shipAssignment(
  plot: SquadronPlot,
  ctx: PlotContext,
  ship: MovingShip,
  out: { readonly add: Add; readonly problems: RuleError[]; readonly structural: number },
): ShipAssignment | undefined {
  const { add } = out;
  const ep = plot.manoeuvres.find((m): m is Extract<Manoeuvre, { code: 'EP' }> => m.code === 'EP');
  const who = ship.name ?? ship.id;
  if (!ship.hasBridge && !isBlankPlot(plot)) {
    add('ERR_PLOT_NO_BRIDGE', `${who} has no active bridge: break it off for 1 CP or plot a drift.`, who);
    return undefined;
  }
  for (const id of ep?.drives ?? []) {
    if (!ship.drives.some((d) => d.id === id)) add('ERR_PLOT_EP_DRIVE', `${who} has no STL drive "${id}"; name its own drives for EP.`, who);
  }
  const ftlCode = plot.manoeuvres.find((m) => (FTL_CODES as readonly string[]).includes(m.code))?.code as FtlCode | undefined;
  if (ftlCode && ship.ftlDrives) {
    const drive = driveFor(ship.ftlDrives, ftlCode, ctx.ftlBlocked ?? []);
    if (!drive.ok) out.problems.push({ ...drive.error, at: who });
  }
  if (out.structural > 0) return undefined;
  const caps = capacities(ship, { emergencyPower: ep?.drives ?? [], pushTheLimits: ctx.pushTheLimits ?? false });
  const uses = assignDrives(caps, plotActions(plot, ctx.directionality));
  if (uses === null) {
    add('ERR_PLOT_DRIVES', `${who} lacks the operational drives for this plot; use fewer thrust points or break it off.`, who);
    return undefined;
  }
  const capacity = caps.reduce((s, d) => s + d.points, 0);
  return { ship: ship.id, uses, unusedThrust: capacity - pointsSpent(uses) };
}
