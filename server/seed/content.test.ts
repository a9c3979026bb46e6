import { describe, expect, it } from 'vitest';
import type { CategoryDef, Locale, LocationDef } from '../../core/catalogue.ts';
import { CATEGORIES } from '../modules/catalog/data/categories.ts';
import { LOCATIONS } from '../modules/catalog/data/locations.ts';
import { SEED_YEAR } from './content-kit.ts';
import { type AdContent, generateAdContent, generatePerson, generateShopName } from './content.ts';
import { createRandom } from './random.ts';
import { isJobCategoryType, readJobProperties } from '../../core/jobs/fields.ts';

const BENGALI = /[\u0980-\u09FF]/;
const ASCII_DIGIT = /[0-9]/;
const LOCALES: readonly Locale[] = ['en', 'bn'];

/** Brand and model names written in Latin in bn too (decision 258), longest first. */
const TRADE_NAMES = [
  ...new Set(
    CATEGORIES.flatMap((c) =>
      c.filters.flatMap((f) =>
        f.type === 'tree'
          ? f.values.flatMap((b) => [b, ...b.children])
          : f.type === 'enum' && f.key === 'brand'
            ? f.values
            : [],
      ),
    )
      .filter((value) => value.aliases && value.label.bn === value.label.en)
      .map((value) => value.label.en),
  ),
].sort((a, b) => b.length - a.length);

/** A bn title without the trade names in it: the rest is written with Bengali digits. */
const withoutTradeNames = (title: string) => TRADE_NAMES.reduce((rest, name) => rest.split(name).join(' '), title);

const parentIds = new Set(CATEGORIES.map((c) => c.parentId));
/** The categories ads are posted in: leaves that are not deactivated. */
const LEAVES = CATEGORIES.filter((c) => !parentIds.has(c.id) && !c.deactivated);
/** Where ads are posted: areas and districts. */
const PLACES = LOCATIONS.filter((l) => l.level === 'area' || l.level === 'district');
const NOW = new Date('2026-11-25T06:00:00Z');

function leaf(slug: string): CategoryDef {
  const found = LEAVES.find((c) => c.slug === slug);
  if (!found) throw new Error(`no leaf category ${slug}`);
  return found;
}

function place(slug: string): LocationDef {
  const found = LOCATIONS.find((l) => l.slug === slug);
  if (!found) throw new Error(`no location ${slug}`);
  return found;
}

interface Sample {
  readonly category: CategoryDef;
  readonly locale: Locale;
  readonly ad: AdContent;
}

/** `perLocale` ads of every leaf category in each language, at places drawn from the same seed. */
function sampleAll(seed: number, perLocale: number): Sample[] {
  const random = createRandom(seed);
  const samples: Sample[] = [];
  for (const category of LEAVES) {
    for (const locale of LOCALES) {
      for (let i = 0; i < perLocale; i++) {
        samples.push({ category, locale, ad: generateAdContent(random, category, random.pick(PLACES), locale, NOW) });
      }
    }
  }
  return samples;
}

function adsOf(slug: string, count: number, locale: Locale = 'en', at?: LocationDef): AdContent[] {
  const random = createRandom(slug.length * 7919 + count);
  const category = leaf(slug);
  return Array.from({ length: count }, () =>
    generateAdContent(random, category, at ?? random.pick(PLACES), locale, NOW),
  );
}

const SAMPLES = sampleAll(20_240_601, 120);

