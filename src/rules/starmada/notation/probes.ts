/**
 * B.17 probe launches as players type them, among a ship's fire declarations (4.1 p.18; B.17 p.35: "launched during
 * the Combat Phase, at the same time that a ship makes its attacks"), read and written back:
 *
 *   Monsoon: Needle Gun > Vigil; probe > 1510
 *   Monsoon: probes x2 > 1510
 *
 * The target is a hex (column then row); the launch is checked by ../combat/probes.ts. A probe group aimed at a
 * name instead ("Probes x2 > Kestrel") fires them as weapons, read with the other systems (system-fire.ts).
 */
import { quoted } from '../../core/problem.ts';
import { makeHexLabel, parseHexLabel } from '../../core/offset.ts';
import { err, ok, type Result, type RuleError } from '../../core/result.ts';
import { starmadaError } from '../errors.ts';
import type { ProbeLaunch, ShipState, StarmadaState } from '../state.ts';

const PROBE_GROUP = /^probes?(?:\s*[x×*]\s*(?<count>\d{1,2}))?\s*(?:>|→|->|\bat\b)\s*(?<hex>\S+)$/i;

/** Does this group launch probes ("probe > 1510")? */
export const isProbeGroup = (group: string): boolean => /^probes?\b/i.test(group.trim());

/** Is this probe group aimed at an element by name (probes as weapons, B.17 p.35) rather than at a hex? */
export function isProbeAttack(group: string): boolean {
  const target = /(?:>|→|->|\bat\b)\s*(?<target>.+)$/i.exec(group.trim())?.groups?.['target']?.trim();
  return isProbeGroup(group) && target !== undefined && !/^\d+$/.test(target);
}

/** One group's launches, or why it does not read. */
export function readProbeGroup(state: StarmadaState, ship: ShipState, group: string, where: object): Result<ProbeLaunch[], RuleError> {
  const m = PROBE_GROUP.exec(group.trim())?.groups;
  if (!m) return err(starmadaError('ERR_PROBE', `A probe launch reads like "probe > 1510" or "probes x2 > 1510" (B.17 p.35); ${quoted(group)} does not.`, { ...where, quote: group }));
  const at = parseHexLabel(m['hex'] ?? '', state.board);
  if (!at.ok) return err(starmadaError('ERR_PROBE', `${quoted(m['hex'] ?? '')} is not a hex: write its column then its row, like 1510.`, { ...where, quote: group }));
  const n = m['count'] === undefined ? 1 : Number(m['count']);
  if (n < 1) return err(starmadaError('ERR_PROBE', 'Launch at least one probe.', { ...where, quote: group }));
  return ok(Array.from({ length: n }, () => ({ shipId: ship.id, at: at.value })));
}

/** The launches as groups a player could type back, by ship name: "probes x2 > 1510". */
export function makeProbeGroups(state: StarmadaState, launches: readonly ProbeLaunch[]): Map<string, string[]> {
  const counted = new Map<string, { ship: string; hex: string; n: number }>();
  for (const l of launches) {
    const ship = state.ships.find((s) => s.id === l.shipId)?.name ?? l.shipId;
    const hex = makeHexLabel(l.at, state.board);
    const key = `${ship}\u0000${hex}`;
    counted.set(key, { ship, hex, n: (counted.get(key)?.n ?? 0) + 1 });
  }
  const byShip = new Map<string, string[]>();
  for (const { ship, hex, n } of counted.values()) byShip.set(ship, [...(byShip.get(ship) ?? []), n === 1 ? `probe > ${hex}` : `probes x${n} > ${hex}`]);
  return byShip;
}
