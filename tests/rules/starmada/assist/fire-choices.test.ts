// `/fire` autocomplete (src/rules/starmada/assist/fire-choices.ts): ships that may fire now, their ready weapons,
// only the targets a weapon reaches (4.1 p.18–19) with band and to-hit (4.2 p.20), and one line the fire reader
// accepts. Nothing throws, whatever the ids.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { fireLine, fireShips, fireTargetChoices, fireWeapons } from '../../../../src/rules/starmada/assist/fire-choices.ts';
import { parseFire } from '../../../../src/rules/starmada/notation/fire.ts';
import { starmada } from '../../../../src/rules/starmada/system.ts';
import { at, deploy, DUELIST, duel, expectErr, expectOk, LANCER, newGame, resolveTyped, withShip } from '../integration/fixtures.ts';
import { duelOf, SEATS, statesByPhase, typed } from './fixtures.ts';

// Kestrel 1010 facing N, Vigil 1005 facing S: 5 hexes, dead ahead of each other (the fixtures' duel).
const facing = () => duel().state;

describe('fireShips: the seat’s ships that may fire now', () => {
  test('in simultaneous fire, each seat’s ships with a target in reach', () => {
    const state = facing();
    expect(fireShips(state, 'ana')).toEqual([{ name: 'Kestrel', value: 'kestrel' }]);
    expect(fireShips(state, 'ben')).toEqual([{ name: 'Vigil', value: 'vigil' }]);
    expect(fireShips(state, 'nobody')).toEqual([]);
  });

  test('in book-order fire (4.0 p.18), only the seat whose activation it is, with ships not yet fired', () => {
    // Tie die 1: side A activates first.
    const state = duel({ options: { bookOrderFire: true } }, [1]).state;
    expect(fireShips(state, 'ana').map((c) => c.value)).toEqual(['kestrel']);
    expect(fireShips(state, 'ben')).toEqual([]);
  });

  test('no ships outside the Combat Phase', () => {
    expect(fireShips(deploy(newGame()), 'ana')).toEqual([]);
    expect(fireShips(newGame(), 'ana')).toEqual([]);
  });
});

describe('fireWeapons: batteries with weapons ready, their arcs and bands', () => {
  test('name: battery, weapons ready, arcs of the ready banks, S-M-L; value: the battery index', () => {
    // Lancer: Cannon 2 × AB (4-8-12); Laser EF and AB, one each (2-4-6).
    expect(fireWeapons(facing(), 'ana', 'kestrel')).toEqual([
      { name: 'Cannon ×2 (AB, 4-8-12)', value: '0' },
      { name: 'Laser ×2 (EF/AB, 2-4-6)', value: '1' },
    ]);
  });

  test('lost weapons do not count (4.5 p.21); a battery with none left is not offered', () => {
    const state = withShip(facing(), 'kestrel', (s) => ({ ...s, bankLosses: [[2], [0, 1]] }));
    expect(fireWeapons(state, 'ana', 'kestrel')).toEqual([]);
    const one = withShip(facing(), 'kestrel', (s) => ({ ...s, bankLosses: [[1], [1, 0]] }));
    expect(fireWeapons(one, 'ana', 'kestrel')).toEqual([
      { name: 'Cannon ×1 (AB, 4-8-12)', value: '0' },
      { name: 'Laser ×1 (AB, 2-4-6)', value: '1' },
    ]);
  });

  test('a battery that reaches no target now is left out (the enemy astern: only the EF Laser sees it)', () => {
    const state = duel({ where: { kestrel: [10, 5, 0], vigil: [10, 10, 3] } }).state;
    expect(fireWeapons(state, 'ana', 'kestrel')).toEqual([{ name: 'Laser ×2 (EF/AB, 2-4-6)', value: '1' }]);
  });

  test('dual-mode weapons (C.2 p.39): one entry per mode, the second keyed "battery:mode"', () => {
    const state = duelOf({ designs: [LANCER, DUELIST], a: 'Duelist', b: 'Lancer', options: { dualMode: true } });
    expect(fireWeapons(state, 'ana', 'kestrel')).toEqual([
      { name: 'Disruptor (primary) ×2 (AB, 4-8-12)', value: '0' },
      { name: 'Disruptor (Point Defense) ×2 (AB, 2-4-6)', value: '0:1' },
    ]);
  });

  test('another seat’s ship, an unknown ship, or the wrong step give nothing', () => {
    expect(fireWeapons(facing(), 'ana', 'vigil')).toEqual([]);
    expect(fireWeapons(facing(), 'ana', 'nope')).toEqual([]);
    expect(fireWeapons(deploy(newGame()), 'ana', 'kestrel')).toEqual([]);
  });
});

