/**
 * Deployment by post (Metaverse p.101 "Match Play": squadrons set up in their side's deployment zone). The book has
 * the players alternate placements after a command-dice roll-off; by post each side places its squadrons secretly
 * in turn 1's plot (`deploy X Y [facing H]`), and they are all revealed when the plots resolve, before anything
 * moves. A squadron not placed keeps its place from setup (evenly along the middle of the zone, facing the enemy).
 */
import type { GameEvent } from '../../../core/rule-system.ts';
import { edgeZone, MATCH_PLAY } from '../../setup/match-play.ts';
import type { PlotExtras } from './move-orders.ts';
import { stlDrivesOf } from '../../adapters/movement.ts';
import { emptyRose, roseIndex } from '../../movement/newtonian.ts';
import { designById } from '../../ships/library.ts';
import type { MetaverseState, MvSquadron } from '../../state.ts';

/** The most a squadron may start at: its side's preparation turns × the weakest ship's stern drives (p.101). */
export function prepBurn(state: MetaverseState, sq: MvSquadron): number {
  const turns = state.sides.find((s) => s.side === sq.side)?.prepTurns ?? 0;
  const burns = state.ships
    .filter((s) => s.squadronId === sq.id && s.status === 'active')
    .map((s) => {
      const design = designById(s.designId);
      return design ? stlDrivesOf(design, s.damage).filter((d) => d.operational && d.arcs.includes('stern')).reduce((n, d) => n + d.rating, 0) : 0;
    });
  return burns.length > 0 ? turns * Math.min(...burns) : 0;
}

/** A squadron moving at `speed` cm along `heading`: Cinematic momentum, or that entry of the Newtonian rose. */
export function startingMotion(sq: MvSquadron, heading: number, speed: number): Pick<MvSquadron, 'momentum' | 'rose'> {
  if (sq.method === 'cinematic') return { momentum: speed, rose: sq.rose };
  const rose = emptyRose(sq.directionality);
  rose[roseIndex(sq.directionality, heading)] = speed;
  return { momentum: sq.momentum, rose };
}

export function applyDeployments(state: MetaverseState, extras: Readonly<Record<string, PlotExtras>>): { state: MetaverseState; events: GameEvent[] } {
  if (state.turn !== 1 || state.trails.length > 0) return { state, events: [] };
  const events: GameEvent[] = [];
  const squadrons = state.squadrons.map((sq) => {
    const at = extras[sq.id]?.deploy;
    if (!at) return sq;
    const zone = edgeZone(state.config.game.table, state.config.sides[sq.side].deploymentEdge, MATCH_PLAY.deploymentDepthPct);
    // Checked when sent; checked again so a state edited since cannot put a squadron outside its zone.
    if (at.x < zone.x || at.x > zone.x + zone.width || at.y < zone.y || at.y > zone.y + zone.height) return sq;
    const heading = at.heading ?? sq.heading;
    const speed = Math.min(at.speed ?? 0, prepBurn(state, sq));
    events.push({ type: 'deploy', text: `${sq.name} deploys at ${at.x},${at.y} cm facing ${heading}°${speed > 0 ? `, already at ${speed} cm a turn (preparation turns, p.101)` : ''}.` });
    return { ...sq, ...startingMotion(sq, heading, speed), at: { x: at.x, y: at.y }, heading };
  });
  return { state: { ...state, squadrons }, events };
}
