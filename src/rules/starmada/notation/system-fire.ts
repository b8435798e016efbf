/**
 * Ship systems declared on a ship's fire line (appendix B; checked by ../combat/system-fire.ts), read and written
 * back:
 *
 *   Resolute: Mass Driver > Kestrel; Marines x3 > Kestrel       B.14: squads at one enemy ship (count optional)
 *   Dominion: Tractor Beam > Wing 2; Tractor Beam > Wing 3      B.24: one beam per target
 *   Dominion: Tractor Beam > 1209                               B.24 with B.15: a beam at the minefield in a hex
 *   Tempest: Shockwave                                          B.19: no target
 *   Vigilant: Flares x2 > 1208; Flare > 1310                    B.9: flares at a hex (column then row)
 *   Monsoon: Mines x2 > 1209                                    B.15: mines in an adjacent hex (laid in the End Phase)
 *   Explorer: Probes x2 > Kestrel                               B.17: probes fired as weapons at one target
 *                                                               ("probe > 1510", at a hex, launches them: probes.ts)
 *
 * A group is a system's when it starts with one of those words and the ship has no battery of that name.
 */
import { matchStart } from '../../core/names.ts';
import { makeHexLabel, parseHexLabel } from '../../core/offset.ts';
import { quoted } from '../../core/problem.ts';
import { err, ok, type Result, type RuleError } from '../../core/result.ts';
import type { SystemFire } from '../combat/system-fire.ts';
import { fireTargets } from '../combat/declaration.ts';
import { starmadaError } from '../errors.ts';
import type { ShipClass } from '../ships/schema.ts';
import type { ShipState, StarmadaState } from '../state.ts';

const SYSTEM_GROUP = /^(?<word>marines?|tractor(?:\s+beams?)?|shockwave|flares?|mines?|probes?)\b(?:\s*[x×*]\s*(?<count>\d{1,3}))?\s*(?:(?:>|→|->|\bat\b)\s*(?<target>.+))?$/i;

/** Does this group name a system rather than one of the ship's batteries? */
export function isSystemGroup(cls: ShipClass, group: string): boolean {
  const m = SYSTEM_GROUP.exec(group.trim());
  const word = m?.groups?.['word'];
  if (!word) return false;
  return !cls.batteries.some((b) => b.name.toLowerCase().startsWith(word.toLowerCase().split(/\s+/)[0] ?? ''));
}

/** Reads one system group of a ship's fire line. */
export function readSystemGroup(state: StarmadaState, ship: ShipState, group: string, where: object): Result<SystemFire, RuleError> {
  const m = SYSTEM_GROUP.exec(group.trim())?.groups ?? {};
  const word = (m['word'] ?? '').toLowerCase();
  const typedCount = m['count'] === undefined ? undefined : Number(m['count']);
  const target = m['target']?.trim();
  if (typedCount === 0) return err(starmadaError('ERR_SYSTEM_COUNT', 'Use at least one, or leave out the count.', where));
  if (word === 'shockwave') {
    if (target !== undefined || typedCount !== undefined) return err(starmadaError('ERR_FIRE_GROUP', 'A shockwave takes no target or count: write "Shockwave" alone (B.19 hits everything within 3 hexes).', where));
    return ok({ system: 'Shockwave', shipId: ship.id });
  }
  if (target === undefined) return err(starmadaError('ERR_FIRE_GROUP', `Say where, such as "${word.startsWith('flare') ? 'Flare > 1208' : word.startsWith('mine') ? 'Mines x2 > 1209' : word.startsWith('marine') ? 'Marines x2 > Kestrel' : 'Tractor Beam > Wing 1'}".`, where));
  if (word.startsWith('flare') || word.startsWith('mine')) {
    const hex = parseHexLabel(target, state.board);
    if (!hex.ok) return err({ ...hex.error, ...where, quote: target });
    return ok({ system: word.startsWith('flare') ? 'Flares' : 'Mines', shipId: ship.id, hexes: Array.from({ length: typedCount ?? 1 }, () => hex.value) });
  }
  if (word.startsWith('tractor') && /^\d+$/.test(target)) {
    if (typedCount !== undefined && typedCount > 1) return err(starmadaError('ERR_SYSTEM_COUNT', 'Each tractor beam attacks a different target (B.24): write one "Tractor Beam > …" per beam.', where));
    const hex = parseHexLabel(target, state.board);
    return hex.ok ? ok({ system: 'Tractor Beam', shipId: ship.id, minefield: hex.value }) : err({ ...hex.error, ...where, quote: target });
  }
  const targets = fireTargets(state, ship);
  const found = matchStart(target, targets);
  if (found.kind !== 'found') {
    const what = found.kind === 'ambiguous' ? 'matches more than one enemy' : 'is not an enemy on the board';
    return err(starmadaError('ERR_FIRE_TARGET', `${quoted(target)} ${what}; targets are ${targets.map((t) => t.name).join(', ')}.`, { ...where, quote: target }));
  }
  if (word.startsWith('marine')) return ok({ system: 'Marines', shipId: ship.id, targetId: found.item.id, squads: typedCount ?? 0 });
  if (word.startsWith('probe')) return ok({ system: 'Probes', shipId: ship.id, targetId: found.item.id, count: typedCount ?? 1 });
  if (typedCount !== undefined && typedCount > 1) return err(starmadaError('ERR_SYSTEM_COUNT', 'Each tractor beam attacks a different target (B.24): write one "Tractor Beam > …" per beam.', where));
  return ok({ system: 'Tractor Beam', shipId: ship.id, targetId: found.item.id });
}

/** A ship's flare (or mine) groups become one use with every hex. */
export function mergeFlares(uses: readonly SystemFire[]): SystemFire[] {
  const out: SystemFire[] = [];
  for (const use of uses) {
    if (use.system !== 'Flares' && use.system !== 'Mines') {
      out.push(use);
      continue;
    }
    const earlier = out.find((u) => u.system === use.system && u.shipId === use.shipId);
    if (earlier && 'hexes' in earlier) earlier.hexes.push(...use.hexes);
    else out.push({ ...use, hexes: [...use.hexes] });
  }
  return out;
}

/** One use as the group a player types ("Marines x3 > Kestrel"). */
export function makeSystemGroup(state: StarmadaState, use: SystemFire): string {
  const name = (id: string) => state.ships.find((s) => s.id === id)?.name ?? state.flights.find((f) => f.id === id)?.name ?? id;
  switch (use.system) {
    case 'Marines':
      return `Marines x${use.squads} > ${name(use.targetId)}`;
    case 'Tractor Beam':
      return `Tractor Beam > ${'minefield' in use ? makeHexLabel(use.minefield, state.board) : name(use.targetId)}`;
    case 'Shockwave':
      return 'Shockwave';
    case 'Probes':
      return `Probes x${use.count} > ${name(use.targetId)}`;
    case 'Flares':
    case 'Mines': {
      const labels = use.hexes.map((h) => makeHexLabel(h, state.board));
      const counted = [...new Set(labels)].map((l) => ({ l, n: labels.filter((x) => x === l).length }));
      return counted.map(({ l, n }) => `${use.system} x${n} > ${l}`).join('; ');
    }
  }
}
