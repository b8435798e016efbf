/**
 * A simple Metaverse player for whole-game tests: each squadron turns toward the nearest enemy squadron and closes
 * to about 20 cm (Cinematic: accelerate or brake; Newtonian: rotate, then thrust ahead while slow), and every
 * weapon of every ship fires at the nearest enemy ship. The combat step refuses what is out of range or arc.
 */
import type { ControlAction } from '../../../../src/rules/metaverse/control/types.ts';
import type { WeaponOrder } from '../../../../src/rules/metaverse/sequence/combat/combat-step.ts';
import type { MetaverseState, MvSquadron } from '../../../../src/rules/metaverse/state.ts';
import { relativeBearing } from '../../../../src/rules/metaverse/geometry/arcs.ts';
import { distance } from '../../../../src/rules/core/plane.ts';
import { newtonianSpeed } from '../../../../src/rules/metaverse/movement/newtonian.ts';
import type { SquadronPlot } from '../../../../src/rules/metaverse/movement/plot.ts';
import { expandCopies } from '../../../../src/rules/metaverse/ships/design.ts';
import { designById } from '../../../../src/rules/metaverse/ships/library.ts';

const live = (state: MetaverseState, sq: MvSquadron): boolean => state.ships.some((s) => s.squadronId === sq.id && s.status === 'active');

function nearestEnemy(state: MetaverseState, sq: MvSquadron): MvSquadron | undefined {
  return state.squadrons.filter((o) => o.side !== sq.side && live(state, o)).sort((a, b) => distance(sq.at, a.at) - distance(sq.at, b.at))[0];
}

export function autopilotPlots(state: MetaverseState, side: 'A' | 'B'): Record<string, SquadronPlot> {
  const plots: Record<string, SquadronPlot> = {};
  for (const sq of state.squadrons.filter((s) => s.side === side && live(state, s))) {
    const enemy = nearestEnemy(state, sq);
    if (!enemy) continue;
    const rel = relativeBearing(sq, enemy.at);
    const range = distance(sq.at, enemy.at);
    if (sq.method === 'cinematic') {
      const turns: ('P' | 'S')[] = rel > 20 && rel < 180 ? ['S'] : rel >= 180 && rel < 340 ? ['P'] : [];
      const want = range > 40 ? 10 : 4;
      const accel = Math.max(0, Math.min(2, want - sq.momentum));
      const decel = Math.max(0, Math.min(1, sq.momentum - want));
      plots[sq.id] = { squadron: sq.id, method: 'cinematic', cinematic: { accel, decel, turns }, manoeuvres: [], manoeuvresPaid: 0 };
    } else {
      const rotate = rel > 30 && rel < 180 ? { dir: 'CW' as const, points: 1 } : rel >= 180 && rel < 330 ? { dir: 'CCW' as const, points: 1 } : undefined;
      const slow = newtonianSpeed(sq.directionality, sq.rose) < 6;
      const thrust = !rotate && slow && range > 25 ? [{ arc: 'stern' as const, points: 2, step: 0 }] : [];
      plots[sq.id] = { squadron: sq.id, method: 'newtonian', newtonian: { ...(rotate ? { rotate } : {}), thrust }, manoeuvres: [], manoeuvresPaid: 0 };
    }
  }
  return plots;
}

export function autopilotFire(state: MetaverseState, side: 'A' | 'B'): WeaponOrder[] {
  return state.ships
    .filter((s) => s.side === side && s.status === 'active')
    .flatMap((ship) => {
      const sq = state.squadrons.find((q) => q.id === ship.squadronId);
      const enemy = sq && nearestEnemy(state, sq);
      const target = enemy && state.ships.find((s) => s.squadronId === enemy.id && s.status === 'active');
      const design = designById(ship.designId);
      if (!target || !design) return [];
      return expandCopies(design).weapons.map((w) => ({ shipId: ship.id, weaponId: w.id, targetId: target.id }));
    });
}

/**
 * The Control Step (p.21): on its first message a side designates, for each of its squadrons, the nearest enemy
 * ship as its target (1 CP from the squadron's commander while CP last); afterwards it passes.
 */
export function autopilotControl(state: MetaverseState, side: 'A' | 'B'): ControlAction[] {
  const already = Object.keys(state.control?.declarations[side].designatedTargets ?? {}).length;
  if (already > 0) return [];
  let cp = new Map(state.commanders.map((c) => [c.id, c.cp]));
  const actions: ControlAction[] = [];
  for (const sq of state.squadrons.filter((s) => s.side === side && live(state, s))) {
    const enemy = nearestEnemy(state, sq);
    const target = enemy && state.ships.find((s) => s.squadronId === enemy.id && s.status === 'active');
    if (!target || (cp.get(sq.commanderId) ?? 0) < 1) continue;
    cp = new Map(cp).set(sq.commanderId, (cp.get(sq.commanderId) ?? 0) - 1);
    actions.push({ kind: 'designated-target', commanderId: sq.commanderId, squadronId: sq.id, targetShipId: target.id });
  }
  return actions;
}

/**
 * The Mission Step (p.19): on its first message a side sends every fighter squadron in space on a strike at the
 * nearest enemy starship squadron (the step refuses what is out of range, and the autopilot then passes).
 */
export function autopilotMissions(state: MetaverseState, side: 'A' | 'B'): string {
  const free = state.fighters.squadrons.filter((f) => f.side === side && f.status === 'space' && !state.fighters.missions.some((m) => m.squadronIds.includes(f.id)));
  const home = state.squadrons.find((sq) => sq.side === side && live(state, sq));
  const enemy = home && nearestEnemy(state, home);
  if (free.length === 0 || !enemy) return 'pass';
  return `mission ${free.map((f) => f.name).join(', ')} > ${state.ships.find((s) => s.squadronId === enemy.id && s.status === 'active')?.name ?? enemy.name}`;
}
