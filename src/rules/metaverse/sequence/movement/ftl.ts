/**
 * FTL in the Starship Movement Step (Metaverse p.15–18 "FTL Retreat", "Tactical FTL", FTL charge;
 * ruling A46), composed from ftl/ (drives, deviation, jumps):
 *
 * - Charge (p.18): a drive used on turn u is charged again on turn u + rating + 1 (ruling A67's cooldown, counted
 *   from `MvShip.ftlUsedTurn`); every drive starts charged (this game plays no preparation turns). Every ship of the
 *   squadron needs a charged drive able to perform the code (p.5: if any ship cannot, the squadron cannot).
 * - FTL-R (p.15): the squadron's ships are removed before any STL plot moves, as disengaged; half their morale
 *   value is struck (sequence/movement/morale.ts).
 * - T-FTL-W / T-FTL-H (p.16–17): the STL plot first, then forward 60 cm (warp) or the plotted distance (hyper); a
 *   warp jump then deviates by 3D20 − the highest sensor rating, forward when the result is even, backward when
 *   odd (ftl/jump.ts `warpJump`). A jump ending off the table goes to reserve; this game has none, so the squadron
 *   leaves the battle (disengaged, as an FTL retreat).
 *
 * - TERRAIN (p.95–98, terrain/ftl.ts): a drive the terrain blocks cannot be used — a nebula, neutron star or
 *   singularity for the whole game, a planet's gravity field where the squadron is when the drive would be used
 *   (before the move for FTL-R, after the STL move for a tactical jump; the drive is then not spent). A warp or
 *   hyper jump stops at the edge of a planet's gravity field, and one that crosses an asteroid field or cluster
 *   (or a planet's model) destroys the squadron.
 *
 * Judgement calls: the notation records no warp distance, so a warp jump goes the 60 cm minimum (p.15); the
 * squadron jumps as one, with the deviation of its ship with the weakest best sensor (array or fire control);
 * tactical jumps follow the simultaneous STL move instead of preceding the other plots (p.18), and warp jumps
 * go before hyper jumps (p.18 order), squadrons in table order. Not composed: reserve and strategic jumps
 * (R-FTL, S-FTL-*: Match Play setup has no reserves), T-FTL-J (the notation carries no placement) and FTL-T (no
 * FTL space); `sequence/orders.ts` refuses them when the plot is read, and a plot reaching this step with one flies
 * without it.
 */
import type { Dice } from '../../../core/dice.ts';
import type { GameEvent } from '../../../core/rule-system.ts';
import type { Point } from '../../../core/scene.ts';
import { fireControlOf, sensorArraysOf } from '../../adapters/fire.ts';
import { ftlDrivesOf, type FtlCharge } from '../../adapters/movement.ts';
import { driveFor, type FtlCode, type FtlDrive, type FtlDriveType } from '../../ftl/drives.ts';
import { hyperJump, warpJump, WARP_MIN_CM, type FtlOutcome, type JumpResult } from '../../ftl/jump.ts';
import type { SquadronPlot as MovementPlot } from '../../movement/plot.ts';
import { designById } from '../../ships/library.ts';
import type { MetaverseState, MvShip, MvSquadron } from '../../state.ts';
import { pathMeets } from '../../terrain/effects.ts';
import { terrainFtlBlocks, terrainFtlHazards } from '../../terrain/ftl.ts';
import { plural } from '../../../core/text.ts';

const isFtl = (code: string): boolean => code.includes('FTL');

/** p.18: each drive's cooldown on `turn` from the turn it was last used. */
export function ftlChargeOf(ship: MvShip, turn: number): Record<string, FtlCharge> {
  const out: Record<string, FtlCharge> = {};
  const design = designById(ship.designId);
  for (const [id, used] of Object.entries(ship.ftlUsedTurn ?? {})) {
    const drive = design?.systems.find((s) => s.id === id);
    const rating = drive?.kind === 'ftl' ? drive.rating : 0;
    out[id] = { cooldown: Math.max(0, rating - (turn - used - 1)) };
  }
  return out;
}

/** The ship's charged drive for `code`, or why there is none; `blocks` are the terrain's (terrain/ftl.ts). */
function driveOf(ship: MvShip, code: FtlCode, turn: number, blocks: ReadonlyMap<FtlDriveType, string> = new Map()): { drive: FtlDrive } | { why: string } {
  const design = designById(ship.designId);
  if (!design) return { why: `${ship.name} has no design` };
  const drives = ftlDrivesOf(design, ship.damage, ftlChargeOf(ship, turn)).filter((d) => d.operational);
  const r = driveFor(drives, code, [...blocks.keys()]);
  if (r.ok) return { drive: r.value };
  if (r.error.code === 'ERR_FTL_BLOCKED') {
    // TERRAIN (p.95–98): every drive able to do it is blocked; say by what.
    const why = [...new Set(drives.flatMap((d) => (blocks.has(d.type) ? [blocks.get(d.type) as string] : [])))];
    return { why: `${ship.name}'s FTL drive cannot be used: ${why.join('; ')}` };
  }
  return { why: r.error.code === 'ERR_FTL_NOT_CHARGED' ? `${ship.name}'s FTL drive is not charged yet` : `${ship.name} has no working drive for it` };
}

