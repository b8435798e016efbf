import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import {
  makeControlAction,
  makeMissionAction,
  parseControlAction,
  parseMissionAction,
  type ControlAction,
  type MissionAction,
  type StepContext,
} from '../../../../src/rules/metaverse/plot/step-action.ts';
import { CONTROL_HELP_EXAMPLES, MISSION_HELP_EXAMPLES, STEP_HELP } from '../../../../src/rules/metaverse/plot/help.ts';

/** The EFN seat of the fixtures in the alternating steps: Thunderchild (EW 4, §10.1) and Avenger (EW 2, §10.3), with assumed ELINT. */
const CTX: StepContext = {
  squadrons: [
    { id: 'sq-tc', name: 'USS Thunderchild', own: true },
    { id: 'sq-av', name: 'Avenger Group', own: true },
    { id: 'sq-ven', name: 'ISS Vengeance', own: false },
    { id: 'sq-chi', name: 'BGS Chimera', own: false },
  ],
  ships: [
    { id: 'uss-thunderchild', name: 'USS Thunderchild', ew: [{ id: 'ew', name: 'EW', kind: 'ecm' }] },
    { id: 'uss-avenger', name: 'USS Avenger', ew: [{ id: 'ew', name: 'EW', kind: 'ecm' }, { id: 'elint', name: 'ELINT', kind: 'elint' }] },
  ],
  enemyShips: [
    { id: 'iss-vengeance', name: 'ISS Vengeance' },
    { id: 'bgs-chimera', name: 'BGS Chimera' },
  ],
  fighters: [
    { id: 'red', name: 'Red Flight' },
    { id: 'blue', name: 'Blue Flight' },
    { id: 'gold', name: 'Gold Flight' },
  ],
  missions: [{ id: 'm1', name: 'Strike One', fighters: ['red', 'blue'] }],
  commanders: [{ id: 'cmd-hale', name: 'Commodore Hale' }],
};

const mission = (t: string): MissionAction => {
  const r = parseMissionAction(t, CTX);
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
};
const control = (t: string): ControlAction => {
  const r = parseControlAction(t, CTX);
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
};
const codes = (r: { ok: boolean; error?: readonly { code: string }[] }): string[] => (r.ok ? [] : (r.error ?? []).map((e) => e.code));

// Metaverse p.19 "Starfighter Mission Step": create, change target, split or recall, 1 CP each; escorts on strikes.
describe('mission step actions', () => {
  test('create, retarget, split, recall, pass', () => {
    expect(mission('mission red, blue > venge escort blue · pay hale')).toEqual({ kind: 'create', fighters: ['red', 'blue'], target: 'sq-ven', escorts: ['blue'], payer: 'cmd-hale' });
    expect(mission('mission gold > thunderchild')).toEqual({ kind: 'create', fighters: ['gold'], target: 'sq-tc', escorts: [], payer: null });
    expect(mission('retarget strike > chimera')).toEqual({ kind: 'retarget', mission: 'm1', target: 'sq-chi', payer: null });
    expect(mission('split strike: blue')).toEqual({ kind: 'split', mission: 'm1', fighters: ['blue'], payer: null });
    expect(mission('RECALL strike one')).toEqual({ kind: 'recall', mission: 'm1', payer: null });
    expect(mission(' pass ')).toEqual({ kind: 'pass' });
  });
  test('errors', () => {
    expect(codes(parseMissionAction('mission gold > thunderchild escort gold', CTX))).toEqual(['ERR_MISSION_ESCORT']);
    expect(codes(parseMissionAction('mission red > venge escort blue', CTX))).toEqual(['ERR_MISSION_ESCORT']);
    expect(codes(parseMissionAction('split strike: red, blue', CTX))).toEqual(['ERR_MISSION_SPLIT']);
    expect(codes(parseMissionAction('split strike: gold', CTX))).toEqual(['ERR_PLOT_UNKNOWN_NAME']);
    expect(codes(parseMissionAction('launch everything', CTX))).toEqual(['ERR_MISSION_ACTION']);
  });
});

