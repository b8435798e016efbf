// Notes in echo lines (src/rules/core/echo-note.ts): what the readers drop so that an echo pasted back reads as the
// orders it echoes (issue 15 item 8).
import { describe, expect, test } from 'vitest';
import { inProse, noteLine, stripNotes, withNotes } from '../../../src/rules/core/echo-note.ts';

describe('echo notes', () => {
  test('an order with notes, and without any', () => {
    expect(withNotes('Majestic: 2P2(4)', ['engine requirement 4 of 5 ✔'])).toBe('Majestic: 2P2(4) — engine requirement 4 of 5 ✔');
    expect(withNotes('Kestrel: Cannon x2 > Vigil', ['range 5', 'medium', ''])).toBe('Kestrel: Cannon x2 > Vigil — range 5 · medium');
    expect(withNotes('Vigil: hold', [])).toBe('Vigil: hold');
  });

  test('the readers drop every note and keep each line in its place, so errors still name the right line', () => {
    const echoed = ['Majestic: 2P2(4) — engine requirement 4 of 5 ✔', noteLine('Vigilant: no order, straight ahead at speed 4'), 'Dominion: 3(3)'].join('\n');
    expect(stripNotes(echoed)).toBe('Majestic: 2P2(4)\n\nDominion: 3(3)');
    expect(stripNotes('Kestrel: hold —')).toBe('Kestrel: hold');
  });

  test('a dash inside a name, with no space before it, is not a note', () => {
    expect(stripNotes('Hood—II: 2P2 — engine requirement 2 of 4 ✔')).toBe('Hood—II: 2P2');
    expect(stripNotes('Hood—II 0409 NE')).toBe('Hood—II 0409 NE');
  });

  test('a note line reads as prose without its dash', () => {
    expect(inProse(noteLine('Tempest: no order, straight ahead at speed 4'))).toBe('Tempest: no order, straight ahead at speed 4');
    expect(inProse('Monsoon: 2909 facing SW')).toBe('Monsoon: 2909 facing SW');
  });
});
