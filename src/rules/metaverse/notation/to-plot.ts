/**
 * The one place where the notation's drafts become the rules' plots: a parsed squadron draft as movement/plot.ts
 * `SquadronPlot` (Metaverse p.5 "Plot Movement Step", p.7–18 movement and advanced manoeuvres; digest §3.2–§3.8).
 *
 * Judgement calls:
 * - The notation's named drives are not carried into movement/plot.ts (its `SquadronPlot` has no field for them):
 *   the movement solver assigns drives, and validate.ts has already checked the named ones.
 * - `manoeuvresPaid` defaults to the draft's advanced manoeuvres: the notation derives the CP cost and checks the
 *   payer's CP (validate.ts); the game deducts them.
 */
import { err, ok, ruleError, type Result, type RuleError } from '../../core/result.ts';
import type { Manoeuvre, NewtonianThrust, SquadronPlot } from '../movement/plot.ts';
import type { SquadronDraft } from './types.ts';

/** The notation's squadron draft as movement/plot.ts `SquadronPlot` (named drives are dropped: the solver assigns). */
export function movementPlotOf(plot: SquadronDraft, manoeuvresPaid: number = plot.advanced.length): Result<SquadronPlot, RuleError> {
  const manoeuvres: Manoeuvre[] = plot.advanced.map((m) => {
    if ('distance' in m) return m.distance === null ? { code: m.code } : { code: m.code, distance: m.distance };
    return m.code === 'EP' ? { code: 'EP', drives: [...m.drives] } : m;
  });
  const base = { squadron: plot.squadron, manoeuvres, manoeuvresPaid };
  const move = plot.move;
  if (move.method === 'cinematic') {
    return ok({ ...base, method: 'cinematic', cinematic: { accel: move.accel.points, decel: move.decel.points, turns: move.turns.map((t) => t.dir) } });
  }
  const thrust: NewtonianThrust[] = [];
  for (const t of move.thrust) {
    if (t.arc !== 'bow' && t.arc !== 'stern') {
      return err(ruleError('ERR_PLOT_THRUST_ARC', 'Linear thrust comes from bow or stern drives; side drives only rotate the ship.', { at: plot.squadron }));
    }
    thrust.push({ arc: t.arc, points: t.points, step: t.step });
  }
  return ok({ ...base, method: 'newtonian', newtonian: { ...(move.rotate ? { rotate: { dir: move.rotate.dir, points: move.rotate.points } } : {}), thrust } });
}
