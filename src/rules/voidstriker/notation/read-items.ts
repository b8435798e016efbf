/**
 * The token readers of the round-plot notation (help.ts): one per section word, each reading the
 * words of one item into the ship's draft and noting every problem with where it is and how to fix it.
 */

import { COMBAT_PHASES } from '../movement/plot.ts';
import { parsePhase, parseThrust } from './phrases.ts';
import { allTwice, resolveName, type Draft, type PlotReader } from './plot-reader.ts';
import { sectionOf } from './sections.ts';
import type { FireCondition, FireOrder, FirePhase } from './types.ts';
import { voidstrikerError } from '../errors.ts';

/** `fire all > Raider`: every direct-fire mount with no other job (finish-plot.ts). */
const ALL_MOUNTS = /^\s*(all|everything)\s*$/i;

const PHASE_TOKEN = /^(?:ph(?:ase)?|p)?([1-4a-d])$/;

/** Reads the trailing phase and condition words of a fire order; returns the words left for the target. */
function fireTail(words: string[]): { phase: FirePhase; condition: FireCondition; rest: string[] } | null {
  const rest = [...words];
  let phase: FirePhase = 'any';
  let locked = false;
  let arc = false;
  let always = false;
  const condWords = new Set(['if', 'locked', 'lock', 'and', 'in', 'arc', '&', '+', 'always', 'any', 'ph', 'phase']);
  while (rest.length > 0) {
    const w = (rest[rest.length - 1] ?? '').toLowerCase();
    const ph = PHASE_TOKEN.exec(w);
    const prev = (rest[rest.length - 2] ?? '').toLowerCase();
    if (ph && ph[1] !== undefined && (/^p/.test(w) || prev === 'ph' || prev === 'phase')) {
      phase = (/[a-d]/.test(ph[1]) ? 'abcd'.indexOf(ph[1]) + 1 : Number(ph[1])) as FirePhase;
    } else if (condWords.has(w)) {
      if (w === 'locked' || w === 'lock') locked = true;
      if (w === 'arc') arc = true;
      if (w === 'always') always = true;
    } else if (/^if(locked|lock|arc|inarc)$/.test(w) || /^(locked|lock)(&|\+|and)(in)?arc$/.test(w)) {
      if (w.includes('lock')) locked = true;
      if (w.includes('arc')) arc = true;
    } else break;
    rest.pop();
  }
  if (always && (locked || arc)) return null;
  const condition: FireCondition = locked && arc ? 'ifLockedAndInArc' : locked ? 'ifLocked' : arc ? 'ifInArc' : 'always';
  return { phase, condition, rest };
}

/** `thrust 4/2/0` (§2.31): once per ship. */
function readThrust(r: PlotReader, d: Draft, body: string, at: string): void {
  if (body === '') return;
  const t = parseThrust(body);
  if (!t) r.errors.push(voidstrikerError('ERR_PLOT_THRUST', `Cannot read the thrust "${body}".`, { at, suggestion: 'Write accel/evasive/attack, e.g. thrust 4/2/0.' }));
  else if (d.thrust) r.errors.push(voidstrikerError('ERR_PLOT_THRUST_TWICE', 'The thrust is given twice.', { at, suggestion: 'Give one thrust split.' }));
  else d.thrust = t;
}

