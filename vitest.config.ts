import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    reporters: ['default', './tests/plain-summary-reporter.ts'],
    setupFiles: ['./tests/fast-check-seed.ts'],
    // Caps for a test that hangs, generous enough for a loaded 2-core machine: no test's outcome may hinge on speed.
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
