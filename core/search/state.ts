// The search state (spec section 3 "Search filters" and "Dynamic filters"), its defaults, its errors and the one
// normalisation that defines which states are valid. Every parser ends in normalizeState and every builder starts
// with it, so `parse(build(state))` can only ever give back a normalised state.
import { DEFAULT_LOCALE, LOCALES } from '../catalogue.ts';
import type { CategoryDef, FilterDef, Locale } from '../catalogue.ts';
import type { CatalogueIndex } from '../catalogue-index.ts';
import { toWesternDigits } from '../digits.ts';

// Spec section 4 names date_desc and relevance; price_asc and price_desc are ours (decision 254).
export const SORTS = ['date_desc', 'relevance', 'price_asc', 'price_desc'] as const;
export type Sort = (typeof SORTS)[number];
export const POSTER_TYPES = ['all_posters', 'only_members', 'only_non_members', 'auth_dealer'] as const;
export type PosterType = (typeof POSTER_TYPES)[number];
export const AD_TYPES = ['to_buy', 'to_rent'] as const;
export type AdType = (typeof AD_TYPES)[number];

/** Spec section 9: "Max search page 400". */
export const MAX_SEARCH_PAGE = 400;
/** Longer search texts are cut to this many characters (code points). Our limit; the spec gives none. */
export const MAX_QUERY_LENGTH = 200;

/** A brand of a brand tree with the models chosen under it; no models means the whole brand. */
export interface TreeSelection {
  readonly key: string;
  /** Full model keys (`${brand}-${model}`, spec section 3). */
  readonly childValues: readonly string[];
}

/**
 * The value of one dynamic filter, discriminated like its FilterDef. For money and numeric filters -1 means
 * "no bound"; a filter counts only when minimum or maximum is above -1 (spec section 5).
 */
export type DynamicFilterValue =
  | { readonly type: 'enum'; readonly values: readonly string[] }
  | { readonly type: 'money'; readonly minimum: number; readonly maximum: number }
  | { readonly type: 'numeric'; readonly minimum: number; readonly maximum: number }
  | { readonly type: 'tree'; readonly values: readonly TreeSelection[] };

export interface SearchState {
  readonly locale: Locale;
  /** Location slug; null is the whole country (the spec's location -1). The country's own slug never appears. */
  readonly location: string | null;
  /** Category slug; null is every category (the spec's category -1). */
  readonly category: string | null;
  /** Search text, normalised by normalizeQuery; '' when there is none. */
  readonly query: string;
  readonly sort: Sort;
  readonly posterType: PosterType;
  readonly type: AdType | null;
  /** Sent to /data/serp as buy_now. */
  readonly isDoorstepDelivery: boolean;
  readonly isUrgent: boolean;
  readonly isFeaturedMember: boolean;
  /** 1 to MAX_SEARCH_PAGE. */
  readonly page: number;
  /** Dynamic filters of the category, by filter key. Empty when there is no category. */
  readonly filters: Readonly<Record<string, DynamicFilterValue>>;
}

/** Spec section 3 defaults: sort date_desc, posterType all_posters, booleans false, page 1, empty query. */
export const DEFAULT_SEARCH_STATE: SearchState = {
  locale: DEFAULT_LOCALE,
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
};

/**
 * The sort of a search that names none (spec section 4, "a query-specific default"): best match when there is search
 * text, else newest first.
 */
export const defaultSortFor = (query: string): Sort => (query === '' ? 'date_desc' : 'relevance');

/** A state from the defaults; without a sort given, the query's default one. */
export function createSearchState(overrides: Partial<SearchState> = {}): SearchState {
  return { ...DEFAULT_SEARCH_STATE, sort: defaultSortFor(overrides.query ?? ''), ...overrides };
}

export type SearchErrorCode =
  'NOT_FOUND' | 'INVALID_SEQUENCE' | 'SEQUENCE_LENGTH_MISMATCH' | 'INVALID_PARAMETER' | 'INVALID_FILTER_JSON';

export interface SearchError {
  readonly code: SearchErrorCode;
  /** 404 for search page URLs (the not-found page), 400 for /data/serp parameters. */
  readonly status: 400 | 404;
  readonly message: string;
}

const ERROR_STATUS: Readonly<Record<SearchErrorCode, 400 | 404>> = {
  NOT_FOUND: 404,
  INVALID_SEQUENCE: 404,
  SEQUENCE_LENGTH_MISMATCH: 404,
  INVALID_PARAMETER: 400,
  INVALID_FILTER_JSON: 400,
};

