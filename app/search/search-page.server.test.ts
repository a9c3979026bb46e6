// Results pages must settle after one redirect at most. These tests follow a URL the way a browser and
// the server do (WHATWG URL escaping, React Router re-serialising the query) through the results page's own
// decision, over the real catalogue.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { buildSearchUrl } from '../../core/search/build.ts';
import { filterValueArb, searchStateArbOf } from '../../core/search/arbitraries.test-support.ts';
import { catalogueIndex } from '../../server/modules/catalog/service.ts';
import { loadSearchPage, resolveSearchUrl, type SearchPageContext } from './search-page.server.ts';

const ORIGIN = 'http://haat.test';

/** What the loader sees for a link followed by a browser: React Router strips its own parameters, re-serialising. */
function asLoaderSees(href: string): URL {
  const url = new URL(href, ORIGIN);
  url.searchParams.delete('_routes');
  return url;
}

/** Follows redirects as a browser would; the number of 301s before the page, or throws after three. */
function redirectsBeforePage(href: string): { redirects: number; page: ReturnType<typeof resolveSearchUrl> } {
  let next = href;
  for (let redirects = 0; redirects < 3; redirects++) {
    const answer = resolveSearchUrl(asLoaderSees(next), catalogueIndex);
    if (answer.kind !== 'redirect') return { redirects, page: answer };
    next = answer.location;
  }
  throw new Error(`${href} still redirects after three hops (last: ${next})`);
}

const stateArb = searchStateArbOf(catalogueIndex);

const cars = catalogueIndex.categoryBySlug('cars');
if (!cars) throw new Error('the catalogue has no cars');

/** Characters that URL encoders disagree on, Unicode, and the grammar's own separators. */
const awkwardText = fc.string({
  unit: fc.constantFrom(..."',()!~*+&=%#?/ -_.aZ9কখ১😀"),
  maxLength: 16,
});

/** Query strings as people, old links and forms write them: any spelling, repeated names, multi-values. */
const messyQueryArb = fc
  .array(
    fc.tuple(
      fc.oneof(
        fc.constantFrom('query', 'page', 'sort', 'type', 'buy_now', 'urgent', 'by_paying_member', 'login-modal'),
        fc.constantFrom(...cars.filters.map((def) => `${def.type}.${def.key}`)),
        fc.constantFrom('money.price.minimum', 'numeric.model_year.maximum', 'tree.brand.model'),
        awkwardText,
      ),
      fc.oneof(
        awkwardText,
        ...cars.filters.map((def) =>
          filterValueArb(def).map((value) =>
            value.type === 'enum'
              ? value.values.join(',')
              : value.type === 'tree'
                ? value.values.map((brand) => brand.key).join(',')
                : String(value.minimum),
          ),
        ),
      ),
      fc.constantFrom<(text: string) => string>(
        (text) => text,
        encodeURIComponent,
        (text) => new URLSearchParams([['x', text]]).toString().slice(2),
      ),
    ),
    { maxLength: 6 },
  )
  .map((pairs) => pairs.map(([name, value, encode]) => `${encode(name)}=${encode(value)}`).join('&'));

describe('results page redirects', () => {
  test('answer the canonical URL of any search with the page, never with a redirect', () => {
    fc.assert(
      fc.property(stateArb, (state) => {
        const canonical = buildSearchUrl(state, catalogueIndex);
        const answer = resolveSearchUrl(asLoaderSees(canonical), catalogueIndex);
        expect(answer).toEqual({ kind: 'search', state });
      }),
      { numRuns: 500 },
    );
  });

  test('reach the page after at most one redirect from any URL, however it is spelt', () => {
    const pathArb = fc.oneof(
      stateArb.map((state) => buildSearchUrl(state, catalogueIndex).split('?', 1)[0] as string),
      fc.constantFrom(
        '/en/ads/bangladesh/cars',
        '/bn/ads',
        '/en/ads/Dhaka',
        '/ads/cars',
        '/en/ads/t/dhaka/cars/to-buy',
      ),
    );
    fc.assert(
      fc.property(pathArb, messyQueryArb, (path, query) => {
        const { redirects, page } = redirectsBeforePage(query ? `${path}?${query}` : path);
        expect(redirects).toBeLessThanOrEqual(1);
        expect(page.kind).not.toBe('redirect');
      }),
      { numRuns: 1000 },
    );
  });

  test.each([
    '/en/ads/bangladesh/cars?enum.fuel_type=petrol,diesel',
    '/en/ads/bangladesh/cars?enum.fuel_type=diesel,petrol',
    '/en/ads/bangladesh/cars?enum.fuel_type=petrol&enum.fuel_type=diesel',
    "/en/ads?query=it's",
    '/en/ads?query=a,b',
    '/en/ads?query=(toyota)!~',
    '/bn/ads?query=%E0%A6%95%E0%A6%BE%E0%A6%B0',
  ])('settle %s after one redirect at most (decision 55)', (href) => {
    const { redirects, page } = redirectsBeforePage(href);
    expect(redirects).toBeLessThanOrEqual(1);
    expect(page.kind).toBe('search');
  });

  test('read the jobs deadline date inputs as the YYYYMMDD numbers of the filter', () => {
    const answer = resolveSearchUrl(
      asLoaderSees('/en/ads/bangladesh/jobs?numeric.deadline.minimum=2099-01-15&numeric.deadline.maximum='),
      catalogueIndex,
    );
    expect(answer.kind).toBe('redirect');
    const location = answer.kind === 'redirect' ? answer.location : '';
    expect(location).toContain('20990115');
    expect(resolveSearchUrl(asLoaderSees(location), catalogueIndex).kind).toBe('search');
  });

  test('carry the login modal over the redirect to the canonical URL', () => {
    const answer = resolveSearchUrl(
      asLoaderSees('/en/ads/bangladesh/cars?enum.fuel_type=petrol,diesel&login-modal=1'),
      catalogueIndex,
    );
    expect(answer).toEqual({
      kind: 'redirect',
      location: '/en/ads/bangladesh/cars?enum.fuel_type=diesel,petrol&login-modal=1',
    });
  });
});

describe('a place read in the words', () => {
  test('sends the visitor to the search in that place, not as a permanent move', async () => {
    const context = {
      viewer: null,
      modules: {
        catalog: { catalogueIndex },
        // The search found "laptop dhaka" to be "laptop" in Dhaka (server/modules/search/service.ts).
        search: { cachedSearch: async () => ({ canonical: '/en/ads/dhaka?query=laptop' }) },
      },
    } as unknown as SearchPageContext;
    const answer = await loadSearchPage(new Request(`${ORIGIN}/en/ads?query=laptop+dhaka`), context).catch(
      (thrown: unknown) => thrown,
    );
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).status).toBe(302);
    expect((answer as Response).headers.get('location')).toBe('/en/ads/dhaka?query=laptop');
  });
});
