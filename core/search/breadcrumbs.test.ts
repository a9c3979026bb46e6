import { describe, expect, it } from 'vitest';
import type { Locale } from '../catalogue.ts';
import { bengaliLocativeEnding, describeLandingPage, describeSearch } from './breadcrumbs.ts';
import { fixtureIndex as index } from './fixtures.test-support.ts';
import { createSearchState } from './state.ts';
import type { DynamicFilterValue, SearchState } from './state.ts';

const toyota = (...models: string[]): DynamicFilterValue => ({
  type: 'tree',
  values: [{ key: 'toyota', childValues: models }],
});
const oneOf = (...values: string[]): DynamicFilterValue => ({ type: 'enum', values });
const describeIn = (locale: Locale, overrides: Partial<SearchState>) =>
  describeSearch(createSearchState({ ...overrides, locale }), index);

// [what the search is, its state, title kind, en title, bn title, description kind]
const TITLES: readonly (readonly [string, Partial<SearchState>, string, string, string, string])[] = [
  ['nothing chosen', {}, 'all', 'All ads in Bangladesh', 'বাংলাদেশে সব বিজ্ঞাপন', 'location_from'],
  ['a location', { location: 'dhaka' }, 'location_in', 'All ads in Dhaka', 'ঢাকায় সব বিজ্ঞাপন', 'location_from'],
  ['a category', { category: 'cars' }, 'category', 'Cars in Bangladesh', 'বাংলাদেশে গাড়ি', 'category_from'],
  [
    'the jobs vertical',
    { category: 'jobs' },
    'jobs_in_country',
    'Jobs in Bangladesh',
    'বাংলাদেশে চাকরি',
    'category_from',
  ],
  [
    'a jobs category',
    { category: 'driver', location: 'dhaka' },
    'jobs_category',
    'Driver jobs in Dhaka',
    'ঢাকায় ড্রাইভার চাকরি',
    'category_from',
  ],
  [
    'a brand',
    { category: 'cars', location: 'mirpur', filters: { brand: toyota() } },
    'brand',
    'Toyota cars for sale in Mirpur',
    'মিরপুরে টয়োটা গাড়ি বিক্রি',
    'category_from',
  ],
  [
    'a brand and model',
    { category: 'cars', location: 'dhaka', filters: { brand: toyota('toyota-corolla') } },
    'brand_model',
    'Toyota Corolla cars for sale in Dhaka',
    'ঢাকায় টয়োটা করোলা গাড়ি বিক্রি',
    'category_from',
  ],
  [
    'a model year',
    {
      category: 'cars',
      location: 'rajshahi',
      filters: { brand: toyota('toyota-axio'), model_year: { type: 'numeric', minimum: 2015, maximum: 2015 } },
    },
    'model_year',
    '2015 Toyota Axio cars for sale in Rajshahi',
    'রাজশাহীতে ২০১৫ মডেলের টয়োটা এক্সিও গাড়ি বিক্রি',
    'category_from',
  ],
  [
    'an item type',
    { category: 'mobile-phone-accessories', filters: { item_type: oneOf('chargers') } },
    'item_type',
    'Chargers in Bangladesh',
    'বাংলাদেশে চার্জার',
    'item_type_from',
  ],
  [
    'a rentals category',
    { category: 'apartment-rentals', location: 'chattogram' },
    'category',
    'Apartment Rentals in Chattogram',
    'চট্টগ্রামে অ্যাপার্টমেন্ট ভাড়া',
    'category_from',
  ],
  [
    'cars to rent',
    { category: 'cars', location: 'gulshan', type: 'to_rent' },
    'category',
    'Cars for rent in Gulshan',
    'গুলশানে গাড়ি ভাড়া',
    'category_from',
  ],
  [
    'a brand to rent',
    { category: 'cars', type: 'to_rent', filters: { brand: toyota() } },
    'brand',
    'Toyota cars for rent in Bangladesh',
    'বাংলাদেশে টয়োটা গাড়ি ভাড়া',
    'category_from',
  ],
  [
    'wanted ads',
    { category: 'cars', type: 'to_buy' },
    'category',
    'Cars wanted in Bangladesh',
    'বাংলাদেশে গাড়ি কিনতে চাই',
    'category_from',
  ],
  [
    'overseas jobs',
    { category: 'overseas-jobs' },
    'category',
    'Overseas Jobs in Bangladesh',
    'বাংলাদেশে বিদেশে চাকরি',
    'category_from',
  ],
];

