// Public status lines (src/rules/starmada/assist/status-lines.ts): each ship's hull, engines and shields (the first
// unchecked box against the full track, p.10) and hex, flights, and the score against the VP target (2.2 p.12).
import { describe, expect, test } from 'vitest';
import { statusLines } from '../../../../src/rules/starmada/assist/status-lines.ts';
import { deploy, duel, newGame, resolveTyped, withShip } from '../integration/fixtures.ts';

describe('statusLines', () => {
  test('each ship, then the score against the Small battle’s 420 VPs (2.2 p.12)', () => {
    const { state } = duel();
    expect(statusLines(state)).toEqual([
      'Kestrel (A) · hull 3/3 · engines 4/4 · no shields · 1010',
      'Vigil (B) · hull 3/3 · engines 4/4 · no shields · 1005',
      'Score: A 0 / 420 · B 0 / 420',
    ]);
  });

  test('the book’s Majestic: hull 8, engines 4, shields 3 (p.29); damage lowers the current ratings', () => {
    const state = withShip(deploy(newGame({ b: [{ class: 'Majestic', name: 'Dauntless' }] })), 'dauntless', (s) => ({
      ...s,
      hull: { ...s.hull, checked: 2 },
      engines: { checked: 1, pending: 0 },
      shields: { checked: 2, pending: 0 },
    }));
    // Tracks 8-7-6-5-4-3-2-1, engines 4-3-2-1, shields 3-3-2-1: 6 hull boxes left, engines 3, shields 2.
    expect(statusLines(state)[1]).toBe('Dauntless (B) · hull 6/8 · engines 3/4 · shields 2/3 · 2909');
  });

  test('directional shields show by defensive arc, not as the track that sums them (B.7 p.32)', () => {
    const state = deploy(newGame({ b: [{ class: 'Tempest', name: 'Gale' }], options: { alternateArcs: true } }));
    expect(statusLines(state).find((l) => l.startsWith('Gale'))).toMatch(/ · shields Fwd 4 Port 3 Stbd 3 Aft 2 · /);
  });

  test('destroyed and exited ships are marked; the ledger’s scores show', () => {
    const over = resolveTyped(duel().state, { ana: 'Kestrel: Cannon > Vigil; Laser > Vigil', ben: 'Vigil: hold' }, [1, 6, 6, 1, 2, 6, 3]).state;
    expect(statusLines(over)).toContain('Vigil (B) · destroyed');
    // Vigil (CR 100) destroyed: side A scores its full CR (2.5 p.13).
    expect(statusLines(over)).toContain('Score: A 100 / 420 · B 0 / 420');
    const exited = withShip(duel().state, 'vigil', (s) => ({ ...s, status: 'exited' }));
    expect(statusLines(exited)[1]).toBe('Vigil (B) · left the board');
  });

  test('before deployment ships are not on the board yet', () => {
    expect(statusLines(newGame())[0]).toBe('Kestrel (A) · hull 3/3 · engines 4/4 · no shields · not deployed');
  });

  test('a cloaked enemy is not shown to the public (B.5)', () => {
    const { state } = duel();
    const cloaked = { ...state, revealedOrders: { ...state.revealedOrders, vigil: 'C/0' } };
    expect(statusLines(cloaked).some((l) => l.startsWith('Vigil'))).toBe(false);
  });

  test('fighter flights are counted per side', () => {
    const state = resolveTyped(deploy(newGame({ options: { carriers: true }, a: [{ class: 'Hive', name: 'Nest' }] })), {}).state;
    // One flight per Carrier rating point, six fighters each (B.4 p.31, 5.1 p.22).
    expect(statusLines(state)).toContain('Fighters: A 1 flight (6 fighters)');
  });
});
