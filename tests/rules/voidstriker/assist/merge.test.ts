// Merging typed and /fire orders into a seat's draft (src/rules/voidstriker/assist/merge.ts). Voidstriker §2.3
// (the round plot), §2.35 (a mount fires once a round), notation/help.ts (the notation).
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { voidstrikerAssist as A } from '../../../../src/rules/voidstriker/assist/index.ts';
import { merge } from '../../../../src/rules/voidstriker/assist/merge.ts';
import { expectOk, fireOf, fireStage, plotOf, readPlot, state61 } from './fixtures.ts';

const ship = (plot: ReturnType<typeof plotOf>, id: string) => (plot.kind === 'plot' ? plot.plot.ships.find((s) => s.shipId === id) : undefined);

describe('round plot: a named block replaces that ship’s block (§2.3)', () => {
  test('the other ships keep their blocks; the result parses to the expected plot', () => {
    const s = state61();
    const draft = plotOf(s, 'ana', 'Battlecruiser: thrust 4/0/0 · move a4 | a4 | a4 | a4\nMissile Destroyer: thrust 0/3/0 · move S30 | 0 | 0 | 0');
    const text = merge(s, 'ana', draft, 'battlecruiser 2: thrust 2/0/2 · move P55 a2 | a2 | 0 | 0');
    const merged = plotOf(s, 'ana', text);
    expect(ship(merged, 'ijn-1')).toEqual(ship(draft, 'ijn-1'));
    expect(ship(merged, 'ijn-3')).toEqual(ship(draft, 'ijn-3'));
    expect(ship(merged, 'ijn-2')?.manoeuvre).toEqual({ thrust: { accel: 2, evasive: 0, attack: 2 }, phases: [{ turn: -55, accel: 2 }, { turn: 0, accel: 2 }, { turn: 0, accel: 0 }, { turn: 0, accel: 0 }] });
  });

  test('with the scope "units" (the Plot modal, which shows the whole order) the block is the whole order, fire included', () => {
    const s = state61();
    const draft = plotOf(s, 'ana', 'Battlecruiser: thrust 4/0/0 · sensors 2>Heavy Cruiser · move a4|a4|a4|a4 · fire Mk-V > Heavy Cruiser');
    const merged = plotOf(s, 'ana', merge(s, 'ana', draft, 'Battlecruiser: thrust 0/0/0 · move 0|0|0|0', 'units'));
    expect(ship(merged, 'ijn-1')?.fire).toEqual([]);
    expect(ship(merged, 'ijn-1')?.sensors).toEqual([]);
  });

  test('"Name:" with nothing after it drops the block: the ship only drifts', () => {
    const s = state61();
    const draft = plotOf(s, 'ana', 'Battlecruiser: thrust 4/0/0 · move a4|a4|a4|a4');
    const text = merge(s, 'ana', draft, 'Battlecruiser:');
    expect(text.split('\n').some((l) => l.startsWith('Battlecruiser:'))).toBe(false);
    expect(ship(plotOf(s, 'ana', text), 'ijn-1')?.manoeuvre.thrust).toEqual({ accel: 0, evasive: 0, attack: 0 });
  });

  test('lines naming no ship of the seat are kept for the parser to report', () => {
    const s = state61();
    const text = merge(s, 'ana', null, 'Heavy Cruiser: thrust 3/0/0');
    expect(text).toContain('Heavy Cruiser: thrust 3/0/0');
    expect(readPlot(s, 'ana', text).ok).toBe(false);
  });
});

