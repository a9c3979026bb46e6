import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { searchStateArb } from './arbitraries.test-support.ts';
import { buildSearchUrl } from './build.ts';
import { fixtureIndex as index } from './fixtures.test-support.ts';
import { parseSearchUrl } from './parse.ts';
import { buildSerpParams, MAX_PARAMETER_LENGTH, parseSerpParams } from './serp-params.ts';
import type { SerpParamsInput } from './serp-params.ts';
import { createSearchState, type SearchState } from './state.ts';

const parse = (params: SerpParamsInput) => parseSerpParams(params, index, 'en');
const errorCode = (params: SerpParamsInput) => {
  const result = parse(params);
  return result.ok ? undefined : result.error.code;
};

describe('buildSerpParams', () => {
  it('writes the spec parameters with defaults spelt out and filters as filter_json', () => {
    const state = createSearchState({
      locale: 'en',
      location: 'dhaka',
      category: 'cars',
      posterType: 'only_members',
      filters: {
        condition: { type: 'enum', values: ['used'] },
        brand: { type: 'tree', values: [{ key: 'toyota', childValues: ['toyota-corolla'] }] },
      },
    });
    expect(Object.fromEntries(buildSerpParams(state, index))).toEqual({
      sort: 'date',
      order: 'desc',
      by_paying_member: '1',
      buy_now: '0',
      urgent: '0',
      by_featured_member: '0',
      categorySlug: 'cars',
      locationSlug: 'dhaka',
      category: '193',
      location: '3',
      page: '1',
      filter_json:
        '[{"key":"brand","type":"tree","values":[{"key":"toyota","childValues":["toyota-corolla"]}]},' +
        '{"key":"condition","type":"enum","values":["used"]}]',
    });
  });

  it('sends -1 for no category or location', () => {
    const params = buildSerpParams(createSearchState(), index);
    expect(params.get('category')).toBe('-1');
    expect(params.get('location')).toBe('-1');
    expect(params.get('filter_json')).toBe('[]');
  });
});

describe('sort and order (decision 254)', () => {
  it('writes each sort as sort and order, and reads it back', () => {
    const written = (sort: SearchState['sort'], query = '') =>
      Object.fromEntries(
        [...buildSerpParams(createSearchState({ sort, query }), index)].filter(([name]) => /^(sort|order)$/.test(name)),
      );
    expect(written('price_asc')).toEqual({ sort: 'price', order: 'asc' });
    expect(written('price_desc')).toEqual({ sort: 'price', order: 'desc' });
    expect(written('date_desc', 'phone')).toEqual({ sort: 'date', order: 'desc' });
    expect(written('relevance', 'phone')).toEqual({ sort: 'relevance', order: 'desc' });
  });

  it('sorts by best match when there is a query and by date when there is none, unless told', () => {
    const sortOf = (params: SerpParamsInput) => {
      const result = parse(params);
      return result.ok ? result.state.sort : result.error.code;
    };
    expect(sortOf({ query: 'phone' })).toBe('relevance');
    expect(sortOf({})).toBe('date_desc');
    expect(sortOf({ query: '   ' })).toBe('date_desc');
    expect(sortOf({ query: 'phone', sort: 'date' })).toBe('date_desc');
    expect(sortOf({ sort: 'relevance' })).toBe('date_desc');
    expect(sortOf({ query: 'phone', sort: 'price' })).toBe('price_asc');
    expect(sortOf({ sort: 'price', order: 'desc' })).toBe('price_desc');
  });
});

