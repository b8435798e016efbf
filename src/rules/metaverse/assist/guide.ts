/**
 * How the open step is best answered in the chat (docs/playing.md §2; core/assist.ts `guide`; Metaverse p.5 plots, p.19
 * Mission Step, p.21 Control Step, p.24 fire):
 * - plot (secret): a "Plot <squadron>" button per squadron in play, pre-filled with its part of the draft (else
 *   `drift`); the line gives position, heading, momentum (Cinematic) or speed and rotation (Newtonian) and the
 *   commander's CP; "Everyone drifts" as a quick answer; examples built from the seat's squadrons.
 * - missions / control (the sides take turns): one text box, a "Pass" button when it is the seat's turn, the
 *   relevant help with examples naming its fighters in space, enemy ships and squadrons, and its commanders' CP.
 * - fire (secret): a button per ship, pre-filled with its draft orders (else `hold`); each line lists the legal
 *   targets in reach now and the weapons Danger Close forces (p.22); "Hold fire" as a quick answer.
 * - standing orders (sequence/standing/, unless the game plays one message at a time): the plot's help shows how to give
 *   them; a side asked in their play-out is told why, its orders left stand in the text box, and "Pass" (for the
 *   rest of the step) and the suggested ending ("Pass unless they use EW", assist/standing-suggestion.ts) are quick
 *   answers; fire orders before the end of the Control Step are told that `control:` lines go with them and which
 *   targets those lines would make legal.
 */
import type { Choice, StepGuide, UnitBrief } from '../../core/assist.ts';
import type { SeatId } from '../../core/rule-system.ts';
import { makeFireOrders, makeSquadronPlot, makeTurnPlot } from '../notation/make.ts';
import type { MetaverseSubmission } from '../submission.ts';
import { alternatingSide } from '../notation/submission-text.ts';
import { ownSquadrons, seatFireContext, seatPlotContext } from '../sequence/orders.ts';
import type { MetaverseState } from '../state.ts';
import { firingShips, type FiringShip } from './fire-choices.ts';
import { forcedNow, nothingInReach, reachable, reachTo } from './fire-reach.ts';
import { plotHelp, standingAnswerLine, standingHint, stepRuleLine } from './examples.ts';
import { answersWithOrders, isStrict } from '../sequence/standing/read.ts';
import { targetOptionsNow, withNominations } from '../sequence/standing/fire-targets.ts';
import { makeScript } from '../sequence/standing/script.ts';
import { stepContext, unitContext } from '../sequence/standing/context.ts';
import { standingLines } from '../sequence/standing/lines.ts';
import type { StandingOrders } from '../sequence/standing/types.ts';
import type { SideDeclarations } from '../sequence/combat/legal-targets.ts';
import { cm, cpLine, MAX_BUTTONS, MAX_NAME, MAX_PLACEHOLDER } from './seat.ts';
import { clip } from '../../core/cut-text.ts';
import { sideOfSeat } from '../sequence/orders.ts';
import { squadronLine } from './squadron-brief.ts';
import { nearestEnemySquadron, suggestedEnding, suggestedStanding } from './standing-suggestion.ts';
import { designOfShip } from '../ships/library.ts';
import { weaponLabel } from '../ships/part-labels.ts';

const NOTHING: StepGuide = { mode: 'text', units: [], choices: [], placeholder: '', help: 'Nothing to do in this step.', draftText: '' };

function guideOf(g: StepGuide): StepGuide {
  return {
    ...g,
    placeholder: clip(g.placeholder, MAX_PLACEHOLDER),
    choices: g.choices.slice(0, MAX_BUTTONS).map((c) => ({ name: clip(c.name, 80), value: c.value })),
  };
}

/** The body of a "Name: body" line. */
const bodyOf = (line: string): string => line.slice(line.indexOf(':') + 1).trim();

function squadronUnits(state: MetaverseState, side: 'A' | 'B'): UnitBrief[] {
  return ownSquadrons(state, side).map(({ sq }) => ({ id: sq.id, name: sq.name, line: squadronLine(state, sq), prefill: '' }));
}

