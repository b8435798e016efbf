/**
 * Record Keeping, step 5 of the round (book §2.4–§2.42, §2.362): bridge recovery rolls,
 * replacement crew, medics, damage control, landings and take-offs (§3.23), ships leaving the battlefield
 * (§2.43, ruling B6), spent missile salvos, and what the next round remembers (locks for the +3, sensor orders).
 *
 * Judgement calls:
 * - Damage control runs itself (the book has the player state repairs; by post that would cost a round trip per
 *   round): each officer leads a one-turn attempt with up to 10 engineers on the most vital damaged part, in the
 *   order bridge, power plant, life support, thrusters, sensors, weapons, crewspace, magazines, cargo (§2.41).
 * - A ship whose centre ends the round off the playfield has left the battle, but only where the scenario has
 *   fixed terrain (a planet); elsewhere the table simply follows the ships (§2.43, ruling B6).
 * - A salvo whose power is spent, or whose target has left play, is removed (ruling H8, §2.351).
 */
import type { Dice } from '../../core/dice.ts';
import { rollControlRecovery } from '../damage/control.ts';
import { startRepair, workOnRepair } from '../record-keeping/damage-control.ts';
import type { RepairComponent } from '../record-keeping/component.ts';
import { treatCasualties } from '../record-keeping/medics.ts';
import { advanceReplacements, scheduleReplacements } from '../record-keeping/replacements.ts';
import { classOf } from '../ships/library.ts';
import { fireUnits } from '../ships/fire-units.ts';
import { inPlay } from '../ships/in-play.ts';
import type { VoidShip } from '../state.ts';
import { event, putShip, type World } from './world.ts';
import { count } from '../../core/text.ts';

function damagedParts(ship: VoidShip): RepairComponent[] {
  const cls = classOf(ship);
  const c = ship.condition;
  const parts: RepairComponent[] = [];
  if (c.bridge.dp < c.bridge.max) parts.push({ kind: 'bridge' });
  if (c.powerPlant.dp < c.powerPlant.max) parts.push({ kind: 'powerPlant' });
  if (c.lifeSupport.dp < c.lifeSupport.max) parts.push({ kind: 'lifeSupport' });
  c.thrusters.forEach((dp, index) => {
    if (dp < (cls.thrusters[index] ?? dp)) parts.push({ kind: 'thruster', index });
  });
  if (c.sensors < cls.sensors) parts.push({ kind: 'sensor' });
  for (const m of c.mounts) if (m.dp < (cls.mounts.find((x) => x.id === m.id)?.dp ?? m.dp)) parts.push({ kind: 'mount', id: m.id });
  if (c.crewspace && c.crewspace.dp < c.crewspace.max) parts.push({ kind: 'crewspace' });
  for (const m of c.magazines) if (m.dp < 1) parts.push({ kind: 'magazine', id: m.id });
  if (c.cargo.dp < c.cargo.max) parts.push({ kind: 'cargo' });
  return parts;
}

const PART: Record<string, string> = { bridge: 'the bridge', powerPlant: 'the power plant', lifeSupport: 'life support', sensor: 'a sensor', crewspace: 'crewspace', cargo: 'cargo' };

function partName(ship: VoidShip, c: RepairComponent): string {
  if (c.kind === 'thruster') return `thruster ${c.index + 1}`;
  if (c.kind === 'mount') return fireUnits(classOf(ship)).find((u) => u.mounts.some((m) => m.id === c.id))?.name ?? c.id;
  if (c.kind === 'magazine') return `magazine ${c.id.replace(/^mag/, '')}`;
  return PART[c.kind] ?? c.kind;
}

