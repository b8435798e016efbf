/**
 * Starmada (Unity Rulebook 2.0) as a Salvo rule system: setup, the steps of each game turn, reading and checking
 * what seats submit, what a missed deadline means, and resolving each step with the dice it is given.
 * The turn sequence lives in ./sequence/; views in ./views/.
 */
import type { Dice } from '../core/dice.ts';
import { stripNotes } from '../core/echo-note.ts';
import { about } from '../core/problem.ts';
import { err, ok, ruleError, type Result, type RuleError } from '../core/result.ts';
import type { GameEvent, RuleSystem, SeatId, Step } from '../core/rule-system.ts';
import { validateWeaponLosses } from './combat/weapon-losses.ts';
import { defaultPlacements, parseDeployment, resolveDeployment, validatePlacements } from './sequence/deployment.ts';
import {
  missingFlightActivation,
  parseFlightActivation,
  resolveFlightActivation,
  validateFlightActivation,
} from './fighters/fighter-phase.ts';
import { allocateFire, parseFire, validateFire } from './combat/declaration.ts';
import { heldShips, keptHolds } from './combat/held-ships.ts';
import { fireShip, resolveSimultaneousFire } from './combat/resolve-fire.ts';
import { exitEdgesOf } from './movement/board-exit.ts';
import { moveAllShips } from './movement/move-all.ts';
import { STARMADA_OPTIONS, starmadaOptionsSchema, type StarmadaOptions } from './options.ts';
import { checkOrders, parseOrdersText } from './notation/orders.ts';
import { readWeaponLosses } from './notation/losses.ts';
import { setupGame, type Fleet } from './setup/game-setup.ts';
import { shipClassSchema } from './ships/schema.ts';
import { classOf } from './combat/ship-condition.ts';
import type { StarmadaState } from './state.ts';
import type { StarmadaSubmission } from './sequence/submission.ts';
import {
  afterMovement,
  continueFighters,
  continueFireActivations,
  fighterContext,
  fighterPrompt,
  fighterSeat,
  fireActivationSeat,
  canFire,
  resumeAfterLosses,
  startEndPhase,
  type Transition,
} from './sequence/turn-flow.ts';
import { starmadaAssist, starmadaFleets } from './assist/index.ts';
import { lossesStepName, strikeWeapons } from './sequence/weapon-losses.ts';
import { starmadaArcs } from './views/arcs.ts';
import { starmadaCard } from './views/card.ts';
import { starmadaScene } from './views/scene.ts';

const seatsWithShips = (state: StarmadaState): SeatId[] =>
  Object.keys(state.seats)
    .filter((seat) => state.ships.some((s) => s.seat === seat && s.status === 'active'))
    .sort();

export function starmadaStep(state: StarmadaState): Step | null {
  const t = state.turn;
  const phase = state.phase;
  switch (phase.kind) {
    case 'deployment':
      return { key: 'deploy', title: 'Deployment', owes: seatsWithShips(state), secret: true };
    case 'orders':
      return { key: `t${t}/orders`, title: `Turn ${t}: orders`, owes: seatsWithShips(state), secret: true };
    case 'fighters': {
      const prompt = fighterPrompt(state);
      const seat = prompt && fighterSeat(prompt);
      if (!prompt || !seat) return null;
      return { key: `t${t}/fighters/${prompt.slot + 1}`, title: `Turn ${t}: fighters, activation ${prompt.slot + 1} (side ${prompt.side})`, owes: [seat], secret: false };
    }
    case 'fire': {
      const owes = [...new Set(state.ships.filter((s) => canFire(state, s)).map((s) => s.seat))].sort();
      return { key: `t${t}/fire`, title: `Turn ${t}: fire`, owes, secret: true };
    }
    case 'fireActivation': {
      const seat = fireActivationSeat(state);
      if (!seat) return null;
      const side = phase.order[phase.next] ?? 'A';
      return { key: `t${t}/fire/${phase.next + 1}`, title: `Turn ${t}: fire, activation ${phase.next + 1} (side ${side})`, owes: [seat], secret: false };
    }
    case 'weaponLosses': {
      const owes = [...new Set(Object.keys(phase.owed).map((id) => state.ships.find((s) => s.id === id)?.seat ?? ''))].filter((s) => s !== '').sort();
      return { ...lossesStepName(t, phase), owes, secret: false };
    }
    case 'over':
      return null;
  }
}

