// Metaverse p.21 "Control Step", "Targets", "Electronic Warfare": the alternating Control Step composed for play by post.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { scriptedDice } from '../../../../../src/rules/core/dice.ts';
import { applyControl, checkControlMessage, controlOwes, parseControlMessage, startControl } from '../../../../../src/rules/metaverse/sequence/control/control-step.ts';
import type { ControlState, MetaverseState } from '../../../../../src/rules/metaverse/state.ts';
import { match } from '../fixtures.ts';

/** The match with CPs set: Commodore Hale (A flag) `hale`, Captain Osei `osei`; B's commanders 3 each. */
function withCp(hale: number, osei: number, s: MetaverseState = match()): MetaverseState {
  return { ...s, commanders: s.commanders.map((c) => ({ ...c, cp: c.id === 'A-cmd-1' ? hale : c.id === 'A-cmd-2' ? osei : 3 })) };
}

/** A acts first: B has lost the Prowler, so A has more starships and no die is rolled. */
function aFirst(s: MetaverseState): { state: MetaverseState; control: ControlState } {
  const state = { ...s, ships: s.ships.map((x) => (x.id === 'B-prowler' ? { ...x, status: 'destroyed' as const } : x)) };
  return { state, control: startControl(state, scriptedDice([])).control };
}

const cpOf = (s: MetaverseState, id: string): number | undefined => s.commanders.find((c) => c.id === id)?.cp;

describe('who acts first', () => {
  test('p.21: the player with more starships (not squadrons) begins; no die is rolled', () => {
    const s = match();
    const state = { ...s, ships: s.ships.map((x) => (x.id === 'A-merlin' ? { ...x, status: 'destroyed' as const } : x)) };
    const dice = scriptedDice([]);
    const r = startControl(state, dice);
    expect(controlOwes(state, r.control)).toBe('B');
    expect(r.control.tieBreak).toBeNull();
    expect(r.events[0]?.text).toBe('Turn 1: Control Step — side A has 3 starships, side B 4 → side B acts first.');
  });

  test('A48: equal starship counts are broken by a labelled D6 (1–3 side A, 4–6 side B), shown in the summary', () => {
    const s = match();
    const four = startControl(s, scriptedDice([4]));
    expect(controlOwes(s, four.control)).toBe('B');
    expect(four.control.tieBreak).toEqual({ roll: 4, firstIfAtMost: 3 });
    expect(four.events[0]?.text).toBe('Turn 1: Control Step — side A has 4 starships, side B 4: a tie, d6 4 (1–3 A, 4–6 B) → side B acts first.');
    expect(controlOwes(s, startControl(s, scriptedDice([3])).control)).toBe('A');
  });

  test('p.21 "Electronic Warfare": ECM may start the game active for free (the Harrier\'s starts on)', () => {
    const { control } = aFirst(match());
    expect(control.ewSystems['A-harrier']).toEqual([{ id: 'ecm', kind: 'ecm', rating: 3, active: true, disabled: false, targets: [] }]);
  });
});

describe('alternation', () => {
  test('p.21: play alternates after each message; two passes in a row end the step', () => {
    const first = aFirst(withCp(4, 2));
    const a = applyControl(first.state, first.control, 'A', []);
    if (!a.ok) throw new Error('pass refused');
    expect(a.value.events.map((e) => e.text)).toEqual(['Side A passes.']);
    expect(controlOwes(a.value.state, a.value.control)).toBe('B');
    const b = applyControl(a.value.state, a.value.control, 'B', []);
    if (!b.ok) throw new Error('pass refused');
    expect(controlOwes(b.value.state, b.value.control)).toBeNull();
    expect(b.value.events.map((e) => e.text)).toEqual(['Side B passes.', 'Two passes in a row: the Control Step is over.']);
    const late = applyControl(b.value.state, b.value.control, 'A', []);
    expect(late.ok ? [] : late.error.map((e) => e.code)).toEqual(['ERR_CONTROL_OVER']);
  });

  test('a pass followed by an action does not end the step: the passes must be in a row', () => {
    const first = aFirst(withCp(4, 2));
    const a = applyControl(first.state, first.control, 'A', []);
    if (!a.ok) throw new Error('pass refused');
    const b = applyControl(a.value.state, a.value.control, 'B', [{ kind: 'designated-target', commanderId: 'B-cmd-1', squadronId: 'B-sq-1', targetShipId: 'A-resolute' }]);
    if (!b.ok) throw new Error(b.error.map((e) => e.message).join(' | '));
    const a2 = applyControl(b.value.state, b.value.control, 'A', []);
    if (!a2.ok) throw new Error('pass refused');
    expect(controlOwes(a2.value.state, a2.value.control)).toBe('B');
    expect(a2.value.control.alternation.consecutivePasses).toBe(1);
  });

  test('a side may not act out of turn', () => {
    const first = aFirst(withCp(4, 2));
    const r = applyControl(first.state, first.control, 'B', []);
    expect(r.ok ? [] : r.error.map((e) => e.code)).toEqual(['ERR_CONTROL_NOT_YOUR_TURN']);
  });
});

