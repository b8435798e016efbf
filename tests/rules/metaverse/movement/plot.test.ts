import { describe, expect, test } from 'vitest';
import { isBlankPlot, validatePlot, type SquadronPlot } from '../../../../src/rules/metaverse/movement/plot.ts';
import { drive, thunderchild, vengeance } from './fixtures.ts';

const cine = (over: Partial<SquadronPlot> = {}): SquadronPlot => ({
  squadron: 'sq-1',
  method: 'cinematic',
  cinematic: { accel: 0, decel: 0, turns: [] },
  manoeuvres: [],
  manoeuvresPaid: 0,
  ...over,
});
const newt = (over: Partial<SquadronPlot> = {}): SquadronPlot => ({
  squadron: 'sq-2',
  method: 'newtonian',
  newtonian: { thrust: [] },
  manoeuvres: [],
  manoeuvresPaid: 0,
  ...over,
});
const squareCtx = (ships = [thunderchild()]) => ({ directionality: 'square' as const, method: 'cinematic' as const, ships });
const hexCtx = (ships = [vengeance()]) => ({ directionality: 'hexagon' as const, method: 'newtonian' as const, ships, rotation: 0 });
const codes = (r: ReturnType<typeof validatePlot>) => (r.ok ? [] : r.error.map((e) => e.code));
const uses = (r: ReturnType<typeof validatePlot>) => (r.ok ? r.value.assignments[0]?.uses.map((u) => `${u.drive}:${u.action}:${u.points}`) : null);

