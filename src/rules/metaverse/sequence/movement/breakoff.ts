/**
 * Break-off (Metaverse p.5 "A player may pay one CP to break off one or more starships from a squadron into a new
 * squadron with its own plot"): the ships leave their squadron for a new one (a new id, the same place,
 * heading and momentum, the same commander), which flies the break-off's plot this turn. Ships never rejoin (p.5).
 *
 * Judgement calls: both squadrons are named after their ships as at setup (`squadronName`: "CNS Kestrel" and
 * "CNS Merlin"), so the plot notation can tell them apart; the new id is the old one with `/b<n>`; carriers broken
 * off take their hangars along (the fighter state's `shipSquadronId`).
 */
import type { GameEvent } from '../../../core/rule-system.ts';
import type { SquadronPlot as MovementPlot } from '../../movement/plot.ts';
import { payCp } from './cp.ts';
import type { BreakOffOrder, PlotExtras } from './move-orders.ts';
import { squadronName } from '../../setup/setup.ts';
import type { MetaverseState, MvSquadron } from '../../state.ts';
import { plural } from '../../../core/text.ts';

export interface BreakOffResult {
  readonly state: MetaverseState;
  /** The break-offs' plots and extras, by the new squadron's id. */
  readonly plots: Record<string, MovementPlot>;
  readonly extras: Record<string, PlotExtras>;
  readonly events: GameEvent[];
}

const names = (list: readonly string[]): string => (list.length <= 1 ? (list[0] ?? '') : `${list.slice(0, -1).join(', ')} and ${list[list.length - 1] ?? ''}`);

export function applyBreakOffs(state: MetaverseState, orders: readonly BreakOffOrder[]): BreakOffResult {
  let s = state;
  const plots: Record<string, MovementPlot> = {};
  const extras: Record<string, PlotExtras> = {};
  const events: GameEvent[] = [];
  for (const b of orders) {
    const parent = s.squadrons.find((q) => q.id === b.from);
    if (!parent) continue;
    const members = s.ships.filter((x) => x.squadronId === parent.id && x.status === 'active');
    const leaving = members.filter((x) => b.ships.includes(x.id));
    if (leaving.length === 0 || leaving.length >= members.length) {
      events.push({ type: 'breakOff', text: `${parent.name}: the break-off is void (${leaving.length === 0 ? 'none of its ships is still in play' : 'it would take every ship'}).` });
      continue;
    }
    // p.5: 1 CP for the break-off, paid by the named payer or the squadron's chain (p.3).
    const paid = payCp(s.commanders, parent, b.payer, 1, `break-off of ${names(leaving.map((x) => x.name))}`);
    events.push(paid.event);
    if (!paid.paid) continue;
    let n = 1;
    while (s.squadrons.some((q) => q.id === `${parent.id}/b${n}`)) n++;
    const id = `${parent.id}/b${n}`;
    const made: MvSquadron = { ...parent, id, name: squadronName(leaving.map((x) => x.name)) };
    const moved = new Set(leaving.map((x) => x.id));
    const staying = squadronName(members.filter((x) => !moved.has(x.id)).map((x) => x.name));
    s = {
      ...s,
      commanders: paid.commanders,
      squadrons: [...s.squadrons.map((q) => (q.id === parent.id ? { ...q, name: staying } : q)), made],
      ships: s.ships.map((x) => (moved.has(x.id) ? { ...x, squadronId: id } : x)),
      fighters: { ...s.fighters, hangars: s.fighters.hangars.map((h) => (moved.has(h.shipId) ? { ...h, shipSquadronId: id } : h)) },
    };
    plots[id] = { ...b.plot, squadron: id };
    extras[id] = { payer: b.payer, launches: b.launches, recoveries: b.recoveries };
    events.push({ type: 'breakOff', text: `${names(leaving.map((x) => x.name))} ${plural(leaving.length, 'breaks', 'break')} off from ${parent.name}: now ${made.name} and ${staying} (p.5).` });
  }
  return { state: s, plots, extras, events };
}
