import { BRAND_TREE_CATEGORY_SLUGS } from '../../../../core/catalogue-index.ts';
import { describe, expect, it } from 'vitest';
import type { CategoryDef, EnumValue, FilterDef, LocalizedText, LocationDef } from '../../../../core/catalogue.ts';
import { buildLexicon } from '../../../../core/search/transliteration.ts';
import { CATEGORIES } from './categories.ts';
import { LOCATIONS } from './locations.ts';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const BENGALI = /[\u0980-\u09FF]/;
const ASCII_DIGIT = /[0-9]/;


const byId = new Map(CATEGORIES.map((c) => [c.id, c]));
const bySlug = new Map(CATEGORIES.map((c) => [c.slug, c]));
const childrenOf = (id: number): CategoryDef[] => CATEGORIES.filter((c) => c.parentId === id);
const isLeaf = (c: CategoryDef): boolean => childrenOf(c.id).length === 0;

function category(id: number): CategoryDef {
  const found = byId.get(id);
  if (!found) throw new Error(`category ${id} is missing`);
  return found;
}

function categoryBySlug(slug: string): CategoryDef {
  const found = bySlug.get(slug);
  if (!found) throw new Error(`category ${slug} is missing`);
  return found;
}

/** Every localized text of the catalogue with a path naming where it is, and a value's aliases. */
function* labels(): Generator<[string, LocalizedText, (readonly string[])?]> {
  for (const c of CATEGORIES) {
    yield [`category ${c.slug}`, c.name];
    for (const f of c.filters) {
      yield [`${c.slug}.${f.key}`, f.label];
      if (f.type === 'numeric' && f.unit) yield [`${c.slug}.${f.key} unit`, f.unit];
      if (f.type === 'enum' || f.type === 'tree') {
        for (const value of f.values) {
          yield [`${c.slug}.${f.key}=${value.key}`, value.label, value.aliases];
          if ('children' in value)
            for (const m of value.children) yield [`${c.slug}.model=${m.key}`, m.label, m.aliases];
        }
      }
    }
  }
  for (const l of LOCATIONS) yield [`location ${l.slug}`, l.name];
}

/** The brands and models of every category (brand trees and plain brand lists), with where they are. */
function* brandNames(): Generator<[string, EnumValue]> {
  for (const c of CATEGORIES)
    for (const f of c.filters) {
      if (f.type === 'tree')
        for (const b of f.values) {
          yield [`${c.slug} brand ${b.key}`, b];
          for (const m of b.children) yield [`${c.slug} model ${m.key}`, m];
        }
      if (f.type === 'enum' && f.key === 'brand') for (const b of f.values) yield [`${c.slug} brand ${b.key}`, b];
    }
}

/** A name the trade writes in Latin: the same in bn and en, its Bengali transliteration an alias (decision 258). */
const isTradeName = (text: LocalizedText, aliases: readonly string[] | undefined) =>
  text.bn === text.en && (aliases?.length ?? 0) > 0;

const allFilters = (): (readonly [CategoryDef, FilterDef])[] =>
  CATEGORIES.flatMap((c) => c.filters.map((f) => [c, f] as const));

