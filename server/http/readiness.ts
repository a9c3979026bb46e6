// `/readyz`, apart from the liveness `/healthz`: whether this process should be sent requests now.
// Ready when the database answers and, with REDIS_URL, Redis answers too; not while shutting down, so a load
// balancer stops sending before the listener closes. Never cached: each probe asks again. The answer holds no
// process details (decision 233): a 503 names what is down, not its error (addresses, ports); the log has that. The
// process id is shown only to an operator who sends METRICS_TOKEN, to tell web processes apart.
import type { FastifyInstance } from 'fastify';
import type { Violation } from '../../core/errors.ts';
import { databaseAnswers, redisPinger } from '../adapters/readiness.ts';
import type { AppServices } from '../context.ts';
import { errorBody } from './errors.ts';
import { sameToken } from './metrics.ts';

export function registerReadiness(
  app: FastifyInstance,
  services: Pick<AppServices, 'db' | 'config'>,
  shuttingDown: () => boolean,
): void {
  const redis = services.config.REDIS_URL ? redisPinger(services.config.REDIS_URL) : null;
  if (redis) app.addHook('onClose', () => redis.close());
  const checks: Array<[string, () => Promise<void>]> = [['database', () => databaseAnswers(services.db)]];
  const token = services.config.METRICS_TOKEN;
  if (redis) checks.push(['redis', () => redis.ping()]);

  app.get('/readyz', async (request, reply) => {
    void reply.header('cache-control', 'no-store');
    const down: Array<Violation & { error?: string }> = shuttingDown()
      ? [{ path: 'process', message: 'shutting down' }]
      : (
          await Promise.all(
            checks.map(([name, check]) =>
              check().then(
                () => null,
                (error: unknown) => ({
                  path: name,
                  message: 'not answering',
                  error: error instanceof Error ? error.message : String(error),
                }),
              ),
            ),
          )
        ).filter((violation) => violation !== null);
    if (down.length > 0) {
      request.log.warn({ down }, 'not ready');
      const violations = down.map(({ path, message }) => ({ path, message }));
      return reply.status(503).send(errorBody(request, 'SERVICE_UNAVAILABLE', violations));
    }
    const operator = token !== undefined && sameToken(request.headers.authorization, token);
    return reply.send(operator ? { status: 'ready', pid: process.pid } : { status: 'ready' });
  });
}
