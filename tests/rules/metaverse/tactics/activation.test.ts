import { describe, expect, test } from 'vitest';
import { TACTICS, findTactic } from '../../../../src/rules/metaverse/tactics/catalogue.ts';
import { tacticCost, validateTacticActivation } from '../../../../src/rules/metaverse/tactics/activation.ts';

const codes = (r: ReturnType<typeof validateTacticActivation>): string[] => (r.ok ? [] : r.error.map((e) => e.code));

describe('tactic activation', () => {
  // Metaverse p.88: "The CP cost of this tactic is equal to the Threat of the selected starship."
  test('Threat cost', () => {
    const fireFirst = findTactic(TACTICS, 'fire-first');
    if (fireFirst === undefined) throw new Error('fixture');
    expect(tacticCost(fireFirst, 4)).toEqual({ ok: true, value: 4 });
    expect(tacticCost(fireFirst).ok).toBe(false);
  });

  // Metaverse p.88: Stay on Target [1 CP] in the Starship Combat Step, any commander.
  test('a spend for the budget', () => {
    const r = validateTacticActivation(TACTICS, 'ship-combat', { tacticId: 'stay-on-target', commanderId: 'cap' });
    expect(r).toEqual({ ok: true, value: { commanderId: 'cap', action: 'tactic', cost: 1, flagOnly: false, label: 'Stay on Target' } });
  });

  // Metaverse p.88: a tactic targeting friendly ships must be paid from their chain: the spend names the squadron.
  test('friendly selections carry the squadron for the chain check', () => {
    const r = validateTacticActivation(TACTICS, 'repair', { tacticId: 'shield-wall', commanderId: 'cap', friendlySquadronId: 'sq-1' });
    expect(r.ok && r.value).toMatchObject({ cost: 2, squadronId: 'sq-1' });
    expect(codes(validateTacticActivation(TACTICS, 'repair', { tacticId: 'shield-wall', commanderId: 'cap' }))).toEqual(['ERR_TACTIC_SELECTION']);
  });

  // Metaverse p.3: "Each tactic will specify during which phase and/or step they can be activated"; p.86: tactics come
  // from the navy's list.
  test('wrong step, unknown tactic, missing Threat', () => {
    expect(codes(validateTacticActivation(TACTICS, 'control', { tacticId: 'ace-pilots', commanderId: 'cap' }))).toEqual(['ERR_TACTIC_STEP']);
    const none = validateTacticActivation([], 'control', { tacticId: 'ace-pilots', commanderId: 'cap' });
    expect(none.ok ? '' : none.error[0]?.message).toBe('Your navy has no tactic ace-pilots; choose one of: none.');
    expect(codes(validateTacticActivation(TACTICS, 'ship-combat', { tacticId: 'fire-first', commanderId: 'cap', friendlySquadronId: 's' }))).toEqual([
      'ERR_TACTIC_THREAT',
    ]);
  });

  test('flag-only tactics are marked for the budget', () => {
    const flagOnly = TACTICS.map((t) => (t.id === 'technobabble' ? { ...t, payer: 'flag' as const } : t));
    const r = validateTacticActivation(flagOnly, 'critical', { tacticId: 'technobabble', commanderId: 'adm' });
    expect(r.ok && r.value.flagOnly).toBe(true);
  });
});
