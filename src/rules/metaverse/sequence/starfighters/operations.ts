/**
 * The plot's launches and recoveries as the Starfighter Operations Step's orders (Metaverse p.19 "Starfighter
 * Operations Step"): a side whose seat gave any launch or recovery flies exactly those (plus re-arming
 * every squadron waiting in a hangar, p.19 step 2); a side that gave none keeps the default orders
 * (fighter-step.ts `fighterOperations` with `null`).
 *
 * Judgement calls: the notation names a hangar by its design id (notation/types.ts `Launch`), so `launch 2 Lancer from
 * H1` takes ready squadrons of that type from H1 of the squadron's ships, first ship first; asking for more than are
 * ready launches what there is and the summary says so. Each launched squadron fills its free hardpoints from its
 * hangar's stock, first mountable weapon in stock first (as the default orders do).
 */
import type { GameEvent } from '../../../core/rule-system.ts';
import type { OperationsOrders } from '../../fighters/hangar.ts';
import type { PlotExtras } from '../movement/move-orders.ts';
import { LIBRARY_FIGHTERS } from './fighter-step.ts';
import type { FighterState, MetaverseState } from '../../state.ts';

type Side = 'A' | 'B';

export function operationsOrdersOf(
  state: MetaverseState,
  fighters: FighterState,
  extras: Readonly<Record<string, PlotExtras>>,
): { orders: Partial<Record<Side, OperationsOrders | null>>; events: GameEvent[] } {
  const events: GameEvent[] = [];
  const orders: Partial<Record<Side, OperationsOrders | null>> = {};
  for (const side of ['A', 'B'] as const) {
    const mine = state.squadrons.filter((sq) => sq.side === side && (extras[sq.id]?.launches.length ?? 0) + (extras[sq.id]?.recoveries.length ?? 0) > 0);
    if (mine.length === 0) {
      orders[side] = null;
      continue;
    }
    const taken = new Set<string>();
    const launch: { squadronId: string; load: string[] }[] = [];
    const stock = new Map(fighters.hangars.map((h) => [h.id, new Map(h.ordnance.map((o) => [o.weapon, o.count]))]));
    const recover: { squadronId: string; hangarId: string }[] = [];
    for (const sq of mine) {
      const ships = state.ships.filter((s) => s.squadronId === sq.id && s.status === 'active');
      for (const l of extras[sq.id]?.launches ?? []) {
        const ready = ships.flatMap((s) => fighters.squadrons.filter((f) => f.hangarId === `${s.id}:${l.hangar}` && f.status === 'hangar' && f.ready && f.typeId === l.type && !taken.has(f.id)));
        const go = ready.slice(0, l.count);
        for (const f of go) {
          taken.add(f.id);
          const type = LIBRARY_FIGHTERS.types.get(f.typeId);
          const left = stock.get(f.hangarId ?? '') ?? new Map<string, number>();
          const load: string[] = [];
          for (let k = f.loads.length; type && k < type.hardpoints; k++) {
            const w = type.mountableWeapons.find((m) => (left.get(m) ?? 0) > 0);
            if (w === undefined) break;
            left.set(w, (left.get(w) ?? 0) - 1);
            load.push(w);
          }
          launch.push({ squadronId: f.id, load });
        }
        if (go.length < l.count) events.push({ type: 'fighterOps', text: `${side}: ${sq.name} launches ${go.length} of the ${l.count} ${l.type} ordered from ${l.hangar}: no more are ready (p.19).` });
      }
      for (const r of extras[sq.id]?.recoveries ?? []) {
        const f = fighters.squadrons.find((x) => x.id === r.fighter);
        const hangar = ships.map((s) => `${s.id}:${r.hangar}`).find((id) => fighters.hangars.some((h) => h.id === id && (!f || h.allowedTypes.includes(f.typeId))));
        if (!f || f.status !== 'space' || f.at !== sq.id || !hangar) {
          events.push({ type: 'fighterOps', text: `${side}: ${f?.name ?? r.fighter} cannot be recovered into ${r.hangar} of ${sq.name} (p.19).` });
          continue;
        }
        recover.push({ squadronId: f.id, hangarId: hangar });
      }
    }
    // p.19 step 2: squadrons recovered on an earlier turn re-arm to full strength.
    const rearm = fighters.squadrons.filter((f) => f.side === side && f.status === 'hangar' && !f.ready).map((f) => ({ squadronId: f.id }));
    orders[side] = { launch, rearm, recover };
  }
  return { orders, events };
}