describe('a block replaces only the parts it gives (issue 16: every way to give an order composes)', () => {
  const full = 'Battlecruiser: thrust 4/0/0 · sensors 2>Heavy Cruiser · move a4|a4|a4|a4 · fire Mk-V > Heavy Cruiser if locked · launch Dual Mk-IV missiles > Heavy Cruiser · hold Dual Mk-IV laser turret (1)';

  test('a /plot of thrust and move keeps the sensors, the fire, the launch and the hold', () => {
    const s = state61();
    const draft = plotOf(s, 'ana', full);
    const merged = ship(plotOf(s, 'ana', merge(s, 'ana', draft, 'Battlecruiser: thrust 2/0/0 · move S30 a2|a2|a2|a2')), 'ijn-1');
    const before = ship(draft, 'ijn-1');
    expect(merged?.manoeuvre).toEqual({ thrust: { accel: 2, evasive: 0, attack: 0 }, phases: [{ turn: 30, accel: 2 }, { turn: 0, accel: 2 }, { turn: 0, accel: 2 }, { turn: 0, accel: 2 }] });
    expect(merged?.sensors).toEqual(before?.sensors);
    expect(merged?.fire).toEqual(before?.fire);
    expect(merged?.launch).toEqual(before?.launch);
    expect(merged?.standing).toEqual(before?.standing);
  });

  test('one section alone replaces that section: sensors, then a move that fits the thrust already plotted', () => {
    const s = state61();
    const draft = plotOf(s, 'ana', full);
    const sensed = plotOf(s, 'ana', merge(s, 'ana', draft, 'Battlecruiser: sensors 6>Fleet Intruder, 6>Heavy Cruiser'));
    expect(ship(sensed, 'ijn-1')?.sensors).toEqual([
      { target: 'unsn-6', sensors: 6, job: 'track' },
      { target: 'unsn-5', sensors: 6, job: 'track' },
    ]);
    expect(ship(sensed, 'ijn-1')?.fire).toEqual(ship(draft, 'ijn-1')?.fire);
    const moved = plotOf(s, 'ana', merge(s, 'ana', sensed, 'Battlecruiser: move P55 a4|a4|0|0'));
    expect(ship(moved, 'ijn-1')?.manoeuvre.thrust.accel).toBe(4);
    expect(ship(moved, 'ijn-1')?.manoeuvre.phases[0]).toEqual({ turn: -55, accel: 4 });
  });

  test('"fire none" and "launch none" withdraw only those orders; "Hold fire" is both', () => {
    const s = state61();
    const draft = plotOf(s, 'ana', full);
    const noFire = ship(plotOf(s, 'ana', merge(s, 'ana', draft, 'Battlecruiser: fire none')), 'ijn-1');
    expect(noFire?.fire).toEqual([]);
    expect(noFire?.launch).toHaveLength(1);
    const held = ship(plotOf(s, 'ana', merge(s, 'ana', draft, 'Battlecruiser: fire none · launch none')), 'ijn-1');
    expect([held?.fire, held?.launch]).toEqual([[], []]);
    expect(held?.sensors).toEqual(ship(draft, 'ijn-1')?.sensors);
  });

  test('a mount has one job: a hold given for a mount that fires takes its fire order away, and the other way round (§2.35, §2.351)', () => {
    const s = state61();
    const draft = plotOf(s, 'ana', full);
    const held = ship(plotOf(s, 'ana', merge(s, 'ana', draft, 'Battlecruiser: hold Mk-V mass driver')), 'ijn-1');
    expect(held?.fire).toEqual([]);
    expect(held?.standing.pointBlank).toEqual(['t1', 'md1']);
    const fired = ship(plotOf(s, 'ana', merge(s, 'ana', draft, 'Battlecruiser: fire Dual Mk-IV laser turret (1) > Fleet Intruder')), 'ijn-1');
    expect(fired?.standing.pointBlank).toEqual([]);
    expect(fired?.fire.map((o) => o.mount)).toEqual(['md1', 't1']);
  });

  test('cut into parts and printed back, every draft reads as itself (nothing is lost by the merge)', () => {
    const s = state61();
    for (const text of [
      full,
      'Missile Destroyer: thrust 2/0/4 · sensors 1>Heavy Cruiser · ecm 2>Fleet Intruder · move P75 a2 | 0 | 0 | a2 · hold',
      'Battlecruiser 2: thrust 0/0/0 · move drift · land\nMissile Destroyer 2: thrust 0/0/0 · move 0|0|0|0 · shutdown · fire Triple Mk-II laser turret (1) > Heavy Cruiser',
      'Battlecruiser: thrust 0/2/0 · move S30 | P30 | 0 | 0 · fire Mk-V > Fleet Intruder ph3 if in arc; Dual Mk-IV laser turret (2) > Heavy Cruiser ph1 if locked and in arc',
    ]) {
      const draft = plotOf(s, 'ana', text);
      expect(plotOf(s, 'ana', merge(s, 'ana', draft, ''))).toEqual(draft);
    }
  });

  test('thrust or move given again ends a shutdown; a shutdown alone keeps the thrust, which the reader then refuses', () => {
    const s = state61();
    const shut = plotOf(s, 'ana', 'Battlecruiser: thrust 0/0/0 · move 0|0|0|0 · shutdown · fire Mk-V > Heavy Cruiser');
    const moving = ship(plotOf(s, 'ana', merge(s, 'ana', shut, 'Battlecruiser: thrust 4/0/0 · move a4|a4|a4|a4')), 'ijn-1');
    expect(moving?.standing.drivesShutDown).toBe(false);
    expect(moving?.fire).toHaveLength(1);
    const draft = plotOf(s, 'ana', full);
    const refused = readPlot(s, 'ana', merge(s, 'ana', draft, 'Battlecruiser: shutdown'));
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(JSON.stringify(refused.error)).toContain('ERR_PLOT_SHUTDOWN_THRUST');
  });

  test('a second block for a ship in one message, or a second order for one mount, is kept for the reader to flag', () => {
    const s = state61();
    const draft = plotOf(s, 'ana', full);
    const twice = readPlot(s, 'ana', merge(s, 'ana', draft, 'Battlecruiser: thrust 2/0/0\nBattlecruiser: thrust 3/0/0'));
    expect(twice.ok).toBe(false);
    if (!twice.ok) expect(JSON.stringify(twice.error)).toContain('ERR_ORDERS_TWICE');
    const mount = readPlot(s, 'ana', merge(s, 'ana', draft, 'Battlecruiser: fire Mk-V > Fleet Intruder; Mk-V > Fleet Intruder 2'));
    expect(mount.ok).toBe(false);
    if (!mount.ok) expect(JSON.stringify(mount.error)).toContain('ERR_PLOT_MOUNT_TWICE');
  });
});

