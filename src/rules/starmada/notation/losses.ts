/**
 * Weapon-loss choices as typed (Starmada 4.5 p.21): one ship per line, then what it loses, e.g.
 *
 *   Majestic: Laser Cannon 2, Fire Control 1
 *   Vigil: auto
 *
 * A battery name takes its weapons from its banks in order, or from one bank named by its arcs
 * ("Laser Cannon (BD) 1"); "auto" takes the default choice, written out; a ship left out takes it too.
 */
import { matchStart } from '../../core/names.ts';
import { quoted, twiceError } from '../../core/problem.ts';
import { err, ok, type Result, type RuleError } from '../../core/result.ts';
import type { SeatId } from '../../core/rule-system.ts';
import { defaultWeaponLosses, type WeaponLoss } from '../combat/weapon-losses.ts';
import { classOf } from '../combat/ship-condition.ts';
import type { StarmadaState } from '../state.ts';
import { starmadaError } from '../errors.ts';
import { cutGraphemes } from '../../core/cut-text.ts';

/** "Laser Cannon", "Laser Cannon 2", "Laser Cannon x2", "Laser Cannon (BD) 2". */
// An "x" before a count needs a space before it, so a name ending in x ("Vortex 1") keeps its x.
const PART = /^(?<name>.+?)(?:\s*\((?<arcs>[^)]*)\))?(?:\s+[x×]\s*(?<x>\d{1,2})|\s*×\s*(?<times>\d{1,2})|\s+(?<n>\d{1,2}))?$/i;

export function parseWeaponLosses(state: StarmadaState, seat: SeatId, text: string): Result<Record<string, WeaponLoss[]>, RuleError[]> {
  const read = readWeaponLosses(state, seat, text);
  return read.errors.length > 0 ? err(read.errors) : ok(read.choices);
}

/**
 * The choices of the lines that read, every problem of those that did not, and where each ship's line was typed, so
 * the loss limits can be checked for the good lines too and their problems quote the line (every problem at once).
 */
export function readWeaponLosses(state: StarmadaState, seat: SeatId, text: string): { choices: Record<string, WeaponLoss[]>; errors: RuleError[]; typed: Map<string, { quote: string; line: number }> } {
  const owed = state.phase.kind === 'weaponLosses' ? state.phase.owed : {};
  const ships = state.ships.filter((s) => s.seat === seat && owed[s.id] !== undefined);
  const places = new Map<string, { quote: string; line: number }>();
  if (ships.length === 0) return { choices: {}, errors: [starmadaError('ERR_LOSSES_NONE', 'None of your ships owes weapon losses this turn.')], typed: places };
  const errors: RuleError[] = [];
  const out: Record<string, WeaponLoss[]> = {};
  const typed = new Map<string, string>();
  for (const [i, raw] of cutGraphemes(text, 4000).split('\n').entries()) {
    const line = raw.trim();
    if (line === '') continue;
    const at = `line ${i + 1}`;
    const [name = '', rest = ''] = line.split(/:(.*)/s).map((x) => x.trim());
    const found = matchStart(name, ships, (s) => s.toLowerCase());
    const ship = found.kind === 'found' ? found.item : undefined;
    if (!ship || name === '') {
      errors.push(starmadaError('ERR_LOSSES_SHIP', `Start with a ship that owes losses (${ships.map((s) => s.name).join(', ')}) and a colon.`, { at, quote: line, line: i + 1 }));
      continue;
    }
    const first = typed.get(ship.id);
    if (first !== undefined) {
      errors.push({ ...twiceError(ship.name, first, line), at, line: i + 1 });
      continue;
    }
    typed.set(ship.id, line);
    places.set(ship.id, { quote: rest, line: i + 1 });
    const before = errors.length;
    const cls = classOf(state, ship);
    // "auto" is a choice the player made: the default losses, written out, so Ready does not ask again.
    if (/^(auto|default)$/i.test(rest)) {
      out[ship.id] = defaultWeaponLosses(cls, ship, owed[ship.id] ?? 0);
      continue;
    }
    const losses: WeaponLoss[] = [];
    for (const part of rest.split(',').map((p) => p.trim()).filter((p) => p !== '')) {
      const where = { at, unit: ship.name, quote: part, line: i + 1 };
      const m = PART.exec(part)?.groups ?? {};
      const what = (m['name'] ?? part).toLowerCase();
      let count = Number(m['x'] ?? m['times'] ?? m['n'] ?? 1);
      const battery = cls.batteries.findIndex((b) => b.name.toLowerCase() === what);
      const equipment = cls.equipment?.items.find((it) => it.system.toLowerCase() === what);
      if (battery >= 0) {
        const banks = cls.batteries[battery]?.banks ?? [];
        const arcs = m['arcs']?.trim().toLowerCase();
        if (arcs !== undefined && !banks.some((b) => b.arcs.toLowerCase() === arcs)) {
          errors.push(starmadaError('ERR_LOSSES_BANK', `${ship.name}'s ${cls.batteries[battery]?.name ?? ''} has no bank (${m['arcs'] ?? ''}); its banks are ${banks.map((b) => `(${b.arcs})`).join(', ')}.`, where));
          continue;
        }
        for (let k = 0; k < banks.length && count > 0; k++) {
          if (arcs !== undefined && banks[k]?.arcs.toLowerCase() !== arcs) continue;
          const left = (banks[k]?.count ?? 0) - (ship.bankLosses[battery]?.[k] ?? 0);
          const take = Math.min(left, count);
          if (take > 0) losses.push({ kind: 'weapon', battery, bank: k, count: take });
          count -= take;
        }
        if (count > 0) errors.push(starmadaError('ERR_LOSSES_TOO_MANY', `${ship.name} has fewer working ${cls.batteries[battery]?.name ?? 'weapons'} than that.`, where));
      } else if (equipment) {
        losses.push({ kind: 'equipment', system: equipment.system, count });
      } else {
        const names = [...cls.batteries.map((b) => b.name), ...(cls.equipment?.items.map((it) => it.system) ?? [])];
        errors.push(starmadaError('ERR_LOSSES_ITEM', `${ship.name} has no ${quoted(part)}; choose from ${names.join(', ')}.`, where));
      }
    }
    if (errors.length === before) out[ship.id] = losses;
  }
  return { choices: out, errors, typed: places };
}
