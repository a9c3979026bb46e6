// Renders every error of the API in the one shape of the error catalogue (core/errors.ts):
// `{ error: { code, message, violations? } }`, the message in the caller's language.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorMessages } from '../../core/error-messages.ts';
import { AppError, type ErrorBody, type ErrorCode, type ErrorDetails, type Violation } from '../../core/errors.ts';
import { formatMessage } from '../../core/i18n.ts';
import { isPageRequest, sendErrorPage } from './error-page.ts';
import { localeFromAcceptLanguage } from './locale.ts';
import { isSignInRoute, logSecurityEvent, refusalEvent, whereOf } from './security-log.ts';

export function errorBody(
  request: FastifyRequest,
  code: ErrorCode,
  violations?: readonly Violation[],
  details?: ErrorDetails,
): ErrorBody {
  const message = formatMessage(errorMessages, localeFromAcceptLanguage(request.headers['accept-language']), code);
  return { error: { code, message, ...(violations?.length ? { violations } : {}), ...details } };
}

// Fastify's own client errors (bad JSON, too large, unsupported media type) keep their status.
const FASTIFY_CODES: Record<number, ErrorCode> = {
  400: 'VALIDATION_FAILED',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'VALIDATION_FAILED',
  429: 'RATE_LIMITED',
  503: 'SERVICE_UNAVAILABLE',
};

/**
 * Fastify's option for the errors it meets before routing (a path that is not valid UTF-8 once decoded, such as
 * `%ff` or a lone surrogate's `%ed%a0%80`): answered in the catalogue's shape like any other 400, or, for a page,
 * with the broken-link page (decision 253).
 */
export function frameworkErrors(_error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  if (isPageRequest(request)) void sendErrorPage(request, reply, 400, 'VALIDATION_FAILED', true);
  else
    void reply.status(400).send(errorBody(request, 'VALIDATION_FAILED', [{ path: 'url', message: 'not a valid URL' }]));
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler(async (error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      await logRefusal(request, error.code);
      // A catalogued failure on our side (an outside service off or down) is the operator's to see.
      if (error.status >= 500) request.log.error({ err: error }, 'request failed');
      if (error.retryAfterSeconds) void reply.header('retry-after', String(error.retryAfterSeconds));
      if (isPageRequest(request)) {
        const addressRefused = error.violations?.some((violation) => violation.path === 'url') ?? false;
        return sendErrorPage(request, reply, error.status, error.code, addressRefused);
      }
      return reply.status(error.status).send(errorBody(request, error.code, error.violations, error.details));
    }
    const status = error.statusCode ?? 500;
    const code = FASTIFY_CODES[status];
    if (status < 500 && code) {
      if (isPageRequest(request)) return sendErrorPage(request, reply, status, code);
      return reply.status(status).send(errorBody(request, code, [{ path: 'request', message: error.message }]));
    }
    request.log.error({ err: error }, 'request failed');
    if (isPageRequest(request)) return sendErrorPage(request, reply, 500, 'INTERNAL');
    return reply.status(500).send(errorBody(request, 'INTERNAL'));
  });
  app.setNotFoundHandler((request, reply) =>
    isPageRequest(request)
      ? sendErrorPage(request, reply, 404, 'NOT_FOUND')
      : reply.status(404).send(errorBody(request, 'NOT_FOUND')),
  );
}

/** A refused sign-in or a refused call, as a security event (server/http/security-log.ts). */
async function logRefusal(request: FastifyRequest, code: ErrorCode): Promise<void> {
  const where = whereOf(request);
  // The viewer is resolved once per request; a request refused before it was (or by a database failure) has none.
  const viewer = await request.viewer().catch(() => null);
  const event = refusalEvent(code, isSignInRoute(where.route), viewer !== null);
  if (!event) return;
  const who = viewer ? { user_id: viewer.account.id, session_id: viewer.sessionId } : {};
  logSecurityEvent(request.log, event, where, who, code);
}
