// The Mission and Control Steps played out from standing orders, in the book's order (Metaverse 2.2.3 p.19
// "Starfighter Mission Step", p.21 "Control Step", p.21 "Combat Phase": each step concluded before the next; p.24 all
// starships fire at once), through metaverse.parse/resolve. A side is asked only when its orders do not cover its turn.
import { describe, expect, test } from 'vitest';
import { metaverse } from '../../../../../src/rules/metaverse/system.ts';
import { alternation, expectStep, game, parsed, play, why } from './fixtures.ts';

const DESIGNATED = /^Side A: CNS Resolute is designated VHS Dominator — Commodore Hale pays 1 CP \(\d+ left\)\.$/;

describe('the Control Step from standing orders given with the plot (p.21)', () => {
  test('the side with more starships begins; the sides alternate single actions, each in the order written; two passes end it', () => {
    const s = game({ noStarfighters: true });
    const r = play(s, {
      A1: 'CNS Resolute: drift\ncontrol: designate VHS Dominator for CNS Resolute; designate VHS Ravager for CNS Harrier',
      B1: 'VHS Dominator: drift\ncontrol: shields VHS Dominator down',
    });
    expect(alternation(r.events)).toEqual([
      'Turn 1: Control Step — side A has 4 starships, side B 3 → side A acts first.',
      expect.stringMatching(DESIGNATED),
      'Side B: VHS Dominator drops its shields (free).',
      expect.stringMatching(/^Side A: CNS Harrier is designated VHS Ravager — Captain Osei pays 1 CP/),
      'Side B passes.',
      'Side A passes.',
      'Two passes in a row: the Control Step is over.',
    ]);
    // The fire step follows the Control Step, and it is only fire now.
    expectStep(r.state, 't1/fire', ['A1', 'B1']);
    expect(metaverse.step(r.state)?.title).toBe('Turn 1: fire orders');
  });

  test('orders that only pass: two passes in a row end the step at once (p.21)', () => {
    const r = play(game({ noStarfighters: true }), { A1: 'control: pass', B1: 'control: pass' });
    expect(alternation(r.events).slice(1)).toEqual(['Side A passes.', 'Side B passes.', 'Two passes in a row: the Control Step is over.']);
    expectStep(r.state, 't1/fire', ['A1', 'B1']);
  });

  test('pass unless: the side is asked only when the enemy does what it waits for, and alone', () => {
    const quiet = play(game({ noStarfighters: true }), { A1: 'control: designate VHS Dominator for CNS Resolute', B1: 'control: pass unless enemy jams' });
    expectStep(quiet.state, 't1/fire', ['A1', 'B1']);

    // Switching the Harrier's ECM off is EW, not jamming (p.55); switching it on is: then Ben is asked.
    const r = play(game({ noStarfighters: true }), { A1: 'control: ew CNS Harrier ecm off; ew CNS Harrier ecm on', B1: 'control: pass unless enemy jams' });
    expect(alternation(r.events).slice(1)).toEqual([
      expect.stringMatching(/^Side A: CNS Harrier ECM 3 off — Captain Osei pays 1 CP/),
      'Side B passes.',
      expect.stringMatching(/^Side A: CNS Harrier ECM 3 on — Captain Osei pays 1 CP/),
    ]);
    expectStep(r.state, /^t1\/control\/\d+$/, ['B1']);
    expect(metaverse.step(r.state)?.brief).toBe(true);
    const guide = metaverse.assist.guide(r.state, 'B1', null);
    expect(guide.help).toMatch(/^You asked to be asked if the enemy did this, and it did: Side A: CNS Harrier ECM 3 on/);
    // The Concord carry ECM: the quick answers are Pass and the suggested ending, waiting for their EW.
    expect(guide.choices).toEqual([
      { name: 'Pass', value: 'pass' },
      { name: 'Pass unless they use EW', value: 'pass unless enemy uses EW' },
    ]);
    expect(metaverse.assist.guide(r.state, 'A1', null).choices).toEqual([]);
  });

  test('a reaction is taken once, at the side’s first turn after the enemy action, before its list', () => {
    const r = play(game({ noStarfighters: true }), {
      A1: 'control: designate VHS Dominator for CNS Resolute',
      B1: 'control: priority CNS Resolute; if enemy targets VHS Dominator: shields VHS Dominator down',
    });
    expect(alternation(r.events).slice(1)).toEqual([
      expect.stringMatching(DESIGNATED),
      'Side B: VHS Dominator drops its shields (free).',
      'Side A passes.',
      expect.stringMatching(/^Side B: priority fleet target CNS Resolute — Warlord Skarr pays 2 CP/),
      'Side A passes.',
      'Side B passes.',
      'Two passes in a row: the Control Step is over.',
    ]);
  });

  test('an order that cannot be carried out asks its side, saying why; the rest of its orders are the draft', () => {
    const r = play(game({ noStarfighters: true }), {
      A1: 'control: designate VHS Dominator for CNS Resolute; designate VHS Dominator for CNS Resolute; priority VHS Ravager',
      B1: 'control: pass',
    });
    expect(alternation(r.events).slice(1)).toEqual([expect.stringMatching(DESIGNATED), 'Side B passes.']);
    expectStep(r.state, /^t1\/control\/3$/, ['A1']);
    const guide = metaverse.assist.guide(r.state, 'A1', null);
    expect(guide.help).toMatch(/^Your standing order "designate VHS Dominator for CNS Resolute" cannot be carried out now: VHS Dominator is already designated for CNS Resolute/);
    expect(guide.draftText).toBe('priority VHS Ravager\npass');
    // The answer is orders for the rest of the step: Ana passes, and so the step ends (Ben passed before her).
    const answered = play(r.state, { A1: guide.draftText });
    expect(alternation(answered.events)).toEqual([expect.stringMatching(/^Side A: priority fleet target VHS Ravager/), 'Side B passes.', 'Side A passes.', 'Two passes in a row: the Control Step is over.']);
    expectStep(answered.state, 't1/fire', ['A1', 'B1']);
  });
});

