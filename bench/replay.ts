/**
 * The animated replay of the Very Large Starmada bench battle (the fleets of bench/starmada-turn.ts, played by the
 * test autopilot) over 12 game turns, or to its end: one public scene per resolved step, built into a GIF as the bot
 * builds it. Prints the steps, frames, length, size in MiB and build time; writes /tmp/replay.gif and, with
 * `--png`, a few frames as PNG at 550 px (/tmp/replay-frame-N.png) to look at.
 * Run: `npx tsx bench/replay.ts [--png]`. The file must stay under 8 MiB (Discord's limit, with room).
 */
import { writeFileSync } from 'node:fs';
import { rngStateFromSeed, seededDice } from '../src/rules/core/dice.ts';
import type { Scene } from '../src/rules/core/scene.ts';
import { CORE_RULES } from '../src/rules/starmada/options.ts';
import type { StarmadaState } from '../src/rules/starmada/state.ts';
import { starmada } from '../src/rules/starmada/system.ts';
import { svgToPngSync } from '../src/render/rasterize.ts';
import { buildReplay, REPLAY_MAX_BYTES, replayDrawer } from '../src/render/replay/build.ts';
import { replayFrames } from '../src/render/replay/timeline.ts';
import { autopilot } from '../tests/rules/starmada/game/autopilot.ts';

const TURNS = 12;
const fleets = {
  ana: { side: 'A' as const, player: 'Ana', ships: ['Dominion', 'Sovereign', 'Sovereign', 'Majestic', 'Majestic', 'Resolute'].map((c) => ({ class: c })) },
  ben: { side: 'B' as const, player: 'Ben', ships: ['Monsoon', 'Monsoon', 'Tempest', 'Tempest', 'Mistral', 'Mistral', 'Mistral', 'Zephyr'].map((c) => ({ class: c })) },
};

/** The public scene after each step, captioned with the step's title as the bot captions them. */
function battleScenes(seed: string): Scene[] {
  const setup = starmada.setup({ options: { ...CORE_RULES, carriers: true, alternateArcs: true, dualMode: true }, fleets, scenario: 'standard/very large', seed: '' });
  if (!setup.ok) throw new Error(setup.error.map((e) => e.message).join('\n'));
  let state: StarmadaState = setup.value;
  const scenes: Scene[] = [];
  for (;;) {
    const step = starmada.step(state);
    if (!step || step.key.startsWith(`t${TURNS + 1}/`)) break;
    const submissions = Object.fromEntries(step.owes.map((seat) => [seat, autopilot(state, seat)]));
    state = starmada.resolve(state, submissions, seededDice(rngStateFromSeed(`${seed}/${step.key}`))).state;
    const scene = starmada.scene(state, { kind: 'public' });
    const score = scene.caption.indexOf(' · Score');
    scenes.push({ ...scene, caption: `${step.title}${score >= 0 ? scene.caption.slice(score) : ''}` });
  }
  return scenes;
}

const scenes = battleScenes('bench-0');
const start = performance.now();
const cpu = process.cpuUsage();
const replay = buildReplay(scenes);
const ms = performance.now() - start;
const used = process.cpuUsage(cpu);
const cpuMs = (used.user + used.system) / 1000;
writeFileSync('/tmp/replay.gif', replay.gif);
const mib = replay.gif.length / 1024 / 1024;
console.log(`Very Large Starmada battle, ${TURNS} turns: ${scenes.length} steps → ${replay.frames} frames, ${replay.width}×${replay.height} px, ${(replay.durationMs / 1000).toFixed(1)} s long`);
console.log(`GIF ${mib.toFixed(2)} MiB (limit ${(REPLAY_MAX_BYTES / 1024 / 1024).toFixed(0)} MiB${replay.gif.length > REPLAY_MAX_BYTES ? ': OVER' : ''}), built in ${(ms / 1000).toFixed(1)} s wall, ${(cpuMs / 1000).toFixed(1)} s CPU (${(cpuMs / replay.frames).toFixed(1)} ms CPU a frame); wrote /tmp/replay.gif`);

if (process.argv.includes('--png')) {
  const frames = replayFrames(scenes);
  const draw = replayDrawer(scenes, frames, replay.size);
  const firstFire = frames.findIndex((f) => f.scene.overlays.some((o) => o.kind === 'fire'));
  const firstTween = frames.findIndex((f, i) => i > 0 && f.delayMs === frames[1]?.delayMs);
  const midBattle = frames.findIndex((f) => f.scene.caption.startsWith('Turn 6: orders'));
  for (const i of [0, firstTween + 2, midBattle + 2, firstFire, frames.length - 1].filter((i) => i >= 0)) {
    writeFileSync(`/tmp/replay-frame-${i}.png`, svgToPngSync(draw(i), 550).data);
    console.log(`frame ${i}: /tmp/replay-frame-${i}.png (${frames[i]?.scene.caption ?? ''})`);
  }
}
if (replay.gif.length > REPLAY_MAX_BYTES) process.exitCode = 1;
