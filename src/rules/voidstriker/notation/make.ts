/**
 * Prints a seat's round orders in the normal form of the notation (help.ts):
 *
 *   Warhawk: thrust 4/2/0 · sensors 2>Raider · ecm 1>Raider · move S30 a4 | a4 | P15 a2 | a4 · fire Mk-V laser > Raider ph2 if locked · launch missiles > Raider · hold Laser B
 *
 * One line per ship, full names, sections in a fixed order, defaults left out (phase 'any', condition 'always',
 * empty sections; thrust and move are always printed). `parseRoundPlot(makeRoundPlot(p))` gives `p` back for valid
 * plots whose names contain none of the separators `: · • ; , > |` and do not start with a section word.
 */
import type { PhaseManoeuvre } from '../movement/plot.ts';
import type { FireCondition, FireOrder, PlotContext, PlotShip, RoundPlot, ShipPlot } from './types.ts';

const CONDITION_TEXT: Readonly<Record<FireCondition, string>> = {
  always: '',
  ifLocked: ' if locked',
  ifInArc: ' if in arc',
  ifLockedAndInArc: ' if locked and in arc',
};

/** One phase: `S30 a4`, `P15`, `a2`, or `0` for nothing. */
export function makePhase(step: PhaseManoeuvre): string {
  const parts: string[] = [];
  if (step.turn !== 0) parts.push(`${step.turn > 0 ? 'S' : 'P'}${Math.abs(step.turn)}`);
  if (step.accel !== 0) parts.push(`a${step.accel}`);
  return parts.length > 0 ? parts.join(' ') : '0';
}

function makeShip(plot: ShipPlot, ship: PlotShip | undefined, ctx: PlotContext): string {
  const targetName = (id: string): string => ctx.targets.find((t) => t.id === id)?.name ?? id;
  const mountName = (id: string): string => ship?.mounts.find((m) => m.id === id)?.name ?? id;
  const order = (o: FireOrder): string =>
    `${mountName(o.mount)} > ${targetName(o.target)}${o.phase === 'any' ? '' : ` ph${o.phase}`}${CONDITION_TEXT[o.condition]}`;
  const { thrust, phases } = plot.manoeuvre;
  const sections = [`thrust ${thrust.accel}/${thrust.evasive}/${thrust.attack}`];
  const track = plot.sensors.filter((a) => a.job === 'track');
  const ecm = plot.sensors.filter((a) => a.job === 'ecm');
  if (track.length > 0) sections.push(`sensors ${track.map((a) => `${a.sensors}>${targetName(a.target)}`).join(', ')}`);
  if (ecm.length > 0) sections.push(`ecm ${ecm.map((a) => `${a.sensors}>${targetName(a.target)}`).join(', ')}`);
  sections.push(`move ${phases.map(makePhase).join(' | ')}`);
  if (plot.fire.length > 0) sections.push(`fire ${plot.fire.map(order).join('; ')}`);
  if (plot.launch.length > 0) sections.push(`launch ${plot.launch.map(order).join('; ')}`);
  if (plot.standing.pointBlank.length > 0) sections.push(`hold ${plot.standing.pointBlank.map(mountName).join(', ')}`);
  if (plot.standing.drivesShutDown) sections.push('shutdown');
  if (plot.standing.surface) sections.push(plot.standing.surface === 'land' ? 'land' : 'takeoff');
  const defence = plot.standing.asteroidDefence ?? [];
  if (defence.length > 0) sections.push(`asteroid-defence ${defence.map(mountName).join(', ')}`);
  return `${ship?.name ?? plot.shipId}: ${sections.join(' · ')}`;
}

/** The normal form: one line per ship of the plot. */
export function makeRoundPlot(plot: RoundPlot, ctx: PlotContext): string {
  return plot.ships.map((s) => makeShip(s, ctx.ships.find((c) => c.id === s.shipId), ctx)).join('\n');
}
