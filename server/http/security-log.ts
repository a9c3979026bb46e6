// The security event log (ASVS V16.3.1, V16.3.2; decision 184): sign-ins that succeed or fail (lockouts and
// rate-limit refusals included), sign-outs, and refused authorisation (401, 403, and the 404 a signed-in caller gets
// for what is not theirs), written through the request's logger (pino) as one structured line each:
// `{ security: { event, user_id, session_id, ip, method, route, status, code } }`, pino adding the time and the
// request id. Who (account and session when known, else the address), what (event and code), where (method and route
// pattern, never the query string, which may carry a token), when (time). Never a password, token, code or cookie.
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { ErrorCode } from '../../core/errors.ts';
import { ERROR_STATUS } from '../../core/errors.ts';

export type SecurityEvent =
  | 'signin.success'
  | 'signin.failure'
  | 'signin.refused'
  | 'signin.rate_limited'
  | 'signout'
  | 'session.ended'
  | 'access.unauthenticated'
  | 'access.forbidden'
  | 'access.not_found'
  | 'access.csrf_rejected';

export interface SecurityWhere {
  readonly ip: string;
  readonly method: string;
  /** The route's pattern (`/data/ads/:id`) or the page's path, without its query. */
  readonly route: string;
}

export interface SecurityWho {
  readonly user_id?: number;
  readonly session_id?: number;
}

export function logSecurityEvent(
  log: FastifyBaseLogger,
  event: SecurityEvent,
  where: SecurityWhere,
  who: SecurityWho = {},
  code?: ErrorCode,
): void {
  const security = { event, ...who, ...where, ...(code ? { code, status: ERROR_STATUS[code] } : {}) };
  if (event === 'signin.success' || event === 'signout') log.info({ security }, `security: ${event}`);
  else log.warn({ security }, `security: ${event}`);
}

/** Where a request of the API or of a page is: its route pattern when it has one, else its path. */
export const whereOf = (request: FastifyRequest): SecurityWhere => ({
  ip: request.ip,
  method: request.method,
  route: request.routeOptions.url ?? request.url.split('?')[0] ?? '',
});

/** Where a page's action runs (its Request and the client's address). */
export const pageWhere = (request: Request, ip: string): SecurityWhere => ({
  ip,
  method: request.method,
  route: new URL(request.url).pathname,
});

const SIGN_IN_FAILURES: Partial<Record<ErrorCode, SecurityEvent>> = {
  INVALID_CREDENTIALS: 'signin.failure',
  INVALID_CODE: 'signin.failure',
  GOOGLE_SIGN_IN_FAILED: 'signin.failure',
  ACCOUNT_SUSPENDED: 'signin.refused',
  RATE_LIMITED: 'signin.rate_limited',
};
const REFUSALS: Partial<Record<ErrorCode, SecurityEvent>> = {
  UNAUTHORIZED: 'access.unauthenticated',
  FORBIDDEN: 'access.forbidden',
  SECOND_FACTOR_REQUIRED: 'access.forbidden',
  CSRF_REJECTED: 'access.csrf_rejected',
  WRONG_PASSWORD: 'signin.failure',
  NOT_FOUND: 'access.not_found',
};

/**
 * The security event of a refused sign-in (`signingIn`) or of any other refused call, if the code is one: a 404 only
 * for a signed-in caller (a hidden-ownership refusal looks like any other 404, and a visitor's are not events).
 */
export function refusalEvent(code: ErrorCode, signingIn: boolean, signedIn: boolean): SecurityEvent | null {
  const event = (signingIn ? SIGN_IN_FAILURES[code] : undefined) ?? REFUSALS[code];
  if (!event || (event === 'access.not_found' && !signedIn)) return null;
  return event;
}

/**
 * The sign-in calls of the API (password, phone code, Google, the e-mailed sign-up link) and those checking a second
 * factor's code (signing in, confirming enrolment, turning it off).
 */
export const isSignInRoute = (route: string): boolean =>
  route === '/data/sessions' ||
  route === '/data/sessions/second-factor' ||
  route === '/data/account/second-factor/confirm' ||
  route === '/data/account/second-factor/disable' ||
  route === '/data/sessions/phone' ||
  route === '/data/sessions/google' ||
  route === '/data/account/confirm';
