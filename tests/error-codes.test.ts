// Issue 17: error codes cannot be misspelt. Each system, the shared core and the game service keep their codes in
// one typed list (errors.ts); the compiler checks every code given to that list's constructor, and this test checks
// that every code written anywhere else in the area (comparisons, tables, pass-throughs) is listed, and that no listed
// code is left unused.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { SERVICE_ERROR_CODES } from '../src/game/errors.ts';
import { CORE_ERROR_CODES } from '../src/rules/core/errors.ts';
import { METAVERSE_ERROR_CODES } from '../src/rules/metaverse/errors.ts';
import { STARMADA_ERROR_CODES } from '../src/rules/starmada/errors.ts';
import { VOIDSTRIKER_ERROR_CODES } from '../src/rules/voidstriker/errors.ts';

const AREAS: { name: string; dirs: string[]; codes: readonly string[] }[] = [
  { name: 'Starmada', dirs: ['src/rules/starmada'], codes: STARMADA_ERROR_CODES },
  { name: 'Voidstriker', dirs: ['src/rules/voidstriker'], codes: VOIDSTRIKER_ERROR_CODES },
  { name: 'Metaverse', dirs: ['src/rules/metaverse'], codes: METAVERSE_ERROR_CODES },
  { name: 'core', dirs: ['src/rules/core'], codes: CORE_ERROR_CODES },
  { name: 'the game service', dirs: ['src/game', 'src/commands'], codes: SERVICE_ERROR_CODES },
];

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    return statSync(path).isDirectory() ? sources(path) : path.endsWith('.ts') && !path.endsWith('/errors.ts') ? [path] : [];
  });
}

const codesIn = (dirs: readonly string[]): Set<string> =>
  new Set(dirs.flatMap(sources).flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/'(ERR_[A-Z0-9_]+)'/g)].map((m) => m[1] ?? '')));

describe('every area lists its error codes once', () => {
  for (const area of AREAS) {
    test(area.name, () => {
      const used = codesIn(area.dirs);
      expect([...used].filter((code) => !area.codes.includes(code))).toEqual([]);
      expect(area.codes.filter((code) => !used.has(code))).toEqual([]);
      expect(new Set(area.codes).size).toBe(area.codes.length);
    });
  }

  test('refusals are made only through a listed constructor, never with a free-form code', () => {
    const direct = ['src'].flatMap(sources).filter((file) => file !== 'src/rules/core/result.ts' && /\bruleError\(/.test(readFileSync(file, 'utf8')));
    expect(direct).toEqual([]);
  });
});