function parseSubmission(state: StarmadaState, seat: SeatId, typed: string): Result<StarmadaSubmission, RuleError[]> {
  // An echo pasted back reads as its orders: the notes after " — " are for the player (core/echo-note.ts).
  const text = stripNotes(typed);
  switch (state.phase.kind) {
    case 'deployment': {
      const placements = parseDeployment(state, seat, text);
      return placements.ok ? ok({ kind: 'deploy', placements: placements.value }) : placements;
    }
    case 'orders': {
      const orders = parseOrdersText(state, seat, text);
      return orders.ok ? ok({ kind: 'orders', orders: orders.value }) : orders;
    }
    case 'fighters': {
      const prompt = fighterPrompt(state);
      if (!prompt) return err([ruleError('ERR_STEP_OVER', 'The Fighter Phase is over.')]);
      const activation = parseFlightActivation(state, prompt, text);
      return activation.ok ? validateSubmission(state, seat, { kind: 'flight', activation: activation.value }) : activation;
    }
    case 'fire':
    case 'fireActivation': {
      // The book-order checks (one ship at a time) run with the declarations' own, so every problem comes at once.
      const declarations = parseFire(state, seat, text, (read) => {
        const checked = validateSubmission(state, seat, { kind: 'fire', declarations: read });
        return checked.ok ? ok(checked.value.kind === 'fire' ? checked.value.declarations : read) : checked;
      });
      return declarations.ok ? validateSubmission(state, seat, { kind: 'fire', declarations: declarations.value, held: heldShips(state, seat, text) }) : declarations;
    }
    case 'weaponLosses': {
      // The lines that read are checked against the loss limits too, so every problem comes at once.
      const read = readWeaponLosses(state, seat, text);
      const checked = validateSubmission(state, seat, { kind: 'losses', choices: read.choices });
      const placeOf = (unit: string | undefined) => read.typed.get(state.ships.find((s) => s.name === unit && s.seat === seat)?.id ?? '');
      const more = checked.ok ? [] : checked.error.map((e) => about(placeOf(e.unit) ?? {}, e));
      return read.errors.length > 0 || more.length > 0 ? err([...read.errors, ...more]) : checked;
    }
    case 'over':
      return err([ruleError('ERR_GAME_OVER', 'The game is over.')]);
  }
}

function wrongKind(state: StarmadaState): Result<never, RuleError[]> {
  const step = starmadaStep(state);
  return err([ruleError('ERR_STEP_KIND', `That does not fit the open step${step ? ` (${step.title})` : ''}.`)]);
}

