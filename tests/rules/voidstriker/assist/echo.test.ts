// The draft read back (src/rules/voidstriker/assist/echo.ts). Voidstriker §2.31 thrust against the Thrust Factor,
// §2.33 sensors; §3.21 / ruling B11 planet entry; ruling B6 playfield.
import { describe, expect, test } from 'vitest';
import { echo } from '../../../../src/rules/voidstriker/assist/echo.ts';
import { merge } from '../../../../src/rules/voidstriker/assist/merge.ts';
import { fireOf, fireStage, plotOf, state61, withShip } from './fixtures.ts';

describe('round plot echo', () => {
  test('one line per ship, normalised, with thrust and sensors used', () => {
    const s = state61();
    const lines = echo(s, 'ana', plotOf(s, 'ana', 'battlecruiser: thr 4/0/0; sens 3>heavy; move s30 a4|a4|p15 a2|a4; fire mkv>heavy ph2 if locked'));
    expect(lines[0]).toBe('Battlecruiser: thrust 4/0/0 · sensors 3>Heavy Cruiser · move S30 a4 | a4 | P15 a2 | a4 · fire Mk-V mass driver > Heavy Cruiser ph2 if locked — thrust 4 of 4, sensors 3 of 12 ✔');
    expect(lines[1]).toBe('Battlecruiser 2: thrust 0/0/0 · move 0 | 0 | 0 | 0 — thrust 0 of 4, sensors 0 of 12 ✔');
    expect(lines).toHaveLength(4);
  });

  test('the echo, notes and all, parses back to the same plot (round trip through merge)', () => {
    const s = state61();
    const sub = plotOf(s, 'ana', 'Missile Destroyer: thrust 2/0/4 · ecm 2>Fleet Intruder · move P75 a2 | 0 | 0 | a2 · hold');
    const text = echo(s, 'ana', sub).join('\n');
    expect(plotOf(s, 'ana', merge(s, 'ana', null, text))).toEqual(sub);
  });

  test('a fire or launch order at a target the ship does not track is said to be unable to fire (§2.33 no lock without tracking)', () => {
    const s = state61();
    const sub = plotOf(s, 'ana', 'Battlecruiser: thrust 4/0/0 · sensors 3>Fleet Intruder · move a4|a4|a4|a4 · fire Mk-V > Heavy Cruiser if locked; Dual Mk-IV laser turret (1) > Fleet Intruder · launch Dual Mk-IV missiles > Heavy Cruiser');
    const lines = echo(s, 'ana', sub);
    expect(lines[0]).toBe(
      'Battlecruiser: thrust 4/0/0 · sensors 3>Fleet Intruder · move a4 | a4 | a4 | a4 · fire Mk-V mass driver > Heavy Cruiser if locked; Dual Mk-IV laser turret (1) > Fleet Intruder · launch Dual Mk-IV missiles > Heavy Cruiser' +
        ' — thrust 4 of 4, sensors 3 of 12 ✔ · Mk-V mass driver cannot fire: Battlecruiser does not track Heavy Cruiser (add sensors 1>Heavy Cruiser)' +
        ' · Dual Mk-IV missiles cannot fire: Battlecruiser does not track Heavy Cruiser (add sensors 1>Heavy Cruiser)',
    );
    // The warning is a note: the line pasted back is the same plot.
    expect(plotOf(s, 'ana', merge(s, 'ana', null, lines.join('\n')))).toEqual(sub);
  });

  test('a ship whose captain is out tracks what it tracked last round (§2.362): no warning for that target, one for the one it tracks now', () => {
    const s0 = state61();
    const bc = s0.ships.find((x) => x.id === 'ijn-1');
    const s = withShip(s0, 'ijn-1', bc ? { condition: { ...bc.condition, crew: { ...bc.condition.crew, captain: 0 } }, lastSensors: [{ target: 'unsn-5', job: 'track', sensors: 2 }] } : {});
    const line = echo(s, 'ana', plotOf(s, 'ana', 'Battlecruiser: thrust 4/0/0 · sensors 3>Fleet Intruder · move a4|a4|a4|a4 · fire Mk-V > Heavy Cruiser; Dual Mk-IV laser turret (1) > Fleet Intruder'))[0] ?? '';
    expect(line).not.toContain('Mk-V mass driver cannot fire');
    expect(line).toContain('Dual Mk-IV laser turret (1) cannot fire: Battlecruiser does not track Fleet Intruder');
  });

  test('a path into Bishamon II is warned about', () => {
    // Missile Destroyer (TF 6, TM 75) 3" off the planet, facing east; it turns 165° to port toward the planet's
    // centre and runs 4.5" in at 1.5" a phase: it must enter the 11" disc.
    const s = state61();
    const lines = echo(s, 'ana', plotOf(s, 'ana', 'Missile Destroyer: thrust 6/0/0 · move P75 | P75 a6 | P15 a6 | a6'));
    expect(lines.find((l) => l.startsWith('— ⚠'))).toMatch(/^— ⚠ Missile Destroyer's path enters Bishamon II in phase [bcd]: it would be destroyed there/);
    expect(echo(s, 'ana', plotOf(s, 'ana', 'Missile Destroyer: thrust 6/0/0 · move a6 | a6 | a6 | a6')).some((l) => l.includes('⚠'))).toBe(false);
  });

  test('a path off the playfield is warned about', () => {
    // Fleet Intruder at rest 0.5" inside the east edge (x 71.5 of 72), facing east, 1" a phase: out in phase a.
    const s = withShip(state61(), 'unsn-6', { position: { x: 71.5, y: 24 }, vectorCounter: { x: 71.5, y: 24 }, heading: 90, drift: { speed: 0, direction: { x: 0, y: 0 } } });
    const lines = echo(s, 'ben', plotOf(s, 'ben', 'Fleet Intruder: thrust 4/0/0 · move a4 | a4 | a4 | a4'));
    // Bishamon II is fixed terrain, so a ship whose centre ends the round outside the playfield departs (ruling B6).
    expect(lines).toContain('— ⚠ Fleet Intruder ends the round outside the playfield (x 75.5, y 24.0): it leaves the battlefield and is out of the battle.');
  });
});

describe('fire step echo', () => {
  test('one line per ship, each order with range, arc, lock and base to-hit; ships without orders hold fire', () => {
    const unlocked = fireStage(withShip(state61(true), 'unsn-5', { position: { x: 39.5, y: 30.010407640085653 } }));
    // Battlecruiser locked the Heavy Cruiser at the start of the round (§2.33), not the Fleet Intruder.
    const s = unlocked.pending ? { ...unlocked, pending: { ...unlocked.pending, locks: { 'ijn-1': { 'unsn-5': 2 } } } } : unlocked;
    const lines = echo(s, 'ana', fireOf(s, 'ana', 'Battlecruiser: fire Mk-V > Heavy Cruiser; Dual Mk-IV laser turret (1) > Fleet Intruder'));
    expect(lines[0]).toBe(
      'Battlecruiser: fire Mk-V mass driver > Heavy Cruiser; Dual Mk-IV laser turret (1) > Fleet Intruder — Mk-V mass driver 17" · in arc ✔ · hits on 5+ before modifiers; Dual Mk-IV laser turret (1) 48" · in arc ✔ · not locked this round ✘ · hits on 4+ before modifiers',
    );
    expect(lines[1]).toBe('Battlecruiser 2: hold');
  });
});
