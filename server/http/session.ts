// Who is asking, resolved one way for the /data/* routes and the pages (getLoadContext): a session token from the
// `Authorization: Bearer` header (the apps) or the HttpOnly session cookie (the site). Also the CSRF guard: a
// state-changing request that a browser could send with the cookie must come from this site's own pages.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../core/errors.ts';
import type { AppServices, Viewer } from '../context.ts';
import { DEVICE_DAYS } from '../modules/accounts/devices.ts';
import { getAccount } from '../modules/accounts/service.ts';
import { resolveSession } from '../modules/accounts/sessions.ts';

export const SESSION_COOKIE = 'haat_session';
/**
 * The session cookie's name behind TLS (decision 187): a browser takes a `__Host-` cookie only when it is Secure, for
 * Path=/ and without Domain, so no subdomain or plain-http page can set or shadow it. Plain http (a laptop) keeps
 * SESSION_COOKIE, which browsers would refuse under this name.
 */
export const SECURE_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;
/** Marks a device that has signed in (decision 58); kept at logout, so the device stays known. */
const DEVICE_COOKIE = 'haat_device';
/** Cleared at logout with the session (spec section 4: session token, user and identity cookies). */
const LOGOUT_COOKIES = [SESSION_COOKIE, 'haat_user', 'haat_identity'];
const SECONDS_A_DAY = 24 * 3600;

export function readCookie(header: string | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index > 0 && part.slice(0, index).trim() === name) return part.slice(index + 1).trim() || null;
  }
  return null;
}

export interface TokenSource {
  readonly token: string;
  readonly via: 'bearer' | 'cookie';
}

export function sessionTokenFrom(headers: {
  authorization?: string | null;
  cookie?: string | null;
}): TokenSource | null {
  const bearer = /^Bearer\s+(\S+)$/i.exec(headers.authorization ?? '')?.[1];
  if (bearer) return { token: bearer, via: 'bearer' };
  const cookie =
    readCookie(headers.cookie ?? undefined, SECURE_SESSION_COOKIE) ??
    readCookie(headers.cookie ?? undefined, SESSION_COOKIE);
  return cookie ? { token: cookie, via: 'cookie' } : null;
}

function sessionCookieFor(token: string, maxAge: number, secure: boolean): string {
  return secure
    ? `${SECURE_SESSION_COOKIE}=${token}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax; Secure`
    : `${SESSION_COOKIE}=${token}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax`;
}

export function sessionCookie(token: string, expiresAt: Date, secure: boolean): string {
  return sessionCookieFor(token, Math.max(0, Math.floor((expiresAt.getTime() - Date.now()) / 1000)), secure);
}

export const deviceTokenFrom = (cookieHeader: string | null | undefined): string | null =>
  readCookie(cookieHeader ?? undefined, DEVICE_COOKIE);

export function deviceCookie(token: string, secure: boolean): string {
  const maxAge = DEVICE_DAYS * 24 * 3600;
  return `${DEVICE_COOKIE}=${token}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

export function clearedCookies(secure: boolean): string[] {
  const names = secure ? [SECURE_SESSION_COOKIE, ...LOGOUT_COOKIES] : LOGOUT_COOKIES;
  return names.map((name) => `${name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`);
}

export async function resolveViewer(
  services: Pick<AppServices, 'db' | 'config'>,
  token: string,
): Promise<Viewer | null> {
  const owner = await resolveSession(services.db, token, services.config.SESSION_DAYS);
  if (!owner) return null;
  const account = await getAccount(services.db, owner.userId);
  return account ? { account, sessionId: owner.sessionId } : null;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in viewer, resolved once per request on first use. */
    viewer(): Promise<Viewer | null>;
    sessionToken(): TokenSource | null;
  }
}

const MUTATIONS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Whether `origin` is this site (decision 66): one of the configured origins (PUBLIC_URL, ALLOWED_ORIGINS); only
 * when none is configured, the origin the request came to (scheme as a trusted proxy reports it, and Host).
 */
export function isOwnOrigin(origin: string, request: FastifyRequest, trusted: readonly string[]): boolean {
  try {
    // Through URL both sides drop a default port (Host: localhost:80 is the origin http://localhost).
    const { origin: claimed } = new URL(origin);
    if (trusted.length > 0) return trusted.includes(claimed);
    return claimed === new URL(`${request.protocol}://${request.host}`).origin;
  } catch {
    return false;
  }
}

const PAYMENT_PROVIDER_CALLS = /^\/data\/payments\/[a-z]+\/(?:return|notify)(?:\?|$)/;

export function registerSessions(app: FastifyInstance, services: AppServices): void {
  const cache = new WeakMap<FastifyRequest, Promise<Viewer | null>>();
  app.decorateRequest('sessionToken', function (this: FastifyRequest) {
    return sessionTokenFrom(this.headers);
  });
  app.decorateRequest('viewer', function (this: FastifyRequest) {
    let viewer = cache.get(this);
    if (!viewer) {
      const source = this.sessionToken();
      viewer = source ? resolveViewer(services, source.token) : Promise.resolve(null);
      cache.set(this, viewer);
    }
    return viewer;
  });

  // A session cookie set before the __Host- name (or while the site was on plain http) is carried over once behind
  // TLS (decision 187): the same token under the new name, the old one cleared. Nobody is signed out by the rename.
  app.addHook('onRequest', async (request, reply) => {
    if (!isSecure(request)) return;
    const old = readCookie(request.headers.cookie, SESSION_COOKIE);
    if (!old || readCookie(request.headers.cookie, SECURE_SESSION_COOKIE)) return;
    void reply.header('set-cookie', [
      sessionCookieFor(old, services.config.SESSION_DAYS * SECONDS_A_DAY, true),
      `${SESSION_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax; Secure`,
    ]);
  });

  // CSRF (issue 5): Bearer requests cannot be forged by another site, and SameSite=Lax keeps the cookie off most
  // cross-site posts; on top of that every cookie-bearing mutation must name this site as its Origin (or Referer).
  // A foreign Origin is refused even without a cookie, so no other site can sign a visitor in to its own account.
  app.addHook('onRequest', async (request) => {
    if (!MUTATIONS.has(request.method)) return;
    // A payment provider's return (posted from its own site) and notification act on no session: they are settled
    // only by asking the provider (server/modules/payments), so another origin may post them.
    if (PAYMENT_PROVIDER_CALLS.test(request.url)) return;
    const source = request.sessionToken();
    if (source?.via === 'bearer') return;
    const referer = request.headers.referer;
    const origin = request.headers.origin ?? (referer ? safeOrigin(referer) : undefined);
    if (origin !== undefined) {
      if (!isOwnOrigin(origin, request, services.config.TRUSTED_ORIGINS)) throw new AppError('CSRF_REJECTED');
    } else if (source) {
      throw new AppError('CSRF_REJECTED');
    }
  });
}

function safeOrigin(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return 'null';
  }
}

/** The signed-in viewer, or 401 (and a stale session cookie is cleared, so the client knows it is signed out). */
export async function requireViewer(request: FastifyRequest, reply: FastifyReply): Promise<Viewer> {
  const viewer = await request.viewer();
  if (viewer) return viewer;
  if (request.sessionToken()?.via === 'cookie') void reply.header('set-cookie', clearedCookies(isSecure(request)));
  throw new AppError('UNAUTHORIZED');
}

/** Behind TLS (directly, or as a trusted proxy reports it), cookies are marked Secure. */
export const isSecure = (request: FastifyRequest): boolean => request.protocol === 'https';
