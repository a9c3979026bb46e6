// Counters for rate limits, shared by every server process (ARCHITECTURE "Scale-out"): in the database by default,
// in Redis when REDIS_URL is set. A counter is a fixed window: the first hit opens it, later hits count up until it
// ends. Any module can reuse it through `enforceLimits`.
import { Redis } from 'ioredis';
import { AppError } from '../../core/errors.ts';
import type { Queryable } from './database.ts';

export interface CounterStore {
  /** Adds one to `key` and answers the count in the current window and when that window ends. */
  hit(key: string, windowSeconds: number): Promise<{ count: number; resetAt: Date }>;
  /** Forgets `key` (e.g. a successful sign-in clears its failure count). */
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

export function databaseCounters(db: Queryable): CounterStore {
  let hits = 0;
  return {
    async hit(key, windowSeconds) {
      // Now and then, drop windows that have ended so the table stays small.
      hits += 1;
      if (hits % 500 === 0) await db.query('DELETE FROM rate_limit_counters WHERE window_ends_at < now()');
      const [row] = await db.query<{ count: number; window_ends_at: Date }>(
        `INSERT INTO rate_limit_counters AS c (key, count, window_ends_at)
         VALUES ($1, 1, now() + make_interval(secs => $2))
         ON CONFLICT (key) DO UPDATE SET
           count = CASE WHEN c.window_ends_at <= now() THEN 1 ELSE c.count + 1 END,
           window_ends_at = CASE WHEN c.window_ends_at <= now() THEN EXCLUDED.window_ends_at ELSE c.window_ends_at END
         RETURNING count, window_ends_at`,
        [key, windowSeconds],
      );
      if (!row) throw new Error('rate limit counter not written');
      return { count: row.count, resetAt: new Date(row.window_ends_at) };
    },
    async reset(key) {
      await db.query('DELETE FROM rate_limit_counters WHERE key = $1', [key]);
    },
    async close() {},
  };
}

// INCR and set the expiry only on the window's first hit, atomically.
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return { count, redis.call('PTTL', KEYS[1]) }`;

export function redisCounters(url: string, prefix: string): CounterStore {
  const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2 });
  return {
    async hit(key, windowSeconds) {
      const [count, ttl] = (await redis.eval(HIT_SCRIPT, 1, prefix + key, windowSeconds * 1000)) as [number, number];
      return { count, resetAt: new Date(Date.now() + Math.max(ttl, 0)) };
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
    async close() {
      await redis.quit();
    },
  };
}

export function openCounters(
  config: { REDIS_URL?: string | undefined; REDIS_PREFIX: string },
  db: Queryable,
): CounterStore {
  return config.REDIS_URL ? redisCounters(config.REDIS_URL, `${config.REDIS_PREFIX}rl:`) : databaseCounters(db);
}

export interface Limit {
  /** What is counted and for whom, e.g. `login:ip:203.0.113.7`. */
  readonly key: string;
  readonly max: number;
  readonly windowSeconds: number;
}

/**
 * Counts one hit on every limit and refuses (429 RATE_LIMITED, with the seconds to wait) when any is over. All
 * limits are counted even when one is already over, so that hammering one key cannot reset another.
 */
export async function enforceLimits(store: CounterStore, limits: readonly Limit[]): Promise<void> {
  const results = await Promise.all(limits.map((limit) => store.hit(limit.key, limit.windowSeconds)));
  let retryAfter = 0;
  results.forEach((result, i) => {
    const limit = limits[i] as Limit;
    if (result.count > limit.max) {
      retryAfter = Math.max(retryAfter, Math.ceil((result.resetAt.getTime() - Date.now()) / 1000));
    }
  });
  if (retryAfter > 0) throw new AppError('RATE_LIMITED', undefined, `retry after ${retryAfter} s`, retryAfter);
}
