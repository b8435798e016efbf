/**
 * One message of an alternating step as the strict alternation takes it (Metaverse p.19 Mission Step, p.21 Control
 * Step): the side whose turn it is sends its actions (or a pass) and the turn passes to the other side. A message
 * was tried when it was sent; should the state disagree now, the side passes.
 */
import type { Dice } from '../../core/dice.ts';
import type { GameEvent, SeatId } from '../../core/rule-system.ts';
import type { MetaverseSubmission } from '../submission.ts';
import { alternatingSide } from '../notation/submission-text.ts';
import type { MetaverseState } from '../state.ts';
import { resolveControl, resolveMissions } from './turn.ts';

/** One message of the strict alternation (p.19, p.21): the side's actions, or a pass. */
export function resolveMessage(state: MetaverseState, submissions: Readonly<Record<SeatId, MetaverseSubmission>>, dice: Dice): { state: MetaverseState; events: GameEvent[] } {
  const sent = Object.values(submissions);
  switch (state.stage) {
    case 'missions': {
      const side = alternatingSide(state);
      const message = sent.find((s) => s.kind === 'missions');
      if (!side) return { state, events: [] };
      // The message was tried when it was sent; should the state disagree now, the side passes.
      const step = resolveMissions(state, side, message?.kind === 'missions' ? message.text : 'pass', dice);
      const passed = step.ok ? step : resolveMissions(state, side, 'pass', dice);
      return passed.ok ? passed.value : { state, events: [] };
    }
    case 'control': {
      const side = alternatingSide(state);
      const message = sent.find((s) => s.kind === 'control');
      if (!side) return { state, events: [] };
      const step = resolveControl(state, side, message?.kind === 'control' ? message.actions : []);
      const passed = step.ok ? step : resolveControl(state, side, []);
      return passed.ok ? passed.value : { state, events: [] };
    }
    case 'plot':
    case 'fire':
    case 'over':
      return { state, events: [] };
  }
}