export function searchError(code: SearchErrorCode, message: string): SearchError {
  return { code, status: ERROR_STATUS[code], message };
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const CONTROL_CHARACTERS = /\p{Cc}/gu;

/**
 * Search text as stored in a state: well-formed NFC text, whitespace collapsed and trimmed, Bengali digits
 * converted when they are the whole text (spec section 5), at most MAX_QUERY_LENGTH code points. A blank
 * query becomes '' and so is dropped (spec section 5).
 */
export function normalizeQuery(text: string): string {
  const cleaned = text.replace(LONE_SURROGATE, '').replace(CONTROL_CHARACTERS, ' ').normalize('NFC');
  const collapsed = toWesternDigits(cleaned.replace(/\s+/g, ' ').trim());
  const codePoints = Array.from(collapsed);
  if (codePoints.length <= MAX_QUERY_LENGTH) return collapsed;
  return codePoints.slice(0, MAX_QUERY_LENGTH).join('').trim().normalize('NFC');
}

/** A whole non-negative number written in Western or (whole-text) Bengali digits, else undefined. */
export function parseWholeNumber(text: string): number | undefined {
  const digits = toWesternDigits(text.trim());
  if (!/^\d{1,15}$/.test(digits)) return undefined;
  return Number(digits);
}

/** Spec section 5: a page above 400 resets to 1; anything that is not a page number is page 1. */
export function normalizePage(page: number): number {
  return Number.isInteger(page) && page >= 1 && page <= MAX_SEARCH_PAGE ? page : 1;
}

/** Spec section 5: numeric and money filters count only when minimum or maximum is above -1. */
export function countsAsFilter(value: DynamicFilterValue): boolean {
  switch (value.type) {
    case 'enum':
    case 'tree':
      return value.values.length > 0;
    case 'money':
    case 'numeric':
      return value.minimum > -1 || value.maximum > -1;
  }
}

const byKey = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

function normalizeBound(bound: number, range?: { min: number; max: number }): number {
  if (!Number.isSafeInteger(bound) || bound < 0) return -1;
  if (range && (bound < range.min || bound > range.max)) return -1;
  return bound;
}

function normalizeFilterValue(
  def: FilterDef,
  value: DynamicFilterValue,
  category: CategoryDef,
  index: CatalogueIndex,
): DynamicFilterValue | undefined {
  let normalized: DynamicFilterValue | undefined;
  if (def.type === 'enum' && value.type === 'enum') {
    const values = def.values.filter((v) => value.values.includes(v.key)).map((v) => v.key);
    normalized = { type: 'enum', values: values.sort(byKey) };
  } else if ((def.type === 'numeric' && value.type === 'numeric') || (def.type === 'money' && value.type === 'money')) {
    const range = def.type === 'numeric' ? def : undefined;
    let minimum = normalizeBound(value.minimum, range);
    let maximum = normalizeBound(value.maximum, range);
    if (minimum > -1 && maximum > -1 && minimum > maximum) [minimum, maximum] = [maximum, minimum];
    normalized = { type: value.type, minimum, maximum };
  } else if (def.type === 'tree' && value.type === 'tree' && index.supportsBrandTree(category)) {
    // Spec section 5: brand-tree filters only for the listed categories.
    const values = def.values.flatMap((brand): TreeSelection[] => {
      const chosen = value.values.find((v) => v.key === brand.key);
      if (!chosen) return [];
      const models = brand.children.filter((m) => chosen.childValues.includes(m.key)).map((m) => m.key);
      return [{ key: brand.key, childValues: models.sort(byKey) }];
    });
    normalized = { type: 'tree', values: values.sort((a, b) => byKey(a.key, b.key)) };
  }
  return normalized && countsAsFilter(normalized) ? normalized : undefined;
}

/** Keeps only the category's own filters with known values, in the category's filter order. */
export function normalizeFilters(
  category: CategoryDef | undefined,
  filters: Readonly<Record<string, DynamicFilterValue>>,
  index: CatalogueIndex,
): Record<string, DynamicFilterValue> {
  const normalized: Record<string, DynamicFilterValue> = {};
  for (const def of category?.filters ?? []) {
    const value = Object.hasOwn(filters, def.key) ? filters[def.key] : undefined;
    const kept = category && value && normalizeFilterValue(def, value, category, index);
    if (kept) normalized[def.key] = kept;
  }
  return normalized;
}

const isOneOf = <T extends string>(options: readonly T[], value: unknown): value is T =>
  (options as readonly unknown[]).includes(value);

/**
 * The valid state closest to `state`: unknown slugs and filters dropped, the country slug turned into null,
 * query and page normalised. A state is valid exactly when normalizeState returns an equal state.
 */
export function normalizeState(state: SearchState, index: CatalogueIndex): SearchState {
  const location = state.location === null ? undefined : index.locationBySlug(state.location);
  const category = state.category === null ? undefined : index.categoryBySlug(state.category);
  const query = normalizeQuery(state.query);
  // Relevance ranks search text: without any it is newest first, so it has one state (and one URL).
  const sort = isOneOf(SORTS, state.sort) && (state.sort !== 'relevance' || query !== '') ? state.sort : 'date_desc';
  return {
    locale: isOneOf(LOCALES, state.locale) ? state.locale : DEFAULT_LOCALE,
    location: location && location.level !== 'country' ? location.slug : null,
    category: category?.slug ?? null,
    query,
    sort,
    posterType: isOneOf(POSTER_TYPES, state.posterType) ? state.posterType : DEFAULT_SEARCH_STATE.posterType,
    type: isOneOf(AD_TYPES, state.type) ? state.type : null,
    isDoorstepDelivery: state.isDoorstepDelivery === true,
    isUrgent: state.isUrgent === true,
    isFeaturedMember: state.isFeaturedMember === true,
    page: normalizePage(state.page),
    filters: normalizeFilters(category, state.filters, index),
  };
}