describe('generateAdContent properties', () => {
  it('fills only filters of the category, with existing enum keys, numbers in range and models of their brand', () => {
    const problems: string[] = [];
    for (const { category, ad } of SAMPLES) {
      // Job ads: exactly what the ad form's job fields accept and store.
      if (isJobCategoryType(category.type)) {
        const read = readJobProperties(category, ad.properties);
        problems.push(...read.issues.map((i) => `${category.slug}: ${i.key} ${i.message}`));
        if (read.issues.length === 0) expect(read.properties, category.slug).toEqual(ad.properties);
        continue;
      }
      for (const [key, value] of Object.entries(ad.properties)) {
        if (key === 'model') continue;
        const filter = category.filters.find((f) => f.key === key);
        if (!filter) {
          problems.push(`${category.slug}: ${key} is not a filter`);
        } else if (filter.type === 'enum') {
          if (!filter.values.some((v) => v.key === value)) problems.push(`${category.slug}: ${key}=${value}`);
        } else if (filter.type === 'numeric') {
          if (typeof value !== 'number' || value < filter.min || value > filter.max || !Number.isFinite(value)) {
            problems.push(`${category.slug}: ${key}=${value} outside ${filter.min}..${filter.max}`);
          }
        } else if (filter.type === 'money') {
          if (key === 'price') problems.push(`${category.slug}: the price belongs in AdContent.price`);
          if (typeof value !== 'number' || !Number.isInteger(value) || value <= 0)
            problems.push(`${category.slug}: ${key}=${value}`);
        } else {
          const brand = filter.values.find((b) => b.key === value);
          if (!brand) problems.push(`${category.slug}: brand ${value}`);
          else if (!brand.children.some((m) => m.key === ad.properties.model)) {
            problems.push(`${category.slug}: model ${ad.properties.model} is not a ${value} model`);
          }
        }
      }
      const hasTree = category.filters.some((f) => f.type === 'tree');
      if ('model' in ad.properties !== hasTree)
        problems.push(`${category.slug}: model without a brand tree or missing`);
    }
    expect(problems.slice(0, 20)).toEqual([]);
  });

  it('fills the filters every poster fills: condition, type, brand, year, mileage, rooms, sizes, salary, specs', () => {
    // RAM and storage stay empty for feature phones and accessories, engine size for electric vehicles,
    // and the apartment complex unless the flat is in one.
    const sometimesEmpty = new Set(['ram', 'capacity', 'engine_capacity', 'apartment_complex']);
    const missing = new Set<string>();
    for (const { category, ad } of SAMPLES) {
      for (const filter of category.filters) {
        if (filter.key === 'price' || sometimesEmpty.has(filter.key)) continue;
        if (!(filter.key in ad.properties)) missing.add(`${category.slug}.${filter.key}`);
      }
    }
    expect([...missing]).toEqual([]);
  });

  it('puts a monthly salary in properties.salary of job ads and gives them no price', () => {
    for (const { category, ad } of SAMPLES.filter(
      (s) => s.category.type === 'jobs' || s.category.type === 'overseas_jobs',
    )) {
      expect(ad.price, category.slug).toBeNull();
      expect(ad.properties.salary, category.slug).toBeGreaterThanOrEqual(3_000);
      expect(ad.properties.salary, category.slug).toBeLessThanOrEqual(3_00_000);
    }
  });

  it('gives used cars a mileage that fits their age and new ones almost none', () => {
    const cars = adsOf('cars', 600);
    for (const { properties } of cars) {
      const year = Number(properties.model_year);
      const km = Number(properties.mileage);
      if (properties.condition === 'new') expect(km).toBeLessThanOrEqual(500);
      else expect(km / Math.max(1, SEED_YEAR - year)).toBeLessThanOrEqual(30_000);
    }
    const old = cars.filter(
      (c) => c.properties.condition === 'used' && Number(c.properties.model_year) <= SEED_YEAR - 12,
    );
    const recent = cars.filter(
      (c) => c.properties.condition === 'used' && Number(c.properties.model_year) >= SEED_YEAR - 5,
    );
    const mean = (ads: AdContent[]) => ads.reduce((sum, ad) => sum + Number(ad.properties.mileage), 0) / ads.length;
    expect(old.length).toBeGreaterThan(10);
    expect(recent.length).toBeGreaterThan(10);
    expect(mean(old)).toBeGreaterThan(mean(recent) * 1.5);
  });

  it('sizes flats by their bedrooms and measures land in katha', () => {
    for (const { properties } of adsOf('apartments-for-sale', 300)) {
      const bedrooms = Number.parseInt(String(properties.bedrooms), 10);
      expect(Number(properties.size) / bedrooms).toBeGreaterThan(250);
      expect(Number(properties.size) / bedrooms).toBeLessThan(1_000);
    }
    for (const { properties } of adsOf('land-for-sale', 300)) {
      expect(properties.land_size).toBeGreaterThanOrEqual(1);
      expect(properties.land_size).toBeLessThanOrEqual(100);
    }
  });
});