describe('orders given with the fire orders (p.21 before p.24)', () => {
  test('a side with no orders for the step: the fire step opens first and takes them; fire waits for the end of the step', () => {
    const moved = play(game({ noStarfighters: true }), { A1: 'CNS Resolute: drift', B1: 'control: pass unless enemy acts' });
    expect(alternation(moved.events).slice(1)).toEqual(['The Control Step goes on once the fire orders are in: side A\'s orders for it come with them.']);
    expectStep(moved.state, 't1/fire', ['A1', 'B1']);
    expect(metaverse.step(moved.state)?.title).toBe('Turn 1: fire and control orders');

    // A26: the Dominator is not a legal target until Ana's own orders nominate it; the refusal says what to add.
    const refused = metaverse.parse(moved.state, 'A1', 'CNS Resolute: all laser > VHS Dominator');
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(why(refused.error)).toContain('Add the line "control: designate VHS Dominator for CNS Resolute" (1 CP) or "control: priority VHS Dominator" (flag commander).');
    const fire = 'CNS Resolute: all laser > VHS Dominator\ncontrol: designate VHS Dominator for CNS Resolute';
    expect(metaverse.assist.echo(moved.state, 'B1', parsed(moved.state, 'B1', ''))).toContain('— Control Step: your standing orders from the plot stand');

    const played = play(moved.state, { A1: fire, B1: '' });
    // Ana designates; Ben waits for any enemy action, so he is asked; nothing has fired yet, and the post says so.
    expect(alternation(played.events)).toEqual([expect.stringMatching(DESIGNATED), 'Fire waits until the Control Step is over (p.21): side B is asked for its next action, and the fire is posted with the answer.']);
    expectStep(played.state, /^t1\/control\/\d+$/, ['B1']);
    expect(played.events.some((e) => e.text === 'Turn 1: combat')).toBe(false);

    const fired = play(played.state, { B1: 'pass' });
    expect(alternation(fired.events).slice(0, 3)).toEqual(['Side B passes.', 'Side A passes.', 'Two passes in a row: the Control Step is over.']);
    const combat = fired.events.findIndex((e) => e.text === 'Turn 1: combat');
    expect(combat).toBeGreaterThan(0);
    expect(fired.events[combat + 1]?.text).toMatch(/^CNS Resolute → VHS Dominator · Heavy Laser ×4 · /);
    // The answer let the waiting fire resolve: that post shows the map; the next turn's plot is open.
    expect(fired.map).toBe(true);
    expectStep(fired.state, 't2/plot', ['A1', 'B1']);
    expect(fired.state.standing).toBeNull();
  });

  test('a side that gave orders for neither the plot nor the fire passes, as its fire echo said', () => {
    const moved = play(game({ noStarfighters: true }), { A1: '', B1: '' });
    expect(metaverse.assist.echo(moved.state, 'A1', parsed(moved.state, 'A1', ''))).toContain('— Control Step: your side passes (add control: … lines to act)');
    const r = play(moved.state, { A1: '', B1: '' });
    expect(alternation(r.events)).toEqual(['Side A passes.', 'Side B passes.', 'Two passes in a row: the Control Step is over.']);
    expectStep(r.state, 't2/plot', ['A1', 'B1']);
  });

  test('once the Control Step is over, fire takes no standing orders; a game played one message at a time takes none', () => {
    const after = play(game({ noStarfighters: true }), { A1: 'control: pass', B1: 'control: pass' }).state;
    const late = metaverse.parse(after, 'A1', 'control: priority VHS Dominator');
    expect(late.ok ? [] : late.error.map((e) => e.message)).toEqual(['The Control Step is over this turn: its orders cannot be given now.']);
    const strict = game({ noStarfighters: true, strictAlternation: true });
    const refused = metaverse.parse(strict, 'A1', 'CNS Resolute: drift\ncontrol: pass unless enemy jams');
    expect(refused.ok ? [] : refused.error.map((e) => e.message)).toEqual(['This game is played one message at a time: send Control Step actions when it is your turn in that step.']);
  });
});

