/** The Voidstriker views through the real renderer: each scene, arcs map and card becomes a PNG. */
import { describe, expect, it } from 'vitest';
import { renderCardPng } from '../../../../src/render/card/render-card.ts';
import { renderMapPng, renderMapSvg } from '../../../../src/render/map/render-map.ts';
import type { Scene } from '../../../../src/rules/core/scene.ts';
import { voidstrikerArcs } from '../../../../src/rules/voidstriker/views/arcs.ts';
import { voidstrikerCard } from '../../../../src/rules/voidstriker/views/card.ts';
import { voidstrikerScene } from '../../../../src/rules/voidstriker/views/scene.ts';
import { anaPlot, midGame, start } from './fixtures.ts';

const PNG = [0x89, 0x50, 0x4e, 0x47];
const gm = { kind: 'gm' } as const;
const isPng = (data: Buffer): boolean => PNG.every((b, i) => data[i] === b);

function scenes(): Record<string, { scene: Scene; focus?: string }> {
  const mid = midGame();
  const base = voidstrikerScene(mid, gm);
  return {
    start61: { scene: voidstrikerScene(start('6.1'), gm) },
    mid: { scene: voidstrikerScene(mid, { kind: 'public' }) },
    asteroids63: { scene: voidstrikerScene(start('6.3', true), gm) },
    preview: { scene: voidstrikerScene(mid, { kind: 'seat', seat: 'ana' }, { kind: 'plot', plot: anaPlot() }) },
    arcs: { scene: { ...base, overlays: [...base.overlays, ...voidstrikerArcs(mid, gm, 'ijn-1')] }, focus: 'ijn-1' },
  };
}

describe('Voidstriker views rendered', () => {
  for (const [name, { scene, focus }] of Object.entries(scenes())) {
    it(`renders ${name} to a PNG`, async () => {
      const png = await renderMapPng(scene, { size: 550, ...(focus ? { focus: { unitId: focus, radius: 14 } } : {}) });
      expect(isPng(png.data)).toBe(true);
      expect(png.width).toBeGreaterThan(0);
      expect(png.height).toBeGreaterThan(0);
    });
  }

  it('draws asteroid polygons, the grown playfield and free arcs in the SVG', () => {
    const s = scenes();
    expect(renderMapSvg(s.asteroids63?.scene as Scene)).toMatch(/data-testid="terrain" data-kind="asteroids"><path d="M/);
    expect(renderMapSvg(s.mid?.scene as Scene)).toContain('data-testid="playfield"');
    expect(renderMapSvg(s.start61?.scene as Scene)).toContain('data-testid="playfield"');
    const arcs = renderMapSvg(s.arcs?.scene as Scene);
    expect(arcs.match(/data-testid="arc-area"/g)).toHaveLength(3);
    expect(arcs).toContain('data-testid="arc-legend"');
  });

  it('renders a card to a PNG', async () => {
    const card = voidstrikerCard(midGame(), 'unsn-5', { kind: 'seat', seat: 'ben' });
    if (!card) throw new Error('card expected');
    const png = await renderCardPng(card);
    expect(isPng(png.data)).toBe(true);
  });
});
