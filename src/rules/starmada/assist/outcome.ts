/**
 * What a resolved Starmada step did, for the thread's summary (core/outcome.ts, docs/playing.md §5, §9), as the public sees it
 * (views/visibility.ts: a cloaked ship is left out). Each ship something happened to gets one line from its sheet
 * before and after: hull, engines, shields and screens as they stand once this step's "/" damage is applied (p.21),
 * weapons and equipment struck or brought back (4.4 p.21, damage control E.1), weapon losses its owner still owes;
 * or, once, that it was destroyed or left the board. Flights say fighters lost or that they were wiped out. The
 * shots come from the attack events' roll records: to-hit dice, hits, boxes of damage, fighters destroyed.
 */
import { NO_OUTCOME, change, headOf, numberAt, shotLines, unitLine, type Shot, type StepOutcome } from '../../core/outcome.ts';
import { count } from '../../core/text.ts';
import type { GameEvent } from '../../core/rule-system.ts';
import { isDoomed, trackValue } from '../combat/apply-damage.ts';
import { classOf, tracksOf } from '../combat/ship-condition.ts';
import type { FlightState, ShipState, StarmadaState } from '../state.ts';
import { canSee } from '../views/visibility.ts';

const PUBLIC = { kind: 'public' } as const;

/**
 * Events said as they are, in the notes: moves, floats (D.4), overthruster turns (B.16), stutterdrive jumps (B.23), the
 * solar wind (B.21) and launches (what the map shows, in words), flights going on station, intercepting and pinned in
 * dogfights (F.1, F.2), fire that could not be
 * made, the game's end. Attacks, damage control and the score are said through the ships' lines and the shots.
 */
const SAID_AS_IS = new Set(['move', 'float', 'overthrust', 'stutterdrive', 'solar-wind', 'emergency-thrust', 'stacking', 'scrambled', 'fighter-move', 'seeker-move', 'seeker-launch', 'seeker-preempts', 'attack-refused', 'launch-refused', 'activation-refused', 'fighter-no-target', 'no-fire', 'game-over', 'on-station', 'interception', 'dogfight', 'dogfight-broken']);

/** Hull boxes left once pending damage and casualties are applied. */
const hullLeft = (state: StarmadaState, ship: ShipState): number =>
  Math.max(0, tracksOf(state, ship).hull.length - ship.hull.checked - ship.hull.pending - ship.hull.crewFromBack - ship.hull.crewPending);

/** A track's rating once its pending boxes are checked. */
const rating = (state: StarmadaState, ship: ShipState, track: 'engines' | 'shields'): number =>
  trackValue(tracksOf(state, ship)[track], ship[track].checked + ship[track].pending);

const gone = (state: StarmadaState, ship: ShipState): boolean => ship.status === 'destroyed' || isDoomed(ship, tracksOf(state, ship));

/** "Needle Gun ×1 lost", "Fire Control back": each battery's and each equipment's change of working count. */
function armament(after: StarmadaState, was: ShipState, now: ShipState): string[] {
  const cls = classOf(after, now);
  const lost = (s: ShipState, b: number): number => (s.bankLosses[b] ?? []).reduce((n, x) => n + x, 0);
  const parts: string[] = [];
  const say = (name: string, delta: number) => {
    if (delta > 0) parts.push(`${name} ×${delta} lost`);
    if (delta < 0) parts.push(`${name} ×${-delta} back`);
  };
  cls.batteries.forEach((battery, b) => say(battery.name, lost(now, b) - lost(was, b)));
  for (const system of new Set([...Object.keys(was.equipmentLost), ...Object.keys(now.equipmentLost)])) {
    say(system, (now.equipmentLost[system] ?? 0) - (was.equipmentLost[system] ?? 0));
  }
  const owed = (now.lossesOwed ?? 0) - (was.lossesOwed ?? 0);
  if (owed > 0) parts.push(`${count(owed, 'weapon loss', 'weapon losses')} to choose`);
  return parts;
}

const arcScreens = (ship: ShipState): number => Object.values(ship.arcScreensChecked ?? {}).reduce((s, n) => s + n, 0);

/** "screens 2 boxes checked" (B.18): screens soak hits before the damage roll; directional ones in any arc. */
function screens(was: ShipState, now: ShipState): string[] {
  const n = (now.screensChecked ?? 0) + arcScreens(now) - (was.screensChecked ?? 0) - arcScreens(was);
  return n > 0 ? [`screens ${count(n, 'box', 'boxes')} checked`] : n < 0 ? [`screens ${count(-n, 'box', 'boxes')} back`] : [];
}

