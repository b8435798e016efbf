import { describe, expect, test } from 'vitest';
import { validateChain } from '../../../../src/rules/metaverse/command/chain.ts';
import { immediateSubordinates, loseCommander } from '../../../../src/rules/metaverse/command/promotion.ts';
import { chain } from './fixtures.ts';

describe('losing a commander', () => {
  test('immediate subordinates of the flag', () => {
    expect(immediateSubordinates(chain, 'adm')).toEqual(['c1', 'c2']);
  });

  // Metaverse p.3: the promoted commander "must be immediately below the flag commander in the chain and all other
  // commanders now report to the new flag commander".
  test('flag lost: promote an immediate subordinate; the others report to it', () => {
    const r = loseCommander(chain, 'adm', { kind: 'promote', commanderId: 'c2' });
    if (!r.ok) throw new Error(r.error.message);
    const sup = Object.fromEntries(r.value.commanders.map((c) => [c.id, c.superiorId]));
    expect(sup).toEqual({ c1: 'c2', c2: null, cap: 'c1' });
    expect(r.value.squadrons.find((s) => s.id === 'sq-adm')?.commanderId).toBe('c2');
    expect(validateChain(r.value).ok).toBe(true);
  });

  test('flag lost: the promoted commander must be immediately below the flag', () => {
    const r = loseCommander(chain, 'adm', { kind: 'promote', commanderId: 'cap' });
    expect(r.ok ? '' : r.error.code).toBe('ERR_PROMOTION_NOT_IMMEDIATE');
  });

  test('flag lost with two candidates needs a choice', () => {
    const r = loseCommander(chain, 'adm');
    expect(r.ok ? '' : r.error.code).toBe('ERR_PROMOTION_NEEDED');
  });

  // Metaverse p.3: "If no subordinate commander exists then the player selects a starship to promote to be the new
  // flag commander. This new flag commander will be an incompetent captain and therefore roll 1D4."
  test('flag lost with no subordinate: a new incompetent captain', () => {
    const lone = { commanders: [chain.commanders[0]!], squadrons: [{ id: 'sq-adm', commanderId: 'adm' }] };
    expect(loseCommander(lone, 'adm').ok).toBe(false);
    const r = loseCommander(lone, 'adm', { kind: 'new-flag-ship', shipId: 'Darwin', commanderId: 'darwin' });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.commanders).toEqual([{ id: 'darwin', shipId: 'Darwin', rank: 'captain', quality: 'incompetent', superiorId: null }]);
    expect(r.value.squadrons).toEqual([{ id: 'sq-adm', commanderId: 'darwin' }]);
  });

  test('a new flag ship is refused while a subordinate survives', () => {
    const r = loseCommander(chain, 'adm', { kind: 'new-flag-ship', shipId: 'Darwin', commanderId: 'darwin' });
    expect(r.ok ? '' : r.error.code).toBe('ERR_PROMOTION_AVAILABLE');
  });

  test('a single candidate is promoted without asking', () => {
    const two = { commanders: chain.commanders.filter((c) => c.id === 'adm' || c.id === 'c1'), squadrons: [] };
    const r = loseCommander(two, 'adm');
    expect(r.ok && r.value.commanders).toEqual([{ ...chain.commanders[1]!, superiorId: null }]);
  });

  // Judgement call (book silent): a lost subordinate's commanders and squadrons report to its superior.
  test('subordinate lost: its people report to its superior', () => {
    const r = loseCommander(chain, 'c1');
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.commanders.find((c) => c.id === 'cap')?.superiorId).toBe('adm');
    expect(r.value.squadrons.find((s) => s.id === 'sq-c1')?.commanderId).toBe('adm');
  });

  test('unknown commander', () => {
    expect(loseCommander(chain, 'ghost').ok).toBe(false);
  });
});