describe('generateAdContent prices', () => {
  it('prices every ad of a category with a price filter in whole taka, and only those', () => {
    for (const { category, ad } of SAMPLES) {
      const hasPrice = category.filters.some((f) => f.key === 'price');
      if (!hasPrice) expect(ad.price, category.slug).toBeNull();
      else {
        expect(Number.isInteger(ad.price), category.slug).toBe(true);
        expect(ad.price, category.slug).toBeGreaterThan(0);
      }
    }
  });

  it('keeps prices within what each kind of category sells for in Bangladesh', () => {
    /** Loose bounds in BDT per top-level category: a price outside them is a bug, not a bargain. */
    const bounds: Readonly<Record<number, readonly [number, number]>> = {
      101: [50, 3_50_000], // mobiles
      229: [50, 6_00_000], // electronics
      192: [300, 6_00_00_000], // vehicles, parts and rentals per day
      210: [1_000, 1_00_00_00_000], // property: rents per month, land per katha
      245: [50, 2_00_000], // home & living
      260: [50, 5_00_000], // pets & animals
      500: [50, 20_00_000], // fashion, a Rolex at the top
      270: [50, 3_00_000], // hobbies
      280: [50, 30_00_000], // business & industry machines
      300: [100, 5_00_000], // services
      520: [100, 3_00_000], // education
      540: [20, 10_000], // essentials
      560: [50, 50_00_000], // agriculture, harvesters at the top
      600: [50, 1_00_000], // everything else
    };
    for (const { category, ad } of SAMPLES) {
      if (ad.price === null) continue;
      const top = category.parentId === -1 ? category.id : category.parentId;
      const [lo, hi] = bounds[top] ?? [1, 1e10];
      expect(ad.price, `${category.slug}: ${ad.title}`).toBeGreaterThanOrEqual(lo);
      expect(ad.price, `${category.slug}: ${ad.title}`).toBeLessThanOrEqual(hi);
    }
  });

  it('prices a used Toyota Corolla at 8–35 lakh and a new iPhone 15–17 at over a lakh', () => {
    const corollas = adsOf('cars', 4_000).filter(
      (ad) => ad.properties.model === 'toyota-corolla' && ad.properties.condition === 'used',
    );
    expect(corollas.length).toBeGreaterThan(5);
    for (const ad of corollas) {
      expect(ad.price).toBeGreaterThanOrEqual(8_00_000);
      expect(ad.price).toBeLessThanOrEqual(35_00_000);
    }
    const iphones = adsOf('mobile-phones', 6_000).filter(
      (ad) => /^apple-iphone-1[5-7]/.test(String(ad.properties.model)) && ad.properties.condition === 'new',
    );
    expect(iphones.length).toBeGreaterThan(5);
    for (const ad of iphones) {
      expect(ad.price).toBeGreaterThanOrEqual(1_00_000);
      expect(ad.price).toBeLessThanOrEqual(3_00_000);
    }
  });

  it('asks a monthly rent for flats and charges more in Gulshan than in Mymensingh', () => {
    const median = (ads: AdContent[]) => {
      const prices = ads.map((ad) => Number(ad.price)).sort((a, b) => a - b);
      return prices[Math.floor(prices.length / 2)] ?? 0;
    };
    const gulshan = adsOf('apartment-rentals', 300, 'en', place('gulshan'));
    const mymensingh = adsOf('apartment-rentals', 300, 'en', place('mymensingh'));
    for (const ad of [...gulshan, ...mymensingh]) {
      expect(ad.price).toBeGreaterThanOrEqual(3_000);
      expect(ad.price).toBeLessThanOrEqual(3_00_000);
    }
    expect(median(gulshan)).toBeGreaterThan(median(mymensingh) * 1.5);
  });

  it('rounds prices the way people write them', () => {
    for (const { category, ad } of SAMPLES) {
      if (ad.price === null || ad.price < 20_000) continue;
      expect(ad.price % 500, `${category.slug}: ${ad.price}`).toBe(0);
    }
  });
});

