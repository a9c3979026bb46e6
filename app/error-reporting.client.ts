// The browser SDK, loaded by app/error-reporting.ts only when a DSN is configured. Without default integrations:
// only uncaught errors and rejections (global handlers) and errors the error boundaries pass on are reported, with
// the spec's ignore list and message rule, and scrubbed of personal data (core/error-reporting.ts).
import {
  captureException,
  dedupeIntegration,
  globalHandlersIntegration,
  init,
  linkedErrorsIntegration,
} from '@sentry/browser';
import { reportedMessage, scrub, shouldReport } from '../core/error-reporting.ts';
import type { ErrorBody } from '../core/errors.ts';

/** The status and the spec's message of a failed call (ApiError) or route answer (404, 410…), else the error's. */
function describe(error: unknown, fallback: string): { status: number | null; message: string } {
  if (typeof error !== 'object' || error === null) return { status: null, message: String(error ?? fallback) };
  const status = 'status' in error && typeof error.status === 'number' ? error.status : null;
  const body = ('body' in error ? error.body : 'data' in error ? error.data : null) as Partial<ErrorBody> | null;
  const own = error instanceof Error ? error.message : fallback;
  return { status, message: reportedMessage(typeof body === 'object' ? body : null, own) };
}

export function start(dsn: string): (error: unknown) => void {
  init({
    dsn,
    defaultIntegrations: false,
    integrations: [globalHandlersIntegration(), linkedErrorsIntegration(), dedupeIntegration()],
    beforeSend(event, hint) {
      const { status, message } = describe(hint.originalException, event.message ?? '');
      if (!shouldReport({ status, message })) return null;
      const [exception] = event.exception?.values ?? [];
      if (exception) exception.value = message;
      return scrub(event);
    },
  });
  return (error) => captureException(error);
}
