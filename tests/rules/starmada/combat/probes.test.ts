// B.17 Probes (Starmada p.35): the launch table, the markers turned in the End Phase, the +1 to hit; launched with
// the fire declarations ("probe > 1006") through parse → validate → resolve; probes fired as weapons ("Probes x2 > Vigil").
import { describe, expect, test } from 'vitest';
import { scriptedDice } from '../../../../src/rules/core/dice.ts';
import { hexNeighbor, type Direction } from '../../../../src/rules/core/hex.ts';
import { declaredConditions } from '../../../../src/rules/starmada/assist/fire-odds.ts';
import { submissionText } from '../../../../src/rules/starmada/assist/draft-text.ts';
import { PROBE_WEAPON, probeLanding, turnProbes } from '../../../../src/rules/starmada/combat/probes.ts';
import type { ShipClass } from '../../../../src/rules/starmada/ships/schema.ts';
import type { StarmadaState } from '../../../../src/rules/starmada/state.ts';
import { starmada } from '../../../../src/rules/starmada/system.ts';
import { DESIGNS, LANCER, at, duel, expectOk, fleet, readsOf, resolveTyped, shipOf, texts } from '../integration/fixtures.ts';

const SCOUT: ShipClass = { ...LANCER, className: 'Scout', munitions: [{ system: 'Probes', count: 2 }] };
const target = at(10, 6);

describe('the probe table (p.35): 1 a dud, 2–4 face down next to the target hex, 5–6 face down in it', () => {
  test('each face', () => {
    expect(probeLanding(1, target, scriptedDice([]))).toBeNull();
    for (const die of [5, 6]) expect(probeLanding(die, target, scriptedDice([]))).toEqual({ at: target });
    for (const die of [2, 3, 4]) expect(probeLanding(die, target, scriptedDice([4]))).toEqual({ at: hexNeighbor(target, 3), scatter: 4 });
  });

  test('"During the End Phase, remove all face-up probe markers and flip all face-down probe markers to face up"', () => {
    const { state } = duel();
    const marked: StarmadaState = { ...state, probes: [{ launcherId: 'kestrel', at: target, faceUp: false }, { launcherId: 'kestrel', at: at(3, 3), faceUp: true }] };
    expect(turnProbes(marked).probes).toEqual([{ launcherId: 'kestrel', at: target, faceUp: true }]);
    expect(turnProbes(turnProbes(marked)).probes).toBeUndefined();
  });
});

describe('probes in play', () => {
  const scoutDuel = () => duel({ extra: { ana: fleet('A', 'Ana', [{ class: 'Scout', name: 'Kestrel' }], [...DESIGNS, SCOUT]) } });

  test('launched with the fire step; face up after the End Phase, it gives its launcher +1 to hit on a target within 3 hexes', () => {
    const { state } = scoutDuel();
    const submission = expectOk(starmada.parse(state, 'ana', 'Kestrel: probe > 1006'));
    expect(submissionText(state, 'ana', submission)).toBe('Kestrel: probe > 1006');
    const fired = resolveTyped(state, { ana: 'Kestrel: probe > 1006', ben: 'Vigil: hold' }, [5]);
    expect(texts(fired.events)).toContain('Kestrel launches a probe at 1006 (B.17 p.35): die 5, face down in 1006.');
    expect(fired.state.probes).toEqual([{ launcherId: 'kestrel', at: target, faceUp: true }]);
    expect(shipOf(fired.state, 'kestrel').munitionsUsed.Probes).toBe(1);
    const vigil = shipOf(fired.state, 'vigil');
    const aim = { id: vigil.id, name: vigil.name, at: vigil.at, kind: 'ship' as const };
    expect(declaredConditions(fired.state, shipOf(fired.state, 'kestrel'), aim).probeWithin3).toBe(true);
    expect(declaredConditions(fired.state, vigil, { id: 'kestrel', name: 'Kestrel', at: shipOf(fired.state, 'kestrel').at, kind: 'ship' }).probeWithin3).toBeUndefined();
  });

  test('refused, every problem at once: more probes than carried, a hex beyond 10 (p.35)', () => {
    const { state } = scoutDuel();
    const refused = starmada.parse(state, 'ana', 'Kestrel: probes x3 > 1006; probe > 3010');
    expect(refused.ok ? [] : readsOf(refused.error)).toEqual([
      expect.stringContaining('Kestrel has 2 probes left and cannot launch 4 (B.17 p.35).'),
      expect.stringContaining('3010 is 20 hexes from Kestrel; a probe\'s target hex is within 10 (B.17 p.35).'),
    ]);
  });
});

