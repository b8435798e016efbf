import { describe, expect, test } from 'vitest';
import { scriptedDice } from '../../../../src/rules/core/dice.ts';
import { rollAttack, rollDamagePulses } from '../../../../src/rules/metaverse/fire/attack.ts';
import { projectorRadiusCm, routeFire } from '../../../../src/rules/metaverse/fire/shield-projector.ts';
import type { ProjectorBubble } from '../../../../src/rules/metaverse/fire/shield-projector.ts';
import { attack, heavyLaser } from './fixtures.ts';

const bubble = (over: Partial<ProjectorBubble> = {}): ProjectorBubble => ({
  projectorShipId: 'Guardian',
  shieldsInFacingArc: 10,
  crossed: true,
  firerInside: false,
  distanceFromFirerCm: 30,
  ...over,
});

describe('shield projector (fire part)', () => {
  // Metaverse p.60 "Shield Projector > Example" (the book's example): the first weapons auto-hit the
  // projector ship's shields with no sensor roll; once the shields are gone the rest roll normally.
  test('Shield Projector example (p.60): three automatic hits deplete the shields, then normal rolls', () => {
    const gun = heavyLaser({ pulse: { count: 1 }, damage: { fixed: 4 }, range: { band: 10, bands: 9, effectiveBand: 1 } });
    let shields = 10;
    const dice = scriptedDice([12]); // only the fourth weapon rolls a sensor die
    const log: string[] = [];
    for (const id of ['w-1', 'w-2', 'w-3', 'w-4']) {
      const routing = routeFire('Target', [bubble({ shieldsInFacingArc: shields })]);
      const r = rollAttack(attack({ attackId: id, targetId: 'Target', weapon: { ...gun, weaponId: id }, geometry: { ...attack().geometry, rangeBand: 1 }, projector: routing }), dice);
      if (!r.ok) throw new Error(r.error.message);
      const packet = rollDamagePulses(r.value, { ...gun, weaponId: id }, null, dice);
      if (packet.projector) shields = Math.max(0, shields - packet.pulses.reduce((s, p) => s + p.damage, 0));
      log.push(`${id}:${r.value.sensor === null ? 'auto' : `rolled ${r.value.sensor.roll}`}→${packet.targetId}`);
    }
    expect(log).toEqual(['w-1:auto→Guardian', 'w-2:auto→Guardian', 'w-3:auto→Guardian', 'w-4:rolled 12→Target']);
    expect(dice.remaining).toBe(0);
  });

  // Metaverse p.60: overflow continues to the original target; fire from inside ignores the bubble; inside fire at
  // the projector ship goes to its hull; the closest bubble is hit first.
  test('routing rules', () => {
    expect(routeFire('Target', [bubble()])).toEqual({ kind: 'projector', projectorShipId: 'Guardian', overflowTo: 'Target' });
    expect(routeFire('Target', [bubble({ firerInside: true })])).toEqual({ kind: 'normal' });
    expect(routeFire('Target', [bubble({ crossed: false })])).toEqual({ kind: 'normal' });
    expect(routeFire('Guardian', [bubble({ firerInside: true })])).toEqual({ kind: 'inside-bubble' });
    expect(routeFire('Guardian', [bubble()])).toEqual({ kind: 'projector', projectorShipId: 'Guardian', overflowTo: 'Guardian' });
    const near = routeFire('Target', [bubble({ projectorShipId: 'Far', distanceFromFirerCm: 50 }), bubble({ projectorShipId: 'Near', distanceFromFirerCm: 20 })]);
    expect(near).toMatchObject({ projectorShipId: 'Near' });
    const next = routeFire('Target', [bubble({ projectorShipId: 'Far', distanceFromFirerCm: 50 }), bubble({ projectorShipId: 'Near', distanceFromFirerCm: 20, shieldsInFacingArc: 0 })]);
    expect(next).toMatchObject({ projectorShipId: 'Far' });
    expect(projectorRadiusCm(3)).toBe(30);
  });
});
