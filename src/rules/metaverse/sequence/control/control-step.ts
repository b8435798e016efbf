/**
 * The Control Step as play by post runs it (Metaverse p.21 "Control Step", "Targets", "Electronic Warfare"; p.45
 * shields; p.53–57 EW systems; rulings A26, A27, A48, A50, A54): after movement and before any fire, the side
 * with more starships (not squadrons) acts first, then the sides alternate; two passes in a row end the step.
 *
 * What a side may declare: priority fleet targets (the flag commander pays ceil(squadrons / 2) CP), designated
 * squadron targets (1 CP from the squadron's chain), EW orders (1 CP from the ship's chain; settings persist),
 * stealth per squadron (1 CP), countermeasure pods and dropping/raising shields (free), and Control Step tactics.
 * Each action is checked by control/validate.ts and applied by control/apply.ts; the CPs come off the commanders'
 * `cp` through command/budget.ts.
 *
 * Judgement calls (play by post):
 * - One message is one alternation turn, and it may hold SEVERAL actions: they are checked in order against the
 *   state the earlier ones leave, and the whole message is refused (every problem listed) when any action fails or
 *   the CPs do not cover them all. An empty message (or only `pass`) is a pass. Two passes in a row end the step.
 * - A tie in starships is broken by one labelled D6 (control/alternation.ts, A48).
 * - Nominations last this turn only (A27); EW settings, pods left and dropped shields carry over through the
 *   previous turn's ControlState (`startControl`'s third argument).
 * - The same priority target, or the same designated target for the same squadron, cannot be bought twice in a turn.
 * - When a text order names no payer, a designation or EW order is paid by the nearest commander up the squadron's
 *   chain (its own commander first) who still has a CP after the message's earlier spends.
 * - Line of sight is always clear (Match Play has no terrain yet); distances are squadron point to squadron point.
 * - Tactics are validated and paid for, but their effects are not composed yet.
 */
import type { Dice } from '../../../core/dice.ts';
import type { Named } from '../../../core/names.ts';
import { about, aboutAll } from '../../../core/problem.ts';
import { err, ok, type Result, type RuleError } from '../../../core/result.ts';
import type { GameEvent } from '../../../core/rule-system.ts';
import { isOperational } from '../../damage/power.ts';
import { validateSpending, type CpSpend } from '../../command/budget.ts';
import { superiorsOf, type ChainOfCommand } from '../../command/chain.ts';
import { priorityTargetCost } from '../../command/cp-costs.ts';
import { afterAction, firstToAct, startAlternation } from '../../control/alternation.ts';
import { applyControlAction, type ControlSideState } from '../../control/apply.ts';
import { emptyDeclarations, type ControlDeclarations } from '../../control/declarations.ts';
import { initialEwSystem } from '../../control/ew-systems.ts';
import type { ControlAction, ControlShip, EwSystem, EwSystemKind } from '../../control/types.ts';
import { validateControlAction, type ControlContext } from '../../control/validate.ts';
import { distance } from '../../../core/plane.ts';
import { parseControlAction, type ControlActionDraft, type StepContext } from '../../notation/step-action.ts';
import { findTactic, TACTICS, type TacticDefinition } from '../../tactics/catalogue.ts';
import { designOfShip, navyById } from '../../ships/library.ts';
import { systemName } from '../../ships/part-name.ts';
import type { ControlState, EwOrderRecord, MetaverseState, MvShip } from '../../state.ts';
import { count } from '../../../core/text.ts';
import { metaverseError } from '../../errors.ts';

export type Side = 'A' | 'B';

export interface ControlStep {
  readonly state: MetaverseState;
  readonly control: ControlState;
  readonly events: GameEvent[];
}

/** The EW systems ordered in the Control Step (p.21 list). */
export const CONTROL_EW: readonly EwSystemKind[] = ['ecm', 'ej', 'cloak', 'stealth', 'elint', 'targeting', 'ansible'];

