// fast-check generators over the fixture catalogue: valid search states, and URLs in every route form together
// with what they must parse to.
import fc from 'fast-check';
import { FILTER_CODES, LOCALES } from '../catalogue.ts';
import type { CategoryDef, FilterDef } from '../catalogue.ts';
import type { CatalogueIndex } from '../catalogue-index.ts';
import { fixtureIndex as index, FIXTURE_CATALOGUE } from './fixtures.test-support.ts';
import { toBrandSegment } from './grammar.ts';
import { AD_TYPES, normalizeState, POSTER_TYPES, SORTS } from './state.ts';
import type { DynamicFilterValue, SearchState } from './state.ts';

const activeLocations = FIXTURE_CATALOGUE.locations.map((l) => l.slug);
const categorySlugs = FIXTURE_CATALOGUE.categories.map((c) => c.slug);

export function requireCategory(slug: string): CategoryDef {
  const category = index.categoryBySlug(slug);
  if (!category) throw new Error(`fixture has no category ${slug}`);
  return category;
}

export const locationSlugArb = fc.constantFrom(...activeLocations);
export const categorySlugArb = fc.constantFrom(...categorySlugs);

/** Search texts from plain words to arbitrary Unicode, including lone surrogates and Bengali digits. */
export const queryTextArb = fc.oneof(
  fc.constant(''),
  fc.constantFrom('toyota corolla', '  iphone   15 ', '১২৩৪', 'ঢাকা ফ্ল্যাট', 'a-b c', 'driver jobs', '100%+more'),
  // What URL encoders disagree on (each of these once made a canonical URL redirect to itself).
  fc.string({ unit: fc.constantFrom(..."',()!~*+&=%#?/ aক"), minLength: 1, maxLength: 12 }),
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.string({ minLength: 190, maxLength: 260 }),
);

const boundArb = (min: number, max: number) => fc.oneof(fc.constant(-1), fc.integer({ min, max }));

/** A value for one filter; single values are favoured because they are the ones that move into the path. */
export function filterValueArb(def: FilterDef): fc.Arbitrary<DynamicFilterValue> {
  switch (def.type) {
    case 'enum': {
      const keys = def.values.map((v) => v.key);
      return fc
        .oneof(
          fc.constantFrom(...keys).map((k) => [k]),
          fc.subarray(keys, { minLength: 1 }),
        )
        .map((values) => ({ type: 'enum' as const, values }));
    }
    case 'numeric': {
      const exact = fc.integer({ min: def.min, max: def.max }).map((n) => ({ minimum: n, maximum: n }));
      const range = fc.record({ minimum: boundArb(def.min, def.max), maximum: boundArb(def.min, def.max) });
      return fc.oneof(exact, range).map((r) => ({ type: 'numeric' as const, ...r }));
    }
    case 'money':
      return fc
        .record({ minimum: boundArb(0, 100_000_000), maximum: boundArb(0, 100_000_000) })
        .map((r) => ({ type: 'money' as const, ...r }));
    case 'tree':
      return fc.subarray([...def.values], { minLength: 1 }).chain((brands) =>
        fc.tuple(...brands.map((brand) => fc.subarray(brand.children.map((m) => m.key)))).map((models) => ({
          type: 'tree' as const,
          values: brands.map((brand, i) => ({ key: brand.key, childValues: models[i] ?? [] })),
        })),
      );
  }
}

function filtersArb(category: CategoryDef | undefined): fc.Arbitrary<Record<string, DynamicFilterValue>> {
  const entries = (category?.filters ?? []).map((def) =>
    fc.option(filterValueArb(def), { nil: undefined }).map((value) => [def.key, value] as const),
  );
  return fc.tuple(...entries).map((pairs) => {
    const filters: Record<string, DynamicFilterValue> = {};
    for (const [key, value] of pairs) if (value) filters[key] = value;
    return filters;
  });
}

/** Any valid search state over a catalogue (normalised, so every field is in its canonical form). */
export function searchStateArbOf(catalogueIndex: CatalogueIndex): fc.Arbitrary<SearchState> {
  const { locations, categories } = catalogueIndex.catalogue;
  return fc
    .option(fc.constantFrom(...categories.map((c) => c.slug)), { nil: null })
    .chain((category) =>
      fc.record({
        locale: fc.constantFrom(...LOCALES),
        location: fc.option(fc.constantFrom(...locations.map((l) => l.slug)), { nil: null }),
        category: fc.constant(category),
        query: queryTextArb,
        sort: fc.constantFrom(...SORTS),
        posterType: fc.constantFrom(...POSTER_TYPES),
        type: fc.option(fc.constantFrom(...AD_TYPES), { nil: null }),
        isDoorstepDelivery: fc.boolean(),
        isUrgent: fc.boolean(),
        isFeaturedMember: fc.boolean(),
        page: fc.oneof(fc.constant(1), fc.integer({ min: 1, max: 400 }), fc.integer({ min: -5, max: 1000 })),
        filters: filtersArb(category === null ? undefined : catalogueIndex.categoryBySlug(category)),
      }),
    )
    .map((state) => normalizeState(state, catalogueIndex));
}

