import type { Point } from '../../../../src/rules/core/scene.ts';
import type { ManoeuvreLimits, MovingShip } from '../../../../src/rules/voidstriker/movement/moving-ship.ts';
import { NO_DRIFT } from '../../../../src/rules/voidstriker/movement/drift.ts';

/** A ship whose drift has not yet been measured (call startRound). */
export const ship = (id: string, position: Point, vectorCounter: Point, heading = 0, limits: ManoeuvreLimits = { thrustFactor: 4, turnMode: 70 }): MovingShip => ({
  id,
  position,
  vectorCounter,
  heading,
  drift: NO_DRIFT,
  limits,
});

export const near = (p: Point, x: number, y: number, tol = 1e-6): boolean => Math.abs(p.x - x) <= tol && Math.abs(p.y - y) <= tol;
