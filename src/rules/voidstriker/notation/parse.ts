/**
 * Parses a seat's round orders from the compact text notation (book §2.31, §2.33, §2.331, §2.342, §2.343,
 * §2.35, §2.351; digest §1.4, §3.4). See help.ts for the notation with examples.
 *
 * Shape: one block per ship, started by `Name:` (unique prefix); a block may go on over several lines. With a
 * single ship the name may be left out. Inside a block, items are separated by `·` `•` `;` `,` (or new lines);
 * an item that starts with a section word (thrust, sensors/track, ecm, move, fire, launch, hold, shutdown) opens
 * that section, any other item continues the current one. Case, spaces, hyphens and dots in names are ignored.
 *
 * Judgement calls:
 * - Everything left out defaults to nothing: thrust 0/0/0, four empty phases, no sensors, no fire. A ship with
 *   no block at all gets the idle plot (drift only).
 * - `ecm N` without a target jams the only possible target; with several targets it is an error (§2.331 "ECM
 *   must be assigned to specific enemies"). `sensors Name` without a count is 1 sensor.
 * - A fire order that names a missile tube mount is a launch order (§2.351); `hold` or `hold point-blank` with
 *   no mounts holds every direct-fire mount that has no fire order.
 * - Repeated sensor entries for the same target and job are added up.
 * - Every problem is reported, with where it is and how to fix it; nothing is guessed silently.
 */
import { about, aboutAll, twiceError, type ProblemPlace } from '../../core/problem.ts';
import { err, ok, ruleError, type Result, type RuleError } from '../../core/result.ts';
import { COMBAT_PHASES, type PhaseManoeuvre } from '../movement/plot.ts';
import type { ThrustAllocation } from '../movement/thrust.ts';
import type { SensorAssignment } from '../sensors/allocation.ts';
import { listNames, matchName, type Named } from '../../core/names.ts';
import { idleShipPlot, type FireCondition, type FireOrder, type FirePhase, type PlotContext, type PlotShip, type RoundPlot, type ShipPlot } from './types.ts';
import { sectionOf, type Section } from './sections.ts';
import { validateShipPlot } from './validate.ts';


interface Draft {
  readonly ship: PlotShip;
  readonly at: string;
  /** The line that opened the block, as typed, to quote if the ship gets a second block. */
  readonly header: string;
  readonly line: number;
  /** Where each section was first typed, to quote in the problems the ship's checks find. */
  readonly said: Map<Section, { quote: string; line: number }>;
  /** Sections whose words did not read: the checks that lean on them would only repeat the problem. */
  readonly unread: Set<Section>;
  thrust: ThrustAllocation | null;
  phases: PhaseManoeuvre[] | null;
  sensors: SensorAssignment[];
  fire: FireOrder[];
  launch: FireOrder[];
  hold: string[];
  holdAll: boolean;
  shutdown: boolean;
  surface: 'land' | 'takeOff' | null;
  defence: string[];
  defenceAll: boolean;
}

const SEPARATORS = /[·•;,]/;

/** Parses the turn-and-acceleration of one phase: `S30 a4`, `P15`, `a2`, `0`, `-`, `R30/3`, `+20 a1`. */
export function parsePhase(text: string): PhaseManoeuvre | null {
  const s = text.toLowerCase().replace(/\s+/g, '');
  if (s === '' || s === '0' || s === '-' || s === 'x' || s === 'drift') return { turn: 0, accel: 0 };
  const signOf = (c: string | undefined): number => (c === 'p' || c === 'l' || c === '-' ? -1 : 1);
  const slash = /^([sprl+-])?(\d+(?:\.\d+)?)\/(\d+)$/.exec(s);
  if (slash) {
    const turn = Number(slash[2]);
    if (turn !== 0 && slash[1] === undefined) return null;
    return { turn: turn === 0 ? 0 : signOf(slash[1]) * turn, accel: Number(slash[3]) };
  }
  const m = /^(?:([sprl+-])(\d+(?:\.\d+)?))?(?:a(\d+))?$/.exec(s);
  if (!m) return null;
  const turn = m[2] === undefined ? 0 : Number(m[2]);
  return { turn: turn === 0 ? 0 : signOf(m[1]) * turn, accel: m[3] === undefined ? 0 : Number(m[3]) };
}