function plotGuide(state: MetaverseState, seat: SeatId, draft: MetaverseSubmission | null): StepGuide {
  const ctx = seatPlotContext(state, seat);
  if (!ctx.ok || ctx.value.squadrons.length === 0) return NOTHING;
  const c = ctx.value;
  const drafted = draft?.kind === 'plot' ? draft.plot.squadrons : [];
  const units: UnitBrief[] = c.squadrons.map((q) => {
    const sq = state.squadrons.find((x) => x.id === q.id);
    const own = drafted.find((p) => p.squadron === q.id && p.breakOff.length === 0);
    return { id: q.id, name: q.name, line: sq ? squadronLine(state, sq) : '', prefill: own ? bodyOf(makeSquadronPlot(own, q, c)) : 'drift' };
  });
  const allDrift = c.squadrons.map((q) => `${q.name}: drift`).join('\n');
  const methods = new Set(c.squadrons.map((q) => q.method));
  const placeholder =
    methods.size > 1
      ? 'Cinematic A2 T:S · Newtonian R:CW1 F:FWD2@1 · drift (see the help)'
      : methods.has('cinematic')
        ? 'A2 T:S = accelerate 2, turn to starboard · D1 decelerate · drift = no change'
        : 'R:CW1 F:FWD2@1 = rotate clockwise, thrust 2 at step 1 · drift = no change';
  const choices: Choice[] = [{ name: 'Everyone drifts', value: allDrift }];
  return guideOf({
    mode: 'units',
    units,
    choices,
    placeholder,
    help: [plotHelp(c, state.turn === 1), ...(isStrict(state) ? [] : [standingHint(suggestedStanding(state, sideOfSeat(state, seat) ?? 'A'))])].join('\n'),
    draftText: [
      drafted.length > 0 ? makeTurnPlot(draft?.kind === 'plot' ? draft.plot : { squadrons: [] }, c) : allDrift,
      ...draftStanding(state, sideOfSeat(state, seat) ?? 'A', draft?.kind === 'plot' ? draft.standing : undefined),
    ].join('\n'),
  });
}

function missionExamples(state: MetaverseState, side: 'A' | 'B'): string[] {
  const fighters = state.fighters.squadrons.filter((f) => f.side === side && f.status === 'space');
  if (fighters.length === 0) return ['No fighter squadron of yours is in space: pass.'];
  const enemy = nearestEnemySquadron(state, side);
  const lines = [`Your fighters in space: ${fighters.map((f) => `${f.name} (${f.strength})`).join(', ')}`];
  if (enemy) lines.push(`e.g. \`mission ${fighters.slice(0, 2).map((f) => f.name).join(', ')} > ${enemy.name}\``);
  const mission = state.fighters.missions.find((m) => m.side === side);
  if (mission) lines.push(`e.g. \`recall ${mission.id.replace(/^[AB]-/, '')}\``);
  return lines;
}

function controlExamples(state: MetaverseState, side: 'A' | 'B'): string[] {
  const enemy = nearestEnemySquadron(state, side);
  const target = state.ships.find((s) => s.squadronId === enemy?.id && s.status === 'active');
  const own = ownSquadrons(state, side);
  const lines: string[] = [];
  if (target) lines.push(`e.g. \`priority ${target.name}\``);
  if (target && own[0]) lines.push(`e.g. \`designate ${target.name} for ${own[0].sq.name}\``);
  const ship = own[0]?.ships[0];
  if (ship) lines.push(`e.g. \`shields ${ship.name} down\``);
  return lines;
}

/** "Pass", and the suggested ending when it waits for something ("Pass unless they use EW"). */
const passChoices = (ending: string): Choice[] => [{ name: 'Pass', value: 'pass' }, ...(ending === 'pass' ? [] : [{ name: `Pass ${ending.replace(/^pass /, '').replace('enemy uses', 'they use')}`, value: ending }])];

