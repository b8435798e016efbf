/**
 * One Metaverse turn as composed so far (p.2 "Turn Sequence"): the secret plots resolve the Movement Phase, the
 * secret fire orders resolve the Combat Phase and the End Phase, and the next turn begins with its Command Step,
 * whose loss check (or a side with nothing left on the table, A37) can end the game.
 */
import { applyDeployments } from './movement/deploy.ts';
import type { Dice } from '../../core/dice.ts';
import type { GameEvent, Outcome } from '../../core/rule-system.ts';
import type { SquadronPlot } from '../movement/plot.ts';
import { combatStep, type WeaponOrder } from './combat/combat-step.ts';
import { commandStep } from './command/command-step.ts';
import { endPhase } from './end/end-phase.ts';
import { boardingStep, landBoarders } from './boarding/boarding-step.ts';
import { capDice, fighterOperations, missionActions, openMissionStep, starfighterCombat } from './starfighters/fighter-step.ts';
import { applyControl, controlOwes, startControl } from './control/control-step.ts';
import type { ControlAction } from '../control/types.ts';
import { err, ok, type Result, type RuleError } from '../../core/result.ts';
import { movementStep } from './movement/movement-step.ts';
import { applyBreakOffs } from './movement/breakoff.ts';
import { manoeuvreList, payCp } from './movement/cp.ts';
import { emergencyPowerChecks } from './movement/emergency-power.ts';
import { operationsOrdersOf } from './starfighters/operations.ts';
import { ftlStep, tacticalJumps } from './movement/ftl.ts';
import { strikeMovementLosses } from './movement/morale.ts';
import { NO_MOVE_ORDERS, type MoveOrders, type PlotExtras } from './movement/move-orders.ts';
import { authoriseRams, resolveRams } from './movement/ram.ts';
import type { MetaverseState } from '../state.ts';
import { metaverseError } from '../errors.ts';

type Step = { state: MetaverseState; events: GameEvent[] };

/** Opens the Control Step (p.21). */
function openControl(state: MetaverseState, dice: Dice): Step {
  const control = startControl(state, dice, state.control ?? undefined);
  return { state: { ...state, control: control.control, stage: 'control' }, events: [{ type: 'phase', text: `Turn ${state.turn}: control` }, ...control.events] };
}

/**
 * The Movement Phase (p.5–19): break-offs form their squadrons (1 CP, p.5); each plot's advanced
 * manoeuvres are paid (1 CP each, p.11) or dropped; FTL retreats leave (p.15); RAM crews roll authorisation
 * (p.13); every squadron's plot runs at once; tactical jumps follow (p.16–17); RAMs that make contact strike;
 * Emergency Power is rolled (p.12);
 * ships lost strike morale; then the Starfighter Operations Step (the plot's launches and recoveries, or the
 * default orders for a side that gave none, p.19), then the alternating Mission Step when fighters are in play,
 * else the Control Step.
 */
