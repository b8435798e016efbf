// What Ready would lock in that the player may not mean (src/rules/voidstriker/assist/ready-warnings.ts; docs/playing.md §8),
// on the book's scenario 6.1 (Standoff at Bishamon II): ships left to drift (§2.3: a ship without orders gets the
// idle plot), ships that plot no fire while a weapon bears on a target (§2.35), and paths into a planet (§3.21,
// ruling B11) or off the battlefield (ruling B6).
import { describe, expect, test } from 'vitest';
import { readySubmission } from '../../../../src/rules/core/ready.ts';
import type { VoidstrikerState } from '../../../../src/rules/voidstriker/state.ts';
import { voidstriker } from '../../../../src/rules/voidstriker/system.ts';
import { expectOk, fireStage, state61, withShip } from './fixtures.ts';

/** A line about the Battlecruiser itself (not Battlecruiser 2). */
const aboutBattlecruiser = (line: string): boolean => /^Battlecruiser (holds|has)\b/.test(line);

function warnings(state: VoidstrikerState, seat: string, text: string | null): string[] {
  const draft = text === null ? null : expectOk(voidstriker.parse(state, seat, text));
  return voidstriker.assist.readyWarnings(state, seat, readySubmission(voidstriker, state, seat, draft), draft === null);
}

describe('the round plot (§2.3)', () => {
  test('sending nothing: every ship is named as drifting, tracking nothing and holding fire', () => {
    const lines = warnings(state61(), 'ben', null);
    expect(lines.filter((l) => l.endsWith('has no orders: it drifts, tracks nothing and holds fire.'))).toEqual([
      'Heavy Cruiser has no orders: it drifts, tracks nothing and holds fire.',
      'Fleet Intruder has no orders: it drifts, tracks nothing and holds fire.',
      'Fleet Intruder 2 has no orders: it drifts, tracks nothing and holds fire.',
    ]);
  });

  test('a ship with a manoeuvre but no fire while a weapon bears on a target now holds fire (§2.35)', () => {
    // The Heavy Cruiser moved to where the Battlecruiser's Mk-V mass driver and lasers bear on it (fire step echo test).
    const s = withShip(state61(), 'unsn-5', { position: { x: 39.5, y: 30.010407640085653 } });
    const lines = warnings(s, 'ana', 'Battlecruiser: thrust 4/0/0 · move a4 | 0 | 0 | 0');
    expect(lines.find((l) => aboutBattlecruiser(l))).toMatch(/^Battlecruiser holds fire: it has \d+ targets? in arc now \(Heavy Cruiser \d+"/);
    const firing = warnings(s, 'ana', 'Battlecruiser: thrust 4/0/0 · move a4 | 0 | 0 | 0 · fire Mk-V > Heavy Cruiser ph1 if locked');
    expect(firing.some((l) => aboutBattlecruiser(l))).toBe(false);
    // "hold" keeps the lasers for point-blank fire: a fire plan of its own.
    const holding = warnings(s, 'ana', 'Battlecruiser: thrust 4/0/0 · move a4 | 0 | 0 | 0 · hold');
    expect(holding.some((l) => aboutBattlecruiser(l))).toBe(false);
  });

  test('a drift into Bishamon II is said before it happens, in the warnings and the echo (§3.21, ruling B11)', () => {
    // Missile Destroyer (ana) 0.5" east of the planet (centre 16,24; radius 5.5), drifting west 2" a phase.
    const s = withShip(state61(), 'ijn-3', { position: { x: 22, y: 24 }, vectorCounter: { x: 14, y: 24 }, heading: 270, drift: { speed: 8, direction: { x: -1, y: 0 } } });
    const name = s.ships.find((x) => x.id === 'ijn-3')?.name ?? '';
    const lines = warnings(s, 'ana', null);
    expect(lines).toContain(`${name} has no orders: it drifts, tracks nothing and holds fire.`);
    expect(lines.find((l) => l.startsWith(`⚠ ${name}'s path enters Bishamon II`))).toMatch(/it would be destroyed there/);
    const echo = voidstriker.assist.echo(s, 'ana', readySubmission(voidstriker, s, 'ana', null));
    expect(echo.find((l) => l.startsWith(`— ⚠ ${name}'s path enters Bishamon II`))).toBeDefined();
  });
});

describe('fire after a phase (option firePerPhase)', () => {
  const s = fireStage(withShip(state61(true), 'unsn-5', { position: { x: 39.5, y: 30.010407640085653 } }));

  test('a ship that fires nothing this phase, with no plotted fire and a target in arc, holds fire', () => {
    expect(warnings(s, 'ana', null).find((l) => aboutBattlecruiser(l))).toMatch(/^Battlecruiser holds fire after phase b: it has \d+ targets? in arc now \(Heavy Cruiser 17"/);
    expect(warnings(s, 'ana', 'Battlecruiser: fire Mk-V > Heavy Cruiser').some((l) => aboutBattlecruiser(l))).toBe(false);
  });

  test('a ship whose round plot already fires is not asked about', () => {
    const plot = expectOk(voidstriker.parse(state61(), 'ana', 'Battlecruiser: fire Mk-V > Heavy Cruiser ph3 if locked'));
    const plots = plot.kind === 'plot' ? Object.fromEntries(plot.plot.ships.map((p) => [p.shipId, p])) : {};
    const planned = { ...s, pending: s.pending ? { ...s.pending, plots } : null };
    expect(warnings(planned, 'ana', null).some((l) => aboutBattlecruiser(l))).toBe(false);
  });
});
