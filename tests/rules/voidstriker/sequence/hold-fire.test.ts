// Point-blank hold fire (§2.351): only a target whose player has the better initiative may shoot first.
import { describe, expect, test } from 'vitest';
import { rngStateFromSeed, seededDice } from '../../../../src/rules/core/dice.ts';
import { resolvePlots } from '../../../../src/rules/voidstriker/sequence/resolve-round.ts';
import type { VoidstrikerState } from '../../../../src/rules/voidstriker/state.ts';
import { place, plot, skirmish, texts, thenSeeded } from './fixtures.ts';

function salvoInbound(): VoidstrikerState {
  let s = skirmish('ijn-missile-destroyer-3000', 'arab-destroyer-3500');
  s = place(s, 'Alpha', { x: 30, y: 24 }, 90);
  s = place(s, 'Bravo', { x: 44, y: 24 }, 270);
  const r = resolvePlots(
    s,
    { ana: plot(s, 'ana', 'Alpha: thrust 4/0/0 · sensors 2>Bravo · move a4|a4|a4|a4 · launch Quad Mk-III missiles > Bravo ph1'), ben: plot(s, 'ben', 'Bravo: thrust 0/0/0 · move drift') },
    seededDice(rngStateFromSeed('q')),
  );
  if (r.state.salvos.length !== 1) throw new Error('no salvo');
  return r.state;
}

const round2 = (s: VoidstrikerState, faces: number[]) =>
  resolvePlots(
    s,
    { ana: plot(s, 'ana', 'Alpha: thrust 0/0/0 · move drift'), ben: plot(s, 'ben', 'Bravo: thrust 0/0/0 · sensors 6>Salvo 1 · move drift · hold Dual Mk-III laser turret') },
    thenSeeded(faces, 'h'),
  );

describe('point-blank hold fire', () => {
  test('the target\'s player won initiative: held mounts fire at the salvo before it strikes', () => {
    // Voidstriker §2.32: Ana 2, Ben 9 → Ben first; §2.33 lock on the salvo: 9 + range + (−4) ≥ 3.
    const r = round2(salvoInbound(), [2, 9, 9]);
    const t = texts(r.events);
    expect(t.some((x) => x.startsWith('Bravo fires point blank at S1'))).toBe(true);
    expect(t.some((x) => x.includes('holds fire for point blank, but'))).toBe(false);
  });

  test('the launcher\'s player has the initiative: the salvo strikes first (§2.351)', () => {
    const r = round2(salvoInbound(), [9, 2, 9]);
    const t = texts(r.events);
    expect(t.some((x) => x.startsWith('Bravo fires point blank'))).toBe(false);
    expect(t).toContain('Bravo holds fire for point blank, but Ana has the initiative: S1 strikes first (§2.351).');
  });
});
