import { describe, expect, test } from 'vitest';
import { validateSpending } from '../../../../src/rules/metaverse/command/budget.ts';
import type { ControlAction } from '../../../../src/rules/metaverse/control/types.ts';
import { validateControlAction } from '../../../../src/rules/metaverse/control/validate.ts';
import { emptyDeclarations, setShieldsDropped } from '../../../../src/rules/metaverse/control/declarations.ts';
import { initialEwSystem } from '../../../../src/rules/metaverse/control/ew-systems.ts';
import { avenger, ctx, wasp } from './fixtures.ts';

const check = (a: ControlAction) => validateControlAction(ctx, a);
const codes = (a: ControlAction): string[] => {
  const r = check(a);
  return r.ok ? [] : r.error.map((e) => e.code);
};

describe('Control Step actions', () => {
  test('pass is free', () => {
    expect(check({ kind: 'pass' })).toEqual({ ok: true, value: null });
  });

  // Metaverse p.21 "Targets": priority from the flag; designated from the recipient's chain.
  test('target nominations cost CP spends', () => {
    expect(check({ kind: 'priority-target', commanderId: 'adm', targetShipId: 'Pinafore' })).toMatchObject({
      ok: true,
      value: { action: 'priority-target', commanderId: 'adm' },
    });
    expect(check({ kind: 'designated-target', commanderId: 'cap', squadronId: 'sq-w', targetShipId: 'Pinafore' })).toMatchObject({
      ok: true,
      value: { action: 'designated-target', squadronId: 'sq-w' },
    });
    expect(codes({ kind: 'designated-target', commanderId: 'cap', squadronId: 'sq-x', targetShipId: 'Nobody' })).toEqual([
      'ERR_SQUADRON_UNKNOWN',
      'ERR_TARGET_UNKNOWN',
    ]);
    // Ruling A50: cloaked ships cannot be targeted.
    expect(codes({ kind: 'priority-target', commanderId: 'adm', targetShipId: 'Ghost' })).toEqual(['ERR_TARGET_CLOAKED']);
  });

  // Metaverse p.54: ELINT and targeting arrays target any enemy starship in line of sight.
  test('ELINT targeting', () => {
    expect(check({ kind: 'ew', commanderId: 'adm', shipId: 'Avenger', systemId: 'elint-1', order: 'activate', targets: ['Pinafore'] })).toMatchObject({
      ok: true,
      value: { action: 'ew', squadronId: 'sq-a' },
    });
    expect(codes({ kind: 'ew', commanderId: 'adm', shipId: 'Avenger', systemId: 'elint-1', order: 'activate', targets: ['Far'] })).toEqual(['ERR_EW_NO_LOS']);
    expect(codes({ kind: 'ew', commanderId: 'adm', shipId: 'Avenger', systemId: 'tgt-1', order: 'activate', targets: [] })).toEqual(['ERR_EW_TARGET_COUNT']);
    expect(codes({ kind: 'ew', commanderId: 'adm', shipId: 'Avenger', systemId: 'tgt-1', order: 'retarget', targets: ['Pinafore'] })).toEqual(['ERR_EW_RETARGET']);
  });

  // Metaverse p.56 Ansible: targets up to its rating, within 50 cm.
  test('ansible', () => {
    expect(check({ kind: 'ew', commanderId: 'adm', shipId: 'Avenger', systemId: 'ans-1', order: 'activate', targets: ['Wasp'] }).ok).toBe(true);
    expect(codes({ kind: 'ew', commanderId: 'adm', shipId: 'Avenger', systemId: 'ans-1', order: 'activate', targets: ['Wasp', 'Avenger'] })).toEqual([
      'ERR_ANSIBLE_COUNT',
      'ERR_ANSIBLE_TARGET',
    ]);
  });

  test('EW state errors', () => {
    expect(codes({ kind: 'ew', commanderId: 'adm', shipId: 'Avenger', systemId: 'ecm-1', order: 'activate' })).toEqual(['ERR_EW_ALREADY_ON']);
    expect(codes({ kind: 'ew', commanderId: 'adm', shipId: 'Avenger', systemId: 'cloak-1', order: 'deactivate' })).toEqual(['ERR_EW_ALREADY_OFF']);
    expect(codes({ kind: 'ew', commanderId: 'adm', shipId: 'Avenger', systemId: 'ej-1', order: 'activate' })).toEqual(['ERR_EW_DISABLED']);
    expect(codes({ kind: 'ew', commanderId: 'adm', shipId: 'Avenger', systemId: 'nope', order: 'activate' })).toEqual(['ERR_EW_UNKNOWN']);
    expect(codes({ kind: 'ew', commanderId: 'adm', shipId: 'Pinafore', systemId: 'x', order: 'activate' })).toEqual(['ERR_SHIP_UNKNOWN']);
    expect(codes({ kind: 'ew', commanderId: 'cap', shipId: 'Wasp', systemId: 'st-1', order: 'activate' })).toEqual(['ERR_EW_STEALTH']);
  });

  // The book's example (Metaverse p.57 "Cloak Generator" example): "ILW Deathclaw has been ordered to cloak during the
  // control step through the expenditure of a CP."
  test('Cloak Generator example (p.57): cloaking costs 1 CP in the Control Step', () => {
    const r = check({ kind: 'ew', commanderId: 'adm', shipId: 'Avenger', systemId: 'cloak-1', order: 'activate' });
    expect(r).toMatchObject({ ok: true, value: { action: 'cloak', commanderId: 'adm' } });
    if (!r.ok || r.value === null) throw new Error('expected a spend');
    const budget = validateSpending({ adm: 1 }, [r.value], { chain: ctx.chain, ownSquadrons: 2 });
    expect(budget.ok && budget.value.remaining).toEqual({ adm: 0 });
  });

  // Metaverse p.57: stealth on or off costs one CP per squadron.
  test('stealth per squadron', () => {
    expect(check({ kind: 'stealth', commanderId: 'cap', squadronId: 'sq-w', on: true })).toMatchObject({ ok: true, value: { action: 'stealth', squadronId: 'sq-w' } });
    expect(codes({ kind: 'stealth', commanderId: 'adm', squadronId: 'sq-a', on: true })).toEqual(['ERR_STEALTH_NONE']);
  });

  // Metaverse p.56: pods need no CP; p.45: shields dropped or raised freely.
  test('free actions', () => {
    expect(check({ kind: 'countermeasure-pods', shipId: 'Avenger', count: 2 })).toEqual({ ok: true, value: null });
    expect(codes({ kind: 'countermeasure-pods', shipId: 'Avenger', count: 3 })).toEqual(['ERR_PODS_COUNT']);
    expect(check({ kind: 'shields', shipId: 'Avenger', raise: false })).toEqual({ ok: true, value: null });
    expect(codes({ kind: 'shields', shipId: 'Avenger', raise: true })).toEqual(['ERR_SHIELDS_UP']);
    expect(codes({ kind: 'shields', shipId: 'Wasp', raise: false })).toEqual(['ERR_NO_SHIELDS']);
  });

  // Metaverse p.88: tactics are used only in their own step (Network Intrusion: Control Step).
  test('tactics', () => {
    expect(check({ kind: 'tactic', commanderId: 'adm', tacticId: 'network-intrusion', shipId: 'Avenger', targetShipId: 'Pinafore' })).toMatchObject({
      ok: true,
      value: { action: 'tactic', cost: 1, squadronId: 'sq-a' },
    });
    expect(codes({ kind: 'tactic', commanderId: 'adm', tacticId: 'stay-on-target', targetShipId: 'Pinafore' })).toEqual(['ERR_TACTIC_STEP']);
    expect(codes({ kind: 'tactic', commanderId: 'adm', tacticId: 'network-intrusion', shipId: 'Avenger', targetShipId: 'Ghost' })).toEqual(['ERR_TARGET_CLOAKED']);
  });

  // Metaverse p.57: a ship with an active stealth generator may not have active ECM, EJ, ELINT or targeting arrays.
  test('stealth clashes', () => {
    const stealthy = { ...wasp, ewSystems: [initialEwSystem('st-1', 'stealth', 1, true), initialEwSystem('ecm-w', 'ecm', 1)] };
    const c1 = { ...ctx, ownShips: [avenger, stealthy] };
    const r1 = validateControlAction(c1, { kind: 'ew', commanderId: 'cap', shipId: 'Wasp', systemId: 'ecm-w', order: 'activate' });
    expect(r1.ok ? [] : r1.error.map((e) => e.code)).toEqual(['ERR_EW_UNDER_STEALTH']);
    const noisy = { ...wasp, ewSystems: [initialEwSystem('st-1', 'stealth', 1), initialEwSystem('ecm-w', 'ecm', 1, true)] };
    const r2 = validateControlAction({ ...ctx, ownShips: [avenger, noisy] }, { kind: 'stealth', commanderId: 'cap', squadronId: 'sq-w', on: true });
    expect(r2.ok ? '' : r2.error[0]?.message).toBe('Deactivate ecm-w before switching stealth on.');
  });

  // Metaverse p.45: shields dropped in the Control Step are "raised back … in a later turn's control step".
  test('shields dropped this turn stay down', () => {
    const down = { ...avenger, shieldsDropped: true };
    const c2 = { ...ctx, ownShips: [down, wasp], declarations: setShieldsDropped(emptyDeclarations(), 'Avenger', true) };
    const r = validateControlAction(c2, { kind: 'shields', shipId: 'Avenger', raise: true });
    expect(r.ok ? [] : r.error.map((e) => e.code)).toEqual(['ERR_SHIELDS_SAME_TURN']);
    expect(validateControlAction({ ...c2, declarations: emptyDeclarations() }, { kind: 'shields', shipId: 'Avenger', raise: true }).ok).toBe(true);
  });
});
