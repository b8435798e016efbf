// Voidstriker §2.362 "Turret. Roll randomly among the turreted weapons that face the firing ship and destroy one of
// them"; "Weapon. … If a multiweapon mount is hit, all the weapons in that mount are disabled." The summary names
// the weapon the ship lost, as its record sheet does, never the mount's id.
import { describe, expect, test } from 'vitest';
import { scriptedDice } from '../../../../src/rules/core/dice.ts';
import { applyPackets, hitName } from '../../../../src/rules/voidstriker/sequence/damage.ts';
import { skirmish } from './fixtures.ts';

describe('damage lines name what was hit', () => {
  test('a turret hit from ahead destroys the forward Dual Mk-III laser turret, and says so by name', () => {
    const state = skirmish('arab-destroyer-3500', 'arab-destroyer-3500');
    const ship = state.ships.find((s) => s.name === 'Alpha');
    if (!ship) throw new Error('no Alpha');
    // Surface 6: turret. Of the two turrets only the forward one faces a firer ahead: no roll to pick it (§2.362).
    const dice = scriptedDice([6]);
    const hit = applyPackets(ship, [1], 'forward', dice);
    expect(dice.remaining).toBe(0);
    expect(hit.lines).toEqual(['1 damage: Surface 6: turret (Dual Mk-III laser turret, 1 DP, destroyed)']);
    expect(hit.lines.join('\n')).not.toMatch(/\b(t|f|mt|mag)\d+\b/);
  });

  test('one mount of a battery, a magazine and a track are named as the sheet names them', () => {
    const state = skirmish('arab-destroyer-3500', 'arab-destroyer-3500');
    const ship = state.ships.find((s) => s.name === 'Alpha');
    if (!ship) throw new Error('no Alpha');
    const battery = ship.condition.mounts.map((m) => hitName(ship, m.id));
    expect(battery).toContain('a Mk-IV laser of 2 × Mk-IV laser');
    expect(hitName(ship, 'powerPlant')).toBe('power plant');
    expect(hitName(ship, 'magazine mag1')).toBe('magazine 1');
  });
});