function validateSubmission(state: StarmadaState, seat: SeatId, submission: StarmadaSubmission): Result<StarmadaSubmission, RuleError[]> {
  const phase = state.phase;
  switch (submission.kind) {
    case 'deploy': {
      if (phase.kind !== 'deployment') return wrongKind(state);
      const checked = validatePlacements(state, seat, submission.placements);
      return checked.ok ? ok({ kind: 'deploy', placements: checked.value }) : checked;
    }
    case 'orders': {
      if (phase.kind !== 'orders') return wrongKind(state);
      const checked = checkOrders(state, seat, submission.orders);
      return checked.ok ? ok({ kind: 'orders', orders: checked.value }) : checked;
    }
    case 'flight': {
      if (phase.kind !== 'fighters') return wrongKind(state);
      if (submission.activation === null) return ok(submission);
      const checked = validateFlightActivation(state, phase, fighterContext, submission.activation, seat);
      return checked.ok ? ok({ kind: 'flight', activation: checked.value }) : checked;
    }
    case 'fire': {
      if (phase.kind !== 'fire' && phase.kind !== 'fireActivation') return wrongKind(state);
      const errors: RuleError[] = [];
      if (phase.kind === 'fireActivation') {
        const ships = [...new Set(submission.declarations.map((d) => d.shipId))];
        const names = ships.map((id) => state.ships.find((s) => s.id === id)?.name ?? 'a ship');
        if (ships.length > 1) errors.push(ruleError('ERR_FIRE_ONE_SHIP', `In book-order fire one ship fires at a time; declare for one of ${names.join(', ')} only.`));
        const again = ships.findIndex((id) => phase.fired.includes(id));
        if (again >= 0) errors.push(ruleError('ERR_FIRE_AGAIN', `${names[again] ?? 'That ship'} has already fired this turn; pick another.`, { unit: names[again] }));
      }
      const checked = validateFire(state, seat, submission.declarations);
      if (!checked.ok) errors.push(...checked.error);
      if (errors.length > 0 || !checked.ok) return err(errors);
      const held = keptHolds(state, seat, submission.held, checked.value);
      return ok({ kind: 'fire', declarations: checked.value, ...(held.length > 0 ? { held } : {}) });
    }
    case 'losses': {
      if (phase.kind !== 'weaponLosses') return wrongKind(state);
      const errors: RuleError[] = [];
      for (const [shipId, choice] of Object.entries(submission.choices)) {
        const ship = state.ships.find((s) => s.id === shipId);
        const owed = phase.owed[shipId];
        if (!ship || ship.seat !== seat || owed === undefined) {
          errors.push(ruleError('ERR_LOSSES_SHIP', `${ship?.name ?? 'That ship'} owes you no weapon losses this turn.`));
          continue;
        }
        const checked = validateWeaponLosses(classOf(state, ship), ship, owed, choice);
        if (!checked.ok) errors.push(...checked.error.map((e) => about({ unit: ship.name }, e)));
      }
      return errors.length > 0 ? err(errors) : ok(submission);
    }
  }
}

function missingSubmission(state: StarmadaState, seat: SeatId): StarmadaSubmission {
  switch (state.phase.kind) {
    case 'deployment':
      return { kind: 'deploy', placements: defaultPlacements(state, seat) };
    case 'orders':
      return { kind: 'orders', orders: {} };
    case 'fighters': {
      const prompt = fighterPrompt(state);
      return { kind: 'flight', activation: prompt ? missingFlightActivation(state, fighterContext, prompt, seat) : null };
    }
    case 'fire':
    case 'fireActivation':
      // A ship with no fire declarations does not attack (digest [AMB 52]).
      return { kind: 'fire', declarations: [] };
    case 'weaponLosses':
    case 'over':
      return { kind: 'losses', choices: {} };
  }
}

function resolveMovement(state: StarmadaState, submissions: Readonly<Record<SeatId, StarmadaSubmission>>, dice: Dice): Transition {
  const orders: Record<string, { orders: string }> = {};
  for (const submission of Object.values(submissions)) {
    if (submission.kind === 'orders') for (const [id, text] of Object.entries(submission.orders)) orders[id] = { orders: text };
  }
  const moved = moveAllShips(
    { ships: state.ships, classes: state.classes, board: state.board, options: state.options, submissions: orders, exitEdges: exitEdgesOf(state) },
    dice,
  );
  const edges = new Map(moved.events.flatMap((e) => (e.type === 'move' && e.leftBoard ? [[e.shipId, [...e.leftBoard.edges]] as const] : [])));
  const ships = moved.ships.map((s) => {
    const crossed = edges.get(s.id);
    return crossed ? { ...s, exitEdges: [...crossed] } : s;
  });
  const next: StarmadaState = { ...state, ships, trails: moved.trails, revealedOrders: moved.revealedOrders };
  const events: GameEvent[] = moved.events.map((e) => ({ type: e.type, text: e.text, ...(e.type === 'move' && e.visibleTo ? { visibleTo: e.visibleTo } : {}), data: e }));
  const after = afterMovement(next, dice);
  return { state: after.state, events: [...events, ...after.events] };
}

