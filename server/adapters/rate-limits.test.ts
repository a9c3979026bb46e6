import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, test } from 'vitest';
import { freshDatabase } from '../../tests/database.ts';
import {
  claimLimits,
  type CounterStore,
  databaseCounters,
  enforceLimits,
  ipGroup,
  redisCounters,
  refuseUsedUpLimits,
} from './rate-limits.ts';

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

  test('peek at a window without counting, in every process', async () => {
    const key = `peek:${randomBytes(4).toString('hex')}`;
    expect(await processB.peek(key)).toBeNull();
    await processA.hit(key, 60);
    await processA.hit(key, 60);
    expect((await processB.peek(key))?.count).toBe(2);
    expect((await processB.peek(key))?.count).toBe(2);
    await expect(refuseUsedUpLimits(processB, [{ key, max: 3, windowSeconds: 60 }])).resolves.toBeUndefined();
    await processA.hit(key, 60);
    await expect(refuseUsedUpLimits(processB, [{ key, max: 3, windowSeconds: 60 }])).rejects.toMatchObject({
      code: 'RATE_LIMITED',
    });
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

  test('claim in stages: a refusal counts nowhere, a later stage is not counted when an earlier one refuses', async () => {
    const own = `own:${randomBytes(4).toString('hex')}`;
    const shared = `shared:${randomBytes(4).toString('hex')}`;
    const stages = [[{ key: own, max: 2, windowSeconds: 60 }], [{ key: shared, max: 1, windowSeconds: 60 }]];
    await claimLimits(processA, stages);
    // The shared limit refuses: the requester's own hit is taken back.
    await expect(claimLimits(processB, stages)).rejects.toMatchObject({ code: 'RATE_LIMITED' });
    expect((await processA.peek(own))?.count).toBe(1);
    expect((await processA.peek(shared))?.count).toBe(1);
    await processA.reset(shared);
    await claimLimits(processB, stages);
    // Now the requester's own limit refuses, before the shared one is touched.
    await expect(claimLimits(processA, stages)).rejects.toMatchObject({ code: 'RATE_LIMITED' });
    expect((await processA.peek(shared))?.count).toBe(1);
    expect((await processA.peek(own))?.count).toBe(2);
  });

  test('claims sent at once count exactly, and released claims give their hits back', async () => {
    const key = `burst:${randomBytes(4).toString('hex')}`;
    const limit = [[{ key, max: 5, windowSeconds: 60 }]];
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) => claimLimits(i % 2 ? processA : processB, limit)),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
    const before = await processA.peek(key);
    expect(before?.count).toBe(5);
    await Promise.all(results.map((r) => (r.status === 'fulfilled' ? r.value.release() : undefined)));
    const after = await processB.peek(key);
    expect(after?.count).toBe(0);
    // The window's end never moves, and a release never goes below nothing.
    expect(Math.abs((after?.resetAt.getTime() ?? 0) - (before?.resetAt.getTime() ?? 0))).toBeLessThan(1500);
    await processA.release(key);
    expect((await processA.peek(key))?.count).toBe(0);
    const never = `never:${randomBytes(4).toString('hex')}`;
    await processA.release(never);
    expect(await processA.peek(never)).toBeNull();
  });
});

describe('ipGroup', () => {
  test.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['::FFFF:cb00:7107', '203.0.113.7'],
    ['2001:db8:abcd:12::1', '2001:db8:abcd:12::/64'],
    ['2001:0db8:abcd:0012:ffff:ffff:ffff:ffff', '2001:db8:abcd:12::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['2001:db8:0:0:1::', '2001:db8:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['64:ff9b::203.0.113.7', '64:ff9b:0:0::/64'],
    ['not an address', 'not an address'],
  ])('counts %s as %s', (address, group) => {
    expect(ipGroup(address)).toBe(group);
  });

  test('counts the addresses of one IPv6 /64 together, and another /64 apart', async () => {
    const store = databaseCounters(db);
    const key = `per-ip:${randomBytes(4).toString('hex')}`;
    const limit = (ip: string) => enforceLimits(store, [{ key, ip, max: 3, windowSeconds: 60 }]);
    await limit('2001:db8:1:2::1');
    await limit('2001:db8:1:2:aaaa::9');
    await limit('2001:db8:1:2:ffff:ffff:ffff:fffe');
    await expect(limit('2001:db8:1:2::7')).rejects.toMatchObject({ code: 'RATE_LIMITED' });
    await expect(limit('2001:db8:1:3::1')).resolves.toBeUndefined();
    await limit('198.51.100.4');
    await limit('::ffff:198.51.100.4');
    await limit('198.51.100.4');
    await expect(limit('::ffff:198.51.100.4')).rejects.toMatchObject({ code: 'RATE_LIMITED' });
  });
});
