/**
 * The End Phase (Metaverse p.38): the Critical Step rolls every critical
 * hit received this turn (1D8 category, 1D6 severity; the reconstruction of ruling A8), the Repair Step (repair-step.ts,
 * with its default crew allocation) mends what it can, then the Morale Step strikes the morale value of every ship
 * destroyed, left inoperable or disengaged this turn.
 *
 * TERRAIN (p.96 "Stars"): after the crews' repairs, in the Repair Step, each star beyond a table edge radiates every
 * active ship (terrain/star-radiation.ts `starRadiationStep`); ships it destroys strike morale this turn.
 *
 * Not composed yet: the scenario morale rules. The flag commander's loss check comes in the next Command Step.
 */
import type { Dice } from '../../../core/dice.ts';
import type { GameEvent } from '../../../core/rule-system.ts';
import { resolveCriticalStep } from '../../damage/criticals.ts';
import { isInoperable, moraleStep, type MoraleLoss } from '../../morale/morale.ts';
import { designById } from '../../ships/library.ts';
import { partName } from '../../ships/part-name.ts';
import { repairStep } from './repair-step.ts';
import { starRadiationStep } from '../../terrain/star-radiation.ts';
import type { MetaverseState, MvShip, MvSide } from '../../state.ts';
import { count } from '../../../core/text.ts';

export interface EndPhaseResult {
  readonly ships: MvShip[];
  readonly sides: MvSide[];
  readonly events: GameEvent[];
}

/** "Heavy Laser ×4, shields 3": names in order of first appearance, with how many of each. */
function counted(names: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const n of names) counts.set(n, (counts.get(n) ?? 0) + 1);
  return [...counts].map(([n, c]) => (c > 1 ? `${n} ×${c}` : n)).join(', ');
}

/** `before` is the state at the start of the turn: what was already lost is not struck again. */
export function endPhase(
  before: MetaverseState,
  ships: readonly MvShip[],
  dice: Dice,
  fighterLosses: readonly { readonly side: 'A' | 'B'; readonly value: number }[] = [],
): EndPhaseResult {
  const events: GameEvent[] = [];
  const after = ships.map((ship) => {
    if (ship.status !== 'active' || !ship.damage.sections.some((s) => s.pendingCriticals > 0)) return ship;
    // Critical hits switched off (an optional module): what the damage marked is dropped unrolled.
    if (!before.config.game.modules.criticals) return { ...ship, damage: { ...ship.damage, sections: ship.damage.sections.map((s) => ({ ...s, pendingCriticals: 0 })) } };
    const k = designById(ship.designId)?.threat;
    const r = resolveCriticalStep(ship.damage, dice, k === undefined ? {} : { k });
    for (const c of r.rolls) {
      // What the critical took out, by name (A10 picks them at random): the log says which weapons the ship lost.
      const design = designById(ship.designId);
      const disabled = [...c.outcomes, ...(c.upgrade?.outcomes ?? [])].flatMap((o) => (o.kind === 'disabled' ? o.systems : []));
      const lost = design && disabled.length > 0 ? ` · disabled: ${counted(disabled.map((id) => partName(design, id)))}` : '';
      events.push({ type: 'critical', text: `${ship.name}: critical in ${c.section} — d8 ${c.category}, d6 ${c.severity}: ${c.name}${c.upgrade ? `, then ${c.upgrade.name}` : ''}${c.ignored ? ' (no effect)' : ''}${lost}`, data: c });
    }
    const destroyed = r.state.destroyed;
    return { ...ship, damage: r.state, ...(destroyed ? { status: 'destroyed' as const, fate: 'destroyed by a critical hit' } : {}) };
  });
  const mended = repairStep({ ...before, ships: after }, dice, before.boarding);
  events.push(...mended.events);
  // TERRAIN (p.96 "Stars"): star radiation in the Repair Step, after the repairs (terrain/star-radiation.ts).
  const repaired = starRadiationStep(before, mended.ships, dice);
  events.push(...repaired.events);
  const sides = before.sides.map((side) => {
    const losses: MoraleLoss[] = [];
    for (const ship of repaired.ships.filter((s) => s.side === side.side)) {
      const was = before.ships.find((s) => s.id === ship.id);
      const lostNow = ship.status === 'destroyed' && was?.status === 'active';
      const inoperableNow = ship.status === 'active' && isInoperable(ship.damage) && !(was && isInoperable(was.damage));
      if (lostNow) losses.push({ kind: 'ship-destroyed', value: ship.moraleValue });
      else if (inoperableNow) losses.push({ kind: 'ship-inoperable', value: ship.moraleValue });
      else if (ship.status === 'disengaged' && was?.status === 'active') losses.push({ kind: 'ftl-retreat', value: ship.moraleValue });
    }
    for (const f of fighterLosses.filter((l) => l.side === side.side)) losses.push({ kind: 'fighter-destroyed', value: f.value });
    if (losses.length === 0) return side;
    const m = moraleStep(side.morale, losses);
    events.push({
      type: 'morale',
      text: `Morale ${side.side}: ${losses.reduce((n, l) => n + (l.kind === 'ftl-retreat' ? Math.floor(l.value / 2) : l.value), 0)} points struck (${m.chart.struck} of 100), ${count(m.completedAfter, 'threshold')} completed.`,
    });
    return { ...side, morale: m.chart };
  });
  return { ships: repaired.ships, sides, events };
}
