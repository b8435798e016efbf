// The movement forecast of the echo (src/rules/metaverse/assist/predict.ts). Metaverse p.7 "Cinematic Movement":
// momentum + acceleration, the move split into equal segments around each heading change (45° for square
// ships); p.9 "Newtonian Movement": rotation turns the ship before the thrust at step 1.
import { describe, expect, test } from 'vitest';
import { forecast } from '../../../../src/rules/metaverse/assist/predict.ts';
import type { SquadronDraft } from '../../../../src/rules/metaverse/notation/types.ts';
import { parseTurnPlot } from '../../../../src/rules/metaverse/notation/parse.ts';
import { seatPlotContext } from '../../../../src/rules/metaverse/sequence/orders.ts';
import type { MetaverseState } from '../../../../src/rules/metaverse/state.ts';
import { expectOk, startState } from './fixtures.ts';

function plotOf(s: MetaverseState, seat: string, text: string): SquadronDraft {
  const p = expectOk(parseTurnPlot(text, expectOk(seatPlotContext(s, seat)))).squadrons[0];
  if (!p) throw new Error('no plot');
  return p;
}

const squadron = (s: MetaverseState, id: string) => {
  const q = s.squadrons.find((x) => x.id === id);
  if (!q) throw new Error('no squadron');
  return q;
};

describe('forecast', () => {
  test('Cinematic A2 from rest: momentum 2, 2 cm north from (45, 114)', () => {
    const s = startState();
    expect(forecast(s, squadron(s, 'A-sq-1'), plotOf(s, 'A1', 'CNS Resolute: A2'))).toBe('momentum 0 → 2 cm · heading 0° · ends at 45,112 cm');
  });

  test('Cinematic A2 T:S: 1 cm north, turn 45° to starboard, 1 cm north-east → (45.7, 112.3)', () => {
    const s = startState();
    // 45 + sin 45° = 45.707; 114 − 1 − cos 45° = 112.293.
    expect(forecast(s, squadron(s, 'A-sq-1'), plotOf(s, 'A1', 'CNS Resolute: A2 T:S'))).toBe('momentum 0 → 2 cm · heading 0° → 45° · ends at 45.7,112.3 cm');
  });

  test('Newtonian R:CW1 F:FWD2@1: the hexagon ship turns 60° clockwise (180° → 240°) and gains 2 cm of speed', () => {
    const s = startState();
    const text = forecast(s, squadron(s, 'B-sq-1'), plotOf(s, 'B1', 'VHS Dominator: R:CW1 F:FWD2@1'));
    expect(text).toMatch(/^heading 180° → 240° · speed 0 → 2 cm · rotation CW1 · ends at /);
  });

  test('FTL and RAM plots get no forecast', () => {
    const s = startState();
    expect(forecast(s, squadron(s, 'A-sq-1'), plotOf(s, 'A1', 'CNS Resolute: FTL-R'))).toBeNull();
  });
});
