import { describe, expect, it } from 'vitest';
import { fixtureIndex as index } from './fixtures.test-support.ts';
import { parseSearchUrl } from './parse.ts';
import type { SearchErrorCode } from './state.ts';

function canonicalOf(url: string): string {
  const result = parseSearchUrl(url, index);
  if (!result.ok) throw new Error(`${url}: ${result.error.code} ${result.error.message}`);
  return result.canonical;
}

function errorOf(url: string): SearchErrorCode | undefined {
  const result = parseSearchUrl(url, index);
  return result.ok ? undefined : result.error.code;
}

// The README's grammar table, checked.
const CANONICAL: readonly (readonly [string, string])[] = [
  // /{locale}/ads/{location?}/{category?}/{brand?}/{model?}
  ['/bn/ads', '/bn/ads'],
  ['/bn/ads/bangladesh', '/bn/ads'],
  ['/en/ads/dhaka', '/en/ads/dhaka'],
  ['/bn/ads/cars', '/bn/ads/bangladesh/cars'],
  ['/bn/ads/bangladesh/cars', '/bn/ads/bangladesh/cars'],
  ['/en/ads/Dhaka/Cars/', '/en/ads/dhaka/cars'],
  ['/bn/ads/dhaka/cars/toyota', '/bn/ads/dhaka/cars/toyota'],
  ['/bn/ads/dhaka/cars/toyota/toyota-corolla', '/bn/ads/dhaka/cars/toyota/toyota-corolla'],
  ['/bn/ads/dhaka/cars/toyota/corolla', '/bn/ads/dhaka/cars/toyota/toyota-corolla'],
  ['/bn/ads/dhaka/cars/land_rover', '/bn/ads/dhaka/cars/land-rover'],
  ['/bn/ads/dhaka/cars/land-rover/defender', '/bn/ads/dhaka/cars/land-rover/land_rover-defender'],
  ['/en/ads/dhaka/tvs/sony', '/en/ads/dhaka/tvs/sony'],
  ['/ads/dhaka', '/bn/ads/dhaka'],
  ['https://haat.com.bd/en/ads/dhaka#top', '/en/ads/dhaka'],
  // /{locale}/ads/t/{location}/{category}/{adType}
  ['/en/ads/t/dhaka/apartments-for-sale/to_rent', '/en/ads/dhaka/apartments-for-sale?type=to_rent'],
  ['/en/ads/t/bangladesh/cars/to-buy', '/en/ads/bangladesh/cars?type=to_buy'],
  // /{locale}/ads/q/{location}/{searchQuery}
  ['/en/ads/q/dhaka/toyota-corolla', '/en/ads/dhaka?query=toyota+corolla'],
  ['/en/ads/q/bangladesh/driver-jobs', '/en/ads/bangladesh/jobs?query=driver'],
  ['/bn/ads/q/bangladesh/%E0%A7%A7%E0%A7%A8%E0%A7%A9', '/bn/ads?query=123'],
  // /{locale}/ads/i/{location}/{category}/{itemType}
  [
    '/en/ads/i/dhaka/mobile-phone-accessories/chargers',
    '/en/ads/dhaka/mobile-phone-accessories?enum.item_type=chargers',
  ],
  // /{locale}/ads/c/{location}/{category}/{itemCondition}/{brand?}/{model?}
  ['/en/ads/c/dhaka/cars/used', '/en/ads/dhaka/cars?enum.condition=used'],
  ['/en/ads/c/mirpur/cars/used/toyota/toyota-axio', '/en/ads/mirpur/cars/toyota/toyota-axio?enum.condition=used'],
  // /{locale}/ads/doorstep-delivery
  ['/bn/ads/doorstep-delivery', '/bn/ads?buy_now=1'],
  ['/bn/ads/doorstep-delivery?page=2', '/bn/ads?buy_now=1&page=2'],
  // /{locale}/ads/s/{sid}/{location}/{category}/…
  ['/bn/ads/s/0405/dhaka/cars/toyota/toyota-corolla', '/bn/ads/dhaka/cars/toyota/toyota-corolla'],
  ['/bn/ads/s/0406/dhaka/cars/toyota/saloon', '/bn/ads/s/0406/dhaka/cars/toyota/saloon'],
  [
    '/bn/ads/s/04050708/dhaka/cars/toyota/toyota-corolla/2015/petrol',
    '/bn/ads/s/04050708/dhaka/cars/toyota/toyota-corolla/2015/petrol',
  ],
  ['/bn/ads/s/07/bangladesh/cars/২০১৫', '/bn/ads/s/07/bangladesh/cars/2015'],
  ['/bn/ads/s/09/dhaka/apartments-for-sale/3-bedrooms', '/bn/ads/s/09/dhaka/apartments-for-sale/3-bedrooms'],
  [
    '/bn/ads/s/0917/dhaka/apartments-for-sale/3-bedrooms/bashundhara-tower',
    '/bn/ads/s/09/dhaka/apartments-for-sale/3-bedrooms?enum.apartment_complex=bashundhara-tower',
  ],
  ['/en/ads/s/010451/bangladesh/cars/used/honda/3', '/en/ads/bangladesh/cars/honda?enum.condition=used&page=3'],
  [
    '/en/ads/s/0102/dhaka/mobile-phone-accessories/new/headphones',
    '/en/ads/dhaka/mobile-phone-accessories?enum.condition=new&enum.item_type=headphones',
  ],
  ['/en/ads/s/0310/dhaka/tvs/walton/43-inch', '/en/ads/dhaka/tvs/walton?enum.screen_size=43-inch'],
  ['/en/ads/s/05/dhaka/cars/honda-civic', '/en/ads/dhaka/cars/honda/honda-civic'],
  ['/en/ads/s/0451/dhaka/cars/toyota/401', '/en/ads/dhaka/cars/toyota'],
  // /{locale}/ads?query=… and other query parameters
  ['/bn/ads?query=%20%20toyota%20%20axio%20', '/bn/ads?query=toyota+axio'],
  ['/bn/ads?query=+++', '/bn/ads'],
  ['/bn/ads?page=401', '/bn/ads'],
  ['/bn/ads?page=1', '/bn/ads'],
  ['/bn/ads?page=%E0%A7%A8', '/bn/ads?page=2'],
  ['/en/ads/dhaka/cars?utm_source=x&order=desc&sort=date', '/en/ads/dhaka/cars'],
  // Sort (decision 254): named only when it is not the query's default; order only for price.
  ['/en/ads?sort=relevance&query=phone', '/en/ads?query=phone'],
  ['/en/ads?query=phone&sort=date&order=desc', '/en/ads?query=phone&sort=date'],
  ['/en/ads?query=phone&sort=date_desc', '/en/ads?query=phone&sort=date'],
  ['/en/ads?sort=relevance', '/en/ads'],
  ['/en/ads/dhaka/cars?order=asc&sort=price', '/en/ads/dhaka/cars?sort=price&order=asc'],
  ['/en/ads/dhaka/cars?sort=price', '/en/ads/dhaka/cars?sort=price&order=asc'],
  ['/en/ads/dhaka/cars?sort=price&order=desc&page=2', '/en/ads/dhaka/cars?sort=price&order=desc&page=2'],
  ['/en/ads/dhaka/cars?sort=price_desc', '/en/ads/dhaka/cars?sort=price&order=desc'],
  ['/en/ads/dhaka/cars?sort=price&order=up', '/en/ads/dhaka/cars?sort=price&order=asc'],
  ['/en/ads/dhaka/cars?sort=date&order=asc', '/en/ads/dhaka/cars'],
  ['/en/ads/dhaka/cars?sort=cheapest', '/en/ads/dhaka/cars'],
  ['/bn/ads?query=phone&sort=price&order=desc', '/bn/ads?query=phone&sort=price&order=desc'],
  ['/en/ads?by_paying_member=1&urgent=1', '/en/ads?by_paying_member=1&urgent=1'],
  ['/en/ads/dhaka/cars?tree.brand.model=honda-civic', '/en/ads/dhaka/cars/honda/honda-civic'],
  ['/en/ads/dhaka/cars?tree.brand=toyota,honda', '/en/ads/dhaka/cars?tree.brand=honda,toyota'],
  ['/en/ads/dhaka/cars?money.price.minimum=-1&money.price.maximum=-1', '/en/ads/dhaka/cars'],
  [
    '/en/ads/dhaka/cars?money.price.maximum=500000&money.price.minimum=900000',
    '/en/ads/dhaka/cars?money.price.minimum=500000&money.price.maximum=900000',
  ],
  ['/en/ads/dhaka/cars?numeric.model_year.minimum=2010', '/en/ads/dhaka/cars?numeric.model_year.minimum=2010'],
  [
    '/en/ads/dhaka/cars?numeric.model_year.minimum=2015&numeric.model_year.maximum=2015',
    '/en/ads/s/07/dhaka/cars/2015',
  ],
  ['/en/ads/dhaka/cars?enum.body_type=suv,saloon&enum.condition=nope', '/en/ads/dhaka/cars?enum.body_type=saloon,suv'],
  ['/en/ads/dhaka/tablets?tree.brand=lenovo', '/en/ads/dhaka/tablets'],
  ['/en/ads/dhaka?enum.condition=used', '/en/ads/dhaka'],
];

