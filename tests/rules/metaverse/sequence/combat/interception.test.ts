// Metaverse p.31 "Point Defense (PD) Interception", p.59 "Point Defence System (PDS)", p.70 "Point Defence (PD)":
// the target squadron's PDS, unfired PD weapons and CAP cancel pulses between the sensor roll and the damage roll.
import { describe, expect, test } from 'vitest';
import { scriptedDice } from '../../../../../src/rules/core/dice.ts';
import type { Point } from '../../../../../src/rules/core/scene.ts';
import { damageLayoutOf, damageProfileOf } from '../../../../../src/rules/metaverse/adapters/damage.ts';
import { launcherModeOf, weaponModesOf } from '../../../../../src/rules/metaverse/adapters/fire.ts';
import { resolveWeaponHit } from '../../../../../src/rules/metaverse/damage/hit.ts';
import { initialDamageState } from '../../../../../src/rules/metaverse/damage/state.ts';
import type { AttackRoll } from '../../../../../src/rules/metaverse/fire/attack.ts';
import { bandOf, withinFirstBand } from '../../../../../src/rules/metaverse/fire/range.ts';
import { interceptValue, type WeaponMode } from '../../../../../src/rules/metaverse/fire/weapon.ts';
import { firedKey, interceptHits, type HitToIntercept } from '../../../../../src/rules/metaverse/sequence/combat/interception.ts';
import type { MetaverseState } from '../../../../../src/rules/metaverse/state.ts';
import { arcsFacing } from '../../../../../src/rules/metaverse/geometry/arcs.ts';
import { distance } from '../../../../../src/rules/core/plane.ts';
import { expandCopies, type ShipDesign } from '../../../../../src/rules/metaverse/ships/design.ts';
import { designById, LIBRARY, type Catalogue } from '../../../../../src/rules/metaverse/ships/library.ts';
import { match } from '../fixtures.ts';

const design = (id: string, catalogue: Catalogue = LIBRARY): ShipDesign => {
  const d = designById(id, catalogue);
  if (!d) throw new Error(`fixture: ${id}`);
  return d;
};

const shipId = (s: MetaverseState, name: string): string => {
  const ship = s.ships.find((x) => x.name === name);
  if (!ship) throw new Error(`fixture: ${name}`);
  return ship.id;
};

/** The ship `id` becomes a fresh `designId` ship named `name`. */
function refit(s: MetaverseState, id: string, designId: string, name: string, catalogue: Catalogue = LIBRARY): MetaverseState {
  const d = design(designId, catalogue);
  return { ...s, ships: s.ships.map((x) => (x.id === id ? { ...x, designId, name, damage: initialDamageState(damageLayoutOf(d)) } : x)) };
}

/** The squadron of ship `id` moves to `at`, heading `heading`. */
function place(s: MetaverseState, id: string, at: Point, heading: number): MetaverseState {
  const sq = s.ships.find((x) => x.id === id)?.squadronId;
  return { ...s, squadrons: s.squadrons.map((q) => (q.id === sq ? { ...q, at, heading } : q)) };
}

/** A confirmed hit as combat-step.ts has it after the sensor roll: range band and hit arc from the squadrons. */
function confirmedHit(s: MetaverseState, firerId: string, mode: WeaponMode, targetId: string): HitToIntercept {
  const firer = s.ships.find((x) => x.id === firerId);
  const target = s.ships.find((x) => x.id === targetId);
  const fSq = s.squadrons.find((q) => q.id === firer?.squadronId);
  const tSq = s.squadrons.find((q) => q.id === target?.squadronId);
  if (!firer || !target || !fSq || !tSq) throw new Error('fixture');
  const band = bandOf(distance(fSq.at, tSq.at), mode.range.band);
  const attack: AttackRoll = {
    attackId: `t${s.turn}:${firer.id}:${mode.weaponId}`,
    firerId: firer.name,
    weaponId: mode.weaponId,
    mode: mode.mode,
    hitShipId: target.name,
    targetId: target.name,
    sensor: null,
    hit: true,
    odd: false,
    volatileMishap: false,
    pulses: 'count' in mode.pulse ? mode.pulse.count : 1,
    pulseRoll: null,
    interceptValue: interceptValue(mode),
    withinFirstBand: withinFirstBand(band),
    damagePenalty: 0,
    hitArc: arcsFacing(tSq, fSq.at, tSq.directionality)[0] ?? 'bow',
    projector: { kind: 'normal' },
    surgical: null,
  };
  return { attack, mode, targetShipId: target.id };
}

