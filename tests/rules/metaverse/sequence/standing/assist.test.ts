// Standing orders in the chat (assist/standing-echo.ts, merge.ts, guide.ts): every echo reads back as the same
// submission (issue 15 item 8) — a plot with orders for the Mission (p.19) and Control (p.21) Steps, fire orders with
// Control Step orders before that step is over (p.21 then p.24), and the answer of a side asked in the play-out; a
// draft keeps its orders when a squadron's plot is sent on its own; prompts say how to give orders, and why a side
// is asked.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { ok } from '../../../../../src/rules/core/result.ts';
import type { MetaverseSubmission } from '../../../../../src/rules/metaverse/submission.ts';
import { metaverse } from '../../../../../src/rules/metaverse/system.ts';
import type { MetaverseState } from '../../../../../src/rules/metaverse/state.ts';
import { game, parsed, play } from './fixtures.ts';

function expectRoundTrip(state: MetaverseState, seat: string, submission: MetaverseSubmission): void {
  const lines = metaverse.assist.echo(state, seat, submission);
  const back = metaverse.parse(state, seat, lines.join('\n'));
  expect(back, lines.join('\n')).toEqual(ok(submission));
  if (back.ok) expect(metaverse.assist.echo(state, seat, back.value)).toEqual(lines);
}

const CONTROL_A = ['priority VHS Dominator', 'designate VHS Ravager for CNS Harrier', 'ew CNS Harrier ecm off', 'shields CNS Resolute down', 'designate VHS Stalker for CNS Kestrel & Merlin · pay Commodore Hale'];
const WAIT_A = ['enemy acts', 'enemy jams', 'enemy uses EW', 'enemy cloaks', 'enemy drops shields', 'enemy targets', 'enemy targets CNS Resolute', 'enemy targets CNS Kestrel & Merlin', 'enemy targets CNS Merlin, CNS Harrier'];
const MISSIONS_A = ['mission Lancer Strike Wing 1 > VHS Ravager', 'mission Lancer Strike Wing 1, Lancer Strike Wing 2 > VHS Dominator escort Lancer Strike Wing 2 at VHS Dominator standoff', 'mission Lancer Strike Wing 2 > CNS Harrier'];

const when = (pool: readonly string[]) => fc.uniqueArray(fc.constantFrom(...pool), { minLength: 1, maxLength: 2 }).map((cs) => cs.join(' or '));
const script = (actions: readonly string[], pool: readonly string[]) =>
  fc
    .tuple(
      fc.array(fc.constantFrom(...actions), { maxLength: 2 }),
      fc.array(fc.tuple(when(pool), fc.constantFrom(...actions)).map(([w, a]) => `if ${w}: ${a}`), { maxLength: 1 }),
      fc.oneof(fc.constant(''), fc.constant('pass'), fc.constant('ask'), when(pool).map((w) => `pass unless ${w}`)),
    )
    .map(([a, r, end]) => [...a, ...r, ...(end === '' ? [] : [end])]);

