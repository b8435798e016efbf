/**
 * The Repair Step (Metaverse p.38 "Repair Step"; p.43 "Ablative Plates", "Life Support"; critical chart "Coolant
 * Leak"; ruling A36): every active ship's crew parties repair the disabled systems of their own section —
 * a section with hull left and no hostile parties — rolling the navy's damage-control die (`MvSide.repairDie`):
 * success on a roll ≤ the crew assigned, automatic when the crew assigned ≥ the die's maximum. Then an unrepaired
 * life support kills its section's crew and marines, an unrepaired coolant leak detonates its reactor, and one
 * ablative plate is lost in each arc hit in the hull this turn (repair/ `resolveRepairs`, `endOfRepairs`,
 * `loseAblativePlates`).
 *
 * Default crew allocation (by post the players do not allocate crew; a group may replace `defaultRepairPlan`):
 * in each section, the disabled systems are taken most important first — a leaking reactor, then life support
 * (both kill this very step if left), then bridge, reactor, STL drives, FTL drives, electronics (sensors…),
 * active defences, weapons, secondary systems, hangars; design order within a class — and each gets as many of the
 * section's crew as make the repair certain (the die's maximum), the rest going to the next; one task per crew
 * party and one attempt per system (A36).
 *
 * Not composed: crew redistribution after repairs (a player's choice; by default none), shield regeneration,
 * magazine feeds, technological and biological hulls, star radiation.
 */
import type { Dice } from '../../../core/dice.ts';
import type { GameEvent } from '../../../core/rule-system.ts';
import { sectionCrew, sectionHits, type ShipDamageState, type SystemClass } from '../../damage/state.ts';
import { endOfRepairs, loseAblativePlates, resolveRepairs, type RepairAssignment, type RepairAttempt, type RepairDie } from '../../repair/repair.ts';
import { hostileSections } from '../boarding/boarding-step.ts';
import type { BoardingState, MetaverseState, MvShip } from '../../state.ts';
import { plural } from '../../../core/text.ts';

/** Repair order of system classes (a leaking reactor comes before all of them). */
export const REPAIR_PRIORITY: readonly SystemClass[] = ['life-support', 'bridge', 'reactor', 'stl', 'ftl', 'electronic', 'active-defence', 'weapon', 'secondary', 'hangar'];

const asRepairDie = (n: number): RepairDie => {
  if (n === 4 || n === 6 || n === 8) return n;
  throw new Error(`navy repair die D${n} is not D4, D6 or D8`);
};

/** The default crew allocation of one ship (see the module header). */
export function defaultRepairPlan(damage: ShipDamageState, die: RepairDie, hostile: readonly string[] = []): RepairAssignment[] {
  const plan: RepairAssignment[] = [];
  const rank = (s: ShipDamageState['systems'][number]): number => (s.class === 'reactor' && damage.coolantLeaks.includes(s.id) ? -1 : REPAIR_PRIORITY.indexOf(s.class));
  for (const sec of damage.sections) {
    if (sec.destroyed || sectionHits(sec) === 0 || hostile.includes(sec.id)) continue;
    let crew = sectionCrew(sec);
    const broken = damage.systems
      .map((s, i) => ({ s, i }))
      .filter(({ s }) => s.section === sec.id && (s.disabled || (s.class === 'reactor' && damage.coolantLeaks.includes(s.id))))
      .sort((a, b) => rank(a.s) - rank(b.s) || a.i - b.i);
    for (const { s } of broken) {
      if (crew === 0) break;
      const give = Math.min(crew, die);
      plan.push({ system: s.id, crew: give });
      crew -= give;
    }
  }
  return plan;
}

export interface RepairStepResult {
  readonly ships: MvShip[];
  readonly events: GameEvent[];
}

const attemptText = (a: RepairAttempt): string =>
  `${a.system} (${a.crew} crew, ${a.roll === null ? `automatic with D${a.die}` : `D${a.die} ${a.roll} vs ≤${a.crew}`}) ${a.success ? 'repaired' : 'still disabled'}`;

/** The Repair Step for every active ship, with the default crew allocation; `boarding` bars sections with hostile parties. */
export function repairStep(state: MetaverseState, dice: Dice, boarding: BoardingState = { parties: [] }): RepairStepResult {
  const events: GameEvent[] = [];
  const ships = state.ships.map((ship): MvShip => {
    if (ship.status !== 'active' || ship.damage.destroyed) return ship;
    const side = state.sides.find((s) => s.side === ship.side);
    if (!side) throw new Error(`no side ${ship.side}`);
    const die = asRepairDie(side.repairDie);
    const hostile = hostileSections(boarding, ship.id);
    // With the Repair Step switched off (an optional module) no crew repairs, but life support, leaks and plates still take effect.
    const plan = state.config.game.modules.repair ? defaultRepairPlan(ship.damage, die, hostile) : [];
    let damage = ship.damage;
    if (plan.length > 0) {
      const r = resolveRepairs(damage, plan, die, dice, hostile);
      if (!r.ok) throw new Error(`default repair plan refused: ${r.error.message}`);
      damage = r.value.state;
      events.push({ type: 'repair', text: `${ship.name} repairs: ${r.value.attempts.map(attemptText).join('; ')}.`, data: { attempts: r.value.attempts } });
    }
    const leaks = damage.coolantLeaks;
    const end = endOfRepairs(damage);
    for (const lost of end.partiesLost)
      events.push({ type: 'repair', text: `${ship.name}: life support in ${lost.section} is down — ${lost.crew} crew and ${lost.marines} marine parties die.`, data: lost });
    for (const id of leaks) events.push({ type: 'repair', text: `${ship.name}: the coolant leak in ${id} was not fixed — the reactor detonates.`, data: { reactor: id, events: end.events } });
    damage = loseAblativePlates(end.state);
    const platesLost = ship.damage.ablativePlates.filter((p) => p.count > (damage.ablativePlates.find((q) => q.arc === p.arc)?.count ?? 0)).map((p) => p.arc);
    if (platesLost.length > 0) events.push({ type: 'repair', text: `${ship.name} loses an ablative plate in the ${platesLost.join(', ')} ${plural(platesLost.length, 'arc')}.` });
    const destroyed = damage.destroyed;
    if (destroyed) events.push({ type: 'repair', text: `${ship.name} is destroyed by its reactor.` });
    return { ...ship, damage, ...(destroyed ? { status: 'destroyed' as const, fate: 'destroyed by a coolant leak' } : {}) };
  });
  return { ships, events };
}
