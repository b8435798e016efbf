/**
 * Resolving the open step of a Metaverse (2.2.3) turn (book p.2 "Turn Sequence"; which step is open: open-step.ts).
 * Resolving the fire step also runs starfighter combat, boarding, the End Phase and the next Command Step.
 */
import type { Dice } from '../../core/dice.ts';
import type { GameEvent, SeatId } from '../../core/rule-system.ts';
import type { SquadronPlot as MovementPlot } from '../movement/plot.ts';
import type { MetaverseState } from '../state.ts';
import type { MetaverseSubmission } from '../submission.ts';
import { resolveMessage } from './alternation.ts';
import { mergeMoveOrders, type MoveOrders } from './movement/move-orders.ts';
import { moveOrdersOf, movementPlotsOf, weaponOrdersOf } from '../notation/to-plot.ts';
import { isStrict } from './standing/read.ts';
import { resolveAnswer, resolveEarlyFire, startPlayOut } from './standing/resolve.ts';
import { resolveFire, resolvePlots } from './turn.ts';

/** The setup's rolls (qualities, then the first Command Step) lead the first turn's summary. */
const setupEvents = (state: MetaverseState): GameEvent[] => (state.turn === 1 ? state.setupLog.map((text) => ({ type: 'setup', text })) : []);

/**
 * Resolves the open step and notes the squadrons it destroyed, and the ships it destroyed in squadrons still on
 * the table, for its map's wrecks (views/scene.ts).
 */
export function resolveStep(state: MetaverseState, submissions: Readonly<Record<SeatId, MetaverseSubmission>>, dice: Dice): { state: MetaverseState; events: GameEvent[]; map?: boolean } {
  const done = resolveStage(state, submissions, dice);
  // On the table: a ship of it active. Destroyed: none active and none disengaged (p.28 destruction, p.9 disengaging).
  const ships = (s: MetaverseState, id: string) => s.ships.filter((x) => x.squadronId === id);
  const onTable = (s: MetaverseState, id: string): boolean => ships(s, id).some((x) => x.status === 'active');
  const destroyed = (s: MetaverseState, id: string): boolean => !onTable(s, id) && !ships(s, id).some((x) => x.status === 'disengaged');
  const squadrons = done.state.squadrons.filter((q) => destroyed(done.state, q.id) && onTable(state, q.id)).map((q) => q.id);
  const wasActive = new Set(state.ships.filter((x) => x.status === 'active').map((x) => x.id));
  const members = done.state.ships.filter((x) => x.status === 'destroyed' && wasActive.has(x.id) && onTable(done.state, x.squadronId)).map((x) => x.id);
  const wrecks = [...squadrons, ...members];
  return { ...done, state: { ...done.state, wrecks } };
}

function resolveStage(state: MetaverseState, submissions: Readonly<Record<SeatId, MetaverseSubmission>>, dice: Dice): { state: MetaverseState; events: GameEvent[]; map?: boolean } {
  const sent = Object.values(submissions);
  switch (state.stage) {
    case 'plot': {
      const plots: Record<string, MovementPlot> = {};
      const orders: MoveOrders[] = [];
      for (const s of sent) {
        const read = s.kind === 'plot' ? movementPlotsOf(s.plot) : null;
        const extra = s.kind === 'plot' ? moveOrdersOf(s.plot) : null;
        if (read?.ok) Object.assign(plots, read.value);
        if (read?.ok && extra?.ok) orders.push(extra.value);
      }
      const moved = resolvePlots(state, plots, dice, mergeMoveOrders(orders));
      const played = isStrict(state) ? moved : startPlayOut(state, moved, submissions, dice);
      return { state: played.state, events: [...setupEvents(state), ...played.events] };
    }
    case 'missions':
    case 'control': {
      if (isStrict(state)) return resolveMessage(state, submissions, dice);
      // The answer may have let the fire that waited on it resolve: that post shows the map.
      const played = resolveAnswer(state, submissions, dice);
      return { ...played, map: played.state.turn > state.turn || played.state.stage === 'over' };
    }
    case 'fire':
      if ((state.standing?.resume ?? null) !== null) {
        // Fire that waits on a side asked in the play-out is drawn on the post of that side's answer.
        const early = resolveEarlyFire(state, submissions, dice);
        return { ...early, map: (early.state.standing?.asking ?? null) === null };
      }
      return resolveFire({ ...state, standing: null }, sent.flatMap((s) => (s.kind === 'fire' ? weaponOrdersOf(s.fire) : [])), dice);
    case 'over':
      return { state, events: [] };
  }
}
