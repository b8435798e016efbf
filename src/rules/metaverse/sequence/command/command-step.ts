/**
 * The Command Step (Metaverse p.3): every commander aboard a ship still in play rolls
 * command dice and has max(roll, CPs left from last turn); then the loss check — a side whose flag commander rolls
 * at or below the morale thresholds it has completed loses (A24: the raw roll).
 */
import type { Dice } from '../../../core/dice.ts';
import type { GameEvent } from '../../../core/rule-system.ts';
import { rollCommander } from '../../command/command-roll.ts';
import { lossTest } from '../../morale/morale.ts';
import type { MetaverseState, MvCommander } from '../../state.ts';
import { count } from '../../../core/text.ts';

export interface CommandStepResult {
  readonly commanders: MvCommander[];
  readonly events: GameEvent[];
  /** Sides that failed the loss check. */
  readonly lost: ('A' | 'B')[];
}

const aboard = (state: MetaverseState, c: MvCommander): boolean => state.ships.some((s) => s.id === c.shipId && s.status === 'active');

export function commandStep(state: MetaverseState, dice: Dice): CommandStepResult {
  const events: GameEvent[] = [];
  const commanders = state.commanders.map((c) => {
    if (!aboard(state, c)) return { ...c, cp: 0, lastRoll: 0 };
    const r = rollCommander({ id: c.name, shipId: c.shipId, rank: c.rank, quality: c.quality, superiorId: c.superior }, c.cp, dice);
    events.push({
      type: 'command',
      text: `${c.name} (${c.side}): ${r.dice.length}d${r.sides} [${r.dice.join(', ')}] = ${r.roll}${r.keptLeftover ? `, keeps ${r.leftover} left over` : ''} → ${r.cp} CP`,
      data: r,
    });
    return { ...c, cp: r.cp, lastRoll: r.roll };
  });
  const lost: ('A' | 'B')[] = [];
  for (const side of state.sides) {
    const flag = commanders.find((c) => c.side === side.side && c.superior === null && aboard(state, c));
    if (!flag) continue;
    const test = lossTest(side.morale, flag.lastRoll);
    if (test.completed > 0) {
      events.push({ type: 'lossCheck', text: `Loss check for ${side.side}: ${flag.name} rolled ${test.roll} against ${count(test.completed, 'threshold')} completed → ${test.lost ? 'the fleet breaks' : 'holds'}.` });
    }
    if (test.lost) lost.push(side.side);
  }
  return { commanders, events, lost };
}
