import { describe, expect, it } from 'vitest';
import { scriptedDice } from '../../../../src/rules/core/dice.ts';
import { makeHexLabel, offsetToHex, parseHexLabel, type Board } from '../../../../src/rules/core/offset.ts';
import type { Hex } from '../../../../src/rules/core/hex.ts';
import { formatSequence } from '../../../../src/rules/starmada/fighters/activation-order.ts';
import {
  defaultDeployment,
  defaultFacing,
  deploymentEdges,
  deploymentOrder,
  deploymentZone,
  hexesFromEdge,
  inZone,
  zoneFacing,
  zoneText,
  standardDeploymentRules,
  validateDeployment,
  validatePlacement,
  type DeployingUnit,
  type Placement,
} from '../../../../src/rules/starmada/setup/deployment.ts';

const BOARD: Board = { cols: 32, rows: 18 };
const rules = standardDeploymentRules(BOARD);
const at = (label: string, board = BOARD): Hex => {
  const r = parseHexLabel(label, board);
  if (!r.ok) throw new Error(label);
  return r.value;
};
const majestic: DeployingUnit = { id: 'maj', name: 'Majestic', side: 'A' };
const vigil: DeployingUnit = { id: 'vig', name: 'Vigil', side: 'A' };
const kestrel: DeployingUnit = { id: 'kes', name: 'Kestrel', side: 'B' };
const place = (unitId: string, label: string, facing: 0 | 1 | 2 | 3 | 4 | 5 = 1): Placement => ({ unitId, at: at(label), facing });
const codes = (r: { ok: boolean; error?: unknown }): string[] =>
  r.ok ? [] : ((r as { error: { code: string }[] }).error.map((e) => e.code) ?? []);

describe('deployment zones (p.12 §2.3)', () => {
  // Starmada p.4: minimum board 32 hexes across and 18 wide; p.12: within four hexes of a short edge.
  it('the short edges of a 32 × 18 board are west and east; side A takes the west', () => {
    expect(deploymentEdges(BOARD)).toEqual({ A: 'west', B: 'east' });
    expect(deploymentEdges({ cols: 18, rows: 32 })).toEqual({ A: 'north', B: 'south' });
  });

  // Starmada p.12 §2.3: "within four hexes of one short edge".
  it('counts the edge column as one hex from the edge', () => {
    expect(hexesFromEdge(BOARD, at('0112'), 'west')).toBe(1);
    expect(hexesFromEdge(BOARD, at('0412'), 'west')).toBe(4);
    expect(hexesFromEdge(BOARD, at('3212'), 'east')).toBe(1);
    expect(hexesFromEdge(BOARD, at('2905'), 'east')).toBe(4);
    expect(hexesFromEdge({ cols: 18, rows: 32 }, at('0503', { cols: 18, rows: 32 }), 'north')).toBe(3);
  });

  // Starmada p.12 §2.3: four hexes from the short edge.
  it('a zone is four columns deep along the whole edge', () => {
    expect(deploymentZone(rules, 'A')).toHaveLength(4 * 18);
    expect(deploymentZone(rules, 'B').every((h) => hexesFromEdge(BOARD, h, 'east') <= 4)).toBe(true);
  });

  // [ruling 19]: the owner chooses the facing; the default faces the enemy.
  it('default facings point toward the enemy and mirror each other', () => {
    expect([defaultFacing('west'), defaultFacing('east'), defaultFacing('north'), defaultFacing('south')]).toEqual([1, 4, 3, 0]);
  });
});

describe('who places first (p.12 §2.3)', () => {
  // Starmada p.12 §2.3: the side with more ships places first; the sides alternate.
  it('the side with more ships starts and the sides alternate', () => {
    expect(formatSequence(deploymentOrder(3, 5, 'A').sequence)).toBe('B-A-B-A-B-A-B-B');
  });

  // Starmada p.12 §2.3 (a die on a tie) and p.59 §S.1 (the attacker deploys first).
  it('equal numbers: a die (1-3 A, 4-6 B); S.1: the attacker starts whatever the numbers', () => {
    const tie = deploymentOrder(2, 2, scriptedDice([4]));
    expect(tie.first).toBe('B');
    expect(tie.tieRoll).toBe(4);
    expect(formatSequence(deploymentOrder(3, 1, 'B', 'A').sequence)).toBe('A-B-A-A');
    expect(formatSequence(deploymentOrder(1, 3, 'B', 'A').sequence)).toBe('A-B-B-B');
  });
});

