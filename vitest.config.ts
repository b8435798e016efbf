import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    reporters: ['default', './tests/plain-summary-reporter.ts'],
    setupFiles: ['./tests/fast-check-seed.ts'],
    // Both cores: vitest's default keeps one free, which ran the 475 files one at a time (about 1,100 s).
    maxWorkers: 2,
    // Caps for a test that hangs, generous enough for a loaded 2-core machine: no test's outcome may hinge on speed.
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
