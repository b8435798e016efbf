/**
 * The standing orders the prompts suggest (guide.ts), with the seat's own names: the plot and fire prompts' example
 * line, the "Pass unless they act" answer of a side asked in the play-out, and the bench (bench/exchanges.ts), which
 * plays whole games with exactly these suggestions.
 */
import { distance } from '../../core/plane.ts';
import { ownSquadrons } from '../sequence/orders.ts';
import type { MetaverseState } from '../state.ts';

type Side = 'A' | 'B';

/** How the suggested Control Step orders end, once their actions are taken. */
export function suggestedEnding(_state: MetaverseState, _side: Side): string {
  return 'pass unless enemy acts';
}

/** The enemy squadron nearest the side's first squadron in play. */
export function nearestEnemySquadron(state: MetaverseState, side: Side) {
  const own = ownSquadrons(state, side)[0]?.sq;
  const enemies = ownSquadrons(state, side === 'A' ? 'B' : 'A').map((x) => x.sq);
  return own ? [...enemies].sort((a, b) => distance(own.at, a.at) - distance(own.at, b.at))[0] : enemies[0];
}

/** "control: designate VHS Dominator for CNS Resolute; pass unless enemy acts", with the seat's own names. */
export function suggestedStanding(state: MetaverseState, side: Side): string {
  const enemy = nearestEnemySquadron(state, side);
  const target = state.ships.find((s) => s.squadronId === enemy?.id && s.status === 'active');
  const own = ownSquadrons(state, side)[0]?.sq;
  const ending = suggestedEnding(state, side);
  return target && own ? `control: designate ${target.name} for ${own.name}; ${ending}` : `control: ${ending}`;
}