describe('declarations and CP', () => {
  test('p.21 "Targets": several actions in one message, each paid from the right commander, each described publicly', () => {
    const first = aFirst(withCp(4, 2));
    const r = applyControl(first.state, first.control, 'A', [
      // Priority fleet target: ceil(3 squadrons / 2) = 2 CP from the flag commander.
      { kind: 'priority-target', commanderId: 'A-cmd-1', targetShipId: 'B-dominator' },
      // Designated squadron target: 1 CP from the recipient's chain.
      { kind: 'designated-target', commanderId: 'A-cmd-2', squadronId: 'A-sq-2', targetShipId: 'B-ravager' },
      // EW: deactivating the Harrier's ECM costs 1 CP from its chain.
      { kind: 'ew', commanderId: 'A-cmd-2', shipId: 'A-harrier', systemId: 'ecm', order: 'deactivate' },
      // p.45: dropping shields is free.
      { kind: 'shields', shipId: 'A-resolute', raise: false },
    ]);
    if (!r.ok) throw new Error(r.error.map((e) => e.message).join(' | '));
    const { state, control, events } = r.value;
    expect(cpOf(state, 'A-cmd-1')).toBe(2);
    expect(cpOf(state, 'A-cmd-2')).toBe(0);
    expect(control.declarations.A.priorityTargets).toEqual(['B-dominator']);
    expect(control.declarations.A.designatedTargets).toEqual({ 'A-sq-2': ['B-ravager'] });
    expect(control.declarations.A.shields).toEqual({ 'A-resolute': true });
    expect(control.shieldsDropped).toEqual(['A-resolute']);
    expect(control.ewSystems['A-harrier']?.[0]?.active).toBe(false);
    expect(control.ewOrders).toEqual([{ side: 'A', shipId: 'A-harrier', systemId: 'ecm', order: 'deactivate', targets: [] }]);
    expect(events.map((e) => e.text)).toEqual([
      'Side A: priority fleet target VHS Dominator — Commodore Hale pays 2 CP (2 left).',
      'Side A: CNS Harrier is designated VHS Ravager — Captain Osei pays 1 CP (1 left).',
      'Side A: CNS Harrier ECM 3 off — Captain Osei pays 1 CP (0 left).',
      'Side A: CNS Resolute drops its shields (free).',
    ]);
    expect(controlOwes(state, control)).toBe('B');
  });

  test('p.3 / p.21: CP spending is refused when a commander is short; every problem at once, nothing changes', () => {
    const first = aFirst(withCp(1, 0));
    const r = applyControl(first.state, first.control, 'A', [
      { kind: 'priority-target', commanderId: 'A-cmd-1', targetShipId: 'B-dominator' },
      { kind: 'designated-target', commanderId: 'A-cmd-2', squadronId: 'A-sq-2', targetShipId: 'A-kestrel' },
    ]);
    if (r.ok) throw new Error('accepted');
    expect(r.error.map((e) => e.code)).toEqual(['ERR_TARGET_UNKNOWN', 'ERR_CP_OVERSPENT']);
    expect(r.error[1]?.message).toBe('Commodore Hale spends 2 CP but has 1; drop 1 CP of orders.');
    // A corrected message goes through with the same state: nothing was spent.
    const fixed = applyControl(first.state, first.control, 'A', [{ kind: 'designated-target', commanderId: 'A-cmd-1', squadronId: 'A-sq-1', targetShipId: 'B-dominator' }]);
    expect(fixed.ok && cpOf(fixed.value.state, 'A-cmd-1')).toBe(0);
  });

  test('p.3: a subordinate may not pay for a squadron outside its chain; a target is bought once a turn', () => {
    const first = aFirst(withCp(4, 2));
    const r = applyControl(first.state, first.control, 'A', [
      { kind: 'designated-target', commanderId: 'A-cmd-2', squadronId: 'A-sq-1', targetShipId: 'B-dominator' },
      { kind: 'designated-target', commanderId: 'A-cmd-1', squadronId: 'A-sq-3', targetShipId: 'B-stalker' },
      { kind: 'designated-target', commanderId: 'A-cmd-1', squadronId: 'A-sq-3', targetShipId: 'B-stalker' },
    ]);
    expect(r.ok ? [] : r.error.map((e) => e.code)).toEqual(['ERR_DESIGNATED_TWICE', 'ERR_CP_OUT_OF_CHAIN']);
  });

  test('p.45: shields dropped this turn may be raised only in a later turn; the drop carries over', () => {
    const first = aFirst(withCp(4, 2));
    const same = applyControl(first.state, first.control, 'A', [
      { kind: 'shields', shipId: 'A-resolute', raise: false },
      { kind: 'shields', shipId: 'A-resolute', raise: true },
    ]);
    expect(same.ok ? [] : same.error.map((e) => e.code)).toEqual(['ERR_SHIELDS_SAME_TURN']);
    const dropped = applyControl(first.state, first.control, 'A', [{ kind: 'shields', shipId: 'A-resolute', raise: false }]);
    if (!dropped.ok) throw new Error('refused');
    const next = startControl({ ...dropped.value.state, turn: 2 }, scriptedDice([2]), dropped.value.control);
    expect(next.control.shieldsDropped).toEqual(['A-resolute']);
    expect(next.control.declarations.A.priorityTargets).toEqual([]); // A27: nominations last one turn.
    expect(next.control.ewSystems['A-harrier']?.[0]?.active).toBe(true);
  });
});

