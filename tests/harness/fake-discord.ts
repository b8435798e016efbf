/**
 * The local Discord (src/local/discord) as the tests use it: the same server, with every request body checked
 * against Discord's published API spec (../shared/discord/openapi.json), so a payload Discord would refuse fails
 * the test that sent it. See README.md in this folder.
 */
import { startLocalDiscord, type LocalDiscord, type LocalDiscordOptions } from '../../src/local/discord/local-discord.ts';
import { matchSpecTemplate, validateAgainstSpec } from './spec-validator.ts';

export * from '../../src/local/discord/local-discord.ts';
export type FakeDiscord = LocalDiscord;

export function startFakeDiscord(opts: Omit<LocalDiscordOptions, 'spec'> = {}): Promise<FakeDiscord> {
  return startLocalDiscord({ ...opts, spec: { validate: validateAgainstSpec, routeOf: matchSpecTemplate } });
}