const activeShips = (state: MetaverseState, side?: Side): MvShip[] => state.ships.filter((s) => s.status === 'active' && (side === undefined || s.side === side));
const other = (side: Side): Side => (side === 'A' ? 'B' : 'A');
const shipName = (state: MetaverseState, id: string): string => state.ships.find((s) => s.id === id)?.name ?? 'a ship';
const squadronName = (state: MetaverseState, id: string): string => state.squadrons.find((s) => s.id === id)?.name ?? 'a squadron';
/** Commanders' and squadrons' names by id, for the CP budget's refusals. */
export const namesOf = (state: MetaverseState): Record<string, string> => Object.fromEntries([...state.commanders, ...state.squadrons, ...state.ships].map((x) => [x.id, x.name]));
const commanderName = (state: MetaverseState, id: string): string => state.commanders.find((c) => c.id === id)?.name ?? 'a commander';

/** The ship's Control Step EW systems now: carried settings, off while disabled, off again once repaired (p.21). */
function ewSystemsOf(ship: MvShip, carried: readonly EwSystem[] | undefined): EwSystem[] {
  const design = designOfShip(ship);
  return design.systems.flatMap((sys) => {
    if (!(CONTROL_EW as readonly string[]).includes(sys.kind) || !('rating' in sys)) return [];
    const kind = sys.kind as EwSystemKind;
    const works = isOperational(design, sys.id, sys.section, ship.damage);
    const before = carried?.find((e) => e.id === sys.id);
    const startsActive = 'startsActive' in sys && sys.startsActive === true;
    const base = before ?? initialEwSystem(sys.id, kind, sys.rating, startsActive);
    if (!works) return [{ ...base, active: false, disabled: true, targets: [] }];
    if (base.disabled) return [{ ...base, disabled: false, active: false, targets: [] }];
    return [base];
  });
}

/** Is this ship cloaked by an active, working cloak generator (p.56)? */
export const hasActiveCloak = (control: Pick<ControlState, 'ewSystems'>, shipId: string): boolean =>
  (control.ewSystems[shipId] ?? []).some((e) => e.kind === 'cloak' && e.active && !e.disabled);

/**
 * Starts the turn's Control Step: the side with more starships acts first (ties: a labelled D6). `previous` is the
 * last turn's ControlState, whose EW settings, pods left and dropped shields carry over.
 */
export function startControl(state: MetaverseState, dice: Dice, previous?: ControlState): { control: ControlState; events: GameEvent[] } {
  const a = activeShips(state, 'A').length;
  const b = activeShips(state, 'B').length;
  // p.21: "The player with more starships (not squadrons) begins".
  const first = firstToAct({ side: 'A', count: a }, { side: 'B', count: b }, dice, 'Control Step');
  const ewSystems: Record<string, readonly EwSystem[]> = {};
  const podsLeft: Record<string, number> = {};
  for (const ship of activeShips(state)) {
    ewSystems[ship.id] = ewSystemsOf(ship, previous?.ewSystems[ship.id]);
    podsLeft[ship.id] = previous?.podsLeft[ship.id] ?? designOfShip(ship).systems.filter((s) => s.kind === 'countermeasure_pod').length;
  }
  const control: ControlState = {
    turn: state.turn,
    alternation: startAlternation(first),
    tieBreak: first.tieBreak ?? null,
    declarations: { A: emptyDeclarations(), B: emptyDeclarations() },
    ewOrders: [],
    ewSystems,
    podsLeft,
    shieldsDropped: (previous?.shieldsDropped ?? []).filter((id) => activeShips(state).some((s) => s.id === id)),
  };
  const tie = first.tieBreak ? `: a tie, d6 ${first.tieBreak.roll} (1–3 A, 4–6 B)` : '';
  return {
    control,
    events: [{ type: 'control', text: `Turn ${state.turn}: Control Step — side A has ${a} starships, side B ${b}${tie} → side ${first.first} acts first.`, data: first }],
  };
}

/** The side whose Control Step message is due, or null once two passes in a row have ended the step. */
export function controlOwes(_state: MetaverseState, control: ControlState): Side | null {
  const s = control.alternation.toAct;
  return s === 'A' || s === 'B' ? s : null;
}

