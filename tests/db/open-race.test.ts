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

/** How far ahead the moment to open is set, once both processes are loaded (loading alone can take seconds). */
const LEAD_MS = 200;

interface Opener {
  /** Resolves once the process has loaded and waits for the moment. */
  ready: Promise<void>;
  openAt(at: number): void;
  exited: Promise<{ code: number | null; stderr: string }>;
}

function startOpener(path: string): Opener {
  const p = spawn(process.execPath, ['--import', 'tsx', child, path], { stdio: ['pipe', 'pipe', 'pipe'] });
  let stderr = '';
  p.stderr.setEncoding('utf8').on('data', (c: string) => (stderr += c));
  const exited = new Promise<{ code: number | null; stderr: string }>((resolve) => p.on('exit', (code) => resolve({ code, stderr })));
  const ready = new Promise<void>((resolve, reject) => {
    p.stdout.setEncoding('utf8').on('data', (c: string) => c.includes('ready') && resolve());
    void exited.then(({ code }) => reject(new Error(`the opener exited (code ${code}) before it was ready: ${stderr}`)));
  });
  return { ready, openAt: (at) => p.stdin.end(String(at)), exited };
}

describe('opening a new database from two processes at once', () => {
  test('both succeed, three times over, and the schema is whole', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'salvo-race-'));
    try {
      for (let i = 0; i < 3; i++) {
        const path = join(dir, `race-${i}.db`);
        const openers = [startOpener(path), startOpener(path)];
        await Promise.all(openers.map((o) => o.ready));
        const at = Date.now() + LEAD_MS;
        openers.forEach((o) => o.openAt(at));
        const results = await Promise.all(openers.map((o) => o.exited));
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
