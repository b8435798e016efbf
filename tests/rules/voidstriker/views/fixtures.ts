/** Real states for the view tests: the book's scenarios from setupGame, and a mid-game state built from 6.1. */
import type { Point } from '../../../../src/rules/core/scene.ts';
import type { RoundPlot, ShipPlot } from '../../../../src/rules/voidstriker/notation/types.ts';
import { setupGame } from '../../../../src/rules/voidstriker/setup/setup.ts';
import type { VoidSalvo, VoidShip, VoidstrikerState } from '../../../../src/rules/voidstriker/state.ts';
import { fromBook, toBook } from '../book-frame.ts';

const SIDES: Record<string, [string, string]> = { '6.1': ['IJN', 'UNSN'], '6.2': ['FAC', 'Arab'], '6.3': ['USASF', 'UNSN'] };

export function start(scenario: '6.1' | '6.2' | '6.3', asteroids = false): VoidstrikerState {
  const [a, b] = SIDES[scenario] ?? ['A', 'B'];
  const r = setupGame({
    options: { firePerPhase: false, asteroids },
    fleets: { ana: { side: a, player: 'Ana', ships: [] }, ben: { side: b, player: 'Ben', ships: [] } },
    scenario,
    seed: 'views',
  });
  if (!r.ok) throw new Error(r.error.map((e) => e.message).join('; '));
  return r.value;
}

export function ship(state: VoidstrikerState, id: string): VoidShip {
  const s = state.ships.find((x) => x.id === id);
  if (!s) throw new Error(`no ship ${id}`);
  return s;
}

function withShip(state: VoidstrikerState, id: string, change: (s: VoidShip) => VoidShip): VoidstrikerState {
  return { ...state, ships: state.ships.map((s) => (s.id === id ? change(s) : s)) };
}

const p = (x: number, y: number): Point => ({ x, y });

/**
 * 6.1 in round 3: the UNSN have closed in from the east, the Heavy Cruiser is hurt, one IJN destroyer is
 * destroyed, a Fleet Intruder has drifted off the north edge, and two salvos are in flight. Written in the book's
 * frame (y north, ../book-frame.ts).
 */
export function midGame(): VoidstrikerState {
  let s = toBook(start('6.1'));
  s = withShip(s, 'unsn-5', (x) => ({
    ...x,
    position: p(44, 26),
    vectorCounter: p(50, 26),
    heading: 260,
    drift: { speed: 6, direction: p(-1, 0) },
    condition: { ...x.condition, armor: x.condition.armor - 3, bridge: { ...x.condition.bridge, dp: x.condition.bridge.dp - 1 }, thrusters: x.condition.thrusters.map((t, i) => (i === 0 ? 0 : t)) },
  }));
  s = withShip(s, 'unsn-6', (x) => ({ ...x, position: p(40, 49.5), vectorCounter: p(44, 46.5), heading: 300, drift: { speed: 5, direction: p(-0.8, 0.6) } }));
  s = withShip(s, 'unsn-7', (x) => ({ ...x, position: p(47, 20), vectorCounter: p(53, 20), heading: 270, drift: { speed: 6, direction: p(-1, 0) } }));
  s = withShip(s, 'ijn-1', (x) => ({ ...x, position: p(27, 30), vectorCounter: p(24, 30), heading: 80, drift: { speed: 3, direction: p(1, 0) } }));
  s = withShip(s, 'ijn-4', (x) => ({ ...x, status: 'destroyed', fate: 'vaporised' }));
  const salvo = (id: string, owner: string, side: string, seat: string, target: string, count: number, at: Point, heading: number, dir: Point, speed: number): VoidSalvo => ({
    id,
    owner,
    side,
    seat,
    target,
    warhead: 'xraser',
    mark: 4,
    count,
    position: at,
    anchor: { x: at.x - dir.x * speed, y: at.y - dir.y * speed },
    heading,
    drift: { speed, dir },
    launched: { round: 2, phase: 'c' },
    phasesInFlight: 3,
    poweredPhasesLeft: 9,
  });
  s = {
    ...s,
    round: 3,
    salvos: [salvo('S1', 'ijn-3', 'IJN', 'ana', 'unsn-5', 4, p(36, 27), 90, p(1, 0), 8), salvo('S2', 'unsn-7', 'UNSN', 'ben', 'ijn-2', 2, p(38, 21), 250, p(-0.94, -0.34), 6)],
    trails: [
      { id: 'unsn-5', path: [p(50, 26), p(48.5, 26), p(47, 26), p(45.5, 26), p(44, 26)] },
      { id: 'ijn-1', path: [p(24, 30), p(25, 30), p(26, 30), p(27, 30)] },
      { id: 'S1', path: [p(28, 27), p(30, 27), p(32, 27), p(34, 27), p(36, 27)] },
    ],
    shots: [
      { from: p(27, 30), to: p(44, 26), hit: true, label: 'Battlecruiser → Heavy Cruiser: hit, 9 dmg' },
      { from: p(47, 20), to: ship(s, 'ijn-2').position, hit: false, label: 'Fleet Intruder 2 → Battlecruiser 2: miss' },
    ],
    // The Heavy Cruiser 2 was vaporised in the round this map shows: a wreck on it.
    wrecks: ['ijn-4'],
    nextSalvo: 3,
  };
  return fromBook(s);
}

function shipPlot(shipId: string, phases: { turn: number; accel: number }[], accel: number, fire: ShipPlot['fire'] = []): ShipPlot {
  return { shipId, manoeuvre: { thrust: { accel, evasive: 0, attack: 0 }, phases }, sensors: [], fire, launch: [], standing: { pointBlank: [], drivesShutDown: false } };
}

/** Ana's (IJN) draft for round 3 of midGame: the Battlecruiser turns to port and burns, firing at the Heavy Cruiser. */
export function anaPlot(): RoundPlot {
  return {
    ships: [
      shipPlot(
        'ijn-1',
        [
          { turn: -30, accel: 2 },
          { turn: -30, accel: 2 },
          { turn: 0, accel: 2 },
          { turn: 0, accel: 2 },
        ],
        8,
        [
          { mount: 't1', target: 'unsn-5', phase: 'any', condition: 'ifInArc' },
          { mount: 't2', target: 'unsn-5', phase: 'any', condition: 'ifInArc' },
        ],
      ),
      shipPlot('ijn-2', [
        { turn: 45, accel: 0 },
        { turn: 0, accel: 0 },
        { turn: 0, accel: 0 },
        { turn: 0, accel: 0 },
      ], 0),
    ],
  };
}
