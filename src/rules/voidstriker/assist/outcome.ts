/**
 * What a resolved Voidstriker round did, for the thread's summary (core/outcome.ts, docs/playing.md §5, §9). Voidstriker
 * hides nothing on the board, so every ship is said. Each ship something happened to gets one line from its
 * damage tracks before and after (§2.362: armour, bridge, sensors, power plant, thrust, weapon mounts destroyed,
 * out of control), or, once, that it left play and why ("Heavy Cruiser vaporised", "Corsair left the board").
 * Damage not from fire says what did it ("… · by an asteroid collision in Rocks"), so it is not read as a hit.
 * The shots are the fire, point-blank and missile-strike events: each weapon's to-hit die, each missile's.
 * Launches, departures, crashes and ordered fire that lapsed are said as they are; lock-on and initiative rolls stay
 * in the log.
 */
import { NO_OUTCOME, change, headOf, shotLines, unitLine, type Shot, type StepOutcome } from '../../core/outcome.ts';
import { count } from '../../core/text.ts';
import type { GameEvent } from '../../core/rule-system.ts';
import { effectiveLimits } from '../record-keeping/limits.ts';
import { classOf } from '../ships/library.ts';
import type { VoidShip, VoidstrikerState } from '../state.ts';

/**
 * Events said as they are: what the map shows in words, what ends a ship's part in the game, and fire that was
 * ordered but never came, with why ("Heavy Cruiser does not fire 6 weapons: Battlecruiser is out of its arc", §2.35).
 */
const SAID_AS_IS = new Set(['launch', 'departed', 'crash', 'raid', 'fireRefused', 'lapsed', 'salvoDestroyed']);

/**
 * What damaged a ship this round other than fire, by ship id, in the event log's words: "an asteroid collision in
 * Rocks" (§3.22), "the spillover of salvo M2" (§2.351). The card says it, or a reader would take it for a hit.
 */
function damageCauses(ships: readonly VoidShip[], events: readonly GameEvent[]): Map<string, string[]> {
  const causes = new Map<string, string[]>();
  const add = (ship: VoidShip | undefined, cause: string): void => void (ship && causes.set(ship.id, [...(causes.get(ship.id) ?? []), cause]));
  for (const e of events) {
    if (e.type === 'asteroid' && e.text.includes('→ collision')) {
      const ship = ships.find((s) => e.text.startsWith(`${s.name} enters `));
      const field = ship ? e.text.slice(`${ship.name} enters `.length).split(': ')[0] : '';
      add(ship, `an asteroid collision in ${field}`);
    }
    if (e.type === 'spillover') {
      const m = /^Spillover from (\S+) on (.+?): /.exec(e.text);
      add(ships.find((s) => s.name === m?.[2]), `the spillover of salvo ${m?.[1] ?? ''}`);
    }
  }
  return causes;
}

/** "by an asteroid collision in Rocks and fire": what did it, when more than fire did. */
function byWhat(causes: readonly string[], fired: boolean): string[] {
  return causes.length === 0 ? [] : [`by ${[...new Set(causes), ...(fired ? ['fire'] : [])].join(' and ')}`];
}

function shipLine(was: VoidShip, now: VoidShip, by: readonly string[]): string[] {
  if (was.status !== 'active') return [];
  if (now.status === 'destroyed') return [[`${now.name} ${now.fate ?? 'destroyed'}`, ...by].join(' ')];
  if (now.status === 'departed') return [`${now.name} ${now.fate ?? 'left the board'}`];
  const a = was.condition;
  const b = now.condition;
  const thrust = (s: VoidShip) => effectiveLimits(classOf(s), s.condition).thrustFactor;
  const mountsLost = b.mounts.filter((m, i) => m.dp === 0 && (a.mounts[i]?.dp ?? 0) > 0).length;
  const damage = [
    ...change('armour', a.armor, b.armor),
    ...change('bridge', a.bridge.dp, b.bridge.dp),
    ...change('sensors', a.sensors, b.sensors),
    ...change('power plant', a.powerPlant.dp, b.powerPlant.dp),
    ...change('thrust', thrust(was), thrust(now)),
    ...(mountsLost > 0 ? [`${count(mountsLost, 'weapon mount')} destroyed`] : []),
  ];
  return unitLine(now.name, [
    ...damage,
    ...(damage.length > 0 ? by : []),
    ...(b.outOfControl && !a.outOfControl ? ['out of control'] : []),
    ...(a.outOfControl && !b.outOfControl ? ['back under control'] : []),
  ]);
}

type Data = Record<string, unknown> | undefined;
const num = (v: unknown): number => (typeof v === 'number' ? v : 0);

/** The shot an event records: a weapon's fire at a ship or salvo, point-blank fire, a missile salvo's strike. */
function shotOf(event: GameEvent): Shot | null {
  const d = event.data as Data;
  if (event.type === 'fire' || event.type === 'fireAtSalvo') {
    const head = headOf(event.text);
    const toHit = (event.type === 'fire' ? (d?.['toHit'] as Data) : d) ?? {};
    const hit = toHit['hit'] === true;
    const hits = Array.isArray(d?.['hits']) ? (d['hits'] as Data[]) : [];
    const damage = event.type === 'fire' && hit ? hits.reduce((n, h) => n + num(h?.['damage']), 0) : 0;
    return head ? { ...head, tries: 1, hits: hit ? 1 : 0, damage, destroyed: num(d?.['missilesDestroyed']) } : null;
  }
  if (event.type === 'pointBlank') {
    const m = /^(.+?) fires point blank at (.+?):/.exec(event.text);
    return m ? { from: m[1] ?? '', to: m[2] ?? '', tries: 1, hits: d?.['hit'] === true ? 1 : 0, destroyed: num(d?.['missilesDestroyed']) } : null;
  }
  if (event.type === 'missileStrike') {
    const m = /^(\S+) \(.*?\) strikes (.+?): /.exec(event.text);
    const rolls = Array.isArray(d?.['rolls']) ? d['rolls'].length : 0;
    return m ? { from: m[1] ?? '', to: m[2] ?? '', tries: rolls, hits: num(d?.['hits']) } : null;
  }
  return null;
}

export function outcome(before: VoidstrikerState, after: VoidstrikerState, events: readonly GameEvent[]): StepOutcome {
  if (before.ships.length === 0) return NO_OUTCOME;
  const shots = events.filter((e) => !e.visibleTo).flatMap((e) => shotOf(e) ?? []);
  const causes = damageCauses(after.ships, events.filter((e) => !e.visibleTo));
  const fired = new Set(shots.filter((s) => s.hits > 0).map((s) => s.to));
  const ships = after.ships.flatMap((now) => {
    const was = before.ships.find((s) => s.id === now.id);
    return was ? shipLine(was, now, byWhat(causes.get(now.id) ?? [], fired.has(now.name))) : [];
  });
  const said = events.filter((e) => !e.visibleTo && SAID_AS_IS.has(e.type)).map((e) => e.text);
  return { units: ships, shots: shotLines(shots), notes: said };
}
