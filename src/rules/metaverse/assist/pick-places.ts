/**
 * "Pick a space" for Metaverse (docs/playing.md §9): where a squadron deploys in turn 1's plot (p.101 Match Play: within the
 * side's deployment zone, 10% of the table's depth from its edge; by post, `deploy X Y` in the plot).
 *
 * The table is continuous (cm), so the picker offers a finite grid of points inside the zone: about every 10 cm
 * along the zone and every 6 cm across it (a 12 cm deep zone on the 180 × 120 table gives 2 rows of 18), each
 * point at the centre of its cell and a whole number of cm, so it reads back the same. The squadron keeps its set-up
 * heading (toward the enemy); a player who wants another heading, a speed or a point between types `deploy`.
 * Moves are not picked in Metaverse: a plot is thrusts and turns over a whole turn, not an end place.
 */
import type { PickPlace, PickSet } from '../../core/assist.ts';
import type { SeatId } from '../../core/rule-system.ts';
import { count } from '../../core/text.ts';
import { edgeZone, MATCH_PLAY, type Rect } from '../setup/match-play.ts';
import { ownSquadrons, sideOfSeat } from '../sequence/orders.ts';
import type { MetaverseState, MvSquadron } from '../state.ts';

/** Whether turn 1's plot still places squadrons (sequence/orders.ts `seatPlotContext`). */
const deploying = (state: MetaverseState): boolean => state.stage === 'plot' && state.turn === 1 && state.trails.length === 0;

/** Cell centres: `n` cells of a span, each a whole number. */
function spread(from: number, length: number, step: number): number[] {
  const n = Math.max(1, Math.floor(length / step));
  return Array.from({ length: n }, (_, i) => Math.round(from + (length * (i + 0.5)) / n));
}

/**
 * The grid of the module header, numbered along the zone (west to east, or north to south in a zone along a side
 * edge), across it first: so any run of numbers is one stretch of the zone, and a picker that shows a page of them
 * zooms in on that stretch.
 */
export function zoneGrid(zone: Rect): { x: number; y: number }[] {
  const alongX = zone.width >= zone.height;
  const xs = spread(zone.x, zone.width, alongX ? 10 : 6);
  const ys = spread(zone.y, zone.height, alongX ? 6 : 10);
  return alongX ? xs.flatMap((x) => ys.map((y) => ({ x, y }))) : ys.flatMap((y) => xs.map((x) => ({ x, y })));
}

function deployPicks(state: MetaverseState, sq: MvSquadron, zone: Rect): PickSet {
  const heading = Math.round(sq.heading);
  const places: PickPlace[] = zoneGrid(zone).map((p, i) => {
    const notation = `deploy ${p.x} ${p.y} facing ${heading}`;
    return { n: i + 1, at: p, name: `${p.x},${p.y} cm`, options: [{ label: `facing ${heading}°`, notation, line: `${sq.name}: ${notation}` }] };
  });
  return {
    unitId: sq.id,
    unitName: sq.name,
    what: 'deploy',
    note: `${sq.name} deploys in its zone (x ${zone.x}–${zone.x + zone.width}, y ${zone.y}–${zone.y + zone.height} cm, p.${MATCH_PLAY.ref.slice(2)}): ${count(places.length, 'point')} on a grid; type "deploy X Y facing H" for any other.`,
    places,
  };
}

export function pickUnits(state: MetaverseState, seat: SeatId): string[] {
  const side = sideOfSeat(state, seat);
  if (!side || !deploying(state)) return [];
  return ownSquadrons(state, side).map(({ sq }) => sq.id);
}

export function pickPlaces(state: MetaverseState, seat: SeatId, unitId: string): PickSet | null {
  const side = sideOfSeat(state, seat);
  if (!side || !deploying(state)) return null;
  const sq = ownSquadrons(state, side).find((x) => x.sq.id === unitId)?.sq;
  if (!sq) return null;
  return deployPicks(state, sq, edgeZone(state.config.game.table, state.config.sides[side].deploymentEdge, MATCH_PLAY.deploymentDepthPct));
}
