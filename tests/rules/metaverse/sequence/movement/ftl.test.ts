// Metaverse p.15 "FTL Retreat": a ship with any working FTL drive is removed from the game; destroyed for the chain
// of command and morale, but only half its morale value is struck. p.15–16 reserve and strategic jumps need reserves.
import { describe, expect, test } from 'vitest';
import { metaverse } from '../../../../../src/rules/metaverse/system.ts';
import { parseSubmission } from '../../../../../src/rules/metaverse/notation/submission-text.ts';
import { blankSquadronPlot } from '../../../../../src/rules/metaverse/notation/types.ts';
import { movementPlotsOf } from '../../../../../src/rules/metaverse/notation/to-plot.ts';
import { resolvePlots } from '../../../../../src/rules/metaverse/sequence/turn.ts';
import type { MetaverseState } from '../../../../../src/rules/metaverse/state.ts';
import { bookDice, cinematic, matchWithCp } from './fixtures.ts';

const struck = (s: MetaverseState, side: 'A' | 'B'): number | undefined => s.sides.find((x) => x.side === side)?.morale.struck;

describe('FTL through the Movement Phase', () => {
  test('p.15: CNS Resolute retreats by FTL: disengaged, 1 CP paid, half of its morale value 38 struck (19)', () => {
    const s = matchWithCp({ 'A-cmd-1': 2 });
    const sub = parseSubmission(s, 'ana', 'Resolute: FTL-R');
    if (!sub.ok) throw new Error(sub.error.map((e) => e.message).join(' | '));
    const r = metaverse.resolve(s, { ana: sub.value }, bookDice([]));
    const ship = r.state.ships.find((x) => x.id === 'A-resolute');
    expect([ship?.status, ship?.fate]).toEqual(['disengaged', 'FTL retreat']);
    expect(struck(r.state, 'A')).toBe(19);
    const texts = r.events.map((e) => e.text);
    expect(texts).toContain("Commodore Hale pays 1 CP for CNS Resolute's FTL retreat (1 left).");
    expect(texts).toContain('CNS Resolute makes an FTL retreat: CNS Resolute leaves the battle (p.15).');
  });

  test('p.15: without a working FTL drive the retreat cannot happen and the squadron flies its STL plot', () => {
    const s0 = matchWithCp({ 'A-cmd-1': 1 });
    const s: MetaverseState = { ...s0, ships: s0.ships.map((x) => (x.id === 'A-resolute' ? { ...x, damage: { ...x.damage, systems: x.damage.systems.map((y) => (y.id === 'warp' ? { ...y, disabled: true } : y)) } } : x)) };
    const r = resolvePlots(s, { 'A-sq-1': cinematic('A-sq-1', 2, [{ code: 'FTL-R' }]) }, bookDice([]));
    expect(r.state.ships.find((x) => x.id === 'A-resolute')?.status).toBe('active');
    expect(r.state.squadrons.find((x) => x.id === 'A-sq-1')?.momentum).toBe(2);
    expect(r.events.map((e) => e.text)).toContain('CNS Resolute: FTL-R cannot be done: CNS Resolute has no working drive for it (p.15, p.18); it flies its STL plot.');
  });

  test('p.15–16: a reserve jump is refused when the plot is sent: this game has no reserves', () => {
    const s = matchWithCp({ 'A-cmd-1': 2 });
    const sub = parseSubmission(s, 'ana', 'Resolute: R-FTL');
    expect(sub.ok).toBe(false);
    if (!sub.ok) expect(sub.error.map((e) => [e.code, e.message])).toContainEqual(['ERR_PLOT_NO_RESERVE', 'R-FTL needs reserves, and this game has none (p.15–16).']);
  });

  test('p.17: a tactical jump-drive jump is refused when the plot is sent (the notation carries no placement)', () => {
    // No Salvo design carries a jump drive, so the notation's own plot stands in for one that would.
    const plot = { squadrons: [{ ...blankSquadronPlot('A-sq-1', 'cinematic'), advanced: [{ code: 'T-FTL-J' as const, distance: null }] }] };
    const r = movementPlotsOf(plot);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.map((e) => e.code)).toEqual(['ERR_PLOT_FTL_UNAVAILABLE']);
  });

  test('p.16: a tactical warp jump flies its STL plot, then 60 cm forward, then 3D20 − best sensor: odd goes back', () => {
    // CNS Resolute at (45, 114) heading north; best sensor array 15. 3D20 [10, 12, 14] = 36 − 15 = 21: odd, so
    // 21 cm backward (p.16: the parity of the result decides). North 2 (STL) + 60 − 21 → y = 114 − 2 − 60 + 21 = 73.
    const s = matchWithCp({ 'A-cmd-1': 2 });
    const sub = parseSubmission(s, 'ana', 'Resolute: A2 T-FTL-W');
    if (!sub.ok) throw new Error(sub.error.map((e) => e.message).join(' | '));
    const dice = bookDice([10, 12, 14]);
    const r = metaverse.resolve(s, { ana: sub.value }, dice);
    expect(dice.scriptedLeft).toBe(0);
    const sq = r.state.squadrons.find((x) => x.id === 'A-sq-1');
    expect(sq?.at.x).toBeCloseTo(45);
    expect(sq?.at.y).toBeCloseTo(73);
    expect(r.events.map((e) => e.text)).toContain('CNS Resolute jumps (T-FTL-W): warp 60 cm forward, deviation 3d20 [10, 12, 14] = 36 − sensor 15 = 21 (odd: 21 cm back); arrives at (45, 73) (p.16–17).');
    expect(r.state.ships.find((x) => x.id === 'A-resolute')?.ftlUsedTurn).toEqual({ warp: 1 });
  });

  test('p.17: a tactical hyper jump goes exactly the plotted distance (VHS Dominator, 75 cm south)', () => {
    const s = matchWithCp({ 'B-cmd-1': 1 });
    const sub = parseSubmission(s, 'ben', 'Dominator: T-FTL-H(75)');
    if (!sub.ok) throw new Error(sub.error.map((e) => e.message).join(' | '));
    const r = metaverse.resolve(s, { ben: sub.value }, bookDice([]));
    const sq = r.state.squadrons.find((x) => x.id === 'B-sq-1');
    expect([sq?.at.x, sq?.at.y]).toEqual([45, 81]);
  });

  test('p.18: a drive of rating 3 used on turn 1 is spent on turns 2–4 and charged again on turn 5', () => {
    const s0 = matchWithCp({ 'A-cmd-1': 9 });
    const used: MetaverseState = { ...s0, ships: s0.ships.map((x) => (x.id === 'A-resolute' ? { ...x, ftlUsedTurn: { warp: 1 } } : x)) };
    const on = (turn: number) => resolvePlots({ ...used, turn }, { 'A-sq-1': cinematic('A-sq-1', 0, [{ code: 'FTL-R' }]) }, bookDice([]));
    expect(on(4).events.map((e) => e.text)).toContain("CNS Resolute: FTL-R cannot be done: CNS Resolute's FTL drive is not charged yet (p.15, p.18); it flies its STL plot.");
    expect(on(4).state.ships.find((x) => x.id === 'A-resolute')?.status).toBe('active');
    expect(on(5).state.ships.find((x) => x.id === 'A-resolute')?.status).toBe('disengaged');
  });
});
