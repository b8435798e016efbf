/**
 * The names a side may use in its standing orders, whenever it writes them (with the plot, with the fire orders,
 * or when asked): its ships with their Control Step EW systems (p.21), the enemy ships, the squadrons, its
 * commanders, its starfighter squadrons and its missions flying.
 *
 * Judgement call: orders written with the plot name fighters that the same plot launches (p.19: launches come
 * before the Mission Step), so every fighter squadron of the side that is not destroyed may be named; whether it is
 * in space and in range is judged when its turn comes, and an order that cannot be carried out then asks the side.
 */
import type { Named } from '../../../core/names.ts';
import type { StepContext } from '../../notation/step-action.ts';
import { designOfShip } from '../../ships/library.ts';
import { CONTROL_EW } from '../control/control-step.ts';
import { missionStepContext } from '../starfighters/fighter-step.ts';
import type { MetaverseState, MvShip } from '../../state.ts';
import type { UnitContext } from './conditions.ts';
import type { AlternatingStep, SideId } from './types.ts';

const active = (state: MetaverseState, side: SideId, own: boolean): MvShip[] => state.ships.filter((s) => s.status === 'active' && (s.side === side) === own);

/** The ship's Control Step EW systems by name, from its design (settings are the Control Step's, not needed here). */
function ewOf(ship: MvShip): StepContext['ships'][number]['ew'] {
  return designOfShip(ship).systems.flatMap((sys) =>
    (CONTROL_EW as readonly string[]).includes(sys.kind) && 'rating' in sys ? [{ id: sys.id, name: sys.name ?? sys.id, kind: sys.kind as StepContext['ships'][number]['ew'][number]['kind'] }] : [],
  );
}

/** Control Step names (as control-step.ts `controlTextContext`, with EW systems read from the designs). */
export function controlContext(state: MetaverseState, side: SideId): StepContext {
  const inPlay = state.squadrons.filter((q) => state.ships.some((s) => s.squadronId === q.id && s.status === 'active'));
  return {
    squadrons: inPlay.map((q) => ({ id: q.id, name: q.name, own: q.side === side })),
    ships: active(state, side, true).map((s) => ({ id: s.id, name: s.name, ew: ewOf(s) })),
    enemyShips: active(state, side, false).map((s) => ({ id: s.id, name: s.name })),
    fighters: [],
    missions: [],
    commanders: state.commanders.filter((c) => c.side === side).map((c): Named => ({ id: c.id, name: c.name })),
  };
}

/** Mission Step names: the step's own, with every fighter squadron of the side not destroyed (header). */
export function missionsContext(state: MetaverseState, side: SideId): StepContext {
  const base = missionStepContext(state, state.fighters, side);
  return { ...base, fighters: state.fighters.squadrons.filter((f) => f.side === side && f.status !== 'destroyed').map((f) => ({ id: f.id, name: f.name })) };
}

export const stepContext = (state: MetaverseState, side: SideId, step: AlternatingStep): StepContext => (step === 'control' ? controlContext(state, side) : missionsContext(state, side));

/** The side's ships and squadrons in play, for the names in conditions. */
export function unitContext(state: MetaverseState, side: SideId): UnitContext {
  const ships = active(state, side, true);
  return {
    ships: ships.map((s) => ({ id: s.id, name: s.name })),
    squadrons: state.squadrons
      .filter((q) => q.side === side)
      .map((q) => ({ id: q.id, name: q.name, ships: ships.filter((s) => s.squadronId === q.id).map((s) => s.id) }))
      .filter((q) => q.ships.length > 0),
  };
}
