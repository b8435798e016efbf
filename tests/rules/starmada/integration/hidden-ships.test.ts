// Hidden ships in play, through parse → validate → resolve: B.5 Cloaking Device (p.31–32), B.10 Hyperdrive (p.33)
// and B.22 Stealth (p.37), with the library ships that carry them (Sirocco, Monsoon, Zephyr).
import { describe, expect, test } from 'vitest';
import type { RuleError } from '../../../../src/rules/core/result.ts';
import type { Viewer } from '../../../../src/rules/core/rule-system.ts';
import { declaredConditions } from '../../../../src/rules/starmada/assist/fire-odds.ts';
import { fireTargetChoices } from '../../../../src/rules/starmada/assist/fire-choices.ts';
import type { ShipClass } from '../../../../src/rules/starmada/ships/schema.ts';
import type { StarmadaState } from '../../../../src/rules/starmada/state.ts';
import { starmada } from '../../../../src/rules/starmada/system.ts';
import { DESIGNS, LANCER, deploy, fleet, expectErr, expectOk, newGame, placed, resolveTyped, shipOf, texts } from './fixtures.ts';

const MONSOON_CR = 394;
const ANA: Viewer = { kind: 'seat', seat: 'ana' };
const BEN: Viewer = { kind: 'seat', seat: 'ben' };
const PUBLIC: Viewer = { kind: 'public' };

const visibleTo = (state: StarmadaState, viewer: Viewer): string[] => starmada.scene(state, viewer).units.map((u) => u.id);
const publicTexts = (events: readonly { text: string; visibleTo?: readonly string[] }[]): string[] => events.filter((e) => !e.visibleTo).map((e) => e.text);

/** What the game says to a typed fire line: read, then checked. */
function refusal(state: StarmadaState, seat: string, text: string): RuleError[] {
  const parsed = starmada.parse(state, seat, text);
  return parsed.ok ? expectErr(starmada.validate(state, seat, parsed.value)) : parsed.error;
}

function cloakGame(): StarmadaState {
  // The Sirocco's banks use named arcs (C.1).
  const game = newGame({ options: { cloaking: true, alternateArcs: true }, b: [{ class: 'Lancer', name: 'Vigil' }, { class: 'Sirocco', name: 'Sirocco' }] });
  return placed(deploy(game), { kestrel: [10, 10, 0], vigil: [10, 5, 3], sirocco: [12, 6, 3] });
}

describe('B.5 a cloaked ship in play', () => {
  test('C/ hides it from the other side: map, card, autocomplete, fire targets and the public log; its own side sees it', () => {
    const state = cloakGame();
    expect(visibleTo(state, ANA)).toContain('sirocco');
    const moved = resolveTyped(state, { ana: 'Kestrel: 0', ben: 'Vigil: 0\nSirocco: C/0' });
    const after = moved.state;
    expect(shipOf(after, 'sirocco').cloak).toEqual({ turns: 1, detected: false, marker: shipOf(state, 'sirocco').at });
    for (const viewer of [ANA, PUBLIC]) {
      expect(visibleTo(after, viewer)).not.toContain('sirocco');
      expect(starmada.card(after, 'sirocco', viewer)).toBeNull();
    }
    expect(visibleTo(after, BEN)).toContain('sirocco');
    const said = publicTexts(moved.events);
    expect(said).toContain('Sirocco cloaks (B.5 p.31): its cloak marker stays in 1206.');
    expect(said.filter((t) => t.startsWith('Sirocco moves') || t.includes('Sirocco: '))).toEqual([]);
    expect(moved.events.find((e) => e.type === 'move' && e.text.startsWith('Sirocco'))?.visibleTo).toEqual(['ben']);
    expect(fireTargetChoices(after, 'ana', 'kestrel', '0').map((c) => c.name).join(' ')).not.toContain('Sirocco');
  });

  test('while cloaked it may not fire, and may not be fired on until detected (p.31)', () => {
    const after = resolveTyped(cloakGame(), { ana: 'Kestrel: 0', ben: 'Vigil: 0\nSirocco: C/0' }).state;
    const own = refusal(after, 'ben', 'Sirocco: Point Laser > Kestrel');
    expect(own.map((e) => e.code)).toContain('ERR_FIRE_CLOAKED');
    // Typed, the name is not among the targets, and the refusal lists only the ones the player may see.
    const typed = refusal(after, 'ana', 'Kestrel: Cannon > Sirocco');
    expect(typed.map((e) => e.message)).toEqual(['“Sirocco” is not an enemy on the board; targets are Vigil.']);
    // By id (a panel's stale choice), the check quotes the book.
    const byId = expectErr(starmada.validate(after, 'ana', { kind: 'fire', declarations: [{ shipId: 'kestrel', battery: 0, weapons: 0, targetId: 'sirocco', mode: 0, directed: false }] }));
    expect(byId.map((e) => e.code)).toEqual(['ERR_FIRE_CLOAKED_TARGET']);
    expect(byId[0]?.message).toContain('"while cloaked, a starship may not be attacked" (B.5 p.31)');
  });

  test('detected in its second turn on a 1: back on the other side\'s map, its move public, attacked at −1 (p.32)', () => {
    const first = resolveTyped(cloakGame(), { ana: 'Kestrel: 0', ben: 'Vigil: 0\nSirocco: C/0' }).state;
    const fired = resolveTyped(first, { ana: 'Kestrel: hold', ben: 'Vigil: hold\nSirocco: hold' });
    const second = fired.state;
    expect(starmada.step(second)?.key).toBe('t2/orders');
    const moved = resolveTyped(second, { ana: 'Kestrel: 0', ben: 'Vigil: 0\nSirocco: C/0' }, [1]);
    expect(publicTexts(moved.events)).toContain('Sirocco\'s cloak is pierced (B.5 p.31): die 1 against 2 turns cloaked; it is detected in 1206, where its cloak marker moves.');
    expect(moved.events.find((e) => e.type === 'move' && e.text.startsWith('Sirocco'))?.visibleTo).toBeUndefined();
    expect(visibleTo(moved.state, ANA)).toContain('sirocco');
    const choices = fireTargetChoices(moved.state, 'ana', 'kestrel', '0').map((c) => c.name);
    expect(choices.some((name) => name.startsWith('Sirocco'))).toBe(true);
    expectOk(starmada.validate(moved.state, 'ana', expectOk(starmada.parse(moved.state, 'ana', 'Kestrel: Cannon > Sirocco'))));
    const sirocco = shipOf(moved.state, 'sirocco');
    const target = { id: sirocco.id, name: sirocco.name, at: sirocco.at, kind: 'ship' as const };
    expect(declaredConditions(moved.state, shipOf(moved.state, 'kestrel'), target).detectedCloakedTarget).toBe(true);
  });
});

