/** Resolving the open step with the dice it is given: each phase's own file does the work (Starmada 1.2 p.14). */
import type { Dice } from '../../core/dice.ts';
import type { SeatId } from '../../core/rule-system.ts';
import type { LossesResume, StarmadaState } from '../state.ts';
import { continueFireActivations, resolveFire, resolveFireActivation, startCombat } from './combat.ts';
import { resolveDeployment } from './deployment.ts';
import { finishEndPhase } from './end-phase.ts';
import { continueFighters, resolveFighterSlot } from './fighters.ts';
import { resolveMovement } from './movement.ts';
import { beginOrders, resolveActivation } from './sequential-movement.ts';
import type { StarmadaSubmission } from '../submission.ts';
import type { Transition } from './transition.ts';
import { strikeWeapons } from './weapon-losses.ts';
import { emptyStep } from '../combat/shot-log.ts';

/**
 * Resolves the open step and records what it did for its map (state.ts `StepRecord`): the record starts empty, the
 * phases add their attacks and explosions, and the ships that were on the board and are destroyed now are its wrecks.
 */
export function resolveStep(state: StarmadaState, submissions: Readonly<Record<SeatId, StarmadaSubmission>>, dice: Dice): Transition {
  const done = resolvePhase({ ...state, lastStep: emptyStep() }, submissions, dice);
  const wrecks = done.state.ships.filter((s) => s.status === 'destroyed' && state.ships.some((b) => b.id === s.id && b.status === 'active')).map((s) => s.id);
  return { state: { ...done.state, lastStep: { ...done.state.lastStep, wrecks } }, events: done.events };
}

function resolvePhase(state: StarmadaState, submissions: Readonly<Record<SeatId, StarmadaSubmission>>, dice: Dice): Transition {
  const phase = state.phase;
  const all = Object.values(submissions);
  const declarations = () => all.flatMap((s) => (s.kind === 'fire' ? s.declarations : []));
  const extras = () => {
    const fire = all.flatMap((s) => (s.kind === 'fire' ? [s] : []));
    return { tags: fire.flatMap((s) => s.tags ?? []), probes: fire.flatMap((s) => s.probes ?? []), systems: fire.flatMap((s) => s.systems ?? []) };
  };
  switch (phase.kind) {
    case 'deployment': {
      const placements = Object.fromEntries(Object.entries(submissions).map(([seat, s]) => [seat, s.kind === 'deploy' ? s.placements : []]));
      const deployed = resolveDeployment(state, placements);
      const begun = beginOrders(deployed.state, dice);
      return { state: begun.state, events: [...deployed.events, ...begun.events] };
    }
    case 'orders':
      return phase.sequential ? resolveActivation(state, submissions, dice) : resolveMovement(state, submissions, dice);
    case 'fighters':
      return resolveFighterSlot(state, all.find((s) => s.kind === 'flight')?.activation ?? null, Object.keys(submissions)[0], dice);
    case 'fire':
      return resolveFire(state, declarations(), dice, extras());
    case 'fireActivation':
      return resolveFireActivation(state, declarations(), dice, extras());
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

/** After a weapon-loss step: play goes on where the damage stopped it (weapon-losses.ts). */
export function resumeAfterLosses(state: StarmadaState, resume: LossesResume | undefined, dice: Dice): Transition {
  switch (resume?.kind) {
    case undefined:
    case 'endPhase':
      return finishEndPhase(state, dice);
    case 'fighters':
      return continueFighters({ ...state, phase: { kind: 'fighters', order: [...resume.order], next: resume.next } }, dice);
    case 'fireActivation':
      return continueFireActivations({ ...state, phase: { kind: 'fireActivation', order: [...resume.order], next: resume.next, fired: [...resume.fired] } }, dice);
    case 'combat':
      return startCombat(state, dice);
  }
}
