// Inputs no route can use, refused once for every route (issue 24): a NUL character in the URL (path or query, raw
// or as %00) or anywhere in a JSON body (a value or a key), and a JSON body that is `null`. PostgreSQL cannot
// store NUL in text, and a route's schema expects an object; without this each would reach the database or a
// rule and answer 500. Raw NUL bytes in headers never get this far: Node's HTTP parser refuses them with a 400.
// Form bodies of the pages are streamed to React Router unread; NUL in their fields is caught where it would be
// stored (server/adapters/database.ts).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../core/errors.ts';

const NUL_IN_URL = /\0|%00/i;

const nul = (path: string) =>
  new AppError('VALIDATION_FAILED', [{ path, message: 'must not contain the NUL character (U+0000)' }]);

/** The path of the first string or key holding NUL in a parsed JSON value, or null. */
function findNul(value: unknown, path: string): string | null {
  if (typeof value === 'string') return value.includes('\0') ? path : null;
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, item] of Object.entries(value)) {
    const itemPath = `${path}.${key}`;
    if (key.includes('\0')) return itemPath;
    const found = findNul(item, itemPath);
    if (found) return found;
  }
  return null;
}

export function registerInputChecks(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (NUL_IN_URL.test(request.url)) throw nul('url');
  });
  // Fastify's own JSON parser (prototype-poisoning checks included), then the checks above. Routes that take
  // another body (pictures, pages) register their own parsers in their own scope.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    parseJson(request, String(body), (error, parsed) => {
      if (error) return done(error);
      if (parsed === null)
        return done(new AppError('VALIDATION_FAILED', [{ path: 'body', message: 'expected an object' }]));
      const found = findNul(parsed, 'body');
      return found ? done(nul(found)) : done(null, parsed);
    });
  });
}

/** A yes/no field that comes as JSON (`true`) or from a form's checkbox (`on`, or `true`); anything else is no. */
export const FormBoolean = z.preprocess((v) => v === true || v === 'true' || v === 'on', z.boolean());