describe('the movement plot (Metaverse p.5 "Plot Movement Step", p.7–12)', () => {
  // Cinematic Movement example, Metaverse p.8: both stern drives accelerate 4; the port drive gives one starboard turn and
  // its other 2 points cannot go to another action.
  test('Cinematic Movement example (p.8): Thunderchild +4 and one starboard turn', () => {
    const r = validatePlot(cine({ cinematic: { accel: 4, decel: 0, turns: ['S'] } }), squareCtx());
    expect(uses(r)).toEqual(['S1:accelerate:2', 'S2:accelerate:2', 'P:starboard turns:1']);
    // more than the stern drives give, or a fourth starboard turn, is impossible; mixed turns use both sides (A18)
    expect(codes(validatePlot(cine({ cinematic: { accel: 5, decel: 0, turns: [] } }), squareCtx()))).toEqual(['ERR_PLOT_DRIVES']);
    expect(codes(validatePlot(cine({ cinematic: { accel: 0, decel: 0, turns: ['S', 'S', 'S', 'S'] } }), squareCtx()))).toEqual(['ERR_PLOT_DRIVES']);
    expect(codes(validatePlot(cine({ cinematic: { accel: 0, decel: 0, turns: ['S', 'P', 'S'] } }), squareCtx()))).toEqual([]);
  });

  // Metaverse p.13: unused thrust = capacity (12) − points spent (5).
  test('unused thrust for RAM', () => {
    const r = validatePlot(cine({ cinematic: { accel: 4, decel: 0, turns: ['S'] } }), squareCtx());
    expect(r.ok && r.value.assignments[0]?.unusedThrust).toBe(7);
  });

  // Newtonian Movement example, Metaverse p.9: bow 4 from both bow drives, 1 CW from a port drive, 6 from both stern drives.
  test('Newtonian Movement example (p.9): Vengeance plot is feasible', () => {
    const plot = newt({ newtonian: { rotate: { dir: 'CW', points: 1 }, thrust: [{ arc: 'bow', points: 4, step: 0 }, { arc: 'stern', points: 6, step: 1 }] } });
    expect(uses(validatePlot(plot, hexCtx()))).toEqual(['PD1:CW rotation:1', 'BW1:thrust 1 (bow):2', 'BW2:thrust 1 (bow):2', 'ST1:thrust 2 (stern):3', 'ST2:thrust 2 (stern):3']);
    // step 2 is beyond a 1-step rotation
    const bad = newt({ newtonian: { rotate: { dir: 'CW', points: 1 }, thrust: [{ arc: 'stern', points: 1, step: 2 }] } });
    expect(codes(validatePlot(bad, hexCtx()))).toEqual(['ERR_PLOT_THRUST_STEP']);
  });

  // Roll example, Metaverse p.11: one point from each side drive, 1 CP.
  test('Roll example (p.11): Thunderchild rolls with one point of each side drive', () => {
    const r = validatePlot(cine({ manoeuvres: [{ code: 'RL' }], manoeuvresPaid: 1 }), squareCtx());
    expect(uses(r)).toEqual(['P:roll:1', 'SB:roll:1']);
    expect(codes(validatePlot(cine({ manoeuvres: [{ code: 'RL' }], manoeuvresPaid: 0 }), squareCtx()))).toEqual(['ERR_PLOT_CP']);
    // the side drives then cannot also turn
    expect(codes(validatePlot(cine({ cinematic: { accel: 0, decel: 0, turns: ['S'] }, manoeuvres: [{ code: 'RL' }], manoeuvresPaid: 1 }), squareCtx()))).toEqual([
      'ERR_PLOT_DRIVES',
    ]);
  });

  // Flip example 1, Metaverse p.11: one stern drive and one bow drive; the others stay free.
  test('Flip example 1 (p.11): the remaining drives are free for other actions', () => {
    const r = validatePlot(newt({ manoeuvres: [{ code: 'FL' }], manoeuvresPaid: 1 }), hexCtx());
    expect(uses(r)).toEqual(['BW1:flip:2', 'ST1:flip:2']);
    const more = newt({ newtonian: { thrust: [{ arc: 'stern', points: 3, step: 0 }, { arc: 'bow', points: 2, step: 0 }] }, manoeuvres: [{ code: 'FL' }], manoeuvresPaid: 1 });
    expect(codes(validatePlot(more, hexCtx()))).toEqual([]);
  });

  // Flip example 2, Metaverse p.12: one size 2 stern drive and both size 1 bow drives.
  test('Flip example 2 (p.12): Thunderchild needs both bow drives', () => {
    const r = validatePlot(cine({ manoeuvres: [{ code: 'FL' }], manoeuvresPaid: 1 }), squareCtx());
    expect(uses(r)).toEqual(['B1:flip:1', 'B2:flip:1', 'S1:flip:2']);
    expect(codes(validatePlot(cine({ cinematic: { accel: 0, decel: 1, turns: [] }, manoeuvres: [{ code: 'FL' }], manoeuvresPaid: 1 }), squareCtx()))).toEqual([
      'ERR_PLOT_DRIVES',
    ]);
  });

  // Emergency Power example, Metaverse p.12: the two size 2 stern drives doubled to 4 each allow +8.
  test('Emergency Power example (p.12): Emergency Power doubles the chosen drives', () => {
    const plot = cine({ cinematic: { accel: 8, decel: 0, turns: [] }, manoeuvres: [{ code: 'EP', drives: ['S1', 'S2'] }], manoeuvresPaid: 1 });
    expect(uses(validatePlot(plot, squareCtx()))).toEqual(['S1:accelerate:4', 'S2:accelerate:4']);
    expect(codes(validatePlot({ ...plot, manoeuvres: [] }, squareCtx()))).toEqual(['ERR_PLOT_DRIVES']);
    expect(codes(validatePlot({ ...plot, manoeuvres: [{ code: 'EP', drives: ['S9'] }] }, squareCtx()))).toContain('ERR_PLOT_EP_DRIVE');
  });

  // Metaverse p.5: "If any starship in a squadron cannot perform a manoeuvre, the squadron cannot."
  test('a squadron is limited by its weakest ship', () => {
    const damaged = thunderchild({ id: 'lexington', name: 'Lexington', drives: [drive('S1', 2, ['stern'], false), drive('S2', 2, ['stern'])] });
    const r = validatePlot(cine({ cinematic: { accel: 4, decel: 0, turns: [] } }), squareCtx([thunderchild(), damaged]));
    expect(r.ok ? null : r.error.map((e) => e.at)).toEqual(['Lexington']);
  });

  // Metaverse p.5 / ruling A40: a ship without a bridge cannot plot.
  test('no bridge: only a drift', () => {
    const ship = thunderchild({ hasBridge: false });
    expect(codes(validatePlot(cine({ cinematic: { accel: 1, decel: 0, turns: [] } }), squareCtx([ship])))).toEqual(['ERR_PLOT_NO_BRIDGE']);
    expect(codes(validatePlot(cine(), squareCtx([ship])))).toEqual([]);
    expect(isBlankPlot(cine())).toBe(true);
  });

  // Metaverse p.11 "Roll": after a roll the design-port drive sits on the starboard side and gives port turns.
  test('a mirrored ship turns with its reflected drives', () => {
    const rolled = thunderchild({ mirrored: true, drives: [drive('P', 1, ['port'])] });
    expect(codes(validatePlot(cine({ cinematic: { accel: 0, decel: 0, turns: ['P'] } }), squareCtx([rolled])))).toEqual([]);
    expect(codes(validatePlot(cine({ cinematic: { accel: 0, decel: 0, turns: ['S'] } }), squareCtx([rolled])))).toEqual(['ERR_PLOT_DRIVES']);
  });

  // Hexagon roll (p.11): port-bow & starboard-stern, or port-stern & starboard-bow.
  test('hexagon roll uses opposite side drives', () => {
    expect(codes(validatePlot(newt({ manoeuvres: [{ code: 'RL' }], manoeuvresPaid: 1 }), hexCtx()))).toEqual([]);
    const oneSide = vengeance({ drives: [drive('a', 1, ['port-bow']), drive('b', 1, ['starboard-bow'])] });
    expect(codes(validatePlot(newt({ manoeuvres: [{ code: 'RL' }], manoeuvresPaid: 1 }), hexCtx([oneSide])))).toEqual(['ERR_PLOT_DRIVES']);
  });

  test('every problem is reported at once', () => {
    const plot: SquadronPlot = {
      squadron: 'sq',
      method: 'cinematic',
      cinematic: { accel: -1, decel: 0.5, turns: ['S', 'X' as 'S'] },
      newtonian: { thrust: [] },
      manoeuvres: [{ code: 'RL' }, { code: 'RL' }, { code: 'T-FTL-H', distance: 40 }, { code: 'FTL-R' }],
      manoeuvresPaid: 1,
    };
    expect(codes(validatePlot(plot, squareCtx()))).toEqual([
      'ERR_PLOT_MIXED',
      'ERR_PLOT_ACCEL',
      'ERR_PLOT_DECEL',
      'ERR_PLOT_TURN',
      'ERR_PLOT_DUPLICATE',
      'ERR_PLOT_FTL_TWICE',
      'ERR_PLOT_CP',
      'ERR_PLOT_FTL_DISTANCE',
    ]);
  });

  // Ruling A13: Newtonian side drives give rotation only.
  test('Newtonian linear thrust only from bow or stern drives', () => {
    const plot = newt({ newtonian: { thrust: [{ arc: 'port' as 'bow', points: 1, step: 0 }] } });
    expect(codes(validatePlot(plot, hexCtx()))).toEqual(['ERR_PLOT_THRUST_ARC']);
  });

  // Metaverse p.15–18: strategic jumps come from reserve; FTL needs a charged drive of the right type.
  test('FTL manoeuvres: where, and which drive', () => {
    const tj = cine({ manoeuvres: [{ code: 'T-FTL-H', distance: 75 }], manoeuvresPaid: 1 });
    const hyper = { id: 'h', type: 'hyper' as const, rating: 3, cooldown: 0, operational: true };
    expect(codes(validatePlot(tj, squareCtx([thunderchild({ ftlDrives: [hyper] })])))).toEqual([]);
    expect(codes(validatePlot(tj, squareCtx([thunderchild({ ftlDrives: [{ ...hyper, cooldown: 2 }] })])))).toEqual(['ERR_FTL_NOT_CHARGED']);
    expect(codes(validatePlot(tj, squareCtx([thunderchild({ ftlDrives: [{ ...hyper, type: 'jump' }] })])))).toEqual(['ERR_FTL_NO_DRIVE']);
    const sj = cine({ manoeuvres: [{ code: 'S-FTL-J' }], manoeuvresPaid: 1 });
    expect(codes(validatePlot(sj, squareCtx()))).toEqual(['ERR_PLOT_FTL_WHERE']);
    expect(codes(validatePlot(sj, { ...squareCtx(), where: 'reserve' }))).toEqual([]);
    expect(codes(validatePlot(tj, { ...squareCtx(), where: 'reserve' }))).toEqual(['ERR_PLOT_FTL_WHERE']);
  });
});
