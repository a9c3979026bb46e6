// GET /data/banners (spec section 7: filters plus applicationName=pwa), the click redirect that counts clicks, and
// the admins' banner calls.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { LOCALES } from '../../../core/catalogue.ts';
import type { AppServices } from '../../context.ts';
import { readInput } from '../../http/input.ts';
import { localeFromAcceptLanguage } from '../../http/locale.ts';
import { NoContent, Redirect } from '../../http/openapi.ts';
import { staffCall, staffOf } from '../staff/index.ts';
import { BANNER_SLOTS } from '../../../core/banners.ts';
import {
  bannerLink,
  bannersFor,
  BannerInputSchema,
  createBanner,
  listBanners,
  updateBanner,
  type BannerAdminView,
  type BannerView,
} from './service.ts';
import { FLUSH_SECONDS, countClick, flushBannerStats } from './stats.ts';

const BannersQuery = z.object({
  slot: z.enum(BANNER_SLOTS).default('home'),
  category: z.string().max(80).optional(),
  location: z.string().max(80).optional(),
  locale: z.enum(LOCALES).optional(),
  // The calling application (spec: pwa for the site); accepted and not otherwise used.
  applicationName: z.string().max(20).optional(),
});
const IdParams = z.object({ id: z.coerce.number().int().positive() });

// The answers.
const SlotSchema = z.enum(BANNER_SLOTS);
export const BannerSchema: z.ZodType<BannerView> = z
  .object({
    id: z.number().int().positive(),
    slot: SlotSchema,
    image_url: z.string(),
    click_url: z.string().meta({ description: 'Counts the click and goes on to the advertiser.' }),
    alt: z.string(),
  })
  .meta({ id: 'Banner' });
const Banners = z.object({ banners: z.array(BannerSchema) });
const BannerAdminSchema: z.ZodType<BannerAdminView> = z.object({
  id: z.number().int().positive(),
  slot: SlotSchema,
  category: z.string(),
  location: z.string(),
  image_url: z.string(),
  link_url: z.string(),
  alt_bn: z.string(),
  alt_en: z.string(),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  active: z.boolean(),
  impressions: z.number().int().nonnegative(),
  clicks: z.number().int().nonnegative(),
});
const AdminBanners = z.object({ banners: z.array(BannerAdminSchema) });
const BannerCreated = z.object({ banner: z.object({ id: z.number().int().positive() }) });

// The schemas of the routes below: their inputs, answers and documentation.
const getBanners = {
  summary: 'List the banners to show in a slot',
  description:
    'Up to three banners in force in `slot` (home by default), those of the category and location first, with ' +
    'alt text in `locale` or else the Accept-Language language (spec section 7: filters plus applicationName). ' +
    'Anyone may call it; each answer counts the impressions of what it shows (decision 82). 400 ' +
    'VALIDATION_FAILED for a bad parameter.',
  querystring: BannersQuery,
  response: { 200: Banners },
};
const getBannerClick = {
  summary: "Count a banner's click and go to its link",
  description:
    'Counts the click (decision 82) and redirects (302) to the link, a path on this site or an https address ' +
    '(decision 233). Anyone may call it. 400 VALIDATION_FAILED for a bad id, 404 NOT_FOUND for an unknown or ' +
    'switched-off banner or a link that is not allowed.',
  params: IdParams,
  response: { 302: Redirect },
};
const getAdminBanners = {
  summary: 'List every banner with its counts',
  description: staffCall('content', 'All banners, newest first, with their impressions and clicks (decision 82).'),
  response: { 200: AdminBanners },
};
// A banner's body errors, the same when added and edited.
const BANNER_ERRORS =
  '400 VALIDATION_FAILED for a bad field: an image not of this site (image_own_media), a link neither on this ' +
  'site nor https (link_invalid, decision 233), an end before the start (ends_before_start), an unknown category ' +
  'or location slug (unknown)';
const postAdminBanners = {
  summary: 'Add a banner',
  description: staffCall(
    'content',
    `A banner in a slot, for a category and location or all; audited. ${BANNER_ERRORS}.`,
  ),
  body: BannerInputSchema,
  response: { 201: BannerCreated },
};
const putAdminBanner = {
  summary: 'Replace a banner',
  description: staffCall(
    'content',
    `Every field of the banner at once; audited with before and after. ${BANNER_ERRORS}, 404 NOT_FOUND for an ` +
      'unknown banner.',
  ),
  params: IdParams,
  body: BannerInputSchema,
  response: { 204: NoContent },
};

export async function bannerRoutes(app: FastifyInstance, services: AppServices): Promise<void> {
  const flush = () =>
    flushBannerStats(services.db).catch((error: unknown) =>
      app.log.error({ err: error }, 'banner statistics not written'),
    );
  const timer = setInterval(() => void flush(), FLUSH_SECONDS * 1000);
  timer.unref();
  // preClose: the database is still open then (the process closes it in its own onClose hook). Counts from the
  // requests still finishing after it are lost, a handful at most.
  app.addHook('preClose', async () => {
    clearInterval(timer);
    await flushBannerStats(services.db);
  });

  app.get('/data/banners', { schema: getBanners }, async (request, reply) => {
    const query = readInput(request, 'querystring');
    const locale = query.locale ?? localeFromAcceptLanguage(request.headers['accept-language']);
    const banners = await bannersFor(services.db, services.clock, query, locale);
    // Not cached: each answer counts the impressions of what it shows.
    return reply.header('cache-control', 'no-store').send({ banners });
  });

  app.get('/data/banners/:id/click', { schema: getBannerClick }, async (request, reply) => {
    const { id } = readInput(request, 'params');
    const link = await bannerLink(services.db, id);
    countClick(id);
    return reply.header('cache-control', 'no-store').redirect(link, 302);
  });

  // The admins' calls: the back-office hook has checked the caller (core/backoffice/permissions.ts).
  app.get('/data/admin/banners', { schema: getAdminBanners }, async (_request, reply) => {
    return reply.header('cache-control', 'private, no-store').send({ banners: await listBanners(services.db) });
  });

  app.post('/data/admin/banners', { schema: postAdminBanners }, async (request, reply) => {
    const input = readInput(request, 'body', {});
    return reply.status(201).send({ banner: await createBanner(services.db, services.clock, staffOf(request), input) });
  });

  app.put('/data/admin/banners/:id', { schema: putAdminBanner }, async (request, reply) => {
    const { id } = readInput(request, 'params');
    const input = readInput(request, 'body', {});
    await updateBanner(services.db, staffOf(request), id, input);
    return reply.status(204).send();
  });
}