describe('/fire lines add to the ship’s block (§2.35: one order per mount)', () => {
  test('a fire-only block adds its order and keeps the ship’s thrust, move and other orders', () => {
    const s = state61();
    const draft = plotOf(s, 'ana', 'Battlecruiser: thrust 4/0/0 · sensors 3>Heavy Cruiser · move a4|a4|a4|a4 · fire Mk-V > Heavy Cruiser ph2 if locked');
    const line = expectOk(A.fireLine(s, 'ana', 'ijn-1', 't1', 'unsn-6', undefined, draft));
    // The Fleet Intruder is not tracked yet: the line adds a free sensor on it (§2.33) and keeps the cruiser's 3.
    expect(line).toBe('Battlecruiser: sensors 3>Heavy Cruiser, 1>Fleet Intruder · fire Dual Mk-IV laser turret (1) > Fleet Intruder if locked and in arc');
    const merged = plotOf(s, 'ana', merge(s, 'ana', draft, line));
    const bc = ship(merged, 'ijn-1');
    expect(bc?.manoeuvre).toEqual(ship(draft, 'ijn-1')?.manoeuvre);
    expect(bc?.sensors).toEqual([
      { target: 'unsn-5', sensors: 3, job: 'track' },
      { target: 'unsn-6', sensors: 1, job: 'track' },
    ]);
    expect(bc?.fire).toEqual([
      { mount: 'md1', target: 'unsn-5', phase: 2, condition: 'ifLocked' },
      { mount: 't1', target: 'unsn-6', phase: 'any', condition: 'ifLockedAndInArc' },
    ]);
  });

  test('a second order for the same mount replaces the first', () => {
    const s = state61();
    const draft = plotOf(s, 'ana', 'Battlecruiser: thrust 4/0/0 · move a4|a4|a4|a4 · fire Mk-V > Heavy Cruiser');
    const merged = plotOf(s, 'ana', merge(s, 'ana', draft, 'Battlecruiser: fire Mk-V mass driver > Fleet Intruder 2 ph3'));
    expect(ship(merged, 'ijn-1')?.fire).toEqual([{ mount: 'md1', target: 'unsn-7', phase: 3, condition: 'always' }]);
  });

  test('a mount held for point blank that is now ordered to fire leaves the hold', () => {
    const s = state61();
    const draft = plotOf(s, 'ana', 'Battlecruiser: thrust 0/0/0 · move 0|0|0|0 · hold point-blank');
    const merged = plotOf(s, 'ana', merge(s, 'ana', draft, 'Battlecruiser: fire Dual Mk-IV laser turret (2) > Heavy Cruiser'));
    expect(ship(merged, 'ijn-1')?.standing.pointBlank).not.toContain('t2');
    expect(ship(merged, 'ijn-1')?.standing.pointBlank).toContain('t1');
  });

  test('launch lines add to launches; with no draft the ship starts from drifting', () => {
    const s = state61();
    const text = merge(s, 'ana', null, expectOk(A.fireLine(s, 'ana', 'ijn-3', 'mt1', 'unsn-5')));
    expect(text).toBe('Missile Destroyer: sensors 1>Heavy Cruiser · launch Quad Mk-III missiles > Heavy Cruiser if locked and in arc');
    const md = ship(plotOf(s, 'ana', text), 'ijn-3');
    expect(md?.launch).toEqual([{ mount: 'mt1', target: 'unsn-5', phase: 'any', condition: 'ifLockedAndInArc' }]);
    expect(md?.manoeuvre.thrust).toEqual({ accel: 0, evasive: 0, attack: 0 });
  });

  test('a fire line the reader refuses is kept under the ship for the parser to report', () => {
    const s = state61();
    const draft = plotOf(s, 'ana', 'Battlecruiser: thrust 4/0/0 · move a4|a4|a4|a4');
    const text = merge(s, 'ana', draft, 'Battlecruiser: fire phaser > Heavy Cruiser');
    expect(text).toContain('fire phaser > Heavy Cruiser');
    expect(readPlot(s, 'ana', text).ok).toBe(false);
  });
});

