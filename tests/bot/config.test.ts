import { describe, expect, test } from 'vitest';
import { readConfig } from '../../src/bot/config.ts';

const TOKEN = 'MTA4NzY1NDMyMTA5ODc2NTQzMjE.GaBcDe.abcdefghijklmnopqrstuvwxyz0123456789AB';
const good = { DISCORD_TOKEN: TOKEN, DISCORD_APP_ID: '108765432109876543' };

describe('readConfig', () => {
  test('a token and an application id are enough; the rest has defaults', () => {
    const result = readConfig(good);
    expect(result).toEqual({
      ok: true,
      config: {
        token: TOKEN,
        appId: '108765432109876543',
        devGuildId: undefined,
        databasePath: './data/salvo.db',
        logLevel: 'info',
        apiBase: undefined,
      },
    });
  });

  test('empty optional settings fall back to their defaults', () => {
    const result = readConfig({ ...good, DEV_GUILD_ID: '', LOG_LEVEL: '', DATABASE_PATH: '', DISCORD_API_BASE: '' });
    expect(result.ok && result.config.databasePath).toBe('./data/salvo.db');
  });

  test('a missing token is one sentence that names the variable and where to get it', () => {
    const result = readConfig({ DISCORD_APP_ID: '108765432109876543' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.message).toBe(
      'Salvo cannot start: DISCORD_TOKEN is not set (copy it from the Bot page of your application at https://discord.com/developers/applications).',
    );
  });

  test('every problem is reported at once, in one sentence, without echoing the values', () => {
    const result = readConfig({
      DISCORD_TOKEN: 'not-a-token-secret-value',
      DISCORD_APP_ID: 'abc',
      DEV_GUILD_ID: '12',
      LOG_LEVEL: 'loud',
      DISCORD_API_BASE: 'ftp://x',
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    for (const name of ['DISCORD_TOKEN', 'DISCORD_APP_ID', 'DEV_GUILD_ID', 'LOG_LEVEL', 'DISCORD_API_BASE']) {
      expect(result.message).toContain(name);
    }
    expect(result.message).not.toContain('not-a-token-secret-value');
    expect(result.message.split('. ').length).toBe(1);
    expect(result.message.endsWith('.')).toBe(true);
  });

  test('the API base may point at a local fake Discord', () => {
    const result = readConfig({ ...good, DISCORD_API_BASE: 'http://127.0.0.1:5555/api' });
    expect(result.ok && result.config.apiBase).toBe('http://127.0.0.1:5555/api');
  });
});