/** The answer of a side asked in the play-out of standing orders (module header). */
function askedGuide(state: MetaverseState, side: 'A' | 'B', stage: 'missions' | 'control'): StepGuide {
  const asking = state.standing?.asking;
  const mine = asking?.side === side;
  const examples = stage === 'missions' ? missionExamples(state, side) : controlExamples(state, side);
  const left = state.standing?.sides[side]?.scripts;
  const ctx = (step: 'missions' | 'control') => ({ step: stepContext(state, side, step), units: unitContext(state, side) });
  const here = left?.[stage] ? makeScript(left[stage], ctx(stage)) : [];
  const next = stage === 'missions' && left?.control ? standingLines('control', makeScript(left.control, ctx('control'))) : [];
  return guideOf({
    mode: 'text',
    units: squadronUnits(state, side),
    choices: mine ? passChoices(suggestedEnding(state, side)) : [],
    placeholder: stage === 'missions' ? 'mission Fighter > squadron; pass unless enemy strikes' : `designate Ship for Squadron; ${suggestedEnding(state, side)}`,
    help: [
      mine ? (asking?.why ?? '') : `It is side ${alternatingSide(state) ?? '?'}'s turn: wait for their message.`,
      stepRuleLine(stage),
      standingAnswerLine(stage === 'control' ? suggestedEnding(state, side) : 'pass unless enemy strikes'),
      ...examples,
      `CP: ${cpLine(state, side)}`,
    ]
      .filter((l) => l !== '')
      .join('\n'),
    draftText: [...here, ...next].join('\n'),
  });
}

function stepGuide(state: MetaverseState, seat: SeatId, stage: 'missions' | 'control'): StepGuide {
  const side = sideOfSeat(state, seat);
  if (!side) return NOTHING;
  if (answersWithOrders(state)) return askedGuide(state, side, stage);
  const due = alternatingSide(state);
  const mine = due === side;
  const examples = stage === 'missions' ? missionExamples(state, side) : controlExamples(state, side);
  const wait = mine ? [] : [`It is side ${due ?? '?'}'s turn: wait for their message.`];
  const placeholder = stage === 'missions' ? 'mission Fighter, Fighter > enemy squadron · recall M1 · pass' : 'priority Ship · designate Ship for Squadron · shields Ship down · pass';
  return guideOf({
    mode: 'text',
    units: squadronUnits(state, side),
    choices: mine ? [{ name: 'Pass', value: 'pass' }] : [],
    placeholder,
    help: [...wait, stepRuleLine(stage), ...examples, `CP: ${cpLine(state, side)}`].join('\n'),
    draftText: '',
  });
}

/** "targets now: VHS Dominator 34 cm · Danger Close: Heavy Laser 1, Heavy Laser 2 must fire at VHS Stalker". */
function fireUnitLine(state: MetaverseState, f: FiringShip, declarations?: SideDeclarations): string {
  const seen = new Map<string, number>();
  for (const g of f.groups) for (const r of reachable(state, f.ship, g, declarations)) seen.set(r.target.id, r.distanceCm);
  const name = (id: string): string => state.ships.find((s) => s.id === id)?.name ?? id;
  const targets = [...seen].sort((a, b) => a[1] - b[1]).map(([id, d]) => `${name(id)} ${cm(d)} cm`);
  const forced = Object.entries(forcedNow(state, f.ship)).filter(([, t]) => t.length > 0);
  const parts = [targets.length > 0 ? `targets now: ${targets.join(', ')}` : nothingInReach(state, f.ship, f.groups, declarations)];
  // Before the end of the Control Step, the enemies in reach that control orders could still nominate.
  if (declarations) {
    const cloaked = new Set(targetOptionsNow(state).cloaked ?? []);
    const others = state.ships.filter((t) => t.side !== f.ship.side && t.status === 'active' && !seen.has(t.id) && !cloaked.has(t.id));
    const more = others.flatMap((t) => (f.groups.some((g) => reachTo(state, f.ship, g, t)) ? [t.name] : []));
    const squadron = state.squadrons.find((q) => q.id === f.ship.squadronId)?.name ?? f.ship.name;
    // The exact line that nominates the first of them, so the player knows what to write (p.21, 1 CP).
    if (more.length > 0) parts.push(`in reach once nominated: ${more.join(', ')} (write "control: designate ${more[0] ?? ''} for ${squadron}")`);
  }
  // Weapons forced onto the same ships share one phrase: "Heavy Laser 1, Heavy Laser 2 must fire at VHS Dominator".
  const byTarget = new Map<string, string[]>();
  const label = (w: string): string => weaponLabel(designOfShip(f.ship), w);
  for (const [w, t] of forced) byTarget.set(t.map(name).join(' or '), [...(byTarget.get(t.map(name).join(' or ')) ?? []), label(w)]);
  if (forced.length > 0) parts.push(`Danger Close: ${[...byTarget].map(([t, ws]) => `${ws.join(', ')} must fire at ${t}`).join('; ')}`);
  return parts.join(' · ');
}

