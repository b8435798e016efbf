import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { makeDrake, parseDrake } from '../../../../src/rules/starmada/ships/drake.ts';
import { SHIP_LIBRARY } from '../../../../src/rules/starmada/ships/library/index.ts';
import { MAJESTIC } from '../../../../src/rules/starmada/ships/library/index.ts';
import type { ShipClass } from '../../../../src/rules/starmada/ships/schema.ts';
import { MAJESTIC_DRAKE_P29, SYNTHETIC_CARRIER, SYNTHETIC_CORVETTE, profile, shipWith } from './fixtures.ts';

/** The error lines of a parse, or the parsed ship's class name. */
function messages(text: string): string[] {
  const result = parseDrake(text);
  return result.ok ? [`ok: ${result.value.className}`] : result.error.map((e) => e.message);
}

const TRACKS = 'Hull: 3-2-1  Engines: 6-3  Weapons: 4-2';

describe('parseDrake: the book\'s example (A.6)', () => {
  it('reads the Majestic as printed on p.29', () => {
    // Starmada p.29 §A.6
    expect(parseDrake(MAJESTIC_DRAKE_P29)).toEqual({ ok: true, value: MAJESTIC });
  });

  it('reads the run-in "--ID: NAME: --Hull:" layout of the book\'s text', () => {
    // Starmada p.29 §A.6: sections start with "--"
    const runIn = MAJESTIC_DRAKE_P29.replace('--\nID:   NAME:\n--\nHull:', '--ID: NAME:\n--Hull:');
    expect(parseDrake(runIn)).toEqual({ ok: true, value: MAJESTIC });
  });

  it('forgives case, spacing, "×", "▢" boxes and a missing "+"', () => {
    // Starmada p.29 §A.6, typed carelessly
    const sloppy = `  imperial MAJESTIC-class Battlecruiser ( 185 )
hull: 8-7-6-5-4-3-2-1 engines:4-3-2-1 WEAPONS: 17 - 13 - 9 - 5 shields: 3-3-2-1
lightning turret|ace ▢▢|bdf [ ][ ]//(2) 4-8-12|2×5/1/1 (pr1)
Laser Cannon | AB [] | AC [][] | BD [][] | EF [] // (3) 3-6-9 | 1x5+/1/1
Fusion Torpedo | ab [][][][] // (2) 5-10-15 | 1X4+/3/1
equipment: countermeasures [] | HYPERDRIVE [] // (1)`;
    const result = parseDrake(sloppy);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value).toEqual({ ...MAJESTIC, faction: 'imperial', batteries: [{ ...MAJESTIC.batteries[0], name: 'lightning turret' }, ...MAJESTIC.batteries.slice(1)] });
  });
});

