// GET /data/serp (spec section 7): the search results of the apps and of the pages' in-place updates. The query
// parameters are read by parseSerpParams (core/search/serp-params.ts, never throws); the language comes from
// Accept-Language; `X-mobile-request: true` (sent when the screen is 800 px wide or less, spec section 9) leaves
// out the larger picture variants, which a phone never shows.
import type { FastifyInstance } from 'fastify';
import type { Locale } from '../../../core/catalogue.ts';
import { AppError } from '../../../core/errors.ts';
import { parseSerpParams, SERP_PARAM } from '../../../core/search/serp-params.ts';
import type { Database } from '../../adapters/database.ts';
import { localeFromAcceptLanguage } from '../../http/locale.ts';
import type { AdCard } from '../ads/service.ts';
import { catalogueIndex } from '../catalog/service.ts';
import { cachedSearch } from './result-cache.ts';
import type { SearchResult } from './service.ts';

/** An ad card of the API, with category and location named in the caller's language. */
export function serpAd(card: AdCard, locale: Locale, mobile: boolean) {
  const { categoryId, locationId, picture, publishedAt, ...rest } = card;
  const category = catalogueIndex.categoryById(categoryId);
  const location = catalogueIndex.locationById(locationId);
  return {
    ...rest,
    category: { id: categoryId, slug: category?.slug ?? '', name: category?.name[locale] ?? '' },
    location: { id: locationId, slug: location?.slug ?? '', name: location?.name[locale] ?? '' },
    picture: picture && mobile ? { src: picture.src, width: picture.width, height: picture.height } : picture,
    date: publishedAt,
  };
}

// The JSON of a cached result per language and screen, written once while the result stays cached (most
// requests repeat a search). Requests with ignored parameters, which vary at will, are written each time.
const bodies = new WeakMap<SearchResult, Map<string, string>>();

function serpBody(result: SearchResult, locale: Locale, mobile: boolean, ignored: readonly string[]): string {
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
  const written = bodies.get(result) ?? new Map<string, string>();
  bodies.set(result, written);
  const variant = `${locale}:${mobile}`;
  const body = written.get(variant) ?? write();
  written.set(variant, body);
  return body;
}

export async function searchRoutes(app: FastifyInstance, options: { db: Database }): Promise<void> {
  app.get('/data/serp', async (request, reply) => {
    const locale = localeFromAcceptLanguage(request.headers['accept-language']);
    const mobile = request.headers['x-mobile-request'] === 'true';
    const parsed = parseSerpParams((request.query ?? {}) as Record<string, unknown>, catalogueIndex, locale);
    if (!parsed.ok) {
      const isFilterJson = parsed.error.code === 'INVALID_FILTER_JSON';
      // parseSerpParams names the parameter first in its message ("category: unknown slug").
      const name = isFilterJson ? SERP_PARAM.filterJson : (parsed.error.message.split(/[: ]/, 1)[0] ?? '');
      throw new AppError(isFilterJson ? 'INVALID_FILTER_JSON' : 'INVALID_PARAMETER', [
        { path: `query.${name}`, message: parsed.error.message },
      ]);
    }
    const result = await cachedSearch(options.db, parsed.state);
    return (
      reply
        // Results change with every published ad: caches must ask again (spec: a new ad is searchable at once).
        .header('cache-control', 'no-cache')
        .header('vary', 'Accept-Language, X-mobile-request')
        .type('application/json; charset=utf-8')
        .send(serpBody(result, locale, mobile, parsed.ignored))
    );
  });
}
