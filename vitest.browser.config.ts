import { defineConfig } from 'vitest/config';

// Browser tests: Playwright drives Debian's Chromium against the built server, started once by the global setup.
export default defineConfig({
  test: {
    include: ['tests/browser/**/*.test.ts'],
    globalSetup: ['tests/browser/server.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // One Chromium at a time: the machine has two cores and the server needs one.
    fileParallelism: false,
  },
});
