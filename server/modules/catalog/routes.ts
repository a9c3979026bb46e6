import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../../core/errors.ts';
import { isLocale } from '../../../core/i18n.ts';
import { parseInput } from '../../http/errors.ts';
import { categoryTree, locationList } from './service.ts';

const LocaleParams = z.object({ locale: z.string() });

function requireLocale(params: unknown) {
  const { locale } = parseInput(LocaleParams, params, 'params');
  if (!isLocale(locale)) throw new AppError('UNSUPPORTED_LOCALE');
  return locale;
}

// The catalogue changes only with a deployment: let browsers and CDNs keep it for an hour.
const CACHE = 'public, max-age=3600, stale-while-revalidate=86400';

export async function catalogRoutes(app: FastifyInstance): Promise<void> {
  app.get('/data/categories/:locale', async (request, reply) => {
    const locale = requireLocale(request.params);
    return reply.header('cache-control', CACHE).send({ categories: categoryTree(locale) });
  });
  app.get('/data/locations/:locale', async (request, reply) => {
    const locale = requireLocale(request.params);
    return reply.header('cache-control', CACHE).send({ locations: locationList(locale) });
  });
}