/** The side's chain of command (command/chain.ts) from the game's commanders and squadrons. */
export function chainOf(state: MetaverseState, side: Side): ChainOfCommand {
  return {
    commanders: state.commanders.filter((c) => c.side === side).map((c) => ({ id: c.id, shipId: c.shipId, rank: c.rank, quality: c.quality, superiorId: c.superior })),
    squadrons: state.squadrons.filter((s) => s.side === side).map((s) => ({ id: s.id, commanderId: s.commanderId })),
  };
}

/** A54: the fleet's current squadrons — those with a ship still on the table. */
const currentSquadrons = (state: MetaverseState, side: Side): number =>
  state.squadrons.filter((q) => q.side === side && state.ships.some((s) => s.squadronId === q.id && s.status === 'active')).length;

const flagOf = (state: MetaverseState, side: Side) => state.commanders.find((c) => c.side === side && c.superior === null);

function controlShipsOf(state: MetaverseState, control: ControlState, side: Side): ControlShip[] {
  return activeShips(state, side).map((ship) => {
    const design = designOfShip(ship);
    return {
      id: ship.id,
      squadronId: ship.squadronId,
      ewSystems: control.ewSystems[ship.id] ?? [],
      podsLeft: control.podsLeft[ship.id] ?? 0,
      hasShields: design.systems.some((s) => s.kind === 'shield_generator'),
      shieldsDropped: control.shieldsDropped.includes(ship.id),
      cloaked: hasActiveCloak(control, ship.id),
      threat: design.threat,
    };
  });
}

const squadronPoint = (state: MetaverseState, shipId: string) => {
  const ship = state.ships.find((s) => s.id === shipId);
  return state.squadrons.find((q) => q.id === ship?.squadronId)?.at;
};

const tacticsOf = (state: MetaverseState, side: Side): TacticDefinition[] => {
  const navy = navyById(state.sides.find((s) => s.side === side)?.navyId ?? '');
  return (navy?.tactics ?? []).flatMap((id) => findTactic(TACTICS, id) ?? []);
};

function contextOf(state: MetaverseState, control: ControlState, side: Side, sideState: ControlSideState): ControlContext {
  return {
    chain: chainOf(state, side),
    ownShips: sideState.ships,
    enemyShips: activeShips(state, other(side)).map((s) => ({ id: s.id, cloaked: hasActiveCloak(control, s.id) })),
    tactics: tacticsOf(state, side),
    lineOfSight: () => true,
    distanceCm: (from, to) => {
      const p = squadronPoint(state, from);
      const q = squadronPoint(state, to);
      return p && q ? distance(p, q) : Infinity;
    },
    declarations: sideState.declarations,
    name: (id) => namesOf(state)[id] ?? systemNameOf(state, id) ?? 'that',
  };
}

/** An EW system's name as the ship display gives it (ships/part-name.ts), never its id. */
function systemNameOf(state: MetaverseState, systemId: string): string | undefined {
  for (const ship of state.ships) {
    const found = designOfShip(ship).systems.find((x) => x.id === systemId);
    if (found) return systemName(found);
  }
  return undefined;
}

/** Nominations bought twice in one turn are refused (they would cost CP for nothing). */
function duplicate(state: MetaverseState, d: ControlDeclarations, action: ControlAction): RuleError | undefined {
  if (action.kind === 'priority-target' && d.priorityTargets.includes(action.targetShipId)) {
    return metaverseError('ERR_PRIORITY_TWICE', `${shipName(state, action.targetShipId)} is already a priority target this turn; pick another ship.`);
  }
  if (action.kind === 'designated-target' && (d.designatedTargets[action.squadronId] ?? []).includes(action.targetShipId)) {
    return metaverseError('ERR_DESIGNATED_TWICE', `${shipName(state, action.targetShipId)} is already designated for ${squadronName(state, action.squadronId)}; pick another target.`);
  }
  return undefined;
}

