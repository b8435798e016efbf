// The private map a player gets (Map button, echo previews) names its game in the image's caption (issue 16 item 6:
// a player in several games must tell the maps apart).
import { expect, test } from 'vitest';
import { previewScene } from '../../src/commands/draft-reply.ts';
import { renderMapSvg } from '../../src/render/map/render-map.ts';
import { serviceContext, startedGame } from '../game/service-fixture.ts';

test('the caption starts with the game number, and the drawn map carries it', () => {
  const { ctx, handle } = serviceContext();
  const gameId = startedGame(ctx);
  const scene = previewScene(ctx, gameId, 'ben');
  expect(scene?.caption).toMatch(new RegExp(`^Game ${gameId} · Deployment`));
  expect(renderMapSvg(scene ?? expect.fail('no scene'))).toContain(`Game ${gameId} · Deployment`);
  expect(previewScene(ctx, 999, 'ben')).toBeNull();
  handle.close();
});