const ERRORS: readonly (readonly [string, SearchErrorCode])[] = [
  ['/bn/ads/s/0504/dhaka/cars/toyota-corolla/toyota', 'INVALID_SEQUENCE'],
  ['/bn/ads/s/0404/dhaka/cars/toyota/honda', 'INVALID_SEQUENCE'],
  ['/bn/ads/s/0405/dhaka/cars/toyota', 'SEQUENCE_LENGTH_MISMATCH'],
  ['/bn/ads/s/04/dhaka/cars/toyota/toyota-corolla', 'SEQUENCE_LENGTH_MISMATCH'],
  ['/bn/ads/s/040/dhaka/cars/toyota', 'NOT_FOUND'],
  ['/bn/ads/s/18/dhaka/cars/x', 'NOT_FOUND'],
  ['/bn/ads/s/ab/dhaka/cars/x', 'NOT_FOUND'],
  ['/bn/ads/s/06/dhaka/cars/flying-saucer', 'NOT_FOUND'],
  ['/bn/ads/s/07/dhaka/cars/1800', 'NOT_FOUND'],
  ['/bn/ads/s/07/dhaka/cars/twenty', 'NOT_FOUND'],
  ['/bn/ads/s/51/dhaka/cars/two', 'NOT_FOUND'],
  ['/bn/ads/s/09/dhaka/cars/3-bedrooms', 'NOT_FOUND'],
  ['/bn/ads/s/0405/nowhere/cars/toyota/toyota-corolla', 'NOT_FOUND'],
  ['/bn/ads/atlantis', 'NOT_FOUND'],
  ['/bn/ads/dhaka/spaceships', 'NOT_FOUND'],
  ['/bn/ads/cars/dhaka', 'NOT_FOUND'],
  ['/bn/ads/dhaka/cars/tesla', 'NOT_FOUND'],
  ['/bn/ads/dhaka/cars/toyota/civic', 'NOT_FOUND'],
  ['/bn/ads/dhaka/cars/toyota/toyota-corolla/extra', 'NOT_FOUND'],
  ['/bn/ads/dhaka/vehicles/toyota', 'NOT_FOUND'],
  ['/bn/ads/dhaka/tablets/lenovo', 'NOT_FOUND'],
  ['/bn/ads/dhaka/tvs/sony/bravia', 'NOT_FOUND'],
  ['/bn/ads/t/dhaka/cars/to_swap', 'NOT_FOUND'],
  ['/bn/ads/t/dhaka/cars', 'NOT_FOUND'],
  ['/bn/ads/q/dhaka', 'NOT_FOUND'],
  ['/bn/ads/i/dhaka/cars/chargers', 'NOT_FOUND'],
  ['/bn/ads/c/dhaka/cars/broken', 'NOT_FOUND'],
  ['/bn/ads/doorstep-delivery/dhaka', 'NOT_FOUND'],
  ['/fr/ads', 'NOT_FOUND'],
  ['/bn/shops/x', 'NOT_FOUND'],
  ['/bn/ads/%E0%A4%A', 'NOT_FOUND'],
];

