/** Reading what a seat typed for the open step: each step's notation, then the same checks as validate.ts. */
import { stripNotes } from '../../core/echo-note.ts';
import { about } from '../../core/problem.ts';
import { err, ok, ruleError, type Result, type RuleError } from '../../core/result.ts';
import type { SeatId } from '../../core/rule-system.ts';
import { parseFlightActivation } from '../fighters/fighter-phase.ts';
import { heldShips } from '../notation/fire-holds.ts';
import { parseFire } from '../notation/fire.ts';
import { readWeaponLosses } from '../notation/losses.ts';
import { parseOrdersText } from '../notation/orders.ts';
import type { StarmadaState } from '../state.ts';
import { parseDeployment } from './deployment.ts';
import { fighterPrompt } from './fighters.ts';
import type { StarmadaSubmission } from './submission.ts';
import { validateSubmission } from './validate.ts';

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
