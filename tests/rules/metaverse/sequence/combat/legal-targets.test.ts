// Metaverse p.21–22 "Targets", "Crew Discipline", "Crew Quality", "Danger Close"; rulings A26, A43.
import { describe, expect, test } from 'vitest';
import { emptyDeclarations } from '../../../../../src/rules/metaverse/control/declarations.ts';
import { checkFireOrders, dangerCloseFor, forcedWeaponsFor, legalTargetsFor } from '../../../../../src/rules/metaverse/sequence/combat/legal-targets.ts';
import type { MetaverseState } from '../../../../../src/rules/metaverse/state.ts';
import { match } from '../fixtures.ts';

/**
 * Danger Close example (p.22 example) on the match: the VHS Dominator (Threat 4, Vorr discipline 15 cm) plays HMS Pinafore and
 * the CNS Harrier (Threat 3) plays USS Avenger, whose navy's discipline is set to the example's 5 cm; crews regular
 * (no modifier). `harrierBearing`: the Harrier is 33 cm ahead of the Dominator (0) or astern (180). The other
 * squadrons are far away, except the Kestrels, placed `kestrelCm` ahead of the Dominator.
 */
function exDc1(harrierBearing: 0 | 180, kestrelCm = 500): MetaverseState {
  const s = match();
  const dy = harrierBearing === 0 ? -33 : 33; // y grows south; the Dominator faces north (heading 0).
  const place: Record<string, { at: { x: number; y: number }; heading: number }> = {
    'B-sq-1': { at: { x: 90, y: 60 }, heading: 0 },
    'A-sq-2': { at: { x: 90, y: 60 + dy }, heading: 180 },
    'A-sq-3': { at: { x: 90, y: 60 - kestrelCm }, heading: 180 },
  };
  return {
    ...s,
    sides: s.sides.map((x) => (x.side === 'A' ? { ...x, discipline: 5 } : x)),
    squadrons: s.squadrons.map((q) => ({
      ...q,
      crewQuality: 'regular' as const,
      ...(place[q.id] ?? { at: { x: q.side === 'A' ? 1000 : -1000, y: 600 }, heading: q.heading }),
    })),
  };
}

const none = { A: emptyDeclarations(), B: emptyDeclarations() };

describe('Danger Close example: Danger Close (p.22 example)', () => {
  test('the Avenger considers the Pinafore Danger Close within 20 cm, the Pinafore the Avenger within 45 cm', () => {
    const s = exDc1(0);
    // Avenger: Threat 4 × discipline 5 cm = 20 cm; 33 cm apart, so not Danger Close.
    expect(dangerCloseFor(s, 'A-harrier')).toEqual({ within: [], squadrons: [], ships: [] });
    // Pinafore: Threat 3 × discipline 15 cm = 45 cm; 33 cm apart, so Danger Close.
    expect(dangerCloseFor(s, 'B-dominator')?.within).toEqual([{ shipId: 'A-harrier', squadronId: 'A-sq-2', rangeCm: 45, distanceCm: 33 }]);
  });

  test('the Pinafore must fire at the Avenger (a legal target without any nomination); the Avenger may still select its targets', () => {
    const s = exDc1(0);
    expect(legalTargetsFor(s, none, 'B-dominator')).toEqual(['A-harrier']);
    // avenger_forced: false — it has no Danger Close target, so nothing is legal until its side nominates one (A26).
    expect(legalTargetsFor(s, none, 'A-harrier')).toEqual([]);
    expect(forcedWeaponsFor(s, 'A-harrier')).toEqual({});
    const withPriority = { ...none, A: { ...emptyDeclarations(), priorityTargets: ['B-dominator', 'B-stalker'] } };
    expect(legalTargetsFor(s, withPriority, 'A-harrier')).toEqual(['B-dominator', 'B-stalker']);
    // Every Dominator weapon that can fire on the Harrier ahead is forced onto it.
    const forced = forcedWeaponsFor(s, 'B-dominator');
    expect(Object.keys(forced).sort()).toEqual(expect.arrayContaining(['md-1', 'md-2', 'plasma-1', 'plasma-2']));
    for (const targets of Object.values(forced)) expect(targets).toEqual(['A-harrier']);
  });

  test('"Any weapons on the Pinafore which cannot fire upon the Avenger may fire on other targets as normal"', () => {
    // The Harrier is astern: only the all-round mass drivers reach it; the bow plasma lances stay free.
    const s = exDc1(180, 60);
    const forced = forcedWeaponsFor(s, 'B-dominator');
    expect(forced).toEqual({ 'md-1': ['A-harrier'], 'md-2': ['A-harrier'] });
    // The Kestrels (Threat 2 × 15 = 30 cm) at 60 cm are not Danger Close: a designation makes them legal.
    const designated = { ...none, B: { ...emptyDeclarations(), designatedTargets: { 'B-sq-1': ['A-kestrel'] } } };
    expect(legalTargetsFor(s, designated, 'B-dominator')).toEqual(['A-harrier', 'A-kestrel']);
    const ok = checkFireOrders(
      s,
      designated,
      [
        { shipId: 'B-dominator', weaponId: 'md-1', targetId: 'A-harrier' },
        { shipId: 'B-dominator', weaponId: 'md-2', targetId: 'A-harrier' },
        { shipId: 'B-dominator', weaponId: 'plasma-1', targetId: 'A-kestrel' },
      ],
      ['B'],
    );
    expect(ok).toEqual([]);
  });
});

