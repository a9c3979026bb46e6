import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fixtureIndex as index } from './fixtures.test-support.ts';
import {
  countsAsFilter,
  createSearchState,
  DEFAULT_SEARCH_STATE,
  MAX_QUERY_LENGTH,
  normalizePage,
  normalizeQuery,
  normalizeState,
  parseWholeNumber,
} from './state.ts';
import type { DynamicFilterValue } from './state.ts';

const normalize = (overrides: Parameters<typeof createSearchState>[0]) =>
  normalizeState(createSearchState(overrides), index);

describe('search state defaults', () => {
  it('follows the spec: date_desc, all_posters, booleans false, page 1, empty query, no location or category', () => {
    expect(DEFAULT_SEARCH_STATE).toEqual({
      locale: 'bn',
      location: null,
      category: null,
      query: '',
      sort: 'date_desc',
      posterType: 'all_posters',
      type: null,
      isDoorstepDelivery: false,
      isUrgent: false,
      isFeaturedMember: false,
      page: 1,
      filters: {},
    });
  });
});

describe('sort defaults (spec section 4, decision 254)', () => {
  it('is best match with a query and newest first without one, unless a sort is given', () => {
    expect(createSearchState({ query: 'axio' }).sort).toBe('relevance');
    expect(createSearchState({}).sort).toBe('date_desc');
    expect(createSearchState({ query: 'axio', sort: 'price_desc' }).sort).toBe('price_desc');
  });

  it('turns best match without search text into newest first', () => {
    expect(normalize({ query: '  ', sort: 'relevance' }).sort).toBe('date_desc');
    expect(normalize({ sort: 'price_asc' }).sort).toBe('price_asc');
  });
});

describe('normalizePage', () => {
  it('resets a page above 400 to 1', () => {
    expect(normalizePage(400)).toBe(400);
    expect(normalizePage(401)).toBe(1);
  });

  it('turns zero, negative and fractional pages into 1', () => {
    expect(normalizePage(0)).toBe(1);
    expect(normalizePage(-3)).toBe(1);
    expect(normalizePage(2.5)).toBe(1);
    expect(normalizePage(Number.NaN)).toBe(1);
  });
});

describe('normalizeQuery', () => {
  it('drops an empty or blank query', () => {
    expect(normalizeQuery('')).toBe('');
    expect(normalizeQuery(' \t\n ')).toBe('');
  });

  it('collapses and trims whitespace', () => {
    expect(normalizeQuery('  toyota \n  corolla ')).toBe('toyota corolla');
  });

  it('converts Bengali digits only when the whole query is Bengali digits', () => {
    expect(normalizeQuery(' ০১৭১১২২৩৩৪৪ ')).toBe('01711223344');
    expect(normalizeQuery('আইফোন ১৫')).toBe('আইফোন ১৫');
  });

  it('cuts long text and removes characters that cannot be put in a URL', () => {
    expect(Array.from(normalizeQuery('ক'.repeat(500)))).toHaveLength(MAX_QUERY_LENGTH);
    expect(normalizeQuery('a\uD800b\u0000c')).toBe('ab c');
  });

  it('is idempotent on any text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 300 }), (text) => {
        expect(normalizeQuery(normalizeQuery(text))).toBe(normalizeQuery(text));
      }),
    );
  });
});

describe('parseWholeNumber', () => {
  it('reads Western digits and whole-text Bengali digits, nothing else', () => {
    expect(parseWholeNumber('2015')).toBe(2015);
    expect(parseWholeNumber('২০১৫')).toBe(2015);
    expect(parseWholeNumber('২০15')).toBeUndefined();
    expect(parseWholeNumber('-1')).toBeUndefined();
    expect(parseWholeNumber('1e3')).toBeUndefined();
    expect(parseWholeNumber('9'.repeat(40))).toBeUndefined();
  });
});

describe('countsAsFilter', () => {
  it('counts numeric and money filters only when minimum or maximum is above -1', () => {
    const money = (minimum: number, maximum: number): DynamicFilterValue => ({ type: 'money', minimum, maximum });
    expect(countsAsFilter(money(-1, -1))).toBe(false);
    expect(countsAsFilter(money(0, -1))).toBe(true);
    expect(countsAsFilter(money(-1, 0))).toBe(true);
    expect(countsAsFilter({ type: 'numeric', minimum: -1, maximum: -1 })).toBe(false);
  });
});

describe('normalizeState', () => {
  it('removes numeric and money filters that have neither bound', () => {
    const state = normalize({
      category: 'cars',
      filters: {
        price: { type: 'money', minimum: -1, maximum: -1 },
        mileage: { type: 'numeric', minimum: -5, maximum: -1 },
        model_year: { type: 'numeric', minimum: 2010, maximum: -1 },
      },
    });
    expect(state.filters).toEqual({ model_year: { type: 'numeric', minimum: 2010, maximum: -1 } });
  });

  it('drops numeric bounds outside the filter range and orders minimum before maximum', () => {
    const state = normalize({
      category: 'cars',
      filters: {
        model_year: { type: 'numeric', minimum: 1800, maximum: 2020 },
        price: { type: 'money', minimum: 900, maximum: 100 },
      },
    });
    expect(state.filters).toEqual({
      model_year: { type: 'numeric', minimum: -1, maximum: 2020 },
      price: { type: 'money', minimum: 100, maximum: 900 },
    });
  });

  it('keeps brand-tree filters only for the categories the spec lists', () => {
    const tree: DynamicFilterValue = { type: 'tree', values: [{ key: 'lenovo', childValues: [] }] };
    expect(normalize({ category: 'tablets', filters: { brand: tree } }).filters).toEqual({});
    expect(
      normalize({
        category: 'cars',
        filters: { brand: { type: 'tree', values: [{ key: 'toyota', childValues: [] }] } },
      }).filters,
    ).toEqual({ brand: { type: 'tree', values: [{ key: 'toyota', childValues: [] }] } });
  });

  it('drops filters the category does not have, values the filter does not have, and models of another brand', () => {
    const state = normalize({
      category: 'cars',
      filters: {
        ram: { type: 'enum', values: ['8gb'] },
        condition: { type: 'enum', values: ['used', 'broken'] },
        brand: { type: 'tree', values: [{ key: 'toyota', childValues: ['honda-civic', 'toyota-axio'] }] },
        body_type: { type: 'money', minimum: 1, maximum: 2 },
      },
    });
    expect(state.filters).toEqual({
      condition: { type: 'enum', values: ['used'] },
      brand: { type: 'tree', values: [{ key: 'toyota', childValues: ['toyota-axio'] }] },
    });
  });

  it('has no dynamic filters without a category, and turns the country and unknown slugs into null', () => {
    const state = normalize({
      location: 'bangladesh',
      category: 'spaceships',
      filters: { condition: { type: 'enum', values: ['used'] } },
    });
    expect(state).toMatchObject({ location: null, category: null, filters: {} });
    expect(normalize({ location: 'atlantis' }).location).toBeNull();
  });
});
