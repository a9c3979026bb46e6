// The content calls: SEO data (GET /data/static/meta, spec section 7), page content by its request name (spec
// section 9), the admins' edits, and the contact-us / advertising request form.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { CONTENT_PAGE_NAMES, type ContentPageName } from '../../../core/content-pages.ts';
import { AppError } from '../../../core/errors.ts';
import { LOCALES } from '../../../core/catalogue.ts';
import type { AppServices } from '../../context.ts';
import { parseInput } from '../../http/errors.ts';
import { localeFromAcceptLanguage } from '../../http/locale.ts';
import { staffOf } from '../backoffice/access.ts';
import { robotsTxt, sitemapChunk, sitemapIndex } from './sitemaps.ts';
import { homeData, MOST_RECENT_VIEWS } from './home.ts';
import { pageMeta } from './seo.ts';
import {
  ContactRequestSchema,
  getPage,
  getPageText,
  listContactRequests,
  PageTextSchema,
  previewPage,
  savePage,
  submitContactRequest,
} from './service.ts';

const PageName = z.enum(CONTENT_PAGE_NAMES as [ContentPageName, ...ContentPageName[]]);
const NameParams = z.object({ name: PageName });
const LocaleQuery = z.object({ locale: z.enum(LOCALES).optional() });
const MetaQuery = LocaleQuery.extend({ page: PageName.optional() });
// Spec section 7 (POST /data/doorstep/recent): the first 20 recently viewed ids, here comma-separated.
const HomeQuery = LocaleQuery.extend({
  local_views: z
    .string()
    .regex(/^\d+(,\d+)*$/)
    .optional()
    .transform((v) => (v ? v.split(',').map(Number).slice(0, MOST_RECENT_VIEWS) : [])),
});
const PreviewBody = z.object({ body: z.string().max(50_000) });

// Pages change only when an admin saves: a short shared cache keeps them cheap, and an edit shows within a minute.
const CACHE = 'public, max-age=60, stale-while-revalidate=600';

export async function contentRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  const origin = services.config.PUBLIC_URL.replace(/\/$/, '');
  const localeOf = (query: { locale?: (typeof LOCALES)[number] | undefined }, header: string | undefined) =>
    query.locale ?? localeFromAcceptLanguage(header);

  app.get('/data/static/meta', async (request, reply) => {
    const query = parseInput(MetaQuery, request.query, 'query');
    const locale = localeOf(query, request.headers['accept-language']);
    const meta = await pageMeta(services.db, origin, locale, query.page ?? null);
    return reply.header('cache-control', CACHE).send({ meta });
  });

  app.get('/data/home', async (request, reply) => {
    const query = parseInput(HomeQuery, request.query, 'query');
    const locale = localeOf(query, request.headers['accept-language']);
    const home = await homeData(services, origin, locale, query.local_views);
    // Banners count an impression per answer, and recent views are the caller's own: not shared-cached.
    return reply.header('cache-control', 'private, no-store').send({ home });
  });

  app.get('/data/page-content/:name', async (request, reply) => {
    const { name } = parseInput(NameParams, request.params, 'params');
    const query = parseInput(LocaleQuery, request.query, 'query');
    const page = await getPage(services.db, name, localeOf(query, request.headers['accept-language']));
    return reply.header('cache-control', CACHE).send({ page });
  });

  // The admin's editor: both languages' Markdown, then the save (the back-office hook has checked the caller).
  app.get('/data/admin/page-content/:name', async (request, reply) => {
    const { name } = parseInput(NameParams, request.params, 'params');
    return reply.header('cache-control', 'private, no-store').send({ page: await getPageText(services.db, name) });
  });

  app.put('/data/admin/page-content/:name', async (request, reply) => {
    const { name } = parseInput(NameParams, request.params, 'params');
    const input = parseInput(PageTextSchema, request.body ?? {}, 'body');
    await savePage(services.db, services.clock, staffOf(request), name, input);
    return reply.status(204).send();
  });

  app.post('/data/admin/page-content/preview', async (request, reply) => {
    const { body } = parseInput(PreviewBody, request.body ?? {}, 'body');
    return reply.send({ html: await previewPage(body) });
  });

  app.post('/data/contact-requests', async (request, reply) => {
    const input = parseInput(ContactRequestSchema, request.body ?? {}, 'body');
    const viewer = await request.viewer();
    const created = await submitContactRequest(
      services,
      {
        ip: request.ip,
        userId: viewer?.account.id ?? null,
        locale: localeFromAcceptLanguage(request.headers['accept-language']),
      },
      input,
    );
    return reply.status(201).send({ contact_request: created });
  });

  // Crawlers: the sitemap index, its chunks and robots.txt (cached an hour: ads come and go, crawlers come daily).
  const XML = 'application/xml; charset=utf-8';
  const CRAWL_CACHE = 'public, max-age=3600';
  app.get('/sitemap.xml', async (_request, reply) =>
    reply
      .type(XML)
      .header('cache-control', CRAWL_CACHE)
      .send(await sitemapIndex(services.db, origin)),
  );
  app.get('/sitemap-:name.xml', async (request, reply) => {
    const { name } = parseInput(z.object({ name: z.string().max(20) }), request.params, 'params');
    const xml = await sitemapChunk(services.db, origin, name);
    if (!xml) throw new AppError('NOT_FOUND');
    return reply.type(XML).header('cache-control', CRAWL_CACHE).send(xml);
  });
  app.get('/robots.txt', async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', CRAWL_CACHE).send(robotsTxt(origin)),
  );

  app.get('/data/admin/contact-requests', async (_request, reply) => {
    return reply
      .header('cache-control', 'private, no-store')
      .send({ contact_requests: await listContactRequests(services.db) });
  });
}
