// GET /data/serp (spec section 7): the search results of the apps and of the pages' in-place updates. The query
// parameters are read by parseSerpParams (core/search/serp-params.ts, never throws); the language comes from
// Accept-Language; `X-mobile-request: true` (sent when the screen is 800 px wide or less, spec section 9) leaves
// out the larger picture variants, which a phone never shows.
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Locale } from '../../../core/catalogue.ts';
import { AppError } from '../../../core/errors.ts';
import { ORDERS, SORT_NAMES } from '../../../core/search/grammar.ts';
import { parseSerpParams, SERP_PARAM } from '../../../core/search/serp-params.ts';
import type { AppServices } from '../../context.ts';
import { BROTLI_PARAMS, type Coding, CODINGS, COMPRESSED_FROM } from '../../http/compression.ts';
import { readInput } from '../../http/input.ts';
import { localeFromAcceptLanguage } from '../../http/locale.ts';
import { type AdCard, AdCardSchema, serpAd } from '../ads/index.ts';
import { catalogueIndex } from '../catalog/index.ts';
import { cachedSearch } from './result-cache.ts';
import type { Facet, FilterValueView, FilterView, Refinement, SearchResult } from './service.ts';

const FacetObject = z.object({
  id: z.number().int().positive(),
  slug: z.string(),
  name: z.string(),
  count: z.number().int().nonnegative(),
  href: z.string(),
});
const FacetSchema: z.ZodType<Facet> = FacetObject;
const FilterValueSchema: z.ZodType<FilterValueView> = z
  .object({
    key: z.string(),
    label: z.string(),
    checked: z.boolean(),
    count: z.number().int().nonnegative().optional(),
    get children() {
      return z.array(FilterValueSchema).optional();
    },
  })
  .meta({ id: 'FilterValue' });
const RangeFilter = {
  key: z.string(),
  label: z.string(),
  minimum: z.number().meta({ description: '-1: no bound.' }),
  maximum: z.number().meta({ description: '-1: no bound.' }),
  unit: z.string().optional(),
};
export const FilterSchema: z.ZodType<FilterView> = z.discriminatedUnion('type', [
  z.object({ key: z.string(), type: z.literal('enum'), label: z.string(), values: z.array(FilterValueSchema) }),
  z.object({ key: z.string(), type: z.literal('tree'), label: z.string(), values: z.array(FilterValueSchema) }),
  z.object({ ...RangeFilter, type: z.literal('money') }),
  z.object({ ...RangeFilter, type: z.literal('numeric') }),
]);

/** The search's flags as spec section 7 writes them. */
const Flag = z.enum(['1', '0']).optional();
/** A larger page is refused; one from 401 up is page 1, as on the results pages (spec section 5). */
const MAX_SERP_PAGE = 10_000;

// The search parameters of spec section 7. Sort, order, page and the flags are typed here, and a value outside their
// type is a 400 naming it (decision 254); the others are read by parseSerpParams (never a 500: a value it cannot
// read is a 400 too). The results pages stay lenient: what they do not understand is left out of their URL.
const SerpQuery = z
  .object({
    ...(Object.fromEntries(Object.values(SERP_PARAM).map((name) => [name, z.string().optional()])) as Record<
      (typeof SERP_PARAM)[keyof typeof SERP_PARAM],
      z.ZodOptional<z.ZodString>
    >),
    sort: z
      .enum(SORT_NAMES)
      .optional()
      .meta({
        description:
          'date: newest first. relevance: best match. price: by price, ads without one last. Default: relevance with ' +
          'a query, else date.',
      }),
    order: z.enum(ORDERS).optional().meta({ description: 'asc only with sort=price (low to high, its default).' }),
    page: z.coerce.number().int().min(1).max(MAX_SERP_PAGE).optional().meta({ description: 'Beyond 400: page 1.' }),
    by_paying_member: Flag.meta({ description: '1: members only; 0: non-members only; absent: all posters.' }),
    by_authorized_dealer: Flag.meta({ description: '1: authorised dealers only.' }),
    buy_now: Flag.meta({ description: '1: doorstep delivery only.' }),
    urgent: Flag.meta({ description: '1: urgent ads only.' }),
    by_featured_member: Flag.meta({ description: '1: featured members only.' }),
  })
  .refine((query) => query.order !== 'asc' || query.sort === 'price', {
    path: ['order'],
    message: 'only sort=price is ordered asc',
  });

export const SerpResponse = z.object({
  ads: z.array(AdCardSchema),
  top_ads: z.array(AdCardSchema),
  spotlights: z.array(AdCardSchema),
  total: z.number().int().nonnegative(),
  total_is_capped: z.boolean(),
  page: z.number().int().positive(),
  pages: z.number().int().nonnegative(),
  similar: z.boolean(),
  corrected_query: z.string().nullable(),
  facets: z.object({ categories: z.array(FacetSchema), locations: z.array(FacetSchema) }),
  refinements: z
    .array(z.object({ ...FacetObject.shape, capped: z.boolean() }) satisfies z.ZodType<Refinement>)
    .meta({ description: '"In Cars (1,234)": the categories a text search is likely about, most likely first.' }),
  filters: z.array(FilterSchema),
  canonical: z.string(),
  ignored: z.array(z.string()).meta({ description: 'Parameters that were not understood and were left out.' }),
});

