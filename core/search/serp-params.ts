// A SearchState as the query parameters of GET /data/serp (spec section 7) and back, so that a results page and
// the API describe the same search. Reading is for hostile input and never throws:
//   - unknown parameter names are ignored (clients also send top_ads, spotlights and cache busters);
//   - a known parameter with a value we do not understand falls back to its default and is listed in `ignored`;
//   - a value longer than MAX_PARAMETER_LENGTH, an unknown or contradictory category or location, and a
//     filter_json that is not JSON of the documented shape are INVALID_PARAMETER / INVALID_FILTER_JSON (400),
//     because answering them with unfiltered results would look like a filtered answer;
//   - inside a well-formed filter_json, filters the category does not have are dropped and listed, and unknown
//     values or out-of-range bounds are dropped silently, because saved searches outlive catalogue changes.
import { z } from 'zod';
import type { Locale } from '../catalogue.ts';
import type { CatalogueIndex } from '../catalogue-index.ts';
import { decodeStaticParams, encodeStaticParams, PARAM } from './grammar.ts';
import { DEFAULT_SEARCH_STATE, defaultSortFor, normalizeState, searchError } from './state.ts';
import type { DynamicFilterValue, SearchError, SearchState } from './state.ts';

export const SERP_PARAM = {
  ...PARAM,
  categorySlug: 'categorySlug',
  locationSlug: 'locationSlug',
  category: 'category',
  location: 'location',
  filterJson: 'filter_json',
} as const;

export const MAX_PARAMETER_LENGTH = 1_000;
export const MAX_FILTER_JSON_LENGTH = 10_000;

/**
 * filter_json: a JSON array, one entry per dynamic filter, sorted by key. Extra properties (label, checked, …)
 * are ignored when reading.
 *   {"key":"condition","type":"enum","values":["used"]}
 *   {"key":"price","type":"money","minimum":100000,"maximum":-1}
 *   {"key":"brand","type":"tree","values":[{"key":"toyota","childValues":["toyota-corolla"]}]}
 */
const key = z.string().max(100);
const bound = z.number().optional();
export const FilterJsonSchema = z
  .array(
    z.discriminatedUnion('type', [
      z.object({ key, type: z.literal('enum'), values: z.array(key).max(200) }),
      z.object({ key, type: z.literal('money'), minimum: bound, maximum: bound }),
      z.object({ key, type: z.literal('numeric'), minimum: bound, maximum: bound }),
      z.object({
        key,
        type: z.literal('tree'),
        values: z.array(z.object({ key, childValues: z.array(key).max(200).optional() })).max(200),
      }),
    ]),
  )
  .max(50);
export type FilterJson = z.infer<typeof FilterJsonSchema>;

/** The /data/serp query parameters of a search, in a fixed order; defaults are written out. */
export function buildSerpParams(input: SearchState, index: CatalogueIndex): URLSearchParams {
  const state = normalizeState(input, index);
  const category = state.category === null ? undefined : index.categoryBySlug(state.category);
  const location = state.location === null ? undefined : index.locationBySlug(state.location);
  const params = new URLSearchParams(encodeStaticParams(state, 'explicit'));
  if (category) params.append(SERP_PARAM.categorySlug, category.slug);
  if (location) params.append(SERP_PARAM.locationSlug, location.slug);
  params.append(SERP_PARAM.category, String(category?.id ?? -1));
  params.append(SERP_PARAM.location, String(location?.id ?? -1));
  params.append(SERP_PARAM.page, String(state.page));
  params.append(SERP_PARAM.filterJson, JSON.stringify(toFilterJson(state.filters)));
  return params;
}

function toFilterJson(filters: Readonly<Record<string, DynamicFilterValue>>): FilterJson {
  return Object.keys(filters)
    .sort()
    .flatMap((filterKey): FilterJson => {
      const value = filters[filterKey];
      if (!value) return [];
      switch (value.type) {
        case 'enum':
          return [{ key: filterKey, type: 'enum', values: [...value.values] }];
        case 'money':
        case 'numeric':
          return [{ key: filterKey, type: value.type, minimum: value.minimum, maximum: value.maximum }];
        case 'tree':
          return [
            {
              key: filterKey,
              type: 'tree',
              values: value.values.map((brand) => ({ key: brand.key, childValues: [...brand.childValues] })),
            },
          ];
      }
    });
}

export type SerpParamsInput = URLSearchParams | Readonly<Record<string, unknown>>;

export type SerpParamsResult =
  | { readonly ok: true; readonly state: SearchState; readonly ignored: readonly string[] }
  | { readonly ok: false; readonly error: SearchError };

/** One string per name: the first of repeated values; anything that is not a string, number or boolean is absent. */
function readParam(params: SerpParamsInput, name: string): string | undefined {
  if (params instanceof URLSearchParams) return params.get(name) ?? undefined;
  const raw: unknown = Object.hasOwn(params, name) ? params[name] : undefined;
  const value: unknown = Array.isArray(raw) ? raw[0] : raw;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return undefined;
}

