// Long range fighters (Starmada p.53 §F.6) and shuttlecraft (p.37 §B.20) through the game service: Ana buys three
// LRFs beside her ships; they deploy with the fleet, fight, and one jumps to hyperspace (Ben scores 30 VP, half its
// 60). Ben's Dominion launches its two shuttles in the End Phase (F.5's rules), and Ana's guns shoot at
// them (F.5 in force, as shuttles need): every hit on a shuttle is saved on 4+ (−1 per IMP above 1, a 6 always saves).
import { afterEach, describe, expect, test } from 'vitest';
import { openStepOf, seatsOf } from '../../../../src/db/game-repo.ts';
import type { DatabaseHandle } from '../../../../src/db/connection.ts';
import { setSeatReady, submit } from '../../../../src/game/step-cycle.ts';
import { hexDistance } from '../../../../src/rules/core/hex.ts';
import { fireTargets, validateFire } from '../../../../src/rules/starmada/combat/declaration.ts';
import { classOf } from '../../../../src/rules/starmada/combat/ship-condition.ts';
import { fighterPrompt } from '../../../../src/rules/starmada/sequence/fighters.ts';
import type { FireDeclaration, StarmadaState } from '../../../../src/rules/starmada/state.ts';
import type { StarmadaSubmission } from '../../../../src/rules/starmada/submission.ts';
import { expectOk, serviceContext } from '../../../game/service-fixture.ts';
import { autopilot } from './autopilot.ts';
import { eventLog, startScenario, stateOf } from './service-game.ts';

let handle: DatabaseHandle | undefined;
afterEach(() => handle?.close());

/** Ana's fire: every battery at a shuttle when one is in reach (nearest first), else as the autopilot would. */
function fireAtShuttles(state: StarmadaState, seat: string): StarmadaSubmission {
  const declarations: FireDeclaration[] = [];
  for (const ship of state.ships.filter((s) => s.seat === seat && s.status === 'active')) {
    const shuttles = fireTargets(state, ship)
      .filter((t) => state.flights.some((f) => f.id === t.id && f.shuttle))
      .sort((a, b) => hexDistance(ship.at, a.at) - hexDistance(ship.at, b.at));
    classOf(state, ship).batteries.forEach((_battery, b) => {
      for (const target of shuttles) {
        const checked = validateFire(state, seat, [...declarations, { shipId: ship.id, battery: b, weapons: 0, targetId: target.id, mode: 0, directed: false }]);
        if (checked.ok) {
          declarations.splice(0, declarations.length, ...checked.value);
          break;
        }
      }
    });
  }
  return declarations.length > 0 ? { kind: 'fire', declarations } : autopilot(state, seat);
}

