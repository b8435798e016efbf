/**
 * `npm run demo [-- <folder>]`: plays a short scripted Starmada duel through the real bot against the local fake
 * Discord and writes the transcript and every posted image to ./demo/ (or the folder given as the argument or in
 * SALVO_DEMO_DIR). The folder is emptied first.
 */
import { relative } from 'node:path';
import { runDemo } from './demo.ts';

const outDir = process.argv[2] ?? process.env['SALVO_DEMO_DIR'] ?? 'demo';

try {
  const result = await runDemo({ outDir });
  const { counts } = result;
  const where = relative(process.cwd(), result.outDir) || '.';
  const perPlayer = (byName: Record<string, number>) =>
    Object.entries(byName)
      .map(([name, n]) => `${name} ${n}`)
      .join(', ');
  console.log(
    [
      `Demo played in ${(result.ms / 1000).toFixed(1)} s.`,
      `Salvo posted ${counts.threadPosts} messages in the game thread, ${counts.channelPosts} in #battles, DMs (${perPlayer(counts.dms)}), ` +
        `replies only one player saw (${perPlayer(counts.privateReplies)}), and edited ${counts.edits} messages.`,
      `${counts.images} images${counts.otherFiles > 0 ? ` and ${counts.otherFiles} other files` : ''} saved.`,
      `Transcript: ${relative(process.cwd(), result.transcript)} (images next to it, in ${where}/).`,
      ...(result.violations.length > 0 ? [`Warning: the fake Discord refused ${result.violations.length} payloads.`] : []),
    ].join('\n'),
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
