// Help built from the seat's own names (src/rules/metaverse/assist/examples.ts): every plot example must parse
// (Metaverse p.7 Cinematic, p.9 Newtonian, p.19 launches), and only the relevant help lines are kept.
import { describe, expect, test } from 'vitest';
import { plotExample, plotHelp, standingAnswerLine, stepRuleLine } from '../../../../src/rules/metaverse/assist/examples.ts';
import { metaverse } from '../../../../src/rules/metaverse/system.ts';
import { seatPlotContext } from '../../../../src/rules/metaverse/sequence/orders.ts';
import { expectOk, startState } from './fixtures.ts';

describe('plot examples', () => {
  test.each(['A1', 'B1'])('every squadron’s example parses for seat %s', (seat) => {
    const s = startState();
    const ctx = expectOk(seatPlotContext(s, seat));
    for (const q of ctx.squadrons) expectOk(metaverse.parse(s, seat, plotExample(q, ctx)));
  });

  test('Cinematic: accelerate 2 with a turn; Newtonian: rotate, then thrust after the first rotation step; launch from a ready hangar', () => {
    const s = startState();
    const a = expectOk(seatPlotContext(s, 'A1'));
    const b = expectOk(seatPlotContext(s, 'B1'));
    expect(a.squadrons.map((q) => plotExample(q, a))[0]).toBe('CNS Resolute: A2 T:S');
    expect(a.squadrons.map((q) => plotExample(q, a))[1]).toMatch(/^CNS Harrier: A2 T:S · launch 1 /);
    expect(b.squadrons.map((q) => plotExample(q, b))[0]).toBe('VHS Dominator: R:CW1 F:FWD2@1');
  });
});

describe('help lines', () => {
  test('plot help names only the seat’s movement method and a break-off of its own ship', () => {
    const s = startState();
    const a = plotHelp(expectOk(seatPlotContext(s, 'A1')));
    expect(a).toContain('Cinematic:');
    expect(a).not.toContain('Newtonian:');
    // The rest of the notation is in /help: the prompt says where, and keeps to one phone screen.
    expect(a).toContain('/help system:metaverse');
    expect(a).not.toContain('Advanced, 1 CP each');
    expect(a).not.toContain('Thunderchild:');
    const b = plotHelp(expectOk(seatPlotContext(s, 'B1')));
    expect(b).toContain('Newtonian:');
    expect(b).not.toContain('Cinematic:');
  });

  test('a step prompt says its step in one line, naming no ship of another game (p.19, p.21)', () => {
    expect(stepRuleLine('missions')).toMatch(/^Mission Step \(p\.19\)/);
    expect(stepRuleLine('control')).toMatch(/^Control Step \(p\.21\)/);
    for (const line of [stepRuleLine('missions'), stepRuleLine('control'), standingAnswerLine('pass unless enemy uses EW')]) expect(line).not.toMatch(/Vengeance|Thunderchild|Avenger|Chimera|Hale/);
  });
});
