/**
 * How the open step is best answered in the chat (docs/playing.md §2; core/assist.ts `guide`; book §2.3):
 * - Round plot (stage 'plot'): a "Plot <ship>" button per ship in play, each pre-filled with the ship's block
 *   (the draft's, else last round's still-valid plot, else drifting); quick answers "Everyone drifts" (no thrust,
 *   §2.31: a ship keeps its drift), "Same as last round", and "Hold fire" (`fire none · launch none`) when the
 *   draft fires. Each is merged like typed orders, so it changes only the parts it gives (the drift keeps the
 *   sensors and fire, the repeat keeps this round's launches); help whose examples use the seat's own ships,
 *   weapons and targets and fit their limits, so each parses.
 * - Fire step (firePerPhase): one text box for the phase's fire, a fire-only example, and "Hold fire".
 */
import type { Choice, StepGuide, UnitBrief } from '../../core/assist.ts';
import type { SeatId } from '../../core/rule-system.ts';
import { fireStepGuide, guideOf, NOTHING } from '../../core/step-guide.ts';
import { plotContext } from '../notation/context.ts';
import { makeRoundPlot } from '../notation/make.ts';
import { idleShipPlot, type PlotContext, type PlotShip, type ShipPlot } from '../notation/types.ts';
import type { VoidstrikerState } from '../state.ts';
import type { VoidstrikerSubmission } from '../submission.ts';
import { fireLineOf, IDLE_BLOCK, shipBody, startingPlot, repeatablePlot } from './ship-text.ts';
import { shipBriefLine } from './ship-brief.ts';

/** A valid example block for this ship: turn, thrust, sensors and fire within its limits. */
export function exampleBlock(ship: PlotShip, ctx: PlotContext): string {
  const target = ctx.targets.find((t) => !/^salvo/i.test(t.name)) ?? ctx.targets[0];
  const accel = Math.min(4, ship.thrustFactor);
  const turn = Math.min(30, ship.turnMode);
  const sections = [`thrust ${accel}/0/0`];
  const tracks = target !== undefined && ship.sensors > 0;
  if (tracks) sections.push(`sensors ${Math.min(2, ship.sensors)}>${target.name}`);
  const first = [turn > 0 ? `S${turn}` : '', accel > 0 ? `a${accel}` : ''].filter((p) => p !== '').join(' ') || '0';
  sections.push(`move ${first} | ${accel > 0 ? `a${accel}` : '0'} | 0 | 0`);
  const weapon = ship.mounts.find((m) => m.kind === 'weapon');
  // "if locked" only where the example tracks the target: an untracked target is never locked (§2.33).
  if (target && weapon) sections.push(`fire ${weapon.name} > ${target.name} ph2${tracks ? ' if locked' : ''}`);
  return `${ship.name}: ${sections.join(' · ')}`;
}