const firstMode = (designId: string, weaponId: string, catalogue: Catalogue = LIBRARY): WeaponMode => {
  const m = weaponModesOf(design(designId, catalogue), weaponId)[0];
  if (!m) throw new Error(`fixture: ${weaponId}`);
  return m;
};

/** The book's Thunderchild (side A's first squadron) and Vengeance (side B's), the Vengeance 40 cm off its port side. */
function thunderchildVsVengeance(catalogue: Catalogue = LIBRARY, thunderchildDesign = 'uss-thunderchild') {
  let s = match();
  const tc = shipId(s, 'CNS Resolute');
  const vg = s.ships.find((x) => x.designId === 'salvo-dominator')?.id ?? '';
  s = refit(refit(s, tc, thunderchildDesign, 'USS Thunderchild', catalogue), vg, 'iss-vengeance', 'ISS Vengeance', catalogue);
  s = place(place(s, tc, { x: 90, y: 60 }, 0), vg, { x: 50, y: 60 }, 90);
  const squadron = s.ships.find((x) => x.id === tc)?.squadronId ?? '';
  return { s, tc, vg, squadron, sqName: s.squadrons.find((q) => q.id === squadron)?.name ?? '' };
}

describe('interception in the Starship Combat Step', () => {
  test('PD Interception example (p.31): four rating-5 PDS pool in pairs against 3×D6+2 (IV 8), the CAP rolls 2D20 at the third pulse', () => {
    // Metaverse p.31 "Point Defense (PD) Interception", Example: the Vengeance's indirect weapon hits the
    // Thunderchild's port arc; 2 PDS per pulse (5 + 5 ≥ 8) cancel two pulses, the furball-2 CAP rolls 2D20 at the last.
    const { s, tc, vg, squadron, sqName } = thunderchildVsVengeance();
    const hit = confirmedHit(s, vg, firstMode('iss-vengeance', 'msl-1'), tc);
    expect(hit.attack.hitArc).toBe('port');
    expect(hit.attack.interceptValue).toBe(8);

    const dice = scriptedDice([5, 3]);
    const r = interceptHits(s, [hit], new Set(), dice, { capDice: { [squadron]: 2 } });
    expect(dice.remaining).toBe(0);
    expect(r.hits).toEqual([
      {
        attackId: hit.attack.attackId,
        targetShipId: tc,
        pulses: 3,
        interceptedPulses: 3,
        byPds: 2,
        byPdWeapons: 0,
        byCap: 1,
        capRolls: [{ dice: [5, 3], sum: 8, needed: 8, cancelled: true }],
        unstableHalf: 0,
      },
    ]);
    expect(r.pdsUsed).toEqual(['pds-1', 'pds-2', 'pds-3', 'pds-4'].map((systemId) => ({ shipId: tc, systemId })));
    expect(r.capDiceUsed).toEqual({ [squadron]: 2 });
    expect(r.events.map((e) => e.text)).toEqual([
      "USS Thunderchild's PDS pds-1 + pds-2 cancel 1 of 3 pulses from ISS Vengeance's Missile Rack at USS Thunderchild (PD 5 + 5 = 10 vs intercept 8)",
      "USS Thunderchild's PDS pds-3 + pds-4 cancel 1 of 3 pulses from ISS Vengeance's Missile Rack at USS Thunderchild (PD 5 + 5 = 10 vs intercept 8)",
      `CAP at ${sqName}: 2 furball dice vs a pulse from ISS Vengeance's Missile Rack: d20 5 + d20 3 = 8 vs intercept 8 → cancelled`,
      "USS Thunderchild: 3 of 3 pulses from ISS Vengeance's Missile Rack intercepted, 0 get through",
    ]);
  });

  test('PD Interception example (p.31) with a CAP roll under the intercept value: one pulse reaches damage/hit.ts, which rolls one damage die', () => {
    // Metaverse p.31: the pulse is knocked out only if the 2D20 total ≥ 8; p.59: pulses are cancelled before they are rolled.
    const { s, tc, vg, squadron } = thunderchildVsVengeance();
    const hit = confirmedHit(s, vg, firstMode('iss-vengeance', 'msl-1'), tc);
    const r = interceptHits(s, [hit], new Set(), scriptedDice([2, 5]), { capDice: { [squadron]: 2 } });
    expect(r.hits[0]).toMatchObject({ interceptedPulses: 2, byPds: 2, byCap: 0, capRolls: [{ dice: [2, 5], sum: 7, needed: 8, cancelled: false }] });
    expect(r.events.at(-1)?.text).toBe("USS Thunderchild: 2 of 3 pulses from ISS Vengeance's Missile Rack intercepted, 1 gets through");

    const target = s.ships.find((x) => x.id === tc);
    const designMode = expandCopies(design('iss-vengeance')).weapons.find((w) => w.id === 'msl-1')?.modes[0];
    if (!target || !designMode) throw new Error('fixture');
    const damageDice = scriptedDice([4]);
    const dealt = resolveWeaponHit(
      target.damage,
      { label: 'ISS Vengeance Missile Rack → USS Thunderchild', profile: damageProfileOf(designMode), arc: 'port', offBands: 0, sensorRoll: 12, interceptedPulses: r.hits[0]?.interceptedPulses ?? 0 },
      damageDice,
    );
    expect(dealt.pulseCount).toEqual({ roll: null, total: 3, intercepted: 2 });
    expect(damageDice.remaining).toBe(0);
    expect(dealt.pulses).toHaveLength(1);
  });

  test('PDS example (p.59): two rating-7 PDS against two weapons of 3 pulses × 3 damage: each PDS takes 2 pulses of ONE weapon', () => {
    // Metaverse p.59 "PDS" Example: floor(7/3) = 2 pulses each; the better play is PDS 1 → weapon A, PDS 2 → weapon B,
    // so one pulse of each gets through. The Salvo ships have no rating-7 PDS: a Thunderchild refit with two of them.
    const tcDesign = design('uss-thunderchild');
    const refitted: ShipDesign = {
      ...tcDesign,
      id: 'test-thunderchild-pds7',
      systems: tcDesign.systems.flatMap((x): ShipDesign['systems'] => (x.kind !== 'pds' ? [x] : x.id === 'pds-1' || x.id === 'pds-3' ? [{ ...x, rating: 7 }] : [])),
    };
    const catalogue: Catalogue = { ...LIBRARY, designs: [...LIBRARY.designs, refitted] };
    const { s, tc, vg } = thunderchildVsVengeance(catalogue, 'test-thunderchild-pds7');
    // Weapons A and B: three pulses of 3 damage each (intercept value = max damage 3).
    const threeByThree = (weaponId: string): WeaponMode => ({ ...firstMode('iss-vengeance', weaponId), damage: { fixed: 3 }, intercept: { vulnerable: true } });
    const a = confirmedHit(s, vg, threeByThree('msl-1'), tc);
    const b = confirmedHit(s, vg, threeByThree('msl-2'), tc);
    expect([a.attack.interceptValue, a.attack.pulses]).toEqual([3, 3]);

    const dice = scriptedDice([]);
    const r = interceptHits(s, [a, b], new Set(), dice, { catalogue });
    expect(r.hits.map((h) => [h.byPds, h.pulses - h.interceptedPulses])).toEqual([
      [2, 1],
      [2, 1],
    ]);
    expect(r.events.map((e) => e.text)).toEqual([
      "USS Thunderchild's PDS pds-1 cancels 2 of 3 pulses from ISS Vengeance's Missile Rack at USS Thunderchild (PD 7 vs intercept 3: 2 pulses)",
      "USS Thunderchild: 2 of 3 pulses from ISS Vengeance's Missile Rack intercepted, 1 gets through",
      "USS Thunderchild's PDS pds-3 cancels 2 of 3 pulses from ISS Vengeance's Missile Rack at USS Thunderchild (PD 7 vs intercept 3: 2 pulses)",
      "USS Thunderchild: 2 of 3 pulses from ISS Vengeance's Missile Rack intercepted, 1 gets through",
    ]);
  });

  test("Salvo ships: the Resolute's two rating-5 PDS pool against a Plasma Lance pulse (IV 10) on the port arc, not on the bow", () => {
    // Metaverse p.59: a PDS works only in its arcs; PDS of one ship pool to cancel exactly one pulse.
    let s = match();
    const res = shipId(s, 'CNS Resolute');
    const dom = s.ships.find((x) => x.designId === 'salvo-dominator')?.id ?? '';
    const lance = firstMode('salvo-dominator', 'plasma-1');
    s = place(place(s, res, { x: 90, y: 60 }, 0), dom, { x: 50, y: 60 }, 90);
    const port = interceptHits(s, [confirmedHit(s, dom, lance, res)], new Set(), scriptedDice([]));
    expect(port.hits[0]).toMatchObject({ pulses: 2, interceptedPulses: 1, byPds: 1 });
    expect(port.events[0]?.text).toBe("CNS Resolute's PDS pds-1 + pds-2 cancel 1 of 2 pulses from VHS Dominator's Plasma Lance at CNS Resolute (PD 5 + 5 = 10 vs intercept 10)");

    // Straight ahead only pds-1 (bow, port, starboard) faces the fire: 5 < 10.
    const ahead = place(s, dom, { x: 90, y: 20 }, 180);
    const bow = interceptHits(ahead, [confirmedHit(ahead, dom, lance, res)], new Set(), scriptedDice([]));
    expect(bow.hits[0]).toMatchObject({ interceptedPulses: 0 });
    expect(bow.events).toEqual([]);
  });

  test('a hit on a squadron with no PD that can answer it is not intercepted, and no die is rolled', () => {
    // Metaverse p.31: only PDS in arc, PD weapons listing the damage type and CAP can intercept.
    let s = match();
    const res = shipId(s, 'CNS Resolute');
    const stalker = shipId(s, 'VHS Stalker');
    const dom = s.ships.find((x) => x.designId === 'salvo-dominator')?.id ?? '';
    s = place(place(place(s, res, { x: 90, y: 60 }, 0), stalker, { x: 90, y: 30 }, 180), dom, { x: 90, y: 25 }, 180);
    const laser = firstMode('salvo-resolute', 'las-1');
    // The Stalker squadron has no PDS, and its PD clusters cannot target energy weapons.
    const dice = scriptedDice([]);
    const r = interceptHits(s, [confirmedHit(s, res, laser, stalker), confirmedHit(s, res, laser, dom)], new Set(), dice);
    expect(r.hits.map((h) => h.interceptedPulses)).toEqual([0, 0]);
    // The Dominator's PDS 6 is under the Heavy Laser's intercept value of 10.
    expect(r.events).toEqual([]);
    expect(r.pdsUsed).toEqual([]);
  });

  test('PD weapons of the squadron pool against a missile, but not once they fired, nor from within the first band', () => {
    // Metaverse p.70: weapons with a PD value act as PDS if they list the incoming type and have not fired this turn;
    // p.31: pooled PD weapons must share a damage type; fire from within its first band only PDS may intercept.
    let s = match();
    const kestrel = shipId(s, 'CNS Kestrel');
    const stalker = shipId(s, 'VHS Stalker');
    const prowler = shipId(s, 'VHS Prowler');
    const missile = launcherModeOf(design('salvo-kestrel'), 'ml', 'msl');
    if (!missile) throw new Error('fixture');
    s = place(place(s, kestrel, { x: 90, y: 60 }, 0), stalker, { x: 90, y: 20 }, 180);
    const hit = confirmedHit(s, kestrel, missile, stalker);
    expect(hit.attack.withinFirstBand).toBe(false);
    const r = interceptHits(s, [hit], new Set(), scriptedDice([]));
    expect(r.hits[0]).toMatchObject({ pulses: 1, interceptedPulses: 1, byPdWeapons: 1 });
    expect(r.pdWeaponsUsed).toEqual([
      { shipId: stalker, weaponId: 'pd' },
      { shipId: prowler, weaponId: 'pd' },
    ]);
    expect(r.events[0]?.text).toBe(
      "VHS Stalker's Point Defence Cluster pd + VHS Prowler Point Defence Cluster pd cancel 1 of 1 pulse from CNS Kestrel's Missile Launcher at VHS Stalker (PD 6 + 6 = 12 vs intercept 10)",
    );

    const fired = interceptHits(s, [hit], new Set([firedKey(prowler, 'pd')]), scriptedDice([]));
    expect(fired.hits[0]?.interceptedPulses).toBe(0);

    const close = place(s, stalker, { x: 90, y: 45 }, 180);
    const near = confirmedHit(close, kestrel, missile, stalker);
    expect(near.attack.withinFirstBand).toBe(true);
    expect(interceptHits(close, [near], new Set(), scriptedDice([])).hits[0]?.interceptedPulses).toBe(0);
  });

  test('CAP dice go to the most damaging pulses left, one die each for IV 8, each pulse rolled on its own', () => {
    // Metaverse p.31: a CAP splits its furball D20s across pulses as it wishes; each pulse needs its own sum ≥ IV.
    const { s, tc, vg, squadron } = thunderchildVsVengeance();
    const a = confirmedHit(s, vg, firstMode('iss-vengeance', 'msl-1'), tc);
    const b = confirmedHit(s, vg, firstMode('iss-vengeance', 'msl-2'), tc);
    // The four PDS take two pulses of A; A has 1 left, B 3: three dice for three pulses (A, B, B).
    const dice = scriptedDice([8, 7, 12]);
    const r = interceptHits(s, [a, b], new Set(), dice, { capDice: { [squadron]: 3 } });
    expect(dice.remaining).toBe(0);
    expect(r.hits.map((h) => [h.byPds, h.byCap, h.interceptedPulses])).toEqual([
      [2, 1, 3],
      [0, 1, 1],
    ]);
    expect(r.hits[1]?.capRolls.map((c) => [c.sum, c.cancelled])).toEqual([
      [7, false],
      [12, true],
    ]);
    expect(r.capDiceUsed).toEqual({ [squadron]: 3 });
  });

  test('Unstable pulses cancelled by PDS are reported at half damage', () => {
    // Metaverse p.76 "Unstable": intercepted by PDS or starfighters it still deals half its damage.
    const { s, tc, vg } = thunderchildVsVengeance();
    const unstable: WeaponMode = { ...firstMode('iss-vengeance', 'msl-1'), qualities: ['UN'] };
    const r = interceptHits(s, [confirmedHit(s, vg, unstable, tc)], new Set(), scriptedDice([]));
    expect(r.hits[0]).toMatchObject({ interceptedPulses: 2, unstableHalf: 2 });
    expect(r.events.at(-1)?.text).toBe("USS Thunderchild: 2 of 3 pulses from ISS Vengeance's Missile Rack intercepted, 1 gets through (2 unstable at half damage)");
  });
});
