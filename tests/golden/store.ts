// Reading and writing the recorded games (gzipped JSON, so a whole game's log stays small in the repository).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync, gzipSync } from 'node:zlib';

const HERE = dirname(fileURLToPath(import.meta.url));
export const RECORDED_DIR = join(HERE, 'recorded');
export const FIXTURES_DIR = join(HERE, 'fixtures');

export function readGz<T>(path: string): T {
  return JSON.parse(gunzipSync(readFileSync(path)).toString('utf8')) as T;
}

export function writeGz(path: string, value: unknown): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, gzipSync(`${JSON.stringify(value, null, 1)}\n`, { level: 9 }));
}

export const exists = existsSync;
