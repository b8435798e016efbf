// B.5 Cloaking Device, Detection (Starmada p.31–32): the roll and the cloak's turn-by-turn record.
import { describe, expect, test } from 'vitest';
import { scriptedDice } from '../../../../src/rules/core/dice.ts';
import { detectionRoll, settleCloaks } from '../../../../src/rules/starmada/movement/cloaking.ts';
import { at, deploy, newGame, shipOf } from '../integration/fixtures.ts';

describe('the detection roll (p.31–32)', () => {
  test('"a ship is not at risk of detection during its first turn under cloak": no face is less than 1', () => {
    for (const die of [1, 2, 3, 4, 5, 6]) expect(detectionRoll(die, 1, false)).toBe(false);
  });

  test('the book\'s example: third consecutive turn, "a die is rolled, coming up 2 ... it has been detected"', () => {
    expect(detectionRoll(2, 3, false)).toBe(true);
    expect(detectionRoll(3, 3, false)).toBe(false);
  });

  test('"if the starship remains cloaked, it has a 4-in-6 chance of being detected again" (turn 5, detected in turn 4)', () => {
    const detected = [1, 2, 3, 4, 5, 6].filter((die) => detectionRoll(die, 4, true));
    expect(detected).toEqual([1, 2, 3, 4]);
  });
});

describe('settling the cloaks after the Movement Phase', () => {
  const state = deploy(newGame({ options: { cloaking: true } }));
  const vigil = shipOf(state, 'vigil');
  const moved = { ...vigil, at: at(10, 8) };

  test('a first turn under cloak rolls nothing and leaves the marker where the ship was', () => {
    const dice = scriptedDice([]);
    const settled = settleCloaks([vigil], [moved], new Set(['vigil']), state.board, dice);
    expect(settled.ships[0]?.cloak).toEqual({ turns: 1, detected: false, marker: vigil.at });
    expect(settled.events.map((e) => e.text)).toEqual([expect.stringMatching(/^Vigil cloaks \(B\.5 p\.31\): its cloak marker stays in \d{4}\.$/)]);
    expect(dice.rolls).toEqual([]);
  });

  test('a second turn rolls: a 1 detects it and the marker moves to where it ended', () => {
    const cloaked = { ...vigil, cloak: { turns: 1, detected: false, marker: vigil.at } };
    const settled = settleCloaks([cloaked], [{ ...moved, cloak: cloaked.cloak }], new Set(['vigil']), state.board, scriptedDice([1]));
    expect(settled.ships[0]?.cloak).toEqual({ turns: 2, detected: true, marker: at(10, 8) });
    expect([...settled.detected]).toEqual(['vigil']);
    expect(settled.events[0]?.text).toBe('Vigil\'s cloak is pierced (B.5 p.31): die 1 against 2 turns cloaked; it is detected in 1008, where its cloak marker moves.');
  });

  test('a ship that writes no C/ drops its cloak and uncloaks', () => {
    const cloaked = { ...moved, cloak: { turns: 3, detected: true, marker: vigil.at } };
    const settled = settleCloaks([cloaked], [cloaked], new Set(), state.board, scriptedDice([]));
    expect(settled.ships[0]?.cloak).toBeUndefined();
    expect(settled.events.map((e) => e.text)).toEqual(['Vigil uncloaks (B.5 p.31).']);
  });
});
