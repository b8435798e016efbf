/**
 * The one place where the notation's drafts become the rules' plots: a parsed squadron draft as movement/plot.ts
 * `SquadronPlot` (Metaverse p.5 "Plot Movement Step", p.7–18 movement and advanced manoeuvres),
 * a turn's drafts as the movement step's plots and `MoveOrders` (payers, break-offs, launches, recoveries), and the
 * fire drafts as one combat-step `WeaponOrder` per weapon (p.24–25, p.53, p.67).
 *
 * Judgement calls:
 * - The notation's named drives are not carried into movement/plot.ts (its `SquadronPlot` has no field for them):
 *   the movement solver assigns drives, and validate.ts has already checked the named ones.
 * - `manoeuvresPaid` defaults to the draft's advanced manoeuvres: the notation derives the CP cost and checks the
 *   payer's CP (validate.ts); the game deducts them.
 */
import { err, ok, type Result, type RuleError } from '../../core/result.ts';
import type { Manoeuvre, NewtonianThrust, SquadronPlot } from '../movement/plot.ts';
import type { WeaponOrder } from '../sequence/combat/combat-step.ts';
import type { BreakOffOrder, MoveOrders, PlotExtras } from '../sequence/movement/move-orders.ts';
import type { FireDraft, SquadronDraft, TurnDraft } from './types.ts';
import { metaverseError } from '../errors.ts';

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
      return err(metaverseError('ERR_PLOT_THRUST_ARC', 'Linear thrust comes from bow or stern drives; side drives only rotate the ship.', { at: plot.squadron }));
    }
    thrust.push({ arc: t.arc, points: t.points, step: t.step });
  }
  return ok({ ...base, method: 'newtonian', newtonian: { ...(move.rotate ? { rotate: { dir: move.rotate.dir, points: move.rotate.points } } : {}), thrust } });
}

/**
 * FTL codes the game cannot fly (p.15–18): reserve and strategic jumps need reserves, which Match Play setup never
 * has; a tactical jump-drive jump needs a placement the notation does not carry, and a transition needs FTL space
 * (sequence/movement/ftl.ts).
 */
function ftlRefusal(p: SquadronDraft): RuleError | null {
  const ftl = p.advanced.find((a) => 'distance' in a);
  if (!ftl) return null;
  if (ftl.code === 'R-FTL' || ftl.code.startsWith('S-FTL'))
    return metaverseError('ERR_PLOT_NO_RESERVE', `${ftl.code} needs reserves, and this game has none (p.15–16).`, { at: p.squadron, suggestion: 'Use FTL-R to retreat, T-FTL-W or T-FTL-H to jump, or plot STL movement.' });
  if (ftl.code === 'T-FTL-J' || ftl.code === 'FTL-T')
    return metaverseError('ERR_PLOT_FTL_UNAVAILABLE', `${ftl.code} is not available in this game yet; FTL-R, T-FTL-W and T-FTL-H are.`, { at: p.squadron, suggestion: 'Plot FTL-R, T-FTL-W or T-FTL-H(distance), or STL movement.' });
  return null;
}

/** The notation's turn plot as the movement step's plots, by squadron id (each squadron's own plot; break-offs are `moveOrdersOf`'s). */
export function movementPlotsOf(plot: TurnDraft): Result<Record<string, SquadronPlot>, RuleError[]> {
  const plots: Record<string, SquadronPlot> = {};
  const errors: RuleError[] = [];
  for (const p of plot.squadrons) {
    const m = movementPlotOf(p);
    const refused = ftlRefusal(p);
    if (refused) errors.push(refused);
    if (!m.ok) errors.push(m.error);
    else if (p.breakOff.length === 0) plots[p.squadron] = m.value;
  }
  return errors.length > 0 ? err(errors) : ok(plots);
}

/** The turn plot's payers, break-offs (p.5), launches and recoveries (p.19), for `resolvePlots`. */
export function moveOrdersOf(plot: TurnDraft): Result<MoveOrders, RuleError[]> {
  const squadrons: Record<string, PlotExtras> = {};
  const breakOffs: BreakOffOrder[] = [];
  const errors: RuleError[] = [];
  for (const p of plot.squadrons) {
    const extras: PlotExtras = { payer: p.payer, launches: p.launches, recoveries: p.recoveries, ...(p.deploy ? { deploy: p.deploy } : {}) };
    if (p.breakOff.length === 0) {
      squadrons[p.squadron] = extras;
      continue;
    }
    const m = movementPlotOf(p);
    if (m.ok) breakOffs.push({ ...extras, from: p.squadron, ships: p.breakOff, plot: m.value });
    else errors.push(m.error);
  }
  return errors.length > 0 ? err(errors) : ok({ squadrons, breakOffs });
}

/**
 * The notation's fire orders as one `WeaponOrder` per weapon or launcher (p.24–25, p.53, p.67): its sensor, fire
 * mode (salvo by default), surgical system, munition and the ship's fire-control split, for combat-step.ts.
 */
export const weaponOrdersOf = (fire: FireDraft): WeaponOrder[] =>
  fire.ships.flatMap((s) =>
    s.orders.map((o) => ({
      shipId: s.ship,
      weaponId: o.weapon,
      ...(o.mode ? { mode: o.mode } : {}),
      targetId: o.target,
      ...(o.sensor !== null ? { sensor: o.sensor } : {}),
      ...(o.fire !== 'salvo' ? { fire: o.fire } : {}),
      ...(o.system !== null ? { system: o.system } : {}),
      ...(o.munition !== null ? { munition: { id: o.munition.id, count: o.munition.count } } : {}),
      ...(s.fireControl !== null ? { fireControl: [...s.fireControl] } : {}),
    })),
  );
