/**
 * The whole-game autopilot (../turn/autopilot.ts) speaking the players' notation, for games played through the
 * game service: its plots, missions, control actions and fire orders as the text a player would send. Fire goes
 * only at legal targets, and weapons forced onto a Danger Close ship fire at it (p.22).
 */
import type { SeatId } from '../../../../src/rules/core/rule-system.ts';
import { seatFireContext } from '../../../../src/rules/metaverse/turn/orders.ts';
import { metaverse } from '../../../../src/rules/metaverse/system.ts';
import { legalTargetsFor, forcedWeaponsFor } from '../../../../src/rules/metaverse/turn/legal-targets.ts';
import type { MetaverseState } from '../../../../src/rules/metaverse/turn/state.ts';
import { autopilotControl, autopilotFire, autopilotMissions, autopilotPlots } from '../turn/autopilot.ts';

const sideOf = (state: MetaverseState, seat: SeatId): 'A' | 'B' => state.sides.find((s) => s.seat === seat)?.side ?? 'A';
const squadronName = (state: MetaverseState, id: string): string => state.squadrons.find((q) => q.id === id)?.name ?? id;
const shipName = (state: MetaverseState, id: string): string => state.ships.find((s) => s.id === id)?.name ?? id;

function plotText(state: MetaverseState, side: 'A' | 'B'): string {
  return Object.values(autopilotPlots(state, side))
    .map((p) => {
      const codes: string[] = [];
      if (p.method === 'cinematic' && p.cinematic) {
        if (p.cinematic.accel > 0) codes.push(`A${p.cinematic.accel}`);
        if (p.cinematic.decel > 0) codes.push(`D${p.cinematic.decel}`);
        if (p.cinematic.turns.length > 0) codes.push(`T:${p.cinematic.turns.join('')}`);
      } else if (p.newtonian) {
        if (p.newtonian.rotate) codes.push(`R:${p.newtonian.rotate.dir}${p.newtonian.rotate.points}`);
        for (const t of p.newtonian.thrust) codes.push(`F:${t.arc === 'stern' ? 'FWD' : 'AFT'}${t.points}@${t.step}`);
      }
      return `${squadronName(state, p.squadron)}: ${codes.length > 0 ? codes.join(' ') : 'drift'}`;
    })
    .join('\n');
}

function controlText(state: MetaverseState, side: 'A' | 'B'): string {
  const lines = autopilotControl(state, side).flatMap((a) => (a.kind === 'designated-target' ? [`designate ${shipName(state, a.targetShipId)} for ${squadronName(state, a.squadronId)}`] : []));
  return lines.length > 0 ? lines.join('\n') : 'pass';
}

function fireText(state: MetaverseState, side: 'A' | 'B'): string {
  const byShip = new Map<string, Map<string, string[]>>();
  const ctx = seatFireContext(state, state.sides.find((s) => s.side === side)?.seat ?? '');
  const working = new Set(ctx.ok ? ctx.value.ships.flatMap((s) => s.weapons.map((w) => `${s.id}/${w.id}`)) : []);
  for (const o of autopilotFire(state, side).filter((x) => working.has(`${x.shipId}/${x.weaponId}`))) {
    const legal = legalTargetsFor(state, state.control?.declarations ?? {}, o.shipId);
    const forced = forcedWeaponsFor(state, o.shipId)[o.weaponId];
    const target = forced?.[0] ?? (legal.includes(o.targetId) ? o.targetId : legal[0]);
    if (!target) continue;
    const ship = byShip.get(o.shipId) ?? new Map<string, string[]>();
    ship.set(target, [...(ship.get(target) ?? []), o.weaponId]);
    byShip.set(o.shipId, ship);
  }
  return [...byShip]
    .map(([shipId, targets]) => `${shipName(state, shipId)}: ${[...targets].map(([t, weapons]) => `${weapons.join(', ')} > ${shipName(state, t)}`).join(' · ')}`)
    .join('\n');
}

/** What the seat sends in the open step. */
export function autopilotText(state: MetaverseState, seat: SeatId): string {
  const side = sideOf(state, seat);
  switch (state.stage) {
    case 'plot':
      // A squadron that cannot make its move (a lost bridge, drives shot away) drifts, as a player would learn.
      return plotText(state, side)
        .split('\n')
        .filter((line) => metaverse.parse(state, seat, line).ok)
        .join('\n');
    case 'missions':
      return autopilotMissions(state, side);
    case 'control':
      return controlText(state, side);
    case 'fire':
      return fireText(state, side);
    case 'over':
      return '';
  }
}
