/**
 * A ship's working weapons as the `/fire` menu offers them (Metaverse p.24 "Starship Combat Step", p.67–69
 * weapons, launchers and range): identical copies (same name, sectors and ranges) form one group,
 * "Heavy Laser ×4 (PF/BP/BS/SF, 10/20/…/80 cm)"; a launcher is one group per munition,
 * "Missile Launcher · Penetrator Missile ≤2 a turn (BP/BS, 15/30/45 cm)".
 *
 * Judgement calls:
 * - The group's key (the `/fire` value) is its first weapon id ("las-1"), or "<launcher>:<munition>" for a launcher
 *   load ("ml:msl"); a group's name works too.
 * - Range bands: up to four bands are listed ("10/20/30 cm"), more are shortened ("10/20/…/80 cm"); an effective
 *   band other than the first is named ("best band 2"). Several modes are listed by name.
 */
import { launcherModeOf, weaponModesOf } from '../adapters/fire.ts';
import type { WeaponMode } from '../fire/weapon.ts';
import type { FireShip } from '../notation/types.ts';
import { expandCopies, type ShipDesign } from '../ships/design.ts';

export interface WeaponGroup {
  readonly key: string;
  readonly name: string;
  /** Weapon (or launcher) ids in the group, in the design's order. */
  readonly ids: readonly string[];
  readonly sectors: readonly string[];
  /** Firing modes with their ranges (a launcher: the munition's). */
  readonly modes: readonly WeaponMode[];
  /** A launcher load: the munition and the most a launcher fires per turn. */
  readonly munition: { readonly id: string; readonly name: string; readonly maxPerTurn: number } | null;
}

function rangeText(mode: WeaponMode): string {
  const { band, bands, effectiveBand } = mode.range;
  const marks = bands <= 4 ? Array.from({ length: bands }, (_, i) => band * (i + 1)).join('/') : `${band}/${band * 2}/…/${band * bands}`;
  return `${marks} cm${effectiveBand > 1 ? `, best band ${effectiveBand}` : ''}`;
}

/** "PF/BP/BS/SF, 10/20/…/80 cm" or "BS, Beam 10/20 cm, Burst 5/10 cm". */
export function groupReachText(g: WeaponGroup): string {
  const ranges = g.modes.length === 1 && g.modes[0] ? rangeText(g.modes[0]) : g.modes.map((m) => `${m.mode} ${rangeText(m)}`).join(', ');
  return `${g.sectors.join('/')}, ${ranges}`;
}

export function groupLabel(g: WeaponGroup): string {
  if (g.munition) return `${g.name}${g.ids.length > 1 ? ` ×${g.ids.length}` : ''} · ${g.munition.name} ≤${g.munition.maxPerTurn} a turn (${groupReachText(g)})`;
  return `${g.name}${g.ids.length > 1 ? ` ×${g.ids.length}` : ''} (${groupReachText(g)})`;
}

const signature = (name: string, sectors: readonly string[], modes: readonly WeaponMode[], munition: string): string =>
  JSON.stringify([name, sectors, munition, modes.map((m) => [m.mode, m.range.band, m.range.bands, m.range.effectiveBand])]);

/** The ship's working weapons (those the fire notation offers, `ship`) grouped by identical copies. */
export function weaponGroups(design: ShipDesign, ship: FireShip): WeaponGroup[] {
  const expanded = expandCopies(design);
  const groups: (WeaponGroup & { sig: string })[] = [];
  const add = (id: string, name: string, sectors: readonly string[], modes: WeaponMode[], munition: WeaponGroup['munition']): void => {
    const sig = signature(name, sectors, modes, munition?.id ?? '');
    const same = groups.find((g) => g.sig === sig);
    if (same) groups[groups.indexOf(same)] = { ...same, ids: [...same.ids, id] };
    else groups.push({ sig, key: munition ? `${id}:${munition.id}` : id, name, ids: [id], sectors: [...sectors], modes, munition });
  };
  for (const w of ship.weapons) {
    const launcher = expanded.launchers.find((l) => l.id === w.id);
    if (launcher) {
      for (const m of w.munitions ?? []) {
        const mode = launcherModeOf(expanded, launcher.id, m.id);
        add(w.id, w.name, launcher.sectors, mode ? [mode] : [], { id: m.id, name: m.name, maxPerTurn: m.maxPerTurn });
      }
      continue;
    }
    const weapon = expanded.weapons.find((x) => x.id === w.id);
    if (weapon) add(w.id, w.name, weapon.sectors, weaponModesOf(expanded, w.id), null);
  }
  return groups.map(({ sig: _sig, ...g }) => g);
}