describe('describeSearch', () => {
  it.each(TITLES)('titles a search for %s', (_, overrides, kind, en, bn, descriptionKind) => {
    expect(describeIn('en', overrides)).toMatchObject({ titleKind: kind, title: en, descriptionKind });
    expect(describeIn('bn', overrides)).toMatchObject({ titleKind: kind, title: bn, descriptionKind });
  });

  it('describes where the ads come from', () => {
    expect(describeIn('en', { location: 'dhaka' }).description).toBe('Browse ads from Dhaka on Haat.');
    expect(describeIn('bn', { location: 'dhaka' }).description).toBe('হাটে ঢাকা থেকে দেওয়া বিজ্ঞাপন দেখুন।');
    expect(describeIn('en', { category: 'mobile-phones', location: 'dhaka' }).description).toBe(
      'Browse ads for mobile phones from Dhaka on Haat.',
    );
    expect(describeIn('bn', { category: 'mobile-phones', location: 'dhaka' }).description).toBe(
      'হাটে ঢাকা থেকে দেওয়া মোবাইল ফোন সংক্রান্ত বিজ্ঞাপন দেখুন।',
    );
    expect(describeIn('en', { category: 'jobs' }).description).toBe('Browse jobs from Bangladesh on Haat.');
    expect(describeIn('en', { category: 'driver' }).description).toBe('Browse driver jobs from Bangladesh on Haat.');
    expect(describeIn('bn', { category: 'driver' }).description).toBe(
      'হাটে বাংলাদেশ থেকে দেওয়া ড্রাইভার চাকরির বিজ্ঞাপন দেখুন।',
    );
    expect(
      describeIn('bn', { category: 'mobile-phone-accessories', filters: { item_type: oneOf('headphones') } })
        .description,
    ).toBe('হাটে বাংলাদেশ থেকে দেওয়া হেডফোন সংক্রান্ত বিজ্ঞাপন দেখুন।');
  });

  it('builds breadcrumbs from home down through locations, categories, brand, model and year, each linking to its search', () => {
    const { breadcrumbs } = describeIn('en', {
      category: 'cars',
      location: 'mirpur',
      filters: { brand: toyota('toyota-corolla'), model_year: { type: 'numeric', minimum: 2015, maximum: 2015 } },
    });
    expect(breadcrumbs).toEqual([
      { kind: 'home', label: 'Home', href: '/en' },
      { kind: 'all', label: 'All ads', href: '/en/ads' },
      { kind: 'location', label: 'Dhaka Division', href: '/en/ads/dhaka-division' },
      { kind: 'location', label: 'Dhaka', href: '/en/ads/dhaka' },
      { kind: 'location', label: 'Mirpur', href: '/en/ads/mirpur' },
      { kind: 'category', label: 'Vehicles', href: '/en/ads/mirpur/vehicles' },
      { kind: 'category', label: 'Cars', href: '/en/ads/mirpur/cars' },
      { kind: 'brand', label: 'Toyota', href: '/en/ads/mirpur/cars/toyota' },
      { kind: 'model', label: 'Corolla', href: '/en/ads/mirpur/cars/toyota/toyota-corolla' },
      { kind: 'model_year', label: '2015', href: '/en/ads/s/040507/mirpur/cars/toyota/toyota-corolla/2015' },
    ]);
  });

  it('starts jobs breadcrumbs at the jobs home and keeps location links inside jobs', () => {
    expect(describeIn('bn', { category: 'driver', location: 'dhaka' }).breadcrumbs).toEqual([
      { kind: 'home', label: 'হোম', href: '/bn' },
      { kind: 'jobs_home', label: 'চাকরি', href: '/bn/jobs' },
      { kind: 'location', label: 'ঢাকা বিভাগ', href: '/bn/ads/dhaka-division/jobs' },
      { kind: 'location', label: 'ঢাকা', href: '/bn/ads/dhaka/jobs' },
      { kind: 'category', label: 'ড্রাইভার', href: '/bn/ads/dhaka/driver' },
    ]);
  });

  it('gives plain brand and item type crumbs their own kinds', () => {
    const tv = describeIn('bn', { category: 'tvs', filters: { brand: oneOf('walton') } });
    expect(tv.breadcrumbs.at(-1)).toEqual({
      kind: 'brand',
      label: 'ওয়ালটন',
      href: '/bn/ads/bangladesh/tvs/walton',
    });
    expect(tv.title).toBe('বাংলাদেশে ওয়ালটন টিভি বিক্রি');
    const chargers = describeIn('en', {
      category: 'mobile-phone-accessories',
      filters: { item_type: oneOf('chargers') },
    });
    expect(chargers.breadcrumbs.at(-1)).toEqual({
      kind: 'item_type',
      label: 'Chargers',
      href: '/en/ads/bangladesh/mobile-phone-accessories?enum.item_type=chargers',
    });
  });
});

