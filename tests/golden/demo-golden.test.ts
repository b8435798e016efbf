// Issue 17's proof for the demo: with its dice secret fixed, `npm run demo` writes the transcript recorded before the
// restructuring (tests/golden/recorded/demo-transcript.md), but for the clock.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { runDemo } from '../demo/demo.ts';
import { DEMO_SECRET, timeless } from './demo-transcript.ts';
import { RECORDED_DIR } from './store.ts';

describe('the demo with a fixed dice secret', () => {
  const outDir = mkdtempSync(join(tmpdir(), 'salvo-demo-golden-'));
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  test('writes the recorded transcript, line for line', async () => {
    const result = await runDemo({ outDir, secret: DEMO_SECRET });
    const recorded = readFileSync(join(RECORDED_DIR, 'demo-transcript.md'), 'utf8').split('\n');
    const now = timeless(readFileSync(result.transcript, 'utf8')).split('\n');
    const differs = now.findIndex((line, i) => line !== recorded[i]);
    if (differs >= 0) expect({ line: differs + 1, text: now[differs] }).toEqual({ line: differs + 1, text: recorded[differs] });
    expect(now.length).toBe(recorded.length);
  }, 300_000);
});
