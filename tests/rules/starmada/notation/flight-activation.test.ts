// Flight-activation notation (src/rules/starmada/notation/flight-activation.ts), Starmada p.22–23 §5.2–5.4 with
// F.3's screens (p.51) and F.5's landing (p.53): the text is parsed once, and what the maker writes reads back the same.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hexNeighbor } from '../../../../src/rules/core/hex.ts';
import { offsetToHex } from '../../../../src/rules/core/offset.ts';
import type { FighterPrompt, FighterWorld, FlightActivation } from '../../../../src/rules/starmada/fighters/fighter-phase.ts';
import { makeFlightActivation, parseFlightActivation } from '../../../../src/rules/starmada/notation/flight-activation.ts';
import { normaliseFlightMove, type FlightStep } from '../../../../src/rules/starmada/notation/flight-move.ts';
import type { FlightState } from '../../../../src/rules/starmada/state.ts';

const at = offsetToHex({ col: 10, row: 8 });
const flight = (id: string, name: string, side: 'A' | 'B', dir: number): FlightState => ({
  id,
  name,
  side,
  seat: side === 'A' ? 'ana' : 'ben',
  carrierId: 'carrier',
  count: 6,
  at: hexNeighbor(at, dir),
  heading: 0,
  activated: false,
});
// Names that start alike ("Red 1", "Red 10") and a ship whose name starts like a flight's.
const flights = [flight('f1', 'Red 1', 'A', 0), flight('f10', 'Red 10', 'A', 1), flight('g1', 'Green 1', 'A', 2), flight('b1', 'Blue 1', 'B', 3)];
const world: FighterWorld = {
  board: { cols: 32, rows: 18 },
  ships: [
    { id: 'k', name: 'Kestrel', side: 'B', at, status: 'active' },
    { id: 'r', name: 'Red Star', side: 'B', at: hexNeighbor(at, 4), status: 'active' },
  ],
  flights,
};
const prompt: FighterPrompt = { side: 'A', slot: 0, flights: flights.filter((f) => f.side === 'A'), seats: ['ana'] };

const step: fc.Arbitrary<FlightStep> = fc.oneof(
  fc.integer({ min: 1, max: 8 }).map((hexes) => ({ kind: 'forward' as const, hexes })),
  fc.constantFrom<FlightStep>({ kind: 'turn', dir: 'P' }, { kind: 'turn', dir: 'S' }, { kind: 'slip', dir: 'L' }, { kind: 'slip', dir: 'R' }),
);
const ending = fc.constantFrom<Partial<FlightActivation>>({ targetId: null }, { targetId: 'k' }, { targetId: 'r' }, { targetId: 'b1' }, { targetId: null, screen: true }, { targetId: null, land: true });
const activation: fc.Arbitrary<FlightActivation> = fc
  .tuple(fc.constantFrom(...prompt.flights.map((f) => f.id)), fc.array(step, { maxLength: 6 }), ending)
  .map(([flightId, steps, end]) => ({ flightId, move: normaliseFlightMove(steps), targetId: null, ...end }));

describe('flight-activation notation', () => {
  it('property: the maker\'s text parses back to the same activation', () => {
    fc.assert(
      fc.property(activation, (a) => {
        const read = parseFlightActivation(world, prompt, makeFlightActivation(world, a));
        expect(read.ok && read.value).toEqual(a);
      }),
    );
  });
});
