// Metaverse p.5 "Plot Movement Step" and p.24 fire orders, read from a seat's text.
import { describe, expect, test } from 'vitest';
import { rngStateFromSeed, seededDice } from '../../../../src/rules/core/dice.ts';
import { metaverseOptionsSchema } from '../../../../src/rules/metaverse/options.ts';
import { metaverse } from '../../../../src/rules/metaverse/system.ts';
import { parseSeatFire, parseSeatPlot } from '../../../../src/rules/metaverse/sequence/orders.ts';
import type { MetaverseState } from '../../../../src/rules/metaverse/state.ts';
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

describe('fighter orders in the plot read against the hangars and the table as they are (p.19)', () => {
  const setup = () => {
    const r = metaverse.setup({ options: metaverseOptionsSchema.parse({}), fleets: { A1: { side: 'A', player: 'Ana', fleet: 'salvo-concord-task-group' }, B1: { side: 'B', player: 'Ben', fleet: 'salvo-vorr-raiders' } }, scenario: 'match', seed: 'orders' });
    if (!r.ok) throw new Error(r.error[0]?.message);
    return r.value;
  };
  const send = (state: MetaverseState, texts: Record<string, string>): MetaverseState => {
    const subs = Object.fromEntries(
      metaverse.step(state)?.owes.map((seat) => {
        const p = metaverse.parse(state, seat, texts[seat] ?? '');
        if (!p.ok) throw new Error(p.error[0]?.message);
        return [seat, p.value];
      }) ?? [],
    );
    return metaverse.resolve(state, subs, seededDice(rngStateFromSeed(`orders:${metaverse.step(state)?.key ?? ''}`))).state;
  };

  test('a launch names the fighter type; a ready count is checked; fighters in space can be recovered by name', () => {
    let state = setup();
    // The Harrier carries four Lancer Strike Wings, all ready (Salvo design).
    expect(metaverse.parse(state, 'A1', 'harrier: A2 · launch 5 Lancer').ok).toBe(false);
    state = send(state, { A1: 'harrier: A2 · launch 2 Lancer' });
    expect(state.fighters.squadrons.filter((f) => f.side === 'A' && f.status === 'space').map((f) => f.name)).toEqual(['Lancer Strike Wing 1', 'Lancer Strike Wing 2']);
    // Only two are still ready in the hangar now.
    while (state.stage !== 'plot') state = send(state, {});
    expect(metaverse.parse(state, 'A1', 'harrier: drift · launch 3 Lancer').ok).toBe(false);
    const recovered = metaverse.parse(state, 'A1', 'harrier: drift · recover Lancer Strike Wing 1');
    expect(recovered.ok).toBe(true);
    state = send(state, { A1: 'harrier: drift · recover Lancer Strike Wing 1' });
    expect(state.fighters.squadrons.find((f) => f.name === 'Lancer Strike Wing 1')?.status).toBe('hangar');
  });
});