describe('categories: the ids of the spec', () => {
  it.each([
    [101, 'mobiles', 'normal'],
    [229, 'electronics', 'normal'],
    [192, 'vehicles', 'normal'],
    [210, 'property', 'normal'],
    [245, 'home-living', 'normal'],
    [700, 'jobs', 'jobs'],
    [400, 'overseas-jobs', 'overseas_jobs'],
  ] as const)('top-level category %i is %s of type %s', (id, slug, type) => {
    const c = category(id);
    expect(c.slug).toBe(slug);
    expect(c.parentId).toBe(-1);
    expect(c.type).toBe(type);
  });

  it('cars 193 and bikes 203 are children of vehicles 192', () => {
    expect(category(193)).toMatchObject({ slug: 'cars', parentId: 192, type: 'normal' });
    expect(category(203)).toMatchObject({ slug: 'motorbikes-scooters', parentId: 192, type: 'normal' });
  });

  it('property 210 has exactly the sub-categories 211, 212, 213, 214, 215, 217, 218 and 223', () => {
    const ids = childrenOf(210).map((c) => c.id);
    expect([...ids].sort((a, b) => a - b)).toEqual([211, 212, 213, 214, 215, 217, 218, 223]);
  });

  it('only jobs 700 is a vertical, and its sub-categories are all of type jobs', () => {
    expect(CATEGORIES.filter((c) => c.isVertical).map((c) => c.id)).toEqual([700]);
    const jobs = childrenOf(700);
    expect(jobs.length).toBeGreaterThanOrEqual(10);
    for (const slug of ['sales-marketing', 'driver', 'delivery-rider', 'garments-textile', 'security-guard']) {
      expect(categoryBySlug(slug).parentId).toBe(700);
    }
    for (const c of jobs) expect(c.type, c.slug).toBe('jobs');
  });

  it('overseas jobs 400 has no children', () => {
    expect(childrenOf(400)).toEqual([]);
  });

  it('exactly one top-level category of type other exists and it has no children', () => {
    const others = CATEGORIES.filter((c) => c.type === 'other');
    expect(others).toHaveLength(1);
    const [other] = others;
    expect(other?.parentId).toBe(-1);
    expect(childrenOf(other?.id ?? 0)).toEqual([]);
  });

  it('every category outside jobs, overseas jobs and other is of type normal', () => {
    const special = new Set([700, 400, ...childrenOf(700).map((c) => c.id)]);
    for (const c of CATEGORIES) {
      if (special.has(c.id) || c.type === 'other') continue;
      expect(c.type, c.slug).toBe('normal');
    }
  });
});