/** How a kept answer is compressed in each coding: as app.ts's compression would. */
const compress: Record<Coding, (json: string) => Buffer> = {
  br: (json) => brotliCompressSync(json, { params: BROTLI_PARAMS }),
  gzip: (json) => gzipSync(json),
};

/** An answer's JSON and, once asked for, its compressed forms. */
export interface SerpBody {
  json: string;
  coded: Partial<Record<Coding, Buffer>>;
}

// The answer for a cached result per language and screen, written (and compressed for each coding asked) once while
// the result stays cached: most requests repeat a search. Requests with ignored parameters, which vary at will, are
// written each time, and compressed by app.ts.
const bodies = new WeakMap<SearchResult, Map<string, SerpBody>>();

function serpBody(
  result: SearchResult,
  locale: Locale,
  mobile: boolean,
  ignored: readonly string[],
): SerpBody | string {
  const write = () => {
    const card = (ad: AdCard) => serpAd(ad, locale, mobile);
    return JSON.stringify({
      ads: result.ads.map(card),
      top_ads: result.topAds.map(card),
      spotlights: result.spotlights.map(card),
      total: result.total,
      total_is_capped: result.totalIsCapped,
      page: result.page,
      pages: result.pages,
      similar: result.similar,
      corrected_query: result.correctedQuery,
      facets: result.facets,
      refinements: result.refinements,
      filters: result.filters,
      canonical: result.canonical,
      ignored,
    });
  };
  if (ignored.length > 0) return write();
  const written = bodies.get(result) ?? new Map<string, SerpBody>();
  bodies.set(result, written);
  const variant = `${locale}:${mobile}`;
  const body = written.get(variant) ?? { json: write(), coded: {} };
  written.set(variant, body);
  return body;
}

/** A kept answer compressed in the coding the client prefers among CODINGS, or null to send it as it is. */
export function coded(body: SerpBody, accepted: string | undefined): { coding: Coding; bytes: Buffer } | null {
  // Counted in characters, each at least a byte: a shorter answer that is longer in bytes is compressed by app.ts.
  if (!accepted || body.json.length < COMPRESSED_FROM) return null;
  const coding = negotiate(accepted, [...CODINGS]) as Coding | undefined;
  if (!coding) return null;
  const bytes = body.coded[coding] ?? compress[coding](body.json);
  body.coded[coding] = bytes;
  return { coding, bytes };
}

const getSerp = {
  summary: 'Search the ads',
  description:
    'The results page of a search (spec section 7): one page of ads, 2 top ads and 5 spotlights, counts, facets, ' +
    'the filters of the category and the canonical URL. The parameters follow spec sections 3 and 5: a page above ' +
    '400 is page 1, a blank query is dropped, unknown parameters are left out and named in `ignored`. The ' +
    'language follows Accept-Language; `X-mobile-request: true` leaves out the larger pictures. Errors: ' +
    '`400 INVALID_PARAMETER` for a value that is not understood (`query.category`), `400 INVALID_FILTER_JSON` for ' +
    'a filter_json that is not valid (`query.filter_json`).',
  querystring: SerpQuery,
  response: { 200: SerpResponse },
};
export async function searchRoutes(app: FastifyInstance, options: Pick<AppServices, 'db' | 'clock'>): Promise<void> {
  app.get('/data/serp', { schema: getSerp }, async (request, reply) => {
    const locale = localeFromAcceptLanguage(request.headers['accept-language']);
    const mobile = request.headers['x-mobile-request'] === 'true';
    const parsed = parseSerpParams(readInput(request, 'querystring', {}), catalogueIndex, locale);
    if (!parsed.ok) {
      const isFilterJson = parsed.error.code === 'INVALID_FILTER_JSON';
      // parseSerpParams names the parameter first in its message ("category: unknown slug").
      const name = isFilterJson ? SERP_PARAM.filterJson : (parsed.error.message.split(/[: ]/, 1)[0] ?? '');
      throw new AppError(isFilterJson ? 'INVALID_FILTER_JSON' : 'INVALID_PARAMETER', [
        { path: `query.${name}`, message: parsed.error.message },
      ]);
    }
    const viewer = await request.viewer();
    const result = await cachedSearch(options.db, options.clock, parsed.state, viewer?.account.id ?? null);
    const body = serpBody(result, locale, mobile, parsed.ignored);
    void reply
      // Results change with every published ad: caches must ask again (within FRESH_MS, result-cache.ts).
      .header('cache-control', 'no-cache')
      // Lower case, as app.ts's compression writes it (it adds its own when a differently written one is there).
      .header('vary', 'accept-language, x-mobile-request, accept-encoding')
      .type('application/json; charset=utf-8');
    if (typeof body === 'string') return reply.send(body);
    const compressed = coded(body, request.headers['accept-encoding']);
    if (!compressed) return reply.send(body.json);
    return reply.header('content-encoding', compressed.coding).send(compressed.bytes);
  });
}