function fireGuide(state: MetaverseState, seat: SeatId, draft: MetaverseSubmission | null): StepGuide {
  const ctx = seatFireContext(state, seat);
  const ships = firingShips(state, seat);
  if (!ctx.ok || ships.length === 0) return NOTHING;
  const drafted = draft?.kind === 'fire' ? draft.fire.ships : [];
  // Before the end of the Control Step, the nominations of the draft's (or the plot's) control orders count.
  const side = sideOfSeat(state, seat) ?? 'A';
  const early = (state.standing?.resume ?? null) !== null;
  const script = (draft?.kind === 'fire' ? draft.standing?.control : undefined) ?? state.standing?.sides[side]?.scripts.control;
  const declarations = early ? withNominations(state, side, script) : undefined;
  const units: UnitBrief[] = ships.map((f) => {
    const own = drafted.find((s) => s.ship === f.ship.id);
    return { id: f.ship.id, name: f.ship.name, line: fireUnitLine(state, f, declarations), prefill: own ? bodyOf(makeFireOrders({ ships: [own] }, ctx.value)) : 'hold' };
  });
  // An example that fires at a legal target in reach, else at any enemy.
  const withTarget = ships.flatMap((f) => f.groups.map((g) => ({ f, g, r: reachable(state, f.ship, g)[0] }))).find((x) => x.r);
  const anyShip = ships.find((f) => f.groups.length > 0);
  const enemy = state.ships.find((s) => s.side !== sideOfSeat(state, seat) && s.status === 'active');
  const example = withTarget?.r
    ? `${withTarget.f.ship.name}: all ${withTarget.g.name} > ${withTarget.r.target.name}`
    : anyShip?.groups[0] && enemy
      ? `${anyShip.ship.name}: all ${anyShip.groups[0].name} > ${enemy.name}`
      : `${ships[0]?.ship.name ?? 'Ship'}: hold`;
  const holdFire = ships.map((f) => `${f.ship.name}: hold`).join('\n');
  const resume = state.standing?.resume ?? null;
  return guideOf({
    mode: 'units',
    units,
    choices: [{ name: 'Hold fire', value: holdFire }],
    holdFire,
    placeholder: clip(`${bodyOf(example)} · hold`, MAX_NAME),
    // One phone screen (issue 24): the ships and their targets are the units above; the notation is in /help.
    help: [
      ...(early ? [`The ${resume === 'missions' ? 'Mission and Control Steps are' : 'Control Step is'} not over: your orders for ${resume === 'missions' ? 'them' : 'it'} go with your fire orders (else your side passes), e.g. \`${suggestedStanding(state, side)}\``] : []),
      `e.g. \`${example}\` · \`hold\` holds a ship's fire`,
      `One line per ship, \`Name: weapons > target\`; ${early ? '/fire also offers targets your control orders must nominate first' : '/fire lists the legal targets in reach'}; the whole notation in /help system:metaverse.`,
    ].join('\n'),
    draftText: draft?.kind === 'fire' ? [makeFireOrders(draft.fire, ctx.value), ...draftStanding(state, side, draft.standing)].filter((l) => l !== '').join('\n') : '',
  });
}

/** A draft's standing orders as the lines that give them again. */
function draftStanding(state: MetaverseState, side: 'A' | 'B', orders: StandingOrders | undefined): string[] {
  return (['missions', 'control'] as const).flatMap((step) => {
    const script = orders?.[step];
    return script ? standingLines(step, makeScript(script, { step: stepContext(state, side, step), units: unitContext(state, side) })) : [];
  });
}

export function guide(state: MetaverseState, seat: SeatId, draft: MetaverseSubmission | null): StepGuide {
  switch (state.stage) {
    case 'plot':
      return plotGuide(state, seat, draft);
    case 'missions':
    case 'control':
      return stepGuide(state, seat, state.stage);
    case 'fire':
      return fireGuide(state, seat, draft);
    case 'over':
      return NOTHING;
  }
}

