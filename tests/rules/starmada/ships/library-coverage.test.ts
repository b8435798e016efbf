// The library shows the book: at least one library design carries each ship system of appendix B (Starmada p.30–38
// §B.1–B.24), each weapon trait of C.5 (p.41–43) and each weapon option of C.1–C.4 (p.39–40), so a player can see
// every one in play. The lists come from the code, so a system or trait added there needs a design too.
import { describe, expect, it } from 'vitest';
import { readArcDesignation } from '../../../../src/rules/starmada/ships/arcs.ts';
import { SHIP_LIBRARY } from '../../../../src/rules/starmada/ships/library/index.ts';
import type { ShipClass } from '../../../../src/rules/starmada/ships/schema.ts';
import { AUXILIARY_SERVICES, EQUIPMENT, MUNITIONS, SHIP_TRAITS } from '../../../../src/rules/starmada/ships/systems.ts';
import { SYSTEMS_NOT_IN_PLAY, systemsNotInPlay } from '../../../../src/rules/starmada/ships/systems-in-play.ts';
import { WEAPON_TRAITS } from '../../../../src/rules/starmada/ships/weapon-traits.ts';

/** B.2 is one system with five services (p.30): any one of them shows it. */
const AUXILIARY = 'Auxiliary Services';
const isAuxiliary = (system: string): boolean => (AUXILIARY_SERVICES as readonly string[]).includes(system);

/** The appendix B systems a class carries, with B.7 and B.18, which the sheet shows as their own boxes (p.32, p.35). */
function systemsOf(ship: ShipClass): string[] {
  const listed = [...(ship.equipment?.items.map((i) => i.system) ?? []), ...(ship.traits?.map((t) => t.system) ?? []), ...(ship.munitions?.map((m) => m.system) ?? [])];
  return [
    ...listed.map((s) => (isAuxiliary(s) ? AUXILIARY : s)),
    ...(ship.directionalShields ? ['Directional Shielding'] : []),
    ...(ship.screens ? ['Screens'] : []),
  ];
}

/** The C.1–C.4 options a class's batteries use. */
function optionsOf(ship: ShipClass): string[] {
  return ship.batteries.flatMap((b) => [
    ...b.banks.flatMap((bank) => {
      const arc = readArcDesignation(bank.arcs);
      return arc.ok && arc.value.kind !== 'standard' ? ['C.1 Alternate Firing Arcs'] : [];
    }),
    ...(b.profiles.length > 1 ? ['C.2 Dual-Mode Weapons'] : []),
    ...(b.banks.some((bank) => (bank.mountSize ?? 1) > 1) ? ['C.3 Multi-Weapon Mounts'] : []),
    ...(b.profiles.some((p) => p.range === null) ? ['C.4 Seeking Weapons'] : []),
  ]);
}

const missing = (wanted: readonly string[], shown: readonly string[]): string[] => wanted.filter((w) => !shown.includes(w));

describe('the ship library shows the whole book', () => {
  // Starmada p.30–38 §B.1–B.24. Shuttlecraft (B.20) is left out while ships/systems-in-play.ts refuses it: no
  // library ship may carry a system a game refuses. Once it plays, it is asked for here like the others.
  const refused = Object.keys(SYSTEMS_NOT_IN_PLAY);
  const bookSystems = [...new Set([...EQUIPMENT, ...SHIP_TRAITS, ...MUNITIONS].map((s) => (isAuxiliary(s) ? AUXILIARY : s))), 'Directional Shielding', 'Screens'];

  it('lists the 24 systems of appendix B', () => {
    expect(bookSystems).toHaveLength(24);
  });

  it('carries every system of appendix B that a game plays, in at least one design', () => {
    const shown = SHIP_LIBRARY.flatMap(systemsOf);
    expect(missing(bookSystems.filter((s) => !refused.includes(s)), shown)).toEqual([]);
  });

  it('carries no system a game refuses, so every design can be played', () => {
    expect(SHIP_LIBRARY.flatMap((ship) => systemsNotInPlay(ship))).toEqual([]);
  });

  // Starmada p.41–43 §C.5.
  it('uses every weapon trait of C.5', () => {
    const shown = SHIP_LIBRARY.flatMap((ship) => ship.batteries.flatMap((b) => b.profiles.flatMap((p) => p.traits)));
    expect(missing(WEAPON_TRAITS, shown)).toEqual([]);
  });

  // Starmada p.39–40 §C.1–C.4; C.1's defensive arcs as firing arcs count as alternate arcs too.
  it('uses every weapon option of C.1–C.4', () => {
    const options = ['C.1 Alternate Firing Arcs', 'C.2 Dual-Mode Weapons', 'C.3 Multi-Weapon Mounts', 'C.4 Seeking Weapons'];
    expect(missing(options, SHIP_LIBRARY.flatMap(optionsOf))).toEqual([]);
  });
});
