/**
 * Applying a validated Control Step action (Metaverse p.21) to the side's declarations and ships.
 * EW settings are written onto the systems (they persist); nominations go to this turn's declarations.
 * Stealth on/off switches every working stealth generator in the squadron.
 */
import { addDesignatedTarget, addPriorityTarget, firePods, setShieldsDropped, type ControlDeclarations } from './declarations.ts';
import { applyEwOrder } from './ew-systems.ts';
import type { ControlAction, ControlShip } from './types.ts';

export interface ControlSideState {
  readonly declarations: ControlDeclarations;
  readonly ships: readonly ControlShip[];
}

export function applyControlAction(state: ControlSideState, action: ControlAction): ControlSideState {
  const mapShip = (id: string, f: (s: ControlShip) => ControlShip): readonly ControlShip[] => state.ships.map((s) => (s.id === id ? f(s) : s));
  switch (action.kind) {
    case 'pass':
    case 'tactic':
      return state;
    case 'priority-target':
      return { ...state, declarations: addPriorityTarget(state.declarations, action.targetShipId) };
    case 'designated-target':
      return { ...state, declarations: addDesignatedTarget(state.declarations, action.squadronId, action.targetShipId) };
    case 'ew':
      return {
        ...state,
        ships: mapShip(action.shipId, (s) => ({
          ...s,
          ewSystems: s.ewSystems.map((e) => (e.id === action.systemId ? applyEwOrder(e, action.order, action.targets) : e)),
        })),
      };
    case 'stealth':
      return {
        ...state,
        ships: state.ships.map((s) =>
          s.squadronId !== action.squadronId
            ? s
            : { ...s, ewSystems: s.ewSystems.map((e) => (e.kind === 'stealth' && !e.disabled ? applyEwOrder(e, action.on ? 'activate' : 'deactivate') : e)) },
        ),
      };
    case 'countermeasure-pods':
      return {
        declarations: firePods(state.declarations, action.shipId, action.count),
        ships: mapShip(action.shipId, (s) => ({ ...s, podsLeft: s.podsLeft - action.count })),
      };
    case 'shields':
      return {
        declarations: setShieldsDropped(state.declarations, action.shipId, !action.raise),
        ships: mapShip(action.shipId, (s) => ({ ...s, shieldsDropped: !action.raise })),
      };
  }
}