describe('categories: structure', () => {
  it('ids are unique positive integers', () => {
    const ids = CATEGORIES.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(Number.isInteger(id) && id > 0, String(id)).toBe(true);
  });

  it('slugs are unique across all categories and kebab-case', () => {
    const slugs = CATEGORIES.map((c) => c.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(SLUG);
  });

  it('every parentId is -1 or an existing top-level category (two levels)', () => {
    for (const c of CATEGORIES) {
      if (c.parentId === -1) continue;
      expect(category(c.parentId).parentId, c.slug).toBe(-1);
    }
  });

  it('each top-level category has its own icon and children inherit their parent icon', () => {
    const top = CATEGORIES.filter((c) => c.parentId === -1);
    const icons = top.map((c) => c.icon);
    expect(new Set(icons).size).toBe(icons.length);
    for (const icon of icons) expect(icon).toMatch(SLUG);
    for (const c of CATEGORIES) if (c.parentId !== -1) expect(c.icon, c.slug).toBe(category(c.parentId).icon);
  });

  it('categories with children carry no filters, except the jobs vertical (its children\'s); leaves carry them', () => {
    for (const c of CATEGORIES) {
      if (isLeaf(c)) expect(c.filters.length, c.slug).toBeGreaterThan(0);
      else if (c.isVertical) expect(c.filters, c.slug).toEqual(childrenOf(c.id)[0]?.filters);
      else expect(c.filters, c.slug).toEqual([]);
    }
  });

  it('every leaf outside jobs has a price filter, every jobs leaf a salary filter', () => {
    for (const c of CATEGORIES.filter(isLeaf)) {
      const money = c.filters.filter((f) => f.type === 'money').map((f) => f.key);
      const expected = c.type === 'jobs' || c.type === 'overseas_jobs' ? 'salary' : 'price';
      expect(money, c.slug).toEqual([expected]);
    }
  });

  it('deactivated categories are sub-category leaves, never a spec category', () => {
    const deactivated = CATEGORIES.filter((c) => c.deactivated);
    for (const c of deactivated) {
      expect([101, 192, 193, 203, 210, 229, 245, 400, 700]).not.toContain(c.id);
      expect(isLeaf(c)).toBe(true);
      expect(c.parentId).not.toBe(-1);
    }
  });
});

describe('categories: filters', () => {
  it('filter keys are unique within a category', () => {
    for (const c of CATEGORIES) {
      const keys = c.filters.map((f) => f.key);
      expect(new Set(keys).size, c.slug).toBe(keys.length);
    }
  });

  it('enum and tree value keys are unique within their filter and slug-safe', () => {
    for (const [c, f] of allFilters()) {
      if (f.type !== 'enum' && f.type !== 'tree') continue;
      const keys = f.values.flatMap((v) => ('children' in v ? [v.key, ...v.children.map((m) => m.key)] : [v.key]));
      expect(new Set(keys).size, `${c.slug}.${f.key}`).toBe(keys.length);
      for (const key of keys) expect(key, `${c.slug}.${f.key}`).toMatch(SLUG);
      expect(f.values.length, `${c.slug}.${f.key}`).toBeGreaterThan(1);
    }
  });

  it('numeric filters have min < max', () => {
    for (const [c, f] of allFilters()) {
      if (f.type === 'numeric') expect(f.min, `${c.slug}.${f.key}`).toBeLessThan(f.max);
    }
  });

  it('model_year runs from 1970 to 2026', () => {
    for (const [c, f] of allFilters()) {
      if (f.key === 'model_year') expect(f, c.slug).toMatchObject({ type: 'numeric', min: 1970, max: 2026 });
    }
  });

  it('a filter key has the same type everywhere, and tree filters are only the brand filter', () => {
    const typeOf = new Map<string, string>();
    for (const [c, f] of allFilters()) {
      if (f.type === 'tree') {
        expect(f.key).toBe('brand');
        continue;
      }
      const seen = typeOf.get(f.key);
      if (seen) expect(f.type, `${c.slug}.${f.key}`).toBe(seen);
      else typeOf.set(f.key, f.type);
    }
  });

  it.each(BRAND_TREE_CATEGORY_SLUGS)(
    'brand-tree category %s has a brand tree whose model keys start with the brand key',
    (slug) => {
      const c = categoryBySlug(slug);
      const tree = c.filters.find((f) => f.type === 'tree');
      if (!tree || tree.type !== 'tree') throw new Error(`${slug} has no tree filter`);
      expect(tree.key).toBe('brand');
      expect(tree.values.length).toBeGreaterThanOrEqual(4);
      for (const brand of tree.values) {
        expect(brand.children.length, brand.key).toBeGreaterThan(0);
        for (const model of brand.children) expect(model.key.startsWith(`${brand.key}-`), model.key).toBe(true);
      }
    },
  );

  it('only the brand-tree categories of spec section 5 have a tree filter', () => {
    const withTree = CATEGORIES.filter((c) => c.filters.some((f) => f.type === 'tree')).map((c) => c.slug);
    expect([...withTree].sort()).toEqual([...BRAND_TREE_CATEGORY_SLUGS].sort());
  });

  it('the big brand trees carry the brands and models sold in Bangladesh', () => {
    const models = (slug: string): string[] => {
      const tree = categoryBySlug(slug).filters.find((f) => f.type === 'tree');
      return tree?.type === 'tree' ? tree.values.flatMap((b) => [b.key, ...b.children.map((m) => m.key)]) : [];
    };
    expect(models('cars')).toEqual(
      expect.arrayContaining([
        'toyota',
        'toyota-corolla',
        'toyota-axio',
        'toyota-premio',
        'honda-vezel',
        'nissan-x-trail',
      ]),
    );
    expect(models('motorbikes-scooters')).toEqual(expect.arrayContaining(['bajaj-pulsar-150', 'yamaha-fzs-v3', 'tvs']));
    expect(models('mobile-phones')).toEqual(expect.arrayContaining(['samsung', 'apple-iphone-15-pro-max', 'symphony']));
    expect(models('laptops')).toEqual(expect.arrayContaining(['hp', 'dell', 'lenovo-thinkpad', 'apple-macbook-air']));
  });

  it('a category never has a brand tree and a brand enum at once', () => {
    for (const c of CATEGORIES)
      expect(c.filters.filter((f) => f.key === 'brand').length, c.slug).toBeLessThanOrEqual(1);
  });
});

describe('locations', () => {
  const ofLevel = (level: LocationDef['level']): LocationDef[] => LOCATIONS.filter((l) => l.level === level);
  const byLocationId = new Map(LOCATIONS.map((l) => [l.id, l]));
  const locationBySlug = (slug: string): LocationDef => {
    const found = LOCATIONS.find((l) => l.slug === slug);
    if (!found) throw new Error(`location ${slug} is missing`);
    return found;
  };

  it('the country is Bangladesh, id 1, at the top', () => {
    expect(ofLevel('country')).toEqual([
      { id: 1, slug: 'bangladesh', parentId: -1, level: 'country', name: { bn: 'বাংলাদেশ', en: 'Bangladesh' } },
    ]);
  });

  it('there are 8 divisions under the country, ids 2 to 9, slugs ending in -division', () => {
    const divisions = ofLevel('division');
    expect(divisions).toHaveLength(8);
    expect(divisions.map((d) => d.id).sort((a, b) => a - b)).toEqual([2, 3, 4, 5, 6, 7, 8, 9]);
    for (const d of divisions) {
      expect(d.parentId).toBe(1);
      expect(d.slug).toMatch(/-division$/);
    }
  });

  it('there are 64 districts, each under a division, ids 10 to 99', () => {
    const districts = ofLevel('district');
    expect(districts).toHaveLength(64);
    for (const d of districts) {
      expect(byLocationId.get(d.parentId)?.level, d.slug).toBe('division');
      expect(d.id >= 10 && d.id <= 99, d.slug).toBe(true);
    }
  });

  it('districts sit in the right division', () => {
    const divisionOf = (slug: string): string | undefined => byLocationId.get(locationBySlug(slug).parentId)?.slug;
    expect(divisionOf('gazipur')).toBe('dhaka-division');
    expect(divisionOf('coxs-bazar')).toBe('chattogram-division');
    expect(divisionOf('cumilla')).toBe('chattogram-division');
    expect(divisionOf('bogura')).toBe('rajshahi-division');
    expect(divisionOf('jashore')).toBe('khulna-division');
    expect(divisionOf('netrokona')).toBe('mymensingh-division');
    expect(divisionOf('thakurgaon')).toBe('rangpur-division');
    expect(divisionOf('moulvibazar')).toBe('sylhet-division');
    expect(divisionOf('barguna')).toBe('barishal-division');
    const perDivision = Object.fromEntries(
      ofLevel('division').map((d) => [d.slug, LOCATIONS.filter((l) => l.parentId === d.id).length]),
    );
    expect(perDivision).toEqual({
      'barishal-division': 6,
      'chattogram-division': 11,
      'dhaka-division': 13,
      'khulna-division': 10,
      'mymensingh-division': 4,
      'rajshahi-division': 8,
      'rangpur-division': 8,
      'sylhet-division': 4,
    });
  });

  it('areas have ids from 100 and cover Dhaka (30+) and Chattogram (15+) districts', () => {
    const areas = ofLevel('area');
    for (const a of areas) {
      expect(a.id, a.slug).toBeGreaterThanOrEqual(100);
      expect(byLocationId.get(a.parentId)?.level, a.slug).toBe('district');
    }
    expect(areas.filter((a) => a.parentId === locationBySlug('dhaka').id).length).toBeGreaterThanOrEqual(30);
    expect(areas.filter((a) => a.parentId === locationBySlug('chattogram').id).length).toBeGreaterThanOrEqual(15);
    expect(locationBySlug('gulshan').parentId).toBe(locationBySlug('dhaka').id);
    expect(locationBySlug('agrabad').parentId).toBe(locationBySlug('chattogram').id);
  });

  it('ids and slugs are unique across all locations and slugs are kebab-case', () => {
    const ids = LOCATIONS.map((l) => l.id);
    const slugs = LOCATIONS.map((l) => l.slug);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(SLUG);
  });

  it('every parentId except the country points to an existing location one level up', () => {
    const rank = { country: 0, division: 1, district: 2, area: 3 } as const;
    for (const l of LOCATIONS) {
      if (l.level === 'country') continue;
      const parent = byLocationId.get(l.parentId);
      expect(parent && rank[parent.level] + 1, l.slug).toBe(rank[l.level]);
    }
  });
});

describe('categories and locations together', () => {
  it('no category slug is also a location slug (search URLs carry both in the path)', () => {
    const locationSlugs = new Set(LOCATIONS.map((l) => l.slug));
    expect(CATEGORIES.map((c) => c.slug).filter((slug) => locationSlugs.has(slug))).toEqual([]);
  });
});

describe('labels', () => {
  it('every label has non-empty bn and en, and the bn text is in Bengali script unless it is a trade name', () => {
    for (const [where, text, aliases] of labels()) {
      expect(text.en.trim(), where).not.toBe('');
      expect(text.bn.trim(), where).not.toBe('');
      if (!isTradeName(text, aliases)) expect(text.bn, where).toMatch(BENGALI);
    }
  });

  it('bn labels write numbers with Bengali digits, except trade names ("Galaxy A15")', () => {
    for (const [where, text, aliases] of labels())
      if (!isTradeName(text, aliases)) expect(text.bn, where).not.toMatch(ASCII_DIGIT);
  });

  it('en labels are not in Bengali script', () => {
    for (const [where, text] of labels()) expect(text.en, where).not.toMatch(BENGALI);
  });
});

describe('brand and model names (decision 258)', () => {
  it('shows Samsung, Toyota, Galaxy A15 and Nord CE4 in Latin in both languages', () => {
    const names = new Map([...brandNames()].map(([, value]) => [value.key, value]));
    for (const [key, latin, alias] of [
      ['samsung', 'Samsung', 'স্যামসাং'],
      ['toyota', 'Toyota', 'টয়োটা'],
      ['samsung-galaxy-a15', 'Galaxy A15', 'গ্যালাক্সি এ১৫'],
      ['oneplus-nord-ce4', 'Nord CE4', 'নর্ড সিই৪'],
    ] as const) {
      expect(names.get(key)?.label, key).toEqual({ bn: latin, en: latin });
      expect(names.get(key)?.aliases, key).toContain(alias);
    }
  });

  it('writes every brand and model in Latin, with a Bengali alias, but for the words decided to be translated', () => {
    const translated = new Set<string>();
    for (const [where, value] of brandNames()) {
      expect(value.label.en, where).not.toMatch(BENGALI);
      if (BENGALI.test(value.label.bn)) {
        expect(value.aliases, where).toBeUndefined();
        translated.add(value.label.en);
        continue;
      }
      expect(value.label.bn, where).toBe(value.label.en);
      expect(value.aliases?.length, where).toBeGreaterThan(0);
      for (const alias of value.aliases ?? []) expect(alias, where).toMatch(BENGALI);
    }
    // "Other", generic product lines (a feature phone, an AC's kind), and the mobile operators (Bengali in bn).
    expect([...translated].sort()).toEqual(
      [
        'Other brand',
        'Other model',
        'Feature Phone',
        ...['Split AC', 'Inverter AC', 'Window AC', 'Cassette AC', 'Refrigerator', 'Freezer'],
        ...['Washing Machine', 'Microwave Oven', 'Air Purifier'],
        ...['Grameenphone', 'Robi', 'Banglalink', 'Airtel', 'Teletalk'],
      ].sort(),
    );
  });

  it('keeps the Bengali spellings as aliases that search pairs with the Latin words', () => {
    const lexicon = buildLexicon({ categories: CATEGORIES, locations: LOCATIONS });
    for (const [bengali, latin] of [
      ['গ্যালাক্সি', 'galaxy'],
      ['এ15', 'a15'],
      ['নর্ড', 'nord'],
      ['সিই4', 'ce4'],
      ['স্যামসাং', 'samsung'],
      ['টয়োটা', 'toyota'],
      ['এক্সিও', 'axio'],
    ] as const) {
      expect(lexicon.get(bengali), bengali).toContainEqual([latin]);
      expect(lexicon.get(latin), latin).toContainEqual([bengali]);
    }
  });
});
