// Two processes opening a brand-new database at the same moment (npm start and npm run register on a fresh
// install) must both succeed: one migrates, the other waits or finds nothing left to do.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { openDatabase } from '../../src/db/connection.ts';

const child = fileURLToPath(new URL('./open-race-child.ts', import.meta.url));

function openAt(path: string, at: number): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const p = spawn(process.execPath, ['--import', 'tsx', child, path, String(at)], { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    p.stderr.setEncoding('utf8').on('data', (c: string) => (stderr += c));
    p.on('exit', (code) => resolve({ code, stderr }));
  });
}

describe('opening a new database from two processes at once', () => {
  test('both succeed, three times over, and the schema is whole', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'salvo-race-'));
    try {
      for (let i = 0; i < 3; i++) {
        const path = join(dir, `race-${i}.db`);
        const at = Date.now() + 1500;
        const results = await Promise.all([openAt(path, at), openAt(path, at)]);
        expect(results).toEqual([
          { code: 0, stderr: '' },
          { code: 0, stderr: '' },
        ]);
        const handle = openDatabase(path);
        expect(handle.sqlite.pragma('integrity_check', { simple: true })).toBe('ok');
        handle.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
