import { describe, expect, it } from 'vitest';
import { buildCanonicalLink, buildSearchUrl } from './build.ts';
import { fixtureIndex as index } from './fixtures.test-support.ts';
import { isIndexableSearch } from './indexable.ts';
import { parseSearchUrl } from './parse.ts';
import { createSearchState } from './state.ts';
import type { DynamicFilterValue, SearchState } from './state.ts';

const build = (overrides: Partial<SearchState>): string => buildSearchUrl(createSearchState(overrides), index);
const tree = (brand: string, ...models: string[]): DynamicFilterValue => ({
  type: 'tree',
  values: [{ key: brand, childValues: models }],
});
const oneOf = (...values: string[]): DynamicFilterValue => ({ type: 'enum', values });

describe('buildSearchUrl', () => {
  it('strips the country slug only when it would end the path', () => {
    expect(build({})).toBe('/bn/ads');
    expect(build({ location: 'bangladesh' })).toBe('/bn/ads');
    expect(build({ category: 'cars' })).toBe('/bn/ads/bangladesh/cars');
    expect(build({ location: 'dhaka', locale: 'en' })).toBe('/en/ads/dhaka');
  });

  it('turns underscores in the brand segment into dashes', () => {
    expect(build({ category: 'cars', filters: { brand: tree('land_rover') } })).toBe(
      '/bn/ads/bangladesh/cars/land-rover',
    );
  });

  it('appends ?page=n only when n is not 1', () => {
    expect(build({ page: 1 })).toBe('/bn/ads');
    expect(build({ page: 7 })).toBe('/bn/ads?page=7');
  });

  it('resets a page above 400 to 1 before building', () => {
    expect(build({ page: 401 })).toBe('/bn/ads');
  });

  it('writes brand and model in the plain form when no other clean-sequence filter is set', () => {
    expect(build({ location: 'dhaka', category: 'cars', filters: { brand: tree('toyota', 'toyota-corolla') } })).toBe(
      '/bn/ads/dhaka/cars/toyota/toyota-corolla',
    );
    expect(build({ category: 'tvs', filters: { brand: oneOf('sony') } })).toBe('/bn/ads/bangladesh/tvs/sony');
  });

  it('uses the sequence form for body type, fuel type, model year and bedrooms, codes ascending', () => {
    expect(
      build({
        location: 'dhaka',
        category: 'cars',
        filters: {
          fuel_type: oneOf('cng'),
          brand: tree('toyota'),
          model_year: { type: 'numeric', minimum: 2015, maximum: 2015 },
          body_type: oneOf('suv'),
        },
      }),
    ).toBe('/bn/ads/s/04060708/dhaka/cars/toyota/suv/2015/cng');
    expect(build({ category: 'apartments-for-sale', filters: { bedrooms: oneOf('2-bedrooms') } })).toBe(
      '/bn/ads/s/09/bangladesh/apartments-for-sale/2-bedrooms',
    );
  });

  it('keeps filters with several values, ranges and the other codes in the query string', () => {
    expect(
      build({
        category: 'cars',
        filters: {
          brand: tree('toyota', 'toyota-axio', 'toyota-corolla'),
          body_type: oneOf('saloon', 'suv'),
          model_year: { type: 'numeric', minimum: 2010, maximum: -1 },
          condition: oneOf('used'),
          price: { type: 'money', minimum: -1, maximum: 2_000_000 },
        },
      }),
    ).toBe(
      '/bn/ads/bangladesh/cars?enum.body_type=saloon,suv&tree.brand=toyota&tree.brand.model=toyota-axio,toyota-corolla' +
        '&enum.condition=used&numeric.model_year.minimum=2010&money.price.maximum=2000000',
    );
  });

  it('writes static filters in a fixed order, leaving out defaults', () => {
    expect(
      build({
        page: 3,
        type: 'to_buy',
        isFeaturedMember: true,
        isUrgent: true,
        isDoorstepDelivery: true,
        posterType: 'auth_dealer',
        sort: 'price_desc',
        query: 'iphone 15',
      }),
    ).toBe(
      '/bn/ads?query=iphone+15&sort=price&order=desc&by_authorized_dealer=1&buy_now=1&urgent=1&by_featured_member=1&type=to_buy&page=3',
    );
  });

  it('encodes search text so that it survives the round trip', () => {
    expect(build({ query: 'a+b & c,d / ঢাকা' })).toBe(
      '/bn/ads?query=a%2Bb+%26+c,d+%2F+%E0%A6%A2%E0%A6%BE%E0%A6%95%E0%A6%BE',
    );
  });

  it('drops what the catalogue does not know instead of building a broken URL', () => {
    expect(build({ location: 'atlantis', category: 'spaceships', filters: { brand: tree('toyota') } })).toBe('/bn/ads');
    expect(build({ category: 'tablets', filters: { brand: tree('lenovo') } })).toBe('/bn/ads/bangladesh/tablets');
  });
});

describe('sorts in the URL (decision 254)', () => {
  it('names a sort only when it is not the default of the query, and an order only for price', () => {
    expect(build({ category: 'cars' })).toBe('/bn/ads/bangladesh/cars');
    expect(build({ category: 'cars', sort: 'price_asc' })).toBe('/bn/ads/bangladesh/cars?sort=price&order=asc');
    expect(build({ category: 'cars', sort: 'price_desc', page: 2 })).toBe(
      '/bn/ads/bangladesh/cars?sort=price&order=desc&page=2',
    );
    expect(build({ query: 'axio' })).toBe('/bn/ads?query=axio');
    expect(build({ query: 'axio', sort: 'date_desc' })).toBe('/bn/ads?query=axio&sort=date');
    // Best match ranks search text; without any it is newest first.
    expect(build({ sort: 'relevance' })).toBe('/bn/ads');
  });

  it('reads every sort back from its URL', () => {
    for (const sort of ['date_desc', 'relevance', 'price_asc', 'price_desc'] as const) {
      for (const query of ['', 'axio']) {
        const state = createSearchState({ category: 'cars', query, sort });
        const parsed = parseSearchUrl(buildSearchUrl(state, index), index);
        const expected = sort === 'relevance' && query === '' ? 'date_desc' : sort;
        expect(parsed.ok && parsed.state.sort, `${sort} ${query}`).toBe(expected);
      }
    }
  });

  it('gives search engines the search in its default order, and does not index a sorted page', () => {
    const sorted = createSearchState({ location: 'dhaka', category: 'cars', sort: 'price_asc', page: 2 });
    expect(buildCanonicalLink(sorted, index)).toBe('/bn/ads/dhaka/cars?page=2');
    expect(buildCanonicalLink({ ...sorted, query: 'axio', sort: 'date_desc' }, index)).toBe(
      '/bn/ads/dhaka/cars?query=axio&page=2',
    );
    expect(isIndexableSearch(buildSearchUrl(sorted, index), 10)).toBe(false);
    expect(isIndexableSearch(buildCanonicalLink(sorted, index), 10)).toBe(true);
  });
});
