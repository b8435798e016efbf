// Setting up a Starmada game through the rule system: fleets against the battle size or scenario, classes and the
// options they need, ship names, and the scenario text (src/rules/starmada/setup/game-setup.ts).
import { describe, expect, test } from 'vitest';
import { classNeedsOptions, parseScenarioAndSize } from '../../../../src/rules/starmada/setup/game-setup.ts';
import { CORE_RULES } from '../../../../src/rules/starmada/options.ts';
import { MAJESTIC, MISTRAL, VIGILANT } from '../../../../src/rules/starmada/ships/library/index.ts';
import { starmada } from '../../../../src/rules/starmada/system.ts';
import { BASTION, DUELIST, expectErr, expectOk, fleet, HIVE, LANCER, messagesOf, newGame } from './fixtures.ts';

const setup = (fleets: Parameters<typeof starmada.setup>[0]['fleets'], scenario = 'standard/small', options = CORE_RULES) =>
  starmada.setup({ options, fleets, scenario, seed: 'unused' });

describe('fleets against the battle size (Starmada 2.2 p.12)', () => {
  test('a fleet over the limit is refused with a sentence naming its CR and the limit', () => {
    // Small: fleet limit 700. Three CR 250 ships are 750.
    const errors = expectErr(
      setup({ ana: fleet('A', 'Ana', [{ class: 'Bastion' }, { class: 'Bastion' }, { class: 'Bastion' }]), ben: fleet('B', 'Ben', [{ class: 'Lancer' }]) }),
    );
    expect(errors).toHaveLength(1);
    expect(errors[0]?.code).toBe('ERR_FLEET_LIMIT');
    expect(errors[0]?.message).toBe('Side A: Your fleet is 750 CR; a Small battle allows 700.');
    expect(errors[0]?.suggestion).toBe('Remove ships worth at least 50 CR.');
  });

  test('a fleet exactly at the limit is accepted (the limit is a maximum)', () => {
    // Very Small: 400. Bastion 250 + Lancer 100 + ... 50 short; two Bastions are 500, over; Bastion + Lancer = 350.
    const ok = setup({ ana: fleet('A', 'Ana', [{ class: 'Bastion' }, { class: 'Lancer' }]), ben: fleet('B', 'Ben', [{ class: 'Lancer' }]) }, 'standard/very small');
    expect(ok.ok).toBe(true);
    const exact = setup({ ana: fleet('A', 'Ana', Array.from({ length: 7 }, () => ({ class: 'Lancer' }))), ben: fleet('B', 'Ben', [{ class: 'Lancer' }]) });
    // 7 × 100 = 700 = the Small limit.
    expect(exact.ok).toBe(true);
  });

  test('the VP target is the battle size\'s (60% of the fleet limit)', () => {
    const sizes: [string, number][] = [
      ['standard/very small', 240],
      ['standard/small', 420],
      ['Standard (Medium)', 600],
      ['standard:large', 900],
    ];
    for (const [scenario, vp] of sizes) expect(newGame({ scenario }).vpTarget).toBe(vp);
  });

  test('every side needs a fleet', () => {
    const errors = expectErr(setup({ ana: fleet('A', 'Ana', [{ class: 'Lancer' }]) }));
    expect(messagesOf(errors)).toEqual(['Side B has no ships; every side needs a fleet before the game starts.']);
  });
});

