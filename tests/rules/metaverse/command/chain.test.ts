import { describe, expect, test } from 'vitest';
import {
  canCommandSquadron,
  commandersOverSquadron,
  flagCommander,
  validateChain,
  type ChainOfCommand,
} from '../../../../src/rules/metaverse/command/chain.ts';
import { chain } from './fixtures.ts';

const codes = (c: ChainOfCommand): string[] => {
  const r = validateChain(c);
  return r.ok ? [] : r.error.map((e) => e.code);
};

describe('chain of command', () => {
  test('a good chain validates', () => {
    expect(validateChain(chain).ok).toBe(true);
    expect(flagCommander(chain)?.id).toBe('adm');
  });

  // Metaverse p.3: subordinates spend only on their own and subordinate squadrons; the flag on any.
  test('spending scope', () => {
    expect(commandersOverSquadron(chain, 'sq-escort').map((c) => c.id)).toEqual(['cap', 'c1', 'adm']);
    expect(canCommandSquadron(chain, 'adm', 'sq-c2')).toBe(true);
    expect(canCommandSquadron(chain, 'c1', 'sq-cap')).toBe(true);
    expect(canCommandSquadron(chain, 'c1', 'sq-c2')).toBe(false);
    expect(canCommandSquadron(chain, 'cap', 'sq-c1')).toBe(false);
    expect(canCommandSquadron(chain, 'cap', 'nowhere')).toBe(false);
  });

  // Metaverse p.86 "Fleets": a sub-commander cannot be of a higher command level than its immediate superior.
  test('a subordinate may not outrank its superior', () => {
    const bad = { ...chain, commanders: chain.commanders.map((c) => (c.id === 'cap' ? { ...c, rank: 'admiral' as const } : c)) };
    expect(codes(bad)).toEqual(['ERR_OUTRANKS_SUPERIOR']);
  });

  // Metaverse p.86: up to five levels of commanders.
  test('at most five levels', () => {
    const deep = (n: number): ChainOfCommand => ({
      commanders: Array.from({ length: n }, (_, i) => ({
        id: `k${i}`,
        shipId: `s${i}`,
        rank: 'captain' as const,
        quality: 'competent' as const,
        superiorId: i === 0 ? null : `k${i - 1}`,
      })),
      squadrons: [],
    });
    expect(codes(deep(5))).toEqual([]);
    expect(codes(deep(6))).toEqual(['ERR_CHAIN_TOO_DEEP']);
  });

  test('every problem at once', () => {
    const bad: ChainOfCommand = {
      commanders: [
        { id: 'a', shipId: 'x', rank: 'captain', quality: 'competent', superiorId: null },
        { id: 'b', shipId: 'y', rank: 'captain', quality: 'competent', superiorId: null },
        { id: 'c', shipId: 'z', rank: 'captain', quality: 'competent', superiorId: 'ghost' },
      ],
      squadrons: [{ id: 's', commanderId: 'nobody' }],
    };
    expect(codes(bad)).toEqual(['ERR_FLAG_COUNT', 'ERR_SUPERIOR_UNKNOWN', 'ERR_SQUADRON_COMMANDER_UNKNOWN']);
  });

  test('a loop of superiors is reported', () => {
    const loop: ChainOfCommand = {
      commanders: [
        { id: 'f', shipId: 'x', rank: 'admiral', quality: 'competent', superiorId: null },
        { id: 'a', shipId: 'y', rank: 'captain', quality: 'competent', superiorId: 'b' },
        { id: 'b', shipId: 'z', rank: 'captain', quality: 'competent', superiorId: 'a' },
      ],
      squadrons: [],
    };
    expect(codes(loop)).toEqual(['ERR_CHAIN_CYCLE', 'ERR_CHAIN_CYCLE']);
  });
});
