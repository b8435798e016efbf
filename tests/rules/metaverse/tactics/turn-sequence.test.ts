import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  firstPosition,
  nextPhase,
  STEP_IDS,
  stepInfo,
  type StepId,
  type TurnPosition,
} from '../../../../src/rules/metaverse/tactics/turn-sequence.ts';

const walk = (from: TurnPosition, n: number, skip: readonly StepId[] = []): TurnPosition[] => {
  const out: TurnPosition[] = [];
  let at = from;
  for (let i = 0; i < n; i++) {
    const next = nextPhase(at, { skip });
    if (next.kind !== 'step') throw new Error('unexpected game over');
    out.push(next.position);
    at = next.position;
  }
  return out;
};

describe('turn sequence', () => {
  // Metaverse p.2 "Turn Sequence": Movement (Command, Plot Movement, Starship Movement, Starfighter Operations,
  // Starfighter Mission), Combat (Control, Starship Combat, Starfighter Combat, Boarding Combat), End (Critical,
  // Repair, Morale).
  test("the book's order, wrapping to the next turn", () => {
    const steps = walk(firstPosition(), 12);
    expect(steps.map((p) => p.step)).toEqual([
      'plot',
      'ship-movement',
      'fighter-ops',
      'missions',
      'control',
      'ship-combat',
      'fighter-combat',
      'boarding',
      'critical',
      'repair',
      'morale',
      'command',
    ]);
    expect(steps.at(-1)).toEqual({ turn: 2, step: 'command' });
    expect(steps[9]?.turn).toBe(1);
  });

  // Metaverse p.5: plots are simultaneous and secret; p.19/p.21 missions and Control Step alternate; p.24 fire is
  // simultaneous.
  test('modes', () => {
    expect(stepInfo('plot').mode).toBe('secret-simultaneous');
    expect(stepInfo('ship-combat').mode).toBe('secret-simultaneous');
    expect(stepInfo('missions').mode).toBe('alternating');
    expect(stepInfo('control').mode).toBe('alternating');
    expect(stepInfo('command').mode).toBe('automatic');
    expect(stepInfo('fighter-ops').mode).toBe('parallel');
    expect(stepInfo('control').phase).toBe('combat');
    expect(stepInfo('morale').phase).toBe('end');
  });

  test('module steps can be skipped; core steps cannot', () => {
    const steps = walk({ turn: 3, step: 'ship-movement' }, 4, ['fighter-ops', 'missions', 'fighter-combat', 'boarding', 'control']);
    expect(steps.map((p) => p.step)).toEqual(['control', 'ship-combat', 'critical', 'repair']);
  });

  // Metaverse p.38 loss check in the Command Step; p.38 victory check after the Morale Step.
  test('game over after the command or morale step', () => {
    expect(nextPhase({ turn: 4, step: 'command' }, { gameOver: true })).toEqual({ kind: 'game-over', position: { turn: 4, step: 'command' } });
    expect(nextPhase({ turn: 4, step: 'morale' }, { gameOver: true }).kind).toBe('game-over');
    expect(nextPhase({ turn: 4, step: 'control' }, { gameOver: true }).kind).toBe('step');
  });

  test('property: every step is followed by the next one in order, whatever is skipped', () => {
    fc.assert(
      fc.property(fc.constantFrom(...STEP_IDS), fc.integer({ min: 1, max: 500 }), fc.subarray([...STEP_IDS]), (step, turn, skip) => {
        const next = nextPhase({ turn, step }, { skip });
        if (next.kind !== 'step') throw new Error('no game over expected');
        const i = STEP_IDS.indexOf(step);
        const j = STEP_IDS.indexOf(next.position.step);
        expect(next.position.turn).toBe(j <= i ? turn + 1 : turn);
        expect(skip.includes(next.position.step) && stepInfo(next.position.step).skippable).toBe(false);
      }),
    );
  });
});
