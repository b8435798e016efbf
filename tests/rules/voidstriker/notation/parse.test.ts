import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { parsePhase, parseThrust } from '../../../../src/rules/voidstriker/notation/phrases.ts';
import { parseRoundPlot } from '../../../../src/rules/voidstriker/notation/parse.ts';
import type { RoundPlot, ShipPlot } from '../../../../src/rules/voidstriker/notation/types.ts';
import { CTX, DE_CTX } from './fixtures.ts';

const value = (text: string, ctx = CTX): RoundPlot => {
  const r = parseRoundPlot(text, ctx);
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
};
const ship = (text: string, id = 'warhawk', ctx = CTX): ShipPlot => value(text, ctx).ships.find((s) => s.shipId === id)!;
const codes = (text: string, ctx = CTX): string[] => {
  const r = parseRoundPlot(text, ctx);
  return r.ok ? [] : r.error.map((e) => e.code);
};

describe('phase and thrust tokens (Voidstriker §2.31, §2.342, §2.343)', () => {
  test('phases: starboard is +, port is −, aN quarter-inches', () => {
    expect(parsePhase('S30 a4')).toEqual({ turn: 30, accel: 4 });
    expect(parsePhase(' p15  A2 ')).toEqual({ turn: -15, accel: 2 });
    expect(parsePhase('a3')).toEqual({ turn: 0, accel: 3 });
    expect(parsePhase('L22.5')).toEqual({ turn: -22.5, accel: 0 });
    expect(parsePhase('R30/3')).toEqual({ turn: 30, accel: 3 }); // the help's form
    expect(parsePhase('0/2')).toEqual({ turn: 0, accel: 2 });
    expect(parsePhase('0')).toEqual({ turn: 0, accel: 0 });
    expect(parsePhase('')).toEqual({ turn: 0, accel: 0 });
    expect(parsePhase('30')).toBeNull();
    expect(parsePhase('S30 b4')).toBeNull();
  });
  test('thrust: A/E/T, spaces, or letters', () => {
    expect(parseThrust('4/2/0')).toEqual({ accel: 4, evasive: 2, attack: 0 });
    expect(parseThrust('4 0 2')).toEqual({ accel: 4, evasive: 0, attack: 2 });
    expect(parseThrust('3')).toEqual({ accel: 3, evasive: 0, attack: 0 });
    expect(parseThrust('a3 E1')).toEqual({ accel: 3, evasive: 1, attack: 0 });
    expect(parseThrust('x')).toBeNull();
    expect(parseThrust('a1 a2')).toBeNull();
  });
});

