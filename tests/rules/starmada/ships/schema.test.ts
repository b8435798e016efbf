import { describe, expect, it } from 'vitest';
import { MAJESTIC } from '../../../../src/rules/starmada/ships/library/index.ts';
import { validateShipClass, type Battery, type ShipClass } from '../../../../src/rules/starmada/ships/schema.ts';
import { SYNTHETIC_CARRIER, SYNTHETIC_CORVETTE, profile, shipWith } from './fixtures.ts';

/** The problems validateShipClass finds, as [path, sentence] pairs. */
function problems(raw: unknown): [string | undefined, string][] {
  const result = validateShipClass(raw);
  return result.ok ? [] : result.error.map((e) => [e.at, e.message]);
}

const withProfile = (changes: Parameters<typeof profile>[0]): ShipClass =>
  shipWith({ batteries: [{ name: 'Laser', profiles: [profile(changes)], banks: [{ arcs: 'AB', count: 2 }], lossLimit: 1 }] });

describe('validateShipClass: the display sheet (ch.1, A.3)', () => {
  it('accepts the Majestic and the synthetic test ships', () => {
    // Starmada p.29 §A.6; synthetic ships in fixtures.ts
    for (const ship of [MAJESTIC, SYNTHETIC_CORVETTE, SYNTHETIC_CARRIER]) expect(validateShipClass(ship)).toEqual({ ok: true, value: ship });
  });

  it('reports every problem of a ship at once, each with its field path', () => {
    // Starmada p.10 §1.3 (ROF, ACC), p.24 §A.1 (hull size 1-35), p.25 §A.1 (Volatile, NPr/Pr1)
    const raw = {
      ...MAJESTIC,
      hullSize: 40,
      speed: 3,
      batteries: [
        { ...MAJESTIC.batteries[0], profiles: [{ range: [4, 8, 12], rof: 9, acc: '5+', imp: 1, dmg: 1, traits: ['Pr1', 'NPr', 'Zap', 'Vlt'] }] },
        { ...MAJESTIC.batteries[1], banks: [{ arcs: 'AQ', count: 0 }] },
      ],
    };
    expect(problems(raw)).toEqual([
      ['hullSize', 'Hull size must be 1 to 35, found 40'],
      ['batteries[0].profiles[0].rof', 'ROF must be 1 to 6, found 9'],
      ['batteries[0].profiles[0].acc', 'ACC must be a number, found "5+"'],
      ['batteries[0].profiles[0].traits[2]', '"Zap" is not a weapon trait; use an abbreviation of C.5 such as Pr1, Acr or Slw'],
      ['batteries[0].profiles[0].rof', 'A Volatile (Vlt) weapon has ROF 1 (printed "*"), found 9'],
      ['batteries[0].profiles[0].traits', 'A weapon may not be both Non-Piercing (NPr) and Piercing-1 (Pr1)'],
      ['batteries[1].banks[0].arcs', 'arc "AQ" is not an arc; use A-L or a named arc such as FH'],
      ['batteries[1].banks[0].count', 'Weapons in a bank must be 1 or more, found 0'],
      ['speed', 'Unknown field "speed" in the ship'],
    ]);
  });

  it('names missing fields and wrong types in words', () => {
    // Starmada p.9 §1.1: faction, class, type and combat rating head every sheet
    const { faction: _faction, ...noFaction } = MAJESTIC;
    expect(problems({ ...noFaction, combatRating: '185' })).toEqual([
      ['faction', 'Faction is missing'],
      ['combatRating', 'Combat rating must be a number, found "185"'],
    ]);
    expect(problems('Majestic')).toEqual([['', 'The ship must be an object, found "Majestic"']]);
  });

  it('requires the hull track to count down from the hull size', () => {
    // Starmada p.26 §A.3: "the last box will always have a value of 1"
    expect(problems({ ...MAJESTIC, tracks: { ...MAJESTIC.tracks, hull: [8, 7, 6] } })).toEqual([
      ['tracks.hull', 'The hull track must count down from the hull size to 1 (8-7-6-5-4-3-2-1), found 8-7-6'],
    ]);
  });

  it('keeps shield ratings within 0 to 5 and needs a track for directional shields', () => {
    // Starmada p.24 §A.1: "No ship may have a shield rating greater than 5"; p.32 §B.7
    expect(problems({ ...MAJESTIC, tracks: { ...MAJESTIC.tracks, shields: [6, 5, 3, 2] } })).toEqual([['tracks.shields[0]', 'Shield rating must be 0 to 5, found 6']]);
    expect(problems({ ...MAJESTIC, tracks: { ...MAJESTIC.tracks, shields: null }, directionalShields: { Fwd: 6, Port: 2, Stbd: 2, Aft: 1 } })).toEqual([
      ['directionalShields.Fwd', 'Forward shield rating must be 0 to 5, found 6'],
      ['tracks.shields', 'A ship with directional shields needs a shield track (built from the sum of the four arcs)'],
    ]);
  });

  it('accepts standard or directional screens, and explains which shape it wanted', () => {
    // Starmada p.35-36 §B.18
    expect(validateShipClass({ ...MAJESTIC, screens: { all: 12 } }).ok).toBe(true);
    expect(validateShipClass({ ...MAJESTIC, screens: { Fwd: 10, Port: 9, Stbd: 9, Aft: 6 } }).ok).toBe(true);
    expect(problems({ ...MAJESTIC, screens: { Fwd: 10, Port: 9 } })).toEqual([
      ['screens.Stbd', 'Starboard screen count is missing'],
      ['screens.Aft', 'Aft screen count is missing'],
    ]);
    expect(problems({ ...MAJESTIC, screens: 12 })).toEqual([['screens', 'Screens must be { "all": n } or { "Fwd", "Port", "Stbd", "Aft" }, found 12']]);
  });
});

