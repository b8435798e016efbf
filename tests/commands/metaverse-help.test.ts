// `/help system:metaverse`: every example it shows is read by the rules' own parser (metaverse.parse) in a real
// Match Play game set up by metaverse.setup — the Concord Task Group (A1) against the Vorr Raiding Squadron (B1).
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { HELP_OVERVIEW, METAVERSE_EXAMPLES, METAVERSE_HELP, systemHelp } from '../../src/commands/help-text.ts';
import { rngStateFromSeed, seededDice } from '../../src/rules/core/dice.ts';
import type { RuleError } from '../../src/rules/core/result.ts';
import { METAVERSE_OPTIONS, metaverseOptionsSchema } from '../../src/rules/metaverse/options.ts';
import type { MetaverseSubmission } from '../../src/rules/metaverse/submission.ts';
import { metaverse } from '../../src/rules/metaverse/system.ts';
import type { MetaverseState } from '../../src/rules/metaverse/state.ts';

/** A game played one message at a time (strictAlternation), unless `standing` (the default: standing orders). */
function newGame(standing = false): MetaverseState {
  const r = metaverse.setup({
    options: metaverseOptionsSchema.parse({ strictAlternation: !standing }),
    fleets: { A1: { side: 'A', player: 'Ana', fleet: 'salvo-concord-task-group' }, B1: { side: 'B', player: 'Ben', fleet: 'salvo-vorr-raiders' } },
    scenario: 'match',
    seed: 's1',
  });
  if (!r.ok) throw new Error(r.error.map((e) => e.message).join(' | '));
  // The fleets deploy 108 cm apart; the Vorr are brought 50 cm closer so the fighters' 75 cm missions and the
  // lasers reach (a position is all that changes).
  return { ...r.value, squadrons: r.value.squadrons.map((q) => (q.side === 'B' ? { ...q, at: { ...q.at, y: q.at.y + 50 } } : q)) };
}

const why = (errors: readonly RuleError[]): string => errors.map((e) => `${e.message} ${e.suggestion ?? ''}`).join(' | ');

function parse(state: MetaverseState, seat: string, text: string): MetaverseSubmission {
  const r = metaverse.parse(state, seat, text);
  if (!r.ok) throw new Error(`${text}: ${why(r.error)}`);
  return r.value;
}

const dice = () => seededDice(rngStateFromSeed('help'));

/** Resolves the open step with these texts (the alternating steps: only the seat whose turn it is). */
function resolve(state: MetaverseState, texts: Record<string, string>): MetaverseState {
  const owes = metaverse.step(state)?.owes ?? [];
  const subs = Object.fromEntries(owes.map((seat) => [seat, parse(state, seat, texts[seat] ?? '')]));
  return metaverse.resolve(state, subs, dice()).state;
}

/** Passes in the alternating steps until the fire step opens. */
function passToFire(state: MetaverseState): MetaverseState {
  let s = state;
  for (let i = 0; i < 20 && s.stage !== 'fire'; i++) s = resolve(s, { A1: 'pass', B1: 'pass' });
  expect(s.stage).toBe('fire');
  return s;
}

describe('every example /help system:metaverse shows parses in a real game', () => {
  test('plot examples, for the side that owns the squadron', () => {
    const state = newGame();
    expect(metaverse.step(state)?.key).toBe('t1/plot');
    for (const e of METAVERSE_EXAMPLES.plotA) expect(parse(state, 'A1', e.text).kind).toBe('plot');
    for (const e of METAVERSE_EXAMPLES.plotB) expect(parse(state, 'B1', e.text).kind).toBe('plot');
    // The launch example really launches two Lancer squadrons.
    const launched = resolve(state, { A1: METAVERSE_EXAMPLES.plotA[1].text });
    expect(launched.fighters.squadrons.filter((f) => f.side === 'A' && f.status === 'space').map((f) => f.name)).toEqual(['Lancer Strike Wing 1', 'Lancer Strike Wing 2']);
  });

  test('mission, control and fire examples, each in its step', () => {
    let state = resolve(newGame(), { A1: METAVERSE_EXAMPLES.plotA[1].text });
    expect(metaverse.step(state)?.key).toBe('t1/missions/1');
    expect(metaverse.step(state)?.owes).toEqual(['A1']);
    for (const e of METAVERSE_EXAMPLES.missions) expect(parse(state, 'A1', e.text).kind).toBe('missions');
    state = resolve(state, { A1: METAVERSE_EXAMPLES.missions[0].text });
    expect(state.fighters.missions).toHaveLength(1);
    for (let i = 0; i < 10 && state.stage === 'missions'; i++) state = resolve(state, { A1: 'pass', B1: 'pass' });

    expect(state.stage).toBe('control');
    const seat = metaverse.step(state)?.owes[0] ?? '';
    // Side A's actions are shown; when B opens the step, B passes first.
    if (seat === 'B1') state = resolve(state, { B1: 'pass' });
    for (const e of METAVERSE_EXAMPLES.control) expect(parse(state, 'A1', e.text).kind).toBe('control');
    state = resolve(state, { A1: METAVERSE_EXAMPLES.control[0].text });
    state = resolve(state, { B1: 'pass' });
    state = resolve(state, { A1: METAVERSE_EXAMPLES.control[1].text });

    state = passToFire(state);
    for (const e of METAVERSE_EXAMPLES.fire) expect(parse(state, 'A1', e.text).kind).toBe('fire');
  });
});

