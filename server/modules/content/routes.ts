// The content calls: SEO data (GET /data/static/meta, spec section 7), page content by its request name (spec
// section 9), the admins' edits, and the contact-us / advertising request form.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { CONTACT_FORM_KINDS, CONTENT_PAGE_NAMES, type ContentPageName } from '../../../core/content-pages.ts';
import { AppError } from '../../../core/errors.ts';
import { LOCALES } from '../../../core/catalogue.ts';
import type { AppServices } from '../../context.ts';
import { parseInput } from '../../http/input.ts';
import { readInput } from '../../http/input.ts';
import { localeFromAcceptLanguage } from '../../http/locale.ts';
import { NoContent } from '../../http/openapi.ts';
import { type AdCard, AdCardSchema } from '../ads/index.ts';
import { staffCall, staffOf } from '../staff/index.ts';
import { BannerSchema } from '../banners/index.ts';
import { PictureSourcesSchema } from '../media/index.ts';
import { robotsTxt, sitemapChunk, sitemapIndex } from './sitemaps.ts';
import { type HomeData, homeData, MOST_RECENT_VIEWS } from './home.ts';
import { type PageMeta, pageMeta } from './seo.ts';
import {
  ContactRequestSchema,
  getPage,
  getPageText,
  listContactRequests,
  PageTextSchema,
  previewPage,
  savePage,
  submitContactRequest,
  type ContactRequestView,
  type PageView,
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

// The answers.
const PageMetaSchema: z.ZodType<PageMeta> = z.object({
  title: z.string(),
  description: z.string(),
  canonical: z.string(),
  alternates: z.object({ bn: z.string(), en: z.string() }),
});
const Meta = z.object({ meta: PageMetaSchema });
const Link = { slug: z.string(), name: z.string(), href: z.string() };
/** An ad card as the ads module reads it (ids, not names, of its category and location). */
const RecentAdSchema: z.ZodType<AdCard> = AdCardSchema.omit({
  category: true,
  location: true,
  picture: true,
  date: true,
}).extend({
  categoryId: z.number().int().positive(),
  locationId: z.number().int().positive(),
  picture: PictureSourcesSchema.nullable(),
  publishedAt: z.string(),
});
const HomeSchema: z.ZodType<HomeData> = z.object({
  seo: PageMetaSchema,
  categories: z.array(
    z.object({ id: z.number().int().positive(), icon: z.string(), count: z.number().int().nonnegative(), ...Link }),
  ),
  locations: z.array(z.object({ ...Link, districts: z.array(z.object(Link)) })),
  banners: z.object({ home: z.array(BannerSchema), roadblock: z.array(BannerSchema) }),
  featured_shops: z.array(z.never()).meta({ description: 'Shops have no pages yet: always empty.' }),
  doorstep: z
    .object({
      featured: z.array(RecentAdSchema),
      categories: z.array(
        z.object({ id: z.number().int().positive(), icon: z.string(), count: z.number().int().nonnegative(), ...Link }),
      ),
    })
    .nullable()
    .meta({ description: 'Featured delivery ads and delivery ads per category; null when none is live.' }),
  recently_viewed: z.array(RecentAdSchema),
});
const Home = z.object({ home: HomeSchema });
const PageSchema: z.ZodType<PageView> = z.object({
  name: PageName,
  locale: z.enum(LOCALES),
  title: z.string(),
  html: z.string().meta({ description: 'Sanitised HTML made from the Markdown.' }),
  description: z.string(),
  updatedAt: z.string().nullable().meta({ description: 'Null for the shipped text.' }),
});
const Page = z.object({ page: PageSchema });
const PageTextAnswer = z.object({ page: PageTextSchema.extend({ updatedAt: z.string().nullable() }) });
const Preview = z.object({ html: z.string() });
const ContactRequestCreated = z.object({ contact_request: z.object({ id: z.number().int().positive() }) });
const ContactRequestSchemaView: z.ZodType<ContactRequestView> = z.object({
  id: z.number().int().positive(),
  kind: z.enum(CONTACT_FORM_KINDS),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  message: z.string(),
  locale: z.string(),
  createdAt: z.string(),
});
const ContactRequests = z.object({ contact_requests: z.array(ContactRequestSchemaView) });

// The schemas of the routes below: their inputs, answers and documentation.
const getStaticMeta = {
  summary: "Read a page's SEO data",
  description:
    'Title, description, canonical address and the bn/en alternates of the home page or of the content page ' +
    '`page` (spec section 7), in `locale` or else the Accept-Language language. Anyone may call it. 400 ' +
    'VALIDATION_FAILED for an unknown locale or page.',
  querystring: MetaQuery,
  response: { 200: Meta },
};
const getHome = {
  summary: "Read the home page's data",
  description:
    'SEO data, categories with their ad counts, locations, the home and roadblock banners, doorstep data and the ' +
    'recently viewed ads of `local_views` (spec section 7: the first 20 ids, here comma-separated). Anyone may ' +
    "call it; each answer counts its banners' impressions. 400 VALIDATION_FAILED for an unknown locale or a " +
    'local_views that is not ids separated by commas.',
  querystring: HomeQuery,
  response: { 200: Home },
};
const getPageContentName = {
  summary: 'Read a content page',
  description:
    'A content page by its request name (spec section 9), its Markdown made into sanitised HTML (decision 80), ' +
    'in `locale` or else the Accept-Language language; the shipped text until an admin saves one. Anyone may ' +
    'call it. 400 VALIDATION_FAILED for an unknown name or locale.',
  params: NameParams,
  querystring: LocaleQuery,
  response: { 200: Page },
};
const getAdminPageContentName = {
  summary: "Read a content page's Markdown for editing",
  description: staffCall(
    'content',
    "Both languages' title and Markdown, as the editor starts from them (decision 80). 400 VALIDATION_FAILED for " +
      'an unknown name.',
  ),
  params: NameParams,
  response: { 200: PageTextAnswer },
};
const putAdminPageContentName = {
  summary: 'Save a content page',
  description: staffCall(
    'content',
    "Both languages' title and Markdown at once; visitors see it within a minute (shared caches keep a page 60 " +
      's) and the audit log records before and after. 400 VALIDATION_FAILED for an unknown name or a bad body.',
  ),
  params: NameParams,
  body: PageTextSchema,
  response: { 204: NoContent },
};
const postAdminPageContentPreview = {
  summary: 'Preview Markdown as a content page',
  description: staffCall(
    'content',
    'The HTML visitors would get for this Markdown, raw HTML left out (decision 80); nothing is saved. 400 ' +
      'VALIDATION_FAILED for a body over 50,000 characters.',
  ),
  body: PreviewBody,
  response: { 200: Preview },
};
const postContactRequests = {
  summary: 'Send a contact or advertising request',
  description:
    'Stores a contact-us, advertising or staffing message for the admins (the help/contact page, spec section 2). ' +
    'Anyone may call it, signed in or not. 400 VALIDATION_FAILED for a bad field, 429 RATE_LIMITED beyond 5 an ' +
    'hour or 20 a day from one address.',
  body: ContactRequestSchema,
  response: { 201: ContactRequestCreated },
};
const getAdminContactRequests = {
  summary: 'List contact requests',
  description: staffCall('content', 'The 100 newest contact, advertising and staffing requests.'),
  response: { 200: ContactRequests },
};

// Pages change only when an admin saves: a short shared cache keeps them cheap, and an edit shows within a minute.
const CACHE = 'public, max-age=60, stale-while-revalidate=600';

export async function contentRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  const origin = services.config.PUBLIC_URL;
  const localeOf = (query: { locale?: (typeof LOCALES)[number] | undefined }, header: string | undefined) =>
    query.locale ?? localeFromAcceptLanguage(header);

  app.get('/data/static/meta', { schema: getStaticMeta }, async (request, reply) => {
    const query = readInput(request, 'querystring');
    const locale = localeOf(query, request.headers['accept-language']);
    const meta = await pageMeta(services.db, origin, locale, query.page ?? null);
    return reply.header('cache-control', CACHE).send({ meta });
  });

  app.get('/data/home', { schema: getHome }, async (request, reply) => {
    const query = readInput(request, 'querystring');
    const locale = localeOf(query, request.headers['accept-language']);
    const home = await homeData(services, origin, locale, query.local_views);
    // Banners count an impression per answer, and recent views are the caller's own: not shared-cached.
    return reply.header('cache-control', 'private, no-store').send({ home });
  });

  app.get('/data/page-content/:name', { schema: getPageContentName }, async (request, reply) => {
    const { name } = readInput(request, 'params');
    const query = readInput(request, 'querystring');
    const page = await getPage(services.db, name, localeOf(query, request.headers['accept-language']));
    return reply.header('cache-control', CACHE).send({ page });
  });

  // The admin's editor: both languages' Markdown, then the save (the back-office hook has checked the caller).
  app.get('/data/admin/page-content/:name', { schema: getAdminPageContentName }, async (request, reply) => {
    const { name } = readInput(request, 'params');
    return reply.header('cache-control', 'private, no-store').send({ page: await getPageText(services.db, name) });
  });

  app.put('/data/admin/page-content/:name', { schema: putAdminPageContentName }, async (request, reply) => {
    const { name } = readInput(request, 'params');
    const input = readInput(request, 'body', {});
    await savePage(services.db, services.clock, staffOf(request), name, input);
    return reply.status(204).send();
  });

  app.post('/data/admin/page-content/preview', { schema: postAdminPageContentPreview }, async (request, reply) => {
    const { body } = readInput(request, 'body', {});
    return reply.send({ html: await previewPage(body) });
  });

  app.post('/data/contact-requests', { schema: postContactRequests }, async (request, reply) => {
    const input = readInput(request, 'body', {});
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
    // Not a /data/* call (server/http/openapi.ts documents only those): it declares no schema to read from.
    const { name } = parseInput(z.object({ name: z.string().max(20) }), request.params, 'params');
    const xml = await sitemapChunk(services.db, origin, name);
    if (!xml) throw new AppError('NOT_FOUND');
    return reply.type(XML).header('cache-control', CRAWL_CACHE).send(xml);
  });
  app.get('/robots.txt', async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', CRAWL_CACHE).send(robotsTxt(origin)),
  );

  app.get('/data/admin/contact-requests', { schema: getAdminContactRequests }, async (_request, reply) => {
    return reply
      .header('cache-control', 'private, no-store')
      .send({ contact_requests: await listContactRequests(services.db) });
  });
}
