import type { FastifyInstance } from 'fastify';

// Headers every response carries; these are safe for every page and API answer. Pages also carry a
// Content-Security-Policy with a nonce per response, set where the page is rendered (app/entry.server.tsx).
// HSTS is sent on every answer: browsers ignore it over plain HTTP (RFC 6797, 8.1), and behind the TLS proxy it
// keeps them on HTTPS for a year. X-XSS-Protection only answers the scanners (decision 165): no supported
// browser has the filter any more, and block mode is the one setting that cannot be turned against a page.
const HEADERS = {
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-xss-protection': '1; mode=block',
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
