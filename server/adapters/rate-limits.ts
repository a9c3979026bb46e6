// Counters for rate limits, shared by every server process (ARCHITECTURE "Scale-out"): in the database by default,
// in Redis when REDIS_URL is set. A counter is a fixed window: the first hit opens it, later hits count up until it
// ends, and nothing moves its end (a block lasts until the window that made it ends, whatever is asked meanwhile).
// Any module can reuse it through `enforceLimits`, or `claimLimits` for limits in stages and failures only.
import { isIPv4, isIPv6 } from 'node:net';
import { Redis } from 'ioredis';
import { AppError } from '../../core/errors.ts';
import type { Queryable } from './database.ts';

export interface CounterStore {
  /** Adds one to `key` and answers the count in the current window and when that window ends. */
  hit(key: string, windowSeconds: number): Promise<{ count: number; resetAt: Date }>;
  /** The count in the current window without adding to it; null when no window is open. */
  peek(key: string): Promise<{ count: number; resetAt: Date } | null>;
  /**
   * Takes one hit back from `key`'s current window, never below 0 and never moving its end: a claimed attempt that
   * turned out not to count (a right password, a request refused by a later limit; decision 234).
   */
  release(key: string): Promise<void>;
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
    async peek(key) {
      const [row] = await db.query<{ count: number; window_ends_at: Date }>(
        'SELECT count, window_ends_at FROM rate_limit_counters WHERE key = $1 AND window_ends_at > now()',
        [key],
      );
      return row ? { count: row.count, resetAt: new Date(row.window_ends_at) } : null;
    },
    async release(key) {
      await db.query(
        'UPDATE rate_limit_counters SET count = count - 1 WHERE key = $1 AND count > 0 AND window_ends_at > now()',
        [key],
      );
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

// DECR keeps the expiry; a key that has expired is not made again (with no expiry) by it.
const RELEASE_SCRIPT = `
local count = tonumber(redis.call('GET', KEYS[1]))
if count and count > 0 then redis.call('DECR', KEYS[1]) end
return 0`;

export function redisCounters(url: string, prefix: string): CounterStore {
  const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2 });
  // A lost connection fails the commands that need it (and /readyz names Redis): it is retried, not logged as an
  // unhandled error event of its own.
  redis.on('error', () => {});
  return {
    async hit(key, windowSeconds) {
      const [count, ttl] = (await redis.eval(HIT_SCRIPT, 1, prefix + key, windowSeconds * 1000)) as [number, number];
      return { count, resetAt: new Date(Date.now() + Math.max(ttl, 0)) };
    },
    async peek(key) {
      const [count, ttl] = await Promise.all([redis.get(prefix + key), redis.pttl(prefix + key)]);
      return count === null || ttl <= 0 ? null : { count: Number(count), resetAt: new Date(Date.now() + ttl) };
    },
    async release(key) {
      await redis.eval(RELEASE_SCRIPT, 1, prefix + key);
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
  /** What is counted and for whom, e.g. `login:id:q:rahim@example.com`, or `login:ip:m` with `ip`. */
  readonly key: string;
  /** For a limit per client address: the address, appended to the key as its group (see `ipGroup`). */
  readonly ip?: string;
  readonly max: number;
  readonly windowSeconds: number;
}

/**
 * The group a client address is counted in (decision 58): an IPv4 address alone; an IPv6 address by its /64 (one
 * subscriber's LAN or one phone's prefix: a host picks any of 2^64 addresses in it freely, so counting whole
 * addresses would give an attacker endless fresh ones); an IPv4-mapped IPv6 address (`::ffff:203.0.113.7`, how a
 * dual-stack socket reports an IPv4 client) as the IPv4 address it is.
 */
export function ipGroup(address: string): string {
  const ip = address.split('%')[0] ?? address; // a zone (fe80::1%eth0) names the interface, not the host
  if (isIPv4(ip) || !isIPv6(ip)) return ip;
  const hextets = expandIPv6(ip);
  if (hextets.slice(0, 5).every((h) => h === 0) && hextets[5] === 0xffff) {
    const [high = 0, low = 0] = hextets.slice(6);
    return [high >> 8, high & 255, low >> 8, low & 255].join('.');
  }
  return `${hextets
    .slice(0, 4)
    .map((h) => h.toString(16))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (`::` filled in, a trailing dotted IPv4 part turned into two). */
function expandIPv6(ip: string): number[] {
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(ip);
  const text = dotted
    ? `${ip.slice(0, dotted.index)}${((Number(dotted[1]) << 8) | Number(dotted[2])).toString(16)}:${(
        (Number(dotted[3]) << 8) |
        Number(dotted[4])
      ).toString(16)}`
    : ip;
  const [head = '', tail] = text.split('::');
  const parse = (part: string) => (part ? part.split(':').map((h) => parseInt(h, 16)) : []);
  const front = parse(head);
  if (tail === undefined) return front;
  const back = parse(tail);
  return [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
}

/**
 * Counts one hit on every limit and refuses (429 RATE_LIMITED, with the seconds to wait) when any is over. All
 * limits are counted even when one is already over, so that hammering one key cannot reset another.
 */
export async function enforceLimits(store: CounterStore, limits: readonly Limit[]): Promise<void> {
  const results = await Promise.all(limits.map((limit) => store.hit(keyOf(limit), limit.windowSeconds)));
  refuseOver(limits, results, 0);
}

/**
 * Refuses (429, as enforceLimits) when any limit is already used up, counting nothing: for what counts only
 * failures, checked before the attempt and hit with enforceLimits after it fails (the login lock, decision 58).
 */
export async function refuseUsedUpLimits(store: CounterStore, limits: readonly Limit[]): Promise<void> {
  const results = await Promise.all(limits.map((limit) => store.peek(keyOf(limit))));
  refuseOver(limits, results, 1);
}

/** Hits that can be taken back: a claim whose attempt turned out not to count. */
export interface Claim {
  release(): Promise<void>;
}

/**
 * Claims one hit on every limit, stage by stage (decision 234): a stage is counted only when every earlier one
 * passed, and a refusal (429, as enforceLimits) takes back every hit of the call, so a count is of requests that
 * passed them all, exactly, however many arrive at once (each hit is atomic). Put the limits of whoever asks (the
 * account, the number, the device) first and those shared with others (the address, a number's pacing) after: a
 * caller refused by their own limit never uses up what others share. For what counts only failures, claim before
 * the attempt and release the claim when it succeeds; parallel attempts then never exceed the limit.
 */
export async function claimLimits(store: CounterStore, stages: readonly (readonly Limit[])[]): Promise<Claim> {
  const claimed: string[] = [];
  const release = async () => {
    await Promise.all(claimed.map((key) => store.release(key)));
  };
  for (const stage of stages) {
    const keys = stage.map(keyOf);
    const results = await Promise.all(stage.map((limit, i) => store.hit(keys[i] as string, limit.windowSeconds)));
    claimed.push(...keys);
    try {
      refuseOver(stage, results, 0);
    } catch (error) {
      await release();
      throw error;
    }
  }
  return { release };
}

const keyOf = (limit: Limit) => (limit.ip === undefined ? limit.key : `${limit.key}:${ipGroup(limit.ip)}`);

/** Throws RATE_LIMITED when a count is past its limit (`spare` more allowed), with the longest wait. */
function refuseOver(
  limits: readonly Limit[],
  results: readonly ({ count: number; resetAt: Date } | null)[],
  spare: number,
) {
  let retryAfter = 0;
  results.forEach((result, i) => {
    const limit = limits[i] as Limit;
    if (result && result.count + spare > limit.max) {
      retryAfter = Math.max(retryAfter, Math.ceil((result.resetAt.getTime() - Date.now()) / 1000));
    }
  });
  if (retryAfter > 0) throw new AppError('RATE_LIMITED', undefined, `retry after ${retryAfter} s`, retryAfter);
}
