// Issue 24: rule comments cite the book's own section and page, and the rulings Salvo made where the book is
// silent are listed in docs/rulings/<system>.md (tests/docs/repo-stands-alone.test.ts keeps every file from citing
// a summary kept outside the repository).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, test } from 'vitest';

const ROOT = new URL('../../', import.meta.url).pathname;
const SYSTEMS = ['starmada', 'voidstriker', 'metaverse'] as const;

function filesUnder(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.(ts|json|md)$/.test(e.name))
    .map((e) => relative(ROOT, join(e.parentPath, e.name)));
}

const rulings = (system: string): string => readFileSync(join(ROOT, 'docs/rulings', `${system}.md`), 'utf8');

/** The ruling handles in the first column of a rulings table: `| 24 |` or `| A7 |`. */
function rulingIds(system: string): Set<string> {
  return new Set([...rulings(system).matchAll(/^\| *([A-Z]?\d+) *\|/gm)].map((m) => m[1]!));
}

/** Every "ruling 24", "rulings 2, 16 and 17" or "ruling A7, B3" a system's rule files cite. */
function citedRulings(system: string): Map<string, string> {
  const cited = new Map<string, string>();
  for (const file of [...filesUnder(`src/rules/${system}`), ...filesUnder(`tests/rules/${system}`)]) {
    for (const m of readFileSync(join(ROOT, file), 'utf8').matchAll(/\b[Rr]ulings? ((?:[A-Z]?\d+)(?:(?:, | and |–)[A-Z]?\d+)*)/g)) {
      for (const id of m[1]!.split(/, | and |–/)) cited.set(id, file);
    }
  }
  return cited;
}

describe('rule comments cite the book, not an outside summary', () => {
  test.each(SYSTEMS)('every module docs/rulings/%s.md names exists', (system) => {
    const modules = [...rulings(system).matchAll(/\b((?:src|tests)\/[\w./-]+\.ts)\b/g)].map((m) => m[1]!);
    expect(modules.length).toBeGreaterThan(0);
    expect(modules.filter((m) => !existsSync(join(ROOT, m)))).toEqual([]);
  });

  test.each(SYSTEMS)('every ruling the %s rules cite is listed in docs/rulings', (system) => {
    const listed = rulingIds(system);
    const missing = [...citedRulings(system)].filter(([id]) => !listed.has(id)).map(([id, file]) => `${id} (${file})`);
    expect(missing).toEqual([]);
  });
});
