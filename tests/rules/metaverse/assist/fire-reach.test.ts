// Legal targets in reach (src/rules/metaverse/assist/fire-reach.ts). Metaverse p.21–22 "Targets" (A26: priority,
// designated or Danger Close), p.25 range bands (A5: a boundary distance is the lower band), square sectors of 45°.
import { describe, expect, test } from 'vitest';
import { firingShips } from '../../../../src/rules/metaverse/assist/fire-choices.ts';
import { legalNow, reachable, reachTo } from '../../../../src/rules/metaverse/assist/fire-reach.ts';
import { fireState } from './fixtures.ts';

const resolute = () => {
  const s = fireState();
  const f = firingShips(s, 'A1').find((x) => x.ship.id === 'A-resolute');
  if (!f) throw new Error('no Resolute');
  return { s, f };
};

describe('reach and legality in the fire step', () => {
  // The Resolute accelerated 2 cm north to (45, 112); the Dominator waits at (45, 80): 32 cm dead ahead.
  test('the designated Dominator is legal for the Resolute; the other Vorr ships are not', () => {
    const { s, f } = resolute();
    expect(legalNow(s, f.ship)).toEqual(['B-dominator']);
  });

  test('Heavy Lasers (10 cm bands) reach it in band 4 of 8; the railguns (15 cm) in band 3', () => {
    const { s, f } = resolute();
    const [lasers, railP] = f.groups;
    if (!lasers || !railP) throw new Error('no groups');
    const r = reachable(s, f.ship, lasers)[0];
    expect(r && { target: r.target.id, d: r.distanceCm, band: r.band, bands: r.bands }).toEqual({ target: 'B-dominator', d: 32, band: 4, bands: 8 });
    expect(['BP', 'BS']).toContain(r?.sector);
    expect(reachable(s, f.ship, railP)[0]?.band).toBe(3);
  });

  test('out of range: nothing; out of every sector: nothing', () => {
    const { s, f } = resolute();
    const [lasers] = f.groups;
    const dominator = s.ships.find((x) => x.id === 'B-dominator');
    if (!lasers || !dominator) throw new Error('no data');
    const far = { ...s, squadrons: s.squadrons.map((q) => (q.id === 'B-sq-1' ? { ...q, at: { x: 45, y: 20 } } : q)) };
    // 92 cm > 80 cm, the Heavy Laser's maximum.
    expect(reachTo(far, f.ship, lasers, dominator)).toBeNull();
    const behind = { ...s, squadrons: s.squadrons.map((q) => (q.id === 'B-sq-1' ? { ...q, at: { x: 45, y: 130 } } : q)) };
    // Dead astern (TP/TS), outside PF/BP/BS/SF.
    expect(reachTo(behind, f.ship, lasers, dominator)).toBeNull();
  });
});
