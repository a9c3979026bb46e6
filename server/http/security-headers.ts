import type { FastifyInstance } from 'fastify';

// Headers every response carries. A Content-Security-Policy needs nonces for React Router's inline scripts and
// comes with the accounts work; these are safe for every page and API answer.
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