describe('validating placements (p.12 §2.3)', () => {
  // Starmada p.12 §2.3: within four hexes of the side's own short edge.
  it('accepts a hex inside the zone', () => {
    expect(validatePlacement(rules, majestic, place('maj', '0312'), []).ok).toBe(true);
    expect(validatePlacement(rules, kestrel, place('kes', '2905', 4), []).ok).toBe(true);
  });

  // Starmada p.12 §2.3: within four hexes.
  it('refuses a hex too far from the edge, saying how far and where to deploy', () => {
    const r = validatePlacement(rules, majestic, place('maj', '0612'), []);
    expect(r.ok ? '' : r.error[0]?.message).toBe('Hex 0612 is 6 hexes from your edge; deploy within 4 (columns 01–04, the west edge).');
    const b = validatePlacement(rules, kestrel, place('kes', '2805'), []);
    expect(b.ok ? '' : b.error[0]?.message).toBe('Hex 2805 is 5 hexes from your edge; deploy within 4 (columns 29–32, the east edge).');
  });

  // Starmada p.12 §2.3: models are placed on the game board.
  it('refuses a hex off the board', () => {
    expect(codes(validatePlacement(rules, majestic, { unitId: 'maj', at: offsetToHex({ col: -1, row: 3 }), facing: 1 }, []))).toEqual(['ERR_DEPLOY_OFF_BOARD']);
  });

  // Starmada p.12 §2.3: "No more than three ships may be placed in a single hex."
  it('refuses a fourth ship in one hex and an enemy-held hex', () => {
    const three = ['a', 'b', 'c'].map((id) => ({ id, side: 'A' as const, at: at('0312') }));
    expect(codes(validatePlacement(rules, majestic, place('maj', '0312'), three))).toEqual(['ERR_DEPLOY_STACK']);
    const narrow = standardDeploymentRules({ cols: 6, rows: 6 });
    const enemy = [{ id: 'kes', side: 'B' as const, at: at('0303', { cols: 6, rows: 6 }) }];
    expect(codes(validatePlacement(narrow, majestic, { unitId: 'maj', at: at('0303', { cols: 6, rows: 6 }), facing: 1 }, enemy))).toEqual(['ERR_DEPLOY_ENEMY_HEX']);
  });

  // Starmada p.12 §2.3: every ship is placed, at most three per hex.
  it('checks a whole deployment: every ship once, stacking counted along the list', () => {
    const units = [majestic, vigil];
    expect(validateDeployment(rules, units, [place('maj', '0312'), place('vig', '0312')], []).ok).toBe(true);
    const missing = validateDeployment(rules, units, [place('maj', '0312')], []);
    expect(missing.ok ? '' : missing.error[0]?.message).toBe('Place every ship: Vigil has no hex yet.');
    expect(codes(validateDeployment(rules, units, [place('maj', '0312'), place('maj', '0313'), place('vig', '0312')], []))).toEqual(['ERR_DEPLOY_TWICE']);
    expect(codes(validateDeployment(rules, units, [place('maj', '0312'), place('vig', '0312'), place('kes', '3012')], []))).toEqual(['ERR_DEPLOY_UNKNOWN']);
    const crowd = ['a', 'b'].map((id) => ({ id, side: 'A' as const, at: at('0312') }));
    expect(codes(validateDeployment(rules, units, [place('maj', '0312'), place('vig', '0312')], crowd))).toEqual(['ERR_DEPLOY_STACK']);
  });
});

describe('default deployment for a missed deadline', () => {
  // Starmada p.12 §2.3 zone; [ruling 19] facing; default placement is Salvo's.
  it('puts each ship in its own hex at the front of the zone, from the middle outward, facing the enemy', () => {
    const a = defaultDeployment(rules, [majestic, vigil, { id: 'x', name: 'X', side: 'A' }], []);
    expect(a.map((p) => makeHexLabel(p.at, BOARD))).toEqual(['0409', '0410', '0408']);
    expect(a.every((p) => p.facing === 1)).toBe(true);
    const b = defaultDeployment(rules, [kestrel], []);
    expect(b.map((p) => [makeHexLabel(p.at, BOARD), p.facing])).toEqual([['2909', 4]]);
    expect(validateDeployment(rules, [majestic, vigil, { id: 'x', name: 'X', side: 'A' }], a, []).ok).toBe(true);
  });

  // Starmada p.12 §2.3: stacking limits apply to the default too.
  it('skips hexes already taken', () => {
    const r = defaultDeployment(rules, [vigil], [{ id: 'maj', side: 'A', at: at('0409') }]);
    expect(makeHexLabel(r[0]?.at ?? at('0101'), BOARD)).toBe('0410');
  });
});

describe('a scenario\'s own set-up areas (Appendix S, rulings 160–163)', () => {
  const west = { name: 'within 4 hexes of the west edge', cols: [1, 4], rows: [1, 18], facing: 1 } as const;
  const east = { name: 'within 4 hexes of the east edge', cols: [29, 32], rows: [1, 18], facing: 4 } as const;
  const middle = { name: 'columns 13–20', cols: [13, 20], rows: [1, 18], facing: 1 } as const;
  const trap = { ...rules, areas: { A: [west, east], B: [middle] } };

  it('a side with areas deploys only in them, and the refusal names them', () => {
    expect(inZone(trap, 'B', at('1305'))).toBe(true);
    expect(inZone(trap, 'B', at('1205'))).toBe(false);
    expect(deploymentZone(trap, 'B')).toHaveLength(8 * 18);
    const refused = validatePlacement(trap, { id: 'v', name: 'Vigil', side: 'B' }, { unitId: 'v', at: at('0305'), facing: 1 }, []);
    expect(refused).toMatchObject({ ok: false, error: [{ code: 'ERR_DEPLOY_OUTSIDE_ZONE', message: 'Hex 0305 is outside your set-up area; deploy columns 13–20.' }] });
    expect(zoneText(trap, 'A')).toBe('within 4 hexes of the west edge or within 4 hexes of the east edge');
    expect(zoneFacing(trap, 'A', at('3005'))).toBe(4);
  });

  it('the default shares a side over its areas, largest first to the area holding less', () => {
    const units: DeployingUnit[] = [400, 300, 200, 100].map((cr, i) => ({ id: `s${i}`, name: `S${i}`, side: 'A', combatRating: cr }));
    const placements = defaultDeployment(trap, units, []);
    const side = (p: Placement): string => (hexesFromEdge(BOARD, p.at, 'west') <= 4 ? 'west' : 'east');
    // 400 west, 300 east, 200 east (300 < 400), 100 west (400 < 500): 500 each.
    expect(placements.map(side)).toEqual(['west', 'east', 'east', 'west']);
    expect(placements.map((p) => p.facing)).toEqual([1, 4, 4, 1]);
  });
});
