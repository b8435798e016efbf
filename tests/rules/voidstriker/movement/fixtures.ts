import type { Point } from '../../../../src/rules/core/scene.ts';
import type { ManoeuvreLimits, MovingShip } from '../../../../src/rules/voidstriker/movement/moving-ship.ts';
import { NO_DRIFT } from '../../../../src/rules/voidstriker/movement/drift.ts';
import { toBook } from '../book-frame.ts';

/** A ship whose drift has not yet been measured (call startRound). */
export const ship = (id: string, position: Point, vectorCounter: Point, heading = 0, limits: ManoeuvreLimits = { thrustFactor: 4, turnMode: 70 }): MovingShip => ({
  id,
  position,
  vectorCounter,
  heading,
  drift: NO_DRIFT,
  limits,
});

/** Whether a rules point lies at the book's (x, y) (y north, ../book-frame.ts). */
export const near = (p: Point, x: number, y: number, tol = 1e-6): boolean => Math.abs(p.x - x) <= tol && Math.abs(toBook(p).y - y) <= tol;