describe('quick answers are merged like typed orders', () => {
  test('"Same as last round" repeats the plot and keeps a launch added this round (tubes reload, so the repeat has none, §2.351)', async () => {
    const { guide } = await import('../../../../src/rules/voidstriker/assist/guide.ts');
    const s0 = state61();
    const last = plotOf(s0, 'ana', 'Missile Destroyer: thrust 5/0/0 · sensors 6>Heavy Cruiser · move a5|a5|a5|a5');
    const lastPlot = last.kind === 'plot' ? last.plot.ships.find((p) => p.shipId === 'ijn-3') : undefined;
    const s = { ...s0, ships: s0.ships.map((x) => (x.id === 'ijn-3' && lastPlot ? { ...x, lastPlot } : x)) };
    const draft = plotOf(s, 'ana', merge(s, 'ana', null, expectOk(A.fireLine(s, 'ana', 'ijn-3', 'mt1', 'unsn-5'))));
    const same = guide(s, 'ana', draft).choices.find((c) => c.name === 'Same as last round');
    const md = ship(plotOf(s, 'ana', merge(s, 'ana', draft, same?.value ?? '')), 'ijn-3');
    expect(md?.manoeuvre).toEqual(lastPlot?.manoeuvre);
    expect(md?.sensors).toEqual(lastPlot?.sensors);
    expect(md?.launch.map((o) => [o.mount, o.target])).toEqual([['mt1', 'unsn-5']]);
  });
});

