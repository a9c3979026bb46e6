// Property tests over every route form: parse(build(state)) = state, every accepted URL has one canonical URL
// that is a fixed point, and no input makes the parser throw.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../catalogue.ts';
import {
  categorySlugArb,
  locationSlugArb,
  queryTextArb,
  requireCategory,
  respellArb,
  searchStateArb,
  sequenceUrl,
  sequenceUrlArb,
} from './arbitraries.test-support.ts';
import { buildSearchUrl } from './build.ts';
import { fixtureIndex as index } from './fixtures.test-support.ts';
import { parseSearchUrl } from './parse.ts';
import type { SearchUrlResult } from './parse.ts';
import { normalizeQuery } from './state.ts';
import type { SearchState } from './state.ts';

const localeArb = fc.constantFrom(...LOCALES);

function parsed(url: string): Extract<SearchUrlResult, { ok: true }> {
  const result = parseSearchUrl(url, index);
  if (!result.ok) throw new Error(`${url}: ${result.error.code} ${result.error.message}`);
  return result;
}

/** The canonical URL parses to the same state and is its own canonical URL. */
function expectCanonicalFixedPoint(result: Extract<SearchUrlResult, { ok: true }>): void {
  const again = parsed(result.canonical);
  expect(again.state).toEqual(result.state);
  expect(again.canonical).toBe(result.canonical);
  expect(again.isCanonical).toBe(true);
}

const location = (slug: string): string | null => (slug === 'bangladesh' ? null : slug);

