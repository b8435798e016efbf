// The pinned status message (src/rules/voidstriker/assist/status-lines.ts). Voidstriker §2.362 damage tracks,
// §2.351 salvos, Ch.6 victory conditions (§6.1 last survivor, §6.2 six rounds loading and escape).
import { describe, expect, test } from 'vitest';
import { statusLines } from '../../../../src/rules/voidstriker/assist/status-lines.ts';
import type { VoidSalvo } from '../../../../src/rules/voidstriker/state.ts';
import { fireStage, state61, state62, withShip } from './fixtures.ts';

describe('status lines', () => {
  test('6.1 at the start: the step, each ship, the victory condition', () => {
    expect(statusLines(state61())).toEqual([
      'Round 1 · plot',
      'Battlecruiser (IJN) · speed 0 · armour 4 · bridge 6/6 · sensors 12/12 · thrust 4/4',
      'Battlecruiser 2 (IJN) · speed 0 · armour 4 · bridge 6/6 · sensors 12/12 · thrust 4/4',
      'Missile Destroyer (IJN) · speed 0 · armour 5 · bridge 5/5 · sensors 12/12 · thrust 6/6',
      'Missile Destroyer 2 (IJN) · speed 0 · armour 5 · bridge 5/5 · sensors 12/12 · thrust 6/6',
      'Heavy Cruiser (UNSN) · speed 8 → 270° · armour 7 · bridge 7/7 · sensors 10/10 · thrust 3/3',
      'Fleet Intruder (UNSN) · speed 8 → 270° · armour 5 · bridge 5/5 · sensors 6/6 · thrust 4/4',
      'Fleet Intruder 2 (UNSN) · speed 8 → 270° · armour 5 · bridge 5/5 · sensors 6/6 · thrust 4/4',
      'Last survivor wins · ships in play: IJN 4 · UNSN 3',
    ]);
  });

  test('damage, out of control, ships out of play and salvos in flight', () => {
    let s = state61();
    const bc = s.ships[0];
    if (!bc) throw new Error('no ship');
    // Bridge hit (§2.362): out of control, so no thrust until it recovers.
    s = withShip(s, 'ijn-1', { condition: { ...bc.condition, bridge: { dp: 4, max: 6 }, sensors: 9, outOfControl: true } });
    s = withShip(s, 'ijn-2', { status: 'destroyed', fate: 'vaporised' });
    s = withShip(s, 'unsn-7', { status: 'departed' });
    const salvo: VoidSalvo = {
      id: 'S1', owner: 'unsn-5', side: 'UNSN', seat: 'ben', target: 'ijn-3', warhead: 'xraser', mark: 4, count: 4,
      position: { x: 40, y: 24 }, anchor: { x: 43, y: 24 }, heading: 270, drift: { speed: 3, dir: { x: -1, y: 0 } },
      launched: { round: 1, phase: 'a' }, phasesInFlight: 1, poweredPhasesLeft: 11,
    };
    const lines = statusLines({ ...fireStage(s, 1), round: 3, salvos: [salvo] });
    expect(lines[0]).toBe('Round 3 · fire after phase b');
    expect(lines[1]).toBe('Battlecruiser (IJN) · speed 0 · armour 4 · bridge 4/6 · sensors 9/12 · thrust 0/4 · ✦ out of control');
    expect(lines).toContain('Out of play: Battlecruiser 2 (vaporised) · Fleet Intruder 2 (departed)');
    expect(lines).toContain('Missiles in flight: 4 × Mk-IV (UNSN) → Missile Destroyer');
    expect(lines.at(-1)).toBe('Last survivor wins · ships in play: IJN 3 · UNSN 2');
  });

  test('6.2: landed gunboats and the raid’s progress', () => {
    const s = state62();
    const corsair = s.ships.find((x) => x.classId === 'arab-corsair-2000');
    if (!corsair) throw new Error('no corsair');
    const lines = statusLines({ ...s, raid: { loading: { [corsair.id]: 3 }, loaded: [], escaped: [], enteredRound: 1 } });
    expect(lines.find((l) => l.startsWith('Gunboat (FAC)'))).toContain('landed on New Angeles VI');
    expect(lines.at(-1)).toBe(`Arab win if a corsair loads 6 rounds at FAC naval outpost and escapes, else FAC · loading: ${corsair.name} 3/6 · loaded: none · escaped: none`);
  });

  test('game over: the outcome', () => {
    const lines = statusLines({ ...state61(), stage: 'over', outcome: { winner: 'IJN', summary: 'IJN wins: the last UNSN ship is gone.', scores: {} } });
    expect(lines[0]).toBe('Round 1 · game over');
    expect(lines.at(-1)).toBe('Game over: IJN wins: the last UNSN ship is gone.');
  });
});