describe('reading a Control Step message', () => {
  test('several actions separated by ";" or new lines; payers are found up the chain', () => {
    const first = aFirst(withCp(4, 2));
    const parsed = parseControlMessage(first.state, first.control, 'A', 'priority Dominator; designate Ravager for Harrier\new Harrier ecm off');
    if (!parsed.ok) throw new Error(parsed.error.map((e) => e.message).join(' | '));
    expect(parsed.value).toEqual([
      { kind: 'priority-target', commanderId: 'A-cmd-1', targetShipId: 'B-dominator' },
      { kind: 'designated-target', commanderId: 'A-cmd-2', squadronId: 'A-sq-2', targetShipId: 'B-ravager' },
      { kind: 'ew', commanderId: 'A-cmd-2', shipId: 'A-harrier', systemId: 'ecm', order: 'deactivate' },
    ]);
    const applied = applyControl(first.state, first.control, 'A', parsed.value);
    expect(applied.ok && [cpOf(applied.value.state, 'A-cmd-1'), cpOf(applied.value.state, 'A-cmd-2')]).toEqual([2, 0]);
  });

  test('"; pay X" belongs to the action before it; when the squadron\'s own commander is out of CP its superior pays', () => {
    const first = aFirst(withCp(4, 0));
    const parsed = parseControlMessage(first.state, first.control, 'A', 'designate Ravager for Harrier\ndesignate Stalker for Kestrel; pay Hale');
    expect(parsed.ok && parsed.value).toEqual([
      { kind: 'designated-target', commanderId: 'A-cmd-1', squadronId: 'A-sq-2', targetShipId: 'B-ravager' },
      { kind: 'designated-target', commanderId: 'A-cmd-1', squadronId: 'A-sq-3', targetShipId: 'B-stalker' },
    ]);
  });

  test('an empty message or "pass" is a pass; unreadable parts are all reported', () => {
    const first = aFirst(withCp(4, 2));
    expect(parseControlMessage(first.state, first.control, 'A', '  ')).toEqual({ ok: true, value: [] });
    expect(parseControlMessage(first.state, first.control, 'A', 'pass')).toEqual({ ok: true, value: [] });
    const bad = parseControlMessage(first.state, first.control, 'A', 'fire everything; priority Nobody');
    expect(bad.ok ? [] : bad.error.map((e) => e.code)).toEqual(['ERR_CONTROL_ACTION', 'ERR_PLOT_UNKNOWN_NAME']);
  });

  test('no message crashes the reader', () => {
    const first = aFirst(withCp(4, 2));
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (text) => {
        const r = parseControlMessage(first.state, first.control, 'A', text);
        expect(typeof r.ok).toBe('boolean');
      }),
      { numRuns: 300 },
    );
  });
});

describe('a Control Step message refused: every problem at once (issue 16)', () => {
  // p.21 "Targets": a designation costs 1 CP; p.3: a commander spends only the CPs it has.
  test('an action that does not read and one the CPs do not cover are reported together, each quoting its words', () => {
    const first = aFirst(withCp(4, 0));
    const r = checkControlMessage(first.state, first.control, 'A', 'priority Nobody\ndesignate Ravager for Harrier; pay Osei');
    expect(r.ok ? [] : r.error.map((e) => [e.code, e.quote])).toEqual([
      ['ERR_PLOT_UNKNOWN_NAME', 'priority Nobody'],
      ['ERR_CP_OVERSPENT', undefined],
    ]);
    expect(r.ok ? '' : r.error[1]?.message).toBe('Captain Osei spends 1 CP but has 0; drop 1 CP of orders.');
  });

  test('a refused action names ships by name, never by id', () => {
    const first = aFirst(withCp(4, 2));
    const r = checkControlMessage(first.state, first.control, 'A', 'shields Harrier up');
    expect(r.ok ? [] : r.error.map((e) => [e.message, e.quote])).toEqual([['CNS Harrier has no shields to drop or raise.', 'shields Harrier up']]);
  });
});