export function resolvePlots(state: MetaverseState, plotsIn: Readonly<Record<string, SquadronPlot>>, dice: Dice, orders: MoveOrders = NO_MOVE_ORDERS): Step {
  const events: GameEvent[] = [{ type: 'phase', text: `Turn ${state.turn}: movement` }];
  const deployed = applyDeployments(state, orders.squadrons);
  events.push(...deployed.events);
  const broken = applyBreakOffs(deployed.state, orders.breakOffs);
  events.push(...broken.events);
  let s = broken.state;
  const extras: Record<string, PlotExtras> = { ...orders.squadrons, ...broken.extras };
  const paid = payManoeuvres(s, { ...plotsIn, ...broken.plots }, extras);
  s = { ...s, commanders: paid.commanders };
  events.push(...paid.events);
  const ftl = ftlStep(s, s.squadrons, s.ships, paid.plots);
  events.push(...ftl.events);
  s = { ...s, ships: ftl.ships };
  const rams = authoriseRams(s.squadrons, s.ships, ftl.plots, dice);
  events.push(...rams.events);
  const moved = movementStep(s, ftl.plots, dice);
  events.push(...moved.events);
  const jumped = tacticalJumps(s, ftl.pending, moved.squadrons, moved.ships, moved.trails, dice);
  events.push(...jumped.events);
  const rammed = resolveRams(rams.rams, jumped.squadrons, jumped.ships, jumped.trails, moved.unusedThrust);
  events.push(...rammed.events);
  // EP is rolled for the plot as paid: its code stays in `paid.plots` (the FTL step only takes FTL codes out).
  const ep = emergencyPowerChecks(jumped.squadrons, rammed.ships, ftl.plots, dice);
  events.push(...ep.events);
  const morale = strikeMovementLosses(state.ships, ep.ships, s.sides);
  events.push(...morale.events);
  const after: MetaverseState = { ...s, squadrons: jumped.squadrons, ships: ep.ships, sides: morale.sides, trails: jumped.trails, shots: [] };
  // Starfighters switched off (an optional module): fighters stay in their hangars.
  const given = operationsOrdersOf(after, after.fighters, extras);
  events.push(...given.events);
  const ops = after.config.game.modules.starfighters ? fighterOperations(after, after.fighters, given.orders) : ({ ok: true, value: { fighters: after.fighters, events: [] } } as const);
  const operated = ops.ok ? ops.value : { fighters: after.fighters, events: [{ type: 'fighters', text: `Starfighter operations skipped: ${ops.error.message}` }] };
  events.push(...operated.events);
  const inSpace = operated.fighters.squadrons.some((f) => f.status === 'space');
  if (inSpace) {
    const opened = openMissionStep(operated.fighters, dice);
    return { state: { ...after, fighters: opened.fighters, stage: 'missions' }, events: [...events, ...opened.events] };
  }
  const control = openControl({ ...after, fighters: operated.fighters }, dice);
  return { state: control.state, events: [...events, ...control.events] };
}

/** p.11: each plot's advanced manoeuvres cost 1 CP each from its payer (sequence/movement/cp.ts); unpaid, they are dropped. */
function payManoeuvres(state: MetaverseState, plots: Readonly<Record<string, SquadronPlot>>, extras: Readonly<Record<string, PlotExtras>>) {
  let commanders = [...state.commanders];
  const events: GameEvent[] = [];
  const out: Record<string, SquadronPlot> = { ...plots };
  for (const sq of state.squadrons) {
    const plot = plots[sq.id];
    if (!plot || plot.manoeuvres.length === 0 || !state.ships.some((x) => x.squadronId === sq.id && x.status === 'active')) continue;
    const paid = payCp(commanders, sq, extras[sq.id]?.payer ?? null, plot.manoeuvres.length, manoeuvreList(plot.manoeuvres));
    commanders = paid.commanders;
    events.push(paid.event);
    out[sq.id] = paid.paid ? { ...plot, manoeuvresPaid: plot.manoeuvres.length } : { ...plot, manoeuvres: [], manoeuvresPaid: 0 };
  }
  return { commanders, plots: out, events };
}

/** Whose Mission Step message is due, or null. */
export function missionsDue(state: MetaverseState): 'A' | 'B' | null {
  const step = state.fighters.missionStep;
  if (state.stage !== 'missions' || !step || step.done) return null;
  return step.toAct === 'A' || step.toAct === 'B' ? step.toAct : null;
}

/** One side's Mission Step message (actions, or "pass"); two passes in a row open the Control Step. */
export function resolveMissions(state: MetaverseState, side: 'A' | 'B', message: string, dice: Dice): Result<Step, RuleError[]> {
  if (state.stage !== 'missions') return err([metaverseError('ERR_STEP', 'The Mission Step is not open.')]);
  const r = missionActions(state, state.fighters, side, message);
  if (!r.ok) return r;
  const next: MetaverseState = { ...state, fighters: r.value.fighters, commanders: r.value.commanders };
  if (!r.value.done) return ok({ state: next, events: r.value.events });
  const control = openControl(next, dice);
  return ok({ state: control.state, events: [...r.value.events, ...control.events] });
}

/** One side's Control Step message (several actions, or none to pass); two passes in a row open the fire orders. */
export function resolveControl(state: MetaverseState, side: 'A' | 'B', actions: readonly ControlAction[]): Result<Step, RuleError[]> {
  if (state.stage !== 'control' || !state.control) return err([metaverseError('ERR_STEP', 'The Control Step is not open.')]);
  const applied = applyControl(state, state.control, side, actions);
  if (!applied.ok) return applied;
  const over = controlOwes(applied.value.state, applied.value.control) === null;
  return ok({ state: { ...applied.value.state, control: applied.value.control, stage: over ? 'fire' : 'control' }, events: applied.value.events });
}