describe('describeLandingPage', () => {
  it('names the other filters of a sequence page after its title, and never the ones outside the path', () => {
    const rentals = { category: 'apartment-rentals', location: 'dhaka', filters: { bedrooms: oneOf('2-bedrooms') } };
    expect(describeIn('en', rentals).title).toBe('Apartment Rentals in Dhaka, 2 bedrooms');
    expect(describeIn('bn', rentals).title).toBe('ঢাকায় অ্যাপার্টমেন্ট ভাড়া, ২ বেডরুম');
    const one = { ...rentals, filters: { bedrooms: oneOf('1-bedroom') } };
    expect(describeIn('en', one).title).toBe('Apartment Rentals in Dhaka, 1 bedroom');
    // Two values are not a sequence page (a query parameter): the title stays the category's.
    const two = { ...rentals, filters: { bedrooms: oneOf('1-bedroom', '2-bedrooms') } };
    expect(describeIn('en', two).title).toBe('Apartment Rentals in Dhaka');
  });

  it('titles the home page and the jobs home in both languages', () => {
    expect(describeLandingPage('home', 'en')).toEqual({
      titleKind: 'home',
      title: 'Haat: buy and sell anything in Bangladesh',
      breadcrumbs: [{ kind: 'home', label: 'Home', href: '/en' }],
    });
    expect(describeLandingPage('jobs_home', 'bn')).toEqual({
      titleKind: 'jobs_home',
      title: 'বাংলাদেশে চাকরি খুঁজুন',
      breadcrumbs: [
        { kind: 'home', label: 'হোম', href: '/bn' },
        { kind: 'jobs_home', label: 'চাকরি', href: '/bn/jobs' },
      ],
    });
  });
});

describe('bengaliLocativeEnding', () => {
  it('picks -য় after া, -তে after other vowel signs, -এ after consonants', () => {
    expect(bengaliLocativeEnding('ঢাকা')).toBe('ya');
    expect(bengaliLocativeEnding('খুলনা')).toBe('ya');
    expect(bengaliLocativeEnding('রাজশাহী')).toBe('te');
    expect(bengaliLocativeEnding('মিরপুর')).toBe('e');
    expect(bengaliLocativeEnding('ঢাকা বিভাগ')).toBe('e');
    expect(bengaliLocativeEnding('বগুড়')).toBe('e');
  });

  it('picks -য়ে after an independent vowel or ং, and looks past a final chandrabindu', () => {
    expect(bengaliLocativeEnding('ঠাকুরগাঁও')).toBe('ye');
    expect(bengaliLocativeEnding('ধামরাই')).toBe('ye');
    expect(bengaliLocativeEnding('ডবলমুরিং')).toBe('ye');
    expect(bengaliLocativeEnding('নওগাঁ')).toBe('ya');
  });

  it('falls back to the hyphenated form for names that do not end in a Bengali letter', () => {
    expect(bengaliLocativeEnding('Dhaka')).toBe('other');
    expect(bengaliLocativeEnding('')).toBe('other');
  });
});