/** One public line per applied action. */
function describe(state: MetaverseState, side: Side, action: ControlAction, spend: { commanderId: string; cost: number; left: number } | null): string {
  const paid = spend ? ` — ${commanderName(state, spend.commanderId)} pays ${spend.cost} CP (${spend.left} left)` : ' (free)';
  switch (action.kind) {
    case 'pass':
      return `Side ${side} passes.`;
    case 'priority-target':
      return `Side ${side}: priority fleet target ${shipName(state, action.targetShipId)}${paid}.`;
    case 'designated-target':
      return `Side ${side}: ${squadronName(state, action.squadronId)} is designated ${shipName(state, action.targetShipId)}${paid}.`;
    case 'ew': {
      const to = action.targets && action.targets.length > 0 && action.order !== 'deactivate' ? ` on ${action.targets.map((t) => shipName(state, t)).join(', ')}` : '';
      const verb = action.order === 'activate' ? 'on' : action.order === 'deactivate' ? 'off' : 'retargeted';
      return `Side ${side}: ${shipName(state, action.shipId)} ${systemNameOf(state, action.systemId) ?? 'EW system'} ${verb}${to}${paid}.`;
    }
    case 'stealth':
      return `Side ${side}: ${squadronName(state, action.squadronId)} stealth ${action.on ? 'on' : 'off'}${paid}.`;
    case 'countermeasure-pods':
      return `Side ${side}: ${shipName(state, action.shipId)} fires ${count(action.count, 'countermeasure pod')}${paid}.`;
    case 'shields':
      return `Side ${side}: ${shipName(state, action.shipId)} ${action.raise ? 'raises' : 'drops'} its shields${paid}.`;
    case 'tactic':
      return `Side ${side}: tactic ${TACTICS.find((t) => t.id === action.tacticId)?.name ?? 'played'}${action.shipId ? ` on ${shipName(state, action.shipId)}` : ''}${action.targetShipId ? ` against ${shipName(state, action.targetShipId)}` : ''}${paid}.`;
  }
}

/**
 * One side's Control Step message: `actions` all at once (an empty list is a pass). All-or-nothing: every problem is
 * reported together and nothing changes. On success the CPs come off the commanders, the declarations and EW settings
 * are recorded, and the step passes to the other side (or ends after two passes in a row).
 */
