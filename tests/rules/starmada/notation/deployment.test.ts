// Deployment notation (src/rules/starmada/notation/deployment.ts): Starmada p.12 §2.3, one ship a line.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { offsetToHex, parseHexLabel, type Board } from '../../../../src/rules/core/offset.ts';
import type { Direction, Hex } from '../../../../src/rules/core/hex.ts';
import type { Placement } from '../../../../src/rules/starmada/setup/deployment.ts';
import { makePlacements, parsePlacements } from '../../../../src/rules/starmada/notation/deployment.ts';

const BOARD: Board = { cols: 32, rows: 18 };
const DIRECTIONS: readonly Direction[] = [0, 1, 2, 3, 4, 5];
const at = (label: string): Hex => {
  const r = parseHexLabel(label, BOARD);
  if (!r.ok) throw new Error(label);
  return r.value;
};
const place = (unitId: string, label: string, facing: Direction = 1): Placement => ({ unitId, at: at(label), facing });
const codes = (r: { ok: boolean; error?: unknown }): string[] => (r.ok ? [] : (r as { error: { code: string }[] }).error.map((e) => e.code));

describe('parsePlacements / makePlacements', () => {
  const units = [
    { id: 'maj', name: 'Majestic' },
    { id: 'vig', name: 'Vigil II' },
  ];
  const facingFor = (): 1 => 1;

  // Notation (Salvo's): "<ship> <hex> [facing]"; facing is the owner's choice [ruling 19].
  it('reads one ship per line: name, hex, optional facing', () => {
    const r = parsePlacements('majestic 0312 se\nVigil II 0410', units, BOARD, facingFor);
    expect(r.ok && r.value).toEqual([
      { unitId: 'maj', at: at('0312'), facing: 2 },
      { unitId: 'vig', at: at('0410'), facing: 1 },
    ]);
  });

  // Notation (Salvo's): parse/make pair.
  it('round-trips', () => {
    const placements = [place('maj', '0312', 5), place('vig', '0413', 0)];
    const text = makePlacements(placements, units, BOARD);
    expect(text).toBe('Majestic 0312 NW\nVigil II 0413 N');
    const r = parsePlacements(text, units, BOARD, facingFor);
    expect(r.ok && r.value).toEqual(placements);
  });

  // Errors name their line so the player can fix it.
  it('names each bad line', () => {
    const r = parsePlacements('Majestic 0312\nGhost 0410\nVigil II 9999', units, BOARD, facingFor);
    expect(r.ok ? [] : r.error.map((e) => [e.at, e.code])).toEqual([
      ['line 2', 'ERR_DEPLOY_UNKNOWN'],
      ['line 3', 'ERR_HEX_OFF_BOARD'],
    ]);
    expect(codes(parsePlacements('   ', units, BOARD, facingFor))).toEqual(['ERR_DEPLOY_EMPTY']);
  });

  // Notation (Salvo's): the placements' text is parsed once; what the maker writes parses back to the same placements.
  it('property: make(placements) parses back to the same placements', () => {
    const hexes = Array.from({ length: 4 * BOARD.rows }, (_, i) => offsetToHex({ col: i % 4, row: Math.floor(i / 4) }));
    const placement = (unitId: string) => fc.record({ unitId: fc.constant(unitId), at: fc.constantFrom(...hexes), facing: fc.constantFrom(...DIRECTIONS) });
    fc.assert(
      fc.property(fc.subarray(units.map((u) => u.id), { minLength: 1 }).chain((ids) => fc.tuple(...ids.map(placement))), (placements) => {
        const r = parsePlacements(makePlacements(placements, units, BOARD), units, BOARD, facingFor);
        expect(r.ok && r.value).toEqual(placements);
      }),
    );
  });

  // The ship a line names is core/unit-line.ts's, as for the orders: a unique start of a name is enough.
  it('reads a unique start of a ship\'s name, and the longest name that leaves a placement', () => {
    const named = [...units, { id: 'maj2', name: 'Majestic 2' }];
    const r = parsePlacements('vig 0410 S\nMajestic 2 0312\nMajestic: 0313 facing N', named, BOARD, facingFor);
    expect(r.ok && r.value).toEqual([
      { unitId: 'vig', at: at('0410'), facing: 3 },
      { unitId: 'maj2', at: at('0312'), facing: 1 },
      { unitId: 'maj', at: at('0313'), facing: 0 },
    ]);
  });

  // Parser robustness: no input may crash a parser.
  it('property: no text makes the parser throw', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.stringMatching(/^((Majestic|vigil ii|0312|9|NE|s|;|\n| )){0,10}$/)), (text) => {
        expect(typeof parsePlacements(text, units, BOARD, facingFor).ok).toBe('boolean');
      }),
    );
  });
});
