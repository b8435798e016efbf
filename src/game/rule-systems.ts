/** The rule systems games can be played with, by id. The service knows them only through the RuleSystem contract. */
import type { RuleSystem } from '../rules/core/rule-system.ts';
import { metaverse } from '../rules/metaverse/system.ts';
import { starmada } from '../rules/starmada/system.ts';
import { voidstriker } from '../rules/voidstriker/system.ts';

export type AnyRuleSystem = RuleSystem<unknown, unknown, unknown, unknown>;

export const RULE_SYSTEM_REGISTRY: Readonly<Record<string, AnyRuleSystem>> = {
  starmada,
  voidstriker,
  metaverse,
};

export function ruleSystem(id: string): AnyRuleSystem {
  const system = RULE_SYSTEM_REGISTRY[id];
  if (!system) throw new Error(`no rule system "${id}"`);
  return system;
}