export function applyControl(state: MetaverseState, control: ControlState, side: Side, actions: readonly ControlAction[]): Result<ControlStep, RuleError[]> {
  const due = controlOwes(state, control);
  if (due === null) return err([metaverseError('ERR_CONTROL_OVER', 'The Control Step is over; send your fire orders.')]);
  if (due !== side) return err([metaverseError('ERR_CONTROL_NOT_YOUR_TURN', `It is side ${due}'s turn in the Control Step; wait for their message.`)]);
  const real = actions.filter((a) => a.kind !== 'pass');
  const errors: RuleError[] = [];
  const spends: { index: number; spend: CpSpend }[] = [];
  let sideState: ControlSideState = { declarations: control.declarations[side], ships: controlShipsOf(state, control, side) };
  real.forEach((action, index) => {
    const at = `actions[${index}]`;
    const twice = duplicate(state, sideState.declarations, action);
    if (twice) {
      errors.push({ ...twice, at });
      return;
    }
    const checked = validateControlAction(contextOf(state, control, side, sideState), action);
    if (!checked.ok) {
      errors.push(...checked.error.map((e) => ({ ...e, at: e.at ?? at })));
      return;
    }
    if (checked.value) spends.push({ index, spend: checked.value });
    sideState = applyControlAction(sideState, action);
  });
  const budget = Object.fromEntries(state.commanders.filter((c) => c.side === side).map((c) => [c.id, c.cp]));
  const summary = validateSpending(
    budget,
    spends.map((s) => s.spend),
    { chain: chainOf(state, side), ownSquadrons: currentSquadrons(state, side) },
    namesOf(state),
  );
  if (!summary.ok) errors.push(...summary.error);
  if (errors.length > 0 || !summary.ok) return err(errors);

  // Each spend's cost and what its commander has left after it, for the public lines.
  const running: Record<string, number> = { ...budget };
  const costs = new Map<number, { commanderId: string; cost: number; left: number }>();
  for (const { index, spend } of spends) {
    const cost = spend.action === 'priority-target' ? priorityTargetCost(currentSquadrons(state, side)) : spend.cost ?? 1;
    running[spend.commanderId] = (running[spend.commanderId] ?? 0) - cost;
    costs.set(index, { commanderId: spend.commanderId, cost, left: running[spend.commanderId] ?? 0 });
  }
  const commanders = state.commanders.map((c) => (c.side === side ? { ...c, cp: summary.value.remaining[c.id] ?? c.cp } : c));
  const ewSystems = { ...control.ewSystems };
  const podsLeft = { ...control.podsLeft };
  let shieldsDropped = control.shieldsDropped.filter((id) => !sideState.ships.some((s) => s.id === id));
  for (const s of sideState.ships) {
    ewSystems[s.id] = s.ewSystems;
    podsLeft[s.id] = s.podsLeft;
    if (s.shieldsDropped) shieldsDropped = [...shieldsDropped, s.id];
  }
  const ewOrders: EwOrderRecord[] = real.flatMap((a) =>
    a.kind === 'ew' ? [{ side, shipId: a.shipId, systemId: a.systemId, order: a.order, targets: a.order === 'deactivate' ? [] : [...(a.targets ?? [])] }] : [],
  );
  const passed = real.length === 0;
  const alternation = afterAction(control.alternation, side, passed);
  const events: GameEvent[] = passed ? [{ type: 'control', text: `Side ${side} passes.` }] : real.map((a, i) => ({ type: 'control', text: describe(state, side, a, costs.get(i) ?? null), data: a }));
  if (alternation.toAct === null) events.push({ type: 'control', text: 'Two passes in a row: the Control Step is over.' });
  return ok({
    state: { ...state, commanders },
    control: {
      ...control,
      alternation,
      declarations: { ...control.declarations, [side]: sideState.declarations },
      ewOrders: [...control.ewOrders, ...ewOrders],
      ewSystems,
      podsLeft,
      shieldsDropped,
    },
    events,
  });
}

/** The names a seat may type in its Control Step message (notation/step-action.ts StepContext). */
export function controlTextContext(state: MetaverseState, control: ControlState, side: Side): StepContext {
  const named = (id: string, name: string): Named => ({ id, name });
  return {
    squadrons: state.squadrons.filter((q) => state.ships.some((s) => s.squadronId === q.id && s.status === 'active')).map((q) => ({ ...named(q.id, q.name), own: q.side === side })),
    ships: activeShips(state, side).map((s) => ({
      ...named(s.id, s.name),
      ew: (control.ewSystems[s.id] ?? []).map((e) => ({ id: e.id, name: designOfShip(s).systems.find((x) => x.id === e.id)?.name ?? e.id, kind: e.kind })),
    })),
    enemyShips: activeShips(state, other(side)).map((s) => named(s.id, s.name)),
    fighters: [],
    missions: [],
    commanders: state.commanders.filter((c) => c.side === side).map((c) => named(c.id, c.name)),
  };
}

/**
 * Splits a message into actions: ';' or new lines; a "pay X" part belongs to the action before it. The Mission
 * Step's messages are split the same way (submission-text.ts), so both echo and store one action per line.
 */
export function splitMessage(text: string): string[] {
  const parts: string[] = [];
  for (const raw of text.split(/[;\n]/)) {
    const part = raw.trim();
    if (part === '') continue;
    if (/^pay\s/i.test(part) && parts.length > 0) parts[parts.length - 1] = `${parts[parts.length - 1] ?? ''} · ${part}`;
    else parts.push(part);
  }
  return parts;
}

/**
 * Reads a Control Step message: several actions separated by ';' or new lines (notation/step-action.ts notation). An
 * empty message or `pass` is a pass (an empty list). Payers left out are chosen as the module header says.
 */
