/**
 * Chain of command (Metaverse p.3 "Commanders", p.86 "Fleets").
 * - Exactly one flag commander (no superior); at most five levels of commanders; a sub-commander may not be of a
 *   higher rank than its immediate superior.
 * - Spending scope: the flag commander may spend on any squadron; a subordinate only on its own squadron and the
 *   squadrons below it.
 * Judgement call: each squadron names the commander directly over it (`commanderId`); a commander's own squadron
 * names that commander.
 */
import { err, ok, type Result, type RuleError } from '../../core/result.ts';
import { rankLevel, type Commander } from './commanders.ts';
import { metaverseError } from '../errors.ts';

/** Most levels of commanders from the flag commander down (p.86). */
export const MAX_COMMAND_LEVELS = 5;

export interface SquadronCommand {
  readonly id: string;
  /** The commander directly over this squadron. */
  readonly commanderId: string;
}

export interface ChainOfCommand {
  readonly commanders: readonly Commander[];
  readonly squadrons: readonly SquadronCommand[];
}

/** The flag commander, or undefined if the chain has none (an invalid chain). */
export function flagCommander(chain: ChainOfCommand): Commander | undefined {
  return chain.commanders.find((c) => c.superiorId === null);
}

/** The commander and all its superiors, nearest first (stops on a cycle). */
export function superiorsOf(chain: ChainOfCommand, commanderId: string): Commander[] {
  const byId = new Map(chain.commanders.map((c) => [c.id, c]));
  const out: Commander[] = [];
  const seen = new Set<string>();
  let current = byId.get(commanderId);
  while (current !== undefined && !seen.has(current.id)) {
    out.push(current);
    seen.add(current.id);
    current = current.superiorId === null ? undefined : byId.get(current.superiorId);
  }
  return out;
}

/** Commanders allowed to spend CPs on the squadron: its own commander and every superior up to the flag (p.3). */
export function commandersOverSquadron(chain: ChainOfCommand, squadronId: string): Commander[] {
  const squadron = chain.squadrons.find((s) => s.id === squadronId);
  return squadron === undefined ? [] : superiorsOf(chain, squadron.commanderId);
}

/** May this commander spend CPs on this squadron? (p.3 "Commanders") */
export function canCommandSquadron(chain: ChainOfCommand, commanderId: string, squadronId: string): boolean {
  if (flagCommander(chain)?.id === commanderId) return true;
  return commandersOverSquadron(chain, squadronId).some((c) => c.id === commanderId);
}

/** Every problem in a chain of command at once, or the chain itself. */
export function validateChain(chain: ChainOfCommand): Result<ChainOfCommand, RuleError[]> {
  const errors: RuleError[] = [];
  const byId = new Map<string, Commander>();
  for (const c of chain.commanders) {
    if (byId.has(c.id)) errors.push(metaverseError('ERR_COMMANDER_DUPLICATE', `Commander ${c.id} is listed twice; give each commander its own id.`, { at: c.id }));
    byId.set(c.id, c);
  }
  const flags = chain.commanders.filter((c) => c.superiorId === null);
  if (flags.length !== 1) {
    errors.push(metaverseError('ERR_FLAG_COUNT', `A fleet needs exactly one flag commander, not ${flags.length}; give every other commander a superior.`));
  }
  for (const c of chain.commanders) {
    if (c.superiorId === null) continue;
    const superior = byId.get(c.superiorId);
    if (superior === undefined) {
      errors.push(metaverseError('ERR_SUPERIOR_UNKNOWN', `Commander ${c.id} reports to unknown commander ${c.superiorId}; name an existing superior.`, { at: c.id }));
      continue;
    }
    // p.86: "A sub-commander cannot be of a higher command level than their immediate superior."
    if (rankLevel(c.rank) > rankLevel(superior.rank)) {
      errors.push(metaverseError('ERR_OUTRANKS_SUPERIOR', `Commander ${c.id} (${c.rank}) outranks superior ${superior.id} (${superior.rank}); lower its rank.`, { at: c.id }));
    }
    const line = superiorsOf(chain, c.id);
    const last = line[line.length - 1];
    if (last !== undefined && last.superiorId !== null && byId.has(last.superiorId)) {
      errors.push(metaverseError('ERR_CHAIN_CYCLE', `Commander ${c.id} is in a loop of superiors; make the chain end at the flag commander.`, { at: c.id }));
    } else if (line.length > MAX_COMMAND_LEVELS) {
      // p.86: "up to five levels of commanders from the fleet commander down to the lowest sub-commander".
      errors.push(metaverseError('ERR_CHAIN_TOO_DEEP', `Commander ${c.id} is ${line.length} levels down; a chain may have at most ${MAX_COMMAND_LEVELS} levels.`, { at: c.id }));
    }
  }
  const squadronIds = new Set<string>();
  for (const s of chain.squadrons) {
    if (squadronIds.has(s.id)) errors.push(metaverseError('ERR_SQUADRON_DUPLICATE', `Squadron ${s.id} is listed twice; give each squadron its own id.`, { at: s.id }));
    squadronIds.add(s.id);
    if (!byId.has(s.commanderId)) {
      errors.push(metaverseError('ERR_SQUADRON_COMMANDER_UNKNOWN', `Squadron ${s.id} reports to unknown commander ${s.commanderId}; name an existing commander.`, { at: s.id }));
    }
  }
  return errors.length > 0 ? err(errors) : ok(chain);
}
