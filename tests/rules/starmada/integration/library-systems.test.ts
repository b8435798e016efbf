// The library designs that carry the appendix B systems used with the fire (B.9 Vigilant, B.14 Resolute and
// Sovereign, B.15 Monsoon, B.19 Tempest, B.24 Dominion) declare them through the rule system and resolve them.
import { describe, expect, test } from 'vitest';
import { rngStateFromSeed, seededDice } from '../../../../src/rules/core/dice.ts';
import { CORE_RULES } from '../../../../src/rules/starmada/options.ts';
import { MONSOON, RESOLUTE, SOVEREIGN, TEMPEST, VIGILANT } from '../../../../src/rules/starmada/ships/library/index.ts';
import type { StarmadaState } from '../../../../src/rules/starmada/state.ts';
import { starmada } from '../../../../src/rules/starmada/system.ts';
import { deploy, DOMINION_NO_TUBES, expectOk, fleet, holdAll, placed } from './fixtures.ts';

// The Dominion without launch tubes: B.12 needs F.5 (p.33), which this game leaves off.
const LIBRARY = [DOMINION_NO_TUBES, MONSOON, RESOLUTE, SOVEREIGN, TEMPEST, VIGILANT];

/** Tempest, Monsoon and Vigilant (seat ana) against Resolute, Sovereign and Dominion (seat ben), close together. */
function melee(): StarmadaState {
  const fleets = {
    ana: fleet('A', 'Ana', [{ class: 'Tempest' }, { class: 'Monsoon' }, { class: 'Vigilant' }], LIBRARY),
    ben: fleet('B', 'Ben', [{ class: 'Resolute' }, { class: 'Sovereign' }, { class: 'Dominion' }], LIBRARY),
  };
  const setup = starmada.setup({ options: { ...CORE_RULES, alternateArcs: true, carriers: true }, fleets, scenario: 'standard/large', seed: 'unused' });
  if (!setup.ok) throw new Error(setup.error.map((e) => e.message).join(' | '));
  const ids = Object.fromEntries(setup.value.ships.map((s) => [s.name, s.id]));
  const where = {
    [ids['Tempest'] ?? '']: [10, 10, 0],
    [ids['Monsoon'] ?? '']: [12, 10, 0],
    [ids['Vigilant'] ?? '']: [8, 10, 0],
    [ids['Resolute'] ?? '']: [10, 8, 3],
    [ids['Sovereign'] ?? '']: [12, 7, 3],
    [ids['Dominion'] ?? '']: [8, 6, 3],
  } as const;
  const deployed = placed(deploy(setup.value), where);
  return holdAll({ ...deployed, flights: [] }, []).state;
}

describe('library designs with appendix B systems', () => {
  test('each system reads, checks and resolves: shockwave, flares, mines, marines', () => {
    const state = melee();
    expect(state.phase.kind).toBe('fire');
    const ana = expectOk(starmada.parse(state, 'ana', 'Tempest: Shockwave\nVigilant: Flare > 1005\nMonsoon: Mines x2 > 1209'));
    const ben = expectOk(starmada.parse(state, 'ben', 'Resolute: Marines > Tempest\nSovereign: Marines x4 > Monsoon'));
    const done = starmada.resolve(state, { ana, ben }, seededDice(rngStateFromSeed('library systems')));
    const texts = done.events.map((e) => e.text);
    // Tempest's shield rating 3: 12 hits (p.36), on friend and foe within 3 hexes alike.
    expect(texts).toContain('Tempest triggers its shockwave: 12 hits among 3 elements within 3 hexes');
    expect(texts.some((t) => t.startsWith('Vigilant launches 1 flare'))).toBe(true);
    expect(texts).toContain('Monsoon lays 2 mines in 1209');
    expect(texts.filter((t) => / · marines ×/.test(t)).map((t) => t.split(' · ')[0])).toEqual(expect.arrayContaining(['Resolute → Tempest', 'Sovereign → Monsoon']));
    expect(done.state.minefields).toEqual([{ at: expect.anything(), mines: 2 }]);
  });
});