function damageControl(world: World, ship: VoidShip, dice: Dice): VoidShip {
  const cls = classOf(ship);
  let now = ship;
  let officers = ship.condition.crew.officers;
  let engineers = ship.condition.crew.engineers;
  for (const component of damagedParts(ship)) {
    if (officers <= 0) break;
    const order = { component, engineers: Math.min(10, engineers), turns: 1 };
    const job = startRepair(cls, now.condition, now.repairs, order);
    if (!job.ok) continue;
    officers -= 1;
    engineers -= order.engineers;
    const done = workOnRepair(cls, now.condition, now.repairs, { ...job.value, turnsSpent: 0 }, dice);
    if (!done.done) continue;
    const r = done.roll;
    now = { ...now, condition: done.condition, repairs: done.record };
    event(
      world,
      'repair',
      `${ship.name} repairs ${partName(ship, component)} (${r.engineers} engineers): 3d6 [${r.dice.join(', ')}] = ${r.roll} vs ${r.target} or less → ${r.success ? `fixed, ${r.dpBefore} → ${r.dpAfter} DP` : r.shipyardOnly ? 'failed; shipyard only now' : 'failed'}`,
      r,
    );
  }
  return now;
}

function crewAndBridge(world: World, ship: VoidShip, dice: Dice): VoidShip {
  const cls = classOf(ship);
  let condition = ship.condition;
  const recovery = rollControlRecovery(condition, dice);
  condition = recovery.ship;
  const r = recovery.recovery;
  if (r) event(world, 'recovery', `${ship.name} out of control: d6 ${r.roll}${r.bonus ? ` +${r.bonus}` : ''} = ${r.total} vs 7+ → ${r.recovered ? 'back under control' : 'still out of control'}`);
  const arrived = advanceReplacements(cls.crew, condition, ship.replacements);
  for (const a of arrived.arrived) event(world, 'replacement', `${ship.name}: a replacement ${a.role} takes ${a.post === a.role ? 'his post' : 'a place in engineering'}.`);
  const scheduled = scheduleReplacements(cls.crew, arrived.condition, arrived.pending, dice);
  for (const s of scheduled.scheduled) event(world, 'replacement', `${ship.name}: an engineer goes to replace the ${s.role} (d6 ${s.roll}: ${count(s.roll, 'turn')} away).`);
  const medics = treatCasualties(cls.crew, scheduled.condition, dice);
  if (medics.attempts.length > 0) {
    event(world, 'medics', `${ship.name}'s medics (d10, 1–5 revives): ${medics.attempts.map((a) => `${ROLE[a.role] ?? a.role} ${a.roll} ${a.revived ? 'revived' : 'lost'}`).join(', ')}.`);
  }
  return { ...ship, condition: medics.condition, replacements: scheduled.pending };
}

const ROLE: Record<string, string> = { captain: 'captain', pilot: 'pilot', gunners: 'gunner', officers: 'officer', engineers: 'engineer', medics: 'medic' };

const offField = (world: World, ship: VoidShip): boolean => {
  const { width, height } = world.state.playfield;
  const p = ship.position;
  // The playfield spans y −height..0 (state.ts).
  return p.x < 0 || p.y > 0 || p.x > width || p.y < -height;
};

export function recordKeeping(world: World, dice: Dice): void {
  for (const id of world.shipOrder.length > 0 ? world.shipOrder : world.ships.map((s) => s.id)) {
    const ship = world.ships.find((s) => s.id === id);
    if (!ship || !inPlay(ship)) continue;
    let now = crewAndBridge(world, ship, dice);
    now = damageControl(world, now, dice);
    const plot = world.plots[ship.id];
    now = {
      ...now,
      lockedLastRound: Object.keys(world.locks[ship.id] ?? {}),
      lastSensors: plot?.sensors ?? [],
      ...(plot ? { lastPlot: plot } : {}),
    };
    if (world.state.planets.length > 0 && offField(world, now)) {
      now = { ...now, status: 'departed', fate: 'left the battlefield' };
      event(world, 'departed', `${ship.name} leaves the battlefield.`);
    }
    putShip(world, now);
  }
  const before = world.salvos;
  const targetLives = (id: string): boolean => world.ships.some((t) => t.id === id && inPlay(t)) || before.some((o) => o.id === id);
  world.salvos = world.salvos.filter((s) => s.poweredPhasesLeft > 0 && targetLives(s.target));
  for (const gone of before.filter((s) => !world.salvos.includes(s))) {
    event(world, 'salvoGone', `${gone.id} ${gone.poweredPhasesLeft <= 0 ? 'has burnt its fuel' : 'has lost its target'} and is removed.`);
  }
}
