/**
 * The standing orders the prompts suggest (guide.ts), with the seat's own names: the plot and fire prompts' example
 * line, the "Pass unless they act" answer of a side asked in the play-out, and the bench (bench/exchanges.ts), which
 * plays whole games with exactly these suggestions.
 */
import { distance } from '../../core/plane.ts';
import { ownSquadrons } from '../sequence/orders.ts';
import type { MetaverseState } from '../state.ts';
import { controlContext } from '../sequence/standing/context.ts';

type Side = 'A' | 'B';

/**
 * How the suggested Control Step orders end, once their actions are taken. Both sides write their orders before
 * either sees the other's, and each side nearly always designates targets (p.21), so "pass unless enemy acts" is met
 * on both sides every turn: each is asked in turn, two more exchanges. The enemy's designations leave nothing to
 * answer (they say what its ships fire at, p.21 "Targets"); its EW can be answered with EW (p.21 "Electronic
 * Warfare": a setting stands until a CP changes it). So the suggestion waits for EW when the enemy has EW systems
 * to use, and else just passes (p.21: two passes in a row end the step).
 */
export function suggestedEnding(state: MetaverseState, side: Side): string {
  const enemy = side === 'A' ? 'B' : 'A';
  return controlContext(state, enemy).ships.some((s) => s.ew.length > 0) ? 'pass unless enemy uses EW' : 'pass';
}

/** The enemy squadron nearest the side's first squadron in play. */
export function nearestEnemySquadron(state: MetaverseState, side: Side) {
  const own = ownSquadrons(state, side)[0]?.sq;
  const enemies = ownSquadrons(state, side === 'A' ? 'B' : 'A').map((x) => x.sq);
  return own ? [...enemies].sort((a, b) => distance(own.at, a.at) - distance(own.at, b.at))[0] : enemies[0];
}

/** "control: designate VHS Dominator for CNS Resolute; pass unless enemy uses EW", with the seat's own names. */
export function suggestedStanding(state: MetaverseState, side: Side): string {
  const enemy = nearestEnemySquadron(state, side);
  const target = state.ships.find((s) => s.squadronId === enemy?.id && s.status === 'active');
  const own = ownSquadrons(state, side)[0]?.sq;
  const ending = suggestedEnding(state, side);
  return target && own ? `control: designate ${target.name} for ${own.name}; ${ending}` : `control: ${ending}`;
}