function shipLine(before: StarmadaState, after: StarmadaState, was: ShipState, now: ShipState): string[] {
  if (gone(before, was) || was.status === 'exited' || was.status === 'hyperspace') return [];
  if (gone(after, now)) return [`${now.name} destroyed`];
  if (now.status === 'exited') return [`${now.name} left the board`];
  if (now.status === 'hyperspace') return [`${now.name} jumped into hyperspace`];
  return unitLine(now.name, [
    ...change('hull', hullLeft(before, was), hullLeft(after, now)),
    ...change('engines', rating(before, was, 'engines'), rating(after, now, 'engines')),
    ...change('shields', rating(before, was, 'shields'), rating(after, now, 'shields')),
    ...screens(was, now),
    ...armament(after, was, now),
  ]);
}

/** A flight that lost fighters, or is gone after an attack on it (a seeker that made its own attack is not lost). */
function flightLine(was: FlightState, after: StarmadaState, wipedOut: ReadonlySet<string>): string[] {
  const now = after.flights.find((f) => f.id === was.id);
  if (!now || now.count <= 0) return wipedOut.has(was.id) || wipedOut.has(was.name) ? [`${was.name} wiped out`] : [];
  return now.count < was.count ? [`${was.name}: ${was.seeker ? 'seekers' : 'fighters'} ${was.count} → ${now.count}`] : [];
}

/** Flights an event says were destroyed, by id where the event gives it and by name. */
function wipedOut(events: readonly GameEvent[]): Set<string> {
  const out = new Set<string>();
  for (const e of events.filter((x) => x.type === 'flight-destroyed')) {
    const id = (e.data as { flightId?: unknown } | undefined)?.flightId;
    if (typeof id === 'string') out.add(id);
    out.add(e.text.replace(/ is (wiped out|destroyed|shot down)[\s\S]*$/, ''));
  }
  return out;
}

/** The shot an attack event records, if it is one. */
function shotOf(event: GameEvent): Shot | null {
  if (!['attack', 'fighter-attack', 'seeker-attack', 'explosion', 'defensive-fire'].includes(event.type)) return null;
  const head = headOf(event.text);
  if (!head) return null;
  const d = event.data;
  const record = event.type === 'fighter-attack' ? numberAt(d, 'record', 'dice') : 0;
  const tries = numberAt(d, 'toHit', 'dice') || numberAt(d, 'dice') || record;
  const hits = numberAt(d, 'toHit', 'hits') || numberAt(d, 'hits') || numberAt(d, 'record', 'hits') || numberAt(d, 'record', 'targetLosses');
  const tally = (t: string) => numberAt(d, 'total', t) + numberAt(d, 'record', 'total', t);
  // Screens soak hits before the damage roll (B.18): only what reached the ship counts as damage here.
  const damage = ['hull', 'crew', 'engines', 'weapons', 'shields'].reduce((n, t) => n + tally(t), 0);
  const destroyed = numberAt(d, 'fightersDestroyed') + numberAt(d, 'record', 'targetLosses');
  return { ...head, tries, hits, damage, destroyed };
}

export function outcome(before: StarmadaState, after: StarmadaState, events: readonly GameEvent[]): StepOutcome {
  if (before.phase.kind === 'deployment') return NO_OUTCOME;
  const wiped = wipedOut(events);
  const ships = after.ships.flatMap((now) => {
    const was = before.ships.find((s) => s.id === now.id);
    return was && canSee(after, PUBLIC, now) && canSee(before, PUBLIC, was) ? shipLine(before, after, was, now) : [];
  });
  const flights = before.flights.flatMap((f) => flightLine(f, after, wiped));
  const shots = events.filter((e) => !e.visibleTo).flatMap((e) => shotOf(e) ?? []);
  const scoreChanged = before.ledger.scores.A !== after.ledger.scores.A || before.ledger.scores.B !== after.ledger.scores.B;
  const score = events.filter((e) => e.type === 'score').at(-1);
  const said = events.filter((e) => !e.visibleTo && SAID_AS_IS.has(e.type)).map((e) => e.text);
  return { units: [...ships, ...flights], shots: shotLines(shots), notes: [...said, ...(scoreChanged && score ? [score.text] : [])] };
}
