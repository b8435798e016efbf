import { describe, expect, test } from 'vitest';
import { capPlot, DRIFT_ONLY, validatePhaseManoeuvre, validatePlot, type ManoeuvrePlot } from '../../../../src/rules/voidstriker/movement/plot.ts';
import { MISSILE_LIMITS } from '../../../../src/rules/voidstriker/movement/moving-ship.ts';

const code = (r: { ok: boolean; error?: { code: string } }) => (r.ok ? 'ok' : r.error?.code);
const plot = (accel: number, phases: [number, number][], evasive = 0): ManoeuvrePlot => ({
  thrust: { accel, evasive, attack: 0 },
  phases: phases.map(([turn, a]) => ({ turn, accel: a })),
});

describe('the manoeuvre plot (Voidstriker §2.342, §2.343)', () => {
  // Voidstriker §2.342: "A ship with Turn Mode 90 … may change its facing up to 90 degrees in either direction."
  test('B5: Turn Mode 90 allows −90..+90 in a phase', () => {
    expect(code(validatePhaseManoeuvre({ turn: 90, accel: 0 }, 90, 0))).toBe('ok');
    expect(code(validatePhaseManoeuvre({ turn: -90, accel: 0 }, 90, 0))).toBe('ok');
    expect(code(validatePhaseManoeuvre({ turn: 91, accel: 0 }, 90, 0))).toBe('ERR_TURN_OVER_MODE');
    expect(code(validatePhaseManoeuvre({ turn: -90.5, accel: 0 }, 90, 0))).toBe('ERR_TURN_OVER_MODE');
  });

  // Voidstriker §2.342, §2.351: a missile (Turn Mode 180) can face any direction in each phase.
  test('B5: Turn Mode 180 reaches every facing', () => {
    for (const turn of [-180, -135, 0, 45, 179.5, 180]) expect(code(validatePhaseManoeuvre({ turn, accel: 12 }, MISSILE_LIMITS.turnMode, 12))).toBe('ok');
  });

  // A worked case (§2.342, §2.362): UNSN DE (TM 70, TF 4): a plot turn of 90 is invalid; after damage TM 55, and 27 without a captain.
  test('D4: the Destroyer Escort cannot turn 90; damaged limits are enforced', () => {
    const de = { thrustFactor: 4, turnMode: 70 };
    expect(code(validatePlot(plot(4, [[90, 4], [0, 4], [0, 4], [0, 4]]), de))).toBe('ERR_TURN_OVER_MODE');
    expect(code(validatePlot(plot(4, [[70, 4], [-70, 4], [0, 4], [0, 4]]), de))).toBe('ok');
    const damaged = { thrustFactor: 2, turnMode: 55 };
    expect(code(validatePlot(plot(2, [[55, 2], [0, 0], [0, 0], [0, 0]]), damaged))).toBe('ok');
    expect(code(validatePlot(plot(2, [[56, 2], [0, 0], [0, 0], [0, 0]]), damaged))).toBe('ERR_TURN_OVER_MODE');
    expect(code(validatePlot(plot(3, [[0, 0], [0, 0], [0, 0], [0, 0]]), damaged))).toBe('ERR_THRUST_OVER');
    const noCaptain = { thrustFactor: 2, turnMode: 27 };
    expect(code(validatePlot(plot(0, [[27, 0], [-27, 0], [28, 0], [0, 0]]), noCaptain))).toBe('ERR_TURN_OVER_MODE');
  });

  // §2.343 with ruling B3: A is the most quarter-inches in EACH phase (A = 4 allows 1" in every phase).
  test('acceleration is 0..A whole quarter-inches in every phase', () => {
    const limits = { thrustFactor: 4, turnMode: 60 };
    expect(code(validatePlot(plot(4, [[0, 4], [0, 4], [0, 4], [0, 4]]), limits))).toBe('ok');
    expect(code(validatePlot(plot(3, [[0, 4], [0, 0], [0, 0], [0, 0]], 1), limits))).toBe('ERR_ACCEL_OVER');
    expect(code(validatePlot(plot(4, [[0, 1.5], [0, 0], [0, 0], [0, 0]]), limits))).toBe('ERR_ACCEL_NOT_WHOLE');
    expect(code(validatePlot(plot(4, [[0, -1], [0, 0], [0, 0], [0, 0]]), limits))).toBe('ERR_ACCEL_NOT_WHOLE');
    expect(code(validatePlot(plot(4, [[Number.NaN, 0], [0, 0], [0, 0], [0, 0]]), limits))).toBe('ERR_TURN_NOT_NUMBER');
    expect(code(validatePlot(plot(4, [[0, 0], [0, 0], [0, 0]]), limits))).toBe('ERR_PLOT_PHASES');
    expect(code(validatePlot(DRIFT_ONLY, { thrustFactor: 0, turnMode: 0 }))).toBe('ok');
  });

  test('the error says which phase is wrong', () => {
    const r = validatePlot(plot(2, [[0, 0], [0, 0], [0, 3], [0, 0]]), { thrustFactor: 4, turnMode: 60 });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.at).toBe('phase c');
  });

  // Ruling F17: a mid-round loss of thrust caps the phases not yet moved, and evasive/attack at once.
  test('capping a plot after thrust is lost mid-round', () => {
    const capped = capPlot(plot(3, [[10, 3], [0, 3], [-10, 3], [0, 3]], 1), 'c', 2);
    expect(capped.phases.map((p) => p.accel)).toEqual([3, 3, 2, 2]);
    expect(capped.phases.map((p) => p.turn)).toEqual([10, 0, -10, 0]);
    expect(capped.thrust).toEqual({ accel: 3, evasive: 1, attack: 0 });
    expect(capPlot(plot(0, [[0, 0], [0, 0], [0, 0], [0, 0]], 4), 'a', 2).thrust.evasive).toBe(2);
  });
});
