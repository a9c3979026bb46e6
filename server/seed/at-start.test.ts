// Decision 232: a production start on an empty database seeds nothing, demo staff least of all; a demo's first start
// seeds demo data and its accounts, once. tests/e2e/production-start.test.ts runs `npm start`'s own command.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { freshDatabase } from '../../tests/database.ts';
import type { Database } from '../adapters/database.ts';
import { openCounters } from '../adapters/rate-limits.ts';
import { diskStorage, type Storage } from '../adapters/storage.ts';
import { loadConfig } from '../config.ts';
import { seedAtStart, startLine } from './at-start.ts';

const log = pino({ level: 'silent' });
let mediaDir = '';
let storage: Storage;
const databases: Database[] = [];
beforeAll(async () => {
  mediaDir = await mkdtemp(path.join(tmpdir(), 'haat-at-start-'));
  storage = diskStorage(mediaDir);
});
afterAll(async () => {
  await Promise.all(databases.map((db) => db.close()));
  await rm(mediaDir, { recursive: true, force: true });
});

async function emptyDatabase(): Promise<Database> {
  const db = await freshDatabase();
  databases.push(db);
  return db;
}

const count = async (db: Database, sql: string) => (await db.query<{ n: number }>(sql))[0]?.n;

describe('a production start', () => {
  test('leaves an empty database empty, whatever SEED_ADS says, and says so', async () => {
    const db = await emptyDatabase();
    // As a deployment that copied .env.example: NODE_ENV=production and SEED_ADS=5000, no STAND_INS.
    const config = loadConfig({
      NODE_ENV: 'production',
      SEED_ADS: '5000',
      PUBLIC_URL: 'https://haat.example',
      DATA_DIR: mediaDir,
    });
    expect(config.STAND_INS).toBe(false);
    const seed = await seedAtStart({ db, storage, counters: openCounters(config, db), config }, log);
    expect(seed).toEqual({ outcome: 'production' });
    expect(await count(db, 'SELECT count(*)::int AS n FROM users')).toBe(0);
    expect(await count(db, 'SELECT count(*)::int AS n FROM ads')).toBe(0);
    expect(startLine(config, seed)).toBe(
      'start: stand-ins off (no local stand-ins, no /dev/outbox); ' +
        'demo data not seeded (a production start never seeds; `npm run seed` adds demo ads)',
    );
  });
});

describe('a demo start (stand-ins on)', () => {
  test('seeds an empty database with demo data and the demo accounts, staff included, once', async () => {
    const db = await emptyDatabase();
    const config = loadConfig({ NODE_ENV: 'production', STAND_INS: 'true', SEED_ADS: '40', DATA_DIR: mediaDir });
    const services = { db, storage, counters: openCounters(config, db), config };
    const seed = await seedAtStart(services, log);
    expect(seed.outcome).toBe('seeded');
    if (seed.outcome !== 'seeded') return;
    expect(seed.result.ads).toBe(40);
    expect(seed.accounts.map((a) => a.who)).toEqual(expect.arrayContaining(['buyer', 'moderator', 'admin']));
    expect(await count(db, "SELECT count(*)::int AS n FROM users WHERE email = 'admin@demo.haat.example'")).toBe(1);
    expect(startLine(config, seed)).toBe(
      'start: stand-ins on (local payment, courier, SMS and e-mail stand-ins; messages at /dev/outbox); ' +
        `demo data seeded: 40 ads and ${seed.accounts.length} demo accounts (printed above, once)`,
    );

    // The next start finds the data and adds nothing.
    const users = await count(db, 'SELECT count(*)::int AS n FROM users');
    const again = await seedAtStart(services, log);
    expect(again).toEqual({ outcome: 'not_empty' });
    expect(await count(db, 'SELECT count(*)::int AS n FROM users')).toBe(users);
    expect(startLine(config, again)).toMatch(/stand-ins on .*; demo data not seeded \(the database is not empty\)$/);
  }, 120_000);

  test('with SEED_ADS=0 seeds nothing', async () => {
    const db = await emptyDatabase();
    const config = loadConfig({ NODE_ENV: 'development', SEED_ADS: '0', DATA_DIR: mediaDir });
    const seed = await seedAtStart({ db, storage, counters: openCounters(config, db), config }, log);
    expect(seed).toEqual({ outcome: 'none_asked' });
    expect(await count(db, 'SELECT count(*)::int AS n FROM users')).toBe(0);
    expect(startLine(config, seed)).toContain('demo data not seeded (SEED_ADS=0)');
  });
});
