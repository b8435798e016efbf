/**
 * The Starship Movement Step for squadrons on the table (Metaverse p.7–11):
 * every squadron's plot is checked against its ships' drives (movement/plot.ts `validatePlot`) and executed at
 * once — Cinematic by momentum, turns and segments, Newtonian by the momentum rose — with Roll and Flip. A squadron
 * that leaves the table is handled by the game's off-table rule (A17).
 *
 * Judgement calls: a squadron without a plot, or whose plot no longer fits its drives (damage since it was
 * sent), drifts (a blank plot, A21) and the summary says why. Emergency Power doubles the named drives for the
 * drive check (movement/plot.ts); its failure roll, RAM, FTL and break-offs are composed around this step by
 * `resolvePlots` (turn.ts, move-*.ts). Each ship's unused thrust is returned for RAM (p.13). Terrain along each
 * path (planets p.95, asteroids p.97) is terrain/effects.ts `terrainAfterMove`; the stellar
 * wind of protoplanetary and supernova-remnant nebulae and the supernova's radiation (p.99) are terrain/wind.ts.
 */
import type { Dice } from '../../../core/dice.ts';
import type { GameEvent } from '../../../core/rule-system.ts';
import { movementContextOf } from '../../adapters/movement.ts';
import { moveCinematic } from '../../movement/cinematic.ts';
import { checkTableEdge } from '../../movement/map-edge.ts';
import { moveNewtonian, newtonianSpeed } from '../../movement/newtonian.ts';
import { isBlankPlot, validatePlot, type SquadronPlot } from '../../movement/plot.ts';
import { RAM_TR_MODIFIER } from '../../movement/ram.ts';
import { designById } from '../../ships/library.ts';
import type { MetaverseState, MvShip, MvSquadron } from '../../state.ts';
import { darkNebulaDrag, terrainAfterMove } from '../../terrain/effects.ts';
import { blowSquadron, supernovaRadiation, windsThisTurn } from '../../terrain/wind.ts';

export interface MovementStepResult {
  readonly squadrons: MvSquadron[];
  readonly ships: MvShip[];
  readonly trails: { id: string; path: { x: number; y: number }[] }[];
  readonly events: GameEvent[];
  /** Operational thrust not used by this turn's plot, per ship id (RAM, p.13). */
  readonly unusedThrust: Readonly<Record<string, number>>;
}

/** A squadron's blank plot: drift (A21). */
export function blankPlot(sq: MvSquadron): SquadronPlot {
  return sq.method === 'cinematic'
    ? { squadron: sq.id, method: 'cinematic', cinematic: { accel: 0, decel: 0, turns: [] }, manoeuvres: [], manoeuvresPaid: 0 }
    : { squadron: sq.id, method: 'newtonian', newtonian: { thrust: [] }, manoeuvres: [], manoeuvresPaid: 0 };
}

export const squadronShips = (state: Pick<MetaverseState, 'ships'>, sq: MvSquadron): MvShip[] =>
  state.ships.filter((s) => s.squadronId === sq.id && s.status === 'active');

/** Checks a squadron's plot against its ships as they are now. */
export function checkSquadronPlot(state: MetaverseState, sq: MvSquadron, plot: SquadronPlot) {
  const ships = squadronShips(state, sq).flatMap((s) => {
    const design = designById(s.designId);
    return design ? [{ id: s.id, name: s.name, design, damage: s.damage, mirrored: sq.mirrored }] : [];
  });
  const ctx = movementContextOf(ships, { rotation: sq.rotation });
  if (!ctx.ok) return { ok: false as const, error: [ctx.error] };
  return validatePlot(plot, ctx.value);
}

