// What a resolved round's map shows in Voidstriker (views/scene.ts): every shot from firer to target with hit or
// miss and "hits of shots · damage" (§2.35 to-hit, §2.36 damage), missile strikes (§2.351) and the salvos' targets,
// and ships put out of play (ruling G8) as wrecks on that round's map only.
import { describe, expect, test } from 'vitest';
import { rngStateFromSeed, scriptedDice, seededDice } from '../../../../src/rules/core/dice.ts';
import type { SceneOverlay } from '../../../../src/rules/core/scene.ts';
import { setupGame } from '../../../../src/rules/voidstriker/setup/setup.ts';
import { voidstriker } from '../../../../src/rules/voidstriker/system.ts';
import { voidstrikerScene } from '../../../../src/rules/voidstriker/views/scene.ts';
import { place, plot, skirmish } from '../sequence/fixtures.ts';

const pub = { kind: 'public' } as const;
const fires = (overlays: readonly SceneOverlay[]) => overlays.flatMap((o) => (o.kind === 'fire' ? [{ fromId: o.fromId, toId: o.toId, hit: o.hit, label: o.label }] : []));

function duel() {
  let s = skirmish('arab-destroyer-3500', 'arab-destroyer-3500');
  s = place(s, 'Alpha', { x: 30, y: 24 }, 90);
  return place(s, 'Bravo', { x: 40, y: 24 }, 270);
}

describe('shots of the round (§2.35, §2.36)', () => {
  test('the laser battery\'s hit on Bravo: one line, "1 of 1 hit · 14 dmg", with both ships\' ids', () => {
    const s = duel();
    // As tests/rules/voidstriker/sequence/resolve-round.test.ts: to-hit 4 vs 4+, damage 7 and 7 per laser.
    const dice = scriptedDice([7, 9, 8, 5, 3, 3, 8, 3, 10, 8, 4, 2, 3, 6, 2, 5]);
    const r = voidstriker.resolve(
      s,
      { ana: { kind: 'plot' as const, plot: plot(s, 'ana', 'Alpha: thrust 0/0/0 · sensors 2>Bravo · move 0|0|0|0 · fire 2 × Mk-IV laser > Bravo ph2') }, ben: { kind: 'plot' as const, plot: plot(s, 'ben', 'Bravo: thrust 0/0/0 · ecm 1>Alpha · move drift') } },
      dice,
    );
    const alpha = r.state.ships.find((x) => x.name === 'Alpha');
    const bravo = r.state.ships.find((x) => x.name === 'Bravo');
    expect(fires(voidstrikerScene(r.state, pub).overlays)).toEqual([{ fromId: alpha?.id, toId: bravo?.id, hit: true, label: '1 of 1 hit · 14 dmg' }]);
  });

  test('a salvo in flight points at its target; its strike is drawn with its missiles\' hits (§2.351)', () => {
    let s = skirmish('ijn-missile-destroyer-3000', 'arab-destroyer-3500');
    s = place(s, 'Alpha', { x: 30, y: 24 }, 90);
    s = place(s, 'Bravo', { x: 44, y: 24 }, 270);
    const r = voidstriker.resolve(
      s,
      { ana: { kind: 'plot' as const, plot: plot(s, 'ana', 'Alpha: thrust 4/0/0 · sensors 2>Bravo · move a4|a4|a4|a4 · launch missiles > Bravo ph1') }, ben: { kind: 'plot' as const, plot: plot(s, 'ben', 'Bravo: thrust 0/0/0 · move drift') } },
      seededDice(rngStateFromSeed('q')),
    );
    const bravo = r.state.ships.find((x) => x.name === 'Bravo');
    expect(voidstrikerScene(r.state, pub).units.find((u) => u.id === 'S1')?.targetId).toBe(bravo?.id);
    const s2 = r.state;
    const r2 = voidstriker.resolve(
      s2,
      { ana: { kind: 'plot' as const, plot: plot(s2, 'ana', 'Alpha: thrust 0/0/0 · sensors 2>Bravo · move drift') }, ben: { kind: 'plot' as const, plot: plot(s2, 'ben', 'Bravo: thrust 0/0/0 · move drift') } },
      seededDice(rngStateFromSeed('z')),
    );
    const strike = fires(voidstrikerScene(r2.state, pub).overlays).find((f) => f.fromId === 'S1');
    expect(strike?.toId).toBe(bravo?.id);
    expect(strike?.label).toMatch(/^(miss|[1-4] of 4 hit · \d+ dmg)$/);
  });
});

describe('wrecks (ruling G8)', () => {
  test('a ship that flies into a planet (§3.21) is a wreck on that round\'s map and gone from the next', () => {
    const base = setupGame({ options: { firePerPhase: false, asteroids: false }, fleets: { ana: { side: 'IJN', player: 'Ana', ships: [] }, ben: { side: 'UNSN', player: 'Ben', ships: [] } }, scenario: '6.1', seed: 'x' });
    if (!base.ok) throw new Error('setup');
    const planet = base.value.planets[0];
    const first = base.value.ships[0];
    if (!planet || !first) throw new Error('planet or ship');
    const at = { x: planet.center.x + planet.diameter / 2 + 2, y: planet.center.y };
    const s = {
      ...base.value,
      ships: base.value.ships.map((x) => (x.id === first.id ? { ...x, position: at, vectorCounter: { x: at.x + 10, y: at.y }, heading: 270, drift: { speed: 10, direction: { x: -1, y: 0 } } } : x)),
    };
    const r = voidstriker.resolve(s, {}, seededDice(rngStateFromSeed('p')));
    expect(voidstrikerScene(r.state, pub).units.find((u) => u.id === first.id)?.status).toBe('destroyed');
    // A crash is no blast: no explosion is drawn (the book blows a ship up only from its power plant or a critical).
    expect(voidstrikerScene(r.state, pub).overlays.filter((o) => o.kind === 'explosion')).toEqual([]);
    const r2 = voidstriker.resolve(r.state, {}, seededDice(rngStateFromSeed('p2')));
    expect(voidstrikerScene(r2.state, pub).units.find((u) => u.id === first.id)).toBeUndefined();
  });

  test('a vaporised ship (Critical 6, §2.362) is a wreck with a burst at its place', () => {
    const s = duel();
    const bravo = s.ships.find((x) => x.name === 'Bravo');
    if (!bravo) throw new Error('Bravo');
    const gone = { ...s, ships: s.ships.map((x) => (x.id === bravo.id ? { ...x, condition: { ...x.condition, vaporized: true } } : x)), wrecks: [bravo.id] };
    const scene = voidstrikerScene(gone, pub);
    expect(scene.units.find((u) => u.id === bravo.id)?.status).toBe('destroyed');
    expect(scene.overlays.filter((o) => o.kind === 'explosion')).toHaveLength(1);
  });
});
