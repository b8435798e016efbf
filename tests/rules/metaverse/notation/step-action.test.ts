import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import {
  makeControlAction,
  makeMissionAction,
  parseControlAction,
  parseMissionAction,
  type ControlActionDraft,
  type MissionAction,
  type StepContext,
  type StrikeOrders,
} from '../../../../src/rules/metaverse/notation/step-action.ts';
import { CONTROL_HELP_EXAMPLES, MISSION_HELP_EXAMPLES, STEP_HELP } from '../../../../src/rules/metaverse/notation/help.ts';

/** The EFN seat of the fixtures in the alternating steps: Thunderchild (EW 4) and Avenger (EW 2), with assumed ELINT. */
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
    { id: 'iss-vengeance', name: 'ISS Vengeance', squadron: 'sq-ven' },
    { id: 'bgs-chimera', name: 'BGS Chimera', squadron: 'sq-chi' },
  ],
  fighters: [
    { id: 'red', name: 'Red Flight' },
    { id: 'blue', name: 'Blue Flight' },
    { id: 'gold', name: 'Gold Flight' },
  ],
  missions: [
    { id: 'm1', name: 'Strike One', fighters: ['red', 'blue'], target: 'sq-ven' },
    { id: 'm2', name: 'Cover', fighters: ['gold'], target: 'sq-tc' },
  ],
  commanders: [{ id: 'cmd-hale', name: 'Commodore Hale' }],
};

