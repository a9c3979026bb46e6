// Results pages drawn for anonymous visitors, cached in each server process. A results page shown to a
// visitor who is not signed in depends on its URL and on the searchable ads only (the locale is in the path; the
// header names nobody; no cookie is read), so a page drawn once serves every such visitor for FRESH_MS, like the
// results themselves (result-cache.ts, decision 206): each hit first checks that every ad the page links to is still
// published, so a removed ad vanishes at once. A page drawn from cached search results (recordResults) serves on past
// FRESH_MS exactly as long as those results are still the ones kept, current and at the current turn of the promoted
// ads' rotation (decisions 210, 212 and 223), up to their LIFE_MS: the long tail of pages is drawn about as often as
// its results are computed, not every FRESH_MS (an ad's "3 minutes ago" is then as of the drawing). Signed-in
// visitors, whose pages carry their name and favourites (and who see their own changes at once), are always drawn. A
// catalogue edit coming into force in this process empties the cache, as it does the results' (result-cache.ts).
// The same holds for a page's data fetched by the browser when a filter changes in place (React Router's `.data`
// requests, `text/x-script`), which are kept too.
//
// The one part of a page that must differ per response is the Content-Security-Policy nonce (app/entry.server.tsx):
// a cached page is kept compressed, cut where the nonce it was drawn with stood (kept-page.ts: a 131 KB page keeps in
// 25 KB), and each answer from the cache joins the pieces with a fresh one (and puts it in the policy): as they are
// for a client taking the `gzip` coding, as every browser does, decompressed for others. The answer that drew the
// page is those pieces too, joined with its own nonce, so that a page is compressed once.
import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { Clock } from '../../../core/clock.ts';
import { adIdFromSlug } from '../../../core/slug.ts';
import type { Database } from '../../adapters/database.ts';
import { cacheRequests } from '../../adapters/metrics.ts';
import { allPublished } from '../ads/index.ts';
import { catalogueIndex } from '../catalog/index.ts';
import { gzipped, type KeptPage, keepPage, plain } from './kept-page.ts';
import { type CurrentCheck, FRESH_MS, freshnessOptions, LIFE_MS, recordResults } from './result-cache.ts';

/**
 * The bytes of pages kept per process, compressed: a results page is 100–135 KB as drawn and about 25 KB kept, so
 * some 10,000 pages, as many as the results kept (result-cache.ts MAX_RESULTS).
 */
const MAX_BYTES = 256 * 1024 * 1024;
const CSP = 'content-security-policy';
/** Answers carry whether they came from the cache, for whoever is measuring or debugging. */
export const PAGE_CACHE_HEADER = 'x-page-cache';

/** The headers of an answer that a cached copy repeats (React Router's client checks `x-remix-response`). */
const KEPT_HEADERS = ['content-type', CSP, 'x-remix-response'] as const;

interface CachedPage {
  /** The answer's bytes, cut where its nonce stood. */
  body: KeptPage;
  nonce: string | null;
  headers: Record<string, string>;
  /** The ads the page shows, checked on each hit of a page drawn from no cached result. */
  adIds: number[];
  /** The checks of the cached search results the page shows, made on each hit. */
  drawnFrom: readonly CurrentCheck[];
}

const SLUG = '[a-z0-9]+(?:-[a-z0-9]+)*';
/** An ad's address in a page's links (`/bn/ad/<slug>`, `/bn/lite/ad/<slug>`). */
const AD_LINK = new RegExp(`/ad/(${SLUG})`, 'g');
/** A quoted string, where page data (React Router's turbo-stream) holds each card's slug. */
const QUOTED = new RegExp(`"(${SLUG})"`, 'g');

/** Whether `slug` is an ad's (adSlug): it ends with a place's slug and an id. */
function isAdSlug(slug: string): boolean {
  const words = slug.split('-').slice(0, -1);
  for (let n = 1; n <= Math.min(words.length, 4); n++) {
    if (catalogueIndex.locationBySlug(words.slice(-n).join('-'))) return true;
  }
  return false;
}

/** The ads a kept page shows: those it links to and, in page data, the cards' slugs. */
function adIdsIn(body: string): number[] {
  const slugs = [...body.matchAll(AD_LINK)].map((m) => m[1] as string);
  for (const m of body.matchAll(QUOTED)) if (isAdSlug(m[1] as string)) slugs.push(m[1] as string);
  const ids = slugs.map(adIdFromSlug).filter((id): id is number => id !== null);
  return [...new Set(ids)];
}

/** A nonce of `length` random base64 characters, in place of one of that length (none for page data). */
const freshNonce = (length: number) =>
  randomBytes(3 * Math.ceil(length / 4))
    .toString('base64')
    .slice(0, length);

const nonceOf = (policy: string) => /'nonce-([A-Za-z0-9+/=]+)'/.exec(policy)?.[1];

