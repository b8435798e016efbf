// Metaverse p.5: "A player may pay one CP to break off one or more starships from a squadron into a new squadron
// with its own plot"; p.3: the CP comes from the squadron's chain of command.
import { describe, expect, test } from 'vitest';
import { metaverse } from '../../../../../src/rules/metaverse/system.ts';
import { parseSubmission } from '../../../../../src/rules/metaverse/notation/submission-text.ts';
import { bookDice, matchWithCp } from './fixtures.ts';

describe('break-off through the Movement Phase', () => {
  test('p.5: CNS Merlin breaks off from Kestrel & Merlin for 1 CP and flies its own plot; the squadron flies its own', () => {
    const s = matchWithCp({ 'A-cmd-1': 2 });
    const sub = parseSubmission(s, 'ana', 'Kestrel & Merlin: A2\nbreak Merlin: A4');
    if (!sub.ok) throw new Error(sub.error.map((e) => e.message).join(' | '));
    const r = metaverse.resolve(s, { ana: sub.value }, bookDice([]));
    const merlin = r.state.ships.find((x) => x.id === 'A-merlin');
    const kestrel = r.state.ships.find((x) => x.id === 'A-kestrel');
    expect(kestrel?.squadronId).toBe('A-sq-3');
    expect(merlin?.squadronId).not.toBe('A-sq-3');
    const made = r.state.squadrons.find((x) => x.id === merlin?.squadronId);
    const old = r.state.squadrons.find((x) => x.id === 'A-sq-3');
    // Same commander (none named), same start; each flew its own acceleration (p.7: momentum + acceleration).
    expect([made?.commanderId, made?.name, made?.momentum, old?.momentum]).toEqual(['A-cmd-1', 'CNS Merlin', 4, 2]);
    const texts = r.events.map((e) => e.text);
    expect(texts).toContain("Commodore Hale pays 1 CP for CNS Kestrel & Merlin's break-off of CNS Merlin (1 left).");
    expect(texts).toContain('CNS Merlin breaks off from CNS Kestrel & Merlin: now CNS Merlin and CNS Kestrel (p.5).');
    expect(old?.name).toBe('CNS Kestrel');
    expect(r.state.commanders.find((c) => c.id === 'A-cmd-1')?.cp).toBe(1);
  });

  test('p.5: ships never rejoin — next turn the two squadrons are plotted apart', () => {
    const s = matchWithCp({ 'A-cmd-1': 2 });
    const sub = parseSubmission(s, 'ana', 'Kestrel & Merlin: A2\nbreak Merlin: A4');
    if (!sub.ok) throw new Error(sub.error.map((e) => e.message).join(' | '));
    const r = metaverse.resolve(s, { ana: sub.value }, bookDice([]));
    const next: typeof r.state = { ...r.state, stage: 'plot' };
    const again = parseSubmission(next, 'ana', 'Merlin: D1');
    if (!again.ok) throw new Error(again.error.map((e) => e.message).join(' | '));
    const plots = again.value.kind === 'plot' ? again.value.plot.squadrons : [];
    const decel = (id: string | undefined): number | undefined => {
      const move = plots.find((p) => p.squadron === id)?.move;
      return move?.method === 'cinematic' ? move.decel.points : undefined;
    };
    // "Merlin" now names only the broken-off squadron; CNS Kestrel, left out, drifts (A21).
    expect([decel(r.state.ships.find((x) => x.id === 'A-merlin')?.squadronId), decel('A-sq-3')]).toEqual([1, 0]);
  });
});
