// The ship library is data (src/rules/starmada/ships/library/*.json): every file there is offered, and each passes
// the ship schema (shipClassSchema), so a hand edit that breaks a sheet fails here, not in a game.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SHIP_LIBRARY } from '../../../../src/rules/starmada/ships/library/index.ts';
import { shipClassSchema } from '../../../../src/rules/starmada/ships/schema.ts';

const folder = path.join(import.meta.dirname, '../../../../src/rules/starmada/ships/library');
const files = fs.readdirSync(folder).filter((f) => f.endsWith('.json')).sort();

describe('ship library JSON', () => {
  it('offers every file of the folder, one class each', () => {
    expect(files.map((f) => f.replace(/\.json$/, ''))).toEqual(SHIP_LIBRARY.map((s) => s.className.toLowerCase()).sort());
  });

  it.each(files)('%s passes the ship schema', (file) => {
    const data: unknown = JSON.parse(fs.readFileSync(path.join(folder, file), 'utf8'));
    expect(shipClassSchema.safeParse(data).success).toBe(true);
  });
});
