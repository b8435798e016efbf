/**
 * Legal targets (A26: priority, designated or Danger Close, p.21–22) for fire orders written before the Control
 * Step is over, in the fire step that also collects standing orders: a target is legal when it is so now, or when
 * the side's own standing orders nominate it (`priority T`, `designate T for S`) as actions it will take in any case
 * (a reaction may never happen, so it does not count). The Control Step's declarations count from the turn it opened.
 */
import type { RuleError } from '../../../core/result.ts';
import { addDesignatedTarget, addPriorityTarget, emptyDeclarations } from '../../control/declarations.ts';
import { parseControlAction } from '../../notation/step-action.ts';
import { hasActiveCloak } from '../control/control-step.ts';
import { checkFireOrders, type SideDeclarations, type TargetOptions } from '../combat/legal-targets.ts';
import type { WeaponOrder } from '../combat/combat-step.ts';
import type { MetaverseState } from '../../state.ts';
import { controlContext } from './context.ts';
import type { Script, SideId } from './types.ts';

/** This turn's Control Step declarations; none before it has opened (the state then holds last turn's). */
export const declarationsNow = (state: MetaverseState): SideDeclarations => (state.control && state.control.turn === state.turn ? state.control.declarations : {});

/** Cloaked ships are never targets (A50); cloaks carry over from turn to turn. */
export function targetOptionsNow(state: MetaverseState): TargetOptions {
  const control = state.control;
  return control ? { cloaked: state.ships.filter((s) => hasActiveCloak(control, s.id)).map((s) => s.id) } : {};
}

/** The declarations as they will be once the side's script has made its nominations. */
export function withNominations(state: MetaverseState, side: SideId, script: Script | undefined): SideDeclarations {
  const now = declarationsNow(state);
  let mine = now[side] ?? emptyDeclarations();
  const ctx = controlContext(state, side);
  for (const line of script?.actions ?? []) {
    const a = parseControlAction(line, ctx);
    if (!a.ok) continue;
    if (a.value.kind === 'priority') mine = addPriorityTarget(mine, a.value.target);
    if (a.value.kind === 'designate') mine = addDesignatedTarget(mine, a.value.squadron, a.value.target);
  }
  return { ...now, [side]: mine };
}

/**
 * Every problem with fire orders given with (or before) the side's Control Step orders, with what to add. `sides`:
 * whose ships must not hold forced weapons (none when only part of the orders could be read).
 */
export function checkEarlyFire(state: MetaverseState, side: SideId, orders: readonly WeaponOrder[], script: Script | undefined, sides: readonly SideId[] = [side]): RuleError[] {
  const problems = checkFireOrders(state, withNominations(state, side, script), orders, sides, targetOptionsNow(state));
  const name = (id: string): string => state.ships.find((s) => s.id === id)?.name ?? id;
  return problems.map((p) => {
    if (p.code !== 'ERR_TARGET_NOT_LEGAL') return p;
    const o = orders[Number(/\d+/.exec(p.at ?? '')?.[0] ?? -1)];
    const firer = state.ships.find((s) => s.id === o?.shipId);
    const squadron = state.squadrons.find((q) => q.id === firer?.squadronId)?.name;
    if (!o || !firer || !squadron) return p;
    return {
      ...p,
      message: `${name(o.targetId)} is not a legal target for ${firer.name} yet: the Control Step has not nominated it.`,
      suggestion: `Add the line "control: designate ${name(o.targetId)} for ${squadron}" (1 CP) or "control: priority ${name(o.targetId)}" (flag commander).`,
    };
  });
}
