// Appendix B systems used with the fire, through the rule system (parse → validate → resolve): B.14 marines and
// capture, B.19 shockwave, B.24 tractor beams, B.9 flares (designs below are Salvo's test ships, not the book's).
import { describe, expect, test } from 'vitest';
import { starmada } from '../../../../src/rules/starmada/system.ts';
import { echo } from '../../../../src/rules/starmada/assist/echo.ts';
import { merge } from '../../../../src/rules/starmada/assist/merge.ts';
import { stripNotes } from '../../../../src/rules/core/echo-note.ts';
import type { ShipClass } from '../../../../src/rules/starmada/ships/schema.ts';
import type { StarmadaSubmission } from '../../../../src/rules/starmada/submission.ts';
import type { Direction } from '../../../../src/rules/core/hex.ts';
import { CORE_RULES, type StarmadaOptions } from '../../../../src/rules/starmada/options.ts';
import type { StarmadaState } from '../../../../src/rules/starmada/state.ts';
import { at, deploy, DESIGNS, newGame, expectErr, expectOk, fleet, holdAll, LANCER, placed, readsOf, resolveTyped, shipOf, texts, withShip } from './fixtures.ts';

/** A Lancer with three marine squads and two flares. */
const BOARDER: ShipClass = { ...LANCER, className: 'Boarder', munitions: [{ system: 'Marines', count: 3 }, { system: 'Flares', count: 2 }] };
/** A Lancer with a shield track 2-1 and a shockwave. */
const PULSAR: ShipClass = { ...LANCER, className: 'Pulsar', tracks: { ...LANCER.tracks, shields: [2, 1] }, traits: [{ system: 'Shockwave' }] };
/** A Lancer with a tractor beam. */
const TUG: ShipClass = { ...LANCER, className: 'Tug', equipment: { items: [{ system: 'Tractor Beam', count: 1 }], lossLimit: 1 } };
/** A Lancer with four mines. */
const LAYER: ShipClass = { ...LANCER, className: 'Layer', munitions: [{ system: 'Mines', count: 4 }] };
const MORE = [...DESIGNS, BOARDER, PULSAR, TUG, LAYER];

type Where = Readonly<Record<string, readonly [number, number, Direction]>>;

/** Kestrel (seat ana) and Vigil (seat ben) of these classes, placed, after a turn-1 Movement Phase where both hold. */
function game(a: string, b: string, where: Where, options: Partial<StarmadaOptions> = {}): StarmadaState {
  const fleets = { ana: fleet('A', 'Ana', [{ class: a, name: 'Kestrel' }], MORE), ben: fleet('B', 'Ben', [{ class: b, name: 'Vigil' }], MORE) };
  const setup = starmada.setup({ options: { ...CORE_RULES, ...options }, fleets, scenario: 'standard/small', seed: 'unused' });
  if (!setup.ok) throw new Error(setup.error.map((e) => e.message).join(' | '));
  return holdAll(placed(deploy(setup.value), where)).state;
}

const fireOf = (sub: StarmadaSubmission) => {
  if (sub.kind !== 'fire') throw new Error(`expected fire, got ${sub.kind}`);
  return sub;
};

describe('B.14 marines in play', () => {
  test('declared on the fire line, echoed back, and refused beyond 5 hexes or past the hull-size limit', () => {
    const state = game('Boarder', 'Lancer', { kestrel: [10, 10, 0], vigil: [10, 5, 3] });
    const sub = fireOf(expectOk(starmada.parse(state, 'ana', 'Kestrel: Marines > Vigil')));
    // Hull size 3: two squads at most (p.34), filled in when the count is left out.
    expect(sub.systems).toEqual([{ system: 'Marines', shipId: 'kestrel', targetId: 'vigil', squads: 2 }]);
    expect(expectOk(starmada.parse(state, 'ana', 'Kestrel: Marines x2 > Vigil'))).toEqual(sub);
    expect(readsOf(expectErr(starmada.parse(state, 'ana', 'Kestrel: Marines x3 > Vigil')))).toEqual([
      'Line 1 · “Marines x3 > Vigil”: Kestrel may send at most 2 marine squads this Combat Phase (B.14: 3 left, hull size 3).',
    ]);
    const far = game('Boarder', 'Lancer', { kestrel: [10, 10, 0], vigil: [10, 4, 3] });
    expect(readsOf(expectErr(starmada.parse(far, 'ana', 'Kestrel: Marines > Vigil')))).toEqual(['Line 1 · Kestrel “Marines > Vigil”: Vigil is 6 hexes from Kestrel; marines board up to 5 hexes away.']);
  });

  test('squads that land are checked off, and two parties on a ship with two hull boxes left capture it in the End Phase', () => {
    // Vigil (hull 3, no shields, no marines) has taken one hull hit; Kestrel is 2 hexes away.
    const state = withShip(game('Boarder', 'Lancer', { kestrel: [10, 10, 0], vigil: [10, 8, 3] }), 'vigil', (s) => ({ ...s, hull: { ...s.hull, checked: 1 } }));
    // Combat order 4 (tie); marines: 3 and 5 beat range 2, then 2 and 4 beat shields 0: both land.
    const done = resolveTyped(state, { ana: 'Kestrel: Marines x2 > Vigil', ben: 'Vigil: hold' }, [4, 3, 2, 5, 4]);
    expect(texts(done.events).filter((t) => /marines|boarding|captured/.test(t))).toEqual([
      'Kestrel → Vigil · marines ×2 · 3, 5 vs range 2 · 2, 4 vs shields 0 → 2 boarding parties land',
      'Vigil: 2 enemy boarding parties aboard',
      'Vigil is captured by boarders (2 boarding parties, 2 hull boxes left) and leaves the battle.',
    ]);
    expect(shipOf(done.state, 'kestrel').munitionsUsed['Marines']).toBe(2);
    expect(shipOf(done.state, 'vigil').status).toBe('destroyed');
  });
});