describe('parseDrake: asterisks and options (ch.1, C.1-C.5)', () => {
  it('reads "*" bands as Ballistic and Carronade and rebuilds the hidden band', () => {
    // Starmada p.42 §C.5: "*" replaces the short band of a Ballistic weapon and the long band of a Carronade
    const result = parseDrake(`Test PROBE-class Frigate (10)\n${TRACKS}\nGun | AB [] // (1) *-12-18 | 1x4+/1/1\nCannon | AB [] // (1) 5-10-* | 1x4+/1/1 (Crn)`);
    expect(result.ok && result.value.batteries.map((b) => [b.profiles[0].range, b.profiles[0].traits])).toEqual([
      [[6, 12, 18], ['Bls']],
      [[5, 10, 15], ['Crn']],
    ]);
  });

  it('reads "*" ROF as Volatile and "*" IMP for Scatter', () => {
    // Starmada p.10 §1.3 and p.43 §C.5
    const result = parseDrake(`Test PROBE-class Frigate (10)\n${TRACKS}\nFlechette | G [] // (1) 3-6-9 | *x5+/1/1\nScattergun | FF [][] // (1) 2-4-6 | 1x3+/*/1 (Sct)`);
    expect(result.ok && result.value.batteries.map((b) => [b.profiles[0].rof, b.profiles[0].imp, b.profiles[0].traits])).toEqual([
      [1, 1, ['Vlt']],
      [1, null, ['Sct']],
    ]);
  });

  it('reads seekers, mounts, named and defensive arcs, expendable diamonds and a second mode', () => {
    // Starmada p.39 §C.1-C.3, p.40 §C.4, p.43 §C.5 (Expendable: "a box followed by a diamond")
    const result = parseDrake(`Test PROBE-class Frigate (10)
${TRACKS}
Missile | fh [][] // (1) MA 8 | 2x4+/1/1 (Exp)
Rocket | G []<>[]<> // (1) 3-6-9 | 1x4+/1/1 (Exp)
Disruptor > Assault | AB2 [] | fwd [] // (1) 6-12-18 | 1x5+/2/1
> Point Defense | 2-4-6 | 2x4+/1/1 (Acr)`);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const [missile, rocket, disruptor] = result.value.batteries;
    expect(missile?.profiles[0]).toEqual(profile({ range: null, ma: 8, rof: 2, traits: ['Exp'] }));
    expect(missile?.banks).toEqual([{ arcs: 'FH', count: 2 }]);
    expect(rocket?.banks).toEqual([{ arcs: 'G', count: 2 }]);
    expect(disruptor?.banks).toEqual([{ arcs: 'AB', count: 1, mountSize: 2 }, { arcs: 'Fwd', count: 1 }]);
    expect(disruptor?.profiles).toEqual([
      profile({ mode: 'Assault', range: [6, 12, 18], acc: 5, imp: 2 }),
      profile({ mode: 'Point Defense', range: [2, 4, 6], rof: 2, traits: ['Acr'] }),
    ]);
  });

  it('reads screens, directional shields, traits, munitions and tech levels', () => {
    // Starmada p.29 §A.6 layout; B.7 (p.32), B.18 (p.35-36); tech levels are a Salvo extension
    const result = parseDrake(`Veshari Compact STAR OF DAWN-class Light Carrier (100)
Screens: -Fwd: 3 -Port: 2 -Stbd: 2 -Aft: 1
Hull: 12-11-10-9-8-7-6-5-4-3-2-1  Engines: 3-3-2-2-1-1  Weapons: 1-1-1-1-1-1  Shields: 8-7-6-4-3-2 -Fwd: 3 -Port: 2 -Stbd: 2 -Aft: 1
Flak | TT [] // (1) 1-2-3 | 3x4+/1/1 (Acr, Dfn)
Traits: Carrier (4), launch tubes
Marines: 3
Mines: 2-1
Tech Levels: Engines +1, Fighters 0, Shields -1, Weapons 2`);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value).toMatchObject({
      faction: 'Veshari Compact',
      className: 'Star Of Dawn',
      type: 'Light Carrier',
      screens: { Fwd: 3, Port: 2, Stbd: 2, Aft: 1 },
      directionalShields: { Fwd: 3, Port: 2, Stbd: 2, Aft: 1 },
      traits: [{ system: 'Carrier', value: 4 }, { system: 'Launch Tubes' }],
      munitions: [{ system: 'Marines', count: 3 }, { system: 'Mines', count: 2 }],
      techLevels: { engines: 1, fighters: 0, shields: -1, weapons: 2 },
    });
  });
});

