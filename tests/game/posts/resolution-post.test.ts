// The thread post for a resolved step: within Discord's 2,000 characters, condensed with the full log attached.
import { describe, expect, test } from 'vitest';
import { gameOverText, resolutionText } from '../../../src/game/posts/resolution-post.ts';

const step = { title: 'Turn 3: fire', key: 't3/fire' };
const seed = 'ab'.repeat(32);

describe('resolutionText', () => {
  test('a short step is posted whole, with no log', () => {
    const text = resolutionText(step, [{ type: 'attack', text: 'Majestic → Kestrel · Laser Cannon ×2 · to-hit 2, 6 vs 4+ → 1 hit' }], ["Ben's orders were not in, so the rules decide: Kestrel: no fire."], seed);
    expect(text.log).toBeNull();
    expect(text.content).toBe(
      "**Turn 3: fire**\nBen's orders were not in, so the rules decide: Kestrel: no fire.\nMajestic → Kestrel · Laser Cannon ×2 · to-hit 2, 6 vs 4+ → 1 hit\n" +
        `Dice seed revealed: \`${'ab'.repeat(8)}…\` · /verify step:t3/fire`,
    );
  });

  test('a long battle keeps the first lines that fit, says how many more, and attaches every line', () => {
    const events = Array.from({ length: 200 }, (_, i) => ({ type: 'attack', text: `Attack ${i} · to-hit ${i % 6} vs 4+ → miss` }));
    const secret = { type: 'attack', text: 'a line only one seat may see', visibleTo: ['A1'] };
    const text = resolutionText(step, [...events, secret], [], seed);
    expect(text.content.length).toBeLessThanOrEqual(2000);
    const shown = text.content.split('\n').filter((l) => l.startsWith('Attack ')).length;
    expect(shown).toBeGreaterThan(20);
    expect(text.content).toContain(`… ${200 - shown} more lines in the attached log (t3-fire.txt)`);
    expect(text.content.split('\n').at(-1)).toMatch(/^Dice seed revealed/);
    expect(text.log?.split('\n').filter((l) => l.startsWith('Attack '))).toHaveLength(200);
    expect(text.log).not.toContain('only one seat');
    expect(text.log).toContain(`Dice seed: ${seed}`);
  });
});

describe('gameOverText', () => {
  test('the winner, the summary and the victory-point table', () => {
    expect(gameOverText({ winner: 'A', summary: 'Side A reached 420 VP.', scores: { A: 430, B: 35 } })).toBe(
      '**Game over.** Side A wins. Side A reached 420 VP.\n```\nSide  VP\nA     430\nB     35\n```',
    );
    expect(gameOverText({ winner: null, summary: 'Both fleets are gone.', scores: {} })).toBe('**Game over.** A draw. Both fleets are gone.');
  });
});
