// B.5 Cloaking Device and F.5 Launch & Recovery (Starmada p.31, p.52): "While cloaked, starships may not launch or
// recover any fighter flights … no additional flights may be launched while the cloak is active." Ruling 218.
import { describe, expect, test } from 'vitest';
import type { GameEvent } from '../../../../src/rules/core/rule-system.ts';
import type { ShipClass } from '../../../../src/rules/starmada/ships/schema.ts';
import type { StarmadaState } from '../../../../src/rules/starmada/state.ts';
import { CORE_RULES } from '../../../../src/rules/starmada/options.ts';
import { starmada } from '../../../../src/rules/starmada/system.ts';
import { DESIGNS, HIVE, deploy, expectErr, expectOk, fleet, placed, resolveTyped, texts } from '../integration/fixtures.ts';

const SHADE: ShipClass = { ...HIVE, className: 'Shade', equipment: { items: [{ system: 'Cloaking Device', count: 1 }], lossLimit: 1 } };

/** F.5 and B.5 on: Shade (A, a cloaking Carrier 1) at 1010, Vigil (B) at 1005. */
function game(): StarmadaState {
  const designs = [...DESIGNS, SHADE];
  const fleets = { ana: fleet('A', 'Ana', [{ class: 'Shade' }], designs), ben: fleet('B', 'Ben', [{ class: 'Lancer', name: 'Vigil' }], designs) };
  const options = { ...CORE_RULES, carriers: true, launchAndRecovery: true, cloaking: true };
  const setup = expectOk(starmada.setup({ options, fleets, scenario: 'standard/small', seed: 'unused' }));
  return placed(deploy(setup), { shade: [10, 10, 0], vigil: [10, 5, 3] });
}

/** Resolves the turn's fire step, if it opens, with every ship holding fire: on to the End Phase. */
function holdFire(state: StarmadaState): { state: StarmadaState; events: GameEvent[] } {
  return starmada.step(state)?.key.endsWith('/fire') === true ? resolveTyped(state, { ana: 'Shade: hold', ben: 'Vigil: hold' }) : { state, events: [] };
}

const publicTexts = (events: readonly { text: string; visibleTo?: readonly string[] }[]): string[] => events.filter((e) => !e.visibleTo).map((e) => e.text);

describe('a cloaked carrier launches nothing (B.5 p.31, F.5 p.52)', () => {
  test('cloaked, its flights stay aboard and no post names them; uncloaked, the next End Phase launches them', () => {
    const moved = resolveTyped(game(), { ana: 'Shade: C/0', ben: 'Vigil: 0' });
    // Nobody can fire (Shade is cloaked, Vigil cannot see it): the End Phase comes with the movement.
    const ended = { state: holdFire(moved.state).state, events: [...moved.events, ...holdFire(moved.state).events] };
    expect(ended.state.turn).toBe(2);
    expect(ended.state.flights).toEqual([]);
    expect(ended.state.hangar?.map((f) => f.name)).toEqual(['Shade F1']);
    expect(publicTexts(ended.events).filter((t) => /launch|Shade F1/.test(t))).toEqual([]);
    // Turn 2 without C/: the ship uncloaks and launches in the End Phase.
    const out = resolveTyped(ended.state, { ana: 'Shade: 0', ben: 'Vigil: 0' });
    const launched = holdFire(out.state);
    expect(texts(launched.events)).toContain('Shade launches Shade F1 (F.5, at most 1 a turn).');
  });

  test('a flight may not land on its carrier while the carrier is cloaked, and is told why', () => {
    // Turn 1 uncloaked: the End Phase launches the flight into Shade's hex.
    const turn1 = holdFire(resolveTyped(game(), { ana: 'Shade: 0', ben: 'Vigil: 0' }).state).state;
    // Turn 2 cloaked: in the Fighter Phase the flight still shares the carrier's hex.
    const slot = resolveTyped(turn1, { ana: 'Shade: C/0', ben: 'Vigil: 0' }).state;
    expect(starmada.step(slot)?.key).toBe('t2/fighters/1');
    const refused = expectErr(starmada.parse(slot, 'ana', 'Shade F1 0 land'));
    expect(refused.map((e) => e.message)).toEqual(['Shade is cloaked this turn, and a cloaked ship recovers no flights (B.5 p.31).']);
  });
});
