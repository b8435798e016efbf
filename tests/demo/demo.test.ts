// `npm run demo` end to end: the scripted duel runs into a temp folder, and the transcript and its images are there.
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { runDemo } from './demo.ts';

const PNG_MAGIC = '89504e470d0a1a0a';

describe('the scripted demo duel', () => {
  const outDir = mkdtempSync(join(tmpdir(), 'salvo-demo-test-'));
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  test('writes a transcript of the whole game and every image it links, as PNGs', async () => {
    // A file a previous run left is cleared away first.
    writeFileSync(join(outDir, '99-old-map.png'), 'stale');
    const result = await runDemo({ outDir });
    expect(result.violations).toEqual([]);

    const transcript = readFileSync(join(outDir, 'transcript.md'), 'utf8');
    for (const line of [
      '**Ana** `/game new system:starmada scenario:standard/small step:24h options:alternateArcs` (in #battles)',
      '**Ana** clicks `[Join side A]` (in the thread)',
      '**Ben** (DM) `tempest 2909 nw`',
      '**Ben** (DM) `Tempest 2P1S`',
      '> That was not accepted. Tempest “2P1S”: Turns must all be in one direction',
      '**Ana** `/status ship:Majestic` (in the thread)',
      '**Ben** `/map ship:Tempest arcs:true` (in the thread)',
      'Salvo posts in the thread and pins it:',
      'Salvo replies (only Ana sees it):',
    ]) {
      expect(transcript).toContain(line);
    }
    for (const step of ['Deployment', 'Turn 1: orders', 'Turn 2: orders', 'Turn 2: fire', 'Turn 3: orders', 'Turn 3: fire']) {
      expect(transcript).toContain(`> **${step}**\n`);
    }
    expect(transcript).toMatch(/\*\*Ana\*\* `\/fire at ship:Majestic weapon:.+ target:Tempest · range \d+/);

    const linked = [...transcript.matchAll(/!\[[^\]]*\]\(([^)]+)\)/g)].map((m) => m[1] ?? '');
    const pngs = readdirSync(outDir).filter((f) => f.endsWith('.png'));
    expect(linked.length).toBeGreaterThan(20);
    expect(pngs.sort()).toEqual([...new Set(linked)].sort());
    expect(pngs).toEqual(expect.arrayContaining([expect.stringMatching(/-thread-t3-fire-map\.png$/), expect.stringMatching(/-ana-only-ship-card\.png$/), expect.stringMatching(/-ben-only-map\.png$/)]));
    for (const file of pngs) expect(readFileSync(join(outDir, file)).subarray(0, 8).toString('hex'), file).toBe(PNG_MAGIC);
    expect(result.counts.images).toBe(pngs.length);
  }, 300_000);
});
