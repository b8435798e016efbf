/**
 * The overthruster clause of a ship's orders (Starmada B.16 p.35, ruling 140): "overthrust P" or "overthrust S"
 * asks for a one-hexside turn to port or starboard after movement, made on a die of 4–6.
 * `parseOverthrust` reads it ("overthrust port", "OT S" and "overthrusters starboard" too), `makeOverthrust`
 * writes the normal form back.
 */
import { err, ok, type Result, type RuleError } from '../../core/result.ts';
import { shown } from '../../core/cut-text.ts';
import { starmadaError } from '../errors.ts';
import type { TurnCode } from '../movement/order.ts';

const WORD = /^(?:overthrusts?|overthrusters?|ot)\b\s*(.*)$/i;
const WAYS: Readonly<Record<string, TurnCode>> = { p: 'P', port: 'P', s: 'S', starboard: 'S', stbd: 'S' };

/** Whether the text is an overthruster clause at all (its first word), right or wrong. */
export const isOverthrustClause = (text: string): boolean => WORD.test(text.trim());

export function parseOverthrust(text: string): Result<TurnCode, RuleError[]> {
  const m = WORD.exec(text.trim());
  const way = m ? WAYS[(m[1] ?? '').trim().toLowerCase()] : undefined;
  if (way !== undefined) return ok(way);
  return err([starmadaError('ERR_ORDER_OVERTHRUST', `"${shown(text.trim(), 30)}" is not an overthruster turn; write overthrust P (port) or overthrust S (starboard).`)]);
}

export const makeOverthrust = (to: TurnCode): string => `overthrust ${to}`;
