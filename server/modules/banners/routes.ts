// GET /data/banners (spec section 7: filters plus applicationName=pwa), the click redirect that counts clicks, and
// the admins' banner calls.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { LOCALES } from '../../../core/catalogue.ts';
import type { AppServices } from '../../context.ts';
import { parseInput } from '../../http/errors.ts';
import { localeFromAcceptLanguage } from '../../http/locale.ts';
import { staffOf } from '../backoffice/access.ts';
import {
  BANNER_SLOTS,
  bannerLink,
  bannersFor,
  BannerInputSchema,
  createBanner,
  listBanners,
  updateBanner,
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

  app.get('/data/banners', async (request, reply) => {
    const query = parseInput(BannersQuery, request.query, 'query');
    const locale = query.locale ?? localeFromAcceptLanguage(request.headers['accept-language']);
    const banners = await bannersFor(services.db, services.clock, query, locale);
    // Not cached: each answer counts the impressions of what it shows.
    return reply.header('cache-control', 'no-store').send({ banners });
  });

  app.get('/data/banners/:id/click', async (request, reply) => {
    const { id } = parseInput(IdParams, request.params, 'params');
    const link = await bannerLink(services.db, id);
    countClick(id);
    return reply.header('cache-control', 'no-store').redirect(link, 302);
  });

  // The admins' calls: the back-office hook has checked the caller (core/backoffice/permissions.ts).
  app.get('/data/admin/banners', async (_request, reply) => {
    return reply.header('cache-control', 'private, no-store').send({ banners: await listBanners(services.db) });
  });

  app.post('/data/admin/banners', async (request, reply) => {
    const input = parseInput(BannerInputSchema, request.body ?? {}, 'body');
    return reply.status(201).send({ banner: await createBanner(services.db, services.clock, staffOf(request), input) });
  });

  app.put('/data/admin/banners/:id', async (request, reply) => {
    const { id } = parseInput(IdParams, request.params, 'params');
    const input = parseInput(BannerInputSchema, request.body ?? {}, 'body');
    await updateBanner(services.db, staffOf(request), id, input);
    return reply.status(204).send();
  });
}