describe('fire step (firePerPhase): orders add up, "hold" clears', () => {
  test('a new order adds to the draft, the same mount replaces, hold clears one ship', () => {
    const s = fireStage(state61(true));
    const draft = fireOf(s, 'ana', 'Battlecruiser: fire Mk-V > Heavy Cruiser\nMissile Destroyer: fire Triple Mk-II laser turret (1) > Fleet Intruder');
    const text = merge(s, 'ana', draft, 'Battlecruiser: fire Dual Mk-IV laser turret (1) > Fleet Intruder\nBattlecruiser: fire Mk-V > Fleet Intruder 2');
    const read = fireOf(s, 'ana', text);
    expect(read.ships.find((x) => x.shipId === 'ijn-1')?.fire.map((o) => [o.mount, o.target])).toEqual([
      ['t1', 'unsn-6'],
      ['md1', 'unsn-7'],
    ]);
    expect(read.ships.find((x) => x.shipId === 'ijn-3')?.fire).toHaveLength(1);
    const held = fireOf(s, 'ana', merge(s, 'ana', read, 'Missile Destroyer: hold'));
    expect(held.ships.find((x) => x.shipId === 'ijn-3')?.fire).toEqual([]);
    expect(held.ships.find((x) => x.shipId === 'ijn-1')?.fire).toHaveLength(2);
  });

  test('one mount given two orders in one message is kept for the reader to flag, not the last one silently winning', () => {
    const s = fireStage(state61(true));
    const text = merge(s, 'ana', null, 'Battlecruiser: fire Mk-V > Heavy Cruiser\nBattlecruiser: fire Mk-V > Fleet Intruder');
    const read = readPlot(s, 'ana', text);
    expect(read.ok).toBe(false);
    if (!read.ok) expect(JSON.stringify(read.error)).toContain('ERR_PLOT_MOUNT_TWICE');
  });

  test('the fire step prints only fire and launch sections', () => {
    const s = fireStage(state61(true));
    const text = merge(s, 'ana', null, 'Battlecruiser: fire Mk-V > Heavy Cruiser');
    expect(text).toBe('Battlecruiser: fire Mk-V mass driver > Heavy Cruiser');
  });
});

describe('never throws', () => {
  const words = fc.constantFrom('Battlecruiser', 'battle', 'Missile Destroyer 2', 'fire', 'launch', 'thrust 4/0/0', 'move a4|0|0|0', ':', ' · ', ';', '>', '|', '\n', 'Heavy Cruiser', 'hold', 'Mk-V', 'if locked', 'ph2', 'x');
  const texts = fc.oneof(fc.string({ maxLength: 200 }), fc.array(words, { maxLength: 30 }).map((w) => w.join(' ')));
  test('merge returns a string for any text, in the plot and the fire step, with or without a draft', () => {
    const plotState = state61();
    const fire = fireStage(state61(true));
    const draft = plotOf(plotState, 'ana', 'Battlecruiser: thrust 4/0/0 · move a4|a4|a4|a4 · fire Mk-V > Heavy Cruiser');
    fc.assert(
      fc.property(texts, fc.boolean(), (text, withDraft) => {
        expect(typeof merge(plotState, 'ana', withDraft ? draft : null, text)).toBe('string');
        expect(typeof merge(fire, 'ana', null, text)).toBe('string');
        expect(typeof merge(plotState, 'ben', null, text)).toBe('string');
      }),
    );
  });
});

describe('every /fire line merges into a plot the reader accepts', () => {
  test('all ships × weapons × targets of 6.1, onto a draft with orders', async () => {
    const { fireShips, fireWeapons, fireTargets, fireLine } = await import('../../../../src/rules/voidstriker/assist/fire-choices.ts');
    const s = state61();
    const draft = plotOf(s, 'ana', 'Battlecruiser: thrust 4/0/0 · move a4|a4|a4|a4 · fire Mk-V > Heavy Cruiser · hold\nMissile Destroyer: thrust 0/3/0 · move 0|0|0|0');
    for (const sh of fireShips(s, 'ana'))
      for (const w of fireWeapons(s, 'ana', sh.value))
        for (const t of fireTargets(s, 'ana', sh.value, w.value)) {
          const text = merge(s, 'ana', draft, expectOk(fireLine(s, 'ana', sh.value, w.value, t.value)));
          expect(readPlot(s, 'ana', text).ok).toBe(true);
        }
  });
});

