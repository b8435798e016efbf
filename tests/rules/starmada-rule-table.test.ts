// src/rules/README.md lists every numbered rule of the Starmada book with its module, its test and its status
// (issue 25, "Done when"); this keeps the table whole and its paths true.
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const readme = readFileSync(new URL('../../src/rules/README.md', import.meta.url), 'utf8');
const section = readme.split('#### Every rule of the Starmada book')[1]?.split(/\n#{2,4} /)[0] ?? '';

interface Row {
  rule: string;
  modules: string[];
  tests: string[];
  status: string;
}

const cells = (line: string): string[] => line.split('|').slice(1, -1).map((c) => c.trim());
const paths = (cell: string): string[] => [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1] ?? '');

const rows: Row[] = section
  .split('\n')
  .filter((l) => l.startsWith('| ') && !l.startsWith('| Rule') && !l.startsWith('|---'))
  .map(cells)
  .map(([rule = '', module = '', test = '', status = '']) => ({ rule, modules: paths(module), tests: paths(test), status }));

const numbered = (letter: string, last: number): string[] => Array.from({ length: last }, (_v, i) => `${letter}.${i + 1}`);
const BOOK_RULES = [
  '1.0', '2.1', '2.2', '2.3', '2.4', '2.5', '3.1', '3.2', '3.3', '3.4', '4.0', '4.1', '4.2', '4.3', '4.4', '4.5',
  '5.1', '5.2', '5.3', '5.4', ...numbered('A', 6), ...numbered('B', 24), ...numbered('C', 5), ...numbered('D', 9),
  ...numbered('E', 7), ...numbered('F', 7), ...numbered('G', 6), ...numbered('S', 12),
];

describe("the Starmada rule table in src/rules/README.md", () => {
  it('has a row for every numbered rule of the book', () => {
    const listed = new Set(rows.map((r) => r.rule.split(' ')[0]));
    expect(BOOK_RULES.filter((r) => !listed.has(r))).toEqual([]);
  });

  it('gives every row a module, a test and a status', () => {
    const incomplete = rows.filter((r) => r.modules.length === 0 || r.tests.length === 0 || r.status === '');
    expect(incomplete.map((r) => r.rule)).toEqual([]);
  });

  it('names only modules and tests that exist', () => {
    const missing = rows.flatMap((r) => [
      ...r.modules.filter((p) => !existsSync(new URL(`../../src/rules/starmada/${p}`, import.meta.url))),
      ...r.tests.filter((p) => !existsSync(new URL(`starmada/${p}`, import.meta.url))),
    ]);
    expect(missing).toEqual([]);
  });
});