describe('the Mission Step from standing orders (p.19), before the Control Step', () => {
  test('the side with more fighter squadrons in play begins; a strike it waits for asks the other side', () => {
    const r = play(game(), {
      A1: 'harrier: a2 t:p · launch 2 Lancer\nmissions: mission Lancer Strike Wing 1, Lancer Strike Wing 2 > VHS Ravager\ncontrol: pass',
      B1: 'VHS Ravager: drift · launch 1 Vorr Boarding Skiffs\nmissions: pass unless enemy strikes VHS Ravager\ncontrol: pass',
    });
    expect(alternation(r.events)).toEqual([
      'Starfighter Mission Step: squadrons in play A 2, B 1 → side A acts first',
      expect.stringMatching(/^Side A: mission Lancer Strike Wing 1, Lancer Strike Wing 2 > VHS Ravager → M1, strike in the \w+ arc .* · 1 CP from /),
    ]);
    expectStep(r.state, /^t1\/missions\/2$/, ['B1']);
    const answered = play(r.state, { B1: 'pass' });
    // The Mission Step ends, then the Control Step is played from the plot's orders: both pass.
    expect(alternation(answered.events)).toEqual([
      'Side B passes.',
      'Side A passes: the Starfighter Mission Step ends.',
      'Turn 1: Control Step — side A has 4 starships, side B 3 → side A acts first.',
      'Side A passes.',
      'Side B passes.',
      'Two passes in a row: the Control Step is over.',
    ]);
    expectStep(answered.state, 't1/fire', ['A1', 'B1']);
  });

  test('a side with no fighter in space and no mission has no mission action: it passes without being asked', () => {
    // Side A's fighters are gone: its default orders launch nothing.
    const s = game();
    const grounded = { ...s, fighters: { ...s.fighters, squadrons: s.fighters.squadrons.map((f) => (f.side === 'A' ? { ...f, status: 'destroyed' as const } : f)) } };
    const r = play(grounded, { A1: 'CNS Resolute: drift\ncontrol: pass', B1: 'VHS Ravager: drift · launch 1 Vorr Boarding Skiffs\nmissions: pass\ncontrol: pass' });
    expect(r.state.fighters.squadrons.some((f) => f.side === 'A' && f.status === 'space')).toBe(false);
    // Side A gave no Mission Step orders, yet the fire step is not asking for them: A was skipped.
    expectStep(r.state, 't1/fire', ['A1', 'B1']);
    expect(metaverse.step(r.state)?.title).toBe('Turn 1: fire orders');
  });
});
