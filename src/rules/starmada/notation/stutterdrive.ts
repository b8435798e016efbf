/**
 * The stutterdrive clause of a ship's orders (Starmada B.23 p.38, ruling 144): "stutter 0812" asks for an End Phase
 * jump to hex 0812. `parseStutter` reads it ("stutterdrive 0812" and "stutter 8,12" too, any way a hex is written),
 * `makeStutter` writes the normal form back.
 */
import type { Hex } from '../../core/hex.ts';
import { makeHexLabel, parseHexLabel, type Board } from '../../core/offset.ts';
import { err, type Result, type RuleError } from '../../core/result.ts';
import { shown } from '../../core/cut-text.ts';
import { starmadaError } from '../errors.ts';

const WORD = /^stutter(?:drive)?\b\s*(.*)$/i;

/** Whether the text is a stutterdrive clause at all (its first word), right or wrong. */
export const isStutterClause = (text: string): boolean => WORD.test(text.trim());

export function parseStutter(text: string, board: Board): Result<Hex, RuleError[]> {
  const m = WORD.exec(text.trim());
  const where = (m?.[1] ?? '').trim();
  if (where === '') return err([starmadaError('ERR_ORDER_STUTTER', `"${shown(text.trim(), 30)}" does not say where to jump; write stutter and a hex, such as stutter 0812.`)]);
  const hex = parseHexLabel(where, board);
  return hex.ok ? hex : err([hex.error]);
}

export const makeStutter = (to: Hex, board: Board): string => `stutter ${makeHexLabel(to, board)}`;