describe('validateShipClass: weapons (p.10, A.1, C.2-C.5)', () => {
  it('gives a seeking weapon an MA of 4 to 12 instead of RNG', () => {
    // Starmada p.25 §A.1 and p.40 §C.4
    expect(validateShipClass(withProfile({ range: null, ma: 8 })).ok).toBe(true);
    expect(problems(withProfile({ range: null }))).toEqual([['batteries[0].profiles[0].ma', 'A seeking weapon (no RNG) needs an MA from 4 to 12']]);
    expect(problems(withProfile({ range: null, ma: 13 }))).toEqual([['batteries[0].profiles[0].ma', 'MA must be 4 to 12, found 13']]);
    expect(problems(withProfile({ ma: 8 }))).toEqual([['batteries[0].profiles[0].ma', 'MA is only for seeking weapons, which have no RNG']]);
  });

  it('needs range bands that grow', () => {
    // Starmada p.10 §1.3: "3-6-9" is short 1-3, medium 4-6, long 7-9
    expect(problems(withProfile({ range: [6, 3, 9] }))).toEqual([['batteries[0].profiles[0].range', 'RNG bands must grow from short to medium to long, found 6-3-9']]);
    expect(problems({ ...withProfile({}), batteries: [{ name: 'L', profiles: [{ ...profile(), range: [3, 6] }], banks: [{ arcs: 'AB', count: 1 }], lossLimit: 1 }] })).toEqual([
      ['batteries[0].profiles[0].range', 'RNG needs three bands (short, medium, long), found 2'],
    ]);
  });

  it('prints "*" IMP only for Scatter and Telescopic weapons', () => {
    // Starmada p.25 §A.1: "Weapons with the Scatter or Telescopic traits may not have IMP>1"; p.42-43 §C.5
    expect(validateShipClass(withProfile({ imp: null, traits: ['Sct'] })).ok).toBe(true);
    expect(problems(withProfile({ imp: 2, traits: ['Tls'] }))).toEqual([
      ['batteries[0].profiles[0].imp', 'A Scatter or Telescopic weapon has no fixed IMP (printed "*"), found 2'],
    ]);
    expect(problems(withProfile({ imp: null }))).toEqual([['batteries[0].profiles[0].imp', 'IMP "*" is only for Scatter (Sct) or Telescopic (Tls) weapons']]);
  });

  it('gives a dual-mode weapon two profiles, the second with a mode name', () => {
    // Starmada p.39 §C.2
    const battery = (profiles: unknown[]) => ({ ...withProfile({}), batteries: [{ name: 'Ion Cannon', profiles, banks: [{ arcs: 'AB', count: 1 }], lossLimit: 1 }] });
    expect(validateShipClass(battery([profile(), profile({ mode: 'Close Defense', range: [2, 4, 6] })])).ok).toBe(true);
    expect(problems(battery([profile(), profile({ range: [2, 4, 6] })]))).toEqual([
      ['batteries[0].profiles[1].mode', 'The second mode of a dual-mode weapon needs a name, e.g. "Close Defense"'],
    ]);
    expect(problems(battery([profile(), profile({ mode: 'B' }), profile({ mode: 'C' })]))).toEqual([
      ['batteries[0].profiles', 'A battery has one weapon profile, or two for a dual-mode weapon; found 3'],
    ]);
    expect(problems(battery([]))).toEqual([['batteries[0].profiles[0]', 'A battery needs a weapon profile']]);
  });

  it('accepts multi-weapon mounts of 1 to 4 and named or defensive arcs', () => {
    // Starmada p.39 §C.1 and §C.3
    const ship = shipWith({ batteries: [{ name: 'Laser', profiles: [profile()], banks: [{ arcs: 'FH', count: 1, mountSize: 4 }, { arcs: 'Aft', count: 1 }], lossLimit: 1 }] });
    expect(validateShipClass(ship).ok).toBe(true);
    expect(problems({ ...ship, batteries: [{ ...ship.batteries[0], banks: [{ arcs: 'AB', count: 1, mountSize: 5 }] }] })).toEqual([
      ['batteries[0].banks[0].mountSize', 'Mount size must be 1 to 4, found 5'],
    ]);
  });

  it('refuses two batteries with the same name', () => {
    // Salvo needs battery names to tell weapons apart in /fire
    const laser: Battery = { name: 'Laser', profiles: [profile()], banks: [{ arcs: 'AB', count: 1 }], lossLimit: 1 };
    expect(problems(shipWith({ batteries: [laser, { ...laser, name: 'laser' }] }))).toEqual([
      ['batteries[1].name', 'Two batteries are named "laser"; each battery needs its own name'],
    ]);
  });

  it('keeps Drake separators out of battery and mode names', () => {
    // Drake notation (p.29 §A.6) splits battery lines at "|" and "//"; Salvo adds ">" for modes and reads "Name:" as a section
    const named = (name: string): ShipClass => shipWith({ batteries: [{ name, profiles: [profile()], banks: [{ arcs: 'AB', count: 2 }], lossLimit: 1 }] });
    expect(problems(named('Hull: Breaker'))).toEqual([['batteries[0].name', 'Battery name may not contain ":", found "Hull: Breaker"']]);
    expect(problems(named('Gun//2'))).toEqual([['batteries[0].name', 'Battery name may not contain "//", found "Gun//2"']]);
    const trimmed = validateShipClass(named('  Laser Mk. II '));
    expect(trimmed.ok && trimmed.value.batteries[0]?.name).toBe('Laser Mk. II');
  });
});