describe('generateAdContent text', () => {
  it('writes a non-empty title of at most 150 characters', () => {
    for (const { category, ad } of SAMPLES) {
      expect(ad.title.trim().length, category.slug).toBeGreaterThan(0);
      expect(ad.title.length, category.slug).toBeLessThanOrEqual(150);
    }
  });

  it('writes bn ads in Bengali script with Bengali digits (but for Latin brand names) and en ads without Bengali script', () => {
    for (const { category, locale, ad } of SAMPLES) {
      if (locale === 'bn') {
        // A title may be the brand and model alone ("Nokia C12"), as sellers write it.
        const rest = withoutTradeNames(ad.title);
        if (/\p{L}/u.test(rest)) expect(rest, category.slug).toMatch(BENGALI);
        expect(ad.description, category.slug).toMatch(BENGALI);
        expect(rest, category.slug).not.toMatch(ASCII_DIGIT);
      } else {
        expect(ad.title + ad.description, category.slug).not.toMatch(BENGALI);
      }
    }
  });

  it('writes descriptions of two to five sentences without placeholders left over', () => {
    for (const { category, ad } of SAMPLES) {
      const sentences = ad.description.split(/(?<=[.।?])\s+/);
      expect(sentences.length, `${category.slug}: ${ad.description}`).toBeGreaterThanOrEqual(2);
      expect(sentences.length, `${category.slug}: ${ad.description}`).toBeLessThanOrEqual(5);
      expect(ad.title + ad.description, category.slug).not.toMatch(/undefined|NaN|null|\[object|\$\{|\s{2}/);
    }
  });

  it('names the brand and model of a car as the catalogue spells them, and its model year', () => {
    const cars = leaf('cars');
    const tree = cars.filters.find((f) => f.type === 'tree');
    if (tree?.type !== 'tree') throw new Error('cars have a brand tree');
    for (const locale of LOCALES) {
      for (const ad of adsOf('cars', 200, locale)) {
        if (ad.type === 'to_buy') continue;
        const brand = tree.values.find((b) => b.key === ad.properties.brand);
        const model = brand?.children.find((m) => m.key === ad.properties.model);
        if (!brand || !model || brand.key === 'other-brand' || model.key.endsWith('-other-model')) continue;
        expect(ad.title).toContain(model.label[locale]);
        const year = new Intl.NumberFormat(locale === 'bn' ? 'bn-BD' : 'en', { useGrouping: false }).format(
          Number(ad.properties.model_year),
        );
        expect(ad.title).toContain(year);
      }
    }
  });

  it('names the area of a flat in its title', () => {
    const mirpur = place('mirpur');
    for (const locale of LOCALES) {
      for (const ad of adsOf('apartment-rentals', 50, locale, mirpur)) expect(ad.title).toContain(mirpur.name[locale]);
    }
  });
});

describe('generateAdContent ad types', () => {
  it('offers rentals to rent, jobs for sale and asks "Wanted" in about 2% of the other ads', () => {
    let others = 0;
    let wanted = 0;
    for (const { category, locale, ad } of SAMPLES) {
      const rental = /rent|rental|sublet/.test(category.slug);
      const job = category.type === 'jobs' || category.type === 'overseas_jobs';
      if (rental) expect(ad.type, category.slug).toBe('to_rent');
      else if (job) expect(ad.type, category.slug).toBe('for_sale');
      else {
        others++;
        if (ad.type === 'to_buy') {
          wanted++;
          expect(
            ad.title.startsWith(locale === 'en' ? 'Wanted: ' : 'কিনতে চাই: ') || ad.title.startsWith('প্রয়োজন: '),
          ).toBe(true);
        } else expect(ad.type).toBe('for_sale');
      }
    }
    expect(wanted / others).toBeGreaterThan(0.01);
    expect(wanted / others).toBeLessThan(0.03);
  });

  it('marks some prices negotiable and never a job salary', () => {
    const negotiable = SAMPLES.filter((s) => s.ad.priceNegotiable);
    expect(negotiable.length / SAMPLES.length).toBeGreaterThan(0.2);
    expect(negotiable.length / SAMPLES.length).toBeLessThan(0.7);
    expect(negotiable.every((s) => s.ad.price !== null)).toBe(true);
  });
});

describe('generateAdContent determinism', () => {
  it('writes the same ads for the same seed and different ones for another seed', () => {
    const first = sampleAll(7, 3).map((s) => s.ad);
    expect(sampleAll(7, 3).map((s) => s.ad)).toEqual(first);
    const other = sampleAll(8, 3).map((s) => s.ad);
    expect(other.filter((ad, i) => ad.title === first[i]?.title).length).toBeLessThan(first.length / 2);
  });

  it('writes varied titles within a category', () => {
    for (const slug of ['cars', 'mobile-phones', 'apartments-for-sale', 'furniture', 'sales-marketing']) {
      const titles = new Set(adsOf(slug, 100).map((ad) => ad.title));
      expect(titles.size, slug).toBeGreaterThan(60);
    }
  });
});

describe('generatePerson', () => {
  it('gives Bangladeshi mobile numbers on the real operator prefixes 013–019', () => {
    const random = createRandom(11);
    const prefixes = new Set<string>();
    for (let i = 0; i < 2_000; i++) {
      const { phone } = generatePerson(random, i % 2 ? 'bn' : 'en');
      expect(phone).toMatch(/^\+8801[3-9]\d{8}$/);
      prefixes.add(phone.slice(4, 6));
    }
    expect([...prefixes].sort()).toEqual(['13', '14', '15', '16', '17', '18', '19']);
  });

  it('writes names in the script of the locale, varied, the same for the same seed', () => {
    const names = (seed: number, locale: Locale) => {
      const random = createRandom(seed);
      return Array.from({ length: 300 }, () => generatePerson(random, locale).name);
    };
    const bn = names(3, 'bn');
    const en = names(3, 'en');
    for (const name of bn) expect(name).toMatch(/^[\u0980-\u09FF .]+$/);
    for (const name of en) expect(name).toMatch(/^[A-Z][A-Za-z .-]+$/);
    expect(new Set(en).size).toBeGreaterThan(150);
    expect(names(3, 'en')).toEqual(en);
  });
});

describe('generateShopName', () => {
  it('names shops after their trade in the script of the locale', () => {
    const random = createRandom(5);
    const names = new Set<string>();
    for (const category of LEAVES) {
      for (const locale of LOCALES) {
        const name = generateShopName(random, category, locale);
        names.add(name);
        expect(name.trim().length).toBeGreaterThan(2);
        if (locale === 'bn') expect(name).toMatch(BENGALI);
        else expect(name).not.toMatch(BENGALI);
      }
    }
    expect(names.size).toBeGreaterThan(LEAVES.length);
    const motors = Array.from({ length: 50 }, () => generateShopName(random, leaf('cars'), 'en'));
    expect(motors.some((name) => /Motors|Car|Auto|Bike/.test(name))).toBe(true);
  });
});
