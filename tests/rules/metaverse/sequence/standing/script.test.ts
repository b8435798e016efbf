// Standing orders as text (standing/script.ts, conditions.ts, lines.ts) against the sample seats (ships/samples.ts:
// USS Thunderchild and the Avenger Group against ISS Vengeance and BGS Chimera), in the Mission Step (p.19) and
// Control Step (p.21) notation: every help example reads, every problem comes back at once, and what is printed reads
// back as the same orders.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { ok } from '../../../../../src/rules/core/result.ts';
import { STANDING_HELP, STANDING_HELP_EXAMPLES } from '../../../../../src/rules/metaverse/notation/help.ts';
import type { StepContext } from '../../../../../src/rules/metaverse/notation/step-action.ts';
import type { UnitContext } from '../../../../../src/rules/metaverse/sequence/standing/conditions.ts';
import { splitStanding } from '../../../../../src/rules/metaverse/sequence/standing/lines.ts';
import { makeScript, parseScript, parseScriptItems, type ScriptContext } from '../../../../../src/rules/metaverse/sequence/standing/script.ts';
import type { AlternatingStep } from '../../../../../src/rules/metaverse/sequence/standing/types.ts';

const STEP: StepContext = {
  squadrons: [
    { id: 'sq-tc', name: 'USS Thunderchild', own: true },
    { id: 'sq-av', name: 'Avenger Group', own: true },
    { id: 'sq-ven', name: 'ISS Vengeance', own: false },
    { id: 'sq-chi', name: 'BGS Chimera', own: false },
  ],
  ships: [
    { id: 'uss-thunderchild', name: 'USS Thunderchild', ew: [{ id: 'ew', name: 'EW', kind: 'ecm' }] },
    { id: 'uss-avenger', name: 'USS Avenger', ew: [{ id: 'ew', name: 'EW', kind: 'ecm' }, { id: 'elint', name: 'ELINT', kind: 'elint' }] },
    { id: 'uss-wasp', name: 'USS Wasp', ew: [] },
  ],
  enemyShips: [
    { id: 'iss-vengeance', name: 'ISS Vengeance', squadron: 'sq-ven' },
    { id: 'bgs-chimera', name: 'BGS Chimera', squadron: 'sq-chi' },
  ],
  fighters: [
    { id: 'red', name: 'Red Flight' },
    { id: 'blue', name: 'Blue Flight' },
  ],
  missions: [{ id: 'm1', name: 'Strike One', fighters: ['red', 'blue'], target: 'sq-ven' }],
  commanders: [{ id: 'cmd-hale', name: 'Commodore Hale' }],
};

const UNITS: UnitContext = {
  ships: STEP.ships.map((s) => ({ id: s.id, name: s.name })),
  squadrons: [
    { id: 'sq-tc', name: 'USS Thunderchild', ships: ['uss-thunderchild'] },
    { id: 'sq-av', name: 'Avenger Group', ships: ['uss-avenger', 'uss-wasp'] },
  ],
};

const CTX: ScriptContext = { step: STEP, units: UNITS };

const messages = (r: ReturnType<typeof parseScript>): string[] => (r.ok ? [] : r.error.map((e) => e.message));

