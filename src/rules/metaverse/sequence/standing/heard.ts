/**
 * What one side's turn in an alternating step shows the other side, as the conditions (conditions.ts) read it:
 * the Control Step's actions as control-step.ts applies them (p.21 targets, p.45 shields, p.53–57 EW), and the
 * Mission Step's missions sent or retargeted at the other side's squadrons (p.19). A pass shows nothing.
 */
import type { ControlAction, EwSystemKind } from '../../control/types.ts';
import { parseMissionAction } from '../../notation/step-action.ts';
import { missionStepContext } from '../starfighters/fighter-step.ts';
import type { MetaverseState } from '../../state.ts';
import type { Heard, SideId } from './types.ts';

const JAMMING: readonly EwSystemKind[] = ['ecm', 'ej'];
const AIMED: readonly EwSystemKind[] = ['elint', 'targeting'];

/** The kind of an EW system of a ship, from the Control Step's record of it. */
const ewKind = (state: MetaverseState, shipId: string, systemId: string): EwSystemKind | undefined =>
  state.control?.ewSystems[shipId]?.find((e) => e.id === systemId)?.kind;

/** One Control Step action as heard; null for a pass. `before` is the state the action was taken in. */
export function heardControl(before: MetaverseState, action: ControlAction, text: string): Heard | null {
  const base: Heard = { step: 'control', text, jams: false, usesEw: false, cloaks: false, dropsShields: false, targets: [], strikes: [] };
  switch (action.kind) {
    case 'pass':
      return null;
    case 'priority-target':
    case 'designated-target':
      return { ...base, targets: [action.targetShipId] };
    case 'ew': {
      const kind = ewKind(before, action.shipId, action.systemId);
      const on = action.order !== 'deactivate';
      return {
        ...base,
        usesEw: true,
        jams: on && kind !== undefined && JAMMING.includes(kind),
        cloaks: action.order === 'activate' && kind === 'cloak',
        targets: on && kind !== undefined && AIMED.includes(kind) ? [...(action.targets ?? [])] : [],
      };
    }
    case 'stealth':
      return { ...base, usesEw: true, cloaks: action.on };
    case 'countermeasure-pods':
      return { ...base, usesEw: true };
    case 'shields':
      return { ...base, dropsShields: !action.raise };
    case 'tactic':
      return base;
  }
}

/**
 * One Mission Step message as heard by the other side; null when it conducted no mission (a pass, or standing
 * orders for the starfighter combat only, which the book does not count as a mission action).
 */
export function heardMissions(before: MetaverseState, side: SideId, message: string, text: string): Heard | null {
  const ctx = missionStepContext(before, before.fighters, side);
  const strikes: string[] = [];
  let acted = false;
  for (const line of message.split('\n')) {
    const read = parseMissionAction(line, ctx);
    if (!read.ok) continue;
    const a = read.value;
    if (a.kind === 'create' || a.kind === 'retarget' || a.kind === 'split' || a.kind === 'recall') acted = true;
    if ((a.kind === 'create' || a.kind === 'retarget') && before.squadrons.some((q) => q.id === a.target && q.side !== side)) strikes.push(a.target);
  }
  return acted ? { step: 'missions', text, jams: false, usesEw: false, cloaks: false, dropsShields: false, targets: [], strikes } : null;
}
