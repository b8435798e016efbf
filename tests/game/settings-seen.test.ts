// What a Settings panel showed (src/game/settings-seen.ts): a change from a panel is compared three ways (as shown,
// as picked, as it is now), so an old panel applies only what was changed in it, or is refused as out of date.
import { beforeEach, describe, expect, test } from 'vitest';
import { gameById, type GameRow } from '../../src/db/game-repo.ts';
import type { GameContext } from '../../src/game/context.ts';
import { openLobby, planLobby } from '../../src/game/lobby.ts';
import { changeSettings } from '../../src/game/lobby-settings.ts';
import { rebaseOnSeen, settingsSeen } from '../../src/game/settings-seen.ts';
import { expectErr, expectOk, serviceContext } from './service-fixture.ts';

let ctx: GameContext;
let id = 0;
const game = (): GameRow => gameById(ctx.db, id) as GameRow;

beforeEach(() => {
  ctx = serviceContext().ctx;
  const plan = expectOk(planLobby({ system: 'starmada', scenario: 'standard/small', stepLengthMs: 86_400_000 }));
  id = expectOk(openLobby(ctx, plan, { guildId: 'g1', channelId: 'c1', threadId: 't1', gmUserId: 'ana' })).game.id;
});

describe('a panel applies only what was changed in it', () => {
  test('a whole option list from an old panel becomes the options it ticked and unticked', () => {
    const seen = settingsSeen(game());
    expectOk(changeSettings(ctx, id, 'ana', { turnOn: ['alternateArcs', 'dualMode'] }));
    expect(expectOk(rebaseOnSeen(game(), { options: 'damageControl' }, seen))).toEqual({ turnOn: ['damageControl'], turnOff: [] });
    const opened = settingsSeen(game());
    // Unticking one in a panel that showed it on turns that one off only.
    expect(expectOk(rebaseOnSeen(game(), { options: 'alternateArcs' }, opened))).toEqual({ turnOn: [], turnOff: ['dualMode'] });
  });

  test('a setting left as the panel showed it is dropped, not changed back', () => {
    const seen = settingsSeen(game());
    expectOk(changeSettings(ctx, id, 'ana', { scenario: 'standard/large', stepLengthMs: 3_600_000 }));
    expect(expectOk(rebaseOnSeen(game(), { scenario: 'standard/small', missedPolicy: 'hold' }, seen))).toEqual({ missedPolicy: 'hold' });
  });

  test('a setting changed in the panel and since is refused, naming each; an unreadable stamp is out of date', () => {
    const seen = settingsSeen(game());
    expectOk(changeSettings(ctx, id, 'ana', { scenario: 'standard/large', stepLengthMs: 3_600_000, missedPolicy: 'hold' }));
    // Missed orders picked as they are now is no conflict; the scenario and step length picked otherwise are.
    const refused = expectErr(rebaseOnSeen(game(), { scenario: 'standard/medium', stepLengthMs: 7_200_000, missedPolicy: 'hold' }, seen));
    expect(refused).toEqual(['That Settings panel was out of date: the scenario and the step length changed since it was opened. The panel below shows the settings as they are now; pick again there.']);
    expect(expectErr(rebaseOnSeen(game(), { missedPolicy: 'rules' }, ''))).toEqual(['That Settings panel is out of date; the one below shows the settings as they are now.']);
  });

  test('changeSettings with a stamp changes nothing when refused', () => {
    const seen = settingsSeen(game());
    expectOk(changeSettings(ctx, id, 'ana', { options: 'C.1' }));
    expectErr(changeSettings(ctx, id, 'ana', { options: 'C.2', scenario: 'standard/tiny', seen: `x${seen}` }));
    expect(game().options).toMatchObject({ alternateArcs: true, dualMode: false });
  });
});
