// What a readiness probe asks of the outside services: each answers within a short bound or counts
// as down, so a load balancer's probe never hangs on a database or a Redis that does not answer.
import { Redis } from 'ioredis';
import type { Queryable } from './database.ts';

/** Long enough for a busy database, short enough for a probe that a load balancer times out at a few seconds. */
const PROBE_TIMEOUT_MS = 2000;

function within<T>(work: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${what} did not answer within ${PROBE_TIMEOUT_MS} ms`)),
      PROBE_TIMEOUT_MS,
    );
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

export async function databaseAnswers(db: Queryable): Promise<void> {
  await within(db.query('SELECT 1'), 'the database');
}

/**
 * A connection of the probe's own, kept between probes, that never queues a command while disconnected: a PING
 * while Redis is away fails at once instead of waiting for a reconnect.
 */
export function redisPinger(url: string): { ping(): Promise<void>; close(): Promise<void> } {
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: PROBE_TIMEOUT_MS,
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
  });
  // A Redis that is away is reported by the probe; without a listener the error would end the process.
  redis.on('error', () => {});
  return {
    async ping() {
      if (redis.status === 'wait' || redis.status === 'end') await within(redis.connect(), 'Redis');
      await within(redis.ping(), 'Redis');
    },
    async close() {
      redis.disconnect();
    },
  };
}