describe('search URL round trip', () => {
  it('parses the URL built for any valid state back to that state', () => {
    fc.assert(
      fc.property(searchStateArb, (state) => {
        const url = buildSearchUrl(state, index);
        const result = parsed(url);
        expect(result.state).toEqual(state);
        expect(result.canonical).toBe(url);
        expect(result.isCanonical).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('takes its canonical URL as canonical however a browser or a framework re-escapes it', () => {
    // What reaches the server after a 301: the browser escapes `'` (WHATWG URL), React Router re-serialises the
    // query as a form (`,` → %2C, `!` → %21…), a proxy may escape everything. None of these may redirect again.
    const respellings: ((url: string) => string)[] = [
      (url) => {
        const parsedUrl = new URL(url, 'http://haat.test');
        return `${parsedUrl.pathname}${parsedUrl.search}`;
      },
      (url) => {
        const parsedUrl = new URL(url, 'http://haat.test');
        parsedUrl.searchParams.delete('_routes');
        return `${parsedUrl.pathname}${parsedUrl.search}`;
      },
      (url) => url.replace(/[',()!~*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`),
    ];
    fc.assert(
      fc.property(searchStateArb, fc.constantFrom(...respellings), (state, respell) => {
        const url = buildSearchUrl(state, index);
        const result = parsed(respell(url));
        expect(result.canonical).toBe(url);
        expect(result.isCanonical).toBe(true);
        expect(result.state).toEqual(state);
      }),
      { numRuns: 500 },
    );
  });

  it('builds the same URL for equal states, whatever order their filters were added in', () => {
    fc.assert(
      fc.property(searchStateArb, (state) => {
        const reversed: SearchState = {
          ...state,
          filters: Object.fromEntries(Object.entries(state.filters).reverse()),
        };
        expect(buildSearchUrl(reversed, index)).toBe(buildSearchUrl(state, index));
      }),
    );
  });

  it('reads the plain form /ads/{location}/{category}/{brand}/{model} however its slugs are spelt', () => {
    const cars = requireCategory('cars');
    const brandTree = cars.filters.find((f) => f.type === 'tree');
    if (brandTree?.type !== 'tree') throw new Error('fixture cars has no brand tree');
    const arb = fc
      .record({ locale: localeArb, location: locationSlugArb, brand: fc.constantFrom(...brandTree.values) })
      .chain(({ locale, location, brand }) =>
        fc.record({
          locale: fc.constant(locale),
          location: fc.constant(location),
          brand: fc.constant(brand),
          model: fc.option(fc.constantFrom(...brand.children), { nil: undefined }),
          locationSpelling: respellArb(location),
          brandSpelling: respellArb(brand.key),
        }),
      );
    fc.assert(
      fc.property(arb, ({ locale, location: loc, brand, model, locationSpelling, brandSpelling }) => {
        const modelPart = model ? `/${model.key.slice(brand.key.length + 1)}` : '';
        const result = parsed(`/${locale}/ads/${locationSpelling}/cars/${brandSpelling}${modelPart}`);
        expect(result.state.location).toBe(location(loc));
        expect(result.state.filters.brand).toEqual({
          type: 'tree',
          values: [{ key: brand.key, childValues: model ? [model.key] : [] }],
        });
        expectCanonicalFixedPoint(result);
      }),
    );
  });

  it('reads the ad-type form /ads/t/{location}/{category}/{adType}', () => {
    const arb = fc.record({
      locale: localeArb,
      location: locationSlugArb,
      category: categorySlugArb,
      adType: fc.constantFrom('to_buy', 'to_rent', 'to-buy', 'to-rent', 'TO_RENT'),
    });
    fc.assert(
      fc.property(arb, ({ locale, location: loc, category, adType }) => {
        const result = parsed(`/${locale}/ads/t/${loc}/${category}/${adType}`);
        expect(result.state).toMatchObject({
          locale,
          location: location(loc),
          category,
          type: adType.toLowerCase().replace('-', '_'),
        });
        expectCanonicalFixedPoint(result);
      }),
    );
  });

  it('reads the text-search form /ads/q/{location}/{searchQuery}, with the -jobs suffix naming the jobs category', () => {
    const word = fc.stringMatching(/^[a-z0-9]{1,8}$/);
    const arb = fc.record({
      locale: localeArb,
      location: locationSlugArb,
      words: fc.array(word, { minLength: 1, maxLength: 4 }),
      jobs: fc.boolean(),
    });
    fc.assert(
      fc.property(arb, ({ locale, location: loc, words, jobs }) => {
        const result = parsed(`/${locale}/ads/q/${loc}/${words.join('-')}${jobs ? '-jobs' : ''}`);
        expect(result.state.query).toBe(normalizeQuery(words.join(' ')));
        expect(result.state.location).toBe(location(loc));
        if (jobs) expect(result.state.category).toBe('jobs');
        expectCanonicalFixedPoint(result);
      }),
    );
  });

  it('reads the item-type form /ads/i/{location}/{category}/{itemType}', () => {
    const arb = fc.record({
      locale: localeArb,
      location: locationSlugArb,
      itemType: fc.constantFrom('chargers', 'headphones'),
    });
    fc.assert(
      fc.property(arb, ({ locale, location: loc, itemType }) => {
        const result = parsed(`/${locale}/ads/i/${loc}/mobile-phone-accessories/${itemType}`);
        expect(result.state.filters.item_type).toEqual({ type: 'enum', values: [itemType] });
        expectCanonicalFixedPoint(result);
      }),
    );
  });

  it('reads the condition form /ads/c/{location}/{category}/{itemCondition}/{brand?}/{model?}', () => {
    const arb = fc.record({
      locale: localeArb,
      location: locationSlugArb,
      condition: fc.constantFrom('new', 'used', 'reconditioned'),
      brandModel: fc.constantFrom(
        [],
        ['toyota'],
        ['toyota', 'toyota-axio'],
        ['toyota', 'corolla'],
        ['honda', 'honda-civic'],
        ['land-rover'],
      ),
    });
    fc.assert(
      fc.property(arb, ({ locale, location: loc, condition, brandModel }) => {
        const tail = brandModel.map((s) => `/${s}`).join('');
        const result = parsed(`/${locale}/ads/c/${loc}/cars/${condition}${tail}`);
        expect(result.state.filters.condition).toEqual({ type: 'enum', values: [condition] });
        if (brandModel.length > 0) expect(result.state.filters.brand?.type).toBe('tree');
        expectCanonicalFixedPoint(result);
      }),
    );
  });

  it('reads the doorstep-delivery form and the ?query= form', () => {
    fc.assert(
      fc.property(localeArb, queryTextArb, (locale, text) => {
        const doorstep = parsed(`/${locale}/ads/doorstep-delivery`);
        expect(doorstep.state.isDoorstepDelivery).toBe(true);
        expectCanonicalFixedPoint(doorstep);

        const query = `?query=${encodeURIComponent(text.replace(/[\uD800-\uDFFF]/g, ''))}`;
        const search = parsed(`/${locale}/ads${query}`);
        expect(search.state.query).toBe(normalizeQuery(text.replace(/[\uD800-\uDFFF]/g, '')));
        expectCanonicalFixedPoint(search);
      }),
    );
  });

  it('reads the sequence form /ads/s/{sid}/{location}/{category}/… with any ascending set of codes', () => {
    fc.assert(
      fc.property(sequenceUrlArb, ({ locale, location: loc, category, parts }) => {
        const result = parsed(sequenceUrl(locale, loc, category.slug, parts));
        for (const part of parts) {
          if ('page' in part.value) expect(result.state.page).toBe(part.value.page);
          else expect(result.state.filters[part.key]).toEqual(part.value);
        }
        expectCanonicalFixedPoint(result);
      }),
      { numRuns: 300 },
    );
  });

  it('rejects a sequence URL whose filter codes are not ascending', () => {
    const arb = sequenceUrlArb.filter(({ parts }) => parts.length >= 2);
    fc.assert(
      fc.property(arb, fc.nat(), ({ locale, location: loc, category, parts }, seed) => {
        // Move one part forward: the codes are then out of order however the rest is arranged.
        const i = 1 + (seed % (parts.length - 1));
        const swapped = [...parts.slice(i, i + 1), ...parts.slice(0, i), ...parts.slice(i + 1)];
        const result = parseSearchUrl(sequenceUrl(locale, loc, category.slug, swapped), index);
        expect(result.ok ? undefined : result.error.code).toBe('INVALID_SEQUENCE');
      }),
    );
  });

  it('rejects a sequence URL whose code count differs from its segment count', () => {
    fc.assert(
      fc.property(sequenceUrlArb, fc.boolean(), ({ locale, location: loc, category, parts }, dropSegment) => {
        const sid = parts.map((p) => p.code).join('');
        const segments = parts.map((p) => p.segment);
        const tail = dropSegment ? segments.slice(0, -1) : [...segments, 'extra'];
        const url = `/${locale}/ads/s/${sid}/${loc}/${category.slug}${tail.map((s) => `/${s}`).join('')}`;
        const result = parseSearchUrl(url, index);
        expect(result.ok ? undefined : result.error.code).toBe('SEQUENCE_LENGTH_MISMATCH');
      }),
    );
  });

  it('never throws, and gives a canonical fixed point for whatever it accepts', () => {
    const segment = fc.oneof(
      locationSlugArb,
      categorySlugArb,
      fc.constantFrom('ads', 'bn', 'en', 's', 't', 'q', 'i', 'c', 'doorstep-delivery', '0405', '%E0%A4', 'toyota'),
      fc.string({ maxLength: 12 }),
    );
    const urlArb = fc.oneof(
      fc.array(segment, { maxLength: 8 }).map((s) => `/${s.join('/')}`),
      fc.array(segment, { maxLength: 6 }).map((s) => `/bn/ads/${s.join('/')}`),
      fc.tuple(fc.array(segment, { maxLength: 5 }), fc.string()).map(([s, q]) => `/en/ads/${s.join('/')}?${q}`),
      fc.string({ unit: 'binary' }),
    );
    fc.assert(
      fc.property(urlArb, (url) => {
        const result = parseSearchUrl(url, index);
        if (result.ok) expectCanonicalFixedPoint(result);
        else expect(result.error.status).toBe(404);
      }),
      { numRuns: 1000 },
    );
  });
});
