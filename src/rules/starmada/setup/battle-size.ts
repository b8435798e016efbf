/**
 * Battle sizes, fleet limits and VP targets (2.2, p.12; scaling, Appendix S p.58).
 *
 * The five standard sizes: the fleet limit caps the total combat rating of each side's ships; the VP target is
 * what a side must score to win (60% of the limit). Fighter flights are free: their rating is in the carrier's.
 * A scenario may be made longer or shorter by multiplying both sides' fleet limits and the VP target by the
 * same factor (p.58: 1000/600 × 1.5 = 1500/900).
 *
 * Ruling: a factor that gives a fraction rounds to the nearest whole CR/VP (the book only shows ×1.5 on round
 * numbers).
 */
import { err, ok, type Result, type RuleError } from '../../core/result.ts';
import { starmadaError } from '../errors.ts';
import { cutGraphemes } from '../../core/cut-text.ts';

export const BATTLE_SIZES = [
  { id: 'verySmall', name: 'Very Small', fleetLimit: 400, vpTarget: 240 },
  { id: 'small', name: 'Small', fleetLimit: 700, vpTarget: 420 },
  { id: 'medium', name: 'Medium', fleetLimit: 1000, vpTarget: 600 },
  { id: 'large', name: 'Large', fleetLimit: 1500, vpTarget: 900 },
  { id: 'veryLarge', name: 'Very Large', fleetLimit: 2000, vpTarget: 1200 },
] as const;

export type BattleSizeId = (typeof BATTLE_SIZES)[number]['id'];
export type BattleSize = (typeof BATTLE_SIZES)[number];

export function battleSize(id: BattleSizeId): BattleSize {
  return BATTLE_SIZES.find((b) => b.id === id) as BattleSize;
}

/** Reads "small", "Very Small", "very-large", "VL"… */
export function parseBattleSize(text: string): Result<BattleSize, RuleError> {
  const wanted = text.trim().toLowerCase().replace(/[\s_-]+/g, '');
  const found = BATTLE_SIZES.find(
    (b) => b.id.toLowerCase() === wanted || b.name.toLowerCase().replace(/\s+/g, '') === wanted || initials(b.name) === wanted,
  );
  if (found) return ok(found);
  return err(starmadaError('ERR_BATTLE_SIZE', `"${cutGraphemes(text, 20)}" is not a battle size; choose ${BATTLE_SIZES.map((b) => b.name).join(', ')}.`));
}

const initials = (name: string): string =>
  name
    .split(/\s+/)
    .map((w) => w[0] ?? '')
    .join('')
    .toLowerCase();

/** A fleet limit and VP target multiplied by the same factor (p.58), rounded to whole numbers. */
export function scaleLimits<T extends { fleetLimit: number; vpTarget: number }>(limits: T, factor: number): T {
  if (!(factor > 0) || !Number.isFinite(factor)) throw new Error(`scaleLimits: factor must be positive, got ${factor}`);
  return { ...limits, fleetLimit: scale(limits.fleetLimit, factor), vpTarget: scale(limits.vpTarget, factor) };
}

/** One number scaled and rounded (six decimals first, so 700 × 1.1 is 770, not 770.0000000000001). */
export function scale(value: number, factor: number): number {
  return Math.round(Number((value * factor).toFixed(6)));
}

export interface FleetShip {
  readonly name: string;
  readonly combatRating: number;
}

export const fleetCR = (ships: readonly FleetShip[]): number => ships.reduce((sum, s) => sum + s.combatRating, 0);

/**
 * Checks a fleet's total combat rating against a limit. `what` names the limit for the message, e.g.
 * "a Small battle" → "Your fleet is 745 CR; a Small battle allows 700."
 */
export function validateFleetLimit(ships: readonly FleetShip[], limit: number, what: string): Result<number, RuleError[]> {
  const total = fleetCR(ships);
  if (ships.length === 0) return err([starmadaError('ERR_FLEET_EMPTY', 'Your fleet has no ships yet; add at least one.')]);
  if (total > limit) {
    return err([
      starmadaError('ERR_FLEET_LIMIT', `Your fleet is ${total} CR; ${what} allows ${limit}.`, {
        suggestion: `Remove ships worth at least ${total - limit} CR.`,
      }),
    ]);
  }
  return ok(total);
}

/** A fleet against a standard battle size (2.2 p.12). */
export function validateFleetForBattle(ships: readonly FleetShip[], size: BattleSize): Result<number, RuleError[]> {
  return validateFleetLimit(ships, size.fleetLimit, `a ${size.name} battle`);
}
