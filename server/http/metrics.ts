// GET /metrics for Prometheus, not public: served only when METRICS_TOKEN is set, and only to a request
// that sends it as a Bearer token. Also times every request by route pattern (never the raw URL, whose ids and
// queries would make a series per ad) and status.
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../adapters/database.ts';
import { collectedGauge, httpDuration, registry } from '../adapters/metrics.ts';
import type { Config } from '../config.ts';
import { errorBody } from './errors.ts';

/** Whether an Authorization header carries `expected` as its Bearer token (compared in constant time). */
export function sameToken(sent: string | undefined, expected: string): boolean {
  const given = Buffer.from(/^Bearer\s+(\S+)$/i.exec(sent ?? '')?.[1] ?? '');
  const wanted = Buffer.from(expected);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

export function registerMetrics(app: FastifyInstance, services: { db: Database; config: Config }): void {
  app.addHook('onResponse', async (request, reply) => {
    httpDuration.observe(
      { method: request.method, route: request.routeOptions.url ?? 'unmatched', status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });
  // Read from the jobs table, so that any process shows the queue whichever process runs the jobs.
  collectedGauge('job_queue_lag_seconds', 'How long each due job has waited past its time.', ['job'], async () => {
    const rows = await services.db.query<{ name: string; lag: number }>(
      `SELECT name, GREATEST(0, EXTRACT(EPOCH FROM now() - next_run_at))::float8 AS lag FROM jobs
       WHERE locked_until IS NULL OR locked_until < now()`,
    );
    return rows.map((row) => ({ labels: { job: row.name }, value: row.lag }));
  });
  collectedGauge(
    'job_last_run_failed',
    'Whether the last run of each job failed (1) or not (0).',
    ['job'],
    async () => {
      const rows = await services.db.query<{ name: string; failed: boolean }>(
        'SELECT name, last_error IS NOT NULL AS failed FROM jobs',
      );
      return rows.map((row) => ({ labels: { job: row.name }, value: row.failed ? 1 : 0 }));
    },
  );

  const token = services.config.METRICS_TOKEN;
  if (!token) return;
  app.get('/metrics', async (request, reply) => {
    if (!sameToken(request.headers.authorization, token)) {
      return reply.status(401).header('www-authenticate', 'Bearer').send(errorBody(request, 'UNAUTHORIZED'));
    }
    return reply
      .header('cache-control', 'no-store')
      .type(registry.contentType)
      .send(await registry.metrics());
  });
}