describe('classes and the options they need', () => {
  test('an unknown class is refused, naming the player and the class', () => {
    const errors = expectErr(setup({ ana: fleet('A', 'Ana', [{ class: 'Warbird' }]), ben: fleet('B', 'Ben', [{ class: 'Lancer' }]) }));
    expect(errors.map((e) => e.code)).toContain('ERR_FLEET_CLASS');
    expect(messagesOf(errors)).toContain('Ana: "Warbird" is not a known class; import its design first or pick one from the library.');
  });

  test('library classes are found by the names players use', () => {
    for (const name of ['Majestic', 'majestic-class', 'Majestic-class Battlecruiser', 'Imperial Majestic']) {
      const state = newGame({ a: [{ class: name }] });
      expect(state.ships[0]?.classId).toBe(MAJESTIC.className);
    }
  });

  test('a carrier without Carriers and fighters (B.4) is refused with the option to turn on', () => {
    const errors = expectErr(setup({ ana: fleet('A', 'Ana', [{ class: 'Hive' }]), ben: fleet('B', 'Ben', [{ class: 'Lancer' }]) }));
    expect(messagesOf(errors)).toEqual(['Ana: Hive is a carrier: turn on Carriers and fighters (B.4).']);
  });

  test('with B.4 on, a carrier brings its flights of 6 fighters (5.1 p.22), off the board until deployment', () => {
    const state = newGame({ options: { carriers: true }, a: [{ class: 'Hive', name: 'Nest' }] });
    expect(state.flights).toHaveLength(1);
    expect(state.flights[0]).toMatchObject({ name: 'Nest F1', carrierId: 'nest', side: 'A', seat: 'ana', count: 6 });
  });

  test('dual-mode weapons without C.2 are refused with the option to turn on', () => {
    const errors = expectErr(setup({ ana: fleet('A', 'Ana', [{ class: 'Duelist' }]), ben: fleet('B', 'Ben', [{ class: 'Lancer' }]) }));
    expect(messagesOf(errors)).toEqual(['Ana: Duelist has dual-mode weapons: turn on Dual-mode weapons (C.2).']);
    expect(setup({ ana: fleet('A', 'Ana', [{ class: 'Duelist' }]), ben: fleet('B', 'Ben', [{ class: 'Lancer' }]) }, 'standard/small', { ...CORE_RULES, dualMode: true }).ok).toBe(true);
  });

  test('named or defensive arcs without C.1 are refused, every missing option at once', () => {
    // Vigilant: FH and TT banks (C.1 p.39). Mistral: dual-mode Disruptors (C.2) in AB, Port and Stbd banks.
    const errors = expectErr(setup({ ana: fleet('A', 'Ana', [{ class: 'Vigilant' }]), ben: fleet('B', 'Ben', [{ class: 'Mistral' }]) }));
    expect(messagesOf(errors).sort()).toEqual(
      [
        'Ana: Vigilant uses named or defensive firing arcs: turn on Alternate firing arcs (C.1).',
        'Ben: Mistral uses named or defensive firing arcs: turn on Alternate firing arcs (C.1).',
        'Ben: Mistral has dual-mode weapons: turn on Dual-mode weapons (C.2).',
      ].sort(),
    );
    const both = { ...CORE_RULES, alternateArcs: true, dualMode: true };
    expect(setup({ ana: fleet('A', 'Ana', [{ class: 'Vigilant' }]), ben: fleet('B', 'Ben', [{ class: 'Mistral' }]) }, 'standard/small', both).ok).toBe(true);
  });

  test('classNeedsOptions: nothing for standard arcs and one profile; each need once', () => {
    expect(classNeedsOptions(LANCER, CORE_RULES)).toEqual([]);
    expect(classNeedsOptions(MAJESTIC, CORE_RULES)).toEqual([]);
    expect(classNeedsOptions(VIGILANT, CORE_RULES)).toHaveLength(1);
    expect(classNeedsOptions(MISTRAL, CORE_RULES)).toHaveLength(2);
    expect(classNeedsOptions(HIVE, { ...CORE_RULES, carriers: true })).toEqual([]);
    expect(classNeedsOptions(DUELIST, { ...CORE_RULES, dualMode: true })).toEqual([]);
  });

  test('two different designs under one class name are refused', () => {
    const other = { ...LANCER, combatRating: 120 };
    const errors = expectErr(
      setup({ ana: fleet('A', 'Ana', [{ class: 'Lancer' }], [LANCER]), ben: fleet('B', 'Ben', [{ class: 'Lancer' }], [other]) }),
    );
    expect(errors.map((e) => e.code)).toContain('ERR_FLEET_CLASS_CLASH');
    expect(messagesOf(errors)).toContain('Two different designs are both called Lancer; rename one before the game starts.');
  });

  test('every problem of every seat is reported at once', () => {
    const errors = expectErr(setup({ ana: fleet('A', 'Ana', [{ class: 'Warbird' }, { class: 'Hive' }]), ben: fleet('B', 'Ben', [{ class: 'Duelist' }]) }));
    expect(errors.map((e) => e.code).sort()).toEqual(['ERR_FLEET_CLASS', 'ERR_FLEET_OPTION', 'ERR_FLEET_OPTION']);
  });
});

describe('ship names', () => {
  test('ships of one class are numbered in fleet order, across seats', () => {
    const state = newGame({ a: [{ class: 'Lancer' }, { class: 'lancer' }], b: [{ class: 'Lancer' }] });
    expect(state.ships.map((s) => [s.id, s.name, s.seat])).toEqual([
      ['lancer', 'Lancer', 'ana'],
      ['lancer-2', 'Lancer 2', 'ana'],
      ['lancer-3', 'Lancer 3', 'ben'],
    ]);
  });

  test('player names are kept, and a clash with another name is numbered too', () => {
    const state = newGame({ a: [{ class: 'Lancer', name: 'Kestrel' }, { class: 'Bastion', name: 'kestrel' }], b: [{ class: 'Lancer', name: 'Vigil' }] });
    expect(state.ships.map((s) => s.name)).toEqual(['Kestrel', 'kestrel 2', 'Vigil']);
    expect(new Set(state.ships.map((s) => s.id)).size).toBe(3);
  });
});

