// The thread post for a resolved step (docs/playing.md §5, §9): a card read in ten seconds (each unit's result, the
// shots, the seed), every die in the attached log; a brief step keeps a text-only post within Discord's 2,000
// characters.
import { describe, expect, test } from 'vitest';
import { CARD_TEXT_LIMIT } from '../../../src/game/posts/post-renderer.ts';
import { gameOverText, resolutionCard, resolutionLog, resolutionText } from '../../../src/game/posts/resolution-post.ts';

const step = { title: 'Turn 3: fire', key: 't3/fire' };
const seed = 'ab'.repeat(32);
const attack = { type: 'attack', text: 'Majestic → Kestrel · Laser Cannon ×2 · to-hit 2, 6 · hits on 4+ → 1 hit' };
const missed = ["Ben's orders were not in, so the rules decide: Kestrel: no fire."];

describe('resolutionCard', () => {
  test('the map, who sent nothing and each unit’s result, the shots, the seed, and the log as a file', () => {
    const outcome = { units: ['Kestrel: hull 5 → 2 · Laser Cannon ×1 lost'], shots: ['Majestic → Kestrel: 1 of 2 hit, 3 dmg'], notes: ['Score: A 0 / 420 · B 0 / 420'] };
    const card = resolutionCard(step, [attack], missed, seed, outcome, true);
    expect(card).toEqual({
      title: '**Turn 3: fire**',
      image: { file: 't3-fire-map.png', description: 'Map after Turn 3: fire' },
      sections: [`${missed[0]}\nKestrel: hull 5 → 2 · Laser Cannon ×1 lost\nScore: A 0 / 420 · B 0 / 420`, '**Shots**\nMajestic → Kestrel: 1 of 2 hit, 3 dmg'],
      footer: `-# Dice seed revealed: \`${'ab'.repeat(8)}…\` · /verify step:t3/fire · every die in t3-fire.txt`,
      file: 't3-fire.txt',
    });
  });

  test('shots that did nothing say so once; a step the rules say nothing about shows its public events', () => {
    expect(resolutionCard(step, [attack], [], seed, { units: [], shots: ['Majestic → Kestrel: 0 of 2 hit'], notes: [] }, true).sections[0]).toBe('No damage.');
    const moved = resolutionCard({ title: 'Turn 3: orders', key: 't3/orders' }, [{ type: 'move', text: 'Majestic 2P2(4): 0409 → 0807' }, { type: 'x', text: 'secret', visibleTo: ['A'] }], [], seed, { units: [], shots: [], notes: [] }, true);
    expect(moved.sections).toEqual(['Majestic 2P2(4): 0409 → 0807', '']);
  });

  test('a huge battle fits 4,000 characters, results before shots, each cut pointing at the log', () => {
    const units = Array.from({ length: 150 }, (_, i) => `Ship ${i}: hull 9 → ${i % 9}`);
    const shots = Array.from({ length: 150 }, (_, i) => `Ship ${i} → Ship ${i + 1}: 2 of 4 hit, 5 dmg`);
    const card = resolutionCard(step, [], [], seed, { units, shots, notes: [] }, true);
    const text = [card.title, ...card.sections, card.footer].join('');
    expect(text.length).toBeLessThanOrEqual(CARD_TEXT_LIMIT);
    expect(card.sections[0]).toMatch(/… and \d+ more lines \(all of it in t3-fire\.txt\)$/);
    expect(card.sections[1]).toMatch(/… and \d+ more lines \(all of it in t3-fire\.txt\)$/);
    expect(card.sections[0]?.split('\n').length).toBeGreaterThan(card.sections[1]?.split('\n').length ?? 0);
  });

  test('the log holds every public die and the whole seed, never a secret line', () => {
    const log = resolutionLog(step, [attack, { type: 'x', text: 'a line only one seat may see', visibleTo: ['A1'] }], missed, seed);
    expect(log).toBe(`Turn 3: fire\n${missed[0]}\n${attack.text}\nDice seed: ${seed}`);
  });
});

describe('resolutionText (a brief step)', () => {
  test('a short step is posted whole, with no log', () => {
    const text = resolutionText(step, [attack], missed, seed);
    expect(text.log).toBeNull();
    expect(text.content).toBe(`**Turn 3: fire**\n${missed[0]}\n${attack.text}\nDice seed revealed: \`${'ab'.repeat(8)}…\` · /verify step:t3/fire`);
  });

  test('a long exchange keeps the first lines that fit, says how many more, and attaches every line', () => {
    const events = Array.from({ length: 200 }, (_, i) => ({ type: 'attack', text: `Attack ${i} · to-hit ${i % 6} · hits on 4+ → miss` }));
    const secret = { type: 'attack', text: 'a line only one seat may see', visibleTo: ['A1'] };
    const text = resolutionText(step, [...events, secret], [], seed);
    expect(text.content.length).toBeLessThanOrEqual(2000);
    const shown = text.content.split('\n').filter((l) => l.startsWith('Attack ')).length;
    expect(shown).toBeGreaterThan(20);
    expect(text.content).toContain(`… and ${200 - shown} more lines (all of it in t3-fire.txt)`);
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
