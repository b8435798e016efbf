/**
 * The whole-game autopilot (../sequence/autopilot.ts) speaking the players' notation, for games played through the
 * game service: its plots, missions, control actions and fire orders as the text a player would send. Fire goes
 * only at legal targets, and weapons forced onto a Danger Close ship fire at it (p.22).
 *
 * In a game with standing orders (the default) the autopilot gives its Mission and Control Step actions as standing
 * orders: with its fire orders (`standingWith: 'fire'`, what a player who waits to see the movement does), or with
 * its plot (`'plot'`: designations at the nearest enemies, missions for fighters already in space). Asked during
 * the play-out, it passes for the rest of the step.
 */
import type { SeatId } from '../../../../src/rules/core/rule-system.ts';
import { seatFireContext } from '../../../../src/rules/metaverse/sequence/orders.ts';
import { metaverse } from '../../../../src/rules/metaverse/system.ts';
import { legalTargetsFor, forcedWeaponsFor, type SideDeclarations } from '../../../../src/rules/metaverse/sequence/combat/legal-targets.ts';
import { withNominations } from '../../../../src/rules/metaverse/sequence/standing/fire-targets.ts';
import { isStrict } from '../../../../src/rules/metaverse/sequence/standing/read.ts';
import { missionActions } from '../../../../src/rules/metaverse/sequence/starfighters/fighter-step.ts';
import type { MetaverseState } from '../../../../src/rules/metaverse/state.ts';
import { suggestedEnding } from '../../../../src/rules/metaverse/assist/standing-suggestion.ts';
import { autopilotControl, autopilotFire, autopilotMissions, autopilotPlots } from '../sequence/autopilot.ts';

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

function designations(state: MetaverseState, side: 'A' | 'B'): string[] {
  // Standing orders are written before this turn's Control Step opens: last turn's designations do not count.
  const fresh = state.control && state.control.turn === state.turn ? state : { ...state, control: null };
  return autopilotControl(fresh, side).flatMap((a) => (a.kind === 'designated-target' ? [`designate ${shipName(state, a.targetShipId)} for ${squadronName(state, a.squadronId)}`] : []));
}

function controlText(state: MetaverseState, side: 'A' | 'B'): string {
  const lines = designations(state, side);
  return lines.length > 0 ? lines.join('\n') : 'pass';
}

/** The autopilot's missions if the Mission Step would take them now (in range, p.19), else pass. */
function missionsInReach(state: MetaverseState, side: 'A' | 'B'): string {
  const missions = autopilotMissions(state, side);
  const step = state.fighters.missionStep ?? { toAct: side, other: side === 'A' ? 'B' : 'A', passes: 0, done: false, messages: 0 };
  const tried = missionActions(state, { ...state.fighters, missionStep: { ...step, toAct: side, done: false } }, side, missions);
  return tried.ok ? missions : 'pass';
}

/**
 * The standing lines for the steps still to be played: missions for the fighters in space, then designations, one
 * `control:` line each, or (`suggested`) one line of them ending as the prompts suggest (assist/standing-suggestion.ts).
 */
function standingText(state: MetaverseState, side: 'A' | 'B', steps: readonly ('missions' | 'control')[], style: AutopilotStyle): string[] {
  const missions = missionsInReach(state, side);
  const control = designations(state, side);
  return [
    ...(steps.includes('missions') && missions !== 'pass' ? [`missions: ${missions}`] : []),
    ...(!steps.includes('control') ? [] : style.suggested ? [`control: ${[...control, suggestedEnding(state, side)].join('; ')}`] : control.map((d) => `control: ${d}`)),
  ];
}

/** Which targets are legal for the fire orders: with fire before the Control Step, those its own orders nominate. */
function fireDeclarations(state: MetaverseState, side: 'A' | 'B'): SideDeclarations {
  if ((state.standing?.resume ?? null) === null) return state.control?.declarations ?? {};
  const plotted = state.standing?.sides[side]?.scripts.control;
  const actions = plotted ? plotted.actions : designations(state, side);
  return withNominations(state, side, { actions, reactions: [], final: { kind: 'pass' } });
}

function fireText(state: MetaverseState, side: 'A' | 'B'): string {
  const byShip = new Map<string, Map<string, string[]>>();
  const ctx = seatFireContext(state, state.sides.find((s) => s.side === side)?.seat ?? '');
  const working = new Set(ctx.ok ? ctx.value.ships.flatMap((s) => s.weapons.map((w) => `${s.id}/${w.id}`)) : []);
  for (const o of autopilotFire(state, side).filter((x) => working.has(`${x.shipId}/${x.weaponId}`))) {
    const legal = legalTargetsFor(state, fireDeclarations(state, side), o.shipId);
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

export interface AutopilotStyle {
  /** Where standing orders go, in a game that takes them (module header). */
  readonly standingWith?: 'plot' | 'fire';
  /** End the Control Step orders as the prompts suggest (else they end with the default, pass). */
  readonly suggested?: boolean;
}

/** What the seat sends in the open step. */
export function autopilotText(state: MetaverseState, seat: SeatId, style: AutopilotStyle = {}): string {
  const side = sideOf(state, seat);
  const standing = !isStrict(state);
  switch (state.stage) {
    case 'plot': {
      // A squadron that cannot make its move (a lost bridge, drives shot away) drifts, as a player would learn.
      const plot = plotText(state, side)
        .split('\n')
        .filter((line) => metaverse.parse(state, seat, line).ok);
      return [...plot, ...(standing && style.standingWith === 'plot' ? standingText(state, side, ['missions', 'control'], style) : [])].join('\n');
    }
    case 'missions':
      return standing ? 'pass' : autopilotMissions(state, side);
    case 'control':
      return standing ? 'pass' : controlText(state, side);
    case 'fire': {
      const resume = state.standing?.resume ?? null;
      const steps = resume === 'missions' ? (['missions', 'control'] as const) : resume === 'control' ? (['control'] as const) : [];
      // Orders given with the plot stand; the autopilot adds none for a step it already has orders for.
      const given = state.standing?.sides[side]?.scripts ?? {};
      return [fireText(state, side), ...standingText(state, side, steps.filter((step) => given[step] === undefined), style)].filter((l) => l !== '').join('\n');
    }
    case 'over':
      return '';
  }
}
