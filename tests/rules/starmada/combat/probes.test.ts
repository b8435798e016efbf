// B.17 Probes (Starmada p.35): the launch table, the markers turned in the End Phase, the +1 to hit; launched with
// the fire declarations ("probe > 1006") through parse → validate → resolve.
import { describe, expect, test } from 'vitest';
import { scriptedDice } from '../../../../src/rules/core/dice.ts';
import { hexNeighbor } from '../../../../src/rules/core/hex.ts';
import { declaredConditions } from '../../../../src/rules/starmada/assist/fire-odds.ts';
import { submissionText } from '../../../../src/rules/starmada/assist/draft-text.ts';
import { probeLanding, turnProbes } from '../../../../src/rules/starmada/combat/probes.ts';
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
