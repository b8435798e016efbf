// Metaverse p.85 "Fleets" (one fleet a side, with its commanders and squadrons), p.101 "Match Play".
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { addFleet, chosenFleet, emptyFleet, importFleet, library, removeFleet } from '../../../../../src/rules/metaverse/assist/fleet/fleet-builder.ts';
import { CONCORD, HEAVY, PATROL, VORR } from './fixtures.ts';

const messages = (r: { ok: boolean; error?: readonly { message: string }[] }): string[] => (r.ok ? [] : (r.error ?? []).map((e) => e.message));

describe('picking a library fleet', () => {
  test('the library lists every library fleet by id', () => {
    expect(library().map((c) => c.value)).toEqual(['salvo-concord-task-group', 'salvo-vorr-raiders']);
    expect(library().every((c) => c.name.length <= 100)).toBe(true);
  });

  test('by id, name or a unique start; a second pick replaces the first', () => {
    const first = addFleet(emptyFleet(), 'salvo-concord-task-group');
    expect(first).toEqual({ ok: true, value: { fleet: { fleet: 'salvo-concord-task-group' }, added: 'Concord Task Group' } });
    const second = addFleet(first.ok ? first.value.fleet : {}, 'vorr');
    expect(second).toEqual({ ok: true, value: { fleet: { fleet: 'salvo-vorr-raiders' }, added: 'Vorr Raiding Squadron' } });
    expect(addFleet({ custom: PATROL }, 'Concord Task Group')).toEqual({ ok: true, value: { fleet: { fleet: 'salvo-concord-task-group' }, added: 'Concord Task Group' } });
  });

  test('an unknown fleet is refused, naming the choices', () => {
    expect(messages(addFleet({}, 'Majestic'))).toEqual(['There is no Metaverse fleet "Majestic"; pick one of Concord Task Group, Vorr Raiding Squadron.']);
    expect(messages(addFleet({}, '  '))).toHaveLength(1);
  });
});

describe('removing the fleet', () => {
  test('by its name or id, case and spaces ignored', () => {
    expect(removeFleet({ fleet: 'salvo-vorr-raiders' }, 'vorr raiding squadron')).toEqual({ ok: true, value: { fleet: {}, removed: 'Vorr Raiding Squadron' } });
    expect(removeFleet({ custom: PATROL }, 'my-patrol')).toEqual({ ok: true, value: { fleet: {}, removed: 'Hale Patrol' } });
  });

  test('a squadron or other name is refused: the fleet comes whole; nothing to remove says so', () => {
    expect(messages(removeFleet({ fleet: 'salvo-concord-task-group' }, 'CNS Resolute'))).toEqual([
      'A Metaverse fleet comes whole: remove Concord Task Group (your fleet), or /fleet add another to replace it.',
    ]);
    expect(messages(removeFleet({}, 'Concord Task Group'))).toEqual(['You have no fleet to remove; pick one with /fleet add.']);
  });

  test('an unreadable stored record is cleared', () => {
    expect(removeFleet({ fleet: 'gone' }, 'x')).toEqual({ ok: true, value: { fleet: {}, removed: 'your stored fleet' } });
  });
});

describe('the chosen fleet', () => {
  test('library, imported, none, or why it cannot be read', () => {
    expect(chosenFleet({ fleet: 'salvo-vorr-raiders', side: 'B', player: 'Ben' })).toEqual({ ok: true, value: VORR });
    expect(chosenFleet({ custom: PATROL, fleet: 'salvo-vorr-raiders' })).toEqual({ ok: true, value: PATROL });
    expect(chosenFleet({})).toEqual({ ok: true, value: null });
    expect(chosenFleet(null)).toEqual({ ok: true, value: null });
    expect(messages(chosenFleet({ fleet: 'gone' }))[0]).toMatch(/no fleet "gone" any more; pick one of Concord Task Group/);
    expect(messages(chosenFleet({ custom: { name: 'x' } }))[0]).toMatch(/imported fleet cannot be read/);
    expect(messages(chosenFleet({ fleet: 7 }))[0]).toMatch(/cannot be read/);
  });
});

describe('importing a fleet as JSON', () => {
  test('a fleet of library designs is stored whole as the seat\'s fleet', () => {
    expect(importFleet({ fleet: 'salvo-vorr-raiders' }, JSON.stringify(PATROL, null, 2))).toEqual({ ok: true, value: { fleet: { custom: PATROL }, added: ['Hale Patrol'] } });
  });

  test('points are the game\'s business: a fleet over the cap imports (the summary reports it)', () => {
    expect(importFleet({}, JSON.stringify(HEAVY)).ok).toBe(true);
  });

  test('not JSON, empty or too long: one clear error', () => {
    expect(messages(importFleet({}, '{ "name": ')).join()).toMatch(/^The fleet is not valid JSON \(/);
    expect(messages(importFleet({}, '   '))[0]).toMatch(/^Paste one fleet as JSON/);
    expect(messages(importFleet({}, `"${'x'.repeat(100_001)}"`))[0]).toMatch(/at most 100 kB/);
  });

  test('schema problems: every one at once, each with where it is', () => {
    const broken = { ...PATROL, navy: 3, squadrons: [{ ...PATROL.squadrons[0], crewQuality: 'elite', ships: [{ id: 'a', name: 'A', design: 'salvo-kestrel' }] }], extra: true };
    const r = importFleet({}, JSON.stringify(broken));
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.map((e) => e.at).sort()).toEqual(['navy', 'squadrons[0].crewQuality', 'squadrons[0].ships[0].moraleValue', 'the fleet'].sort());
    expect(r.error.every((e) => e.message.startsWith(`${e.at}: `))).toBe(true);
  });

  test('rule problems (validate-fleet.ts): unknown designs, wrong movement method, a broken chain, all at once', () => {
    const bad = {
      ...PATROL,
      commanders: [...PATROL.commanders, { id: 'cmd-3', name: 'Captain Lost', rank: 'admiral', quality: 'brilliant', ship: 'nowhere', superior: 'cmd-2' }],
      squadrons: [
        ...PATROL.squadrons,
        { id: 'sq-9', ships: [{ id: 'odd', name: 'CNS Odd', design: 'salvo-dominator', moraleValue: 1 }, { id: 'ghost', name: 'CNS Ghost', design: 'no-such-design', moraleValue: 1 }], crewQuality: 'green', commander: 'cmd-1' },
      ],
    };
    const r = importFleet({}, JSON.stringify(bad));
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.map((e) => [e.code, e.at])).toEqual([
      ['ERR_MOVEMENT_METHOD', 'odd'],
      ['ERR_DESIGN', 'ghost'],
      ['ERR_COMMANDER_SHIP', 'cmd-3'],
      ['ERR_RANK', 'cmd-3'],
    ]);
    expect(r.error[1]?.message).toBe('CNS Ghost: there is no design "no-such-design".');
  });

  test('no input crashes the reader', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json(), fc.jsonValue().map((v) => JSON.stringify(v))), (text) => {
        const r = importFleet({}, text);
        expect(typeof r.ok).toBe('boolean');
      }),
    );
    expect(importFleet({}, JSON.stringify(CONCORD)).ok).toBe(true);
  });
});
