import { defineConfig } from 'vitest/config';

// End-to-end tests: Playwright drives Debian's Chromium (and plain HTTP clients) against the built server,
// which the global setup starts once on a fresh embedded database with demo data.
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.test.ts'],
    globalSetup: ['tests/e2e/server.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // One Chromium at a time: the machine has two cores and the server needs one.
    fileParallelism: false,
  },
});
