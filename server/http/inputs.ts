// Inputs no route can use, refused once for every route: a query parameter of the API given twice, a NUL character in the URL (path or query, raw
// or as %00) or anywhere in a JSON body (a value or a key), half of a UTF-16 surrogate pair written as a JSON escape
// ("\ud83d" alone, which is no character at all), and a JSON body that is `null`. PostgreSQL can store neither NUL
// nor a lone surrogate in text or jsonb, and a route's schema expects an object; without this each would reach
// the database or a rule and answer 500. Raw NUL bytes in headers never get this far: Node's HTTP parser refuses them with a 400.
// Form bodies of the pages are streamed to React Router unread; NUL in their fields is caught where it would be
// stored (server/adapters/database.ts).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../core/errors.ts';
import { MAX_PICTURE_BYTES, MOST_PICTURES } from '../../core/pictures.ts';

/** The JSON body of a /data/* call (Fastify's bodyLimit) and a page's form without files. */
export const BODY_LIMIT = 1024 * 1024;
/** A page form with files (multipart): room for the most pictures any category allows, plus the other fields. */
export const FILE_FORM_LIMIT = MOST_PICTURES * MAX_PICTURE_BYTES + BODY_LIMIT;

const NUL_IN_URL = /\0|%00/i;

const nul = (path: string) =>
  new AppError('VALIDATION_FAILED', [{ path, message: 'must not contain the NUL character (U+0000)' }]);
const UNSTORABLE = /\0|\p{Surrogate}/u;
const unstorable = (path: string) =>
  new AppError('VALIDATION_FAILED', [
    { path, message: 'must be text: no NUL character (U+0000) and no half of a surrogate pair' },
  ]);

/** The path of the first string or key in a parsed JSON value that PostgreSQL cannot store as text, or null. */
function findUnstorable(value: unknown, path: string): string | null {
  if (typeof value === 'string') return UNSTORABLE.test(value) ? path : null;
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, item] of Object.entries(value)) {
    const itemPath = `${path}.${key}`;
    if (UNSTORABLE.test(key)) return itemPath;
    const found = findUnstorable(item, itemPath);
    if (found) return found;
  }
  return null;
}

/**
 * A query parameter of a /data/* call given twice (`?page=1&page=2`) is refused (decision 185): the schemas expect
 * one value, and a framework, a cache or a proxy that read the first or the last would see another request than the
 * handler did. The name of the first repeated parameter, or null.
 */
function repeatedParameter(url: string): string | null {
  const query = url.indexOf('?');
  if (query < 0) return null;
  const seen = new Set<string>();
  for (const name of new URLSearchParams(url.slice(query + 1)).keys()) {
    if (seen.has(name)) return name;
    seen.add(name);
  }
  return null;
}

export function registerInputChecks(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (NUL_IN_URL.test(request.url)) throw nul('url');
    if (!request.url.startsWith('/data/')) return checkPageBody(request.method, request.headers);
    const repeated = repeatedParameter(request.url);
    if (repeated !== null) {
      throw new AppError('VALIDATION_FAILED', [{ path: `query.${repeated}`, message: 'must be given once' }]);
    }
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
      const found = findUnstorable(parsed, 'body');
      return found ? done(unstorable(found)) : done(null, parsed);
    });
  });
}

/** The methods a page's form is sent with (a browser's form: POST; React Router's <Form method>: any of these). */
const SENDS_FORM = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Page forms reach React Router as the raw request stream, which Fastify's bodyLimit does not cover, and most actions
 * read them whole (request.formData()): a form is refused by its declared length (decision 163) before anything is
 * read. Browsers always declare it for a form; a body without a length (chunked) is refused. What is sent to a page is
 * a form, as a browser and React Router send it: anything else would fail the action's request.formData().
 */
function checkPageBody(method: string, headers: Record<string, string | string[] | undefined>): void {
  const type = String(headers['content-type'] ?? '').toLowerCase();
  const multipart = type.startsWith('multipart/form-data');
  if (SENDS_FORM.has(method) && !multipart && !type.startsWith('application/x-www-form-urlencoded'))
    throw new AppError('VALIDATION_FAILED', [
      { path: 'request', message: 'a form must be sent as application/x-www-form-urlencoded or multipart/form-data' },
    ]);
  const declared = headers['content-length'];
  if (declared === undefined) {
    if (headers['transfer-encoding'] !== undefined)
      throw new AppError('VALIDATION_FAILED', [{ path: 'request', message: 'a form must declare its length' }]);
    return;
  }
  if (Number(declared) > (multipart ? FILE_FORM_LIMIT : BODY_LIMIT)) throw new AppError('PAYLOAD_TOO_LARGE');
}

/**
 * A yes/no field that comes as JSON (`true`/`false`) or from a form: a ticked checkbox sends `on` (or a hidden field
 * `true`/`false`) and an unticked one nothing, so absent is no. Anything else is refused.
 */
export const FormBoolean = z
  .union([z.boolean(), z.enum(['on', 'true', 'false'])])
  .optional()
  .transform((v) => v === true || v === 'on' || v === 'true');
