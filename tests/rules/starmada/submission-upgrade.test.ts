// Orders submissions stored before orders were data (src/rules/starmada/submission-upgrade.ts): a game in progress
// holds `orders: { shipId: "2P2(4)" }`; read through the rule system it echoes, draws and resolves exactly as the
// same orders sent today (3.1–3.4 p.15–17; a ship without orders goes straight ahead, 3.2 p.15).
import { describe, expect, test } from 'vitest';
import { rngStateFromSeed, seededDice } from '../../../src/rules/core/dice.ts';
import type { StarmadaSubmission } from '../../../src/rules/starmada/submission.ts';
import { upgradeSubmission } from '../../../src/rules/starmada/submission-upgrade.ts';
import { starmada } from '../../../src/rules/starmada/system.ts';
import { deploy, expectOk, newGame, placed, shipOf } from './integration/fixtures.ts';

/** A submission as the database held it before this release. */
const stored = (orders: Record<string, string>): StarmadaSubmission => ({ kind: 'orders', orders }) as unknown as StarmadaSubmission;

describe('an orders submission stored as text still resolves', () => {
  test('resolved, it moves every ship as the same orders sent today', () => {
    const state = placed(deploy(newGame()), { kestrel: [10, 10, 0], vigil: [10, 5, 3] });
    const old = { ana: stored({ kestrel: '2P2(4)' }), ben: stored({ vigil: '3(3) -1' }) };
    const today = { ana: expectOk(starmada.parse(state, 'ana', 'Kestrel 2P2(4)')), ben: expectOk(starmada.parse(state, 'ben', 'Vigil 3(3) -1')) };
    const dice = () => seededDice(rngStateFromSeed('upgrade'));
    const fromOld = starmada.resolve(state, old, dice());
    expect(fromOld).toEqual(starmada.resolve(state, today, dice()));
    expect(fromOld.events.map((e) => e.text).filter((t) => /^(Kestrel|Vigil) /.test(t))).toEqual([
      expect.stringMatching(/^Kestrel 2P2\(4\): 1010 → /),
      expect.stringMatching(/^Vigil 3\(3\) -1: 1005 → 1008, heading S, facing SE\./),
    ]);
    expect(shipOf(fromOld.state, 'kestrel').prevSpeed).toBe(4);
  });

  test('echoed, merged and validated as today’s', () => {
    const state = deploy(newGame());
    const today = expectOk(starmada.parse(state, 'ana', 'Kestrel 2P2'));
    expect(starmada.assist.echo(state, 'ana', stored({ kestrel: '2P2(4)' }))).toEqual(starmada.assist.echo(state, 'ana', today));
    expect(starmada.assist.merge(state, 'ana', stored({ kestrel: '2P2(4)' }), '')).toBe('Kestrel: 2P2(4)');
    expect(starmada.validate(state, 'ana', stored({ kestrel: '2P2(4)' }))).toEqual(starmada.validate(state, 'ana', today));
  });

  test('a stored string that no longer reads is left out: the ship goes straight ahead (3.2 p.15)', () => {
    expect(upgradeSubmission(stored({ kestrel: 'zz', vigil: '3' }))).toEqual({ kind: 'orders', orders: { vigil: { move: { prefixes: [], steps: [{ kind: 'forward', hexes: 3 }], pivot: 0 } } } });
  });

  test('today’s submissions, and other kinds, pass through unchanged', () => {
    const state = deploy(newGame());
    const today = expectOk(starmada.parse(state, 'ana', 'Kestrel 2P2'));
    expect(upgradeSubmission(today)).toEqual(today);
    expect(upgradeSubmission({ kind: 'fire', declarations: [] })).toEqual({ kind: 'fire', declarations: [] });
  });
});