describe('through the system’s own reading (submission-text.ts parseSubmission)', () => {
  test('fire step: merge of a draft read by the system reads back with the same orders plus the new one', async () => {
    const { parseSubmission } = await import('../../../../src/rules/voidstriker/notation/submission-text.ts');
    const s = fireStage(state61(true), 1);
    const draft = expectOk(parseSubmission(s, 'ana', 'Battlecruiser: fire Mk-V > Heavy Cruiser'));
    const text = merge(s, 'ana', draft, expectOk(A.fireLine(s, 'ana', 'ijn-3', 't1', 'unsn-6')));
    expect(text).toBe('Battlecruiser: fire Mk-V mass driver > Heavy Cruiser ph2\nMissile Destroyer: fire Triple Mk-II laser turret (1) > Fleet Intruder');
    const read = expectOk(parseSubmission(s, 'ana', text));
    expect(read).toEqual({
      kind: 'fire',
      phase: 1,
      ships: [
        { shipId: 'ijn-1', fire: [{ mount: 'md1', target: 'unsn-5', phase: 2, condition: 'always' }], launch: [] },
        { shipId: 'ijn-3', fire: [{ mount: 't1', target: 'unsn-6', phase: 2, condition: 'always' }], launch: [] },
      ],
    });
    expect(expectOk(parseSubmission(s, 'ana', merge(s, 'ana', read, 'Battlecruiser: hold\nMissile Destroyer: hold')))).toEqual({ kind: 'fire', phase: 1, ships: [] });
  });

  test('round plot: guide draft text and merged text read by the system', async () => {
    const { parseSubmission } = await import('../../../../src/rules/voidstriker/notation/submission-text.ts');
    const s = state61();
    const draft = expectOk(parseSubmission(s, 'ana', 'Battlecruiser: thrust 4/0/0 · move a4|a4|a4|a4'));
    const read = expectOk(parseSubmission(s, 'ana', merge(s, 'ana', draft, 'Missile Destroyer: fire Triple Mk-II laser turret (1) > Fleet Intruder')));
    expect(read.kind === 'plot' && read.plot.ships.map((p) => [p.shipId, p.manoeuvre.thrust.accel, p.fire.length])).toEqual([
      ['ijn-1', 4, 0],
      ['ijn-2', 0, 0],
      ['ijn-3', 0, 1],
      ['ijn-4', 0, 0],
    ]);
  });
});

describe('fire all > Target, typed (issue 24 trap 2)', () => {
  test('round plot: it replaces the ship\'s earlier fire and keeps the rest of its plot; the echo reads back the same', async () => {
    const { echo } = await import('../../../../src/rules/voidstriker/assist/echo.ts');
    const s = state61();
    const draft = plotOf(s, 'ana', 'Battlecruiser: thrust 4/0/0 · sensors 12>Heavy Cruiser · move a4|a4|a4|a4 · fire Mk-V > Fleet Intruder · launch missiles > Heavy Cruiser');
    const merged = plotOf(s, 'ana', merge(s, 'ana', draft, 'Battlecruiser: fire all > Heavy Cruiser'));
    const bc = ship(merged, 'ijn-1');
    expect(bc?.manoeuvre).toEqual(ship(draft, 'ijn-1')?.manoeuvre);
    expect(bc?.fire.map((o) => [o.mount, o.target, o.condition])).toEqual([
      ['md1', 'unsn-5', 'ifInArc'],
      ['t1', 'unsn-5', 'ifInArc'],
      ['t2', 'unsn-5', 'ifInArc'],
    ]);
    expect(bc?.launch.map((o) => o.mount)).toEqual(['mt1']);
    const { parseSubmission } = await import('../../../../src/rules/voidstriker/notation/submission-text.ts');
    const line = echo(s, 'ana', merged)[0] ?? '';
    expect(expectOk(parseSubmission(s, 'ana', line))).toEqual(merged);
  });

  test('fire step (firePerPhase): every weapon of the ship fires at the target this phase', async () => {
    const { parseSubmission } = await import('../../../../src/rules/voidstriker/notation/submission-text.ts');
    const s = fireStage(state61(true), 1);
    const read = expectOk(parseSubmission(s, 'ana', merge(s, 'ana', null, 'Battlecruiser: fire all > Heavy Cruiser')));
    expect(read.kind === 'fire' ? read.ships[0]?.fire.map((o) => [o.mount, o.target, o.phase]) : []).toEqual([
      ['md1', 'unsn-5', 2],
      ['t1', 'unsn-5', 2],
      ['t2', 'unsn-5', 2],
    ]);
  });
});
