// Refusals a player can act on (issue 16 item 3) in the Voidstriker round plot: each problem names the ship and
// quotes the words it is about, with the line they were typed on; two plots for one ship in one message are refused
// with both quoted, while a second block that only adds fire goes on the first.
import { describe, expect, test } from 'vitest';
import { problemText } from '../../../../src/rules/core/problem.ts';
import { parseRoundPlot } from '../../../../src/rules/voidstriker/notation/parse.ts';
import { CTX } from './fixtures.ts';

const reads = (text: string): string[] => {
  const r = parseRoundPlot(text, CTX);
  return r.ok ? [] : r.error.map(problemText);
};

describe('Voidstriker refusals name the ship and quote the words', () => {
  // §2.31: "up to the ship's Thrust Factor" — Warhawk's is 6.
  test('a split over the Thrust Factor names the ship twice over: whose split, and whose Thrust Factor', () => {
    expect(reads('Warhawk: thrust 5/2/0 · move a5|a5|a5|a5')).toEqual(['Line 1 · Warhawk “thrust 5/2/0”: The split uses 7 thrust points; Warhawk has 6 (§2.31).']);
  });

  // §2.343: each phase moves at most the acceleration allotted; §2.342 Turn Mode.
  test('a phase problem quotes the move, on the ship\'s own line', () => {
    expect(reads('Kestrel: thrust 4/0/0 · move a4|a4|a4|a4\nWarhawk: thrust 2/0/0 · move S90 a2 | a2 | a2 | a2')).toEqual([
      'Line 2 · Warhawk “move S90 a2 | a2 | a2 | a2”: A turn of 90° is more than the ship\'s Turn Mode of 60° (§2.342). Turn at most 60° in this phase.',
    ]);
  });

  test('words that do not read are quoted with the ship they were for, every problem at once', () => {
    expect(reads('Warhawk: thrust x · move a1|a1|a1|a1\nKestrel: fire turret > Nobody')).toEqual([
      'Line 1 · Warhawk “thrust x”: Cannot read the thrust "x". Write accel/evasive/attack, e.g. thrust 4/2/0.',
      'Line 2 · Kestrel “fire turret > Nobody”: No target is called "Nobody". Known: Raider, Viper.',
    ]);
  });

  test('an unknown ship quotes the name as typed', () => {
    expect(reads('Hawk: thrust 1')).toEqual(['Line 1: No ship of yours is called "Hawk". Known: Warhawk, Kestrel.']);
  });

  test('two plots for one ship in one message are refused, both quoted', () => {
    expect(reads('Warhawk: thrust 1/0/0 · move a1|a1|a1|a1\nKestrel: move 0|0|0|0\nWarhawk: thrust 2/0/0 · move a2|a2|a2|a2')).toEqual([
      'Line 3: Warhawk has two orders in this message, “Warhawk: thrust 1/0/0 · move a1|a1|a1|a1” and “Warhawk: thrust 2/0/0 · move a2|a2|a2|a2”; keep one. Give each ship one block (it may go on over several lines).',
    ]);
  });

  // §2.35: a mount fires once a round; a block of fire orders adds to the ship's plot, as a `/fire` line does.
  test('a second block that only adds fire goes on the first, and one mount ordered twice is refused', () => {
    const r = parseRoundPlot('Warhawk: thrust 1/0/0 · move a1|a1|a1|a1\nWarhawk: fire Mk-V > Raider', CTX);
    expect(r.ok && r.value.ships.find((s) => s.shipId === 'warhawk')?.fire).toEqual([{ mount: 'mk5', target: 'raider', phase: 'any', condition: 'always' }]);
    expect(reads('Warhawk: fire Mk-V > Raider\nWarhawk: fire Mk-V > Viper')).toEqual([
      'Line 1 · Warhawk “fire Mk-V > Raider”: Mk-V laser has more than one fire order; each mount fires once per round (§2.35). Keep one order for that mount.',
    ]);
  });
});