export function movementStep(state: MetaverseState, plots: Readonly<Record<string, SquadronPlot>>, dice?: Dice): MovementStepResult {
  const events: GameEvent[] = [];
  // TERRAIN (p.99): this turn's stellar winds; a supernova remnant's is re-rolled from turn 2 (terrain/wind.ts).
  const blowing = windsThisTurn(state, dice);
  events.push(...blowing.events);
  const m: Movement = { state, dice, winds: blowing.winds, events, trails: [], ships: [...state.ships], unusedThrust: {} };
  const squadrons = state.squadrons.map((sq) => (squadronShips(state, sq).length === 0 ? sq : moveSquadron(m, sq, plots[sq.id] ?? blankPlot(sq))));
  return { squadrons, ships: m.ships, trails: m.trails, events, unusedThrust: m.unusedThrust };
}

type Path = { x: number; y: number }[];

/** The Movement Step as it runs, squadron after squadron. */
interface Movement {
  readonly state: MetaverseState;
  readonly dice: Dice | undefined;
  readonly winds: ReturnType<typeof windsThisTurn>['winds'];
  readonly events: GameEvent[];
  readonly trails: MovementStepResult['trails'];
  ships: MvShip[];
  readonly unusedThrust: Record<string, number>;
}

/** One squadron's move: its plot checked (drift if it no longer fits), executed, then the table edge and terrain. */
function moveSquadron(m: Movement, sq: MvSquadron, sent: SquadronPlot): MvSquadron {
  const { state, events } = m;
  let plot = sent;
  let checked = checkSquadronPlot(state, sq, plot);
  if (!checked.ok) {
    events.push({ type: 'plotRefused', text: `${sq.name} drifts: its plot no longer fits (${checked.error[0]?.message ?? 'drives lost'}).` });
    plot = blankPlot(sq);
    checked = checkSquadronPlot(state, sq, plot);
  }
  if (checked.ok) for (const a of checked.value.assignments) m.unusedThrust[a.ship] = a.unusedThrust;
  const moved = sq.method === 'cinematic' ? moveCinematicSquadron(m, sq, plot) : moveNewtonianSquadron(m, sq, plot);
  let next = moved.next;
  // p.13: while a RAM order is active the rammer has TR −2.
  if (plot.manoeuvres.some((x) => x.code === 'RAM')) next = { ...next, trModifier: next.trModifier + RAM_TR_MODIFIER };
  const edge = checkTableEdge(moved.path, state.config.game.table, state.config.game.stlOffTable);
  let path = moved.path;
  if (edge.kind === 'stopped') {
    next = { ...next, at: edge.at, momentum: 0, rose: next.rose.map(() => 0) };
    path = [...edge.path];
    events.push({ type: 'edge', text: `${sq.name} stops at the table edge (A17).` });
  } else if (edge.kind === 'disengaged' || edge.kind === 'destroyed') {
    next = { ...next, at: edge.exitAt };
    const status = edge.kind === 'destroyed' ? 'destroyed' : 'disengaged';
    m.ships = m.ships.map((s) => (s.squadronId === sq.id && s.status === 'active' ? { ...s, status, fate: edge.kind === 'destroyed' ? 'flew off the table' : 'left the table' } : s));
    events.push({ type: 'edge', text: `${sq.name} ${edge.kind === 'destroyed' ? 'flies off the table and is lost' : 'leaves the table and disengages'} (A17).` });
  }
  if (edge.kind !== 'disengaged' && edge.kind !== 'destroyed') next = terrainAlong(m, sq, next, path);
  m.trails.push({ id: sq.id, path });
  return next;
}

/** The Roll, Flip and blank-plot flags of a plot, as both movement methods take them. */
const plotFlags = (plot: SquadronPlot): { roll: boolean; flip: boolean; blank: boolean } => ({
  roll: plot.manoeuvres.some((x) => x.code === 'RL'),
  flip: plot.manoeuvres.some((x) => x.code === 'FL'),
  blank: isBlankPlot(plot),
});

