/**
 * E.7 tagging attempts written with the fire declarations (Starmada E.7 p.50: "Attempts to tag targets are made
 * during the Combat Phase, at the same time starships make their attacks"), as a group of a ship's fire line:
 *
 *   Tempest: Linked Laser > Kestrel; tag Kestrel x2; tag Vigil
 *
 * "x2" aims two of the ship's TAGs at one target (left out: one). `makeTags` writes the normal form, which
 * `parseTags` reads back to the same attempts. The rules are checked by ../combat/target-acquisition.ts.
 */
import { matchStart } from '../../core/names.ts';
import { quoted } from '../../core/problem.ts';
import { err, ok, type Result, type RuleError } from '../../core/result.ts';
import type { SeatId } from '../../core/rule-system.ts';
import { fireTargets } from '../combat/declaration.ts';
import type { ShipState, StarmadaState, TagAttempt } from '../state.ts';
import { starmadaError } from '../errors.ts';
import { cutGraphemes } from '../../core/cut-text.ts';

const TAG = /^tag\s+(?<target>.+?)(?:\s*[x×*]\s*(?<count>\d{1,2}))?$/i;

/** Does this group of a fire line declare a tagging attempt ("tag Kestrel x2")? */
export const isTagGroup = (group: string): boolean => /^tag(\s|$)/i.test(group.trim());

/** One "tag <target> [xN]" group of `ship`'s line. */
function readTag(state: StarmadaState, ship: ShipState, group: string, where: object): Result<TagAttempt, RuleError> {
  const m = TAG.exec(group.trim())?.groups;
  if (!m) return err(starmadaError('ERR_TAG', `A tagging attempt reads like "tag Kestrel" or "tag Kestrel x2" (E.7).`, where));
  const targets = fireTargets(state, ship);
  const target = matchStart(m['target'] ?? '', targets);
  if (target.kind !== 'found') {
    const what = target.kind === 'ambiguous' ? 'matches more than one enemy' : 'is not an enemy on the board';
    return err(starmadaError('ERR_TAG', `${quoted(m['target'] ?? '')} ${what}; targets are ${targets.map((t) => t.name).join(', ')}.`, { ...where, quote: m['target'] }));
  }
  const tags = m['count'] === undefined ? 1 : Number(m['count']);
  if (tags < 1) return err(starmadaError('ERR_TAG', 'Aim at least one TAG, or leave out the count to aim one.', where));
  return ok({ shipId: ship.id, targetId: target.item.id, tags });
}

/** Every tagging attempt in a seat's fire text, and the problems of those that do not read. */
export function parseTags(state: StarmadaState, seat: SeatId, text: string): Result<TagAttempt[], RuleError[]> {
  const own = state.ships.filter((s) => s.seat === seat && s.status === 'active');
  const tags: TagAttempt[] = [];
  const errors: RuleError[] = [];
  cutGraphemes(text, 4000).split('\n').map((l) => l.trim()).forEach((line, i) => {
    const colon = line.indexOf(':');
    if (colon < 0) return;
    const ship = matchStart(line.slice(0, colon).trim(), own);
    if (ship.kind !== 'found') return; // the fire reader reports the line
    for (const group of line.slice(colon + 1).split(/[;,]/).map((g) => g.trim()).filter(isTagGroup)) {
      const read = readTag(state, ship.item, group, { at: `line ${i + 1}`, line: i + 1, unit: ship.item.name, quote: group });
      if (read.ok) tags.push(read.value);
      else errors.push(read.error);
    }
  });
  return errors.length > 0 ? err(errors) : ok(tags);
}

/** The attempts as lines a player could type back: "Tempest: tag Kestrel x2; tag Vigil x1". */
export function makeTags(state: StarmadaState, tags: readonly TagAttempt[]): string[] {
  const byShip = new Map<string, string[]>();
  for (const t of tags) {
    const ship = state.ships.find((s) => s.id === t.shipId);
    const target = state.ships.find((s) => s.id === t.targetId)?.name ?? state.flights.find((f) => f.id === t.targetId)?.name;
    if (!ship || !target) continue;
    byShip.set(ship.name, [...(byShip.get(ship.name) ?? []), `tag ${target} x${t.tags}`]);
  }
  return [...byShip].map(([ship, groups]) => `${ship}: ${groups.join('; ')}`);
}