/** Whose Control Step message is due, or null. */
export const controlDue = (state: MetaverseState): 'A' | 'B' | null => (state.stage === 'control' && state.control ? controlOwes(state, state.control) : null);

/** A37: each side's score is the enemy morale points it struck. */
export const moraleStruck = (state: MetaverseState): Record<string, number> =>
  Object.fromEntries(state.sides.map((s) => [s.side, state.sides.filter((o) => o.side !== s.side).reduce((n, o) => n + o.morale.struck, 0)]));

function outcomeOf(state: MetaverseState, lost: readonly ('A' | 'B')[]): Outcome | null {
  const eliminated = state.config.game.eliminationLoss ? state.sides.filter((s) => !state.ships.some((x) => x.side === s.side && x.status === 'active')).map((s) => s.side) : [];
  const losers = [...new Set([...lost, ...eliminated])];
  const scores = moraleStruck(state);
  const limit = state.config.game.turnLimit;
  if (losers.length === 0 && limit !== null && state.turn > limit) {
    // A37: at the turn limit, the side that struck more of the enemy's morale wins.
    const [a, b] = [scores['A'] ?? 0, scores['B'] ?? 0];
    const winner = a === b ? null : a > b ? 'A' : 'B';
    const tally = `side A struck ${a} morale points, side B ${b}`;
    return { winner, summary: `The turn limit (${limit}) is reached: ${tally}; ${winner ? `side ${winner} wins.` : 'a draw.'}`, scores };
  }
  if (losers.length === 0) return null;
  if (losers.length === 2) return { winner: null, summary: 'Both fleets break in the same turn: a draw.', scores };
  const winner = losers[0] === 'A' ? 'B' : 'A';
  const why = eliminated.includes(losers[0] as 'A' | 'B') ? 'has no ship left on the table' : 'breaks: its flag commander fails the loss check';
  return { winner, summary: `Side ${losers[0]} ${why}; side ${winner} wins.`, scores };
}

/** Starts a turn: the Command Step and its loss check. */
export function startTurn(state: MetaverseState, dice: Dice): Step {
  const cmd = commandStep(state, dice);
  const next = { ...state, commanders: cmd.commanders };
  const outcome = outcomeOf(next, cmd.lost);
  return {
    state: outcome ? { ...next, stage: 'over', outcome } : next,
    events: [{ type: 'phase', text: `Turn ${state.turn}: command` }, ...cmd.events, ...(outcome ? [{ type: 'gameOver', text: outcome.summary, data: outcome }] : [])],
  };
}

/** The Combat Phase (all starships fire at once) and the End Phase; then the next turn's Command Step. */
export function resolveFire(state: MetaverseState, orders: readonly WeaponOrder[], dice: Dice): Step {
  const cap = Object.fromEntries(state.squadrons.map((sq) => [sq.id, capDice(state.fighters, sq.id).reduce((n, d) => n + d.furballDice, 0)]));
  const combat = combatStep(state, orders, dice, cap);
  const fights = starfighterCombat({ ...state, ships: combat.ships }, state.fighters, dice);
  const lost = fights.losses.filter((l) => l.destroyed && l.morale > 0);
  // The Boarding Combat Step (p.37): every section with hostile parties, including those just landed.
  const landed = state.config.game.modules.boarding ? fights.boarders.reduce((b, l) => landBoarders(b, l), state.boarding) : state.boarding;
  const board = boardingStep({ ...state, ships: fights.ships }, landed, dice);
  const end = endPhase({ ...state, boarding: board.boarding }, board.ships, dice, lost.map((l) => ({ side: state.fighters.squadrons.find((f) => f.id === l.squadronId)?.side ?? 'A', value: l.morale })));
  const after: MetaverseState = { ...state, ships: end.ships, sides: end.sides, fighters: fights.fighters, boarding: board.boarding, shots: combat.shots, turn: state.turn + 1, stage: 'plot' };
  const next = startTurn(after, dice);
  return {
    state: next.state,
    events: [
      { type: 'phase', text: `Turn ${state.turn}: combat` },
      ...combat.events,
      ...(fights.events.length > 0 ? [{ type: 'phase', text: `Turn ${state.turn}: starfighter combat` }, ...fights.events] : []),
      ...(board.events.length > 0 ? [{ type: 'phase', text: `Turn ${state.turn}: boarding` }, ...board.events] : []),
      ...end.events,
      ...next.events,
    ],
  };
}
