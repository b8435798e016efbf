import { describe, expect, it } from 'vitest';
import { scriptedDice } from '../../../../src/rules/core/dice.ts';
import { DIRECTIONS, hexAdd, hexLength, hexScale, type Hex } from '../../../../src/rules/core/hex.ts';
import { makeHexLabel, onBoard, type Board } from '../../../../src/rules/core/offset.ts';
import { boardObjects, floatShift, floatState } from '../../../../src/rules/starmada/movement/floating-board.ts';
import { moveAllShips, type MoveAllInput } from '../../../../src/rules/starmada/movement/move-all.ts';
import { CORE_RULES } from '../../../../src/rules/starmada/options.ts';
import type { ShipState, StarmadaState } from '../../../../src/rules/starmada/state.ts';
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

  // D.4 p.45: "every object on the board" floats, keeping its place relative to the others: markers and terrain too.
  describe('every positional object in the game state floats', () => {
    const shift = hexScale(DIRECTIONS[2] as Hex, 2);
    const world = {
      ships: [
        { ...kestrel, cloak: { turns: 1, detected: false, marker: at(5, 2) }, stutterTo: at(7, 3) },
        osprey,
      ],
      flights: [{ id: 'f', at: at(4, 4) }],
      flares: [{ at: at(3, 3), faceUp: true }],
      minefields: [{ at: at(8, 5), mines: 2 }],
      probes: [{ launcherId: 'b', at: at(9, 6), faceUp: false }],
      terrain: [{ kind: 'asteroid' as const, at: at(10, 4) }],
    } as unknown as StarmadaState;

    it('shifts ships, cloak markers, stutterdrive hexes, flights, flares, minefields, probes and asteroids alike', () => {
      const after = floatState(world, shift);
      const moved = (h: Parameters<typeof hexAdd>[0]) => hexAdd(h, shift);
      expect(after.ships.map((s) => s.at)).toEqual([moved(kestrel.at), moved(osprey.at)]);
      expect(after.ships[0]?.cloak?.marker).toEqual(moved(at(5, 2)));
      expect(after.ships[0]?.stutterTo).toEqual(moved(at(7, 3)));
      expect(after.ships[1]?.cloak).toBeUndefined();
      expect(after.flights[0]?.at).toEqual(moved(at(4, 4)));
      expect(after.flares).toEqual([{ at: moved(at(3, 3)), faceUp: true }]);
      expect(after.minefields).toEqual([{ at: moved(at(8, 5)), mines: 2 }]);
      expect(after.probes).toEqual([{ launcherId: 'b', at: moved(at(9, 6)), faceUp: false }]);
      expect(after.terrain).toEqual([{ kind: 'asteroid', at: moved(at(10, 4)) }]);
    });

    it('leaves absent marker lists absent', () => {
      const bare = { ships: [osprey], flights: [] } as unknown as StarmadaState;
      const after = floatState(bare, shift);
      expect('flares' in after || 'minefields' in after || 'probes' in after || 'terrain' in after).toBe(false);
    });

    it('counts every one of them, and the cloak marker, as an object a float may not push off', () => {
      expect(boardObjects(world).map(label).sort()).toEqual(['0404', '0303', '0805', '0906', '1004', '0502'].sort());
    });

    it('does not float when that would push a minefield off the far edge', () => {
      const mined = { ...world, ships: [kestrel, osprey], flights: [], flares: [], probes: [], terrain: [], minefields: [{ at: at(3, 8), mines: 1 }] } as StarmadaState;
      const r = moveAllShips(input([kestrel, osprey], { a: { move: mv('4') }, b: { move: mv('0') } }, { fixedObjects: boardObjects(mined) }), scriptedDice([]));
      expect(r.floated).toBeUndefined();
      expect(byId(r.ships, 'a').status).toBe('destroyed');
    });
  });
});
