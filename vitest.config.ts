import { availableParallelism } from 'node:os';
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
    // A file on every core (Vitest keeps one core free by default): a file's tests spend much of their time waiting on
    // the database, so even two cores run two at a time (decision 217: the whole run 302 → 223 s on PGlite, 275 →
    // 172 s on PostgreSQL, on this 2-core machine).
    maxWorkers: availableParallelism(),
  },
});