/** `4/2/0`, `4 2 0`, `a4 e2`, `a4 t1`: accel / evasive / attack. */
export function parseThrust(text: string): ThrustAllocation | null {
  const s = text.toLowerCase().trim();
  const nums = /^(\d+)(?:\s*[/\s]\s*(\d+))?(?:\s*[/\s]\s*(\d+))?$/.exec(s);
  if (nums) return { accel: Number(nums[1]), evasive: Number(nums[2] ?? 0), attack: Number(nums[3] ?? 0) };
  const parts = s.split(/\s+/).filter((p) => p !== '');
  const out = { accel: 0, evasive: 0, attack: 0 };
  const seen = new Set<string>();
  for (const p of parts) {
    const m = /^([aet])(\d+)$/.exec(p);
    if (!m || m[1] === undefined || seen.has(m[1])) return null;
    seen.add(m[1]);
    out[m[1] === 'a' ? 'accel' : m[1] === 'e' ? 'evasive' : 'attack'] = Number(m[2]);
  }
  return parts.length > 0 ? out : null;
}

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


/** Which section a check's place ("Warhawk move phase 2", "Warhawk sensors") is about, for quoting its words. */
const CHECKED_SECTIONS: readonly (readonly [RegExp, readonly Section[]])[] = [
  [/ thrust$/, ['thrust']],
  [/ move( phase \d)?$/, ['move']],
  [/ sensors$/, ['track', 'ecm']],
  [/ fire$/, ['fire', 'launch']],
  [/ hold$/, ['hold']],
  [/ asteroid-defence$/, ['asteroidDefence']],
];

/** A check's problem with the words of the section it is about. */
function placeChecked(e: RuleError, d: Draft): RuleError {
  const sections = CHECKED_SECTIONS.find(([re]) => re.test(e.at ?? ''))?.[1] ?? [];
  const said = sections.map((sec) => d.said.get(sec)).find((x) => x !== undefined);
  return about({ unit: d.ship.name, ...(said ?? {}) }, e);
}