/** `sensors 2>Raider` or `ecm 1>Raider` (§2.33, §2.331); repeated entries for one target and job add up. */
function readSensors(r: PlotReader, d: Draft, job: 'track' | 'ecm', body: string, at: string): void {
  const { ctx, errors } = r;
  const s = body.trim();
  if (s === '') return;
  const m = /^(\d+)\s*>?\s*(.*)$/.exec(s);
  const count = m ? Number(m[1]) : 1;
  let name = m ? (m[2] ?? '') : s.replace(/^>\s*/, '');
  if (name.trim() === '') {
    if (job === 'ecm' && ctx.targets.length === 1 && ctx.targets[0] !== undefined) name = ctx.targets[0].id;
    else {
      errors.push(
        voidstrikerError('ERR_PLOT_SENSOR_TARGET', `Say which ${job === 'ecm' ? 'enemy the ECM jams' : 'target the sensors track'} (§2.33, §2.331).`, {
          at,
          suggestion: `Write ${count}>Name, e.g. ${job} ${count}>${ctx.targets[0]?.name ?? 'Raider'}.`,
        }),
      );
      return;
    }
  }
  const target = resolveName(r, name, ctx.targets, 'target', at);
  if (!target) return;
  if (count < 1) {
    errors.push(voidstrikerError('ERR_PLOT_SENSOR_COUNT', `Give at least 1 sensor to ${target.name}.`, { at, suggestion: `Write 1>${target.name}, or leave it out.` }));
    return;
  }
  const same = d.sensors.findIndex((a) => a.target === target.id && a.job === job);
  const prev = d.sensors[same];
  if (prev) d.sensors[same] = { ...prev, sensors: prev.sensors + count };
  else d.sensors.push({ target: target.id, sensors: count, job });
}

/** `move S30 a4 | a4 | P15 a2 | 0` or `move drift` (§2.342, §2.343). */
function readMove(r: PlotReader, d: Draft, body: string, at: string): void {
  const phases = d.phases ?? [];
  d.phases = phases;
  const parts = body.split('|');
  if (parts.length === 1 && body.trim().toLowerCase() === 'drift') {
    phases.push(...COMBAT_PHASES.map(() => ({ turn: 0, accel: 0 })));
    return;
  }
  for (const part of parts) {
    if (part.trim() === '' && parts.length === 1) return;
    const step = parsePhase(part);
    if (step) phases.push(step);
    else {
      r.errors.push(
        voidstrikerError('ERR_PLOT_PHASE', `Cannot read the phase "${part.trim()}".`, {
          at: `${at} phase ${phases.length + 1}`,
          suggestion: 'Write a turn and an acceleration, e.g. S30 a4 (starboard 30°, 4/4"), P15 a2 (port), a4, or 0.',
        }),
      );
      phases.push({ turn: 0, accel: 0 });
    }
  }
}

/**
 * `fire laser > Raider ph2 if locked`, `launch missiles > Raider` (§2.35, §2.351): a tube mount always launches.
 * `fire all > Raider`: every direct-fire mount the block gives no other job, each waiting until it bears.
 */
function readFire(r: PlotReader, d: Draft, body: string, at: string, asLaunch: boolean): void {
  const { ctx, errors } = r;
  if (body.trim() === '') return;
  const gt = body.indexOf('>');
  if (gt < 0) {
    errors.push(voidstrikerError('ERR_PLOT_FIRE', `Cannot read the fire order "${body.trim()}".`, { at, suggestion: 'Write mount > target, e.g. laser > Raider ph2 if locked.' }));
    return;
  }
  const tail = fireTail(body.slice(gt + 1).trim().split(/\s+/).filter((w) => w !== ''));
  if (!tail) {
    errors.push(voidstrikerError('ERR_PLOT_FIRE_CONDITION', '"always" cannot go with "if locked" or "if in arc".', { at, suggestion: 'Keep one condition.' }));
    return;
  }
  const all = !asLaunch && ALL_MOUNTS.test(body.slice(0, gt));
  const mount = all ? null : resolveName(r, body.slice(0, gt), d.ship.mounts, `mount of ${d.ship.name}`, at);
  const target = tail.rest.length === 0 ? null : resolveName(r, tail.rest.join(' '), ctx.targets, 'target', at);
  if (tail.rest.length === 0) errors.push(voidstrikerError('ERR_PLOT_FIRE', 'The fire order names no target.', { at, suggestion: 'Write mount > target.' }));
  if (all && target) {
    // "All mounts that bear": the order waits for the arc whatever else it waits for (§2.35).
    const condition: FireCondition = tail.condition === 'ifLocked' || tail.condition === 'ifLockedAndInArc' ? 'ifLockedAndInArc' : 'ifInArc';
    if (d.fireAll) errors.push(allTwice(d.ship.name, at));
    else d.fireAll = { target: target.id, phase: tail.phase, condition };
  }
  if (!mount || !target) return;
  if (asLaunch && mount.kind !== 'tubes') {
    errors.push(voidstrikerError('ERR_PLOT_NOT_TUBES', `${mount.name} is not a missile tube mount.`, { at, suggestion: `Put it under fire: fire ${mount.name} > ${target.name}.` }));
    return;
  }
  const order: FireOrder = { mount: mount.id, target: target.id, phase: tail.phase, condition: tail.condition };
  (mount.kind === 'tubes' ? d.launch : d.fire).push(order);
}

