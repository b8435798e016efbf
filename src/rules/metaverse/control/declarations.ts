/**
 * What each side declares in the Control Step (Metaverse p.21 "Targets"; rulings A26, A27): priority
 * fleet targets (for the whole fleet) and designated squadron targets (for one squadron), plus countermeasure pods
 * fired and shields dropped. EW settings live on the systems themselves (ew-systems.ts) because they persist.
 * Judgement calls: target nominations last for this turn only (A27); a starship weapon may fire only at priority
 * targets, its squadron's designated targets or Danger Close ships (A26, config `legalTargetsRequireDesignation`).
 */

export interface ControlDeclarations {
  readonly priorityTargets: readonly string[];
  /** Squadron id → enemy ship ids. */
  readonly designatedTargets: Readonly<Record<string, readonly string[]>>;
  /** Ship id → pods fired this turn. */
  readonly podsFired: Readonly<Record<string, number>>;
  /** Ship id → true when dropped, false when raised this step. */
  readonly shields: Readonly<Record<string, boolean>>;
}

export const emptyDeclarations = (): ControlDeclarations => ({ priorityTargets: [], designatedTargets: {}, podsFired: {}, shields: {} });

const addOnce = (list: readonly string[], id: string): string[] => (list.includes(id) ? [...list] : [...list, id]);

export function addPriorityTarget(d: ControlDeclarations, shipId: string): ControlDeclarations {
  return { ...d, priorityTargets: addOnce(d.priorityTargets, shipId) };
}

export function addDesignatedTarget(d: ControlDeclarations, squadronId: string, shipId: string): ControlDeclarations {
  return { ...d, designatedTargets: { ...d.designatedTargets, [squadronId]: addOnce(d.designatedTargets[squadronId] ?? [], shipId) } };
}

export function firePods(d: ControlDeclarations, shipId: string, count: number): ControlDeclarations {
  return { ...d, podsFired: { ...d.podsFired, [shipId]: (d.podsFired[shipId] ?? 0) + count } };
}

export function setShieldsDropped(d: ControlDeclarations, shipId: string, dropped: boolean): ControlDeclarations {
  return { ...d, shields: { ...d.shields, [shipId]: dropped } };
}

/**
 * Enemy ships a squadron may fire at: priority ∪ its designated ∪ Danger Close ships (whole squadrons, p.21),
 * or `allEnemies` when the group plays free targeting.
 */
export function legalTargets(
  d: ControlDeclarations,
  squadronId: string,
  dangerCloseShipIds: readonly string[],
  options: { requireDesignation: boolean; allEnemies: readonly string[] },
): string[] {
  if (!options.requireDesignation) return [...options.allEnemies];
  const set = new Set<string>([...d.priorityTargets, ...(d.designatedTargets[squadronId] ?? []), ...dangerCloseShipIds]);
  return [...set];
}