describe('parseSearchUrl', () => {
  it.each(CANONICAL)('maps %s to the canonical %s', (url, canonical) => {
    expect(canonicalOf(url)).toBe(canonical);
    expect(canonicalOf(canonical)).toBe(canonical);
  });

  it.each(ERRORS)('rejects %s with %s', (url, code) => {
    expect(errorOf(url)).toBe(code);
  });

  it('rejects a sequence URL whose filter ids are not ascending with the spec message INVALID SEQUENCE', () => {
    const result = parseSearchUrl('/bn/ads/s/0504/dhaka/cars/toyota-corolla/toyota', index);
    expect(result).toEqual({
      ok: false,
      error: { code: 'INVALID_SEQUENCE', status: 404, message: 'INVALID SEQUENCE' },
    });
  });

  it('answers an unparseable filter path with a 404 error', () => {
    const result = parseSearchUrl('/bn/ads/s/06/dhaka/cars/flying-saucer', index);
    expect(result.ok ? undefined : result.error.status).toBe(404);
  });

  it('reads a full search into one state with the spec defaults elsewhere', () => {
    const result = parseSearchUrl('/en/ads/s/0405/mirpur/cars/toyota/toyota-axio?urgent=1&page=2', index);
    expect(result).toMatchObject({
      ok: true,
      isCanonical: false,
      canonical: '/en/ads/mirpur/cars/toyota/toyota-axio?urgent=1&page=2',
      state: {
        locale: 'en',
        location: 'mirpur',
        category: 'cars',
        query: '',
        sort: 'date_desc',
        posterType: 'all_posters',
        type: null,
        isDoorstepDelivery: false,
        isUrgent: true,
        isFeaturedMember: false,
        page: 2,
        filters: { brand: { type: 'tree', values: [{ key: 'toyota', childValues: ['toyota-axio'] }] } },
      },
    });
  });

  it('says a URL is canonical only when it is exactly the canonical URL', () => {
    const canonical = parseSearchUrl('/bn/ads/dhaka/cars/toyota', index);
    const trailingSlash = parseSearchUrl('/bn/ads/dhaka/cars/toyota/', index);
    expect(canonical.ok && canonical.isCanonical).toBe(true);
    expect(trailingSlash.ok && trailingSlash.isCanonical).toBe(false);
  });

  it('lets the path win over the query string for the same filter', () => {
    const result = parseSearchUrl('/en/ads/dhaka/cars/honda?tree.brand=toyota&page=3', index);
    expect(result.ok && result.state.filters.brand).toEqual({
      type: 'tree',
      values: [{ key: 'honda', childValues: [] }],
    });
    expect(result.ok && result.state.page).toBe(3);
  });

  it('converts Bengali digits in a page or price only when they are the whole value', () => {
    const whole = parseSearchUrl('/bn/ads/dhaka/cars?money.price.minimum=%E0%A7%AB%E0%A7%A6%E0%A7%A6', index);
    const mixed = parseSearchUrl('/bn/ads/dhaka/cars?money.price.minimum=%E0%A7%AB00', index);
    expect(whole.ok && whole.state.filters.price).toEqual({ type: 'money', minimum: 500, maximum: -1 });
    expect(mixed.ok && mixed.state.filters.price).toBeUndefined();
  });
});
