// A server of a test file's own on a fresh PostgreSQL database (DATABASE_URL), for tests that add rows with the
// factories while it runs; and logging in to it by e-mail and password.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { type Database, openPostgres } from '../../server/adapters/database.ts';
import { databaseUrlFor } from '../postgres.ts';
import { currentCode } from '../../server/modules/accounts/second-factor.ts';
import { visit } from './browser.ts';
import { enterCode } from './sign-up.ts';
import { type RunningServer, startServer } from './spawn-server.ts';

const POSTGRES = process.env.E2E_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface PostgresServer {
  server: RunningServer;
  /** The server's database, for the test's own rows. */
  db: Database;
  /** Its URL, for a second server on the same data. */
  url: string;
}

/** A new database on the test PostgreSQL server: its URL, and dropping it (connections and all). */
export async function freshPostgresDatabase(name: string): Promise<{ url: string; drop(): Promise<void> }> {
  const database = `haat_e2e_${name}_${randomBytes(4).toString('hex')}`;
  const admin = openPostgres(POSTGRES, 1);
  await admin.exec(`CREATE DATABASE ${database}`);
  return {
    url: databaseUrlFor(POSTGRES, database),
    async drop() {
      await admin.exec(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
      await admin.close();
    },
  };
}

/** Registers beforeAll/afterAll hooks: the server starts with `seedAds` demo ads, and must stop cleanly. */
export function usePostgresServer(name: string, seedAds: number, env: Record<string, string> = {}): PostgresServer {
  const context = {} as PostgresServer;
  let database: Awaited<ReturnType<typeof freshPostgresDatabase>> | undefined;
  let dataDir = '';
  beforeAll(async () => {
    database = await freshPostgresDatabase(name);
    dataDir = await mkdtemp(path.join(tmpdir(), `haat-e2e-${name}-`));
    context.server = await startServer(dataDir, seedAds, { DATABASE_URL: database.url, ...env });
    context.db = openPostgres(database.url, 2);
    context.url = database.url;
  }, 240_000);
  afterAll(async () => {
    await context.db?.close();
    const code = context.server ? await context.server.stop() : 0;
    await database?.drop();
    await rm(dataDir, { recursive: true, force: true });
    expect(code).toBe(0);
  });
  return context;
}

/** Logs in on the en login page (with a code from `secondFactor`, staff's secret, if given) and waits to be sent on. */
export async function logIn(page: Page, email: string, password: string, secondFactor?: string) {
  await visit(page, '/en/users/login');
  await page.getByLabel('E-mail or phone number').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  if (secondFactor) await enterCode(page, await currentCode(secondFactor, new Date()));
  await page.waitForURL((url) => !url.pathname.endsWith('/users/login'));
}
