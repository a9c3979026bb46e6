import { Readable } from 'node:stream';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { manualClock } from '../../../core/clock.ts';
import { freshDatabase } from '../../../tests/database.ts';
import type { Database } from '../../adapters/database.ts';
import { loadConfig } from '../../config.ts';
import { compressOptions } from '../../http/compression.ts';
import { registerSessions } from '../../http/viewer.ts';
import { createAd, createUser } from '../../seed/factories.ts';
import { ROTATION_MS } from '../../../core/promotions/rotation.ts';
import { createSearchState } from '../../../core/search/state.ts';
import { PAGE_CACHE_HEADER, registerPageCache } from './page-cache.ts';
import { cachedSearch, FRESH_MS, LIFE_MS } from './result-cache.ts';

// A stand-in for the React Router pages: each drawing gets a fresh nonce and a number, as entry.server.tsx would,
// and shows the ad whose slug its `ad` parameter names: a link on a page, a quoted slug in page data.
const clock = manualClock();
let db: Database;
let app: FastifyInstance;
let drawn = 0;
let nextAnswer: { status: number; cookie?: string } = { status: 200 };

beforeAll(async () => {
  db = await freshDatabase();
  const config = loadConfig({ NODE_ENV: 'test' });
  app = Fastify();
  registerSessions(app, { db, config } as Parameters<typeof registerSessions>[1]);
  registerPageCache(app, { db, clock, isCached: (path) => path.startsWith('/en/ads') });
  await app.register(compress, compressOptions);
  // A results page as the pages draw it: the words of `q` searched through the result cache, each ad's title.
  app.get('/en/ads/search', async (request, reply) => {
    drawn += 1;
    const query = (request.query as { q: string }).q;
    const result = await cachedSearch(db, clock, createSearchState({ locale: 'en', query }), null);
    const titles = result.ads.map((ad) => `<a href="/en/ad/${ad.slug}">${ad.title}</a>`).join('');
    const nonce = `n${drawn}AAAA+/==`;
    return reply
      .header('content-security-policy', `script-src 'nonce-${nonce}'`)
      .type('text/html')
      .send(`<html><body>${titles}<script nonce="${nonce}">boot()</script></body></html>`);
  });
  app.get('/*', async (request, reply) => {
    drawn += 1;
    const ad = (request.query as { ad?: string }).ad;
    if (request.url.split('?')[0]?.endsWith('.data')) {
      const card = ad ? `,"slug","${ad}"` : '';
      return reply
        .header('x-remix-response', 'yes')
        .type('text/x-script')
        .send(Readable.from([Buffer.from(`[{"_1":2},"loaderData",${drawn}${card}]`)]));
    }
    const link = ad ? `<a href="/en/ad/${ad}">an ad</a>` : '';
    const nonce = `n${drawn}AAAA+/==`;
    if (nextAnswer.cookie) void reply.header('set-cookie', nextAnswer.cookie);
    const html = `<!DOCTYPE html><html><body><h1>${request.url} #${drawn}</h1>${link}${'<p>ad card</p>'.repeat(200)}<script nonce="${nonce}">boot()</script><script nonce="${nonce}">data()</script></body></html>`;
    return reply
      .status(nextAnswer.status)
      .header('content-security-policy', `default-src 'self'; script-src 'self' 'nonce-${nonce}'`)
      .type('text/html')
      .send(Readable.from([Buffer.from(html.slice(0, 100)), Buffer.from(html.slice(100))]));
  });
});
afterAll(async () => {
  await app.close();
  await db.close();
});
beforeEach(() => {
  nextAnswer = { status: 200 };
});

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });
const nonceOf = (policy: unknown) => /'nonce-([^']+)'/.exec(String(policy))?.[1];