describe('parsing a round plot (Voidstriker §2.31, §2.33, §2.331, §2.35, §2.351)', () => {
  test('the brief\'s example line', () => {
    const p = ship('Warhawk: thrust 4/2/0 · sensors 2>Raider, ecm 1>Raider · move S30 a4 | a4 | P15 a2 | a4 · fire Mk-V laser > Raider ph2 if locked; missiles > Raider · hold point-blank');
    expect(p).toEqual({
      shipId: 'warhawk',
      manoeuvre: {
        thrust: { accel: 4, evasive: 2, attack: 0 },
        phases: [
          { turn: 30, accel: 4 },
          { turn: 0, accel: 4 },
          { turn: -15, accel: 2 },
          { turn: 0, accel: 4 },
        ],
      },
      sensors: [
        { target: 'raider', sensors: 2, job: 'track' },
        { target: 'raider', sensors: 1, job: 'ecm' },
      ],
      fire: [{ mount: 'mk5', target: 'raider', phase: 2, condition: 'ifLocked' }],
      launch: [{ mount: 'tubes', target: 'raider', phase: 'any', condition: 'always' }],
      // §2.351 hold fire: every direct-fire mount without a fire order waits for point blank.
      standing: { pointBlank: ['lb'], drivesShutDown: false },
    });
  });

  test('forgiving: case, spaces, prefixes, several lines per ship, colons after section words', () => {
    const text = 'war:THRUST: 2 / 0 / 2\n  sens 1 >vip,1 r\n move p60 a2|a2|0|0\nkes: track viper · mv drift · ecm 1 raid · fire tur>vip p3 if in arc';
    const r = value(text);
    expect(r.ships[0]!.manoeuvre.thrust).toEqual({ accel: 2, evasive: 0, attack: 2 });
    expect(r.ships[0]!.sensors).toEqual([
      { target: 'viper', sensors: 1, job: 'track' },
      { target: 'raider', sensors: 1, job: 'track' },
    ]);
    expect(r.ships[0]!.manoeuvre.phases[0]).toEqual({ turn: -60, accel: 2 });
    expect(r.ships[1]!.sensors).toEqual([
      { target: 'viper', sensors: 1, job: 'track' },
      { target: 'raider', sensors: 1, job: 'ecm' },
    ]);
    expect(r.ships[1]!.fire).toEqual([{ mount: 't1', target: 'viper', phase: 3, condition: 'ifInArc' }]);
  });

  test('conditions and phases of fire orders', () => {
    const fire = (o: string) => ship(`Warhawk: sensors 1>Raider · fire ${o}`).fire[0];
    expect(fire('mkv > raider')).toEqual({ mount: 'mk5', target: 'raider', phase: 'any', condition: 'always' });
    expect(fire('mkv > raider phase 4 always')).toEqual({ mount: 'mk5', target: 'raider', phase: 4, condition: 'always' });
    expect(fire('mkv > raider if locked and in arc')).toEqual({ mount: 'mk5', target: 'raider', phase: 'any', condition: 'ifLockedAndInArc' });
    expect(fire('mkv>raider ph c if arc')).toEqual({ mount: 'mk5', target: 'raider', phase: 3, condition: 'ifInArc' });
    expect(fire('mkv>raider iflocked ph1')).toEqual({ mount: 'mk5', target: 'raider', phase: 1, condition: 'ifLocked' });
  });

  test('one ship needs no name; ships left out are idle', () => {
    const only = { ...CTX, ships: [CTX.ships[1]!] };
    expect(value('thrust 0/2/0 · move S45|0|0|0', only).ships[0]!.manoeuvre.thrust.evasive).toBe(2);
    const r = value('Kestrel: thrust 1 · move a1|a1|a1|a1');
    expect(r.ships.map((s) => s.shipId)).toEqual(['warhawk', 'kestrel']);
    expect(r.ships[0]!.manoeuvre.thrust.accel).toBe(0);
  });

  test('bare ecm jams the only enemy; with two enemies it must be named (§2.331)', () => {
    const one = { ...CTX, targets: [CTX.targets[0]!] };
    expect(ship('Warhawk: ecm 2', 'warhawk', one).sensors).toEqual([{ target: 'raider', sensors: 2, job: 'ecm' }]);
    expect(codes('Warhawk: ecm 2')).toEqual(['ERR_PLOT_SENSOR_TARGET']);
  });

  // A worked case (Voidstriker §2.342; Ch. 5 UNSN DE, Turn Mode 70, Thrust Factor 4): a plot turn of 90 is invalid.
  test('D4: a 90° turn by the UNSN DE is rejected with its place', () => {
    const r = parseRoundPlot('de: thrust 4/0/0 · move S90 a4 | a4 | a4 | a4', DE_CTX);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error).toHaveLength(1);
    expect(r.error[0]).toMatchObject({ code: 'ERR_TURN_OVER_MODE', at: 'UNSN DE move phase 1' });
    expect(r.error[0]!.suggestion).toContain('70');
    expect(codes('de: thrust 4/0/0 · move S70 a4 | P70 a4 | a4 | a4', DE_CTX)).toEqual([]);
  });

  test('every problem is reported at once, with where and how to fix', () => {
    const r = parseRoundPlot('Warhawk: thrust 5/2/0 · sensors 3>Zed, 9>Viper · move S30 a9 | q | a1 · fire blaster > Raider; m > Viper\nKestrel: fire tur > ', CTX);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.map((e) => e.code)).toEqual([
      'ERR_PLOT_UNKNOWN_NAME', // Zed
      'ERR_PLOT_PHASE', // q
      'ERR_PLOT_UNKNOWN_NAME', // blaster
      'ERR_PLOT_AMBIGUOUS', // m: Mk-V laser or missiles
      'ERR_PLOT_FIRE', // no target
      'ERR_THRUST_OVER',
      'ERR_PLOT_PHASES', // 3 phases
      'ERR_ACCEL_OVER',
      'ERR_SENSORS_OVERCOMMITTED',
    ]);
    for (const e of r.error) expect(e.at).toBeTruthy();
    expect(r.error[0]!.suggestion).toContain('Raider, Viper');
    expect(r.error[1]!.at).toContain('line 1');
  });

  test('unknown ship, missing name, empty input, tubes in hold, non-tubes in launch', () => {
    expect(codes('Hawk: thrust 1')).toEqual(['ERR_PLOT_UNKNOWN_NAME']);
    expect(codes('thrust 1')).toEqual(['ERR_PLOT_NO_SHIP']);
    expect(codes('')).toEqual(['ERR_PLOT_EMPTY']);
    expect(codes('Warhawk: hold missiles')).toEqual(['ERR_PLOT_HOLD_TUBES']);
    expect(codes('Warhawk: launch mkv > raider')).toEqual(['ERR_PLOT_NOT_TUBES']);
    expect(codes('Warhawk: thrust 1 · thrust 2')).toEqual(['ERR_PLOT_THRUST_TWICE']);
    expect(codes('Warhawk: thrust 1\nWarhawk: move 0|0|0|0')).toEqual(['ERR_ORDERS_TWICE']);
    expect(codes('Warhawk: fire mkv > raider always if locked')).toEqual(['ERR_PLOT_FIRE_CONDITION']);
    expect(codes('Warhawk: 4/0/0')).toEqual(['ERR_PLOT_NO_SECTION']);
  });

  test('repeated sensor entries add up; shutdown', () => {
    const p = ship('Warhawk: sensors 1>raider, 2>raider · shutdown');
    expect(p.sensors).toEqual([{ target: 'raider', sensors: 3, job: 'track' }]);
    expect(p.standing.drivesShutDown).toBe(true);
    expect(codes('Warhawk: thrust 1 · shutdown')).toEqual(['ERR_PLOT_SHUTDOWN_THRUST']);
  });

  // Voidstriker §3.22: laser turrets may be assigned to asteroid defence; §3.23 landing and take-off.
  test('asteroid defence, landing and take-off are standing orders', () => {
    expect(ship('Kestrel: move 0|0|0|0 · ad', 'kestrel').standing.asteroidDefence).toEqual(['t1']);
    expect(ship('Kestrel: asteroid-defence turret', 'kestrel').standing.asteroidDefence).toEqual(['t1']);
    expect(codes('Warhawk: ad mkv')).toEqual(['ERR_PLOT_DEFENCE_TURRET']);
    expect(codes('Kestrel: fire turret > raider · ad turret')).toEqual(['ERR_PLOT_DEFENCE_AND_FIRE']);
    expect(ship('Kestrel: land', 'kestrel').standing.surface).toBe('land');
    expect(ship('Kestrel: takeoff', 'kestrel').standing.surface).toBe('takeOff');
    expect(codes('Kestrel: land now')).toEqual(['ERR_PLOT_SURFACE']);
  });

  test('property: no string crashes the parser', () => {
    const alphabet = fc.constantFrom(...'Warhawk Kestrel Raider Viper thrust sensors ecm move fire launch hold shutdown ph if locked arc ><|:;,·•/0123456789 SPa-\n'.split(''));
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: alphabet, maxLength: 80 }), fc.string({ unit: 'grapheme', maxLength: 40 })), (text) => {
        const r = parseRoundPlot(text, CTX);
        expect(typeof r.ok).toBe('boolean');
        if (!r.ok) for (const e of r.error) expect(typeof e.message).toBe('string');
      }),
      { numRuns: 2000 },
    );
  });
});