// The library Monsoon carries the hyperdrive, but also fighters, whose phase would need its own orders here: a
// Lancer with a hyperdrive (equipment only) stands in, named Monsoon; tests/rules/starmada/ships/library.test.ts
// checks the Monsoon's design.
const COURIER: ShipClass = { ...LANCER, className: 'Courier', combatRating: MONSOON_CR, equipment: { items: [{ system: 'Hyperdrive', count: 1 }], lossLimit: 1 } };

describe('B.10 a ship warms up its hyperdrive', () => {
  const game = (): StarmadaState => {
    const state = newGame({ options: { hyperdrive: true }, extra: { ana: fleet('A', 'Ana', [{ class: 'Courier', name: 'Monsoon' }], [...DESIGNS, COURIER]) } });
    return placed(deploy(state), { monsoon: [10, 10, 0], vigil: [25, 2, 3] });
  };
  /** One game turn: the orders with these warm-up faces, both sides holding fire. */
  const turn = (state: StarmadaState, monsoon: string, faces: number[]) => {
    const moved = resolveTyped(state, { ana: `Monsoon: ${monsoon}`, ben: 'Vigil: 0' }, faces);
    if (starmada.step(moved.state)?.key.endsWith('/fire')) return { moved, next: resolveTyped(moved.state, { ana: 'Monsoon: hold', ben: 'Vigil: hold' }).state };
    return { moved, next: moved.state };
  };

  test('the total is kept turn to turn; at 10 or more the ship enters hyperspace, and the enemy scores half its CR, rounded up (p.33)', () => {
    const first = turn(game(), 'H/4', [6]);
    expect(texts(first.moved.events)).toContain('Monsoon warms up its hyperdrive (B.10 p.33): die 6, total 6 of 10.');
    expect(shipOf(first.next, 'monsoon').hyperdriveTotal).toBe(6);
    const second = turn(first.next, 'H/4', [4]);
    expect(texts(second.moved.events)).toContain('Monsoon warms up its hyperdrive (B.10 p.33): die 4, total 6 + 4 = 10, so it enters hyperspace and leaves the battle.');
    expect(shipOf(second.moved.state, 'monsoon').status).toBe('hyperspace');
    expect(visibleTo(second.moved.state, BEN)).not.toContain('monsoon');
    expect(second.next.ledger.scores.B).toBe(Math.ceil(MONSOON_CR / 2));
    expect(second.next.outcome?.winner).toBe('B');
  });

  test('a turn without H/ loses the running total (p.33)', () => {
    const first = turn(game(), 'H/4', [5]);
    const second = turn(first.next, '4', []);
    expect(texts(second.moved.events)).toContain('Monsoon did not warm up its hyperdrive this turn: its total of 5 is lost (B.10 p.33).');
    expect(shipOf(second.next, 'monsoon').hyperdriveTotal).toBeUndefined();
  });

  test('warming up it moves straight ahead only (p.33)', () => {
    const refused = starmada.parse(game(), 'ana', 'Monsoon: H/2P2');
    expect(refused.ok).toBe(false);
  });
});

