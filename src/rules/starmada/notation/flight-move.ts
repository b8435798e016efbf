/**
 * Fighter-flight move notation (Salvo's, modelled on the ship orders of 3.1; Starmada 5.3 p.22–23): a string of
 * steps, read left to right.
 *   `<n>`  move forward n hexes         `P` / `S`  turn one hexside to port / starboard (free)
 *   `L` / `R`  sideslip to the forward-left / forward-right hex, heading unchanged
 *   `0` (or `-`) alone: the flight stays where it is.
 *   `↑` / `↓`  climb / dive one altitude level (G.6 p.57; ASCII `^` / `v`, as in ship orders)
 * Case and spaces are ignored between steps ("2s 1 s3" = "2S1S3"). Examples: "6", "2S3", "P4", "3L2", "SSS2", "4↑↑".
 * Only the notation is checked here; fighters/flight-move.ts applies the rules of 5.3.
 */
import { err, ok, type Result, type RuleError } from '../../core/result.ts';
import { starmadaError } from '../errors.ts';
import { shown } from '../../core/cut-text.ts';

/** Movement allowance of a fighter flight (5.3 p.22). */
export const FLIGHT_MA = 8;
/** Longest text the parser reads; a legal move is far shorter. */
const MAX_TEXT = 40;

export type FlightStep =
  | { readonly kind: 'forward'; readonly hexes: number }
  | { readonly kind: 'turn'; readonly dir: 'P' | 'S' }
  | { readonly kind: 'slip'; readonly dir: 'L' | 'R' }
  | { readonly kind: 'altitude'; readonly change: 1 | -1 };

export interface FlightMove {
  /** Steps in order; consecutive forward steps are merged, zero-hex steps dropped. */
  readonly steps: readonly FlightStep[];
}

export const STAY: FlightMove = { steps: [] };

/** Merges consecutive forward steps and drops empty ones, so every move has one written form. */
export function normaliseFlightMove(steps: readonly FlightStep[]): FlightMove {
  const out: FlightStep[] = [];
  for (const step of steps) {
    if (step.kind === 'forward') {
      if (step.hexes === 0) continue;
      const last = out[out.length - 1];
      if (last?.kind === 'forward') out[out.length - 1] = { kind: 'forward', hexes: last.hexes + step.hexes };
      else out.push(step);
    } else out.push(step);
  }
  return { steps: out };
}

/** The move as players write it: "2S1S3"; "0" for staying in place. */
export function makeFlightMove(move: FlightMove): string {
  const text = move.steps.map(stepText).join('');
  return text === '' ? '0' : text;
}

function stepText(step: FlightStep): string {
  switch (step.kind) {
    case 'forward':
      return String(step.hexes);
    case 'altitude':
      return step.change > 0 ? '↑' : '↓';
    case 'turn':
    case 'slip':
      return step.dir;
  }
}

const ALTITUDE_TOKENS: Readonly<Record<string, 1 | -1>> = { '↑': 1, '^': 1, '↓': -1, V: -1 };

const show = (text: string): string => shown(text, 20);

/** Reads a flight move. Only the notation is checked here; `validateFlightMove` applies the rules. */
export function parseFlightMove(text: string): Result<FlightMove, RuleError[]> {
  const trimmed = text.trim();
  if (trimmed === '') return err([starmadaError('ERR_FLIGHT_MOVE_EMPTY', 'Write the flight\'s move, such as 2S3, or 0 to stay where it is.')]);
  if (trimmed.length > MAX_TEXT) {
    return err([starmadaError('ERR_FLIGHT_MOVE_LONG', `"${show(trimmed)}" is too long for a flight move; a flight has only ${FLIGHT_MA} MA.`)]);
  }
  if (trimmed === '-') return ok(STAY);
  const upper = trimmed.toUpperCase();
  if (/^[A-Z@]\//.test(upper)) {
    return err([starmadaError('ERR_FLIGHT_PREFIX', `Flights take no order prefixes such as ${upper.slice(0, 2)}; write only the move, such as 2S3.`)]);
  }
  if (/[+-]\s*\d/.test(upper)) {
    return err([starmadaError('ERR_FLIGHT_PIVOT', 'Flights may not pivot (p.22); leave out the +n or -n.')]);
  }
  if (/\(\s*\d*\s*\)/.test(upper)) {
    return err([starmadaError('ERR_FLIGHT_SPEED', 'Flights have no speed in brackets; write only the move, such as 2S3.')]);
  }

  const errors: RuleError[] = [];
  const steps: FlightStep[] = [];
  let sawDigitRun = false;
  // A step is a digit run or one character, read by code point so an emoji is quoted whole.
  const tokens = upper.match(/\d+|\S/gu) ?? [];
  for (const token of tokens) {
    if (/^\d+$/.test(token)) {
      sawDigitRun = true;
      if (token.length > 2) {
        errors.push(starmadaError('ERR_FLIGHT_MOVE_DISTANCE', `${show(token)} hexes is more than a flight can fly; it has ${FLIGHT_MA} MA.`));
        continue;
      }
      steps.push({ kind: 'forward', hexes: Number(token) });
    } else if (token === 'P' || token === 'S') steps.push({ kind: 'turn', dir: token });
    else if (token === 'L' || token === 'R') steps.push({ kind: 'slip', dir: token });
    else if (ALTITUDE_TOKENS[token] !== undefined) steps.push({ kind: 'altitude', change: ALTITUDE_TOKENS[token] });
    else if (token === 'U') {
      errors.push(starmadaError('ERR_FLIGHT_UTURN', 'Flights turn one hexside at a time: write PPP or SSS for three turns.', { suggestion: 'PPP' }));
    } else {
      errors.push(
        starmadaError('ERR_FLIGHT_MOVE_CHAR', `"${token}" is not a flight move step: use numbers to fly forward, P or S to turn, L or R to sideslip and ↑ or ↓ (^ or v) to climb or dive.`),
      );
    }
  }
  if (errors.length > 0) return err(errors);
  if (!sawDigitRun && steps.length === 0) return err([starmadaError('ERR_FLIGHT_MOVE_EMPTY', 'Write the flight\'s move, such as 2S3, or 0 to stay where it is.')]);
  return ok(normaliseFlightMove(steps));
}
