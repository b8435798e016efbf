/**
 * Deployment by post (Metaverse p.101 "Match Play": squadrons set up in their side's deployment zone). The book has
 * the players alternate placements after a command-dice roll-off; by post each side places its squadrons secretly
 * in turn 1's plot (`deploy X Y [facing H]`), and they are all revealed when the plots resolve, before anything
 * moves. A squadron not placed keeps its place from setup (evenly along the middle of the zone, facing the enemy).
 */
import type { GameEvent } from '../../core/rule-system.ts';
import { edgeZone, MATCH_PLAY } from '../scenarios/match-play.ts';
import type { PlotExtras } from './move-orders.ts';
import type { MetaverseState } from './state.ts';

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
    events.push({ type: 'deploy', text: `${sq.name} deploys at ${at.x},${at.y} cm facing ${heading}°.` });
    return { ...sq, at: { x: at.x, y: at.y }, heading };
  });
  return { state: { ...state, squadrons }, events };
}
