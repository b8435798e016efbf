/**
 * `npx tsx tests/golden/record.ts [name…]`: plays the golden games (tests/golden/games.ts) and writes their event
 * logs and final states to tests/golden/recorded/, and games in progress to tests/golden/fixtures/. Run it only to
 * record a deliberate change of behaviour, never to make golden.test.ts pass after a restructuring.
 */
import { join } from 'node:path';
import { GOLDEN_GAMES, type RecordedGame } from './games.ts';
import { FIXTURES_DIR, RECORDED_DIR, writeGz } from './store.ts';

/** Steps after which a game in progress is saved: spread over the game, plus the first of each kind of step. */
function fixtureIndices(game: RecordedGame): number[] {
  const n = game.steps.length;
  const spread = [0.1, 0.35, 0.6, 0.85].map((f) => Math.floor(n * f));
  const kinds = new Map<string, number>();
  game.steps.forEach((s, i) => {
    const kind = s.key.replace(/\d+/g, '#');
    if (!kinds.has(kind) && i > 0 && i < n - 1) kinds.set(kind, i);
  });
  return [...new Set([...spread, ...kinds.values()])].filter((i) => i > 0 && i < n - 1).sort((a, b) => a - b);
}

const asked = process.argv.slice(2).filter((a) => a !== 'demo');
const names = asked.length > 0 ? asked : process.argv.includes('demo') ? [] : Object.keys(GOLDEN_GAMES);
for (const name of names) {
  const play = GOLDEN_GAMES[name];
  if (!play) throw new Error(`no golden game ${name}`);
  const game = play();
  writeGz(join(RECORDED_DIR, `${name}.json.gz`), { name, steps: game.steps.map((s) => ({ key: s.key, events: s.events })), final: game.steps.at(-1)?.state });
  const indices = fixtureIndices(game);
  for (const i of indices) {
    const done = game.steps[i];
    if (!done) continue;
    // The state saved after step i is the game in progress; steps i+1… are what it must still play.
    writeGz(join(FIXTURES_DIR, `${name}-${String(i + 1).padStart(3, '0')}.json.gz`), { name, system: game.system, dice: game.dice, resolved: i + 1, after: done.key, state: done.state });
  }
  console.log(`${name}: ${game.steps.length} steps, ${game.steps.reduce((n, s) => n + s.events.length, 0)} events, ${indices.length} fixtures`);
}

// The demo's transcript, with the dice secret fixed: `npx tsx tests/golden/record.ts demo`.
if (process.argv.includes('demo')) {
  const { mkdtempSync, readFileSync, writeFileSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const { runDemo } = await import('../demo/demo.ts');
  const { DEMO_SECRET, timeless } = await import('./demo-transcript.ts');
  const result = await runDemo({ outDir: mkdtempSync(join(tmpdir(), 'salvo-demo-record-')), secret: DEMO_SECRET });
  writeFileSync(join(RECORDED_DIR, 'demo-transcript.md'), timeless(readFileSync(result.transcript, 'utf8')));
  console.log(`demo: ${result.counts.images} images, transcript recorded`);
}
