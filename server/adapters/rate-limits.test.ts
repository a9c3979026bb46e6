import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, test } from 'vitest';
import { freshDatabase } from '../../tests/database.ts';
import { type CounterStore, databaseCounters, enforceLimits, redisCounters } from './rate-limits.ts';

const db = await freshDatabase();
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const opened: CounterStore[] = [];
afterAll(async () => {
  await Promise.all(opened.map((store) => store.close()));
  await db.close();
});

// Two stores on one backing store stand for two server processes.
const backends = {
  database: () => databaseCounters(db),
  redis: (prefix: string) => redisCounters(REDIS_URL, prefix),
};

describe.each(Object.entries(backends))('%s counters', (_name, open) => {
  const prefix = `test:${randomBytes(4).toString('hex')}:`;
  const processA = open(prefix);
  const processB = open(prefix);
  opened.push(processA, processB);

  test('count one window across processes', async () => {
    const key = `shared:${randomBytes(4).toString('hex')}`;
    expect((await processA.hit(key, 60)).count).toBe(1);
    expect((await processB.hit(key, 60)).count).toBe(2);
    const third = await processA.hit(key, 60);
    expect(third.count).toBe(3);
    expect(third.resetAt.getTime()).toBeGreaterThan(Date.now() + 50_000);
  });

  test('start a new window once the old one has ended', async () => {
    const key = `window:${randomBytes(4).toString('hex')}`;
    await processA.hit(key, 1);
    await processA.hit(key, 1);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await processB.hit(key, 1)).count).toBe(1);
  });

  test('refuse past the limit, in every process, until reset', async () => {
    const key = `limit:${randomBytes(4).toString('hex')}`;
    const limit = [{ key, max: 2, windowSeconds: 60 }];
    await enforceLimits(processA, limit);
    await enforceLimits(processB, limit);
    await expect(enforceLimits(processA, limit)).rejects.toMatchObject({ code: 'RATE_LIMITED' });
    await expect(enforceLimits(processB, limit)).rejects.toMatchObject({ retryAfterSeconds: expect.any(Number) });
    await processB.reset(key);
    await enforceLimits(processA, limit);
  });
});
