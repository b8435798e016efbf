/** Checking a submission against the open step: the right kind, and each step's own rules. */
import { about } from '../../core/problem.ts';
import { err, ok, ruleError, type Result, type RuleError } from '../../core/result.ts';
import type { SeatId } from '../../core/rule-system.ts';
import { validateWeaponLosses } from '../combat/weapon-losses.ts';
import { validateFlightActivation } from '../fighters/fighter-phase.ts';
import { validateFire } from '../combat/declaration.ts';
import { keptHolds } from '../notation/fire-holds.ts';
import { checkOrders } from '../notation/orders.ts';
import { classOf } from '../combat/ship-condition.ts';
import type { StarmadaState } from '../state.ts';
import { validatePlacements } from './deployment.ts';
import { fighterContext } from './fighters.ts';
import { starmadaStep } from './open-step.ts';
import type { StarmadaSubmission } from './submission.ts';

function wrongKind(state: StarmadaState): Result<never, RuleError[]> {
  const step = starmadaStep(state);
  return err([ruleError('ERR_STEP_KIND', `That does not fit the open step${step ? ` (${step.title})` : ''}.`)]);
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
