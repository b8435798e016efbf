/**
 * The rule systems games can be played with: the one list of them. The service knows each only through the
 * RuleSystem contract; commands list them (names, books) from each system's `catalogue`.
 */
import type { CatalogueEntry, RuleSystem } from '../rules/core/rule-system.ts';
import { metaverse } from '../rules/metaverse/system.ts';
import { starmada } from '../rules/starmada/system.ts';
import { voidstriker } from '../rules/voidstriker/system.ts';

export type AnyRuleSystem = RuleSystem<unknown, unknown, unknown, unknown>;

export const RULE_SYSTEM_REGISTRY: Readonly<Record<string, AnyRuleSystem>> = {
  starmada,
  voidstriker,
  metaverse,
};

/** A system as commands list it: its id and its catalogue entry. */
export interface RuleSystemInfo extends CatalogueEntry {
  readonly id: string;
}

/** Every system, in the order commands offer them. */
export const RULE_SYSTEMS: readonly RuleSystemInfo[] = Object.values(RULE_SYSTEM_REGISTRY).map((s) => ({ id: s.id, ...s.catalogue }));

export function ruleSystem(id: string): AnyRuleSystem {
  const system = RULE_SYSTEM_REGISTRY[id];
  if (!system) throw new Error(`no rule system "${id}"`);
  return system;
}