describe('reading standing orders', () => {
  test('every example of the help is shown and reads', () => {
    for (const ex of STANDING_HELP_EXAMPLES) {
      expect(STANDING_HELP).toContain(`\`${ex}\``);
      const split = splitStanding(ex);
      expect(split.rest.trim()).toBe('');
      for (const [step, items] of Object.entries(split.items)) expect(parseScriptItems(items, step as AlternatingStep, CTX).ok, ex).toBe(true);
    }
  });

  test('actions in normal form and in order, how the orders end (pass when left out), reactions with their conditions', () => {
    expect(parseScript('designate venge for aveng; priority chim', 'control', CTX)).toEqual(
      ok({ actions: ['designate ISS Vengeance for Avenger Group', 'priority BGS Chimera'], reactions: [], final: { kind: 'pass' } }),
    );
    expect(parseScript('pass unless enemy jams or targets Avenger Group or drops shields', 'control', CTX)).toEqual(
      ok({ actions: [], reactions: [], final: { kind: 'unless', when: [{ kind: 'jams' }, { kind: 'targets', units: ['uss-avenger', 'uss-wasp'] }, { kind: 'drops-shields' }] } }),
    );
    expect(parseScript('if enemy uses EW: ew USS Avenger ELINT on > ISS Vengeance\nask', 'control', CTX)).toEqual(
      ok({ actions: [], reactions: [{ when: [{ kind: 'uses-ew' }], action: 'ew USS Avenger ELINT on > ISS Vengeance' }], final: { kind: 'ask' } }),
    );
    expect(parseScript('mission Red Flight > ISS Vengeance; pass unless enemy strikes USS Thunderchild', 'missions', CTX)).toEqual(
      ok({ actions: ['mission Red Flight > ISS Vengeance'], reactions: [], final: { kind: 'unless', when: [{ kind: 'strikes', units: ['uss-thunderchild'] }] } }),
    );
  });

  test('every problem at once, each quoting the words it is about', () => {
    const errors = messages(parseScript('designate Nobody for Avenger Group; pass unless enemy dances; frobnicate', 'control', CTX));
    expect(errors).toEqual([
      expect.stringMatching(/^"designate Nobody for Avenger Group": No enemy starship is called "Nobody"/),
      expect.stringMatching(/^"pass unless enemy dances": "enemy dances" is not something Salvo can wait for/),
      '"frobnicate" comes after "pass unless enemy dances", which ends the orders; move it before.',
    ]);
    expect(messages(parseScript('if enemy jams: pass; if enemy acts:', 'control', CTX))).toEqual([
      '"if enemy jams: pass": a reaction is an action; to pass, leave the reaction out.',
      '"if enemy acts:": say what to do after the colon.',
    ]);
  });

  test('a condition of the other step is refused: strikes are the Mission Step’s (p.19), targets and EW the Control Step’s (p.21)', () => {
    expect(messages(parseScript('pass unless enemy strikes', 'control', CTX))).toEqual([
      '"pass unless enemy strikes": "enemy strikes" happens only in the Mission Step; these orders are for the Control Step.',
    ]);
    expect(messages(parseScript('pass unless enemy jams or acts', 'missions', CTX))).toEqual([
      '"pass unless enemy jams or acts": "enemy jams" happens only in the Control Step; these orders are for the Mission Step.',
    ]);
  });

  test('standing lines of a plot or fire message are taken out in place, so the other lines keep their numbers', () => {
    const split = splitStanding('USS Thunderchild: A2\ncontrol: priority ISS Vengeance; pass\nMissions: mission Red Flight > BGS Chimera\ncontrol: ask');
    expect(split.rest).toBe('USS Thunderchild: A2\n\n\n');
    expect(split.items).toEqual({ control: ['priority ISS Vengeance', 'pass', 'ask'], missions: ['mission Red Flight > BGS Chimera'] });
  });
});

describe('printing standing orders back', () => {
  const control = ['priority ISS Vengeance', 'designate BGS Chimera for USS Thunderchild', 'ew USS Avenger ELINT on > ISS Vengeance', 'shields USS Wasp down', 'pods USS Avenger 2', 'designate ISS Vengeance for Avenger Group · pay Commodore Hale'];
  const missions = ['mission Red Flight, Blue Flight > ISS Vengeance escort Blue Flight', 'retarget Strike One > BGS Chimera', 'recall Strike One', 'strike Strike One at ISS Vengeance surgical weapon', 'intercept Red Flight'];
  const conditions: Record<AlternatingStep, string[]> = {
    control: ['enemy acts', 'enemy jams', 'enemy uses EW', 'enemy cloaks', 'enemy drops shields', 'enemy targets', 'enemy targets USS Wasp', 'enemy targets Avenger Group', 'enemy targets USS Thunderchild, USS Wasp'],
    missions: ['enemy acts', 'enemy strikes', 'enemy strikes Avenger Group', 'enemy strikes USS Thunderchild'],
  };

  for (const step of ['control', 'missions'] as const) {
    test(`${step}: any script read, printed and read again is the same script, printed the same (p.${step === 'control' ? 21 : 19})`, () => {
      const actions = step === 'control' ? control : missions;
      const when = fc.uniqueArray(fc.constantFrom(...conditions[step]), { minLength: 1, maxLength: 3 }).map((cs) => cs.join(' or '));
      const script = fc.record({
        actions: fc.array(fc.constantFrom(...actions), { maxLength: 3 }),
        reactions: fc.array(fc.tuple(when, fc.constantFrom(...actions)).map(([w, a]) => `if ${w}: ${a}`), { maxLength: 2 }),
        end: fc.oneof(fc.constant(''), fc.constant('pass'), fc.constant('ask'), when.map((w) => `pass unless ${w}`)),
      });
      fc.assert(
        fc.property(script, ({ actions: a, reactions, end }) => {
          const read = parseScriptItems([...a, ...reactions, ...(end === '' ? [] : [end])], step, CTX);
          expect(read.ok).toBe(true);
          if (!read.ok) return;
          const printed = makeScript(read.value, CTX);
          const again = parseScriptItems(printed, step, CTX);
          expect(again).toEqual(read);
          if (again.ok) expect(makeScript(again.value, CTX)).toEqual(printed);
        }),
        { numRuns: 200 },
      );
    });
  }
});
