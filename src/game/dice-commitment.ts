/**
 * Dice you can check (docs/step-cycle.md, "Dice you can check"): each step's seed is an HMAC of the game's secret and
 * the step, its SHA-256 is published when the step opens, and the seed itself is revealed once the step has resolved,
 * so anyone can recompute every roll and see it was fixed before the orders came in.
 */
import { createHash, createHmac, randomBytes } from 'node:crypto';

export const newDiceSecret = (): string => randomBytes(32).toString('hex');

/** The seed of one opened step: the same step key opened again (after a rollback) gets a new seq, so a new seed. */
export function stepSeed(secret: string, gameId: number, seq: number, stepKey: string): string {
  return createHmac('sha256', secret).update(`${gameId}:${seq}:${stepKey}`).digest('hex');
}

export const seedHash = (seed: string): string => createHash('sha256').update(seed).digest('hex');
