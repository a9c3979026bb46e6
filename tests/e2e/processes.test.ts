// Processes as production runs them: two web processes started without jobs (JOBS=off) and a
// worker (`npm run worker`) on one PostgreSQL database and one Redis under their own REDIS_PREFIX. The web
// processes serve and run no job; the worker runs them (an ad waiting for review is approved by it).
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from 'vitest';
import { openPostgres } from '../../server/adapters/database.ts';
import { createAd, createUser } from '../../server/seed/factories.ts';
import { databaseUrlFor } from '../postgres.ts';
import { launchServer, startServer } from './spawn-server.ts';

const POSTGRES = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

test('two web processes without jobs and a worker share PostgreSQL and Redis; only the worker runs the jobs', async () => {
  const run = randomBytes(5).toString('hex');
  const database = `haat_e2e_processes_${run}`;
  const admin = openPostgres(POSTGRES, 1);
  await admin.exec(`CREATE DATABASE ${database}`);
  const url = databaseUrlFor(POSTGRES, database);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'haat-e2e-processes-'));
  const env = { DATABASE_URL: url, REDIS_URL, REDIS_PREFIX: `haat-e2e-${run}:`, JOBS_INTERVAL_SECONDS: '1' };
  const db = openPostgres(url, 2);
  try {
    const a = await startServer(dataDir, 0, { ...env, JOBS: 'off' });
    const b = await startServer(dataDir, 0, { ...env, JOBS: 'off' });
    const seller = await createUser(db);
    const ad = await createAd(db, seller, { title: 'Walton fridge', status: 'pending_review' });
    await db.query("UPDATE ads SET submitted_at = now() - interval '11 minutes' WHERE id = $1", [ad.id]);
    for (const server of [a, b]) expect((await fetch(`${server.baseUrl}/healthz`)).status).toBe(200);
    // Process A has polled for due jobs through B's whole start had its jobs been on: none ever started.
    const [started] = await db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM jobs WHERE last_started_at IS NOT NULL',
    );
    expect(started?.count).toBe(0);

    const worker = await launchServer(dataDir, 0, { ...env, LOG_LEVEL: 'info' }, 'server/worker.ts');
    const status = async () =>
      (await db.query<{ status: string }>('SELECT status FROM ads WHERE id = $1', [ad.id]))[0]?.status;
    await expect.poll(status, { timeout: 60_000, interval: 250 }).toBe('published');
    expect(worker.output()).toContain('worker running the background jobs');

    worker.process.kill('SIGTERM');
    expect((await worker.exited).code).toBe(0);
    expect(await Promise.all([a.stop(), b.stop()])).toEqual([0, 0]);
  } finally {
    await db.close();
    await admin.exec(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}, 240_000);
