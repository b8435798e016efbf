/**
 * A seat's message for the open step: read in each step's notation (parseSubmission), checked against the rules
 * (validateSubmission), and what a seat that missed the deadline submits (missingSubmission).
 */
import { stripNotes } from '../../core/echo-note.ts';
import { about } from '../../core/problem.ts';
import { err, ok, type Result, type RuleError } from '../../core/result.ts';
import type { SeatId } from '../../core/rule-system.ts';
import { parseFlightActivation, validateFlightActivation, missingFlightActivation } from '../fighters/fighter-phase.ts';
import { heldShips, keptHolds } from './fire-holds.ts';
import { fireProbes, readFireText } from './fire.ts';
import { checkProbeLaunches } from '../combat/probes.ts';
import { parseTags } from './tags.ts';
import { validateTagAttempts } from '../combat/target-acquisition.ts';
import { readWeaponLosses } from './losses.ts';
import { parseOrdersText, checkOrders } from './orders.ts';
import type { ProbeLaunch, StarmadaState, TagAttempt } from '../state.ts';
import { parseDeployment, validatePlacements, defaultPlacements } from '../sequence/deployment.ts';
import { fighterPrompt, fighterContextFor } from '../sequence/fighters.ts';
import type { StarmadaSubmission } from '../submission.ts';
import { validateWeaponLosses } from '../combat/weapon-losses.ts';
import { validateFire } from '../combat/declaration.ts';
import { validateSystemFire, type SystemFire } from '../combat/system-fire.ts';
import { classOf } from '../combat/ship-condition.ts';
import { starmadaStep } from '../sequence/open-step.ts';
import { starmadaError } from '../errors.ts';

export function parseSubmission(state: StarmadaState, seat: SeatId, typed: string): Result<StarmadaSubmission, RuleError[]> {
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
      if (!prompt) return err([starmadaError('ERR_STEP_OVER', 'The Fighter Phase is over.')]);
      const activation = parseFlightActivation(state, prompt, text);
      return activation.ok ? validateSubmission(state, seat, { kind: 'flight', activation: activation.value }) : activation;
    }
    case 'fire':
    case 'fireActivation': {
      // The book-order checks (one ship at a time) run with the declarations' own, so every problem comes at once.
      const read = readFireText(state, seat, text, (declared) => {
        const checked = validateSubmission(state, seat, { kind: 'fire', declarations: declared });
        return checked.ok ? ok(checked.value.kind === 'fire' ? checked.value.declarations : declared) : checked;
      });
      const tags = parseTags(state, seat, text);
      if (!read.ok || !tags.ok) return err([...(read.ok ? [] : read.error), ...(tags.ok ? [] : tags.error)]);
      const extras = fireExtras(tags.value, fireProbes(state, seat, text), read.value.systems);
      return validateSubmission(state, seat, { kind: 'fire', declarations: read.value.declarations, held: heldShips(state, seat, text), ...extras });
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
      return err([starmadaError('ERR_GAME_OVER', 'The game is over.')]);
  }
}

/** The fire submission's optional parts, each only when it holds something (E.7 tags, B.17 probes, appendix B systems). */
function fireExtras(tags: TagAttempt[], probes: ProbeLaunch[], systems: SystemFire[]): Partial<Extract<StarmadaSubmission, { kind: 'fire' }>> {
  return { ...(tags.length > 0 ? { tags } : {}), ...(probes.length > 0 ? { probes } : {}), ...(systems.length > 0 ? { systems } : {}) };
}

/** Checking a submission against the open step: the right kind, and each step's own rules. */

function wrongKind(state: StarmadaState): Result<never, RuleError[]> {
  const step = starmadaStep(state);
  return err([starmadaError('ERR_STEP_KIND', `That does not fit the open step${step ? ` (${step.title})` : ''}.`)]);
}

export function validateSubmission(state: StarmadaState, seat: SeatId, submission: StarmadaSubmission): Result<StarmadaSubmission, RuleError[]> {
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
      const checked = validateFlightActivation(state, phase, fighterContextFor(state), submission.activation, seat);
      return checked.ok ? ok({ kind: 'flight', activation: checked.value }) : checked;
    }
    case 'fire': {
      if (phase.kind !== 'fire' && phase.kind !== 'fireActivation') return wrongKind(state);
      const errors: RuleError[] = [];
      if (phase.kind === 'fireActivation') {
        const ships = [...new Set([...submission.declarations, ...(submission.tags ?? []), ...(submission.systems ?? [])].map((d) => d.shipId))];
        const names = ships.map((id) => state.ships.find((s) => s.id === id)?.name ?? 'a ship');
        if (ships.length > 1) errors.push(starmadaError('ERR_FIRE_ONE_SHIP', `In book-order fire one ship fires at a time; declare for one of ${names.join(', ')} only.`));
        const again = ships.findIndex((id) => phase.fired.includes(id));
        if (again >= 0) errors.push(starmadaError('ERR_FIRE_AGAIN', `${names[again] ?? 'That ship'} has already fired this turn; pick another.`, { unit: names[again] }));
      }
      const checked = validateFire(state, seat, submission.declarations);
      if (!checked.ok) errors.push(...checked.error);
      const tags = validateTagAttempts(state, seat, submission.tags ?? []);
      if (!tags.ok) errors.push(...tags.error);
      const probes = submission.probes ?? [];
      errors.push(...checkProbeLaunches(state, seat, probes, submission.systems ?? []));
      const systems = validateSystemFire(state, seat, submission.systems ?? []);
      if (!systems.ok) errors.push(...systems.error);
      if (errors.length > 0 || !checked.ok || !tags.ok || !systems.ok) return err(errors);
      const held = keptHolds(state, seat, submission.held, checked.value).filter((id) => !systems.value.some((u) => u.shipId === id));
      return ok({ kind: 'fire', declarations: checked.value, ...(held.length > 0 ? { held } : {}), ...fireExtras(tags.value, probes, systems.value) });
    }
    case 'losses': {
      if (phase.kind !== 'weaponLosses') return wrongKind(state);
      const errors: RuleError[] = [];
      for (const [shipId, choice] of Object.entries(submission.choices)) {
        const ship = state.ships.find((s) => s.id === shipId);
        const owed = phase.owed[shipId];
        if (!ship || ship.seat !== seat || owed === undefined) {
          errors.push(starmadaError('ERR_LOSSES_SHIP', `${ship?.name ?? 'That ship'} owes you no weapon losses this turn.`));
          continue;
        }
        const checked = validateWeaponLosses(classOf(state, ship), ship, owed, choice);
        if (!checked.ok) errors.push(...checked.error.map((e) => about({ unit: ship.name }, e)));
      }
      return errors.length > 0 ? err(errors) : ok(submission);
    }
  }
}

/** What a seat that misses the deadline submits: the book's default for the open step. */

export function missingSubmission(state: StarmadaState, seat: SeatId): StarmadaSubmission {
  switch (state.phase.kind) {
    case 'deployment':
      return { kind: 'deploy', placements: defaultPlacements(state, seat) };
    case 'orders':
      return { kind: 'orders', orders: {} };
    case 'fighters': {
      const prompt = fighterPrompt(state);
      return { kind: 'flight', activation: prompt ? missingFlightActivation(state, fighterContextFor(state), prompt, seat) : null };
    }
    case 'fire':
    case 'fireActivation':
      // A ship with no fire declarations does not attack (ruling 52 on 3.2 p.15).
      return { kind: 'fire', declarations: [] };
    case 'weaponLosses':
    case 'over':
      return { kind: 'losses', choices: {} };
  }
}