function plotGuide(state: VoidstrikerState, seat: SeatId, draft: VoidstrikerSubmission | null): StepGuide {
  const ctx = plotContext(state, seat);
  if (ctx.ships.length === 0) return NOTHING;
  const drafted = draft?.kind === 'plot' ? draft.plot.ships : [];
  const last = (id: string): ShipPlot | undefined => state.ships.find((s) => s.id === id)?.lastPlot;
  const plots = ctx.ships.map((s) => startingPlot(drafted.find((p) => p.shipId === s.id), last(s.id), s, ctx));
  const units: UnitBrief[] = ctx.ships.map((s, i) => {
    const ship = state.ships.find((v) => v.id === s.id);
    return { id: s.id, name: s.name, line: ship ? shipBriefLine(ship) : '', prefill: shipBody(plots[i] ?? idleShipPlot(s.id), ctx) };
  });
  const choices: Choice[] = [{ name: 'Everyone drifts', value: ctx.ships.map((s) => `${s.name}: ${IDLE_BLOCK}`).join('\n') }];
  const again = ctx.ships.map((s) => repeatablePlot(last(s.id), s, ctx));
  if (again.some((p) => p !== null)) {
    choices.push({ name: 'Same as last round', value: makeRoundPlot({ ships: ctx.ships.map((s, i) => again[i] ?? idleShipPlot(s.id)) }, ctx) });
  }
  // Withdraws the fire and launch parts only, so the rest of the draft stays as it is when the button is pressed.
  const firing = ctx.ships.filter((s) => drafted.some((p) => p.shipId === s.id && p.fire.length + p.launch.length > 0));
  const holdFire = firing.map((s) => `${s.name}: fire none · launch none`).join('\n');
  if (holdFire !== '') choices.push({ name: 'Hold fire', value: holdFire });
  const first = ctx.ships[0] as PlotShip;
  const other = ctx.ships[1] ?? first;
  const example = exampleBlock(first, ctx);
  return guideOf({
    mode: 'units',
    units,
    choices,
    placeholder: 'thrust 4/0/0 · sensors 2>target · move S30 a4 | a4 | 0 | 0 · fire weapon > target if locked',
    help: [
      'One block per ship, name first; sections split by · (thrust accel/evasive/attack · sensors N>target · move 4 phases split by | · fire unit > target).',
      'In a phase, S30/P15 turn to starboard/port, a4 moves 4/4" ahead (up to your accel points); 0 does nothing.',
      `e.g. \`${example}\``,
      `e.g. \`${other.name}: ${IDLE_BLOCK} · hold point-blank\` (drift, keep the guns for incoming missiles)`,
      'A section you send replaces only that part of a ship\'s orders ("fire none" withdraws its fire); /fire builds a fire line; /help voidstriker has the rest.',
    ].join('\n'),
    draftText: draft?.kind === 'plot' ? makeRoundPlot(draft.plot, ctx) : units.map((u) => `${u.name}: ${u.prefill}`).join('\n'),
    ...(holdFire !== '' ? { holdFire } : {}),
  });
}

function fireGuide(state: VoidstrikerState, seat: SeatId, draft: VoidstrikerSubmission | null): StepGuide {
  const ctx = plotContext(state, seat);
  if (ctx.ships.length === 0) return NOTHING;
  const units: UnitBrief[] = ctx.ships.map((s) => {
    const ship = state.ships.find((v) => v.id === s.id);
    const orders = draft?.kind === 'fire' ? draft.ships.find((o) => o.shipId === s.id) : undefined;
    const line = fireLineOf(orders ?? { shipId: s.id, fire: [], launch: [] }, ctx);
    return { id: s.id, name: s.name, line: ship ? shipBriefLine(ship) : '', prefill: line.slice(line.indexOf(':') + 2) };
  });
  const first = ctx.ships.find((s) => s.mounts.some((m) => m.kind === 'weapon')) ?? ctx.ships[0];
  if (!first) return NOTHING;
  const weapon = first.mounts.find((m) => m.kind === 'weapon');
  const target = ctx.targets[0];
  const example = weapon && target ? `${first.name}: fire ${weapon.name} > ${target.name}` : `${first.name}: hold`;
  const phase = 'abcd'[state.pending?.phase ?? 0] ?? 'a';
  return fireStepGuide({
    units,
    holding: ctx.ships.map((s) => s.name),
    example,
    help: [
      `Fire after phase ${phase}'s movement: one line per ship, "${example}".`,
      'Several orders go on one line split by ";"; missile tubes use "launch". "Ship: hold" fires nothing.',
      'Each weapon fires once a round (§2.35); /fire lists only targets in arc now.',
    ],
    draftText: draft?.kind === 'fire' ? units.map((u) => `${u.name}: ${u.prefill}`).join('\n') : '',
  });
}

export function guide(state: VoidstrikerState, seat: SeatId, draft: VoidstrikerSubmission | null): StepGuide {
  switch (state.stage) {
    case 'plot':
      return plotGuide(state, seat, draft);
    case 'fire':
      return fireGuide(state, seat, draft);
    case 'over':
      return NOTHING;
  }
}
