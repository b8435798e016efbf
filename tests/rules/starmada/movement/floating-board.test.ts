import { describe, expect, it } from 'vitest';
import { scriptedDice } from '../../../../src/rules/core/dice.ts';
import { hexAdd, hexLength } from '../../../../src/rules/core/hex.ts';
import { makeHexLabel, onBoard, type Board } from '../../../../src/rules/core/offset.ts';
import { floatShift } from '../../../../src/rules/starmada/movement/floating-board.ts';
import { moveAllShips, type MoveAllInput } from '../../../../src/rules/starmada/movement/move-all.ts';
import { CORE_RULES } from '../../../../src/rules/starmada/options.ts';
import type { ShipState } from '../../../../src/rules/starmada/state.ts';
import { parseOrder } from '../../../../src/rules/starmada/notation/movement.ts';
import { at, MAJESTIC, ship } from './fixtures.ts';

const BOARD: Board = { cols: 12, rows: 8 };
const FLOATING = { ...CORE_RULES, floatingBoard: true };
const label = (h: Parameters<typeof makeHexLabel>[0]): string => makeHexLabel(h, BOARD);
const mv = (text: string) => {
  const r = parseOrder(text);
  if (!r.ok) throw new Error(text);
  return r.value;
};
const input = (ships: ShipState[], submissions: MoveAllInput['submissions'], extra: Partial<MoveAllInput> = {}): MoveAllInput => ({
  ships,
  classes: { majestic: MAJESTIC },
  board: BOARD,
  options: FLOATING,
  submissions,
  ...extra,
});
const byId = (ships: readonly ShipState[], id: string): ShipState => ships.find((s) => s.id === id) as ShipState;

// Majestic: engine rating 4; previous speed 4 lets "3P1" (one turn, max{4,4} = 4) be legal.
const kestrel = ship({ id: 'a', name: 'Kestrel', at: at(6, 2), heading: 0, prevSpeed: 4 });
const osprey = ship({ id: 'b', name: 'Osprey', side: 'B', seat: 'seat-b', at: at(6, 6), heading: 3, prevSpeed: 0 });

describe('D.4 Floating game board (Starmada p.45)', () => {
  // Starmada p.45 D.4 and its figure: ship A's orders "3P1" would carry it off the board, so every ship is first moved
  // the same way, keeping their relative positions, to give A room to finish its move.
  it('floats everything so that a ship can finish orders that would take it off the board', () => {
    const r = moveAllShips(input([kestrel, osprey], { a: { move: mv('3P1') }, b: { move: mv('0') } }), scriptedDice([]));
    const a = byId(r.ships, 'a');
    const b = byId(r.ships, 'b');
    expect(a.status).toBe('active');
    expect(r.floated).toBeDefined();
    const shift = r.floated as NonNullable<typeof r.floated>;
    expect(hexLength(shift)).toBeGreaterThan(0);
    // Osprey did not move, so it is exactly where the float put it: relative positions are kept.
    expect(b.at).toEqual(hexAdd(osprey.at, shift));
    expect(r.trails.a?.every((h) => onBoard(BOARD, h))).toBe(true);
    expect(r.trails.a?.[0]).toEqual(hexAdd(kestrel.at, shift));
    const float = r.events.find((e) => e.type === 'float');
    expect(float?.text).toContain('so that Kestrel can finish its move');
    expect(float?.text).toContain(`Kestrel now starts from ${label(hexAdd(kestrel.at, shift))}`);
  });

  it('floats by the shortest shift', () => {
    const needed = [at(6, 0), at(6, 3)];
    const shift = floatShift(BOARD, needed);
    expect(shift).not.toBeNull();
    expect(hexLength(shift as NonNullable<typeof shift>)).toBe(1);
  });

  // Starmada p.45: "If the board cannot be floated in such a way to allow all starships and fighter flights to remain
  // on the board, then floating cannot occur."
  it('does not float when that would push another ship off the far edge', () => {
    const low = { ...osprey, at: at(6, 8) };
    const r = moveAllShips(input([kestrel, low], { a: { move: mv('4') }, b: { move: mv('0') } }, { board: { cols: 12, rows: 8 } }), scriptedDice([]));
    // Kestrel needs 3 rows to the south; Osprey sits on the last row.
    expect(r.floated).toBeUndefined();
    expect(byId(r.ships, 'a').status).toBe('destroyed');
    expect(byId(r.ships, 'b').at).toEqual(low.at);
  });

  it('does not float when that would push a fighter flight off', () => {
    const r = moveAllShips(input([kestrel, osprey], { a: { move: mv('4') }, b: { move: mv('0') } }, { fixedObjects: [at(3, 8)] }), scriptedDice([]));
    expect(r.floated).toBeUndefined();
    expect(byId(r.ships, 'a').status).toBe('destroyed');
  });

  // Scenario exits (S.7 p.62) stay exits: a ship leaving by its own open edge escapes and is not floated for.
  it('lets a ship leave by an edge its scenario opens to it', () => {
    const r = moveAllShips(input([kestrel, osprey], { a: { move: mv('4') }, b: { move: mv('0') } }, { exitEdges: { A: ['north'] } }), scriptedDice([]));
    expect(r.floated).toBeUndefined();
    expect(byId(r.ships, 'a').status).toBe('exited');
  });

  it('changes nothing when off', () => {
    const r = moveAllShips(input([kestrel, osprey], { a: { move: mv('3P1') }, b: { move: mv('0') } }, { options: CORE_RULES }), scriptedDice([]));
    expect(r.floated).toBeUndefined();
    expect(byId(r.ships, 'a').status).toBe('destroyed');
  });
});
