// The canonical URL of a search (spec section 2, "URL-building rules"). Only two path shapes are ever built:
//   /{locale}/ads[/{location}[/{category}[/{brand}[/{model}]]]]
//   /{locale}/ads/s/{sid}/{location}/{category}/{segment}…   when body type, model year, fuel type or bedrooms
//                                                           has a single value
// and everything else goes to the query string in a fixed order. The t/q/i/c/doorstep-delivery forms are read
// (parse.ts) but never built; the server answers them with a 301 to this URL.
import { FILTER_CODES } from '../catalogue.ts';
import type { CategoryDef } from '../catalogue.ts';
import type { CatalogueIndex } from '../catalogue-index.ts';
import {
  PARAM,
  PLAIN_FORM_CODES,
  encodeFilterParams,
  encodeQueryString,
  encodeStaticParams,
  FORM_PREFIX,
  toBrandSegment,
} from './grammar.ts';
import { defaultSortFor, normalizeState } from './state.ts';
import type { SearchState } from './state.ts';

interface SequenceEntry {
  readonly code: string;
  readonly segment: string;
  /** The state filter the segment stands for. */
  readonly filterKey: string;
}

/** The clean-sequence entries of a state, in code order: filters with exactly one value. */
function cleanSequence(state: SearchState, category: CategoryDef): SequenceEntry[] {
  const entries: SequenceEntry[] = [];
  const single = (key: string): string | undefined => {
    const value = state.filters[key];
    return value?.type === 'enum' && value.values.length === 1 ? value.values[0] : undefined;
  };
  for (const def of category.filters) {
    const value = state.filters[def.key];
    if (!value) continue;
    if (def.key === 'brand' && value.type === 'enum') {
      const brand = single('brand');
      if (brand) entries.push({ code: FILTER_CODES.brand, segment: toBrandSegment(brand), filterKey: 'brand' });
    } else if (def.key === 'brand' && value.type === 'tree') {
      const [brand, ...otherBrands] = value.values;
      if (!brand || otherBrands.length > 0 || brand.childValues.length > 1) continue;
      entries.push({ code: FILTER_CODES.brand_tree, segment: toBrandSegment(brand.key), filterKey: 'brand' });
      const [model] = brand.childValues;
      if (model) entries.push({ code: FILTER_CODES.model_tree, segment: model, filterKey: 'brand' });
    } else if (def.key === 'model_year' && value.type === 'numeric') {
      if (value.minimum > -1 && value.minimum === value.maximum) {
        entries.push({ code: FILTER_CODES.model_year, segment: String(value.minimum), filterKey: 'model_year' });
      }
    } else if (def.key === 'body_type' || def.key === 'fuel_type' || def.key === 'bedrooms') {
      const only = single(def.key);
      if (only) entries.push({ code: FILTER_CODES[def.key], segment: only, filterKey: def.key });
    }
  }
  return entries.sort((a, b) => (a.code < b.code ? -1 : 1));
}

/**
 * The canonical path and query of a search. The state is normalised first, so any state builds; for a valid
 * state `parseSearchUrl(buildSearchUrl(state)).state` equals `state`.
 */
export function buildSearchUrl(input: SearchState, index: CatalogueIndex): string {
  const state = normalizeState(input, index);
  const category = state.category === null ? undefined : index.categoryBySlug(state.category);
  const segments: string[] = [state.locale, 'ads'];
  const inPath = new Set<string>();

  if (category) {
    // The country slug stays when a category follows it; it is stripped only when it would end the path.
    const location = state.location ?? index.country.slug;
    const sequence = cleanSequence(state, category);
    for (const entry of sequence) inPath.add(entry.filterKey);
    const filterSegments = sequence.map((entry) => entry.segment);
    if (sequence.every((entry) => PLAIN_FORM_CODES.includes(entry.code))) {
      segments.push(location, category.slug, ...filterSegments);
    } else {
      const sid = sequence.map((entry) => entry.code).join('');
      segments.push(FORM_PREFIX.sequence, sid, location, category.slug, ...filterSegments);
    }
  } else if (state.location !== null) {
    segments.push(state.location);
  }

  const pairs = [...encodeStaticParams(state, 'canonical'), ...encodeFilterParams(state.filters, inPath)];
  if (state.page !== 1) pairs.push([PARAM.page, String(state.page)]);
  const path = `/${segments.map(encodeURIComponent).join('/')}`;
  return pairs.length > 0 ? `${path}?${encodeQueryString(pairs)}` : path;
}

/**
 * The address a results page gives search engines (its rel=canonical and hreflang links): the same search in its
 * default order. A sorted page holds the same ads in another order, so it is not indexed on its own (decision 254).
 */
export function buildCanonicalLink(input: SearchState, index: CatalogueIndex): string {
  const state = normalizeState(input, index);
  return buildSearchUrl({ ...state, sort: defaultSortFor(state.query) }, index);
}
