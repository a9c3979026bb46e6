// The session plugin (decisions 66 and 187): who is asking, resolved once per request from a session token (the
// accounts module answers), the session cookie carried over to its __Host- name, and the CSRF guard. The helpers the
// modules use (requireViewer, the cookies) are in session.ts, which imports no module.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../core/errors.ts';
import type { AppServices, Viewer } from '../context.ts';
import { getAccount, resolveSession } from '../modules/accounts/index.ts';
import {
  isOwnOrigin,
  isSecure,
  MUTATIONS,
  PAYMENT_PROVIDER_CALLS,
  readCookie,
  safeOrigin,
  SECONDS_A_DAY,
  SECURE_SESSION_COOKIE,
  SESSION_COOKIE,
  sessionCookieFor,
  sessionTokenFrom,
} from './session.ts';

export async function resolveViewer(
  services: Pick<AppServices, 'db' | 'config'>,
  token: string,
): Promise<Viewer | null> {
  const owner = await resolveSession(services.db, token, services.config.SESSION_DAYS);
  if (!owner) return null;
  const account = await getAccount(services.db, owner.userId);
  return account ? { account, sessionId: owner.sessionId } : null;
}

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

  // CSRF (decision 17): Bearer requests cannot be forged by another site, and SameSite=Lax keeps the cookie off most
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
