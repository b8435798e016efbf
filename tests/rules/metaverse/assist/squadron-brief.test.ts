// The squadron line of the DM prompt (src/rules/metaverse/assist/squadron-brief.ts).
// Metaverse p.7 Cinematic momentum and heading; p.9 Newtonian momentum (speed) and rotation; p.3 CP.
import { describe, expect, test } from 'vitest';
import { rotationText, squadronLine } from '../../../../src/rules/metaverse/assist/squadron-brief.ts';
import { startState } from './fixtures.ts';

describe('squadronLine', () => {
  test('Cinematic: position, heading, momentum and the commander’s CP', () => {
    const s = startState();
    const sq = s.squadrons.find((q) => q.id === 'A-sq-2');
    if (!sq) throw new Error('no squadron');
    expect(squadronLine(s, { ...sq, momentum: 4 })).toBe('at 90,114 cm · heading 0° · momentum 4 cm · Cinematic · CP: Captain Osei 4');
  });

  test('Newtonian: speed from the momentum rose and the rotation (p.9)', () => {
    const s = startState();
    const sq = s.squadrons.find((q) => q.id === 'B-sq-1');
    if (!sq) throw new Error('no squadron');
    // Hexagon rose: 3 cm toward 180° (index 3) → speed 3; rotation −2 = counter-clockwise 2.
    expect(squadronLine(s, { ...sq, rose: [0, 0, 0, 3, 0, 0], rotation: -2 })).toBe('at 45,6 cm · heading 180° · speed 3 cm · rotation CCW2 · Newtonian · CP: Warlord Skarr 3');
  });

  test('rotation words', () => {
    expect(rotationText(0)).toBe('no rotation');
    expect(rotationText(1)).toBe('rotation CW1');
    expect(rotationText(-3)).toBe('rotation CCW3');
  });
});
