// The Fastify application, apart from `listen` (STYLE: app factory apart from listen) so that tests can use inject().
import type { AppLoadContext } from 'react-router';
import Fastify, { type FastifyInstance, type FastifyServerOptions, type RouteOptions } from 'fastify';
import type { AppServices } from './context.ts';
import compress from '@fastify/compress';
import { compressOptions } from './http/compression.ts';
import { returnOriginOf } from './http/return-origin.ts';
import { registerDevOutbox } from './http/dev-outbox.ts';
import { errorBody, frameworkErrors, registerErrorHandling } from './http/errors.ts';
import { BODY_LIMIT, registerInputChecks } from './http/inputs.ts';

import { registerErrorReporting } from './http/error-reporting.ts';
import { registerMetrics } from './http/metrics.ts';
import { registerReadiness } from './http/readiness.ts';
import { registerOpenApi } from './http/openapi.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { registerSessions } from './http/viewer.ts';
import { registerBackOfficeAccess } from './modules/staff/index.ts';
import { backOfficeRoutes } from './modules/backoffice/index.ts';
import { accountRoutes } from './modules/accounts/index.ts';
import { adStatsRoutes } from './modules/ad-stats/index.ts';
import { membershipsPlugin } from './modules/memberships/index.ts';
import { adDetailRoutes } from './modules/ad-page/index.ts';
import { adRoutes } from './modules/ads/index.ts';
import { favoriteRoutes } from './modules/favorites/index.ts';
import { bannedWordRoutes } from './modules/moderation/index.ts';
import { reportRoutes } from './modules/reports/index.ts';
import { notificationRoutes } from './modules/notifications/index.ts';
import { paymentRoutes } from './modules/payments/index.ts';
import { promotionRoutes } from './modules/promotions/index.ts';
import { savedSearchRoutes } from './modules/saved-searches/index.ts';
import { catalogPlugin } from './modules/catalog/index.ts';
import { bannerRoutes } from './modules/banners/index.ts';
import { jobRoutes } from './modules/jobs/index.ts';
import { contentRoutes } from './modules/content/index.ts';
import { doorstepRoutes } from './modules/doorstep/index.ts';
import { orderRoutes } from './modules/orders/index.ts';
import { chatRoutes } from './modules/chat/index.ts';
import { mediaRoutes } from './modules/media/index.ts';
import { registerPageCache, searchRoutes } from './modules/search/index.ts';
import { shopRoutes } from './modules/shops/index.ts';
import { openPubSub } from './adapters/pubsub.ts';
import { erasureRules } from './flows/erasure.ts';
import { postingRules } from './flows/posting.ts';
import { flowRoutes } from './flows/routes.ts';
import { modules } from './modules.ts';

/**
 * The results pages (spec section 2, every /{locale}/ads form) and their data (`.data`, fetched when filters change
 * in place), and their lite pages (decision 201): anonymous visits are served from the page cache.
 */
const SEARCH_PAGE = /^\/[a-z]{2}\/(?:lite\/)?ads(?:\/|\.data$|$)/;

export interface BuildOptions {
  /** Serve the server-rendered pages from the React Router build (off in API tests, which need no build). */
  pages: boolean;
  logger?: FastifyServerOptions['logger'];
  /** Sees every route as it is registered (the contract test walks the route table with it). */
  onRoute?: (route: RouteOptions) => void;
  /** True once the process has been told to stop: /readyz answers 503 from then on (main.ts: stopOnSignals). */
  shuttingDown?: () => boolean;
}

export async function buildApp(services: AppServices, options: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    // Only the configured proxies may name the client's address and protocol (per-IP limits, Secure cookies).
    trustProxy: services.config.TRUST_PROXY,
    // While shutting down, requests on kept-alive connections get a 503 instead of hanging.
    return503OnClosing: true,
    bodyLimit: BODY_LIMIT,
    frameworkErrors,
  });
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  registerErrorHandling(app);
  registerInputChecks(app);

  registerErrorReporting(app, services.config);
  registerMetrics(app, services);
  registerSecurityHeaders(app);
  registerSessions(app, services);
  // Before the routes: every back-office call is checked against core/backoffice/permissions.ts in one place.
  registerBackOfficeAccess(app, services);
  // Before the routes, which it documents.
  await registerOpenApi(app, { publicUrl: services.config.PUBLIC_URL });
  // Before compression, which must see the page as drawn or as cached.
  if (options.pages)
    registerPageCache(app, { db: services.db, clock: services.clock, isCached: (path) => SEARCH_PAGE.test(path) });
  // Slow mobile networks: every text answer (pages, JSON, CSS, JS) is compressed, brotli where the client takes it.
  await app.register(compress, compressOptions);

  app.get('/healthz', async (_request, reply) => {
    await services.db.query('SELECT 1');
    return reply.header('cache-control', 'no-store').send({ status: 'ok' });
  });
  registerReadiness(app, services, options.shuttingDown ?? (() => false));
  // Chat channels: in-process, or through Redis so that every process's sockets hear every message.
  const pubsub = openPubSub(services.config);
  app.addHook('onClose', () => pubsub.close());
  await app.register(catalogPlugin, { ...services, pubsub });
  await app.register(mediaRoutes, services);
  await app.register(searchRoutes, services);
  await app.register(accountRoutes, { ...services, erasure: erasureRules });
  await app.register(adRoutes, { ...services, posting: postingRules });
  await app.register(adDetailRoutes, services);
  await app.register(adStatsRoutes, services);
  await app.register(favoriteRoutes, services);
  await app.register(savedSearchRoutes, services);
  await app.register(notificationRoutes, services);
  await app.register(reportRoutes, services);
  await app.register(bannedWordRoutes, services);
  await app.register(paymentRoutes, services);
  await app.register(promotionRoutes, services);
  await app.register(membershipsPlugin, services);

  await app.register(contentRoutes, services);
  await app.register(bannerRoutes, services);
  await app.register(backOfficeRoutes, services);
  await app.register(chatRoutes, { ...services, pubsub });
  await app.register(jobRoutes, { ...services, pubsub });
  await app.register(shopRoutes, services);
  await app.register(doorstepRoutes, services);
  await app.register(orderRoutes, services);
  await app.register(flowRoutes, services);
  if (services.outbox) registerDevOutbox(app, services.outbox);
  // Unknown API paths answer in the API's error shape, not with the HTML not-found page.
  app.all('/data/*', { schema: { hide: true } }, async (request, reply) =>
    reply.status(404).send(errorBody(request, 'NOT_FOUND')),
  );

  if (options.pages) {
    // React runs as its production or development build by the process's NODE_ENV when the pages first load it: the
    // config's, which is production unless set otherwise (`npm start` sets none, and drew every page with React's
    // development build, 1.3–1.5 times the work).
    process.env.NODE_ENV = services.config.NODE_ENV;
    const { reactRouterFastify } = await import('@mcansh/remix-fastify/react-router');
    await app.register(reactRouterFastify, {
      mode: services.config.NODE_ENV === 'development' ? 'development' : 'production',
      getLoadContext: async (request, reply): Promise<AppLoadContext> => {
        const viewer = await request.viewer();
        // A page drawn for a signed-in viewer carries their name: no shared cache may keep it.
        if (viewer) void reply.header('cache-control', 'private, no-store');
        return {
          ...services,
          pubsub,
          viewer,
          clientIp: request.ip,
          log: request.log,
          returnOrigin: returnOriginOf(services.config, request),
          modules,
        };
      },
    });
  }
  return app;
}