describe('B.19 shockwave in play', () => {
  test('"Shockwave" on the fire line: 4 hits per shield point, at most a third on one target', () => {
    const state = game('Pulsar', 'Lancer', { kestrel: [10, 10, 0], vigil: [10, 8, 3] });
    const sub = fireOf(expectOk(starmada.parse(state, 'ana', 'Kestrel: Shockwave')));
    expect(sub.systems).toEqual([{ system: 'Shockwave', shipId: 'kestrel' }]);
    // Shields 2: 8 hits, but Vigil alone may take no more than 3 (p.37); no shields, so 3 points; damage 2, 2, 2.
    const done = resolveTyped(state, { ana: 'Kestrel: Shockwave', ben: 'Vigil: hold' }, [4, 2, 2, 2]);
    expect(texts(done.events).filter((t) => /shockwave/.test(t))).toEqual([
      'Kestrel triggers its shockwave: 8 hits among 1 element within 3 hexes (5 lost: no target takes more than a third)',
      'Kestrel shockwave → Vigil · 3 hits · impact automatic (shields 0) → 3 · damage 2, 2, 2: hull, hull, hull',
    ]);
    expect(shipOf(done.state, 'vigil').status).toBe('destroyed');
    expect(readsOf(expectErr(starmada.parse(state, 'ana', 'Kestrel: Shockwave > Vigil')))).toEqual([
      'Line 1 · Kestrel “Shockwave > Vigil”: A shockwave takes no target or count: write "Shockwave" alone (B.19 hits everything within 3 hexes).',
    ]);
  });
});

describe('B.9 flares in play', () => {
  test('a flare lands face down, turns face up in the End Phase, and costs the next turn\'s fire through it −1', () => {
    const state = game('Boarder', 'Lancer', { kestrel: [10, 10, 0], vigil: [10, 5, 3] });
    const done = resolveTyped(state, { ana: 'Kestrel: Flare > 1007', ben: 'Vigil: hold' }, [4, 6]);
    expect(texts(done.events).filter((t) => /flare/.test(t))).toEqual(['Kestrel launches 1 flare: 1007: 6 → marker in 1007 (face down until the End Phase)']);
    expect(shipOf(done.state, 'kestrel').munitionsUsed['Flares']).toBe(1);
    expect(done.state.flares).toEqual([{ at: at(10, 7), faceUp: true }]);
    const moved = holdAll(done.state);
    const fired = resolveTyped(moved.state, { ana: 'Kestrel: Cannon x1 > Vigil', ben: 'Vigil: hold' }, [4, 6, 3]);
    // The line from 1010 to 1005 passes over the face-up flare in 1007: Cannon ACC 3+ needs 4+.
    expect(texts(fired.events).filter((t) => /Cannon/.test(t))).toEqual(['Kestrel → Vigil · Cannon · to-hit 6 · hits on 4+ (3+ −1) → 1 hit · impact automatic (shields 0) → 1 · damage 3: hull']);
  });
});