describe('checkFireOrders', () => {
  test('A26: a target that is neither priority, designated nor Danger Close is refused', () => {
    const s = exDc1(0);
    const errors = checkFireOrders(s, none, [{ shipId: 'A-harrier', weaponId: 'flak-1', targetId: 'B-dominator' }], ['A']);
    expect(errors.map((e) => e.code)).toEqual(['ERR_TARGET_NOT_LEGAL']);
    expect(errors[0]?.message).toBe('VHS Dominator is not a legal target for CNS Harrier; pick a priority, designated or Danger Close target.');
  });

  test('p.22: a forced weapon aimed elsewhere or held is refused, every problem at once', () => {
    const s = exDc1(180, 60);
    const designated = { ...none, B: { ...emptyDeclarations(), designatedTargets: { 'B-sq-1': ['A-kestrel'] } } };
    const errors = checkFireOrders(s, designated, [{ shipId: 'B-dominator', weaponId: 'md-1', targetId: 'A-kestrel' }], ['B']);
    expect(errors.map((e) => [e.code, e.at])).toEqual([
      ['ERR_DC_TARGET', 'orders[0]'],
      ['ERR_DC_HELD', 'md-2'],
    ]);
    // Issue 16: the weapon by its name, never by its id (md-1, md-2).
    expect(errors[0]?.message).toBe("VHS Dominator's Mass Driver 1 must fire at the closest Danger Close target, CNS Harrier.");
    expect(errors[1]?.message).toBe("VHS Dominator's Mass Driver 2 cannot be held: it must fire at the closest Danger Close target, CNS Harrier.");
  });

  test('A26 off (free targeting): every visible enemy is legal; a tactic may let a ship ignore Danger Close', () => {
    const s = exDc1(0);
    const free = { ...s, config: { ...s.config, game: { ...s.config.game, legalTargetsRequireDesignation: false } } };
    expect(legalTargetsFor(free, none, 'A-harrier')).toEqual(['B-dominator', 'B-ravager', 'B-stalker', 'B-prowler']);
    expect(legalTargetsFor(free, none, 'A-harrier', { cloaked: ['B-ravager'] })).toEqual(['B-dominator', 'B-stalker', 'B-prowler']);
    expect(legalTargetsFor(s, none, 'B-dominator', { ignoreDangerClose: ['B-dominator'] })).toEqual([]);
    expect(forcedWeaponsFor(s, 'B-dominator', { ignoreDangerClose: ['B-dominator'] })).toEqual({});
  });

  test('p.21 "Crew Quality": a green crew raises the opposing Threat by one for Danger Close', () => {
    const s = exDc1(0);
    const green = { ...s, squadrons: s.squadrons.map((q) => (q.id === 'A-sq-2' ? { ...q, crewQuality: 'green' as const } : q)) };
    // (4 + 1) × 5 = 25 cm: still short of 33 cm. Veteran Vorr: (3 − 1) × 15 = 30 cm, no longer Danger Close.
    expect(dangerCloseFor(green, 'A-harrier')?.ships).toEqual([]);
    const veteran = { ...s, squadrons: s.squadrons.map((q) => (q.id === 'B-sq-1' ? { ...q, crewQuality: 'veteran' as const } : q)) };
    expect(dangerCloseFor(veteran, 'B-dominator')?.ships).toEqual([]);
    expect(legalTargetsFor(veteran, none, 'B-dominator')).toEqual([]);
  });
});