describe('the standing-order example of /help system:metaverse', () => {
  test("rides with side A's plot in a game that takes standing orders (the default) and is played out after the movement (p.21)", () => {
    const state = newGame(true);
    const text = [METAVERSE_EXAMPLES.plotA[0].text, ...METAVERSE_EXAMPLES.standing.map((e) => e.text)].join('\n');
    const sent = parse(state, 'A1', text);
    expect(sent.kind === 'plot' ? sent.standing?.control?.final : null).toEqual({ kind: 'unless', when: [{ kind: 'jams' }] });
    // Both sides' fighters are out and neither gave Mission Step orders: they come with the fire orders, then the
    // Mission Step (both pass) and the Control Step are played out, the designation first.
    const moved = resolve(state, { A1: text, B1: 'control: pass' });
    expect(metaverse.step(moved)?.title).toBe('Turn 1: fire and control orders');
    const fired = metaverse.resolve(moved, { A1: parse(moved, 'A1', ''), B1: parse(moved, 'B1', '') }, dice());
    const said = fired.events.map((e) => e.text);
    expect(said.filter((t) => t.startsWith('Side '))).toEqual([
      expect.stringMatching(/^Side [AB] passes\.$/),
      expect.stringMatching(/^Side [AB] passes: the Starfighter Mission Step ends\.$/),
      expect.stringMatching(/^Side A: CNS Harrier is designated VHS Ravager — Captain Osei pays 1 CP/),
      'Side B passes.',
      'Side A passes.',
    ]);
    expect(said.indexOf('Turn 1: combat')).toBeGreaterThan(said.indexOf('Two passes in a row: the Control Step is over.'));
    // Strict games refuse it: each action is its own message there.
    expect(metaverse.parse(newGame(), 'A1', text).ok).toBe(false);
  });
});

describe('the Metaverse help text', () => {
  test('shows every example, the options, the scenarios, the reconstructed tables; fits one Discord message', () => {
    for (const e of Object.values(METAVERSE_EXAMPLES).flat()) expect(METAVERSE_HELP).toContain(`\`${e.text}\``);
    for (const o of METAVERSE_OPTIONS) expect(METAVERSE_HELP).toContain(`\`${o.id}\``);
    for (const word of ['command points', 'secret', 'Mission Step', 'Control Step', 'pass', 'End Phase', '`match`', '`match/8`', 'critical chart', 'tactics', 'reconstruction', 'replace'])
      expect(METAVERSE_HELP).toContain(word);
    expect(METAVERSE_HELP.length).toBeLessThanOrEqual(2000);
    expect(systemHelp('metaverse')).toBe(METAVERSE_HELP);
    expect(HELP_OVERVIEW).toContain('`/help system:metaverse`');
    expect(HELP_OVERVIEW.length).toBeLessThanOrEqual(2000);
  });

  test("the README's Metaverse section shows only orders the help shows (and so the parser reads)", () => {
    const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
    const section = readme.slice(readme.indexOf('### Metaverse'), readme.indexOf('## Development'));
    // Code blocks, indented inside the numbered steps or not.
    const blocks = [...section.matchAll(/^ *```\n([\s\S]*?)^ *```/gm)].flatMap((m) => (m[1] ?? '').split('\n').map((l) => l.trim()).filter((l) => l !== ''));
    expect(blocks.length).toBeGreaterThanOrEqual(6);
    const shown = Object.values(METAVERSE_EXAMPLES).flat().map((e) => e.text as string);
    for (const l of blocks) expect(shown, l).toContain(l);
    for (const o of METAVERSE_OPTIONS) expect(section).toContain(`\`${o.id}\``);
    expect(section).toContain('/game new system:metaverse scenario:match');
  });
});