describe('parseDrake: problems with line numbers', () => {
  it('reports every problem at once, each with its line', () => {
    // The /fleet import example of the UX walk-through, plus more: Starmada p.10 (ROF), p.19 and p.39 (arcs)
    const text = `Raider RAIDER-class Frigate (50)
${TRACKS}
Gun | AB [][] // (1) 3-6-9 | 9x4+/1/1 (Pr1, Zap)
Beam | AB [] // (1) 3-6-9 | 1x4+/1/1
Twin | AB [][] | Q [] // (1) 3-6-9 | 1x4+/1/1
Bad line here
Missile | G [] // (1) MA 3 | 1x4+/1/1 (Gid)
Marines: many`;
    expect(messages(text)).toEqual([
      'line 3: "Zap" is not a weapon trait; use an abbreviation of C.5 such as Pr1, Acr or Slw',
      'line 3: ROF must be 1 to 6, found 9',
      'line 5: arc "Q" is not an arc; use A-L or a named arc such as FH',
      'line 6: this line is not a weapon battery; a battery reads like "Laser Cannon | AB [][] // (1)  3-6-9 | 1x5+/1/1"',
      'line 7: MA must be 4 to 12, found 3',
      'line 7: A seeking weapon may not have range-based traits, found Gid',
      'line 8: Marines should be followed by how many the ship carries, like "Marines: 4"',
    ]);
    const result = parseDrake(text);
    expect(result.ok ? [] : result.error.map((e) => e.at)).toEqual(['line 3', 'line 3', 'line 5', 'line 6', 'line 7', 'line 7', 'line 8']);
  });

  it('splits the header at the word before "-class", keeping multi-word capital class names', () => {
    // Starmada p.29 §A.6: "<FACTION> <CLASS>-class <TYPE> (<COMBAT RATING>)", class in capitals
    const header = (line: string) => {
      const result = parseDrake(`${line}\n${TRACKS}`);
      return result.ok ? [result.value.faction, result.value.className, result.value.type, result.value.combatRating] : result.error.map((e) => e.message);
    };
    expect(header('Neo-Classical Order ALPHA-class Heavy Cruiser (120)')).toEqual(['Neo-Classical Order', 'Alpha', 'Heavy Cruiser', 120]);
    expect(header('Veshari Compact STAR OF DAWN-class Carrier (99)')).toEqual(['Veshari Compact', 'Star Of Dawn', 'Carrier', 99]);
    expect(header('UNSC HALCYON-class Cruiser (80)')).toEqual(['UNSC', 'Halcyon', 'Cruiser', 80]);
    expect(header('Imperial Majestic-class Battlecruiser (185)')).toEqual(['Imperial', 'Majestic', 'Battlecruiser', 185]);
    expect(header('TEST Corvette-class Corvette (synthetic) (30)')).toEqual(['TEST', 'Corvette', 'Corvette (synthetic)', 30]);
  });

  it('explains a malformed header, tracks line, battery or equipment line', () => {
    expect(messages(`Imperial Majestic Battlecruiser 185\n${TRACKS}`)).toEqual([
      'line 1: the first line should read like "Imperial MAJESTIC-class Battlecruiser (185)"',
    ]);
    expect(messages('Test PROBE-class Frigate (10)\nHull: 3-2-1  Engines: six')).toEqual([
      'line 2: the engines track should be numbers joined by "-", like 4-3-2-1, found "six"',
      'line 2: the tracks line needs "Weapons:"',
    ]);
    expect(messages(`Test PROBE-class Frigate (10)\n${TRACKS}\nGun | AB [][] (1) 3-6-9 | 1x4+/1/1`)).toEqual([
      'line 3: a weapon battery needs "//" and its loss limit, like "Laser Cannon | AB [][] // (1)  3-6-9 | 1x5+/1/1"',
    ]);
    expect(messages(`Test PROBE-class Frigate (10)\n${TRACKS}\nGun | AB [][] // (1) 3-6 | 1x4/1`)).toEqual([
      'line 3: RNG should be three bands like 3-6-9, or "MA 8" for a seeking weapon, found "3-6"',
      'line 3: weapon stats should read ROFxACC+/IMP/DMG, like "2x5+/1/1 (Pr1)", found "1x4/1"',
    ]);
    expect(messages(`Test PROBE-class Frigate (10)\n${TRACKS}\nEquipment: Warp Core [] // (1)`)[0]).toMatch(/^line 3: "Warp Core" is not equipment; use one of /);
  });

  it('puts a missing tracks line and an empty text on a line too', () => {
    expect(messages('Test PROBE-class Frigate (10)')).toEqual([
      'line 1: no tracks line follows the header; add one like "Hull: 8-7-6-5-4-3-2-1  Engines: 4-3-2-1  Weapons: 16-12-8-4  Shields: 3-3-2-1"',
    ]);
    expect(messages('\n  \n')).toEqual(['line 1: the text is empty; paste a ship in Drake notation, starting with a line like "Imperial MAJESTIC-class Battlecruiser (185)"']);
  });

  it('places a problem found by the sheet rules on the line that holds the field', () => {
    // Starmada p.26 §A.3 (hull track) and p.39 §C.2 (second mode)
    expect(messages(`Test PROBE-class Frigate (10)\nHull: 3-2  Engines: 6-3  Weapons: 4-2\nGun | AB [] // (1) 3-6-9 | 1x4+/1/1\n> | 2-4-6 | 7x4+/1/1`)).toEqual([
      'line 2: The hull track must count down from the hull size to 1 (3-2-1), found 3-2',
      'line 4: ROF must be 1 to 6, found 7',
      'line 4: The second mode of a dual-mode weapon needs a name, e.g. "Close Defense"',
    ]);
  });
});