/** Cinematic movement (p.7–8): momentum, turns and segments. */
function moveCinematicSquadron(m: Movement, sq: MvSquadron, plot: SquadronPlot): { next: MvSquadron; path: Path } {
  const moved = moveCinematic(
    { at: sq.at, heading: sq.heading, momentum: sq.momentum, mirrored: sq.mirrored },
    plot.cinematic ?? { accel: 0, decel: 0, turns: [] },
    { directionality: sq.directionality, hexTurnStep: m.state.config.game.hexTurnStep.cinematic, ...plotFlags(plot) },
  );
  m.events.push({ type: 'move', text: `${sq.name}: momentum ${sq.momentum} → ${moved.state.momentum}, ${moved.segments.length > 1 ? `segments ${moved.segments.join('/')} cm` : `${moved.moved} cm`}.` });
  return {
    next: { ...sq, at: moved.state.at, heading: moved.state.heading, momentum: moved.state.momentum, mirrored: moved.state.mirrored, trModifier: moved.trModifier },
    path: [...moved.path],
  };
}

/** Newtonian movement (p.9–11): the momentum rose and rotation. */
function moveNewtonianSquadron(m: Movement, sq: MvSquadron, plot: SquadronPlot): { next: MvSquadron; path: Path } {
  const moved = moveNewtonian({ at: sq.at, heading: sq.heading, rose: sq.rose, rotation: sq.rotation, mirrored: sq.mirrored }, plot.newtonian ?? { thrust: [] }, { directionality: sq.directionality, ...plotFlags(plot) });
  // The speed (p.9: the rose's resultant) and how far the squadron went, as the Cinematic line gives momentum.
  const went = Math.hypot(moved.state.at.x - sq.at.x, moved.state.at.y - sq.at.y);
  const turnText = Math.round(moved.state.heading) === Math.round(sq.heading) ? `heading ${Math.round(sq.heading)}°` : `heading ${Math.round(sq.heading)}° → ${Math.round(moved.state.heading)}°`;
  const spin = moved.state.rotation === 0 ? 'no rotation' : `rotation ${moved.state.rotation > 0 ? 'CW' : 'CCW'} ${Math.abs(moved.state.rotation)}`;
  m.events.push({
    type: 'move',
    text: `${sq.name}: speed ${newtonianSpeed(sq.directionality, sq.rose)} → ${newtonianSpeed(sq.directionality, moved.state.rose)}, ${Math.round(went * 10) / 10} cm · ${turnText}, ${spin}.`,
  });
  return {
    next: { ...sq, at: moved.state.at, heading: moved.state.heading, rose: moved.state.rose, rotation: moved.state.rotation, mirrored: moved.state.mirrored, trModifier: moved.trModifier },
    path: [...moved.path],
  };
}

/**
 * TERRAIN (p.95, p.97–98; terrain/effects.ts): planet transit destroys; asteroid fields and clusters damage.
 * Asteroid and dark-nebula dice need `dice`; without them asteroids are only reported and there is no drag.
 */
function terrainAlong(m: Movement, sq: MvSquadron, moved: MvSquadron, path: Path): MvSquadron {
  const { state, dice, events } = m;
  const met = terrainAfterMove(state, moved, path, m.ships, dice);
  m.ships = met.ships;
  events.push(...met.events);
  if (!m.ships.some((s) => s.squadronId === sq.id && s.status === 'active')) return moved;
  // p.99: a dark nebula drags each velocity down by 1D6 − 2.
  const dragged = darkNebulaDrag(state, moved, dice);
  let next = dragged.squadron;
  events.push(...dragged.events);
  // p.99: the stellar wind pushes the velocities; a supernova remnant's radiation burns on the windward arc.
  for (const wind of m.winds) {
    const blown = blowSquadron(next, wind, state.config.game.hexTurnStep.cinematic);
    next = blown.squadron;
    events.push(...blown.events);
    if (wind.supernova && dice) {
      const burnt = supernovaRadiation(next, wind, m.ships, dice);
      m.ships = burnt.ships;
      events.push(...burnt.events);
    }
  }
  return next;
}
