import type { FastifyInstance } from 'fastify';

// Headers every response carries; these are safe for every page and API answer. Pages also carry a
// Content-Security-Policy with a nonce per response, set where the page is rendered (app/entry.server.tsx).
const HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'SAMEORIGIN',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(self)',
} as const;

export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply) => {
    reply.headers(HEADERS);
  });
}