describe('makeDrake', () => {
  it('writes the Majestic in the book\'s layout', () => {
    // Starmada p.29 §A.6
    expect(makeDrake(MAJESTIC)).toBe(`Imperial MAJESTIC-class Battlecruiser (185)
--
ID:   NAME:
--
Hull: 8-7-6-5-4-3-2-1   Engines: 4-3-2-1   Weapons: 17-13-9-5   Shields: 3-3-2-1
--
Lightning Turret | ACE [][] | BDF [][] // (2)  4-8-12 | 2x5+/1/1 (Pr1)
Laser Cannon | AB [] | AC [][] | BD [][] | EF [] // (3)  3-6-9 | 1x5+/1/1
Fusion Torpedo | AB [][][][] // (2)  5-10-15 | 1x4+/3/1
--
Equipment: Countermeasures [] | Hyperdrive [] // (1)`);
  });

  it('prints asterisks where the book does', () => {
    // Starmada p.10 §1.3: "*" short band = Ballistic, "*" long band = Carronade, "*" ROF = Volatile, "*" IMP = Sct/Tls
    const ship = shipWith({
      batteries: [
        { name: 'Gun', profiles: [profile({ range: [6, 12, 18], traits: ['Bls'] })], banks: [{ arcs: 'AB', count: 1 }], lossLimit: 1 },
        { name: 'Odd', profiles: [profile({ range: [5, 12, 18], traits: ['Bls'] })], banks: [{ arcs: 'AB', count: 1 }], lossLimit: 1 },
        { name: 'Flechette', profiles: [profile({ imp: null, traits: ['Vlt', 'Sct', 'Crn'] })], banks: [{ arcs: 'G', count: 1 }], lossLimit: 1 },
      ],
    });
    const lines = makeDrake(ship).split('\n');
    expect(lines.filter((l) => l.includes('//'))).toEqual([
      'Gun | AB [] // (1)  *-12-18 | 1x4+/1/1 (Bls)',
      'Odd | AB [] // (1)  5-12-18 | 1x4+/1/1 (Bls)', // unequal bands: the hidden band could not be rebuilt
      'Flechette | G [] // (1)  3-6-* | *x4+/*/1 (Vlt, Sct, Crn)',
    ]);
  });

  it('gives back every library ship and the synthetic fixtures: parse(make(x)) equals x', () => {
    // Starmada p.29 §A.6
    for (const ship of [...SHIP_LIBRARY, SYNTHETIC_CORVETTE, SYNTHETIC_CARRIER]) {
      expect(parseDrake(makeDrake(ship))).toEqual({ ok: true, value: ship });
    }
  });
});