// Metaverse p.21 "Control Step": targets and EW cost CPs; pods and shields are free.
describe('control step actions', () => {
  test('priority, designate, EW, shields, pods, pass', () => {
    expect(control('priority venge')).toEqual({ kind: 'priority', target: 'iss-vengeance' });
    expect(control('designate chimera for avenger')).toEqual({ kind: 'designate', target: 'bgs-chimera', squadron: 'sq-av', payer: null });
    expect(control('ew USS Thunderchild EW off · pay hale')).toEqual({ kind: 'ew', ship: 'uss-thunderchild', system: 'ew', on: false, target: null, payer: 'cmd-hale' });
    expect(control('ew avenger elint on > venge')).toEqual({ kind: 'ew', ship: 'uss-avenger', system: 'elint', on: true, target: 'iss-vengeance', payer: null });
    expect(control('shields thunderchild down')).toEqual({ kind: 'shields', ship: 'uss-thunderchild', up: false });
    expect(control('pods avenger 2')).toEqual({ kind: 'pods', ship: 'uss-avenger', count: 2 });
    expect(control('pass')).toEqual({ kind: 'pass' });
  });
  test('errors', () => {
    expect(codes(parseControlAction('ew avenger elint on', CTX))).toEqual(['ERR_CONTROL_EW_TARGET']);
    expect(codes(parseControlAction('designate venge for chimera', CTX))).toEqual(['ERR_PLOT_UNKNOWN_NAME']);
    expect(codes(parseControlAction('pods avenger 0', CTX))).toEqual(['ERR_CONTROL_PODS']);
    expect(codes(parseControlAction('fire everything', CTX))).toEqual(['ERR_CONTROL_ACTION']);
  });
});

describe('round trip and robustness (fast-check)', () => {
  const payer = fc.constantFrom<string | null>(null, 'cmd-hale');
  const missionArb: fc.Arbitrary<MissionAction> = fc.oneof(
    fc.constant({ kind: 'pass' as const }),
    fc.record({ fighters: fc.subarray(['red', 'blue', 'gold'], { minLength: 1 }), target: fc.constantFrom('sq-ven', 'sq-chi'), payer, k: fc.nat(3) }).map((g) => ({ kind: 'create' as const, fighters: g.fighters, target: g.target, escorts: g.fighters.slice(0, g.k), payer: g.payer })),
    fc.record({ target: fc.constantFrom('sq-tc', 'sq-av', 'sq-ven'), payer }).map((g) => ({ kind: 'retarget' as const, mission: 'm1', ...g })),
    fc.record({ f: fc.constantFrom(['red'], ['blue']), payer }).map((g) => ({ kind: 'split' as const, mission: 'm1', fighters: g.f, payer: g.payer })),
    payer.map((p) => ({ kind: 'recall' as const, mission: 'm1', payer: p })),
  );
  const controlArb: fc.Arbitrary<ControlAction> = fc.oneof(
    fc.constant({ kind: 'pass' as const }),
    fc.constantFrom('iss-vengeance', 'bgs-chimera').map((target) => ({ kind: 'priority' as const, target })),
    fc.record({ target: fc.constantFrom('iss-vengeance', 'bgs-chimera'), squadron: fc.constantFrom('sq-tc', 'sq-av'), payer }).map((g) => ({ kind: 'designate' as const, ...g })),
    fc.record({ on: fc.boolean(), payer, elint: fc.boolean() }).map((g) => ({ kind: 'ew' as const, ship: 'uss-avenger', system: g.elint ? 'elint' : 'ew', on: g.on, target: g.elint && g.on ? 'bgs-chimera' : null, payer: g.payer })),
    fc.record({ ship: fc.constantFrom('uss-thunderchild', 'uss-avenger'), up: fc.boolean() }).map((g) => ({ kind: 'shields' as const, ...g })),
    fc.integer({ min: 1, max: 4 }).map((count) => ({ kind: 'pods' as const, ship: 'uss-avenger', count })),
  );
  test('parse(make(a)) = a', () => {
    fc.assert(
      fc.property(missionArb, (a) => {
        expect(parseMissionAction(makeMissionAction(a, CTX), CTX)).toEqual({ ok: true, value: a });
      }),
    );
    fc.assert(
      fc.property(controlArb, (a) => {
        expect(parseControlAction(makeControlAction(a, CTX), CTX)).toEqual({ ok: true, value: a });
      }),
    );
  });
  test('no string crashes the parsers', () => {
    const text = fc.oneof(fc.string(), fc.tuple(fc.constantFrom('mission ', 'split ', 'retarget ', 'ew ', 'designate ', 'pods ', 'shields ', 'pay '), fc.string()).map(([a, b]) => a + b));
    fc.assert(
      fc.property(text, (t) => {
        parseMissionAction(t, CTX);
        parseControlAction(t, CTX);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('STEP_HELP examples (help.ts)', () => {
  test('each is shown and parses', () => {
    for (const ex of MISSION_HELP_EXAMPLES) {
      expect(STEP_HELP).toContain(`\`${ex}\``);
      expect(parseMissionAction(ex, CTX).ok, ex).toBe(true);
    }
    for (const ex of CONTROL_HELP_EXAMPLES) {
      expect(STEP_HELP).toContain(`\`${ex}\``);
      expect(parseControlAction(ex, CTX).ok, ex).toBe(true);
    }
  });
});