describe('fire all > Target: every direct-fire mount with no other job (issue 24 trap 2; §2.35 "each weapon or battery may fire once per combat round")', () => {
  test('every weapon mount, not the tubes, each waiting until it bears; "if locked" stays', () => {
    expect(ship('Warhawk: sensors 1>Raider · fire all > Raider').fire).toEqual([
      { mount: 'mk5', target: 'raider', phase: 'any', condition: 'ifInArc' },
      { mount: 'lb', target: 'raider', phase: 'any', condition: 'ifInArc' },
    ]);
    expect(ship('Warhawk: fire everything > Viper ph3 if locked').fire).toEqual([
      { mount: 'mk5', target: 'viper', phase: 3, condition: 'ifLockedAndInArc' },
      { mount: 'lb', target: 'viper', phase: 3, condition: 'ifLockedAndInArc' },
    ]);
    expect(ship('Warhawk: fire all > Raider').launch).toEqual([]);
  });

  test('a mount named elsewhere in the block (fire, hold) keeps that job; hold without mounts gets what is left', () => {
    expect(ship('Warhawk: fire all > Raider; Laser B > Viper').fire).toEqual([
      { mount: 'lb', target: 'viper', phase: 'any', condition: 'always' },
      { mount: 'mk5', target: 'raider', phase: 'any', condition: 'ifInArc' },
    ]);
    const held = ship('Warhawk: fire all > Raider · hold Laser B');
    expect(held.fire.map((o) => o.mount)).toEqual(['mk5']);
    expect(held.standing.pointBlank).toEqual(['lb']);
    expect(ship('Warhawk: fire all > Raider · hold').standing.pointBlank).toEqual([]);
  });

  test('refused: "all" twice, no mount left, no target, an unknown target', () => {
    expect(codes('Warhawk: fire all > Raider; all > Viper')).toContain('ERR_PLOT_FIRE_ALL_TWICE');
    expect(codes('Kestrel: fire all > Raider · hold Turret')).toContain('ERR_PLOT_FIRE_ALL_NONE');
    expect(codes('Warhawk: fire all >')).toEqual(['ERR_PLOT_FIRE']);
    expect(codes('Warhawk: fire all > Nobody')).toEqual(['ERR_PLOT_UNKNOWN_NAME']);
  });
});