describe('validateShipClass: systems (Appendix B)', () => {
  it('allows levels of Countermeasures, Fire Control, Stealth and Tractor Beams only', () => {
    // Starmada p.30 ("may not possess multiples"), p.32 §B.6, p.33 §B.8, p.37 §B.22, p.38 §B.24
    const equipment = (system: string, count: number) => ({ ...MAJESTIC, equipment: { items: [{ system, count }], lossLimit: 1 } });
    for (const system of ['Countermeasures', 'Fire Control', 'Stealth', 'Tractor Beam']) expect(validateShipClass(equipment(system, 2)).ok).toBe(true);
    expect(problems(equipment('Hyperdrive', 2))).toEqual([['equipment.items[0].count', 'A ship carries at most one Hyperdrive, found 2']]);
    expect(problems(equipment('Warp Core', 1))[0]?.[1]).toMatch(/^"Warp Core" is not equipment; use one of Cloaking Device, /);
  });

  it('needs a number for Carrier and auxiliary services, and a carrier for Launch Tubes', () => {
    // Starmada p.22 §5.1 and p.31 §B.4 ("Carrier (n)"), p.30 §B.2 ("Transport (4)"), p.33 §B.12
    expect(validateShipClass({ ...MAJESTIC, traits: [{ system: 'Carrier', value: 4 }, { system: 'Launch Tubes' }] }).ok).toBe(true);
    expect(problems({ ...MAJESTIC, traits: [{ system: 'Transport' }, { system: 'Launch Tubes' }, { system: 'Ionized Hull', value: 2 }] })).toEqual([
      ['traits[0].value', 'Transport needs a number: its capacity, e.g. "Transport (4)"'],
      ['traits[2].value', 'Ionized Hull takes no number, found 2'],
      ['traits', 'Launch Tubes are only for carriers; add the Carrier trait'],
    ]);
  });

  it('refuses systems listed twice', () => {
    // Starmada p.30: "starships may not possess multiples of the same type of equipment and/or duplicate traits"
    expect(problems({ ...MAJESTIC, munitions: [{ system: 'Marines', count: 2 }, { system: 'Marines', count: 1 }] })).toEqual([
      ['munitions[1].system', 'Marines are listed twice; list them once with their count'],
    ]);
  });
});