describe('B.22 the Zephyr\'s stealth', () => {
  const game = (batteryLockOn = false): StarmadaState => {
    const state = newGame({ options: { alternateArcs: true, batteryLockOn }, b: [{ class: 'Zephyr', name: 'Zephyr' }] });
    const moved = resolveTyped(placed(deploy(state), { kestrel: [10, 10, 0], zephyr: [10, 7, 3] }), { ana: 'Kestrel: 0', ben: 'Zephyr: 0' });
    return moved.state;
  };

  test('a lock-on die of 1: "all weapons declared by the attacking ship automatically miss" (p.37)', () => {
    const state = game();
    const fired = resolveTyped(state, { ana: 'Kestrel: Cannon > Zephyr; Laser > Zephyr', ben: 'Zephyr: hold' }, [1, 1]);
    expect(texts(fired.events)).toContain('Kestrel cannot lock on to Zephyr through its stealth (B.22 p.37): die 1; every weapon it declared at Zephyr misses.');
    expect(fired.events.filter((e) => e.type === 'attack')).toEqual([]);
  });

  test('any other face: one roll for the ship, then its attacks proceed', () => {
    const state = game();
    const fired = resolveTyped(state, { ana: 'Kestrel: Cannon > Zephyr; Laser > Zephyr', ben: 'Zephyr: hold' }, [1, 4, 1, 1, 1]);
    const said = texts(fired.events);
    expect(said.filter((t) => t.includes('stealth'))).toEqual(['Kestrel locks on to Zephyr through its stealth (B.22 p.37): die 4.']);
    expect(fired.events.filter((e) => e.type === 'attack').length).toBeGreaterThan(0);
  });

  test('Battery-Specific Lock-On (optional, p.37): "roll once per weapons battery"; a failed roll stops that battery only', () => {
    const state = game(true);
    // Dice: the combat order 1; the Cannon's lock-on 1 (fails), the Laser's 4 (holds); the Laser's to-hit 1.
    const fired = resolveTyped(state, { ana: 'Kestrel: Cannon > Zephyr; Laser > Zephyr', ben: 'Zephyr: hold' }, [1, 1, 4, 1]);
    const said = texts(fired.events);
    expect(said.filter((t) => t.includes('stealth'))).toEqual([
      "Kestrel's Cannon cannot lock on to Zephyr through its stealth (B.22 p.37): die 1; its Cannon may not attack Zephyr.",
      "Kestrel's Laser locks on to Zephyr through its stealth (B.22 p.37): die 4.",
    ]);
    expect(fired.events.filter((e) => e.type === 'attack').map((e) => e.text.split(' · ')[1])).toEqual(['Laser']);
  });

  test('probes fired as weapons share the ship\'s one lock-on roll (B.17 p.35 with B.22 p.37, ruling 211)', () => {
    const SCOUT: ShipClass = { ...LANCER, className: 'Scout', munitions: [{ system: 'Probes', count: 2 }] };
    const start = newGame({ options: { alternateArcs: true }, b: [{ class: 'Zephyr', name: 'Zephyr' }], extra: { ana: fleet('A', 'Ana', [{ class: 'Scout', name: 'Kestrel' }], [...DESIGNS, SCOUT]) } });
    const state = resolveTyped(placed(deploy(start), { kestrel: [10, 10, 0], zephyr: [10, 7, 3] }), { ana: 'Kestrel: 0', ben: 'Zephyr: 0' }).state;
    // Dice: the combat order 1, the one lock-on 1; nothing else rolls, and the probes are spent.
    const fired = resolveTyped(state, { ana: 'Kestrel: Cannon > Zephyr; Probes x2 > Zephyr', ben: 'Zephyr: hold' }, [1, 1]);
    expect(texts(fired.events).filter((t) => t.includes('stealth'))).toEqual(['Kestrel cannot lock on to Zephyr through its stealth (B.22 p.37): die 1; every weapon it declared at Zephyr misses.']);
    expect(fired.events.filter((e) => e.type === 'attack')).toEqual([]);
    expect(shipOf(fired.state, 'kestrel').munitionsUsed.Probes).toBe(2);
  });
});
