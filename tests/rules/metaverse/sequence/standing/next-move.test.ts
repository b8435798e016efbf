// What a side's standing orders say at its turn (standing/next-move.ts): the book's alternation (p.19, p.21) gives
// one action or a pass per turn; a reaction comes first once its enemy action happened, then the list in order,
// then how the orders end.
import { describe, expect, test } from 'vitest';
import { nextMove } from '../../../../../src/rules/metaverse/sequence/standing/next-move.ts';
import type { Heard, Script } from '../../../../../src/rules/metaverse/sequence/standing/types.ts';

const heard = (over: Partial<Heard>): Heard => ({ step: 'control', text: 'Side B: something.', jams: false, usesEw: false, cloaks: false, dropsShields: false, targets: [], strikes: [], ...over });
const squadronOf = (ship: string): string | undefined => ({ resolute: 'sq-1', kestrel: 'sq-3', merlin: 'sq-3' })[ship];
const script = (over: Partial<Script>): Script => ({ actions: [], reactions: [], final: { kind: 'pass' }, ...over });

describe('the next move of standing orders', () => {
  test('the list in order, one action a turn, then the end (pass)', () => {
    const s = script({ actions: ['priority VHS Dominator', 'designate VHS Ravager for CNS Harrier'] });
    const first = nextMove(s, [], 'control', false, squadronOf);
    expect(first).toMatchObject({ kind: 'act', action: 'priority VHS Dominator' });
    if (first.kind !== 'act') return;
    const second = nextMove(first.script, [], 'control', false, squadronOf);
    expect(second).toMatchObject({ kind: 'act', action: 'designate VHS Ravager for CNS Harrier' });
    if (second.kind !== 'act') return;
    expect(nextMove(second.script, [], 'control', false, squadronOf)).toEqual({ kind: 'pass' });
  });

  test('a reaction whose enemy action happened comes before the list, once, and uses up the actions it answered', () => {
    const s = script({ actions: ['priority VHS Dominator'], reactions: [{ when: [{ kind: 'targets', units: ['kestrel'] }], action: 'shields CNS Kestrel down' }] });
    const targeted = heard({ targets: ['kestrel'], text: 'Side B: priority fleet target CNS Kestrel.' });
    const other = heard({ targets: ['resolute'] });
    const move = nextMove(s, [other, targeted], 'control', false, squadronOf);
    expect(move).toEqual({ kind: 'act', action: 'shields CNS Kestrel down', script: { ...s, reactions: [] }, heard: [other] });
    // Nothing it waits for: the list goes on.
    expect(nextMove(s, [other], 'control', false, squadronOf)).toMatchObject({ kind: 'act', action: 'priority VHS Dominator' });
  });

  test('pass unless: asked when an enemy action of this step meets a condition, else a pass', () => {
    const s = script({ final: { kind: 'unless', when: [{ kind: 'jams' }, { kind: 'strikes', units: ['merlin'] }] } });
    expect(nextMove(s, [heard({ usesEw: true })], 'control', false, squadronOf)).toEqual({ kind: 'pass' });
    expect(nextMove(s, [heard({ jams: true, usesEw: true, text: 'Side B: VHS Dominator ej on.' })], 'control', false, squadronOf)).toEqual({
      kind: 'ask',
      why: 'You asked to be asked if the enemy did this, and it did: Side B: VHS Dominator ej on.',
    });
    // A strike at the Kestrel & Merlin squadron is at the Merlin's squadron; a strike heard in the Mission Step only.
    const strike = heard({ step: 'missions', strikes: ['sq-3'], text: 'Side B: mission … > CNS Kestrel & Merlin.' });
    expect(nextMove(s, [strike], 'missions', false, squadronOf).kind).toBe('ask');
    expect(nextMove(s, [strike], 'control', false, squadronOf)).toEqual({ kind: 'pass' });
  });

  test('ask: asked at the next turn, unless the side has just written these orders', () => {
    const s = script({ final: { kind: 'ask' } });
    expect(nextMove(s, [], 'control', false, squadronOf)).toEqual({ kind: 'ask', why: 'Your standing orders end with ask: it is your turn.' });
    expect(nextMove(s, [], 'control', true, squadronOf)).toEqual({ kind: 'pass' });
  });
});
