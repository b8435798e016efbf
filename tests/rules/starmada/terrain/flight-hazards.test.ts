// Terrain against fighter flights (Starmada G.1 p.54: "No element may (safely) enter a hex containing an asteroid; any
// that does so is immediately destroyed"; "Fighter flights are similarly attacked, although they only suffer hits on
// rolls of 6"; G.2 p.55, G.3 p.56, G.5 p.56 likewise destroy what enters). Ruling 220, superseding ruling 176.
import { describe, expect, it } from 'vitest';
import { hexNeighbor } from '../../../../src/rules/core/hex.ts';
import { flightChoices } from '../../../../src/rules/starmada/fighters/fighter-phase.ts';
import { fighterContext } from '../../../../src/rules/starmada/sequence/fighters.ts';
import type { StarmadaState } from '../../../../src/rules/starmada/state.ts';
import type { TerrainPiece } from '../../../../src/rules/starmada/terrain/pieces.ts';
import { starmada } from '../../../../src/rules/starmada/system.ts';
import { at, deploy, expectOk, newGame, placed, resolveTyped, shipOf, texts } from '../integration/fixtures.ts';

/** Nest (A) at 1010 with its flight at 1009 heading N; Vigil (B) far off at 0303; `terrain` on the board. */
function fighterSlot(terrain: TerrainPiece[]): StarmadaState {
  const start = placed(deploy(newGame({ options: { carriers: true }, a: [{ class: 'Hive', name: 'Nest' }] })), { nest: [10, 10, 0], vigil: [3, 3, 3] });
  const moved = resolveTyped(start, { ana: 'Nest: 0', ben: 'Vigil: 0' }).state;
  const nest = shipOf(moved, 'nest');
  return { ...moved, terrain, flights: moved.flights.map((f) => ({ ...f, at: hexNeighbor(nest.at, 0), heading: 0 })) };
}

describe('a flight flying through an asteroid field (G.1 p.54)', () => {
  it('rolls one die for each field hex it enters, and each 6 destroys a fighter', () => {
    // A field of size 1 around 1006: the flight enters 1007, 1006 and 1005 (three dice: 6, 5, 6).
    const slot = fighterSlot([{ kind: 'asteroidField', at: at(10, 6), size: 1 }]);
    const done = resolveTyped(slot, { ana: 'Nest F1 4' }, [6, 5, 6]);
    expect(texts(done.events).filter((t) => t.startsWith('Asteroid field'))).toEqual([
      'Asteroid field in 1007 → Nest F1 · 6 · hits on 6 → 1 fighter destroyed',
      'Asteroid field in 1006 → Nest F1 · 5 · hits on 6 → no hits',
      'Asteroid field in 1005 → Nest F1 · 6 · hits on 6 → 1 fighter destroyed',
    ]);
    expect(done.state.flights.find((f) => f.id === 'nest/F1')?.count).toBe(4);
  });

  it('two overlapping fields roll two dice for the hex', () => {
    const slot = fighterSlot([
      { kind: 'asteroidField', at: at(10, 8), size: 0 },
      { kind: 'asteroidField', at: at(10, 8), size: 0 },
    ]);
    const done = resolveTyped(slot, { ana: 'Nest F1 1' }, [6, 6]);
    expect(texts(done.events)).toContain('Asteroid field in 1008 → Nest F1 · 6, 6 · hits on 6 → 2 fighters destroyed');
  });
});

describe('a flight entering a hex that destroys what enters (G.1, G.2, G.3, G.5)', () => {
  it('a typed move into a lone asteroid destroys the flight there, with no dice', () => {
    const slot = fighterSlot([{ kind: 'asteroid', at: at(10, 7) }]);
    const done = resolveTyped(slot, { ana: 'Nest F1 4' });
    expect(texts(done.events)).toContain('Nest F1 flies into an asteroid in 1007 and is destroyed (Appendix G).');
    expect(done.state.flights.some((f) => f.id === 'nest/F1')).toBe(false);
  });

  it('a planet destroys it too; the choices offered still go around such hexes', () => {
    const planet: TerrainPiece = { kind: 'planet', at: at(10, 6), size: 1 };
    const slot = fighterSlot([planet]);
    const { choices } = flightChoices(slot, fighterContext, 'nest/F1');
    expect(choices.some((c) => c.text === '2')).toBe(false);
    const done = resolveTyped(slot, { ana: 'Nest F1 2' });
    expect(texts(done.events)).toContain('Nest F1 flies into the planet in 1007 and is destroyed (Appendix G).');
  });
});

describe('the echo says what the terrain will do before the flight flies', () => {
  it('a move into a planet is read back with the warning; a move through a field with its dice', () => {
    const planet = fighterSlot([{ kind: 'planet', at: at(10, 6), size: 1 }]);
    const fatal = starmada.assist.echo(planet, 'ana', expectOk(starmada.parse(planet, 'ana', 'Nest F1 2')));
    expect(fatal.join('\n')).toContain('flies into the planet in 1007 and will be destroyed (Appendix G)');
    const field = fighterSlot([{ kind: 'asteroidField', at: at(10, 6), size: 1 }]);
    const risky = starmada.assist.echo(field, 'ana', expectOk(starmada.parse(field, 'ana', 'Nest F1 4')));
    expect(risky.join('\n')).toContain('asteroid fields roll 3 dice on the way: a fighter lost on each 6 (G.1 p.54)');
  });
});