async function text(payload: unknown): Promise<string | null> {
  if (typeof payload === 'string') return payload;
  if (Buffer.isBuffer(payload)) return payload.toString('utf8');
  if (payload && typeof (payload as Readable)[Symbol.asyncIterator] === 'function') {
    const chunks: Buffer[] = [];
    for await (const chunk of payload as Readable) chunks.push(Buffer.from(chunk as Uint8Array));
    return Buffer.concat(chunks).toString('utf8');
  }
  return null;
}

/** Whether the client takes the `gzip` coding, as every browser does. */
function takesGzip(request: FastifyRequest): boolean {
  const accepted = request.headers['accept-encoding'];
  return accepted !== undefined && negotiate(accepted, ['gzip']) === 'gzip';
}

/**
 * Serves the pages whose path `isCached` accepts from the cache to visitors without a session. Registered before
 * compression, so that the cache keeps the page as drawn, and what a client not taking gzip gets is compressed for it.
 */
export function registerPageCache(
  app: FastifyInstance,
  options: { db: Database; clock: Clock; isCached: (path: string) => boolean; maxBytes?: number },
): void {
  const pages = new LRUCache<string, CachedPage>({
    maxSize: options.maxBytes ?? MAX_BYTES,
    sizeCalculation: (page) => page.body.size,
    ...freshnessOptions(options.clock),
  });
  let catalogue = catalogueIndex;
  // The cache key of each request that may be stored once drawn, and the results its drawing is served.
  const missed = new WeakMap<FastifyRequest, { key: string; drawnFrom: readonly CurrentCheck[] }>();
  const isCurrent = async (page: CachedPage) => {
    if (page.drawnFrom.length === 0) return allPublished(options.db, page.adIds);
    for (const current of page.drawnFrom) if (!(await current())) return false;
    return true;
  };

  /**
   * Answers from the cache ('served'), or resolves with the key to keep the page under once drawn, or with null for
   * a request the cache passes by.
   */
  const lookUp = async (request: FastifyRequest, reply: FastifyReply): Promise<'served' | { key: string } | null> => {
    if (request.method !== 'GET' || request.sessionToken()) return null;
    if (!options.isCached(request.url.split('?', 1)[0] as string)) return null;
    if (catalogue !== catalogueIndex) {
      pages.clear();
      catalogue = catalogueIndex;
    }
    const key = request.url;
    let page = pages.get(key);
    if (page && !(await isCurrent(page))) {
      pages.delete(key);
      page = undefined;
    }
    cacheRequests.inc({ cache: 'search_pages', result: page ? 'hit' : 'miss' });
    if (!page) return { key };
    const drawnWith = page.nonce ?? '';
    const nonce = freshNonce(drawnWith.length);
    for (const [name, value] of Object.entries(page.headers)) {
      void reply.header(name, drawnWith ? value.replaceAll(drawnWith, nonce) : value);
    }
    void reply.status(200).header(PAGE_CACHE_HEADER, 'hit').header('vary', 'accept-encoding');
    if (takesGzip(request)) void reply.header('content-encoding', 'gzip').send(gzipped(page.body, nonce));
    else void reply.send(plain(page.body, nonce));
    return 'served';
  };

  // A callback hook, so that the rest of a missed request (the page's drawing) runs inside recordResults.
  app.addHook('onRequest', (request, reply, done) => {
    lookUp(request, reply).then(
      (found) => {
        if (found === null) done();
        else if (found !== 'served') {
          const drawnFrom: CurrentCheck[] = [];
          missed.set(request, { key: found.key, drawnFrom });
          recordResults(drawnFrom, done);
        }
      },
      (error: Error) => done(error),
    );
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const drawing = missed.get(request);
    if (drawing === undefined) return payload;
    missed.delete(request);
    const nonce = nonceOf(String(reply.getHeader(CSP) ?? '')) ?? null;
    const type = String(reply.getHeader('content-type') ?? '');
    const isPage = type.startsWith('text/html') && nonce !== null;
    const isPageData = type.startsWith('text/x-script');
    // Only complete, shareable answers: no error or redirect, nothing set for this visitor alone.
    if (reply.statusCode !== 200 || reply.hasHeader('set-cookie') || !(isPage || isPageData)) return payload;
    const body = await text(payload);
    if (body === null) return payload;
    const headers: Record<string, string> = {};
    for (const name of KEPT_HEADERS) if (reply.hasHeader(name)) headers[name] = String(reply.getHeader(name));
    const { key, drawnFrom } = drawing;
    const ttl = drawnFrom.length > 0 ? LIFE_MS : FRESH_MS;
    const kept = keepPage(body, nonce);
    pages.set(key, { body: kept, nonce, headers, adIds: adIdsIn(body), drawnFrom }, { ttl });
    void reply.header(PAGE_CACHE_HEADER, 'miss').header('vary', 'accept-encoding');
    // Compressed already, for the cache: a client taking gzip gets those bytes, as it would from the cache.
    if (!takesGzip(request)) return body;
    void reply.header('content-encoding', 'gzip');
    return gzipped(kept, nonce ?? '');
  });
}