describe('B.24 tractor beams in play', () => {
  test('a beam attacks an adjacent enemy flight: a 5 destroys a fighter; ships are refused', () => {
    const base = game('Tug', 'Lancer', { kestrel: [10, 10, 0], vigil: [10, 5, 3] });
    // A flight of Vigil's next to Kestrel, as a Fighter Phase would leave it.
    const flight = { id: 'wing', name: 'Wing', side: 'B' as const, seat: 'ben', carrierId: 'vigil', count: 6, at: at(10, 9), heading: 3 as const, activated: true };
    const state = { ...base, flights: [flight] };
    expect(readsOf(expectErr(starmada.parse(state, 'ana', 'Kestrel: Tractor Beam > Vigil')))).toEqual([
      'Line 1 · Kestrel “Tractor Beam > Vigil”: Tractor beams may not attack ships (B.24); pick an enemy flight next to Kestrel for its tractor beam.',
    ]);
    const done = resolveTyped(state, { ana: `Kestrel: Tractor Beam > ${flight.name}`, ben: 'Vigil: hold' }, [4, 5]);
    expect(texts(done.events).filter((t) => /tractor/.test(t))).toEqual(['Kestrel → Wing · tractor beam · 5 (5+) → 1 fighter destroyed']);
    expect(done.state.flights.find((f) => f.id === flight.id)?.count).toBe(flight.count - 1);
  });
});

describe('B.15 mines in play', () => {
  test('laid with the fire in an adjacent hex, drawn on the map, and attacking a ship that moves next to them', () => {
    const state = game('Layer', 'Lancer', { kestrel: [10, 10, 0], vigil: [10, 5, 3] });
    expect(readsOf(expectErr(starmada.parse(state, 'ana', 'Kestrel: Mines > 1008')))).toEqual([
      'Line 1 · Kestrel “Mines > 1008”: Hex 1008 is not next to Kestrel; mines go in adjacent hexes (B.15).',
    ]);
    const laid = resolveTyped(state, { ana: 'Kestrel: Mines x2 > 1009', ben: 'Vigil: hold' }, [4]);
    expect(texts(laid.events)).toContain('Kestrel lays 2 mines in 1009');
    expect(laid.state.minefields).toEqual([{ at: at(10, 9), mines: 2 }]);
    expect(starmada.scene(laid.state, { kind: 'public' }).terrain).toEqual([{ kind: 'minefield', hexes: [at(10, 9)], label: '2 mines' }]);
    // Vigil moves 3 hexes south to 1008, next to the minefield: two dice, 5 hits; no shields; damage 3 → hull.
    const moved = resolveTyped(laid.state, { ana: 'Kestrel: 0', ben: 'Vigil: 3' }, [5, 2, 3]);
    expect(texts(moved.events).filter((t) => /Minefield/.test(t))).toEqual([
      'Minefield in 1009 (2 mines) → Vigil · 5, 2 · hits on 5+ → 1 hit · impact automatic (shields 0) → 1 · damage 3: hull',
    ]);
    expect(shipOf(moved.state, 'vigil').hull.checked).toBe(1);
  });
});

describe('system uses in the summary, the echo and the draft', () => {
  test('each use is echoed as a line that reads back to it, and survives a merge with more fire', () => {
    const state = game('Boarder', 'Lancer', { kestrel: [10, 10, 0], vigil: [10, 8, 3] });
    const sub = expectOk(starmada.parse(state, 'ana', 'Kestrel: Marines > Vigil; Flares x2 > 1007'));
    const lines = echo(state, 'ana', sub);
    expect(lines.map(stripNotes)).toEqual(['Kestrel: Marines x2 > Vigil', 'Kestrel: Flares x2 > 1007']);
    expect(expectOk(starmada.parse(state, 'ana', lines.join('\n')))).toEqual(sub);
    const merged = merge(state, 'ana', sub, 'Kestrel: Cannon x1 > Vigil');
    expect(fireOf(expectOk(starmada.parse(state, 'ana', merged))).systems).toEqual(fireOf(sub).systems);
  });
});

describe('B.15 minefields and fighter flights', () => {
  test('a flight entering a hex next to a minefield is attacked at once, hit only on 6s', () => {
    // Nest (a Hive) and its flight Nest F1 at 1010; a minefield of two mines at 1008, next to 1009.
    const deployed = placed(deploy(newGame({ options: { carriers: true }, a: [{ class: 'Hive', name: 'Nest' }] })), { nest: [10, 10, 0], vigil: [10, 3, 3] });
    const state: StarmadaState = { ...deployed, flights: deployed.flights.map((f) => ({ ...f, at: at(10, 10), heading: 0 as const })), minefields: [{ at: at(10, 8), mines: 2 }] };
    const fighters = holdAll(state).state;
    expect(starmada.step(fighters)?.key).toMatch(/fighters/);
    // Nest F1 flies 1 hex north to 1009: the minefield rolls 6 and 5, one fighter destroyed.
    const flown = resolveTyped(fighters, { ana: 'Nest F1 1' }, [6, 5]);
    expect(texts(flown.events).filter((t) => /Minefield/.test(t))).toEqual(['Minefield in 1008 (2 mines) → Nest F1 · 6, 5 · hits on 6 → 1 fighter destroyed']);
    expect(flown.state.flights.find((f) => f.name === 'Nest F1')?.count).toBe(5);
  });
});
