/** The Metaverse views through the real renderer: the start, a mid-game map, an arcs map and cards become PNGs. */
import { describe, expect, it } from 'vitest';
import { renderCardPng } from '../../../../src/render/card/render-card.ts';
import { renderMapPng, renderMapSvg } from '../../../../src/render/map/render-map.ts';
import type { Scene } from '../../../../src/rules/core/scene.ts';
import { metaverseArcs } from '../../../../src/rules/metaverse/views/arcs.ts';
import { metaverseCard } from '../../../../src/rules/metaverse/views/card.ts';
import { metaverseScene } from '../../../../src/rules/metaverse/views/scene.ts';
import { midGame, start } from './fixtures.ts';

const PNG = [0x89, 0x50, 0x4e, 0x47];
const gm = { kind: 'gm' } as const;
const isPng = (data: Buffer): boolean => PNG.every((b, i) => data[i] === b);

function scenes(): Record<string, Scene> {
  const mid = midGame();
  const base = metaverseScene(mid, gm);
  return {
    start: metaverseScene(start(), { kind: 'public' }),
    mid: metaverseScene(mid, { kind: 'public' }),
    arcs: { ...base, overlays: [...base.overlays, ...metaverseArcs(mid, gm, 'A-resolute')] },
  };
}

describe('Metaverse views rendered', () => {
  for (const [name, scene] of Object.entries(scenes())) {
    it(`renders ${name} to a PNG`, async () => {
      const png = await renderMapPng(scene, { size: 550, crop: false });
      expect(isPng(png.data)).toBe(true);
      expect(png.width).toBe(550);
      expect(png.height).toBeGreaterThan(0);
    });
  }

  it('draws the fire lines, trails and the arcs with their legend in the SVG; the deployment zones only before the first move', () => {
    const s = scenes();
    const mid = renderMapSvg(s.mid as Scene, { crop: false });
    expect(mid.match(/data-testid="arc-area"/g)).toBeNull();
    expect(mid).toContain('data-testid="fire-lines"');
    // The deployment strips are the scene's zones now (drawn by the renderer's zone layer), not arc areas.
    expect(metaverseScene(start(), { kind: 'public' }).zones).toHaveLength(2);
    expect(renderMapSvg(metaverseScene(start(), { kind: 'public' }), { crop: false }).match(/data-testid="arc-area"/g)).toBeNull();
    const arcs = renderMapSvg(s.arcs as Scene, { crop: false });
    expect(arcs.match(/data-testid="arc-area"/g)).toHaveLength(3);
    expect(arcs).toContain('data-testid="arc-legend"');
  });

  it('renders cards to PNGs, for the owner and for the enemy', async () => {
    const mid = midGame();
    for (const [id, viewer] of [
      ['A-resolute', { kind: 'seat', seat: 'ben' }],
      ['B-dominator', gm],
    ] as const) {
      const card = metaverseCard(mid, id, viewer);
      if (!card) throw new Error('card expected');
      expect(isPng((await renderCardPng(card)).data)).toBe(true);
    }
  });
});