describe('echoes of standing orders read back as the same orders', () => {
  test('with the plot: control and missions lines after the squadrons', () => {
    const s = game();
    fc.assert(
      fc.property(script(CONTROL_A, WAIT_A), script(MISSIONS_A, ['enemy acts', 'enemy strikes', 'enemy strikes CNS Harrier']), fc.boolean(), (control, missions, withMissions) => {
        const text = ['CNS Harrier: A2 · launch 2 Lancer', ...control.map((c) => `control: ${c}`), ...(withMissions ? missions.map((m) => `missions: ${m}`) : [])].join('\n');
        expectRoundTrip(s, 'A1', parsed(s, 'A1', text));
      }),
      { numRuns: 120 },
    );
  });

  test('with fire orders before the Control Step is over, and with the plot orders left standing', () => {
    const moved = play(game({ noStarfighters: true }), { A1: '', B1: 'control: pass unless enemy acts' }).state;
    expect(metaverse.step(moved)?.title).toBe('Turn 1: fire and control orders');
    fc.assert(
      fc.property(script(CONTROL_A.slice(0, 2), WAIT_A), (control) => {
        const text = ['CNS Resolute: all laser > VHS Dominator', 'control: designate VHS Dominator for CNS Resolute', ...control.map((c) => `control: ${c}`)].join('\n');
        expectRoundTrip(moved, 'A1', parsed(moved, 'A1', text));
      }),
      { numRuns: 60 },
    );
    expectRoundTrip(moved, 'B1', parsed(moved, 'B1', ''));
    expectRoundTrip(moved, 'A1', parsed(moved, 'A1', ''));
  });

  test('the answer of a side asked in the play-out, plain for its step', () => {
    const asked = play(game({ noStarfighters: true }), { A1: 'control: designate VHS Dominator for CNS Resolute', B1: 'control: pass unless enemy acts' }).state;
    expect(metaverse.step(asked)?.owes).toEqual(['B1']);
    const b = ['priority CNS Resolute', 'shields VHS Dominator down', 'designate CNS Resolute for VHS Ravager'];
    fc.assert(
      fc.property(script(b, ['enemy acts', 'enemy targets VHS Dominator', 'enemy jams']), (items) => {
        const answer = parsed(asked, 'B1', items.join('\n'));
        expect(answer.kind).toBe('standing');
        expectRoundTrip(asked, 'B1', answer);
      }),
      { numRuns: 60 },
    );
    expect(metaverse.assist.echo(asked, 'B1', parsed(asked, 'B1', 'shields VHS Dominator down; pass unless enemy jams'))).toEqual([
      'shields VHS Dominator down',
      'pass unless enemy jams — else you are asked',
    ]);
  });
});

describe('refusals', () => {
  test('a plot with standing orders lists every problem at once, the plot’s and the orders’', () => {
    const s = game();
    const r = metaverse.parse(s, 'A1', 'CNS Nowhere: A2\ncontrol: designate Nobody for CNS Resolute; pass unless enemy dances\nmissions: pass unless enemy jams');
    expect(r.ok).toBe(false);
    const said = r.ok ? [] : r.error.map((e) => e.message);
    expect(said).toEqual(
      expect.arrayContaining([
        expect.stringContaining('Nowhere'),
        expect.stringMatching(/^"designate Nobody for CNS Resolute": No enemy starship is called "Nobody"/),
        expect.stringMatching(/^"pass unless enemy dances": "enemy dances" is not something Salvo can wait for/),
        expect.stringMatching(/^"pass unless enemy jams": "enemy jams" happens only in the Control Step/),
      ]),
    );
    expect(said).toHaveLength(4);
  });
});

describe('fire with the nominations of the same message (p.21 then p.24; issue 24 item 1)', () => {
  test('a line that does not read leaves the other fire lines checked with the message’s nominations', () => {
    const moved = play(game({ noStarfighters: true }), { A1: '', B1: '' }).state;
    const r = metaverse.parse(moved, 'A1', 'control: priority VHS Ravager\nCNS Kestrel: Missile Launcher > VHS Ravager\nCNS Resolute: laser > VHS Ravager');
    expect(r.ok).toBe(false);
    const codes = r.ok ? [] : r.error.map((e) => e.code);
    expect(codes).toContain('ERR_PLOT_AMBIGUOUS');
    expect(codes).not.toContain('ERR_TARGET_NOT_LEGAL');
  });
});

