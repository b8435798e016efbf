// Resolving fire and the End Phase through the rule system (Starmada 4.0–4.5 p.18–21, 2.5 p.13, E.1–E.5 p.47–49):
// pending damage, the weapon-loss step, sequential combat, victory, damage control, explosions, emergency thrust.
// Every die is scripted; the designs have no shields, so a hit needs no impact roll (4.3 p.21).
import { describe, expect, test } from 'vitest';
import { scriptedDice } from '../../../../src/rules/core/dice.ts';
import { resolveSimultaneousFire } from '../../../../src/rules/starmada/combat/resolve-fire.ts';
import type { StarmadaState } from '../../../../src/rules/starmada/state.ts';
import { starmada } from '../../../../src/rules/starmada/system.ts';
import { deploy, duel, expectErr, expectOk, messagesOf, newGame, readsOf, placed, resolveTyped, resolveWith, shipOf, texts, withShip } from './fixtures.ts';

const fireOf = (state: StarmadaState, seat: string, text: string) => {
  const sub = expectOk(starmada.parse(state, seat, text));
  if (sub.kind !== 'fire') throw new Error(`expected fire, got ${sub.kind}`);
  return sub.declarations;
};

// Both ships fire everything at each other, 5 hexes apart. Dice: the tie die 1 (A first, 4.0 p.18); Kestrel's
// Cannons 6, 6 then damage 1, 2 (hull, hull); its Laser 6 (long range −1: 5 ≥ 3) then 3 (hull): Vigil's three hull
// boxes are all marked. Then Vigil's Cannons 6, 6 and damage 1, 1; its Laser 6 and damage 1.
const EXCHANGE = [1, 6, 6, 1, 2, 6, 3, 6, 6, 1, 1, 6, 1];

