// What is accepted can always be stored, and anything stored can always be read back (issue 24, trap 4): every name
// field of every system's fleet (ship names, design class names, faction and type; Voidstriker's named ships;
// Metaverse's fleet, commander and ship names) at the longest its import accepts goes in through the lobby, reads
// back in /fleet list, and starts the game; one character more is refused at the door, never stored.
import { describe, expect, test } from 'vitest';
import { seatsOf, updateSeat } from '../../src/db/game-repo.ts';
import type { GameContext } from '../../src/game/context.ts';
import { addShip, fleetOf, importDesigns, joinLobby, openLobby, planLobby, startFromLobby } from '../../src/game/lobby.ts';
import { MAX_NAME as STARMADA_NAME, MAX_STORED_NAME } from '../../src/rules/starmada/setup/fleet-limits.ts';
import { MAX_LABEL } from '../../src/rules/starmada/ships/schema.ts';
import { findShipClass } from '../../src/rules/starmada/ships/library/index.ts';
import { MAX_NAME as VOIDSTRIKER_NAME } from '../../src/rules/voidstriker/setup/fleets.ts';
import { CONCORD } from '../rules/metaverse/assist/fleet/fixtures.ts';
import { expectErr, expectOk, serviceContext } from './service-fixture.ts';

const long = (n: number, stem: string): string => stem.padEnd(n, 'x');

function lobby(system: string, scenario: string, options = ''): { ctx: GameContext; id: number } {
  const { ctx } = serviceContext();
  const plan = expectOk(planLobby({ system, scenario, stepLengthMs: 86_400_000, options }));
  const id = expectOk(openLobby(ctx, plan, { guildId: 'g1', channelId: 'c1', threadId: 't1', gmUserId: 'ana' })).game.id;
  const sides = ['A', 'B'];
  expectOk(joinLobby(ctx, id, { id: 'ana', name: 'Ana' }, sides[0] ?? 'A'));
  expectOk(joinLobby(ctx, id, { id: 'ben', name: 'Ben' }, sides[1] ?? 'B'));
  return { ctx, id };
}

describe('Starmada', () => {
  const majestic = findShipClass('Majestic');
  if (!majestic) throw new Error('no Majestic in the library');
  const design = { ...majestic, className: long(MAX_LABEL, 'Design'), faction: long(MAX_LABEL, 'Faction'), type: long(MAX_LABEL, 'Battlecruiser') };

  test('the longest ship name, class name, faction and type are stored, read back and start', () => {
    const { ctx, id } = lobby('starmada', 'standard/medium', 'alternateArcs');
    expectOk(addShip(ctx, id, 'ana', 'Majestic', long(STARMADA_NAME, 'Named')));
    expectOk(importDesigns(ctx, id, 'ana', JSON.stringify(design)));
    // The class name again: the ship takes it with its number, longer than any name a player types.
    expectOk(importDesigns(ctx, id, 'ana', JSON.stringify(design)));
    expect(expectOk(fleetOf(ctx, id, 'ana')).ships.map((line) => line.split(' · ')[0])).toEqual([long(STARMADA_NAME, 'Named'), design.className, `${design.className} 2`]);
    expectOk(addShip(ctx, id, 'ben', 'Vigilant'));
    expectOk(startFromLobby(ctx, id, 'ana'));
  });

  test('one character more is refused at the door', () => {
    const { ctx, id } = lobby('starmada', 'standard/medium');
    expect(expectErr(addShip(ctx, id, 'ana', 'Majestic', long(STARMADA_NAME + 1, 'Named')))).toEqual([`A ship's name has at most ${STARMADA_NAME} characters; pick a shorter one.`]);
    expect(expectErr(importDesigns(ctx, id, 'ana', JSON.stringify({ ...design, className: long(MAX_LABEL + 1, 'Design') })))[0]).toMatch(/Class name must be at most 60 characters/);
  });

  test('a fleet stored by an older release (names longer than its own limit of 40) reads back and starts', () => {
    const { ctx, id } = lobby('starmada', 'standard/medium', 'alternateArcs');
    const seat = seatsOf(ctx.db, id).find((s) => s.userId === 'ana');
    const stored = { ships: [{ class: design.className, name: design.className }, { class: design.className, name: `${design.className} 2` }], designs: [design] };
    expect(`${design.className} 2`.length).toBeLessThanOrEqual(MAX_STORED_NAME);
    updateSeat(ctx.db, seat?.id ?? 0, { fleet: stored });
    expect(expectOk(fleetOf(ctx, id, 'ana')).ships).toHaveLength(2);
    expectOk(addShip(ctx, id, 'ben', 'Vigilant'));
    expectOk(startFromLobby(ctx, id, 'ana'));
  });
});

describe('Voidstriker', () => {
  test('the longest ship name, by /fleet add and by import, is stored, read back and starts', () => {
    const { ctx, id } = lobby('voidstriker', 'skirmish');
    expectOk(addShip(ctx, id, 'ana', 'Battlecruiser', long(VOIDSTRIKER_NAME, 'Kongo')));
    expectOk(importDesigns(ctx, id, 'ana', `${long(VOIDSTRIKER_NAME, 'Haruna')}: Battlecruiser`));
    expect(expectOk(fleetOf(ctx, id, 'ana')).ships.map((line) => line.split(' · ')[0])).toEqual([long(VOIDSTRIKER_NAME, 'Kongo'), long(VOIDSTRIKER_NAME, 'Haruna')]);
    expect(expectErr(addShip(ctx, id, 'ana', 'Battlecruiser', long(VOIDSTRIKER_NAME + 1, 'Hiei')))).toEqual([`A ship's name has at most ${VOIDSTRIKER_NAME} characters.`]);
    expectOk(addShip(ctx, id, 'ben', 'Battlecruiser'));
    expectOk(startFromLobby(ctx, id, 'ana'));
  });
});

describe('Metaverse', () => {
  test('long fleet, commander and ship names (its schema sets no limit) are stored, read back and start', () => {
    const { ctx, id } = lobby('metaverse', 'match');
    const named = {
      ...CONCORD,
      name: long(200, 'Fleet'),
      commanders: CONCORD.commanders.map((c, i) => ({ ...c, name: long(200, `Commander ${i}`) })),
      squadrons: CONCORD.squadrons.map((sq, i) => ({ ...sq, ships: sq.ships.map((s, j) => ({ ...s, name: long(200, `CNS Ship ${i}-${j}`) })) })),
    };
    expectOk(importDesigns(ctx, id, 'ana', JSON.stringify(named)));
    expect(expectOk(fleetOf(ctx, id, 'ana')).problems).toEqual([]);
    expectOk(addShip(ctx, id, 'ben', 'salvo-vorr-raiders'));
    expectOk(startFromLobby(ctx, id, 'ana'));
  });
});
