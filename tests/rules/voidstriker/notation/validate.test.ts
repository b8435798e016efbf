import { describe, expect, test } from 'vitest';
import { validateShipPlot } from '../../../../src/rules/voidstriker/notation/validate.ts';
import { idleShipPlot, type ShipPlot } from '../../../../src/rules/voidstriker/notation/types.ts';
import { CTX, DE_CTX } from './fixtures.ts';

const warhawk = CTX.ships[0]!;
const de = DE_CTX.ships[0]!;
const codes = (plot: ShipPlot, ship = warhawk) => validateShipPlot(plot, ship).map((e) => e.code);
const withManoeuvre = (accel: number, turns: number[], extra: Partial<ShipPlot> = {}, evasive = 0, attack = 0): ShipPlot => ({
  ...idleShipPlot('warhawk'),
  manoeuvre: { thrust: { accel, evasive, attack }, phases: turns.map((turn) => ({ turn, accel })) },
  ...extra,
});

describe('validating one ship\'s round orders', () => {
  test('an idle plot is valid', () => {
    expect(codes(idleShipPlot('warhawk'))).toEqual([]);
  });

  // A worked case (Voidstriker §2.342, Ch. 5 UNSN DE Turn Mode 70): a plot turn of 90 is invalid.
  test('D4: the UNSN DE cannot turn 90 in a phase', () => {
    expect(codes(withManoeuvre(4, [90, 0, 0, 70]), de)).toEqual(['ERR_TURN_OVER_MODE']);
    expect(codes(withManoeuvre(4, [70, -70, 0, 0]), de)).toEqual([]);
  });

  // Voidstriker §2.31, §2.35: the split fits the Thrust Factor, never evasive with attack; every problem at once.
  test('reports every problem, not just the first', () => {
    const plot = withManoeuvre(5, [61, 0, -90, 0], {
      sensors: [{ target: 'raider', sensors: 5, job: 'track' }],
      fire: [
        { mount: 'mk5', target: 'raider', phase: 1, condition: 'always' },
        { mount: 'mk5', target: 'viper', phase: 2, condition: 'always' },
      ],
      standing: { pointBlank: ['mk5'], drivesShutDown: true },
    }, 1, 1);
    expect(codes(plot)).toEqual([
      'ERR_EVASIVE_AND_ATTACK',
      'ERR_TURN_OVER_MODE',
      'ERR_TURN_OVER_MODE',
      'ERR_SENSORS_OVERCOMMITTED',
      'ERR_PLOT_MOUNT_TWICE',
      'ERR_PLOT_HOLD_AND_FIRE',
      'ERR_PLOT_SHUTDOWN_THRUST',
    ]);
    expect(validateShipPlot(plot, warhawk)[1]?.at).toBe('Warhawk move phase 1');
  });

  // Voidstriker §2.31: A + E + T ≤ Thrust Factor.
  test('thrust over the Thrust Factor', () => {
    expect(codes(withManoeuvre(6, [0, 0, 0, 0], {}, 1))).toEqual(['ERR_THRUST_OVER']);
  });

  test('a move needs four phases', () => {
    const plot: ShipPlot = { ...idleShipPlot('warhawk'), manoeuvre: { thrust: { accel: 0, evasive: 0, attack: 0 }, phases: [{ turn: 0, accel: 0 }] } };
    expect(codes(plot)).toEqual(['ERR_PLOT_PHASES']);
  });
});
