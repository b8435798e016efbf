// The lint step is what keeps src/rules pure; these tests prove it catches what it must.
import { ESLint } from 'eslint';
import { describe, expect, test } from 'vitest';

// Probe files exist only as text: let the type-aware parser accept them outside tsconfig.
const eslint = new ESLint({
  cwd: process.cwd(),
  overrideConfig: {
    languageOptions: {
      parserOptions: { projectService: { allowDefaultProject: ['src/*/probe.ts', 'src/rules/*/probe.ts'] } },
    },
  },
});

async function ruleIdsFor(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => m.ruleId ?? `fatal: ${m.message}`).sort();
}

describe('lint keeps the layers honest', () => {
  test('src/rules may not roll Math.random, read the clock or do I/O', async () => {
    const ids = await ruleIdsFor(
      'src/rules/core/probe.ts',
      [
        "import { readFileSync } from 'node:fs';",
        'export const a = Math.random();',
        'export const b = Date.now();',
        'export const c = new Date();',
        'export const d = readFileSync;',
      ].join('\n'),
    );
    expect(ids).toEqual([
      'no-restricted-globals',
      'no-restricted-globals',
      'no-restricted-imports',
      'no-restricted-properties',
      'no-restricted-properties',
    ]);
  });

  test('the same code outside src/rules is allowed', async () => {
    const ids = await ruleIdsFor('src/bot/probe.ts', 'export const a = Math.random();\nexport const b = Date.now();\n');
    expect(ids).toEqual([]);
  });

  test('a promise left floating is an error', async () => {
    const ids = await ruleIdsFor('src/bot/probe.ts', 'async function f(): Promise<void> {}\nf();\n');
    expect(ids).toEqual(['@typescript-eslint/no-floating-promises']);
  });

  test('src/game may not import discord.js', async () => {
    const ids = await ruleIdsFor('src/game/probe.ts', "import { Client } from 'discord.js';\nexport const c = Client;\n");
    expect(ids).toEqual(['no-restricted-imports']);
  });
});