describe('parseDrake never throws', () => {
  const expectValueNotThrow = (text: string): void => {
    const result = parseDrake(text);
    const lineCount = Math.max(1, text.split(/\r\n|\r|\n/).length);
    if (!result.ok) {
      expect(result.error.length).toBeGreaterThan(0);
      for (const e of result.error) {
        const line = /^line (\d+): /.exec(e.message);
        expect(line).not.toBeNull();
        expect(Number(line?.[1])).toBeGreaterThanOrEqual(1);
        expect(Number(line?.[1])).toBeLessThanOrEqual(lineCount);
      }
    }
  };

  it('on arbitrary text', () => {
    fc.assert(fc.property(fc.string({ maxLength: 400 }), expectValueNotThrow), { numRuns: 500 });
    fc.assert(fc.property(fc.string({ unit: 'grapheme', maxLength: 200 }), expectValueNotThrow), { numRuns: 200 });
  });

  it('on text made of Drake fragments', () => {
    const fragment = fc.constantFrom(
      'Imperial', 'MAJESTIC-class', '(185)', 'Hull:', 'Engines:', 'Weapons:', 'Shields:', '-Fwd:', 'Screens:', 'Equipment:', 'Traits:',
      'Marines:', 'Tech Levels:', '|', '//', '(2)', '[]', '[]<>', '▢', '>', '*', '-', 'x', '+', '/', 'MA', '8', '0', '12', '99999999999999999999',
      'ACE', 'Fwd', 'FH', 'Q', '(Pr1, Acr)', 'Carrier (4)', '\n', ' ', '--', 'ID:',
    );
    fc.assert(fc.property(fc.array(fragment, { maxLength: 60 }).map((parts) => parts.join('')), expectValueNotThrow), { numRuns: 1000 });
  });

  it('on mutated library ships', () => {
    const texts = SHIP_LIBRARY.map(makeDrake);
    const mutation = fc.record({
      ship: fc.nat({ max: texts.length - 1 }),
      at: fc.nat(),
      cut: fc.nat({ max: 12 }),
      insert: fc.string({ maxLength: 12 }),
    });
    fc.assert(
      fc.property(fc.array(mutation, { minLength: 1, maxLength: 6 }), (mutations) => {
        let text = texts[mutations[0]?.ship ?? 0] ?? '';
        for (const m of mutations) {
          const at = text.length === 0 ? 0 : m.at % text.length;
          text = text.slice(0, at) + m.insert + text.slice(at + m.cut);
        }
        expectValueNotThrow(text);
      }),
      { numRuns: 1000 },
    );
  });

  it('reads back what it wrote for arbitrary valid tweaks of a ship', () => {
    // Round trip beyond the library: vary counts, ratings and traits the sheet allows
    const tweak = fc.record({
      rof: fc.integer({ min: 1, max: 6 }),
      acc: fc.integer({ min: 2, max: 6 }),
      count: fc.integer({ min: 1, max: 9 }),
      mountSize: fc.option(fc.integer({ min: 1, max: 4 }), { nil: undefined }),
      arcs: fc.constantFrom('A', 'GHI', 'FH', 'TT', 'Fwd', 'Aft', 'HF', 'ABCDEF'),
      cr: fc.integer({ min: 1, max: 5000 }),
    });
    fc.assert(
      fc.property(tweak, ({ rof, acc, count, mountSize, arcs, cr }) => {
        const bank = mountSize === undefined ? { arcs, count } : { arcs, count, mountSize };
        const ship: ShipClass = { ...MAJESTIC, combatRating: cr, batteries: [{ ...MAJESTIC.batteries[0], profiles: [profile({ rof, acc })], banks: [bank] } as ShipClass['batteries'][number]] };
        expect(parseDrake(makeDrake(ship))).toEqual({ ok: true, value: ship });
      }),
      { numRuns: 300 },
    );
  });
});
