/**
 * The local Discord (src/local/discord) as the tests use it: the same server, with every request body checked
 * against Discord's published API spec (tests/fixtures/discord/openapi.json), so a payload Discord would refuse fails
 * the test that sent it. See README.md in this folder.
 *
 * Its waits are generous here: a test waits for what it expects, and only something that never comes should fail
 * it, not a busy machine. For the same reason Discord's 3-second answer window is widened (a test passes
 * `interactionDeadlineMs` to check the rule itself); how fast the bot answers is bench/interaction-round-trip.ts's
 * figure to print, not a test's to assert.
 */
import { InteractionHandle, type InteractionResponse } from '../../src/local/discord/interactions.ts';
import { startLocalDiscord, type LocalDiscord, type LocalDiscordOptions, type RecordedRequest } from '../../src/local/discord/local-discord.ts';
import { matchSpecTemplate, validateAgainstSpec } from './spec-validator.ts';

export * from '../../src/local/discord/local-discord.ts';
export type FakeDiscord = LocalDiscord;

/** The cap on any wait whose caller named none: far beyond a loaded machine's slowest answer. */
export const WAIT_CAP_MS = 60_000;

// The handles are made inside the server, so their defaults change here, once (waitForResponse goes through waitFor).
type WaitFor = (this: InteractionHandle, predicate: (r: InteractionResponse) => boolean, timeoutMs?: number) => Promise<InteractionResponse>;
// eslint-disable-next-line @typescript-eslint/unbound-method -- called with its handle as `this` below
const waitFor: WaitFor = InteractionHandle.prototype.waitFor;
InteractionHandle.prototype.waitFor = function (predicate, timeoutMs = WAIT_CAP_MS) {
  return waitFor.call(this, predicate, timeoutMs);
};
InteractionHandle.prototype.waitForResponse = function (timeoutMs = WAIT_CAP_MS) {
  return this.waitFor((r) => r.kind === 'callback', timeoutMs);
};

export async function startFakeDiscord(opts: Omit<LocalDiscordOptions, 'spec'> = {}): Promise<FakeDiscord> {
  const fake = await startLocalDiscord({
    gatewayWaitMs: WAIT_CAP_MS,
    interactionDeadlineMs: WAIT_CAP_MS,
    ...opts,
    spec: { validate: validateAgainstSpec, routeOf: matchSpecTemplate },
  });
  const waitForRequest = fake.waitForRequest.bind(fake);
  fake.waitForRequest = (predicate: (r: RecordedRequest) => boolean, timeoutMs = WAIT_CAP_MS) => waitForRequest(predicate, timeoutMs);
  return fake;
}
