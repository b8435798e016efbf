/**
 * Ship classes pasted as JSON (the shape of schema.ts, ch.1 p.9–11). Never throws: unreadable JSON is one RuleError,
 * a readable ship with problems gets every problem at once, each with its field path (schema.ts).
 */
import { err, type Result, type RuleError } from '../../core/result.ts';
import { validateShipClass, type ShipClass } from './schema.ts';
import { starmadaError } from '../errors.ts';
import { wellFormed } from '../../core/cut-text.ts';

export function parseShipJson(text: string): Result<ShipClass, RuleError[]> {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (e) {
    // The parser quotes the token it choked on, half an emoji when that is where it stopped.
    const reason = wellFormed(e instanceof Error ? e.message : String(e));
    return err([
      starmadaError('ERR_SHIP_JSON', `The ship is not valid JSON: ${reason}`, {
        suggestion: 'Paste the whole object, from { to }, with "double quotes" around names and no trailing commas.',
      }),
    ]);
  }
  return validateShipClass(raw);
}
