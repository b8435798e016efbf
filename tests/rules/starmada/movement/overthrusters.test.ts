import { describe, expect, it } from 'vitest';
import { scriptedDice } from '../../../../src/rules/core/dice.ts';
import { revertPivot } from '../../../../src/rules/starmada/movement/execute.ts';
import { moveAllShips, type MoveAllInput } from '../../../../src/rules/starmada/movement/move-all.ts';
import { overthrust, overthrustProblem } from '../../../../src/rules/starmada/movement/overthrusters.ts';
import { CORE_RULES } from '../../../../src/rules/starmada/options.ts';
import { MAJESTIC, MISTRAL } from '../../../../src/rules/starmada/ships/library/index.ts';
import type { ShipState } from '../../../../src/rules/starmada/state.ts';
import { parseOrder } from '../../../../src/rules/starmada/notation/movement.ts';
import { at, ship } from './fixtures.ts';

const mistral = ship({ id: 'mis', name: 'Mistral', classId: 'mistral', at: at(10, 10), heading: 0, prevSpeed: 3 });
const mv = (text: string) => {
  const r = parseOrder(text);
  if (!r.ok) throw new Error(text);
  return r.value;
};
const input = (ships: ShipState[], submissions: MoveAllInput['submissions']): MoveAllInput => ({
  ships,
  classes: { mistral: MISTRAL, majestic: MAJESTIC },
  board: { cols: 20, rows: 20 },
  options: CORE_RULES,
  submissions,
});

describe('B.16 Overthrusters (Starmada p.35)', () => {
  // Starmada p.35 B.16: "After all starships have been moved in the Movement Phase, any ship equipped with
  // overthrusters rolls one die: if the result is 4-6, the ship may make a one-hexside turn to port or starboard."
  it.each([
    [4, 5],
    [6, 5],
  ])('on a %i the ship turns one hexside to port', (die, facing) => {
    const r = overthrust(mistral, 'P', scriptedDice([die]));
    expect(r.turned).toBe(true);
    expect(r.ship).toMatchObject({ heading: 0, facing });
  });

  it.each([1, 3])('on a %i it does not turn', (die) => {
    const r = overthrust(mistral, 'S', scriptedDice([die]));
    expect(r.turned).toBe(false);
    expect(r.ship.facing).toBe(0);
    expect(r.text).toContain(`die ${die}, 4–6 needed`);
  });

  // Starmada p.35 B.16: "During the End Phase, any ships that used their overthrusters are turned one hexside in the
  // opposing direction, so that they will retain their proper heading in the subsequent game turn."
  it('is turned back in the End Phase', () => {
    const turned = overthrust(mistral, 'S', scriptedDice([5])).ship;
    expect(turned.facing).toBe(1);
    expect(revertPivot(turned)).toMatchObject({ heading: 0, facing: 0 });
  });

  it('after every ship has moved, only for ships that asked, and the roll is shown', () => {
    const other = ship({ id: 'maj', name: 'Majestic', at: at(5, 5) });
    const r = moveAllShips(input([mistral, other], { mis: { move: mv('3'), overthrust: 'S' }, maj: { move: mv('4') } }), scriptedDice([6]));
    const m = r.ships.find((s) => s.id === 'mis');
    expect(m).toMatchObject({ heading: 0, facing: 1 });
    const events = r.events.filter((e) => e.type === 'overthrust');
    expect(events.map((e) => e.text)).toEqual(["Mistral's overthrusters turn it one hexside to starboard (die 6): facing NE until the End Phase (B.16)."]);
  });

  it('refuses a ship without working overthrusters', () => {
    expect(overthrustProblem(mistral, MISTRAL)).toBeUndefined();
    expect(overthrustProblem({ ...mistral, equipmentLost: { Overthrusters: 1 } }, MISTRAL)?.message).toBe('Mistral cannot make an overthruster turn (B.16): its overthrusters are lost.');
    expect(overthrustProblem({ ...mistral, name: 'Majestic' }, MAJESTIC)?.message).toContain('it has no overthrusters');
  });

  it('rolls nothing for a ship without overthrusters even if asked', () => {
    const other = ship({ id: 'maj', name: 'Majestic', at: at(5, 5) });
    const r = moveAllShips(input([other], { maj: { move: mv('4'), overthrust: 'P' } }), scriptedDice([]));
    expect(r.events.some((e) => e.type === 'overthrust')).toBe(false);
  });
});