export function parseControlMessage(state: MetaverseState, control: ControlState, side: Side, text: string): Result<ControlAction[], RuleError[]> {
  const read = readControlMessage(state, control, side, text);
  return read.errors.length > 0 ? err(read.errors) : ok(read.actions);
}

/**
 * A Control Step message read and tried against the step (`applyControl`): every problem at once — the actions that
 * read well are tried even when others did not — each quoting the action it is about.
 */
export function checkControlMessage(state: MetaverseState, control: ControlState, side: Side, text: string): Result<ControlAction[], RuleError[]> {
  const read = readControlMessage(state, control, side, text);
  const tried = applyControl(state, control, side, read.actions);
  const more = tried.ok ? [] : tried.error.map((e) => about({ quote: read.words[Number(/^actions\[(\d+)\]$/.exec(e.at ?? '')?.[1] ?? -1)] }, e));
  const all = [...read.errors, ...more];
  return all.length > 0 ? err(all) : ok(read.actions);
}

/** The actions that read, with the words of each, and the problems of those that did not (each quoting its words). */
function readControlMessage(state: MetaverseState, control: ControlState, side: Side, text: string): { actions: ControlAction[]; words: string[]; errors: RuleError[] } {
  const ctx = controlTextContext(state, control, side);
  const errors: RuleError[] = [];
  const parsed: { action: ControlActionDraft; words: string }[] = [];
  for (const part of splitMessage(text)) {
    const r = parseControlAction(part, ctx);
    if (r.ok) parsed.push({ action: r.value, words: part });
    else errors.push(...aboutAll({ quote: part }, r.error));
  }
  const chain = chainOf(state, side);
  const pending: Record<string, number> = {};
  const cpOf = (id: string): number => (state.commanders.find((c) => c.id === id)?.cp ?? 0) - (pending[id] ?? 0);
  const payFor = (squadronId: string, payer: string | null): string => {
    const line = superiorsOf(chain, state.squadrons.find((q) => q.id === squadronId)?.commanderId ?? '');
    const id = payer ?? line.find((c) => cpOf(c.id) >= 1)?.id ?? line[0]?.id ?? flagOf(state, side)?.id ?? '';
    pending[id] = (pending[id] ?? 0) + 1;
    return id;
  };
  const shipSquadron = (shipId: string): string => state.ships.find((s) => s.id === shipId)?.squadronId ?? '';
  const out: ControlAction[] = [];
  const words: string[] = [];
  for (const { action: a, words: part } of parsed) {
    if (a.kind !== 'pass') words.push(part);
    switch (a.kind) {
      case 'pass':
        break;
      case 'priority': {
        const flag = flagOf(state, side)?.id ?? '';
        pending[flag] = (pending[flag] ?? 0) + priorityTargetCost(currentSquadrons(state, side));
        out.push({ kind: 'priority-target', commanderId: flag, targetShipId: a.target });
        break;
      }
      case 'designate':
        out.push({ kind: 'designated-target', commanderId: payFor(a.squadron, a.payer), squadronId: a.squadron, targetShipId: a.target });
        break;
      case 'ew': {
        const system = (control.ewSystems[a.ship] ?? []).find((e) => e.id === a.system);
        const squadronId = shipSquadron(a.ship);
        const commanderId = payFor(squadronId, a.payer);
        if (system?.kind === 'stealth') out.push({ kind: 'stealth', commanderId, squadronId, on: a.on });
        else {
          const order = !a.on ? 'deactivate' : system?.active === true ? 'retarget' : 'activate';
          out.push({ kind: 'ew', commanderId, shipId: a.ship, systemId: a.system, order, ...(a.target !== null ? { targets: [a.target] } : {}) });
        }
        break;
      }
      case 'shields':
        out.push({ kind: 'shields', shipId: a.ship, raise: a.up });
        break;
      case 'pods':
        out.push({ kind: 'countermeasure-pods', shipId: a.ship, count: a.count });
        break;
    }
  }
  return { actions: out, words, errors };
}