const markUsed = (ships: readonly MvShip[], used: ReadonlyMap<string, string>, turn: number): MvShip[] =>
  ships.map((s) => {
    const id = used.get(s.id);
    return id === undefined ? s : { ...s, ftlUsedTurn: { ...(s.ftlUsedTurn ?? {}), [id]: turn } };
  });

export interface PendingJump {
  readonly squadronId: string;
  readonly code: 'T-FTL-W' | 'T-FTL-H';
  readonly distance: number;
  /** Ship id → the drive it uses. */
  readonly drives: ReadonlyMap<string, string>;
}

export interface FtlStepResult {
  readonly ships: MvShip[];
  /** Plots with the FTL codes taken out (done now, pending, or not done). */
  readonly plots: Record<string, MovementPlot>;
  readonly pending: PendingJump[];
  readonly events: GameEvent[];
}

/** Before the STL move: FTL retreats leave, tactical jumps are checked and kept for after the move. */
export function ftlStep(state: Pick<MetaverseState, 'turn' | 'config' | 'terrain'>, squadrons: readonly MvSquadron[], shipsIn: readonly MvShip[], plotsIn: Readonly<Record<string, MovementPlot>>): FtlStepResult {
  let ships = [...shipsIn];
  const plots: Record<string, MovementPlot> = { ...plotsIn };
  const pending: PendingJump[] = [];
  const events: GameEvent[] = [];
  for (const sq of squadrons) {
    const plot = plots[sq.id];
    const ftl = plot?.manoeuvres.find((m) => isFtl(m.code));
    if (!plot || !ftl || !isFtl(ftl.code)) continue;
    const code = ftl.code as FtlCode;
    plots[sq.id] = { ...plot, manoeuvres: plot.manoeuvres.filter((m) => !isFtl(m.code)) };
    const skip = (why: string): void => {
      events.push({ type: 'ftl', text: `${sq.name}: ${code} ${why}; it flies its STL plot.` });
    };
    if (!state.config.game.modules.ftl) {
      skip('cannot be done: FTL drives are switched off in this game');
      continue;
    }
    if (code !== 'FTL-R' && code !== 'T-FTL-W' && code !== 'T-FTL-H') {
      skip(code === 'R-FTL' || code.startsWith('S-FTL') ? 'needs reserves, and this game has none (p.15–16)' : 'is not part of this game yet');
      continue;
    }
    const members = ships.filter((s) => s.squadronId === sq.id && s.status === 'active');
    // TERRAIN (p.95–98): FTL-R is judged where the squadron is now; a tactical jump's planet fields after the move.
    const blocks = terrainFtlBlocks(state, code === 'FTL-R' ? sq.at : null);
    const found = members.map((s) => ({ ship: s, r: driveOf(s, code, state.turn, blocks) }));
    const lacking = found.flatMap((f) => ('why' in f.r ? [f.r.why] : []));
    if (lacking.length > 0) {
      skip(`cannot be done: ${lacking.join('; ')}${lacking.some((w) => w.includes('cannot be used')) ? '' : ' (p.15, p.18)'}`);
      continue;
    }
    const drives = new Map(found.flatMap((f) => ('drive' in f.r ? [[f.ship.id, f.r.drive.id] as const] : [])));
    if (code === 'FTL-R') {
      // p.15: "the starship is removed from the game"; destroyed for the chain of command, half its morale value struck.
      ships = markUsed(ships, drives, state.turn).map((s) => (s.squadronId === sq.id && s.status === 'active' ? { ...s, status: 'disengaged', fate: 'FTL retreat' } : s));
      events.push({ type: 'ftl', text: `${sq.name} makes an FTL retreat: ${members.map((s) => s.name).join(', ')} ${plural(members.length, 'leaves', 'leave')} the battle (p.15).` });
      continue;
    }
    pending.push({ squadronId: sq.id, code, distance: code === 'T-FTL-H' && 'distance' in ftl ? (ftl.distance ?? 0) : WARP_MIN_CM, drives });
  }
  return { ships, plots, pending, events };
}

/** The best sensor system of a ship (an available array or its fire control), for the deviation (p.16). */
function bestSensor(ship: MvShip): number {
  const design = designById(ship.designId);
  if (!design) return 0;
  const arrays = sensorArraysOf(design, ship.damage).filter((a) => a.available && a.kind === 'array').map((a) => a.rating);
  const fc = fireControlOf(design, ship.damage);
  return Math.max(0, ...arrays, ...(fc?.available ? [fc.rating] : []));
}

const fmt = (p: Point): string => `(${Math.round(p.x * 10) / 10}, ${Math.round(p.y * 10) / 10})`;

