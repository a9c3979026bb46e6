// Error reporting to any Sentry-compatible service (spec section 8), only when SENTRY_DSN is set: without
// it the SDK is not even loaded. A server failure (5xx) of any request is reported once, with its route pattern,
// method and request id; core/error-reporting.ts decides what is reported and scrubs personal data before sending.
import type * as SentryNode from '@sentry/node';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { scrub, shouldReport } from '../../core/error-reporting.ts';
import { AppError } from '../../core/errors.ts';
import type { Config } from '../config.ts';

let started: Promise<typeof SentryNode> | null = null;

/** Loads and starts the SDK once per process. */
function start(config: Pick<Config, 'SENTRY_DSN' | 'NODE_ENV'>): Promise<typeof SentryNode> {
  started ??= import('@sentry/node').then((Sentry) => {
    // No default integrations: nothing patches modules or reads requests behind our back; errors are sent here,
    // explicitly, with the context chosen below.
    // The pages' server build has its own copy of this module but shares the SDK, which may be started already.
    if (Sentry.isInitialized()) return Sentry;
    Sentry.initWithoutDefaultIntegrations({
      dsn: config.SENTRY_DSN,
      environment: config.NODE_ENV,
      integrations: [Sentry.linkedErrorsIntegration(), Sentry.dedupeIntegration()],
      enableRuntimeChannelInjection: false,
      beforeSend: (event) => scrub(event),
    });
    return Sentry;
  });
  return started;
}

export interface FailureContext {
  route: string;
  method: string;
  /** Fastify's request id (absent for the pages, which React Router renders). */
  requestId?: string;
  url: string;
}

/** Reports one failure (the browser's and the pages' reports go through the same rules). */
export async function reportError(
  config: Pick<Config, 'SENTRY_DSN' | 'NODE_ENV'>,
  error: unknown,
  context: FailureContext,
  status = 500,
): Promise<void> {
  if (!config.SENTRY_DSN) return;
  if (!shouldReport({ status, message: error instanceof Error ? error.message : String(error) })) return;
  const Sentry = await start(config);
  Sentry.withScope((scope) => {
    scope.setTags({ route: context.route, method: context.method, request_id: context.requestId ?? null, status });
    scope.setContext('request', { ...context });
    Sentry.captureException(error);
  });
}

export const failureContext = (request: FastifyRequest): FailureContext => ({
  route: request.routeOptions.url ?? 'unmatched',
  method: request.method,
  requestId: request.id,
  url: request.url,
});

export function registerErrorReporting(app: FastifyInstance, config: Config): void {
  if (!config.SENTRY_DSN) return;
  // onError sees every error a route throws, once, before the error handler answers it.
  app.addHook('onError', async (request, _reply, error: FastifyError | AppError) => {
    const status = error instanceof AppError ? error.status : (error.statusCode ?? 500);
    if (status >= 500) await reportError(config, error, failureContext(request), status);
  });
  app.addHook('onClose', async () => {
    if (started) await (await started).flush(2000);
  });
}
