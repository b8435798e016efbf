/**
 * How long an interaction takes from Discord's side: the fake dispatches `/salvo about` over the gateway and
 * times until the bot's reply arrives. Prints the median and 95th percentile, and their share of Discord's
 * 3-second answer window. Run: `npm run bench`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { startBot } from '../src/bot/bot.ts';
import { startFakeDiscord } from '../tests/harness/fake-discord.ts';

const ROUNDS = 300;
const fake = await startFakeDiscord();
const dir = mkdtempSync(join(tmpdir(), 'salvo-bench-'));
const bot = await startBot({
  config: { token: fake.token, appId: fake.appId, devGuildId: undefined, databasePath: join(dir, 'salvo.db'), logLevel: 'silent', apiBase: fake.apiBase },
  logger: pino({ level: 'silent' }),
});
const user = fake.createUser({ username: 'bench' });

const times: number[] = [];
for (let i = 0; i < ROUNDS; i++) {
  const start = performance.now();
  const reply = await fake.sendCommand({ user, name: 'salvo', subcommand: 'about' });
  await reply.waitForResponse();
  times.push(performance.now() - start);
}
await bot.stop();
await fake.close();
rmSync(dir, { recursive: true, force: true });

times.sort((a, b) => a - b);
const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? NaN;
const median = at(0.5);
const p95 = at(0.95);
console.log(`interaction round trip over ${ROUNDS} /salvo about calls (fake Discord on loopback, bot in process)`);
console.log(`  median ${median.toFixed(2)} ms, p95 ${p95.toFixed(2)} ms, max ${at(1).toFixed(2)} ms`);
console.log(`  p95 is ${((p95 / 3000) * 100).toFixed(2)}% of Discord's 3 s answer window`);