describe('Starmada B.17 p.35: probes as weapons', () => {
  const scouts = (where: Readonly<Record<string, readonly [number, number, Direction]>> = { kestrel: [10, 10, 0], vigil: [10, 5, 3] }) =>
    duel({ extra: { ana: fleet('A', 'Ana', [{ class: 'Scout', name: 'Kestrel' }], [...DESIGNS, SCOUT]) }, where });

  test('"RNG 1-3-6, and are ACC 4+. The ROF, IMP, and DMG values are each 1"', () => {
    expect(PROBE_WEAPON).toEqual({ range: [1, 3, 6], rof: 1, acc: 4, imp: 1, dmg: 1, traits: [] });
  });

  test('typed, echoed, fired at long range and struck off the sheet: "remove that number of probes from the starship display sheet"', () => {
    const { state } = scouts();
    const typed = 'Kestrel: Probes x2 > Vigil';
    const submission = expectOk(starmada.parse(state, 'ana', typed));
    expect(submission).toMatchObject({ kind: 'fire', declarations: [], systems: [{ system: 'Probes', shipId: 'kestrel', targetId: 'vigil', count: 2 }] });
    const echo = submissionText(state, 'ana', submission);
    expect(echo).toBe(typed);
    expect(starmada.parse(state, 'ana', echo)).toEqual({ ok: true, value: submission });
    // Range 5 is long (−1): ACC 4+ hits on 5+. Dice: the combat order's tie die 5, probes 6 and 4 (one hit); Vigil
    // has no shields, so the hit is one damage die: 1, a hull hit (4.4 p.21).
    const fired = resolveTyped(state, { ana: typed, ben: 'Vigil: hold' }, [5, 6, 4, 1]);
    expect(texts(fired.events)).toContain('Kestrel → Vigil · Probes ×2 · to-hit 6, 4 · hits on 5+ (4+ −1) → 1 hit · impact automatic (shields 0) → 1 · damage 1: hull');
    expect(shipOf(fired.state, 'vigil').hull.checked).toBe(1);
    expect(shipOf(fired.state, 'kestrel').munitionsUsed.Probes).toBe(2);
  });

  test('"there are no firing arc restrictions": a target dead astern, where no battery of the Scout reaches', () => {
    const { state } = scouts({ kestrel: [10, 10, 0], vigil: [10, 15, 0] });
    expect(expectOk(starmada.parse(state, 'ana', 'Kestrel: Probe > Vigil'))).toMatchObject({ systems: [{ system: 'Probes', count: 1 }] });
  });

  test('refused, every problem at once: beyond range 6, and "a ship may only attack a single target with probes"', () => {
    const { state } = scouts({ kestrel: [10, 10, 0], vigil: [10, 3, 3] });
    const refused = starmada.parse(state, 'ana', 'Kestrel: Probes x2 > Vigil; Probe > Vigil');
    expect(refused.ok ? [] : readsOf(refused.error)).toEqual([
      "Line 1 · “Probes x2 > Vigil”: Kestrel's probes: Vigil is at range 7; probes reach 6 (B.17 p.35).",
      "Line 1 · “Probe > Vigil”: Kestrel's probes: Vigil is at range 7; probes reach 6 (B.17 p.35).",
      'Kestrel may use its Probes once per Combat Phase as weapons, at a single target (B.17 p.35); give one declaration.',
    ]);
  });

  test('probes launched and probes fired come off one count: "remove that number of probes"', () => {
    const { state } = scouts();
    const refused = starmada.parse(state, 'ana', 'Kestrel: probe > 1006; Probes x2 > Vigil');
    expect(refused.ok ? [] : readsOf(refused.error)).toEqual([expect.stringContaining('Kestrel has 2 probes left and cannot launch 1 and fire 2 as weapons (B.17 p.35).')]);
  });
});