/** `hold point-blank` or `hold laser` (§2.351): mounts kept to shoot incoming missiles at 1". */
function readHold(r: PlotReader, d: Draft, body: string, at: string): void {
  const s = body.trim();
  if (s === '' || /^(point-?\s*blank|pb|all)$/i.test(s)) {
    d.holdAll = true;
    return;
  }
  const mount = resolveName(r, s, d.ship.mounts, `mount of ${d.ship.name}`, at);
  if (!mount) return;
  if (mount.kind === 'tubes') r.errors.push(voidstrikerError('ERR_PLOT_HOLD_TUBES', `${mount.name} launches missiles; it cannot fire at a salvo at point blank.`, { at }));
  else if (!d.hold.includes(mount.id)) d.hold.push(mount.id);
}

/** `asteroid-defence` with or without turrets (§3.22). */
function readDefence(r: PlotReader, d: Draft, body: string, at: string): void {
  const s = body.trim();
  if (s === '' || /^all$/i.test(s)) {
    d.defenceAll = true;
    return;
  }
  const mount = resolveName(r, s, d.ship.mounts, `mount of ${d.ship.name}`, at);
  if (!mount) return;
  if (!mount.turrets) r.errors.push(voidstrikerError('ERR_PLOT_DEFENCE_TURRET', `${mount.name} is not a laser turret; only laser turrets shoot at asteroids (§3.22).`, { at }));
  else if (!d.defence.includes(mount.id)) d.defence.push(mount.id);
}

/** One item of a block: a section word opens its section, other words go on the section open. */
export function readItem(r: PlotReader, d: Draft, raw: string, at: string): void {
  const item = raw.trim();
  if (item === '') return;
  const opened = sectionOf(item);
  const body = opened ? opened.rest : item;
  if (opened) r.section = opened.section;
  const section = r.section;
  switch (section) {
    case null:
      r.errors.push(voidstrikerError('ERR_PLOT_NO_SECTION', `"${item}" is not in a section.`, { at, suggestion: 'Start with thrust, sensors, ecm, move, fire, launch or hold.' }));
      return;
    case 'thrust':
      readThrust(r, d, body, at);
      return;
    case 'track':
    case 'ecm':
      readSensors(r, d, section, body, at);
      return;
    case 'move':
      readMove(r, d, body, at);
      return;
    case 'fire':
    case 'launch':
      readFire(r, d, body, at, section === 'launch');
      return;
    case 'hold':
      readHold(r, d, body, at);
      return;
    case 'asteroidDefence':
      readDefence(r, d, body, at);
      return;
    case 'land':
    case 'takeOff':
      d.surface = section;
      if (body !== '') r.errors.push(voidstrikerError('ERR_PLOT_SURFACE', `"${section === 'land' ? 'land' : 'takeoff'}" takes nothing after it (got "${body}").`, { at }));
      return;
    case 'shutdown':
      d.shutdown = true;
      if (body !== '' && !/^drives?$/i.test(body)) r.errors.push(voidstrikerError('ERR_PLOT_SHUTDOWN', `"shutdown" takes nothing after it (got "${body}").`, { at }));
      return;
  }
}
