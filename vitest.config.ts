import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    reporters: ['default', './tests/plain-summary-reporter.ts'],
    setupFiles: ['./tests/fast-check-seed.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