describe('fireTargets: only what the weapon reaches now, with range, band and to-hit', () => {
  test('Vigil at 5 hexes: medium for the Cannon (4-8-12, ACC 3+: 3+), long for the Laser (2-4-6: −1, 4+)', () => {
    const state = facing();
    expect(fireTargetChoices(state, 'ana', 'kestrel', '0')).toEqual([{ name: 'Vigil · range 5 · medium · hits on 3+', value: 'vigil' }]);
    expect(fireTargetChoices(state, 'ana', 'kestrel', '1')).toEqual([{ name: 'Vigil · range 5 · long · hits on 4+', value: 'vigil' }]);
  });

  test('an enemy out of range or out of arc is not offered', () => {
    const spec = {
      b: [{ class: 'Lancer', name: 'Vigil' }, { class: 'Lancer', name: 'Far' }, { class: 'Lancer', name: 'Behind' }],
      // Far is 13 hexes ahead (the Cannon reaches 12, p.19); Behind is astern, out of the AB arcs.
      where: { kestrel: [10, 15, 0] as const, vigil: [10, 10, 3] as const, far: [10, 2, 3] as const, behind: [10, 17, 0] as const },
    };
    const state = duel(spec).state;
    expect(fireTargetChoices(state, 'ana', 'kestrel', '0').map((c) => c.value)).toEqual(['vigil']);
    // The Laser's AB bank reaches Vigil (5 hexes: long, 2-4-6) and its EF bank Behind (2 hexes astern: short).
    expect(fireTargetChoices(state, 'ana', 'kestrel', '1').map((c) => c.name)).toEqual(['Vigil · range 5 · long · hits on 4+', 'Behind · range 2 · short · hits on 2+']);
  });

  test('an enemy fighter flight is a target too, marked as a flight, tiny (−1, 4.2 p.20)', () => {
    const fighters = duel({ options: { carriers: true }, b: [{ class: 'Hive', name: 'Vigil' }] }).state;
    // Vigil's flight holds in its Fighter Phase slot (the default), then the Combat Phase opens.
    const fire = resolveTyped(fighters, {}).state;
    expect(fire.phase.kind).toBe('fire');
    const flight = fire.flights[0];
    if (!flight) throw new Error('the Hive fields one flight (B.4)');
    const near = { ...fire, flights: fire.flights.map((f) => (f.id === flight.id ? { ...f, at: at(10, 6) } : f)) };
    // 4 hexes ahead: short +1, tiny −1 → the Cannon's 3+.
    expect(fireTargetChoices(near, 'ana', 'kestrel', '0')).toContainEqual({ name: `${flight.name} (flight) · range 4 · short · hits on 3+`, value: flight.id });
  });

  test('a second mode uses its own bands and ACC (C.2): Point Defense 2-4-6, ACC 4+, at 5 hexes long: 5+', () => {
    const state = duelOf({ designs: [LANCER, DUELIST], a: 'Duelist', b: 'Lancer', options: { dualMode: true } });
    expect(fireTargetChoices(state, 'ana', 'kestrel', '0:1')).toEqual([{ name: 'Vigil · range 5 · long · hits on 5+', value: 'vigil' }]);
  });

  test('unknown weapons and garbage keys give nothing', () => {
    for (const key of ['2', '0:1', '-1', 'x', '', '0:', ':0', '00000']) expect(fireTargetChoices(facing(), 'ana', 'kestrel', key), key).toEqual([]);
  });
});