const mission = (t: string): MissionAction => {
  const r = parseMissionAction(t, CTX);
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
};
const control = (t: string): ControlActionDraft => {
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
    expect(mission('recall cover')).toEqual({ kind: 'recall', mission: 'm2', payer: null });
    expect(mission(' pass ')).toEqual({ kind: 'pass' });
  });
  // Metaverse p.32–35 "Starfighter Combat Step", A30: the attacker picks the ship, the surgical system and whether to
  // close; p.32 the defender sets CAP squadrons to Intercept. Free standing orders (p.19 prices only missions).
  test('standing orders for the starfighter combat', () => {
    expect(mission('mission red > venge at venge surgical propulsion')).toEqual({
      kind: 'create',
      fighters: ['red'],
      target: 'sq-ven',
      escorts: [],
      payer: null,
      orders: { ship: 'iss-vengeance', surgical: 'propulsion', close: true },
    });
    expect(mission('mission red, blue > venge escort blue at ISS Vengeance standoff · pay hale')).toEqual({
      kind: 'create',
      fighters: ['red', 'blue'],
      target: 'sq-ven',
      escorts: ['blue'],
      payer: 'cmd-hale',
      orders: { ship: 'iss-vengeance', surgical: null, close: false },
    });
    expect(mission('retarget strike > chimera surgical ew')).toEqual({ kind: 'retarget', mission: 'm1', target: 'sq-chi', payer: null, orders: { ship: null, surgical: 'ew', close: true } });
    expect(mission('strike Strike One at venge surgical weap')).toEqual({ kind: 'strike', mission: 'm1', orders: { ship: 'iss-vengeance', surgical: 'weapon', close: true } });
    expect(mission('strike strike one close')).toEqual({ kind: 'strike', mission: 'm1', orders: { ship: null, surgical: null, close: true } });
    expect(mission('intercept gold')).toEqual({ kind: 'intercept', fighters: ['gold'], on: true });
    expect(mission('intercept Gold Flight, red off')).toEqual({ kind: 'intercept', fighters: ['gold', 'red'], on: false });
    expect(mission('cap gold intercept')).toEqual({ kind: 'intercept', fighters: ['gold'], on: true });
    expect(mission('cap gold stay')).toEqual({ kind: 'intercept', fighters: ['gold'], on: false });
  });
  test('standing-order errors', () => {
    // A30: the ship must fly in the target squadron.
    expect(codes(parseMissionAction('mission red > venge at chimera', CTX))).toEqual(['ERR_MISSION_SHIP']);
    expect(codes(parseMissionAction('strike strike one at chimera', CTX))).toEqual(['ERR_MISSION_SHIP']);
    // p.35: a fighter's surgical strike names secondary, EW, propulsion, active defence or weapon (not hangar).
    expect(codes(parseMissionAction('strike strike one surgical hangar', CTX))).toEqual(['ERR_MISSION_SURGICAL']);
    expect(codes(parseMissionAction('strike strike one surgical', CTX))).toEqual(['ERR_MISSION_SURGICAL']);
    // A CAP takes no strike orders; free orders have no payer; a bare strike names nothing to do.
    expect(codes(parseMissionAction('mission gold > thunderchild standoff', CTX))).toEqual(['ERR_MISSION_ORDERS']);
    expect(codes(parseMissionAction('strike cover at venge', CTX))).toEqual(['ERR_MISSION_ORDERS', 'ERR_MISSION_SHIP']);
    expect(codes(parseMissionAction('intercept gold · pay hale', CTX))).toEqual(['ERR_MISSION_FREE']);
    expect(codes(parseMissionAction('strike strike one', CTX))).toEqual(['ERR_MISSION_ORDERS']);
    expect(codes(parseMissionAction('intercept purple', CTX))).toEqual(['ERR_PLOT_UNKNOWN_NAME']);
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
  const orders = fc.record({
    ship: fc.constantFrom<string | null>(null, 'iss-vengeance'),
    surgical: fc.constantFrom<StrikeOrders['surgical']>(null, 'secondary', 'ew', 'propulsion', 'active-defence', 'weapon'),
    close: fc.boolean(),
  });
  const missionArb: fc.Arbitrary<MissionAction> = fc.oneof(
    fc.constant({ kind: 'pass' as const }),
    fc.record({ fighters: fc.subarray(['red', 'blue', 'gold'], { minLength: 1 }), target: fc.constantFrom('sq-ven', 'sq-chi'), payer, k: fc.nat(3) }).map((g) => ({ kind: 'create' as const, fighters: g.fighters, target: g.target, escorts: g.fighters.slice(0, g.k), payer: g.payer })),
    fc.record({ target: fc.constantFrom('sq-tc', 'sq-av', 'sq-ven'), payer }).map((g) => ({ kind: 'retarget' as const, mission: 'm1', ...g })),
    fc.record({ f: fc.constantFrom(['red'], ['blue']), payer }).map((g) => ({ kind: 'split' as const, mission: 'm1', fighters: g.f, payer: g.payer })),
    payer.map((p) => ({ kind: 'recall' as const, mission: 'm1', payer: p })),
    fc
      .record({ fighters: fc.subarray(['red', 'blue', 'gold'], { minLength: 1 }), target: fc.constantFrom('sq-ven', 'sq-chi'), orders, payer })
      .map((g) => ({ kind: 'create' as const, fighters: g.fighters, target: g.target, escorts: [], payer: g.payer, orders: { ...g.orders, ship: g.orders.ship === null ? null : g.target === 'sq-ven' ? 'iss-vengeance' : 'bgs-chimera' } })),
    fc.record({ orders, payer }).map((g) => ({ kind: 'retarget' as const, mission: 'm1', target: 'sq-chi', payer: g.payer, orders: { ...g.orders, ship: g.orders.ship === null ? null : 'bgs-chimera' } })),
    orders.map((o) => ({ kind: 'strike' as const, mission: 'm1', orders: o })),
    fc.record({ fighters: fc.subarray(['red', 'blue', 'gold'], { minLength: 1 }), on: fc.boolean() }).map((g) => ({ kind: 'intercept' as const, ...g })),
  );
  const controlArb: fc.Arbitrary<ControlActionDraft> = fc.oneof(
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
    const text = fc.oneof(
      fc.string(),
      fc.tuple(fc.constantFrom('mission ', 'split ', 'retarget ', 'ew ', 'designate ', 'pods ', 'shields ', 'pay ', 'strike ', 'intercept ', 'cap '), fc.string()).map(([a, b]) => a + b),
      // The standing-order clauses in any order and number, around real and random names.
      fc
        .array(fc.oneof(fc.constantFrom('mission', 'strike', 'intercept', 'cap', 'retarget', 'red', 'Strike One', 'venge', '>', 'at', 'surgical', 'propulsion', 'standoff', 'close', 'off', 'escort', ',', '·', 'pay hale'), fc.string()), { maxLength: 10 })
        .map((w) => w.join(' ')),
    );
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
