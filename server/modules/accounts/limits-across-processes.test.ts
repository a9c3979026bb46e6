// The login limits hold across server processes: two apps on one database stand for two processes behind a load
// balancer, counting in the database (the default) or in Redis (REDIS_URL).
import { systemClock } from '../../../core/clock.ts';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { freshDatabase } from '../../../tests/database.ts';
import type { Database } from '../../adapters/database.ts';
import { openMessaging } from '../../adapters/messaging.ts';
import { type CounterStore, openCounters } from '../../adapters/rate-limits.ts';
import { diskStorage } from '../../adapters/storage.ts';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { NO_COURIERS } from '../../adapters/courier/index.ts';
import { NO_PAYMENT_GATEWAYS } from '../../adapters/payment-gateways/index.ts';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

describe.each([
  { counting: 'the database', env: {} },
  { counting: 'Redis', env: { REDIS_URL } },
])('login limits counted in $counting', ({ env }) => {
  let db: Database;
  let dir: string;
  const processes: { app: FastifyInstance; counters: CounterStore }[] = [];

  beforeAll(async () => {
    db = await freshDatabase();
    dir = await mkdtemp(path.join(tmpdir(), 'haat-limits-'));
    for (let i = 0; i < 2; i += 1) {
      const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dir, ...env });
      const counters = openCounters(config, db);
      const app = await buildApp(
        {
          db,
          config,
          storage: diskStorage(dir),
          counters,
          ...openMessaging(config),
          clock: systemClock,
          payments: NO_PAYMENT_GATEWAYS,
          couriers: NO_COURIERS,
        },
        { pages: false },
      );
      processes.push({ app, counters });
    }
  });
  afterAll(async () => {
    for (const { app, counters } of processes) {
      await app.close();
      await counters.close();
    }
    await db.close();
    await rm(dir, { recursive: true, force: true });
  });

  test('one account guessed at through two processes is locked after 10 wrong passwords', async () => {
    // Redis outlives a test run: a random identifier and address keep this run's counts apart from earlier ones.
    const ip = `198.18.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;
    const identifier = `nobody-${randomBytes(4).toString('hex')}@example.com`;
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      const response = await processes[i % 2]?.app.inject({
        method: 'POST',
        url: '/data/sessions',
        headers: { 'x-forwarded-for': ip },
        payload: { session: { identifier, password: `guess ${i}` } },
      });
      statuses.push(response?.statusCode ?? 0);
    }
    expect(statuses).toEqual([...Array<number>(10).fill(400), 429]);
  });
});
