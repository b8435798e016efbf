/**
 * Losing a commander (Metaverse p.3 "Commanders").
 * - Flag commander lost: the player promotes a commander immediately below the flag commander, and the other
 *   commanders who reported to the old flag now report to the new one. If there is no subordinate commander, the
 *   player picks a starship whose new flag commander is an incompetent captain (1D4).
 * - A ship that made an FTL retreat counts as destroyed for chain-of-command purposes (p.11): callers pass it here too.
 * Judgement calls: "all other commanders now report to the new flag commander" is read as the commanders that
 * reported to the old flag (deeper levels keep their superiors). The book is silent on losing a subordinate
 * commander: its subordinates and squadrons then report to its superior.
 */
import { err, ok, type Result, type RuleError } from '../../core/result.ts';
import type { ChainOfCommand } from './chain.ts';
import { emergencyFlagCommander } from './commanders.ts';
import { metaverseError } from '../errors.ts';

/** The player's choice when the flag commander is lost. */
export type FlagSuccession =
  | { readonly kind: 'promote'; readonly commanderId: string }
  | { readonly kind: 'new-flag-ship'; readonly shipId: string; readonly commanderId: string };

/** Commanders directly below the given one: the candidates for promotion when it is the flag. */
export function immediateSubordinates(chain: ChainOfCommand, commanderId: string): string[] {
  return chain.commanders.filter((c) => c.superiorId === commanderId).map((c) => c.id);
}

/**
 * The chain after losing `lostId`. `succession` is needed only when the lost commander is the flag; with exactly one
 * candidate it may be omitted.
 */
export function loseCommander(
  chain: ChainOfCommand,
  lostId: string,
  succession?: FlagSuccession,
): Result<ChainOfCommand, RuleError> {
  const lost = chain.commanders.find((c) => c.id === lostId);
  if (lost === undefined) return err(metaverseError('ERR_COMMANDER_UNKNOWN', `There is no commander ${lostId}; name a commander in this fleet.`));
  const rest = chain.commanders.filter((c) => c.id !== lostId);

  if (lost.superiorId !== null) {
    const superiorId = lost.superiorId;
    return ok({
      commanders: rest.map((c) => (c.superiorId === lostId ? { ...c, superiorId } : c)),
      squadrons: chain.squadrons.map((s) => (s.commanderId === lostId ? { ...s, commanderId: superiorId } : s)),
    });
  }

  const candidates = immediateSubordinates(chain, lostId);
  let choice = succession;
  if (choice === undefined && candidates.length === 1 && candidates[0] !== undefined) choice = { kind: 'promote', commanderId: candidates[0] };
  if (choice === undefined) {
    return err(
      candidates.length > 0
        ? metaverseError('ERR_PROMOTION_NEEDED', `Choose which of ${candidates.join(', ')} becomes the new flag commander.`)
        : metaverseError('ERR_FLAG_SHIP_NEEDED', 'No commander is left: choose a starship to carry the new flag commander.'),
    );
  }
  if (choice.kind === 'promote') {
    const newFlagId = choice.commanderId;
    if (!candidates.includes(newFlagId)) {
      return err(
        metaverseError('ERR_PROMOTION_NOT_IMMEDIATE', `Only a commander immediately below the flag can be promoted: choose one of ${candidates.join(', ') || 'none'}.`),
      );
    }
    return ok({
      commanders: rest.map((c) =>
        c.id === newFlagId ? { ...c, superiorId: null } : c.superiorId === lostId ? { ...c, superiorId: newFlagId } : c,
      ),
      squadrons: chain.squadrons.map((s) => (s.commanderId === lostId ? { ...s, commanderId: newFlagId } : s)),
    });
  }
  if (candidates.length > 0) {
    return err(metaverseError('ERR_PROMOTION_AVAILABLE', `A subordinate commander survives: promote one of ${candidates.join(', ')} instead.`));
  }
  if (rest.some((c) => c.id === choice.commanderId)) {
    return err(metaverseError('ERR_COMMANDER_DUPLICATE', `Commander id ${choice.commanderId} is taken; pick a new id.`));
  }
  // p.3: "This new flag commander will be an incompetent captain and therefore roll 1D4."
  const flag = emergencyFlagCommander(choice.commanderId, choice.shipId);
  return ok({
    commanders: [flag, ...rest],
    squadrons: chain.squadrons.map((s) => (s.commanderId === lostId ? { ...s, commanderId: flag.id } : s)),
  });
}
