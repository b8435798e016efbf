// E.2 directed damage through the fire step (Starmada E.2 p.48; ruling 112): the results to keep are a standing
// choice given with the fire declaration, and the default is named in the summary when none is given.
import { describe, expect, test } from 'vitest';
import { makeFire, parseFire } from '../../../../src/rules/starmada/notation/fire.ts';
import { expectErr, expectOk, messagesOf, resolveTyped, withShip } from './fixtures.ts';
import { tempestAhead } from './tempest-fixture.ts';

/** Directed damage on, the Tempest's forward screens already used up so the Gun's hit is rolled for damage. */
const game = () => withShip(tempestAhead({ directedDamage: true }), 'tempest', (s) => ({ ...s, arcScreensChecked: { Fwd: 3, Port: 0, Stbd: 0, Aft: 0 } }));

describe('directed damage: the player chooses what to keep (E.2 p.48)', () => {
  // E.2 p.48: "Each damage die can be re-rolled once before its result takes effect ... there is a greater chance of
  // inflicting the type of damage desired by the attacking player." Wanting engines, a hull result (2) is re-rolled.
  test('"directed for engines" re-rolls a hull result once; the re-roll stands', () => {
    const state = game();
    const declarations = expectOk(parseFire(state, 'ben', 'Striker: Gun directed for engines > Tempest'));
    expect(declarations[0]).toMatchObject({ directed: true, keep: ['engines'] });
    expect(makeFire(state, declarations)).toBe('Striker: Gun x1 directed for engines > Tempest');
    expect(expectOk(parseFire(state, 'ben', makeFire(state, declarations)))).toEqual(declarations);
    // Combat order 4; to-hit 6 (needs 4+: 3+ and −1 for directed damage); impact 5 beats shields 4; damage 2 → re-roll 4.
    const fired = resolveTyped(state, { ben: 'Striker: Gun directed for engines > Tempest' }, [4, 6, 5, 2, 4]);
    expect(fired.events.find((e) => e.type === 'attack')?.text).toContain('damage (directed: keep engines) 2→4: engine');
  });

  test('without "for", the default (keep hull hits) is applied and named', () => {
    const fired = resolveTyped(game(), { ben: 'Striker: Gun directed > Tempest' }, [4, 6, 5, 4, 2]);
    expect(fired.events.find((e) => e.type === 'attack')?.text).toContain('damage (directed: keep hull, the default) 4→2: hull');
  });

  test('a result that is not on the damage table is refused, quoted', () => {
    expect(messagesOf(expectErr(parseFire(game(), 'ben', 'Striker: Gun directed for crew > Tempest')))).toEqual([
      'After "directed for" name the damage results to keep: hull, engines, weapons or shields; “crew” is not one.',
    ]);
  });
});
