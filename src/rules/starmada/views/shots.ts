/**
 * The last resolved step's attacks and explosions on its map (state.ts `StepRecord`, recorded by
 * combat/shot-log.ts): one fire line per attacker and target, "2 of 3 hit · 4 dmg" (to-hit dice that scored, of
 * the dice rolled, p.20; boxes checked, p.21) or "miss"; against a flight, fighters destroyed ("· 2 down", p.23).
 * E.3 explosions (p.48) as a burst one hex wide: every element in the ship's hex and the adjacent ones is attacked.
 *
 * Secrecy: a shot is drawn only when the viewer may see both its ends (views/visibility.ts); a cloaked ship the
 * viewer cannot see is not placed by a line to it, nor by its wreck or its explosion.
 */
import type { Viewer } from '../../core/rule-system.ts';
import type { SceneOverlay } from '../../core/scene.ts';
import type { ShotRecord, StarmadaState } from '../state.ts';
import { canSee } from './visibility.ts';

/** Whether the viewer may see a unit of the state (a ship it can see, or any flight). */
export function seesUnit(state: StarmadaState, viewer: Viewer, id: string): boolean {
  const ship = state.ships.find((s) => s.id === id);
  return ship ? canSee(state, viewer, ship) : true;
}

/** "2 of 3 hit · 4 dmg", "1 of 6 hit · 1 down", "miss". */
export function shotLabel(shots: readonly ShotRecord[]): string {
  const hits = shots.reduce((n, s) => n + s.hits, 0);
  const dice = shots.reduce((n, s) => n + s.dice, 0);
  const damage = shots.reduce((n, s) => n + s.damage, 0);
  if (hits === 0) return 'miss';
  return `${hits} of ${dice} hit · ${damage} ${shots[0]?.atFlight ? 'down' : 'dmg'}`;
}

export function shotOverlays(state: StarmadaState, viewer: Viewer): SceneOverlay[] {
  const groups = new Map<string, ShotRecord[]>();
  for (const s of state.lastStep.shots) {
    if (!seesUnit(state, viewer, s.fromId) || !seesUnit(state, viewer, s.toId)) continue;
    const key = `${s.fromId}>${s.toId}`;
    groups.set(key, [...(groups.get(key) ?? []), s]);
  }
  return [...groups.values()].map((g) => {
    const first = g[0] as ShotRecord;
    return { kind: 'fire', from: first.from, to: first.to, hit: g.some((s) => s.hits > 0), label: shotLabel(g), fromId: first.fromId, toId: first.toId };
  });
}

export function blastOverlays(state: StarmadaState, viewer: Viewer): SceneOverlay[] {
  return state.lastStep.blasts
    .filter((b) => seesUnit(state, viewer, b.shipId))
    .map((b) => ({ kind: 'explosion', at: b.at, radius: 1 }));
}
