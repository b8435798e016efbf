// Metaverse p.5 "Plot Movement Step" and p.24 fire orders, read from a seat's text (digest §3.13).
import { describe, expect, test } from 'vitest';
import { parseSeatFire, parseSeatPlot } from '../../../../src/rules/metaverse/turn/orders.ts';
import { match } from './fixtures.ts';

describe("a seat's orders", () => {
  test('a plot names squadrons by a unique start; the others drift', () => {
    const s = match();
    const r = parseSeatPlot(s, 'ana', 'Resolute: A2 T:S');
    if (!r.ok) throw new Error(r.error.map((e) => e.message).join(' | '));
    expect(r.value['A-sq-1']).toMatchObject({ method: 'cinematic', cinematic: { accel: 2, decel: 0, turns: ['S'] } });
    expect(r.value['A-sq-2']).toMatchObject({ method: 'cinematic', cinematic: { accel: 0, decel: 0, turns: [] } });
  });

  test('thrust beyond the drives is refused with the drives\' capacity (p.7), and only your own squadrons can be plotted', () => {
    const s = match();
    const r = parseSeatPlot(s, 'ana', 'Resolute: A99');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error[0]?.message).toBe("CNS Resolute's stern drives give 6 points, not 99.");
    expect(parseSeatPlot(s, 'ana', 'Dominator: A2').ok).toBe(false);
    expect(parseSeatPlot(s, 'zed', 'Resolute: A2').ok).toBe(false);
  });

  test('fire orders: one per weapon, the target by a unique start of its name', () => {
    const s = match();
    const r = parseSeatFire(s, 'ana', 'Resolute: las-1, las-2 > Dominator');
    expect(r).toEqual({ ok: true, value: [
      { shipId: 'A-resolute', weaponId: 'las-1', targetId: 'B-dominator' },
      { shipId: 'A-resolute', weaponId: 'las-2', targetId: 'B-dominator' },
    ] });
    const bad = parseSeatFire(s, 'ana', 'Resolute: heavy > Dominator');
    expect(bad.ok).toBe(false);
  });
});
