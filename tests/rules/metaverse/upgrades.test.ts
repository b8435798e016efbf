// Stored Metaverse states survive the release whose names cite the book (issue 24; src/rules/metaverse/upgrades.ts):
// a game saved in progress before it (tests/golden/fixtures/, version 1) reads with the critical chart option and the
// set-up log's crew-quality lines renamed, and nothing else changed. tests/golden/upgrade.test.ts plays such games on
// to their recorded end.
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { readState, versionOf } from '../../../src/rules/core/state-version.ts';
import { metaverseStateVersioning } from '../../../src/rules/metaverse/state-schema.ts';
import { METAVERSE_UPGRADES } from '../../../src/rules/metaverse/upgrades.ts';
import { FIXTURES_DIR, readGz } from '../../golden/store.ts';

const saved = readGz<{ state: Record<string, unknown> }>(join(FIXTURES_DIR, 'metaverse-composed-002.json.gz')).state;

describe('Metaverse state upgrades', () => {
  test('the saved game is version 1, with the old names', () => {
    expect(versionOf(saved)).toBe(1);
    expect((saved['config'] as { game: { criticalChart: string } }).game.criticalChart).toBe('digest-7.12-reconstruction');
    expect((saved['setupLog'] as string[]).some((line) => line.endsWith('(§7.3)'))).toBe(true);
  });

  test('1 → 2: the critical chart is "reconstruction" and the set-up log cites p.86 (Metaverse p.86 "Crew Quality")', () => {
    const read = readState(saved, metaverseStateVersioning);
    if (!read.ok) throw new Error(read.error);
    expect(read.value.config.game.criticalChart).toBe('reconstruction');
    const log = read.value.setupLog;
    expect(log.filter((line) => line.endsWith('(p.86)'))).toHaveLength((saved['setupLog'] as string[]).filter((line) => line.endsWith('(§7.3)')).length);
    expect(log.some((line) => line.includes('§7.3'))).toBe(false);
  });

  test('nothing else changes', () => {
    const up = METAVERSE_UPGRADES[0]!.up(saved);
    const { config, setupLog, ...rest } = up;
    const { config: oldConfig, setupLog: oldLog, ...oldRest } = saved;
    expect(rest).toEqual(oldRest);
    expect(setupLog).toHaveLength((oldLog as unknown[]).length);
    expect({ ...(config as { game: object }).game, criticalChart: 'x' }).toEqual({ ...(oldConfig as { game: object }).game, criticalChart: 'x' });
  });
});