/** Any valid search state over the fixture catalogue. */
export const searchStateArb: fc.Arbitrary<SearchState> = searchStateArbOf(index);

/** Changes the spelling of a slug the way people and old links do; the parser must still find it. */
export const respellArb = (slug: string): fc.Arbitrary<string> =>
  fc.constantFrom(slug, slug.toUpperCase(), slug.replaceAll('-', '_'), slug.replaceAll('_', '-'));

/** One filter segment of a sequence URL and the state filter it must produce. */
export interface SequencePart {
  readonly code: string;
  readonly segment: string;
  readonly key: string;
  readonly value: DynamicFilterValue | { readonly page: number };
}

const enumPart = (code: string, key: string, valueKey: string, segment = valueKey): SequencePart => ({
  code,
  segment,
  key,
  value: { type: 'enum', values: [valueKey] },
});

/** The sequence parts a category accepts: every code whose filter it has, plus page. */
function sequencePartsArb(category: CategoryDef): fc.Arbitrary<SequencePart[]> {
  const options: fc.Arbitrary<SequencePart[]>[] = [];
  for (const def of category.filters) {
    const code = (FILTER_CODES as Record<string, string>)[def.key];
    if (def.type === 'enum' && code) {
      const segment = def.key === 'brand' ? toBrandSegment : (k: string) => k;
      options.push(fc.constantFrom(...def.values).map((v) => [enumPart(code, def.key, v.key, segment(v.key))]));
    } else if (def.type === 'numeric' && def.key === 'model_year') {
      options.push(
        fc.integer({ min: def.min, max: def.max }).map((year) => [
          {
            code: FILTER_CODES.model_year,
            segment: String(year),
            key: def.key,
            value: { type: 'numeric', minimum: year, maximum: year },
          },
        ]),
      );
    } else if (def.type === 'tree' && index.supportsBrandTree(category)) {
      const brandAndModel = fc
        .constantFrom(...def.values)
        .chain((brand) =>
          fc.option(fc.constantFrom(...brand.children), { nil: undefined }).map((model) => ({ brand, model })),
        );
      options.push(
        brandAndModel.map(({ brand, model }): SequencePart[] => {
          const value: DynamicFilterValue = {
            type: 'tree',
            values: [{ key: brand.key, childValues: model ? [model.key] : [] }],
          };
          const parts: SequencePart[] = [
            { code: FILTER_CODES.brand_tree, segment: toBrandSegment(brand.key), key: 'brand', value },
          ];
          if (model) parts.push({ code: FILTER_CODES.model_tree, segment: model.key, key: 'brand', value });
          return parts;
        }),
      );
    }
  }
  options.push(
    fc
      .integer({ min: 1, max: 1000 })
      .map((page) => [
        { code: FILTER_CODES.page, segment: String(page), key: 'page', value: { page: page > 400 ? 1 : page } },
      ]),
  );
  return fc
    .subarray(options, { minLength: 1 })
    .chain((chosen) => fc.tuple(...chosen))
    .map((groups) => groups.flat().sort((a, b) => (a.code < b.code ? -1 : 1)));
}

/** Leaf categories that have at least one filter with a sequence code. */
const sequenceCategories = FIXTURE_CATALOGUE.categories.filter((c) => c.filters.length > 0 && c.slug !== 'tablets');

export const sequenceUrlArb = fc
  .record({
    locale: fc.constantFrom(...LOCALES),
    location: locationSlugArb,
    category: fc.constantFrom(...sequenceCategories),
  })
  .chain(({ locale, location, category }) =>
    sequencePartsArb(category).map((parts) => ({ locale, location, category, parts })),
  );

export const sequenceUrl = (
  locale: string,
  location: string,
  category: string,
  parts: readonly Pick<SequencePart, 'code' | 'segment'>[],
): string =>
  `/${locale}/ads/s/${parts.map((p) => p.code).join('')}/${location}/${category}/${parts.map((p) => p.segment).join('/')}`;