describe('drafts and prompts', () => {
  test("a squadron's plot sent alone keeps the draft's standing orders; control lines typed add to the draft's (issue 24 item 7)", () => {
    const s = game();
    const draft = parsed(s, 'A1', 'CNS Resolute: A2\ncontrol: designate VHS Dominator for CNS Resolute; pass unless enemy jams');
    const merged = metaverse.assist.merge(s, 'A1', draft, 'CNS Harrier: A1');
    expect(merged.split('\n')).toEqual(['CNS Resolute: A2', 'CNS Harrier: A1', 'CNS Kestrel & Merlin: drift', 'control: designate VHS Dominator for CNS Resolute', 'control: pass unless enemy jams']);
    // What ends the orders replaces the draft's end; an action adds, once (p.21: as many priority targets as they like).
    const ended = metaverse.assist.merge(s, 'A1', parsed(s, 'A1', merged), 'control: ask');
    expect(ended.split('\n')).toEqual(['CNS Resolute: A2', 'CNS Harrier: A1', 'CNS Kestrel & Merlin: drift', 'control: designate VHS Dominator for CNS Resolute', 'control: ask']);
    const added = metaverse.assist.merge(s, 'A1', parsed(s, 'A1', ended), 'control: priority VHS Ravager\ncontrol: designate vhs dominator for resolute');
    expect(added.split('\n').slice(3)).toEqual(['control: priority VHS Ravager', 'control: designate vhs dominator for resolute', 'control: ask']);
    expect(metaverse.parse(s, 'A1', added).ok).toBe(true);
    // `clear` withdraws the draft's orders for the step; what follows it is the step's orders.
    const cleared = metaverse.assist.merge(s, 'A1', parsed(s, 'A1', added), 'control: clear\ncontrol: pass');
    expect(cleared.split('\n').slice(3)).toEqual(['control: pass']);
    expect(metaverse.assist.merge(s, 'A1', parsed(s, 'A1', added), 'control: clear').split('\n')).toHaveLength(3);
  });

  test('the plot prompt says how to give standing orders; played one message at a time it does not', () => {
    expect(metaverse.assist.guide(game(), 'A1', null).help).toContain('**Standing orders**');
    expect(metaverse.assist.guide(game({ strictAlternation: true }), 'A1', null).help).not.toContain('Standing orders');
  });

  test('the fire prompt before the end of the Control Step counts the draft’s nominations, and offers the rest marked', () => {
    const moved = play(game({ noStarfighters: true }), { A1: '', B1: '' }).state;
    const bare = metaverse.assist.guide(moved, 'A1', null);
    expect(bare.help).toContain('The Control Step is not over: your orders for it go with your fire orders (else your side passes), e.g. `control: designate VHS Dominator for CNS Resolute; pass`');
    expect(bare.units.find((u) => u.name === 'CNS Resolute')?.line).toMatch(/^nothing in reach: no target nominated for it \(p\.21\) · in reach once nominated: VHS Dominator/);
    const draft = parsed(moved, 'A1', 'control: designate VHS Dominator for CNS Resolute');
    const guided = metaverse.assist.guide(moved, 'A1', draft);
    expect(guided.units.find((u) => u.name === 'CNS Resolute')?.line).toMatch(/^targets now: VHS Dominator [\d.]+ cm/);
    expect(guided.draftText).toBe('control: designate VHS Dominator for CNS Resolute\ncontrol: pass');
    expect(metaverse.parse(moved, 'A1', guided.draftText).ok).toBe(true);
    const resolute = moved.ships.find((x) => x.name === 'CNS Resolute')?.id ?? '';
    const laser = metaverse.assist.fireWeapons(moved, 'A1', resolute).find((w) => w.name.startsWith('Heavy Laser'))?.value ?? '';
    const targets = metaverse.assist.fireTargets(moved, 'A1', resolute, laser);
    expect(targets.map((t) => t.name)).toContainEqual(expect.stringMatching(/^VHS Dominator · [\d.]+ cm · band \d of \d · \w+ · adds control: designate \(1 CP\)$/));
    // Picked, the target comes with its designation (issue 24 item 1); once the draft designates it, alone.
    const line = metaverse.assist.fireLine(moved, 'A1', resolute, laser, targets[0]?.value ?? '');
    expect(line).toEqual(ok('CNS Resolute: las-1, las-2, las-3, las-4 > VHS Dominator\ncontrol: designate VHS Dominator for CNS Resolute'));
    expect(metaverse.assist.fireLine(moved, 'A1', resolute, laser, targets[0]?.value ?? '', undefined, draft)).toEqual(ok('CNS Resolute: las-1, las-2, las-3, las-4 > VHS Dominator'));
    expect(metaverse.assist.fireTargets(moved, 'A1', resolute, laser, draft).map((t) => t.name)).toContainEqual(expect.stringMatching(/^VHS Dominator · [\d.]+ cm · band \d of \d · \w+$/));
  });
});
