// `npm run register` sends every command to Discord, and Discord's published schema accepts them.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { COMMANDS } from '../../src/commands/index.ts';
import { startFakeDiscord, type FakeDiscord } from '../harness/fake-discord.ts';
import { startBotProcess } from './bot-process.ts';

describe('npm run register', () => {
  let fake: FakeDiscord;
  beforeAll(async () => {
    fake = await startFakeDiscord();
  });
  afterAll(() => fake.close());

  const env = () => ({ DISCORD_TOKEN: fake.token, DISCORD_APP_ID: fake.appId, DISCORD_API_BASE: fake.apiBase });

  test('registers every command in the development server', async () => {
    const run = startBotProcess({ ...env(), DEV_GUILD_ID: fake.guildId }, ['run', 'register']);
    expect(await run.exited).toBe(0);
    expect(run.stdout()).toContain(`Registered ${COMMANDS.length} command(s) in server ${fake.guildId}: /salvo`);
    const put = fake.requests.find((r) => r.method === 'PUT' && r.path === `/applications/${fake.appId}/guilds/${fake.guildId}/commands`);
    expect(put?.status).toBe(200);
    expect(fake.violations).toEqual([]);
  });

  test('registers globally with --global', async () => {
    const run = startBotProcess(env(), ['run', 'register', '--', '--global']);
    expect(await run.exited).toBe(0);
    expect(run.stdout()).toContain('globally');
    expect(fake.requests.some((r) => r.method === 'PUT' && r.path === `/applications/${fake.appId}/commands`)).toBe(true);
    expect(fake.violations).toEqual([]);
  });

  test('without a server or --global it says what to do', async () => {
    const run = startBotProcess(env(), ['run', 'register']);
    expect(await run.exited).toBe(1);
    expect(run.stderr()).toContain('Set DEV_GUILD_ID to register the commands in your test server');
  });
});