/** After the STL move: the tactical jumps (p.16–17), warp before hyper (p.18). */
export function tacticalJumps(
  state: Pick<MetaverseState, 'turn' | 'config' | 'terrain'>,
  pending: readonly PendingJump[],
  squadronsIn: readonly MvSquadron[],
  shipsIn: readonly MvShip[],
  trailsIn: readonly { readonly id: string; readonly path: readonly Point[] }[],
  dice: Dice,
): { squadrons: MvSquadron[]; ships: MvShip[]; trails: { id: string; path: Point[] }[]; events: GameEvent[] } {
  let squadrons = [...squadronsIn];
  let ships = [...shipsIn];
  const trails = trailsIn.map((t) => ({ id: t.id, path: [...t.path] }));
  const events: GameEvent[] = [];
  const table = { width: state.config.game.table.width, depth: state.config.game.table.depth };
  for (const jump of [...pending].sort((a, b) => (a.code === b.code ? 0 : a.code === 'T-FTL-W' ? -1 : 1))) {
    const sq = squadrons.find((q) => q.id === jump.squadronId);
    const members = ships.filter((s) => s.squadronId === jump.squadronId && s.status === 'active');
    if (!sq || members.length === 0) continue;
    // TERRAIN (p.95): a planet's gravity field where the STL move ended blocks warp and hyper drives; not spent.
    const blocks = terrainFtlBlocks(state, sq.at);
    const stuck = members.flatMap((s) => {
      const design = designById(s.designId);
      const type = design ? ftlDrivesOf(design, s.damage).find((d) => d.id === jump.drives.get(s.id))?.type : undefined;
      return type && blocks.has(type) ? [`${s.name}'s ${type} drive cannot be used: ${blocks.get(type) ?? ''}`] : [];
    });
    if (stuck.length > 0) {
      events.push({ type: 'ftl', text: `${sq.name}: ${jump.code} cannot be done: ${[...new Set(stuck)].join('; ')}; it stays where its STL move ended.` });
      continue;
    }
    const hazards = terrainFtlHazards(state);
    let result: JumpResult;
    let how: string;
    if (jump.code === 'T-FTL-W') {
      const sensor = Math.min(...members.map(bestSensor));
      result = warpJump({ from: sq.at, heading: sq.heading, distance: jump.distance, highestSensor: sensor }, dice, table, hazards, sq.name);
      const d = result.deviation;
      how = d
        ? `warp ${jump.distance} cm forward, deviation 3d20 [${d.dice.join(', ')}] = ${d.sum} − sensor ${d.sensor} = ${d.dev}${d.dev <= 0 ? ' (none)' : d.dev % 2 === 0 ? ` (even: ${d.dev} cm forward)` : ` (odd: ${d.dev} cm back)`}`
        : `warp ${jump.distance} cm forward`;
    } else {
      result = hyperJump(sq.at, sq.heading, jump.distance, table, hazards);
      how = `hyper ${jump.distance} cm forward`;
    }
    ships = markUsed(ships, jump.drives, state.turn);
    const trail = trails.find((t) => t.id === sq.id);
    if (trail) trail.path.push(...result.outcome.path.slice(1));
    // TERRAIN (p.98): a warp or hyper jump across an asteroid field (a band, not a circle) destroys the squadron.
    const field = result.outcome.kind === 'destroyed' ? undefined : (state.terrain ?? []).find((t) => t.kind === 'asteroid-field' && pathMeets(result.outcome.path, t));
    const o: FtlOutcome = field ? { kind: 'destroyed', reason: 'asteroids', path: result.outcome.path } : result.outcome;
    // TERRAIN (p.95): stopped at a planet's gravity field, as at a GWP's (p.53).
    if (result.stoppedByGwp) how += `, stopped at the edge of a planet's gravity field (p.95)`;
    if (o.kind === 'arrived') {
      squadrons = squadrons.map((q) => (q.id === sq.id ? { ...q, at: o.at } : q));
      events.push({ type: 'ftl', text: `${sq.name} jumps (${jump.code}): ${how}; arrives at ${fmt(o.at)} (p.16–17).`, data: result });
    } else {
      // FTL off the table → reserve (p.18); this game has none, so the squadron leaves the battle.
      const fate = o.kind === 'destroyed' ? (o.reason === 'planet' ? 'destroyed jumping into a planet' : 'destroyed jumping through asteroids') : 'jumped off the table';
      ships = ships.map((s) => (s.squadronId === sq.id && s.status === 'active' ? { ...s, status: o.kind === 'destroyed' ? 'destroyed' : 'disengaged', fate } : s));
      const why = o.kind === 'destroyed' ? (o.reason === 'planet' ? 'it crosses a planet and is destroyed (p.95)' : `it crosses ${field ? `the ${field.name.toLowerCase()}` : 'an asteroid cluster'} and is destroyed (p.98)`) : 'it would end off the table, and with no reserves it leaves the battle';
      events.push({ type: 'ftl', text: `${sq.name} jumps (${jump.code}): ${how}; ${why} (p.16–17).`, data: result });
    }
  }
  return { squadrons, ships, trails, events };
}
