// The doorstep calls of spec section 7: GET /data/doorstep/featured, /popular, /count, /shops (locale passed) and
// POST /data/doorstep/recent (local_views: the first 20 recently viewed ids, locale). Public; the caller's
// language is the `locale` given, else Accept-Language.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { Locale } from '../../../core/catalogue.ts';
import type { AppServices } from '../../context.ts';
import { readInput, type RequestWith } from '../../http/input.ts';
import { localeFromAcceptLanguage } from '../../http/locale.ts';
import { type AdCard, AdCardSchema, serpAd } from '../ads/index.ts';
import { ShopSummarySchema } from '../shops/index.ts';
import { LocaleQuerySchema, RecentBodySchema } from './schemas.ts';
import {
  countDelivery,
  deliveryShops,
  featuredDelivery,
  popularDelivery,
  recentDelivery,
  type DoorstepCount,
} from './service.ts';

const Ads = z.object({ ads: z.array(AdCardSchema) });
const CountSchema: z.ZodType<DoorstepCount> = z.object({
  id: z.number().int(),
  slug: z.string(),
  icon: z.string(),
  name: z.string(),
  count: z.number().int(),
  href: z.string().meta({ description: 'The delivery search in the category.' }),
});
const Counts = z.object({
  categories: z.array(CountSchema).meta({ description: 'Live delivery ads per top-level category, largest first.' }),
  total: z.number().int(),
});
const Shops = z.object({ shops: z.array(ShopSummarySchema) });
const LOCALE = 'The language is `locale`, else Accept-Language.';
const BAD_LOCALE = '`400 VALIDATION_FAILED` for a locale other than bn or en (`query.locale`)';
const getFeatured = {
  summary: 'List the featured delivery ads',
  description:
    'Doorstep delivery ads promoted now (top ad, featured, spotlight) or from featured members, newest first, for ' +
    `the doorstep landing (spec section 7). Public. ${LOCALE} Errors: ${BAD_LOCALE}.`,
  querystring: LocaleQuerySchema,
  response: { 200: Ads },
};
const getPopular = {
  summary: 'List the popular delivery ads',
  description:
    'The doorstep delivery ads most viewed over the last Bangladesh days, for the doorstep landing (spec section ' +
    `7). Public. ${LOCALE} Errors: ${BAD_LOCALE}.`,
  querystring: LocaleQuerySchema,
  response: { 200: Ads },
};
const getCount = {
  summary: 'Count the delivery ads per category',
  description:
    'The doorstep breakdown (spec section 3): live delivery ads per top-level category, largest first, and their ' +
    `total. Public. ${LOCALE} Errors: ${BAD_LOCALE}.`,
  querystring: LocaleQuerySchema,
  response: { 200: Counts },
};
const getShops = {
  summary: 'List the shops that deliver',
  description:
    "Members' shops with live doorstep delivery ads, those with the most first (spec section 7). Public. " +
    `${LOCALE} Errors: ${BAD_LOCALE}.`,
  querystring: LocaleQuerySchema,
  response: { 200: Shops },
};
const postRecent = {
  summary: 'List the recently viewed delivery ads',
  description:
    "The visitor's recently viewed ads that are live with doorstep delivery (spec section 7): the first 20 ids of " +
    '`local_views` in their order, without repeats; unknown ads and ads no longer live or delivered are left out. ' +
    'Public; the language is `locale`, else Accept-Language. Errors: `400 VALIDATION_FAILED` for a list over 100 ' +
    'ids or an id that is not a positive integer (`body.local_views.0`), or a bad locale (`body.locale`).',
  body: RecentBodySchema,
  response: { 200: Ads },
};

// Public lists that change as ads are published: a short shared cache.
const CACHE = 'public, max-age=60';

export async function doorstepRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  const { db, clock } = services;
  const localeOf = (request: RequestWith<{ querystring: typeof LocaleQuerySchema }>): Locale =>
    readInput(request, 'querystring').locale ?? localeFromAcceptLanguage(request.headers['accept-language']);
  const sendAds = (reply: FastifyReply, ads: AdCard[], locale: Locale, cache = CACHE) =>
    reply.header('cache-control', cache).send({ ads: ads.map((ad) => serpAd(ad, locale, false)) });

  app.get('/data/doorstep/featured', { schema: getFeatured }, async (request, reply) => {
    const locale = localeOf(request);
    return sendAds(reply, await featuredDelivery(db, clock.now()), locale);
  });

  app.get('/data/doorstep/popular', { schema: getPopular }, async (request, reply) => {
    const locale = localeOf(request);
    return sendAds(reply, await popularDelivery(db, clock.now()), locale);
  });

  app.get('/data/doorstep/count', { schema: getCount }, async (request, reply) => {
    const locale = localeOf(request);
    const categories = await countDelivery(db, locale);
    const total = categories.reduce((sum, c) => sum + c.count, 0);
    return reply.header('cache-control', CACHE).send({ categories, total });
  });

  app.get('/data/doorstep/shops', { schema: getShops }, async (request, reply) => {
    const locale = localeOf(request);
    return reply.header('cache-control', CACHE).send({ shops: await deliveryShops(db, locale) });
  });

  app.post('/data/doorstep/recent', { schema: postRecent }, async (request, reply) => {
    const body = readInput(request, 'body');
    const locale = body.locale ?? localeFromAcceptLanguage(request.headers['accept-language']);
    // The visitor's own views: never shared-cached.
    return sendAds(reply, await recentDelivery(db, body.local_views), locale, 'private, no-store');
  });
}