describe('simultaneous fire: damage is pending until the End Phase (4.5 p.21)', () => {
  test('a ship whose hull is full of pending damage still fires that turn', () => {
    const { state } = duel();
    const declarations = [...fireOf(state, 'ana', 'Kestrel: Cannon > Vigil; Laser > Vigil'), ...fireOf(state, 'ben', 'Vigil: Cannon > Kestrel; Laser > Kestrel')];
    const dice = scriptedDice(EXCHANGE);
    const fired = resolveSimultaneousFire(state, declarations, dice);
    expect(dice.remaining).toBe(0);
    expect(texts(fired.events)).toEqual([
      'Combat order: A-B (tie: die 1)',
      'Kestrel → Vigil · Cannon ×2 · to-hit 6, 6 · hits on 3+ → 2 hits · impact automatic (shields 0) → 2 · damage 1, 2: hull, hull',
      'Kestrel → Vigil · Laser · to-hit 6 · hits on 4+ (3+ −1) → 1 hit · impact automatic (shields 0) → 1 · damage 3: hull',
      'Vigil → Kestrel · Cannon ×2 · to-hit 6, 6 · hits on 3+ → 2 hits · impact automatic (shields 0) → 2 · damage 1, 1: hull, hull',
      'Vigil → Kestrel · Laser · to-hit 6 · hits on 4+ (3+ −1) → 1 hit · impact automatic (shields 0) → 1 · damage 1: hull',
    ]);
    // Marked "/" only: nothing checked, nobody removed yet.
    for (const id of ['kestrel', 'vigil']) {
      expect(shipOf(fired.state, id).hull).toEqual({ checked: 0, pending: 3, crewFromBack: 0, crewPending: 0 });
      expect(shipOf(fired.state, id).status).toBe('active');
    }
  });

  test('in the End Phase both are removed, each side scores the other\'s CR, and with nothing left it is a draw', () => {
    const { state } = duel();
    const resolved = resolveTyped(state, { ana: 'Kestrel: Cannon > Vigil; Laser > Vigil', ben: 'Vigil: Cannon > Kestrel; Laser > Kestrel' }, EXCHANGE);
    expect(texts(resolved.events).slice(5)).toEqual([
      'Kestrel is destroyed.',
      'Vigil is destroyed.',
      'Kestrel destroyed: side B +100 VP',
      'Vigil destroyed: side A +100 VP',
      'Score: A 100 / 420 · B 100 / 420',
      'Neither side has anything left on the board: the game is a draw.',
    ]);
    expect(resolved.state.ships.map((s) => [s.id, s.status, s.hull.checked])).toEqual([
      ['kestrel', 'destroyed', 3],
      ['vigil', 'destroyed', 3],
    ]);
    expect(starmada.outcome(resolved.state)).toEqual({ winner: null, summary: 'Neither side has anything left on the board: the game is a draw.', scores: { A: 100, B: 100 } });
    expect(starmada.step(resolved.state)).toBeNull();
  });

  test('an engine hit lowers the engine rating only from the End Phase on', () => {
    const { state } = duel();
    // Tie die 1; one Cannon: to-hit 6, damage 4 (engine).
    const declarations = fireOf(state, 'ana', 'Kestrel: Cannon x1 > Vigil');
    const fired = resolveSimultaneousFire(state, declarations, scriptedDice([1, 6, 4]));
    expect(shipOf(fired.state, 'vigil').engines).toEqual({ checked: 0, pending: 1 });
    expect(starmada.card(fired.state, 'vigil', { kind: 'public' })?.lines[0]).toBe('Engines 4 · Shields 0 · Weapons 4 · Hull 3 of 3');
    const ended = resolveTyped(state, { ana: 'Kestrel: Cannon x1 > Vigil', ben: 'Vigil: hold' }, [1, 6, 4]);
    expect(shipOf(ended.state, 'vigil').engines).toEqual({ checked: 1, pending: 0 });
    // Engine track 4-2: the next orders must fit a rating of 2 (stopping from speed 0 is fine; speed 4 is not).
    expect(starmada.step(ended.state)?.key).toBe('t2/orders');
    expect(readsOf(expectErr(starmada.parse(ended.state, 'ben', 'Vigil 4')))[0]).toMatch(/^Line 1 · Vigil “4”: The engine requirement 4 exceeds Vigil's engine rating of 2/);
  });
});

describe('the weapon-loss step (4.4–4.5 p.21)', () => {
  // Tie die 1; Kestrel's Cannons 6, 6 then damage 5 (weapon), 1 (hull): Vigil's weapons track 4-2 drops from 4 to 2.
  const hit = () => resolveTyped(duel().state, { ana: 'Kestrel: Cannon > Vigil', ben: 'Vigil: hold' }, [1, 6, 6, 5, 1]).state;

  test('a missed deadline strikes the default choice, within the loss limits', () => {
    const losses = hit();
    expect(starmada.missing(losses, 'ben')).toEqual({ kind: 'losses', choices: {} });
    const ended = resolveWith(losses, { ben: starmada.missing(losses, 'ben') });
    // Limits (1) and (1): one Cannon, then a Laser (the first bank of the two with one each).
    // The post's closing line says the rules decided (game/posts/closing-note.ts); the log says what was lost.
    expect(texts(ended.events)[0]).toBe('Vigil loses 1 Cannon (AB), 1 Laser (EF).');
    expect(shipOf(ended.state, 'vigil').bankLosses).toEqual([[1], [1, 0]]);
    expect(shipOf(ended.state, 'vigil').hull.checked).toBe(1);
    expect(starmada.step(ended.state)?.key).toBe('t2/orders');
  });

  test('the owner\'s own choice is struck as written', () => {
    const losses = hit();
    const choice = expectOk(starmada.parse(losses, 'ben', 'Vigil: Cannon 1, Laser 1'));
    expect(choice).toEqual({ kind: 'losses', choices: { vigil: [{ kind: 'weapon', battery: 0, bank: 0, count: 1 }, { kind: 'weapon', battery: 1, bank: 0, count: 1 }] } });
    const ended = resolveWith(losses, { ben: choice });
    expect(texts(ended.events)[0]).toBe('Vigil loses 1 Cannon (AB), 1 Laser (EF).');
    // "auto" is the default choice, written out: it strikes what leaving Vigil to the default strikes.
    const auto = expectOk(starmada.parse(losses, 'ben', 'Vigil: auto'));
    const left = texts(resolveWith(losses, { ben: { kind: 'losses', choices: {} } }).events)[0];
    expect(left).toMatch(/^Vigil loses /);
    expect(texts(resolveWith(losses, { ben: auto }).events)[0]).toBe(left);
  });

  test('a choice that breaks a loss limit, or strikes the wrong number, is refused with the ship\'s name', () => {
    const losses = hit();
    // "No battery may lose more weapons than indicated by its loss limit until all batteries have reached their loss limits."
    expect(readsOf(expectErr(starmada.parse(losses, 'ben', 'Vigil: Cannon 2')))).toEqual([
      'Line 1 · Vigil “Cannon 2”: Cannon would lose 2, over its loss limit of 1, before Laser (lost 0 of its limit 1) reaches its limit. Take those losses first.',
    ]);
    expect(readsOf(expectErr(starmada.parse(losses, 'ben', 'Vigil: Cannon 1')))).toEqual(['Line 1 · Vigil “Cannon 1”: Choose 2 losses; you chose 1.']);
    expect(readsOf(expectErr(starmada.parse(losses, 'ben', 'Vigil: Torpedo 1')))).toEqual(['Line 1: Vigil has no “Torpedo 1”; choose from Cannon, Laser.']);
    // Issue 16: the line that reads is checked against the loss limits beside the line that does not.
    expect(readsOf(expectErr(starmada.parse(losses, 'ben', 'Vigil: Cannon 1\nNobody: auto')))).toEqual([
      'Line 2 · “Nobody: auto”: Start with a ship that owes losses (Vigil) and a colon.',
      'Line 1 · Vigil “Cannon 1”: Choose 2 losses; you chose 1.',
    ]);
    expect(messagesOf(expectErr(starmada.validate(losses, 'ana', { kind: 'losses', choices: { vigil: [] } })))).toEqual(['Vigil owes you no weapon losses this turn.']);
  });

  test('a destroyed ship owes no losses: no step opens', () => {
    const { state } = duel();
    // Vigil is one hull box down already. Cannons 6, 6 → damage 5 (weapon), 1 (hull); Laser 6 → damage 2 (hull):
    // its weapons track drops 4 → 2, but its hull is full, so it is removed instead of choosing losses.
    const worn = withShip(state, 'vigil', (s) => ({ ...s, hull: { ...s.hull, checked: 1 } }));
    const ended = resolveTyped(worn, { ana: 'Kestrel: Cannon > Vigil; Laser > Vigil', ben: 'Vigil: hold' }, [1, 6, 6, 5, 1, 6, 2]);
    expect(ended.state.phase.kind).toBe('over');
    expect(ended.events.some((e) => e.type === 'weapon-losses')).toBe(false);
    expect(texts(ended.events)).toContain('Vigil is destroyed.');
  });
});

describe('E.5 sequential combat: damage at once, one ship at a time (p.49)', () => {
  // Tie die 4: side B activates first.
  const sequential = (spec = {}) => duel({ options: { sequentialCombat: true }, ...spec }, [4]).state;

  // 4.4 p.21: "the controlling player must remove the appropriate number of weapons as losses"; E.5 p.49: damage
  // takes effect at once, so Kestrel's owner chooses before Kestrel fires.
  test('weapons damaged before a ship fires cannot be used; their owner chooses the losses at once', () => {
    const state = sequential();
    expect(starmada.step(state)?.owes).toEqual(['ben']);
    // Vigil's Cannons (5 hexes: the medium band of 4-8-12, no modifier) 6, 6, then damage 5 (weapon), 1 (hull).
    const first = resolveTyped(state, { ben: 'Vigil: Cannon > Kestrel' }, [6, 6, 5, 1]);
    const hit = shipOf(first.state, 'kestrel');
    expect(hit.hull.checked).toBe(1);
    expect(hit.weapons).toEqual({ checked: 1, pending: 0 });
    expect(hit.lossesOwed).toBe(2);
    expect(texts(first.events)).toContain('Kestrel must strike 2 weapons or equipment for its weapon hits; its owner chooses which (4.4 p.21).');
    expect(starmada.step(first.state)).toMatchObject({ key: 't1/losses/1', title: 'Turn 1: weapon losses (Combat Phase)', owes: ['ana'] });
    const chosen = resolveTyped(first.state, { ana: 'Kestrel: Cannon 1, Laser (AB) 1' }, []);
    expect(texts(chosen.events)[0]).toBe('Kestrel loses 1 Cannon (AB), 1 Laser (AB).');
    const kestrel = shipOf(chosen.state, 'kestrel');
    expect(kestrel.bankLosses).toEqual([[1], [0, 1]]);
    expect(kestrel.lossesOwed).toBe(0);
    expect(starmada.step(chosen.state)).toMatchObject({ key: 't1/fire/2', owes: ['ana'] });
    expect(messagesOf(expectErr(starmada.parse(chosen.state, 'ana', 'Kestrel: Cannon x2 > Vigil')))).toEqual([
      'Kestrel has 1 Cannon free to reach Vigil (banks AB); you asked for 2.',
    ]);
    // Kestrel's one Cannon misses (a natural 1); then the End Phase and turn 2.
    const second = resolveTyped(chosen.state, { ana: 'Kestrel: Cannon > Vigil' }, [1]);
    expect(starmada.step(second.state)?.key).toBe('t2/orders');
  });

  test('a ship destroyed before it activates cannot return fire', () => {
    const state = withShip(sequential(), 'kestrel', (s) => ({ ...s, hull: { ...s.hull, checked: 1 } }));
    const resolved = resolveTyped(state, { ben: 'Vigil: Cannon > Kestrel' }, [6, 6, 1, 1]);
    expect(texts(resolved.events)).toEqual([
      'Vigil → Kestrel · Cannon ×2 · to-hit 6, 6 · hits on 3+ → 2 hits · impact automatic (shields 0) → 2 · damage 1, 1: hull, hull',
      'Kestrel is destroyed.',
      'Kestrel destroyed: side B +100 VP',
      'Score: A 0 / 420 · B 100 / 420',
      'Side A has nothing left on the board: side B wins.',
    ]);
    expect(starmada.outcome(resolved.state)?.winner).toBe('B');
  });

  test('fire declared at a target destroyed earlier in the same activation is lost, not shifted', () => {
    const state = withShip(sequential(), 'kestrel', (s) => ({ ...s, hull: { ...s.hull, checked: 1 } }));
    // The Cannons destroy Kestrel; the Laser declared at it rolls nothing (exactly four dice are used).
    const resolved = resolveTyped(state, { ben: 'Vigil: Cannon > Kestrel; Laser > Kestrel' }, [6, 6, 1, 1]);
    expect(resolved.events.filter((e) => e.type === 'attack')).toHaveLength(1);
  });
});

describe('book-order fire without E.5 keeps damage pending (4.0 p.18)', () => {
  test('the ship destroyed by the first activation still fires in its own', () => {
    // Tie die 4: B first.
    const state = withShip(duel({ options: { bookOrderFire: true } }, [4]).state, 'kestrel', (s) => ({ ...s, hull: { ...s.hull, checked: 1 } }));
    const first = resolveTyped(state, { ben: 'Vigil: Cannon > Kestrel' }, [6, 6, 1, 1]);
    expect(shipOf(first.state, 'kestrel').hull).toMatchObject({ checked: 1, pending: 2 });
    expect(shipOf(first.state, 'kestrel').status).toBe('active');
    expect(starmada.step(first.state)).toMatchObject({ key: 't1/fire/2', owes: ['ana'] });
    // Kestrel's Cannons miss (1, 1); the End Phase removes it.
    const second = resolveTyped(first.state, { ana: 'Kestrel: Cannon > Vigil' }, [1, 1]);
    expect(texts(second.events)).toContain('Kestrel is destroyed.');
    expect(starmada.outcome(second.state)?.winner).toBe('B');
  });
});

describe('victory (2.5 p.13, ruling 20)', () => {
  test('a side that reaches the VP target wins even with enemies left', () => {
    // Very Small: VP target 240. Bulwark is CR 250. Side B has two ships to A's one: order B-A-B, no tie die.
    const { state } = duel({
      scenario: 'standard/very small',
      b: [{ class: 'Bastion', name: 'Bulwark' }, { class: 'Lancer', name: 'Vigil' }],
      where: { kestrel: [10, 10, 0], bulwark: [10, 5, 3], vigil: [20, 2, 3] },
    });
    const resolved = resolveTyped(state, { ana: 'Kestrel: Cannon > Bulwark; Laser > Bulwark', ben: 'Bulwark: hold' }, [6, 6, 1, 2, 6, 3]);
    expect(texts(resolved.events)).toContain('Bulwark destroyed: side A +250 VP');
    expect(shipOf(resolved.state, 'vigil').status).toBe('active');
    expect(starmada.outcome(resolved.state)).toEqual({ winner: 'A', summary: 'Side A reaches 250 of 240 VP and wins.', scores: { A: 250, B: 0 } });
  });

  test('a side with nothing left on the board loses, short of the VP target', () => {
    const { state } = duel();
    const resolved = resolveTyped(state, { ana: 'Kestrel: Cannon > Vigil; Laser > Vigil', ben: 'Vigil: hold' }, [1, 6, 6, 1, 2, 6, 3]);
    expect(starmada.outcome(resolved.state)).toEqual({ winner: 'A', summary: 'Side B has nothing left on the board: side A wins.', scores: { A: 100, B: 0 } });
    expect(resolved.state.vpTarget).toBe(420);
  });
});

describe('End Phase options', () => {
  test('E.1 damage control: one die per three unchecked hull boxes, 4 restores an engine box (p.48)', () => {
    const { state } = duel({ options: { damageControl: true } });
    // Tie 1; Cannon to-hit 6, damage 4 (engine). Repair dice: one each (3 hull boxes): Kestrel 2 (nothing), Vigil 4.
    const resolved = resolveTyped(state, { ana: 'Kestrel: Cannon x1 > Vigil', ben: 'Vigil: hold' }, [1, 6, 4, 2, 4]);
    expect(texts(resolved.events).slice(-2)).toEqual(['Kestrel damage control · 2 · nothing repaired', 'Vigil damage control · 4 · engine box restored']);
    expect(shipOf(resolved.state, 'vigil').engines).toEqual({ checked: 0, pending: 0 });
  });

  test('without E.1 no repair die is rolled', () => {
    const { state } = duel();
    const resolved = resolveTyped(state, { ana: 'Kestrel: Cannon x1 > Vigil', ben: 'Vigil: hold' }, [1, 6, 4]);
    expect(shipOf(resolved.state, 'vigil').engines).toEqual({ checked: 1, pending: 0 });
  });

  test('E.3 explosions: a destroyed ship attacks the elements next to it, each 5–6 a hit (p.48)', () => {
    const where = { kestrel: [10, 10, 0], vigil: [10, 9, 3] } as const;
    const { state } = duel({ options: { explosions: true }, where });
    // Adjacent: short range (+1). Vigil destroyed as above; its explosion rolls 3 dice (hull size 3): 5, 6, 4 →
    // 2 hits; no shields, so 2 damage dice: 4, 1 → an engine and a hull box on Kestrel, checked at once.
    const resolved = resolveTyped(state, { ana: 'Kestrel: Cannon > Vigil; Laser > Vigil', ben: 'Vigil: hold' }, [1, 6, 6, 1, 2, 6, 3, 5, 6, 4, 4, 1]);
    expect(texts(resolved.events)).toContain('Vigil explodes → Kestrel · 5, 6, 4 · hits on 5+ → 2 hits · impact automatic (shields 0) → 2 · damage 4, 1: engine, hull');
    expect(shipOf(resolved.state, 'kestrel').hull.checked).toBe(1);
    expect(shipOf(resolved.state, 'kestrel').engines.checked).toBe(1);
    // Without E.3 the same fire rolls no explosion dice.
    const quiet = resolveTyped(duel({ where }).state, { ana: 'Kestrel: Cannon > Vigil; Laser > Vigil', ben: 'Vigil: hold' }, [1, 6, 6, 1, 2, 6, 3]);
    expect(quiet.events.some((e) => e.type === 'explosion')).toBe(false);
  });

  test('D.1 emergency thrust: one die per unchecked engine box in the End Phase, each 1 or 2 checks one (p.45)', () => {
    const state = deploy(newGame({ options: { emergencyThrust: true } }));
    const resolved = resolveTyped(state, { ana: 'Kestrel: E/8' }, [1, 3]);
    expect(texts(resolved.events)).toContain('Kestrel strained its engines (E/): 1, 3 → 1 engine box checked');
    expect(shipOf(resolved.state, 'kestrel').engines.checked).toBe(1);
  });

  test('pivots are reversed in the End Phase (3.4 p.17)', () => {
    const ready = placed(deploy(newGame()), { kestrel: [10, 14, 0], vigil: [10, 5, 3] });
    const moved = resolveTyped(ready, { ana: 'Kestrel: 4+1', ben: 'Vigil: 0' });
    expect(texts(moved.events)[0]).toBe('Kestrel 4(4) +1: 1014 → 1010, heading N, facing NE.');
    expect([shipOf(moved.state, 'kestrel').heading, shipOf(moved.state, 'kestrel').facing]).toEqual([0, 1]);
    // Both hold fire: nothing is rolled, not even the combat-order die.
    const ended = resolveTyped(moved.state, { ana: 'Kestrel: hold', ben: 'Vigil: hold' });
    expect([shipOf(ended.state, 'kestrel').heading, shipOf(ended.state, 'kestrel').facing]).toEqual([0, 0]);
  });
});

describe('E.2 directed damage in resolution (p.48)', () => {
  test('−1 to hit, and a damage die that is not a hull hit is re-rolled once', () => {
    const { state } = duel({ options: { directedDamage: true } });
    // Tie 1; to-hit 4 − 1 = 3 ≥ 3: a hit; damage 5 (weapon) re-rolled by the default policy (keep hull hits) → 2.
    const resolved = resolveTyped(state, { ana: 'Kestrel: Cannon x1 directed > Vigil', ben: 'Vigil: hold' }, [1, 4, 5, 2]);
    expect(texts(resolved.events)[1]).toBe('Kestrel → Vigil · Cannon · to-hit 4 · hits on 4+ (3+ −1) → 1 hit · impact automatic (shields 0) → 1 · damage (directed: keep hull, the default) 5→2: hull');
    expect(shipOf(resolved.state, 'vigil').hull.checked).toBe(1);
    expect(shipOf(resolved.state, 'vigil').weapons.checked).toBe(0);
  });
});
