// The Fastify application, apart from `listen` (STYLE: app factory apart from listen) so that tests can use inject().
import type { AppLoadContext } from 'react-router';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { AppServices } from './context.ts';
import compress from '@fastify/compress';
import { errorBody, registerErrorHandling } from './http/errors.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { catalogRoutes } from './modules/catalog/routes.ts';
import { mediaRoutes } from './modules/media/routes.ts';
import { searchRoutes } from './modules/search/routes.ts';

export interface BuildOptions {
  /** Serve the server-rendered pages from the React Router build (off in API tests, which need no build). */
  pages: boolean;
  logger?: FastifyServerOptions['logger'];
}

export async function buildApp(services: AppServices, options: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: true,
    // While shutting down, requests on kept-alive connections get a 503 instead of hanging.
    return503OnClosing: true,
    bodyLimit: 1024 * 1024,
  });
  registerErrorHandling(app);
  registerSecurityHeaders(app);
  // Slow mobile networks: every text answer (pages, JSON, CSS, JS) is compressed, brotli where the client takes it.
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });

  app.get('/healthz', async (_request, reply) => {
    await services.db.query('SELECT 1');
    return reply.header('cache-control', 'no-store').send({ status: 'ok' });
  });
  await app.register(catalogRoutes);
  await app.register(mediaRoutes, { storage: services.storage });
  await app.register(searchRoutes, { db: services.db });
  // Unknown API paths answer in the API's error shape, not with the HTML not-found page.
  app.all('/data/*', async (request, reply) => reply.status(404).send(errorBody(request, 'NOT_FOUND')));

  if (options.pages) {
    const { reactRouterFastify } = await import('@mcansh/remix-fastify/react-router');
    await app.register(reactRouterFastify, {
      mode: services.config.NODE_ENV === 'development' ? 'development' : 'production',
      getLoadContext: (): AppLoadContext => ({ ...services }),
    });
  }
  return app;
}
