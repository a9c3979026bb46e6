import { defineConfig } from 'vitest/config';

// Unit and API tests. API tests get a fresh database per file, cloned from a template that
// tests/global-setup.ts migrates once (PGlite by default, PostgreSQL when DATABASE_URL is set).
export default defineConfig({
  test: {
    include: ['core/**/*.test.ts', 'server/**/*.test.ts', 'app/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    globalSetup: ['tests/global-setup.ts'],
    setupFiles: ['tests/console-guard.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
