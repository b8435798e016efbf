// E.7 Target Acquisition through play (Starmada p.50): tags declared with fire, rolled, turned face up in the End
// Phase, and the range doubled against untagged targets.
import { describe, expect, test } from 'vitest';
import { echo } from '../../../../src/rules/starmada/assist/echo.ts';
import { submissionText } from '../../../../src/rules/starmada/assist/draft-text.ts';
import { starmadaCard } from '../../../../src/rules/starmada/views/card.ts';
import { starmada } from '../../../../src/rules/starmada/system.ts';
import { duel, expectErr, expectOk, holdAll, messagesOf, resolveTyped, shipOf, texts } from './fixtures.ts';

describe('tagging in play (E.7 p.50)', () => {
  // E.7 p.50: "Attacks can still be made against non-tagged targets; however, the distance to the target is
  // doubled". Vigil is 5 hexes off: untagged it counts as 10, the Cannon's long band (4-8-12); once tagged, 5, medium.
  test('tag with the fire, face up in the End Phase, then attacks at the true distance', () => {
    const { state } = duel({ options: { targetAcquisition: true } });
    const sub = expectOk(starmada.parse(state, 'ana', 'Kestrel: Cannon > Vigil; tag Vigil'));
    expect(sub).toMatchObject({ kind: 'fire', tags: [{ shipId: 'kestrel', targetId: 'vigil', tags: 1 }] });
    expect(echo(state, 'ana', sub).join('\n')).toContain('Kestrel: tag Vigil x1');
    expect(submissionText(state, 'ana', sub)).toBe('Kestrel: Cannon x2 > Vigil\nKestrel: tag Vigil x1');
    expect(expectOk(starmada.parse(state, 'ana', submissionText(state, 'ana', sub)))).toEqual(sub);
    // TAG dice 2, 2, 2 = 6 ≥ 5; combat order 1 (A); two to-hit dice, 1 and 1 (long range).
    const first = resolveTyped(state, { ana: 'Kestrel: Cannon > Vigil; tag Vigil' }, [2, 2, 2, 1, 1, 1]);
    const log = texts(first.events);
    expect(log).toContain('Kestrel tags Vigil · 1 TAG, 3 dice each: 6 against 5 hexes · tagged from the End Phase on');
    // Long range: −1 (4.2 p.20).
    expect(log.find((t) => t.startsWith('Kestrel → Vigil'))).toContain('hits on 4+ (3+ −1)');
    expect(shipOf(first.state, 'vigil').tag).toEqual({ faceUp: true, faceDown: false });
    expect(starmadaCard(first.state, 'vigil', { kind: 'public' })?.lines).toContain('TAG (E.7): tagged: attacks on it use the true distance');
    const moved = holdAll(first.state);
    const second = resolveTyped(moved.state, { ana: 'Kestrel: Cannon > Vigil' }, [1, 1, 1]);
    // Medium range: no modifier.
    expect(texts(second.events).find((t) => t.startsWith('Kestrel → Vigil'))).toContain('hits on 3+ →');
    // The face-up marker is removed in that End Phase.
    expect(shipOf(second.state, 'vigil').tag).toBeUndefined();
  });

  test('refusals name the ship and quote the words; no tags in the core game', () => {
    const { state } = duel({ options: { targetAcquisition: true } });
    expect(messagesOf(expectErr(starmada.parse(state, 'ana', 'Kestrel: tag Nobody')))).toEqual(['“Nobody” is not an enemy on the board; targets are Vigil.']);
    const core = duel().state;
    expect(messagesOf(expectErr(starmada.parse(core, 'ana', 'Kestrel: tag Vigil')))).toEqual(['Target acquisition (E.7) is not in use in this game; leave out "tag".']);
  });
});