function resolveStep(state: StarmadaState, submissions: Readonly<Record<SeatId, StarmadaSubmission>>, dice: Dice): Transition {
  const phase = state.phase;
  const all = Object.values(submissions);
  switch (phase.kind) {
    case 'deployment': {
      const placements = Object.fromEntries(Object.entries(submissions).map(([seat, s]) => [seat, s.kind === 'deploy' ? s.placements : []]));
      return resolveDeployment(state, placements);
    }
    case 'orders':
      return resolveMovement(state, submissions, dice);
    case 'fighters': {
      const activation = all.find((s) => s.kind === 'flight')?.activation ?? null;
      const seat = Object.keys(submissions)[0];
      if (!activation) {
        // No flight able to act for the owing seat: the slot passes.
        return continueFighters({ ...state, phase: { ...phase, next: phase.next + 1 } }, dice);
      }
      const resolved = resolveFlightActivation(state, phase, fighterContext, activation, dice, seat);
      if (!resolved.ok) return continueFighters({ ...state, phase: { ...phase, next: phase.next + 1 } }, dice, resolved.error.map((e) => ({ type: 'activation-refused', text: e.message })));
      const next: StarmadaState = {
        ...resolved.value.world,
        phase: { kind: 'fighters', order: [...resolved.value.phase.order], next: resolved.value.phase.next },
        trails: { ...state.trails, [activation.flightId]: [...resolved.value.result.trail] },
      };
      return continueFighters(next, dice, [...resolved.value.events]);
    }
    case 'fire': {
      const declarations = all.flatMap((s) => (s.kind === 'fire' ? s.declarations : []));
      const fired = resolveSimultaneousFire(state, declarations, dice);
      const end = startEndPhase(fired.state, dice);
      return { state: end.state, events: [...fired.events, ...end.events] };
    }
    case 'fireActivation': {
      const declarations = all.flatMap((s) => (s.kind === 'fire' ? s.declarations : []));
      const seat = fireActivationSeat(state);
      const shipId = declarations[0]?.shipId ?? state.ships.find((s) => s.seat === seat && !phase.fired.includes(s.id) && canFire(state, s))?.id;
      let current = state;
      const events: GameEvent[] = [];
      const allocated = allocateFire(state, null, declarations);
      if (allocated.ok && allocated.value.length > 0) {
        const fired = fireShip(state, allocated.value, dice);
        current = fired.state;
        events.push(...fired.events);
      } else {
        const ship = state.ships.find((s) => s.id === shipId);
        if (ship) events.push({ type: 'hold-fire', text: `${ship.name} holds its fire.` });
      }
      const next: StarmadaState = { ...current, phase: { ...phase, next: phase.next + 1, fired: shipId ? [...phase.fired, shipId] : phase.fired } };
      const advanced = continueFireActivations(next, dice);
      return { state: advanced.state, events: [...events, ...advanced.events] };
    }
    case 'weaponLosses': {
      const choices = Object.assign({}, ...all.map((s) => (s.kind === 'losses' ? s.choices : {}))) as Record<string, never>;
      const struck = strikeWeapons(state, phase.owed, choices);
      const resumed = resumeAfterLosses(struck.state, phase.resume, dice);
      return { state: resumed.state, events: [...struck.events, ...resumed.events] };
    }
    case 'over':
      throw new Error('resolve called on a finished game');
  }
}

export const starmada: RuleSystem<StarmadaState, StarmadaSubmission, StarmadaOptions, Fleet> = {
  id: 'starmada',
  name: 'Starmada Unity',
  shipSchema: shipClassSchema,
  optionsSchema: starmadaOptionsSchema,
  options: STARMADA_OPTIONS,
  setup: ({ options, fleets, scenario }) => setupGame({ options, fleets, scenario }),
  step: starmadaStep,
  parse: parseSubmission,
  validate: validateSubmission,
  missing: missingSubmission,
  resolve: resolveStep,
  scene: starmadaScene,
  card: starmadaCard,
  arcs: starmadaArcs,
  outcome: (state) => state.outcome,
  assist: starmadaAssist,
  fleets: starmadaFleets,
};