const invalid = (message: string): SerpParamsResult => ({
  ok: false,
  error: searchError('INVALID_PARAMETER', message),
});

/**
 * Reads /data/serp parameters (a URLSearchParams or a framework's parsed query object) into a normalised state.
 * The locale comes from the request's Accept-Language, not from the parameters.
 */
export function parseSerpParams(params: SerpParamsInput, index: CatalogueIndex, locale: Locale): SerpParamsResult {
  for (const name of Object.values(SERP_PARAM)) {
    const isFilterJson = name === SERP_PARAM.filterJson;
    const limit = isFilterJson ? MAX_FILTER_JSON_LENGTH : MAX_PARAMETER_LENGTH;
    if ((readParam(params, name)?.length ?? 0) <= limit) continue;
    const message = `${name} is longer than ${limit} characters`;
    return isFilterJson ? { ok: false, error: searchError('INVALID_FILTER_JSON', message) } : invalid(message);
  }
  const get = (name: string): string | undefined => readParam(params, name);

  const category = resolveNode(get(SERP_PARAM.categorySlug), get(SERP_PARAM.category), {
    bySlug: (slug) => index.categoryBySlug(slug),
    byId: (id) => index.categoryById(id),
  });
  if (!category.ok) return invalid(`category: ${category.message}`);
  const location = resolveNode(get(SERP_PARAM.locationSlug), get(SERP_PARAM.location), {
    bySlug: (slug) => index.locationBySlug(slug),
    byId: (id) => index.locationById(id),
  });
  if (!location.ok) return invalid(`location: ${location.message}`);

  const { fields, ignored } = decodeStaticParams(get);
  const ignoredNames = [...ignored];
  const filters: Record<string, DynamicFilterValue> = {};
  const filterJson = get(SERP_PARAM.filterJson);
  if (filterJson !== undefined && filterJson !== '') {
    const parsed = readFilterJson(filterJson);
    if (!parsed)
      return { ok: false, error: searchError('INVALID_FILTER_JSON', 'filter_json is not a list of filters') };
    const defs = category.node?.filters ?? [];
    for (const entry of parsed) {
      const def = defs.find((d) => d.key === entry.key);
      if (!def || def.type !== entry.type || Object.hasOwn(filters, entry.key)) {
        ignoredNames.push(`${SERP_PARAM.filterJson}.${entry.key}`);
        continue;
      }
      filters[entry.key] = fromFilterJson(entry);
    }
  }

  const state = normalizeState(
    {
      ...DEFAULT_SEARCH_STATE,
      ...fields,
      sort: fields.sort ?? defaultSortFor(fields.query ?? ''),
      locale,
      category: category.node?.slug ?? null,
      location: location.node?.slug ?? null,
      filters,
    },
    index,
  );
  return { ok: true, state, ignored: ignoredNames };
}

function readFilterJson(text: string): FilterJson | undefined {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return undefined;
  }
  const parsed = FilterJsonSchema.safeParse(json);
  return parsed.success ? parsed.data : undefined;
}

function fromFilterJson(entry: FilterJson[number]): DynamicFilterValue {
  switch (entry.type) {
    case 'enum':
      return { type: 'enum', values: entry.values };
    case 'money':
    case 'numeric':
      return { type: entry.type, minimum: entry.minimum ?? -1, maximum: entry.maximum ?? -1 };
    case 'tree':
      return {
        type: 'tree',
        values: entry.values.map((brand) => ({ key: brand.key, childValues: brand.childValues ?? [] })),
      };
  }
}

/**
 * A category or location given by slug and/or id (-1 or absent: none). The slug is used when present; an id
 * that names a different node is a contradiction, not something to guess about.
 */
function resolveNode<T extends { readonly id: number; readonly slug: string }>(
  slug: string | undefined,
  id: string | undefined,
  find: { bySlug(slug: string): T | undefined; byId(id: number): T | undefined },
): { ok: true; node: T | undefined } | { ok: false; message: string } {
  const numericId = id === undefined || id === '' ? -1 : /^-?\d{1,9}$/.test(id) ? Number(id) : undefined;
  if (numericId === undefined) return { ok: false, message: 'id is not a number' };
  const byId = numericId === -1 ? undefined : find.byId(numericId);
  if (numericId !== -1 && !byId) return { ok: false, message: `unknown id ${numericId}` };
  if (slug === undefined || slug === '') return { ok: true, node: byId };
  const bySlug = find.bySlug(slug.toLowerCase());
  if (!bySlug) return { ok: false, message: 'unknown slug' };
  if (byId && byId !== bySlug) return { ok: false, message: `slug ${bySlug.slug} and id ${numericId} disagree` };
  return { ok: true, node: bySlug };
}