describe('parseSerpParams', () => {
  it('reads back exactly the search it was built from', () => {
    fc.assert(
      fc.property(searchStateArb, (state) => {
        const result = parseSerpParams(buildSerpParams(state, index), index, state.locale);
        expect(result).toEqual({ ok: true, state, ignored: [] });
      }),
      { numRuns: 300 },
    );
  });

  it('describes the same search as the results page URL', () => {
    fc.assert(
      fc.property(searchStateArb, (state) => {
        const page = parseSearchUrl(buildSearchUrl(state, index), index);
        const api = parseSerpParams(buildSerpParams(state, index), index, state.locale);
        expect(page.ok && api.ok && api.state).toEqual(page.ok && page.state);
      }),
      { numRuns: 300 },
    );
  });

  it('accepts a framework query object with repeated and non-string values', () => {
    const result = parse({ categorySlug: ['cars', 'bikes'], page: 3, urgent: true, by_featured_member: { x: 1 } });
    expect(result.ok && result.state).toMatchObject({
      category: 'cars',
      page: 3,
      isUrgent: true,
      isFeaturedMember: false,
    });
  });

  it('ignores unknown parameter names, and lists known ones whose value it did not understand', () => {
    const result = parse({ top_ads: '2', spotlights: '5', __proto__: 'x', sort: 'cheapest', urgent: 'maybe' });
    expect(result).toMatchObject({
      ok: true,
      ignored: ['sort', 'urgent'],
      state: { sort: 'date_desc', isUrgent: false },
    });
  });

  it('drops filter_json entries the category does not have, and unknown values in the ones it has', () => {
    const filterJson = JSON.stringify([
      { key: 'ram', type: 'enum', values: ['8gb'] },
      { key: 'condition', type: 'enum', values: ['used', 'broken'], label: 'Condition' },
      { key: 'price', type: 'numeric', minimum: 5 },
    ]);
    const result = parse({ categorySlug: 'cars', filter_json: filterJson });
    expect(result).toMatchObject({
      ok: true,
      ignored: ['filter_json.ram', 'filter_json.price'],
      state: { filters: { condition: { type: 'enum', values: ['used'] } } },
    });
  });

  it('resets a page above 400 to 1 and drops a blank query', () => {
    expect(parse({ page: '401', query: '   ' })).toMatchObject({ ok: true, state: { page: 1, query: '' } });
  });

  it('rejects malformed filter_json with a typed error', () => {
    expect(errorCode({ filter_json: '{not json' })).toBe('INVALID_FILTER_JSON');
    expect(errorCode({ filter_json: '{"key":"condition"}' })).toBe('INVALID_FILTER_JSON');
    expect(errorCode({ filter_json: '[{"key":"x","type":"enum","values":"used"}]' })).toBe('INVALID_FILTER_JSON');
    expect(errorCode({ filter_json: `[${'{"key":"a","type":"money"},'.repeat(60)}{"key":"a","type":"money"}]` })).toBe(
      'INVALID_FILTER_JSON',
    );
  });

  it('rejects huge values and unknown or contradictory categories and locations', () => {
    expect(errorCode({ query: 'x'.repeat(MAX_PARAMETER_LENGTH + 1) })).toBe('INVALID_PARAMETER');
    expect(errorCode({ filter_json: `[${' '.repeat(20_000)}]` })).toBe('INVALID_FILTER_JSON');
    expect(errorCode({ categorySlug: 'spaceships' })).toBe('INVALID_PARAMETER');
    expect(errorCode({ category: '12345' })).toBe('INVALID_PARAMETER');
    expect(errorCode({ category: 'cars' })).toBe('INVALID_PARAMETER');
    expect(errorCode({ categorySlug: 'cars', category: '101' })).toBe('INVALID_PARAMETER');
    expect(errorCode({ locationSlug: 'atlantis' })).toBe('INVALID_PARAMETER');
    expect(parse({ categorySlug: 'cars', category: '193', location: '-1' }).ok).toBe(true);
  });

  it('never throws on hostile input', () => {
    const hostileValue = fc.oneof(
      fc.string({ unit: 'binary' }),
      fc.json(),
      fc.string({ minLength: 900, maxLength: 1200 }),
      fc.anything(),
    );
    const names = fc.constantFrom(
      'query',
      'sort',
      'order',
      'page',
      'type',
      'urgent',
      'buy_now',
      'by_paying_member',
      'by_authorized_dealer',
      'by_featured_member',
      'categorySlug',
      'locationSlug',
      'category',
      'location',
      'filter_json',
      'constructor',
      '__proto__',
    );
    fc.assert(
      fc.property(fc.dictionary(names, hostileValue), (params) => {
        const result = parse(params);
        expect(result.ok || result.error.status === 400).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });
});
