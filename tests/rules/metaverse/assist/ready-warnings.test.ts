// What Ready would lock in that the player may not mean (src/rules/metaverse/assist/ready-warnings.ts; docs/playing.md §8):
// squadrons left to drift (A21) and what the drift does at the table edge (A17), into a planet (p.95) or through
// asteroids (p.97); ships given no fire orders while a weapon has a legal target in reach (A7, p.21–22, p.25).
import { describe, expect, test } from 'vitest';
import { readySubmission } from '../../../../src/rules/core/ready.ts';
import { metaverse } from '../../../../src/rules/metaverse/system.ts';
import type { MetaverseState, MvSquadron } from '../../../../src/rules/metaverse/state.ts';
import type { MvTerrain } from '../../../../src/rules/metaverse/terrain/place.ts';
import { closeState, fireState, missionsState, parsed } from './fixtures.ts';

function warnings(state: MetaverseState, seat: string, text: string | null): string[] {
  const draft = text === null ? null : parsed(state, seat, text);
  return metaverse.assist.readyWarnings(state, seat, readySubmission(metaverse, state, seat, draft), draft === null);
}

const moved = (state: MetaverseState, name: string, change: Partial<MvSquadron>): MetaverseState => ({
  ...state,
  squadrons: state.squadrons.map((q) => (q.name === name ? { ...q, ...change } : q)),
});

describe('the plot: a squadron left out drifts (A21)', () => {
  test('each squadron without a plot is named; a plotted one is not', () => {
    const s = closeState();
    expect(warnings(s, 'A1', null)).toEqual([
      'CNS Resolute has no plot: it drifts (A21).',
      'CNS Harrier has no plot: it drifts (A21).',
      'CNS Kestrel & Merlin has no plot: it drifts (A21).',
    ]);
    expect(warnings(s, 'A1', 'CNS Resolute: A2\nCNS Harrier: drift\nCNS Kestrel & Merlin: drift')).toEqual([]);
  });

  test('A17: a drift off the table disengages the squadron (half its morale value), said at Ready and in the echo', () => {
    // CNS Resolute 3 cm from the north edge, momentum 5, heading north (0°).
    const s = moved(closeState(), 'CNS Resolute', { at: { x: 45, y: 3 }, momentum: 5 });
    expect(warnings(s, 'A1', null)[0]).toBe('CNS Resolute has no plot: it drifts (A21) and leaves the table: it disengages, half its morale value struck (A17).');
    // A plot that leaves Resolute out gives it a drift, in the echo as in the warning.
    expect(warnings(s, 'A1', 'CNS Harrier: drift')).toEqual(['CNS Resolute drifts (A21) and leaves the table: it disengages, half its morale value struck (A17).']);
    const echo = metaverse.assist.echo(s, 'A1', readySubmission(metaverse, s, 'A1', null));
    expect(echo[0]).toMatch(/^— CNS Resolute: no plot, drifts · .* · ⚠ leaves the table: it disengages, half its morale value struck \(A17\)$/);
    const sent = parsed(s, 'A1', 'CNS Harrier: drift');
    const plotted = metaverse.assist.echo(s, 'A1', sent);
    expect(plotted[0]).toMatch(/^CNS Resolute: drift — .* · ⚠ leaves the table: it disengages, half its morale value struck \(A17\)$/);
    expect(parsed(s, 'A1', plotted.join('\n'))).toEqual(sent);
  });

  test('A17 with the "destroyed" setting: the squadron is lost', () => {
    const base = moved(closeState(), 'CNS Resolute', { at: { x: 45, y: 3 }, momentum: 5 });
    const s = { ...base, config: { ...base.config, game: { ...base.config.game, stlOffTable: 'destroyed' as const } } };
    expect(warnings(s, 'A1', null)[0]).toBe('CNS Resolute has no plot: it drifts (A21) and flies off the table and is lost (A17).');
  });

  test('p.95: a plotted path through a planet destroys the ship; said for a plot as for a drift', () => {
    const planet: MvTerrain = { id: 'terrain-1', kind: 'medium-planet', name: 'Medium planet', side: 'A', roll: 1, circle: { at: { x: 45, y: 110 }, radius: 1.5 } };
    const s = { ...closeState(), terrain: [planet] };
    // Resolute at 45,114 accelerating 6 cm north passes through the planet 4 cm ahead; 2 cm stops short of it.
    expect(warnings(s, 'A1', 'CNS Resolute: A6\nCNS Harrier: drift\nCNS Kestrel & Merlin: drift')).toEqual(['CNS Resolute, as plotted, flies into the medium planet: destroyed (p.95).']);
    expect(warnings(s, 'A1', 'CNS Resolute: A2\nCNS Harrier: drift\nCNS Kestrel & Merlin: drift')).toEqual([]);
  });

  test('p.97: a path through an asteroid field takes damage dice', () => {
    const field: MvTerrain = { id: 'terrain-2', kind: 'asteroid-field', name: 'Asteroid field', side: 'B', roll: 2, rect: { x: 0, y: 105, width: 180, height: 4 } };
    const s = { ...closeState(), terrain: [field] };
    expect(warnings(s, 'A1', 'CNS Resolute: A6\nCNS Harrier: drift\nCNS Kestrel & Merlin: drift')).toEqual(['CNS Resolute, as plotted, passes through the asteroid field: kinetic damage dice on each ship (p.97).']);
  });
});

describe('fire: a ship given no orders holds every weapon (A7)', () => {
  // CNS Resolute designated VHS Dominator in the Control Step (p.21); the Vorr moved to 52 cm, out of Danger Close.
  const f = fireState();
  const s = { ...f, squadrons: f.squadrons.map((q) => (q.side === 'B' ? { ...q, at: { x: q.at.x, y: 60 } } : q)) };

  test('a ship with a legal target in reach and no orders is named with it', () => {
    expect(warnings(s, 'A1', null)).toEqual(['CNS Resolute holds fire: it has 1 target in reach (VHS Dominator 52 cm).']);
    expect(warnings(s, 'A1', 'CNS Resolute: las-1 > VHS Dominator')).toEqual([]);
  });

  test('"hold" is an order: the ship holds on purpose', () => {
    expect(warnings(s, 'A1', 'CNS Resolute: hold')).toEqual([]);
  });

  test('p.22: weapons Danger Close forces already have their orders, so there is nothing to ask', () => {
    expect(warnings(f, 'A1', null)).toEqual([]);
  });
});

test('missions and control: nothing sent is a pass, the step\'s plain answer', () => {
  expect(warnings(missionsState(), 'A1', null)).toEqual([]);
});
