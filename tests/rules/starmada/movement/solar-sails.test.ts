import { describe, expect, it } from 'vitest';
import { scriptedDice } from '../../../../src/rules/core/dice.ts';
import { availableEngine, describeAvailable } from '../../../../src/rules/starmada/movement/engine-requirement.ts';
import { rollSolarWind, sailEffect, solarWindFor, solarWindText } from '../../../../src/rules/starmada/movement/solar-sails.ts';
import { orderShipFrom } from '../../../../src/rules/starmada/movement/validate.ts';
import { straightOrder } from '../../../../src/rules/starmada/movement/order.ts';
import { ZEPHYR, MAJESTIC } from '../../../../src/rules/starmada/ships/library/index.ts';
import { ship } from './fixtures.ts';

describe('B.21 Solar Sails (Starmada p.37)', () => {
  // Starmada p.37, the book's example: the wind blows from the bottom of the picture (toward the north, 0); three
  // sailing ships of engine rating 5. A heads into the wind: 3. B heads one hexside away from it: 8. C two: 5.
  it('the p.37 example: into the wind 3, one hexside off 8, two hexsides off 5', () => {
    const wind = 0;
    expect(sailEffect(3, wind, 5)?.rating).toBe(3);
    expect(sailEffect(1, wind, 5)?.rating).toBe(8);
    expect(sailEffect(5, wind, 5)?.rating).toBe(8);
    expect(sailEffect(2, wind, 5)).toBeUndefined();
    expect(sailEffect(4, wind, 5)).toBeUndefined();
  });

  // Ruling 141: the book names only the two cases; straight down the wind changes nothing.
  it('straight down the wind changes nothing', () => {
    expect(sailEffect(0, 0, 5)).toBeUndefined();
  });

  it('changes the rating the orders may use, and says so', () => {
    const zephyr = ship({ id: 'z', name: 'Zephyr', heading: 3 });
    const view = orderShipFrom(zephyr, ZEPHYR, 0);
    const own = view.engineRating;
    expect(view.solarSails?.rating).toBe(Math.ceil(own / 2));
    const available = availableEngine(straightOrder(0), { engineRating: own, solarSails: view.solarSails });
    expect(available.total).toBe(Math.ceil(own / 2));
    expect(describeAvailable('Zephyr', available)).toContain(`${own} halved heading into the solar wind`);
  });

  it('does nothing for a ship without sails, or before the wind is known', () => {
    expect(orderShipFrom(ship({ id: 'm', heading: 3 }), MAJESTIC, 0).solarSails).toBeUndefined();
    expect(orderShipFrom(ship({ id: 'z', heading: 3 }), ZEPHYR).solarSails).toBeUndefined();
  });

  // Starmada p.37: "Before the game begins, randomly determine the direction in which the solar wind is blowing."
  it('rolls the wind on one die', () => {
    expect(rollSolarWind(scriptedDice([4]))).toBe(3);
    expect(solarWindText(3)).toContain('toward S (die 4, B.21)');
  });

  it('rolls it from the seed, the same every time, only when a ship has sails', () => {
    expect(solarWindFor('game-1', [MAJESTIC, ZEPHYR])).toBe(solarWindFor('game-1', [ZEPHYR]));
    expect(solarWindFor('game-1', [MAJESTIC])).toBeUndefined();
  });
});