/** Parses a seat's orders for the round and validates them against each ship's limits. */
export function parseRoundPlot(text: string, ctx: PlotContext): Result<RoundPlot, RuleError[]> {
  const errors: RuleError[] = [];
  const drafts = new Map<string, Draft>();
  let current: Draft | null = null;
  let section: Section | null = null;

  const resolve = <T extends Named>(typed: string, items: readonly T[], what: string, at: string): T | null => {
    const m = matchName(typed, items);
    if (m.kind === 'found') return m.item;
    if (m.kind === 'ambiguous') {
      errors.push(ruleError('ERR_PLOT_AMBIGUOUS', `"${typed.trim()}" could be ${listNames(m.candidates)}.`, { at, suggestion: 'Type more of the name.' }));
    } else {
      errors.push(
        ruleError('ERR_PLOT_UNKNOWN_NAME', `No ${what} is called "${typed.trim()}".`, {
          at,
          suggestion: items.length > 0 ? `Known: ${listNames(items)}.` : `There is no ${what} to name.`,
        }),
      );
    }
    return null;
  };

  // A second block for a ship is read on its own. If it only gives fire or launch orders it goes on the first (as a
  // `/fire` line merges); otherwise it is a second plot for the ship, refused with both quoted, and its words are not
  // mixed into the first (settled when the next block starts).
  const second: { block: { first: Draft; d: Draft; plots: boolean } | null } = { block: null };
  const settle = (): void => {
    const again = second.block;
    second.block = null;
    if (!again) return;
    if (again.plots) {
      errors.push({ ...twiceError(again.first.ship.name, again.first.header, again.d.header, { suggestion: 'Give each ship one block (it may go on over several lines).' }), line: again.d.line });
      return;
    }
    again.first.fire.push(...again.d.fire);
    again.first.launch.push(...again.d.launch);
  };
  const startShip = (ship: PlotShip, at: string, header: string, line: number): Draft => {
    const existing = drafts.get(ship.id);
    const d: Draft = { ship, at: ship.name, header, line, said: new Map(), unread: new Set(), thrust: null, phases: null, sensors: [], fire: [], launch: [], hold: [], holdAll: false, shutdown: false, surface: null, defence: [], defenceAll: false };
    if (existing) {
      second.block = { first: existing, d, plots: false };
      return d;
    }
    drafts.set(ship.id, d);
    return d;
  };

  const addSensors = (d: Draft, job: 'track' | 'ecm', body: string, at: string): void => {
    const s = body.trim();
    if (s === '') return;
    const m = /^(\d+)\s*>?\s*(.*)$/.exec(s);
    const count = m ? Number(m[1]) : 1;
    let name = m ? (m[2] ?? '') : s.replace(/^>\s*/, '');
    if (name.trim() === '') {
      if (job === 'ecm' && ctx.targets.length === 1 && ctx.targets[0] !== undefined) name = ctx.targets[0].id;
      else {
        errors.push(
          ruleError('ERR_PLOT_SENSOR_TARGET', `Say which ${job === 'ecm' ? 'enemy the ECM jams' : 'target the sensors track'} (§2.33, §2.331).`, {
            at,
            suggestion: `Write ${count}>Name, e.g. ${job} ${count}>${ctx.targets[0]?.name ?? 'Raider'}.`,
          }),
        );
        return;
      }
    }
    const target = resolve(name, ctx.targets, 'target', at);
    if (!target) return;
    if (count < 1) {
      errors.push(ruleError('ERR_PLOT_SENSOR_COUNT', `Give at least 1 sensor to ${target.name}.`, { at, suggestion: `Write 1>${target.name}, or leave it out.` }));
      return;
    }
    const same = d.sensors.findIndex((a) => a.target === target.id && a.job === job);
    const prev = d.sensors[same];
    if (prev) d.sensors[same] = { ...prev, sensors: prev.sensors + count };
    else d.sensors.push({ target: target.id, sensors: count, job });
  };

  const addMove = (d: Draft, body: string, at: string): void => {
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
        errors.push(
          ruleError('ERR_PLOT_PHASE', `Cannot read the phase "${part.trim()}".`, {
            at: `${at} phase ${phases.length + 1}`,
            suggestion: 'Write a turn and an acceleration, e.g. S30 a4 (starboard 30°, 4/4"), P15 a2 (port), a4, or 0.',
          }),
        );
        phases.push({ turn: 0, accel: 0 });
      }
    }
  };

  const addFire = (d: Draft, body: string, at: string, asLaunch: boolean): void => {
    if (body.trim() === '') return;
    const gt = body.indexOf('>');
    if (gt < 0) {
      errors.push(ruleError('ERR_PLOT_FIRE', `Cannot read the fire order "${body.trim()}".`, { at, suggestion: 'Write mount > target, e.g. laser > Raider ph2 if locked.' }));
      return;
    }
    const tail = fireTail(body.slice(gt + 1).trim().split(/\s+/).filter((w) => w !== ''));
    if (!tail) {
      errors.push(ruleError('ERR_PLOT_FIRE_CONDITION', '"always" cannot go with "if locked" or "if in arc".', { at, suggestion: 'Keep one condition.' }));
      return;
    }
    const mount = resolve(body.slice(0, gt), d.ship.mounts, `mount of ${d.ship.name}`, at);
    const target = tail.rest.length === 0 ? null : resolve(tail.rest.join(' '), ctx.targets, 'target', at);
    if (tail.rest.length === 0) errors.push(ruleError('ERR_PLOT_FIRE', 'The fire order names no target.', { at, suggestion: 'Write mount > target.' }));
    if (!mount || !target) return;
    if (asLaunch && mount.kind !== 'tubes') {
      errors.push(ruleError('ERR_PLOT_NOT_TUBES', `${mount.name} is not a missile tube mount.`, { at, suggestion: `Put it under fire: fire ${mount.name} > ${target.name}.` }));
      return;
    }
    const order: FireOrder = { mount: mount.id, target: target.id, phase: tail.phase, condition: tail.condition };
    (mount.kind === 'tubes' ? d.launch : d.fire).push(order);
  };

  const addHold = (d: Draft, body: string, at: string): void => {
    const s = body.trim();
    if (s === '' || /^(point-?\s*blank|pb|all)$/i.test(s)) {
      d.holdAll = true;
      return;
    }
    const mount = resolve(s, d.ship.mounts, `mount of ${d.ship.name}`, at);
    if (!mount) return;
    if (mount.kind === 'tubes') errors.push(ruleError('ERR_PLOT_HOLD_TUBES', `${mount.name} launches missiles; it cannot fire at a salvo at point blank.`, { at }));
    else if (!d.hold.includes(mount.id)) d.hold.push(mount.id);
  };

  const addDefence = (d: Draft, body: string, at: string): void => {
    const s = body.trim();
    if (s === '' || /^all$/i.test(s)) {
      d.defenceAll = true;
      return;
    }
    const mount = resolve(s, d.ship.mounts, `mount of ${d.ship.name}`, at);
    if (!mount) return;
    if (!mount.turrets) errors.push(ruleError('ERR_PLOT_DEFENCE_TURRET', `${mount.name} is not a laser turret; only laser turrets shoot at asteroids (§3.22).`, { at }));
    else if (!d.defence.includes(mount.id)) d.defence.push(mount.id);
  };

  const addItem = (d: Draft, raw: string, at: string): void => {
    const item = raw.trim();
    if (item === '') return;
    const opened = sectionOf(item);
    const body = opened ? opened.rest : item;
    if (opened) section = opened.section;
    switch (section) {
      case null:
        errors.push(ruleError('ERR_PLOT_NO_SECTION', `"${item}" is not in a section.`, { at, suggestion: 'Start with thrust, sensors, ecm, move, fire, launch or hold.' }));
        return;
      case 'thrust': {
        if (body === '') return;
        const t = parseThrust(body);
        if (!t) errors.push(ruleError('ERR_PLOT_THRUST', `Cannot read the thrust "${body}".`, { at, suggestion: 'Write accel/evasive/attack, e.g. thrust 4/2/0.' }));
        else if (d.thrust) errors.push(ruleError('ERR_PLOT_THRUST_TWICE', 'The thrust is given twice.', { at, suggestion: 'Give one thrust split.' }));
        else d.thrust = t;
        return;
      }
      case 'track':
      case 'ecm':
        addSensors(d, section, body, at);
        return;
      case 'move':
        addMove(d, body, at);
        return;
      case 'fire':
      case 'launch':
        addFire(d, body, at, section === 'launch');
        return;
      case 'hold':
        addHold(d, body, at);
        return;
      case 'asteroidDefence':
        addDefence(d, body, at);
        return;
      case 'land':
      case 'takeOff':
        d.surface = section;
        if (body !== '') errors.push(ruleError('ERR_PLOT_SURFACE', `"${section === 'land' ? 'land' : 'takeoff'}" takes nothing after it (got "${body}").`, { at }));
        return;
      case 'shutdown':
        d.shutdown = true;
        if (body !== '' && !/^drives?$/i.test(body)) errors.push(ruleError('ERR_PLOT_SHUTDOWN', `"shutdown" takes nothing after it (got "${body}").`, { at }));
        return;
    }
  };

  /** The problems found since `from`, placed at the words they are about. */
  const placeFrom = (from: number, where: ProblemPlace): void => {
    errors.splice(from, errors.length - from, ...aboutAll(where, errors.slice(from)));
  };

  const lines = text.split(/\r?\n/);
  for (const [i, line] of lines.entries()) {
    const at = `line ${i + 1}`;
    const place = { line: i + 1 };
    let rest = line;
    const colon = line.indexOf(':');
    if (colon >= 0 && sectionOf(line.trim()) === null) {
      settle();
      const head = line.slice(0, colon);
      rest = line.slice(colon + 1);
      const from = errors.length;
      const ship = resolve(head, ctx.ships, 'ship of yours', at);
      placeFrom(from, { ...place, quote: head });
      current = ship ? startShip(ship, at, line.trim(), i + 1) : null;
      section = null;
      if (!ship) continue;
    } else if (line.trim() === '') continue;
    if (!current) {
      const only = ctx.ships.length === 1 ? ctx.ships[0] : undefined;
      if (only && drafts.size === 0) current = startShip(only, at, line.trim(), i + 1);
      else {
        if (!errors.some((e) => e.code === 'ERR_PLOT_NO_SHIP' || e.code === 'ERR_PLOT_UNKNOWN_NAME' || e.code === 'ERR_PLOT_AMBIGUOUS'))
          errors.push(
            ruleError('ERR_PLOT_NO_SHIP', 'Start each ship\'s orders with its name and a colon.', {
              at,
              ...place,
              quote: line,
              suggestion: `e.g. ${ctx.ships[0]?.name ?? 'Warhawk'}: thrust 4/0/0 · move a4 | a4 | a4 | a4`,
            }),
          );
        continue;
      }
    }
    const d = current;
    for (const item of rest.split(SEPARATORS)) {
      const from = errors.length;
      addItem(d, item, `${at} (${d.ship.name})`);
      placeFrom(from, { ...place, unit: d.ship.name, quote: item.trim() });
      if (errors.length > from && section !== null) d.unread.add(section);
      if (section !== null && item.trim() !== '' && !d.said.has(section)) d.said.set(section, { quote: item.trim(), line: i + 1 });
      if (second.block?.d === d && item.trim() !== '' && section !== 'fire' && section !== 'launch') second.block.plots = true;
    }
  }
  settle();

  const ships: ShipPlot[] = [];
  for (const ship of ctx.ships) {
    const d = drafts.get(ship.id);
    if (!d) {
      ships.push(idleShipPlot(ship.id));
      continue;
    }
    const fired = new Set([...d.fire, ...d.launch].map((o) => o.mount));
    const pointBlank = d.holdAll
      ? [...d.hold, ...ship.mounts.filter((m) => m.kind === 'weapon' && !fired.has(m.id) && !d.hold.includes(m.id)).map((m) => m.id)]
      : d.hold;
    const defence = d.defenceAll
      ? [...d.defence, ...ship.mounts.filter((m) => (m.turrets ?? 0) > 0 && !fired.has(m.id) && !pointBlank.includes(m.id) && !d.defence.includes(m.id)).map((m) => m.id)]
      : d.defence;
    const plot: ShipPlot = {
      shipId: ship.id,
      manoeuvre: { thrust: d.thrust ?? { accel: 0, evasive: 0, attack: 0 }, phases: d.phases ?? COMBAT_PHASES.map(() => ({ turn: 0, accel: 0 })) },
      sensors: d.sensors,
      fire: d.fire,
      launch: d.launch,
      standing: { pointBlank, drivesShutDown: d.shutdown, ...(d.surface ? { surface: d.surface } : {}), ...(defence.length > 0 ? { asteroidDefence: defence } : {}) },
    };
    // An unread thrust leaves 0 points: the acceleration it would have allowed is not a second problem.
    const checked = validateShipPlot(plot, ship).filter((e) => !(d.unread.has('thrust') && e.code === 'ERR_ACCEL_OVER'));
    errors.push(...checked.map((e) => placeChecked(e, d)));
    ships.push(plot);
  }
  if (drafts.size === 0 && errors.length === 0) {
    errors.push(ruleError('ERR_PLOT_EMPTY', 'The plot is empty.', { suggestion: `e.g. ${ctx.ships[0]?.name ?? 'Warhawk'}: thrust 4/0/0 · move a4 | a4 | a4 | a4` }));
  }
  return errors.length > 0 ? err(errors) : ok({ ships });
}
