/**
 * A missile launch (§2.351): each working tube mount of the unit launches at the target; tube mounts of one battery
 * launching together form one salvo (ruling E12, §2.351), and the tubes reload in three rounds.
 */
import { launchSalvo } from '../missiles/launch.ts';
import type { MissileMark } from '../missiles/missile-data.ts';
import { unitCondition, type FireUnit } from '../ships/fire-units.ts';
import type { VoidSalvo, VoidShip } from '../state.ts';
import { shellsOf, spendRounds } from './ammunition.ts';
import { targetName, type Target } from './targets.ts';
import { PHASE_NAMES, ROMAN } from './text.ts';
import { event, putShip, type World } from './world.ts';

export function launch(world: World, ship: VoidShip, unit: FireUnit, target: Target, phase: number): void {
  const working = unitCondition(ship, unit).filter((m) => m.dp > 0);
  let now = ship;
  const parts: VoidSalvo[] = [];
  const id = `S${world.nextSalvo}`;
  for (const m of working) {
    const spec = unit.mounts.find((u) => u.id === m.id);
    if (!spec) continue;
    const launched = launchSalvo({
      round: world.state.round,
      phase: PHASE_NAMES[phase] ?? 'a',
      salvoId: id,
      ship: { id: ship.id, side: ship.side, position: ship.position, anchor: ship.vectorCounter, heading: ship.heading, drift: { speed: ship.drift.speed, dir: ship.drift.direction } },
      mount: { id: m.id, tubes: spec.count, mark: spec.mark as MissileMark, warhead: 'xraser', dp: m.dp, lastLaunchRound: ship.lastLaunch[m.id] ?? null },
      targetId: target.kind === 'ship' ? target.ship.id : target.salvo.id,
      sensorsOnTarget: world.locks[ship.id]?.[target.kind === 'ship' ? target.ship.id : target.salvo.id] ?? 0,
      targetInArc: true,
      magazineMissiles: shellsOf(now, { ...unit, mounts: [spec] }),
    });
    if (!launched.ok) {
      event(world, 'launchRefused', `${ship.name}'s ${unit.name} cannot launch: ${launched.error.message}`);
      continue;
    }
    const l = launched.value;
    now = spendRounds({ ...now, lastLaunch: { ...now.lastLaunch, [m.id]: world.state.round } }, { ...unit, mounts: [spec] }, l.missilesUsed);
    parts.push({ ...l.salvo, seat: ship.seat });
  }
  putShip(world, now);
  const [first] = parts;
  if (!first) return;
  const salvo: VoidSalvo = { ...first, count: parts.reduce((n, p) => n + p.count, 0) };
  world.fired.push(`${ship.id}/${unit.id}`);
  world.nextSalvo += 1;
  world.salvos.push(salvo);
  event(world, 'launch', `${ship.name} launches ${salvo.id}: ${salvo.count} × Mk-${ROMAN[salvo.mark] ?? salvo.mark} Xraser at ${targetName(target)} (tubes reload in round ${world.state.round + 3}).`);
}
