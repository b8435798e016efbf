/**
 * Drift Speed Determination, step 1 of the round (book §2.31): every ship and salvo's drift for the round to come,
 * measured from its vector counter; landing and taking-off ships move on a stage (§3.23), and salvos start their
 * next round of flight (§2.351).
 */
import { startSalvoRound } from '../missiles/salvo.ts';
import { statusAtRoundStart } from '../map-features/surface-status.ts';
import { determineDrift } from '../movement/drift.ts';
import { inPlay } from '../ships/in-play.ts';
import type { VoidSalvo, VoidShip } from '../state.ts';
import type { World } from './world.ts';

export function driftSpeedDetermination(world: World, round: number): { ships: VoidShip[]; salvos: VoidSalvo[] } {
  const ships = world.ships.map((s) =>
    inPlay(s) ? { ...s, ...determineDrift({ position: s.position, vectorCounter: s.vectorCounter }), surface: statusAtRoundStart(s.surface, round) } : s,
  );
  const salvos = world.salvos.flatMap((s) => {
    const started = startSalvoRound(s);
    return started.ok ? [{ ...started.value, seat: s.seat }] : [];
  });
  return { ships, salvos };
}
