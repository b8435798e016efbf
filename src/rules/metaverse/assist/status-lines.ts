/**
 * The public state in a few short lines for the pinned status message (docs/playing.md §5; Metaverse p.28 recording damage,
 * p.19 starfighters, p.33 morale, p.3 command points): the turn and step, then per side its squadrons
 * with each ship's hull hits left (views/scene.ts `hullHits`) or fate, its fighters in space, morale points struck
 * and its commanders' CP (public in the book), then the outcome once the game is over. Nothing secret: no plots,
 * no fire orders, no drafts.
 */
import { stageText, hullHits } from '../views/scene.ts';
import type { MetaverseState, MvShip } from '../state.ts';
import { cpLine } from './seat.ts';
import { completedThresholds } from '../morale/morale.ts';

function shipText(ship: MvShip): string {
  if (ship.status !== 'active') return `${ship.name} ${ship.status}`;
  const hull = hullHits([ship]);
  return `${ship.name} hull ${hull.left}/${hull.of}`;
}

function sideLines(state: MetaverseState, side: 'A' | 'B'): string[] {
  const seat = state.sides.find((s) => s.side === side);
  const squadrons = state.squadrons
    .filter((q) => q.side === side)
    .map((q) => {
      const ships = state.ships.filter((s) => s.squadronId === q.id);
      if (ships.length === 0) return null;
      // A squadron of one ship is named after it (setup/setup.ts): no need to say it twice.
      return ships.length === 1 && ships[0]?.name === q.name ? shipText(ships[0]) : `${q.name}: ${ships.map(shipText).join(', ')}`;
    })
    .filter((l): l is string => l !== null);
  const fighters = state.fighters.squadrons.filter((f) => f.side === side && f.status === 'space');
  // p.38: the loss check fails when the flag commander's CP roll is at most the completed thresholds.
  const morale = seat ? `morale lost ${seat.morale.struck} of 100, ${completedThresholds(seat.morale)} thresholds of ${seat.morale.threshold} completed` : null;
  return [
    `Side ${side}${seat ? ` (${seat.player})` : ''}: ${squadrons.join(' · ') || 'no ships'}`,
    [
      `Side ${side} fighters in space: ${fighters.length > 0 ? fighters.map((f) => `${f.name} (${f.strength})`).join(', ') : 'none'}`,
      ...(morale ? [morale] : []),
      `CP: ${cpLine(state, side) || 'none'}`,
    ].join(' · '),
  ];
}

export function statusLines(state: MetaverseState): string[] {
  const lines = [`Turn ${state.turn} · ${stageText(state)}`, ...sideLines(state, 'A'), ...sideLines(state, 'B')];
  if (state.outcome) lines.push(`Game over: ${state.outcome.summary}`);
  return lines;
}