describe('fireLine: one declaration the fire reader accepts', () => {
  test('"Kestrel: Cannon x1 > Vigil"; without a count, every weapon that reaches fires (4.1 p.18)', () => {
    const state = facing();
    expect(expectOk(fireLine(state, 'ana', 'kestrel', '0', 'vigil', 1))).toBe('Kestrel: Cannon x1 > Vigil');
    expect(expectOk(fireLine(state, 'ana', 'kestrel', '0', 'vigil'))).toBe('Kestrel: Cannon > Vigil');
    expect(expectOk(parseFire(state, 'ana', 'Kestrel: Cannon > Vigil'))[0]?.weapons).toBe(2);
  });

  test('the second mode is named in brackets and reads back as that mode (C.2)', () => {
    const state = duelOf({ designs: [LANCER, DUELIST], a: 'Duelist', b: 'Lancer', options: { dualMode: true } });
    const line = expectOk(fireLine(state, 'ana', 'kestrel', '0:1', 'vigil', 2));
    expect(line).toBe('Kestrel: Disruptor (Point Defense) x2 > Vigil');
    expect(expectOk(parseFire(state, 'ana', line))).toEqual([{ shipId: 'kestrel', battery: 0, weapons: 2, targetId: 'vigil', mode: 1, directed: false }]);
  });

  test('each unknown value is an error that says what to pick', () => {
    const state = facing();
    expect(expectErr(fireLine(state, 'ana', 'vigil', '0', 'kestrel'))[0]?.message).toBe('Pick a ship that may fire now: Kestrel.');
    expect(expectErr(fireLine(state, 'ana', 'kestrel', '7', 'vigil'))[0]?.message).toBe("Pick one of Kestrel's weapons from the list.");
    expect(expectErr(fireLine(state, 'ana', 'kestrel', '0', 'kestrel'))[0]?.code).toBe('ERR_FIRE_TARGET');
    expect(expectErr(fireLine(state, 'ana', 'kestrel', '0', 'vigil', 3))[0]?.message).toBe('Kestrel has 2 Cannon that reach Vigil; fire 1 to 2.');
    expect(expectErr(fireLine(state, 'ana', 'kestrel', '0', 'vigil', 0))[0]?.code).toBe('ERR_FIRE_COUNT');
    expect(expectErr(fireLine(deploy(newGame()), 'ana', 'kestrel', '0', 'vigil'))[0]?.code).toBe('ERR_FIRE_STEP');
  });
});

describe('never a throw, and every line offered reads back', () => {
  const states = statesByPhase();
  test.each(states)('in a %s step, on any ids', (_kind, state) => {
    const ids = [...state.ships.map((s) => s.id), ...state.flights.map((f) => f.id)];
    const id = fc.oneof(fc.constantFrom(...ids), typed);
    const key = fc.oneof(fc.constantFrom('0', '1', '0:1', '2', '1:0'), typed);
    fc.assert(
      fc.property(fc.constantFrom(...SEATS), id, key, id, fc.option(fc.integer({ min: -2, max: 5 }), { nil: undefined }), (seat, ship, weapon, target, count) => {
        expect(Array.isArray(fireShips(state, seat))).toBe(true);
        expect(Array.isArray(fireWeapons(state, seat, ship))).toBe(true);
        expect(Array.isArray(fireTargetChoices(state, seat, ship, weapon))).toBe(true);
        const line = fireLine(state, seat, ship, weapon, target, count);
        if (line.ok) expect(parseFire(state, seat, line.value).ok).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  test.each(states)('in a %s step, every offered ship, weapon and target makes a line the rule system accepts', (_kind, state) => {
    for (const seat of SEATS) {
      for (const ship of fireShips(state, seat)) {
        for (const weapon of fireWeapons(state, seat, ship.value)) {
          const targets = fireTargetChoices(state, seat, ship.value, weapon.value);
          expect(targets.length).toBeGreaterThan(0);
          for (const target of targets) {
            expect(target.name.length).toBeLessThanOrEqual(100);
            const line = expectOk(fireLine(state, seat, ship.value, weapon.value, target.value));
            expect(starmada.parse(state, seat, line).ok, line).toBe(true);
          }
        }
      }
    }
  });
});