describe('long range fighters and shuttles through the game service (F.6 p.53, B.20 p.37)', () => {
  test('LRFs are bought, deploy and fight, one jumps to hyperspace for half its VPs; the Dominion launches shuttles that save hits', () => {
    const service = serviceContext('lrf-shuttles');
    handle = service.handle;
    const { ctx } = service;
    const gameId = startScenario(ctx, 'standard/medium', { A: ['Majestic', 'Sovereign', 'LRF', 'LRF', 'LRF'], B: ['Dominion', 'Majestic'] }, { carriers: true, longRangeFighters: true, launchAndRecovery: true });
    const users = new Map(seatsOf(ctx.db, gameId).map((s) => [s.seatKey, s.userId ?? '']));

    const start = stateOf(ctx, gameId);
    expect(start.flights.filter((f) => f.longRange).map((f) => [f.name, f.count, f.carrierId])).toEqual([
      ['LRF', 6, ''],
      ['LRF 2', 6, ''],
      ['LRF 3', 6, ''],
    ]);
    expect(start.hangar?.filter((f) => f.shuttle).map((f) => f.name)).toEqual(['Dominion S1', 'Dominion S2']);

    const typed: string[] = [];
    let jumped = false;
    for (let i = 0; i < 400 && openStepOf(ctx.db, gameId); i++) {
      const step = openStepOf(ctx.db, gameId);
      const state = stateOf(ctx, gameId);
      for (const seat of step?.owes ?? []) {
        const user = users.get(seat) ?? '';
        const prompt = state.phase.kind === 'fighters' ? fighterPrompt(state) : null;
        const lrf = prompt?.flights.find((f) => f.name === 'LRF' && f.seat === seat);
        if (lrf && state.turn >= 2 && !jumped) {
          // From the second turn, the first LRF tries for hyperspace each time it activates, typed as a player would.
          typed.push(expectOk(submit(ctx, gameId, user, { text: 'LRF jump 0' })).stepKey);
        } else {
          const submission = seat === 'ana' && state.phase.kind === 'fire' ? fireAtShuttles(state, seat) : autopilot(state, seat);
          expectOk(submit(ctx, gameId, user, { submission }));
        }
        expectOk(setSeatReady(ctx, gameId, user));
      }
      jumped = eventLog(ctx, gameId).some((e) => e.type === 'flight-hyperspace' && /it jumps/.test(e.text));
      const shotAt = eventLog(ctx, gameId).some((e) => /shuttle saves/.test(e.text));
      if (jumped && shotAt && stateOf(ctx, gameId).phase.kind === 'orders') break;
    }
    const log = eventLog(ctx, gameId);
    const end = stateOf(ctx, gameId);

    // Deployed with the fleet, in side A's zone (ruling 200).
    expect(log.filter((e) => e.type === 'deployed' && /^LRF/.test(e.text))).toHaveLength(3);
    // They fight as fighters do.
    expect(log.some((e) => e.type === 'fighter-attack' && /^LRF/.test(e.text))).toBe(true);
    // The jump: every attempt's die is shown; failures fly on, the success leaves the board.
    const attempts = log.filter((e) => e.type === 'flight-hyperspace');
    expect(typed.length).toBe(attempts.length);
    expect(attempts.every((e) => /^LRF tries to jump to hyperspace \(F\.6\): die [1-6] vs 5\+/.test(e.text))).toBe(true);
    const success = attempts.find((e) => /it jumps/.test(e.text));
    expect(success?.text).toMatch(/die [56] vs 5\+, it jumps and leaves the battle\./);
    expect(attempts.filter((e) => /it fails/.test(e.text)).every((e) => /die [1-4] vs 5\+/.test(e.text))).toBe(true);
    expect(end.flights.some((f) => f.name === 'LRF')).toBe(false);
    expect(end.longRangeFlights?.find((r) => r.name === 'LRF')?.hyperspace).toBe(true);
    // Ben scores half of 60 for it (F.6 p.53 "as with ships", B.10).
    expect(log.filter((e) => e.type === 'victory-points' && e.text.startsWith('LRF jumped'))).toEqual([
      expect.objectContaining({ text: 'LRF jumped to hyperspace: side B +30 VP' }),
    ]);
    expect(end.ledger.ships['lrf-lrf']?.toOpponent).toBe(30);

    // The Dominion launches its shuttles in the End Phase by F.5 (after its fighter flights, ruling 206), and Ana's hits on them are saved on 4+.
    expect(log.some((e) => e.type === 'flights-launched' && /^Dominion launches .*Dominion S1/.test(e.text))).toBe(true);
    const saves = log.filter((e) => /shuttle saves/.test(e.text));
    expect(saves.length).toBeGreaterThan(0);
    for (const e of saves) {
      const [, faces = '', modifier] = /shuttle saves ([\d, ]+) \(4\+(?:, (-\d))?\) → (\d+) saved/.exec(e.text) ?? [];
      const need = 4 - Number(modifier ?? 0);
      const saved = faces.split(', ').map(Number).filter((f) => f === 6 || f >= need).length;
      expect(e.text).toContain(`→ ${saved} saved`);
    }
  });
});
