// Step keys and the firePerPhase option (§2.35 fire after each phase's movement).
import { describe, expect, test } from 'vitest';
import { rngStateFromSeed, scriptedDice, seededDice } from '../../../src/rules/core/dice.ts';
import { voidstriker } from '../../../src/rules/voidstriker/system.ts';
import { voidstrikerStep } from '../../../src/rules/voidstriker/sequence/open-step.ts';
import type { VoidstrikerState } from '../../../src/rules/voidstriker/state.ts';
import type { VoidstrikerSubmission } from '../../../src/rules/voidstriker/submission.ts';
import { place, skirmish } from './sequence/fixtures.ts';

describe('voidstrikerStep and firePerPhase', () => {
  test('r1/plot → r1/fire-a … r1/fire-d → r2/plot; a fire order sent in fire-b fires in phase b', () => {
    let s: VoidstrikerState = skirmish('arab-destroyer-3500', 'arab-destroyer-3500', { firePerPhase: true, asteroids: false });
    s = place(s, 'Alpha', { x: 30, y: 24 }, 90);
    s = place(s, 'Bravo', { x: 40, y: 24 }, 270);
    expect(voidstrikerStep(s)).toMatchObject({ key: 'r1/plot', owes: ['ana', 'ben'] });
    const dice = seededDice(rngStateFromSeed('f'));
    const send = (seat: string, text: string): VoidstrikerSubmission => {
      const p = voidstriker.parse(s, seat, text);
      if (!p.ok) throw new Error(JSON.stringify(p.error));
      return p.value;
    };
    // Voidstriker §2.32 initiative (Ana 9, Ben 5); §2.33 lock 8 − 3 + 1 = 6 ≥ 3; no other die before phase a's fire.
    const first = scriptedDice([9, 5, 8]);
    let r = voidstriker.resolve(s, { ana: send('ana', 'Alpha: thrust 0/0/0 · sensors 6>Bravo · move drift'), ben: send('ben', 'Bravo: thrust 0/0/0 · move drift') }, first);
    expect(first.remaining).toBe(0);
    s = r.state;
    expect(s.stage).toBe('fire');
    expect(s.pending?.phase).toBe(0);
    const keys: string[] = [];
    keys.push(voidstrikerStep(s)?.key ?? '');
    r = voidstriker.resolve(s, { ana: voidstriker.missing(s, 'ana'), ben: voidstriker.missing(s, 'ben') }, dice);
    s = r.state;
    keys.push(voidstrikerStep(s)?.key ?? '');
    const fireB = send('ana', 'Alpha: fire 2 × Mk-IV laser > Bravo');
    expect(fireB).toMatchObject({ kind: 'fire', phase: 1 });
    r = voidstriker.resolve(s, { ana: fireB, ben: voidstriker.missing(s, 'ben') }, dice);
    // Voidstriker §2.35: the battery fires in the phase the order was given for.
    expect(r.events.some((e) => e.type === 'fire' && e.text.startsWith('Alpha → Bravo · 2 × Mk-IV laser'))).toBe(true);
    s = r.state;
    keys.push(voidstrikerStep(s)?.key ?? '');
    r = voidstriker.resolve(s, { ana: voidstriker.missing(s, 'ana'), ben: voidstriker.missing(s, 'ben') }, dice);
    s = r.state;
    keys.push(voidstrikerStep(s)?.key ?? '');
    r = voidstriker.resolve(s, { ana: voidstriker.missing(s, 'ana'), ben: voidstriker.missing(s, 'ben') }, dice);
    s = r.state;
    keys.push(voidstrikerStep(s)?.key ?? '');
    expect(keys).toEqual(['r1/fire-a', 'r1/fire-b', 'r1/fire-c', 'r1/fire-d', 'r2/plot']);
    expect(s.pending).toBeNull();
  });
});