describe('the state a game starts from (2.3 p.12)', () => {
  test('deployment is open, every ship off the board with its previous speed set to its engine rating', () => {
    const state = newGame({ a: [{ class: 'Majestic' }] });
    expect(state.turn).toBe(0);
    expect(state.phase).toEqual({ kind: 'deployment' });
    expect(state.board).toEqual({ cols: 32, rows: 18 });
    expect(state.battleSize).toBe('Small');
    // Majestic engine track 4-3-2-1 (p.29); the Lancer's 4-2.
    expect(state.ships.map((s) => s.prevSpeed)).toEqual([4, 4]);
    // Facing toward the enemy by default: NE from the west edge, SW from the east (Salvo's ruling 19).
    expect(state.ships.map((s) => [s.side, s.facing, s.heading])).toEqual([
      ['A', 1, 1],
      ['B', 4, 4],
    ]);
    expect(state.ledger.scores).toEqual({ A: 0, B: 0 });
    expect(starmada.outcome(state)).toBeNull();
  });

  test('the state is plain data that survives JSON', () => {
    const state = newGame({ options: { carriers: true }, a: [{ class: 'Hive' }] });
    expect(JSON.parse(JSON.stringify(state))).toEqual(state);
  });
});

describe('scenario text', () => {
  test('the standard scenario with each way of writing the battle size', () => {
    const read = (text: string) => {
      const r = expectOk(parseScenarioAndSize(text));
      return [r.scenario.id, r.size?.name ?? null];
    };
    expect(read('standard/small')).toEqual(['standard', 'Small']);
    expect(read('Standard (Large)')).toEqual(['standard', 'Large']);
    expect(read('standard: very large')).toEqual(['standard', 'Very Large']);
    expect(read('standard/vs')).toEqual(['standard', 'Very Small']);
    // Nothing at all: a standard Small battle.
    expect(read('')).toEqual(['standard', 'Small']);
    expect(read('standard')).toEqual(['standard', 'Small']);
  });

  test('Appendix S by number or name; S.4 Fleet Action is 2000 a side to 1200 VPs on the larger board (p.60)', () => {
    for (const text of ['S.4', 's4', 'Fleet Action', 'fleet action']) {
      const r = expectOk(parseScenarioAndSize(text));
      expect(r.scenario.id).toBe('S.4');
      expect(r.size).toBeNull();
    }
    const state = newGame({ scenario: 'Fleet Action' });
    expect(state.scenario).toBe('S.4');
    expect(state.vpTarget).toBe(1200);
    expect(state.battleSize).toBeNull();
    expect(state.board).toEqual({ cols: 32, rows: 27 });
  });

  test('an unknown scenario or battle size fails with a sentence listing the choices', () => {
    const unknown = expectErr(parseScenarioAndSize('Armageddon'));
    expect(unknown[0]?.code).toBe('ERR_SCENARIO');
    expect(unknown[0]?.message).toMatch(/^"Armageddon" is not a scenario; choose Standard, .*S\.4 Fleet Action/);
    const size = expectErr(parseScenarioAndSize('standard/huge'));
    expect(size[0]?.message).toBe('"huge" is not a battle size; choose Very Small, Small, Medium, Large, Very Large.');
    // The same sentence reaches the player from setup.
    expect(messagesOf(expectErr(setup({ ana: fleet('A', 'Ana', [{ class: 'Lancer' }]), ben: fleet('B', 'Ben', [{ class: 'Lancer' }]) }, 'standard/huge')))).toEqual([
      '"huge" is not a battle size; choose Very Small, Small, Medium, Large, Very Large.',
    ]);
  });

  test('every catalogued scenario of Appendix S can be set up, S.5 Hide & Seek included', () => {
    expect(expectOk(parseScenarioAndSize('S.5')).scenario.name).toBe('Hide & Seek');
  });

  test('S.10 Tin Can Dustup refuses a ship above CR 150 by name (p.63)', () => {
    const errors = expectErr(setup({ ana: fleet('A', 'Ana', [{ class: 'Bastion', name: 'Bulwark' }]), ben: fleet('B', 'Ben', [{ class: 'Lancer' }]) }, 'S.10'));
    expect(messagesOf(errors)).toEqual(['Side A: Bulwark is CR 250; in S.10 Tin Can Dustup no ship may be above CR 150.']);
    expect(BASTION.combatRating).toBe(250);
  });
});
