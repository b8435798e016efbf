/** Library designs for the adapter tests (not a test file). */
import { designById } from '../../../../src/rules/metaverse/ships/library.ts';
import type { ShipDesign } from '../../../../src/rules/metaverse/ships/design.ts';

export function design(id: string): ShipDesign {
  const d = designById(id);
  if (!d) throw new Error(`no library design ${id}`);
  return d;
}

export const THUNDERCHILD = design('uss-thunderchild');
export const RESOLUTE = design('salvo-resolute');
