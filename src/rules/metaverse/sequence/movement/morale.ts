/**
 * Morale for ships lost during the Movement Phase (Metaverse p.15 "FTL Retreat": half the morale value; p.39 Morale
 * Step; ruling A17): an FTL retreat or a squadron leaving the table (A17, disengaged) strikes half
 * its ships' morale values, a ship destroyed (off the table under the 'destroyed' setting, or by a RAM) its full
 * value. Struck at once: the End Phase counts only ships lost after the Movement Phase.
 */
import type { GameEvent } from '../../../core/rule-system.ts';
import { moraleStep, type MoraleLoss } from '../../morale/morale.ts';
import type { MvShip, MvSide } from '../../state.ts';
import { count } from '../../../core/text.ts';

export function strikeMovementLosses(before: readonly MvShip[], after: readonly MvShip[], sides: readonly MvSide[]): { sides: MvSide[]; events: GameEvent[] } {
  const events: GameEvent[] = [];
  const out = sides.map((side) => {
    const losses: MoraleLoss[] = [];
    for (const ship of after.filter((s) => s.side === side.side)) {
      if (before.find((s) => s.id === ship.id)?.status !== 'active') continue;
      if (ship.status === 'destroyed') losses.push({ kind: 'ship-destroyed', value: ship.moraleValue });
      else if (ship.status === 'disengaged') losses.push({ kind: 'ftl-retreat', value: ship.moraleValue });
    }
    if (losses.length === 0) return side;
    const m = moraleStep(side.morale, losses);
    const points = losses.reduce((n, l) => n + (l.kind === 'ftl-retreat' ? Math.floor(l.value / 2) : l.value), 0);
    events.push({ type: 'morale', text: `Morale ${side.side}: ${points} points struck (${m.chart.struck} of 100), ${count(m.completedAfter, 'threshold')} completed.` });
    return { ...side, morale: m.chart };
  });
  return { sides: out, events };
}
