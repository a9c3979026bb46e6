import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../../core/errors.ts';
import { isLocale } from '../../../core/i18n.ts';
import { readInput, type RequestWith } from '../../http/input.ts';
import { categoryTree, type CategoryView, locationList, type LocationView } from './service.ts';

const LocaleParams = z.object({ locale: z.string().meta({ examples: ['bn', 'en'] }) });

const CategorySchema: z.ZodType<CategoryView> = z
  .object({
    id: z.number().int().positive(),
    slug: z.string(),
    parentId: z.number().int().meta({ description: '-1 at the top level.' }),
    type: z.enum(['jobs', 'overseas_jobs', 'other', 'normal']),
    isVertical: z.boolean(),
    deactivated: z.boolean(),
    name: z.string(),
    icon: z.string(),
    get children() {
      return z.array(CategorySchema);
    },
  })
  .meta({ id: 'Category' });
const LocationSchema: z.ZodType<LocationView> = z.object({
  id: z.number().int().positive(),
  slug: z.string(),
  name: z.string(),
  parentId: z.number().int(),
  level: z.enum(['country', 'division', 'district', 'area']),
});
const Categories = z.object({ categories: z.array(CategorySchema) });
const Locations = z.object({ locations: z.array(LocationSchema) });

function requireLocale(request: RequestWith<{ params: typeof LocaleParams }>) {
  const { locale } = readInput(request, 'params');
  if (!isLocale(locale)) throw new AppError('UNSUPPORTED_LOCALE');
  return locale;
}

// The catalogue changes with a deployment or an edit in the back office (decision 159): browsers and CDNs keep it
// five minutes.
const CACHE = 'public, max-age=300, stale-while-revalidate=3600';

// The schemas of the routes below whose option would not fit on the route's line.
const getCategoriesLocale = {
  summary: 'Get the category tree',
  description:
    'Every category, its children nested, named in the locale of the path (spec section 7), deactivated ones ' +
    'marked; cached five minutes (decision 159). Anyone may call it. Errors: `404 UNSUPPORTED_LOCALE` for a ' +
    'locale other than `bn` or `en`.',
  params: LocaleParams,
  response: { 200: Categories },
};
const getLocationsLocale = {
  summary: 'List the locations',
  description:
    'Every location (country, divisions, districts, areas) with its parent, named in the locale of the path ' +
    '(spec section 7); cached five minutes (decision 159). Anyone may call it. Errors: `404 UNSUPPORTED_LOCALE` ' +
    'for a locale other than `bn` or `en`.',
  params: LocaleParams,
  response: { 200: Locations },
};
export async function catalogRoutes(app: FastifyInstance): Promise<void> {
  app.get('/data/categories/:locale', { schema: getCategoriesLocale }, async (request, reply) => {
    const locale = requireLocale(request);
    return reply.header('cache-control', CACHE).send({ categories: categoryTree(locale) });
  });
  app.get('/data/locations/:locale', { schema: getLocationsLocale }, async (request, reply) => {
    const locale = requireLocale(request);
    return reply.header('cache-control', CACHE).send({ locations: locationList(locale) });
  });
}