describe('the results page cache', () => {
  it('draws a page once for anonymous visitors and gives each answer its own nonce', async () => {
    const before = drawn;
    const first = await get('/en/ads/dhaka?page=2');
    const second = await get('/en/ads/dhaka?page=2');
    expect(drawn).toBe(before + 1);
    expect(first.headers[PAGE_CACHE_HEADER]).toBe('miss');
    expect(second.headers[PAGE_CACHE_HEADER]).toBe('hit');
    expect(second.headers['content-type']).toMatch(/^text\/html/);
    const [a, b] = [
      nonceOf(first.headers['content-security-policy']),
      nonceOf(second.headers['content-security-policy']),
    ];
    expect(a).toBeDefined();
    expect(b).toBeDefined();
    expect(b).not.toBe(a);
    expect(second.body).toContain(`<script nonce="${b}">boot()</script><script nonce="${b}">data()</script>`);
    expect(second.body).not.toContain(a);
    expect(second.body.replaceAll(b as string, a as string)).toBe(first.body);
  });

  it('keeps the data a page fetches when its filters change in place', async () => {
    const first = await get('/en/ads/dhaka.data?sort=price&order=asc');
    const second = await get('/en/ads/dhaka.data?sort=price&order=asc');
    expect(first.headers[PAGE_CACHE_HEADER]).toBe('miss');
    expect(second.headers[PAGE_CACHE_HEADER]).toBe('hit');
    expect(second.body).toBe(first.body);
    expect(second.headers['content-type']).toBe('text/x-script');
    expect(second.headers['x-remix-response']).toBe('yes');
    expect(second.headers['content-security-policy']).toBeUndefined();
  });

  it('answers a cached page compressed as kept to a client taking `gzip`, with its own nonce', async () => {
    const drawn = await get('/en/ads/phones');
    const cached = await get('/en/ads/phones', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(cached.headers[PAGE_CACHE_HEADER]).toBe('hit');
    expect(cached.headers['content-encoding']).toBe('gzip');
    const nonce = nonceOf(cached.headers['content-security-policy']);
    const html = gunzipSync(cached.rawPayload).toString('utf8');
    expect(html).toBe(drawn.body.replaceAll(nonceOf(drawn.headers['content-security-policy']) ?? '', nonce ?? ''));
    expect(html).toContain(`<script nonce="${nonce}">boot()</script><script nonce="${nonce}">data()</script>`);
  });

  it('answers a page it draws to a client taking `gzip` as it keeps it, compressed once', async () => {
    const first = await get('/en/ads/tablets', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(first.headers[PAGE_CACHE_HEADER]).toBe('miss');
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(first.headers.vary).toContain('accept-encoding');
    const drawnWith = nonceOf(first.headers['content-security-policy']) ?? '';
    const html = gunzipSync(first.rawPayload).toString('utf8');
    expect(html).toContain(`<script nonce="${drawnWith}">boot()</script>`);
    const cached = await get('/en/ads/tablets');
    expect(cached.headers[PAGE_CACHE_HEADER]).toBe('hit');
    expect(cached.body).toBe(html.replaceAll(drawnWith, nonceOf(cached.headers['content-security-policy']) ?? ''));
  });

  it('compresses a cached page for each client', async () => {
    await get('/en/ads/cars');
    const cached = await get('/en/ads/cars', { 'accept-encoding': 'br' });
    expect(cached.headers[PAGE_CACHE_HEADER]).toBe('hit');
    expect(cached.headers['content-encoding']).toBe('br');
    const html = brotliDecompressSync(cached.rawPayload).toString('utf8');
    expect(html).toContain(`<script nonce="${nonceOf(cached.headers['content-security-policy'])}">boot()`);
  });

  it('keeps a page FRESH_MS, then draws it again', async () => {
    await get('/en/ads/bikes');
    const before = drawn;
    await createAd(db, await createUser(db), { title: 'Yamaha FZ 2022' });
    clock.advance(FRESH_MS - 1);
    expect((await get('/en/ads/bikes')).headers[PAGE_CACHE_HEADER]).toBe('hit');
    clock.advance(2);
    const after = await get('/en/ads/bikes');
    expect(drawn).toBe(before + 1);
    expect(after.headers[PAGE_CACHE_HEADER]).toBe('miss');
  });

  it('draws a page and page data again at once when an ad they show is removed', async () => {
    const seller = await createUser(db);
    const shown = await createAd(db, seller, { title: 'Honda CB Hornet 160R' });
    const other = await createAd(db, seller, { title: 'Bajaj Pulsar 150' });
    const urls = [
      `/en/ads/motorbikes?ad=${shown.slug}`,
      `/en/ads/motorbikes.data?ad=${shown.slug}`,
      `/en/ads/scooters?ad=${other.slug}`,
      `/en/ads/scooters.data?ad=${other.slug}`,
    ];
    for (const url of urls) await get(url);
    for (const url of urls) expect((await get(url)).headers[PAGE_CACHE_HEADER]).toBe('hit');
    await db.query("UPDATE ads SET status = 'deactivated', deactivation_reason = 'deleted' WHERE id = $1", [shown.id]);
    const cache = async (url: string) => (await get(url)).headers[PAGE_CACHE_HEADER];
    expect(await Promise.all(urls.map(cache))).toEqual(['miss', 'miss', 'hit', 'hit']);
  });

  it('always draws the pages of a signed-in visitor, and pages outside the results', async () => {
    await get('/en/ads/phones');
    const before = drawn;
    const signedIn = await get('/en/ads/phones', { cookie: 'haat_session=some-session' });
    const bearer = await get('/en/ads/phones', { authorization: 'Bearer some-session' });
    await get('/en/ad/some-ad');
    await get('/en/ad/some-ad');
    expect(drawn).toBe(before + 4);
    expect(signedIn.headers[PAGE_CACHE_HEADER]).toBeUndefined();
    expect(bearer.headers[PAGE_CACHE_HEADER]).toBeUndefined();
  });

  it('keeps no error page and no page that sets a cookie', async () => {
    nextAnswer = { status: 404 };
    await get('/en/ads/nowhere');
    nextAnswer = { status: 200, cookie: 'haat_visitor=abcdefghijklmnop; Path=/' };
    await get('/en/ads/with-cookie');
    nextAnswer = { status: 200 };
    const before = drawn;
    const missing = await get('/en/ads/nowhere');
    const cookie = await get('/en/ads/with-cookie');
    expect(drawn).toBe(before + 2);
    expect(missing.headers[PAGE_CACHE_HEADER]).toBe('miss');
    expect(cookie.headers['set-cookie']).toBeUndefined();
  });

  it('keeps pages compressed: a page larger than the whole cache still fits', async () => {
    const small = Fastify();
    registerSessions(small, { db, config: loadConfig({ NODE_ENV: 'test' }) } as Parameters<typeof registerSessions>[1]);
    registerPageCache(small, { db, clock, isCached: () => true, maxBytes: 1024 });
    small.get('/*', async (request, reply) => {
      const nonce = `n${(drawn += 1)}AAAA+/==`;
      return reply
        .header('content-security-policy', `script-src 'nonce-${nonce}'`)
        .type('text/html')
        .send(`<html><body><h1>${request.url}</h1>${'<p>ad card</p>'.repeat(400)}<script nonce="${nonce}"></script>`);
    });
    const pages = ['/en/ads/cars', '/en/ads/bikes'];
    const first = await Promise.all(pages.map((url) => small.inject({ method: 'GET', url })));
    expect(first.map((page) => page.body.length).every((length) => length > 5 * 1024)).toBe(true);
    const again = await Promise.all(pages.map((url) => small.inject({ method: 'GET', url })));
    expect(again.map((page) => page.headers[PAGE_CACHE_HEADER])).toEqual(['hit', 'hit']);
    const nonce = nonceOf(again[0]?.headers['content-security-policy']);
    expect(again[0]?.body).toBe(first[0]?.body.replace(/n\d+AAAA\+\/==/g, nonce ?? ''));
    await small.close();
  });

  it('keeps a page drawn from a cached result as long as the result would serve, up to LIFE_MS', async () => {
    const seller = await createUser(db);
    await createAd(db, seller, { title: 'Walton refrigerator 300 litre' });
    await get('/en/ads/search?q=refrigerator');
    // Every ad as last changed a minute ago by the database's clock, which this test's clock does not move.
    await db.query("UPDATE ads SET changed_at = now() - interval '1 minute'");
    const cache = async () => (await get('/en/ads/search?q=refrigerator')).headers[PAGE_CACHE_HEADER];
    clock.advance(FRESH_MS * 2);
    await createAd(db, seller, { title: 'Hatil wardrobe' });
    expect(await cache()).toBe('hit');
    await db.query("UPDATE ads SET changed_at = now() - interval '1 minute'");
    await createAd(db, seller, { title: 'Singer refrigerator 200 litre' });
    expect(await cache()).toBe('hit');
    // A check found the result unchanged: the next is FRESH_MS later, and finds the new ad.
    clock.advance(FRESH_MS);
    const redrawn = await get('/en/ads/search?q=refrigerator');
    expect(redrawn.headers[PAGE_CACHE_HEADER]).toBe('miss');
    expect(redrawn.body).toContain('Singer refrigerator 200 litre');
    await db.query("UPDATE ads SET changed_at = now() - interval '1 minute'");
    clock.advance(FRESH_MS * 2);
    expect(await cache()).toBe('hit');
    // The turn of the promoted ads' rotation moves on: the result has none to move, so it and the page serve on.
    clock.advance(ROTATION_MS);
    expect(await cache()).toBe('hit');
    clock.advance(LIFE_MS - ROTATION_MS);
    expect(await cache()).toBe('miss');
  });
});
