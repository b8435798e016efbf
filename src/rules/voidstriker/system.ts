/**
 * Voidstriker (the 1993 shareware rules) as a Salvo rule system: setup from a book scenario, one secret round plot
 * per seat per round (or, with an option, fire after each phase), the round resolved with the dice it is given,
 * and the views. The round itself is in ./round/; the notation in ./plot/.
 */
import type { Dice } from '../core/dice.ts';
import type { RuleSystem, SeatId, Step } from '../core/rule-system.ts';
import { voidstrikerAssist, voidstrikerFleets } from './assist/index.ts';
import { inPlay } from './context.ts';
import { PLOT_HELP_VALID_EXAMPLES } from './plot/help.ts';
import { VOIDSTRIKER_OPTIONS, voidstrikerOptionsSchema, type VoidstrikerOptions } from './options.ts';
import { resolvePhaseFire, resolvePlots } from './round/resolve-round.ts';
import { PHASE_NAMES } from './round/text.ts';
import { setupGame, type Fleet } from './setup.ts';
import { shipClassSchema } from './ships/ship-class.ts';
import type { VoidstrikerState } from './state.ts';
import type { VoidstrikerSubmission } from './submission.ts';
import { missingSubmission, parseSubmission, validateSubmission } from './submission-text.ts';
import { voidstrikerArcs } from './views/arcs.ts';
import { voidstrikerCard } from './views/card.ts';
import { voidstrikerScene } from './views/scene.ts';
import { voidstrikerStateVersioning } from './state-schema.ts';

const seatsWithShips = (state: VoidstrikerState): SeatId[] =>
  Object.keys(state.seats)
    .filter((seat) => state.ships.some((s) => s.seat === seat && inPlay(s)))
    .sort();

export function voidstrikerStep(state: VoidstrikerState): Step | null {
  if (state.stage === 'over') return null;
  const r = state.round;
  if (state.stage === 'fire') {
    const phase = PHASE_NAMES[state.pending?.phase ?? 0] ?? 'a';
    return { key: `r${r}/fire-${phase}`, title: `Round ${r}: fire after phase ${phase}`, owes: seatsWithShips(state), secret: true };
  }
  return { key: `r${r}/plot`, title: `Round ${r}: plot`, owes: seatsWithShips(state), secret: true };
}

function resolve(state: VoidstrikerState, submissions: Readonly<Record<SeatId, VoidstrikerSubmission>>, dice: Dice) {
  if (state.stage === 'fire') {
    const fire = Object.fromEntries(Object.entries(submissions).map(([seat, s]) => [seat, s.kind === 'fire' ? s.ships : []]));
    return resolvePhaseFire(state, fire, dice);
  }
  const plots = Object.fromEntries(Object.entries(submissions).flatMap(([seat, s]) => (s.kind === 'plot' ? [[seat, s.plot]] : [])));
  return resolvePlots(state, plots, dice);
}

export const voidstriker: RuleSystem<VoidstrikerState, VoidstrikerSubmission, VoidstrikerOptions, Fleet> = {
  id: 'voidstriker',
  name: 'Voidstriker',
  shipSchema: shipClassSchema,
  optionsSchema: voidstrikerOptionsSchema,
  options: VOIDSTRIKER_OPTIONS,
  state: voidstrikerStateVersioning,
  catalogue: { name: 'Voidstriker', book: '1993 shareware rules', playable: true },
  helpExamples: PLOT_HELP_VALID_EXAMPLES,
  setup: ({ options, fleets, scenario, seed }) => setupGame({ options, fleets, scenario, seed }),
  step: voidstrikerStep,
  parse: parseSubmission,
  validate: validateSubmission,
  missing: missingSubmission,
  resolve,
  scene: voidstrikerScene,
  card: voidstrikerCard,
  arcs: voidstrikerArcs,
  outcome: (state) => state.outcome,
  assist: voidstrikerAssist,
  fleets: voidstrikerFleets,
};
