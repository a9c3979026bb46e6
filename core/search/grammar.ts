// The vocabulary shared by parse.ts and build.ts: search route prefixes, the filter codes of the sequence form,
// how filter values are written as path segments, and the query-string names of a search (the same names the
// /data/serp API uses, spec section 7). See README.md for the grammar as a whole.
import { FILTER_CODES } from '../catalogue.ts';
import type { CategoryDef, EnumValue, FilterDef } from '../catalogue.ts';
import type { AdType, DynamicFilterValue, PosterType, SearchState, Sort, TreeSelection } from './state.ts';
import { AD_TYPES, defaultSortFor, parseWholeNumber, SORTS } from './state.ts';

/** First segments after `/ads` that name a route form rather than a location or category. */
export const FORM_PREFIX = {
  adType: 't',
  query: 'q',
  itemType: 'i',
  condition: 'c',
  sequence: 's',
  doorstepDelivery: 'doorstep-delivery',
} as const;

/** Spec section 2: "a -jobs suffix is added in the jobs category" of a `/ads/q/…` search. */
export const JOBS_QUERY_SUFFIX = '-jobs';

/** Where the segment of a filter code goes in a SearchState. */
export type SequenceSlot =
  | { readonly kind: 'enum'; readonly key: string }
  | { readonly kind: 'brand_tree' }
  | { readonly kind: 'model_tree' }
  | { readonly kind: 'model_year' }
  | { readonly kind: 'page' };

/** Code → slot. Code names equal filter keys, except the tree parts and page (FILTER_CODES in catalogue.ts). */
export const SEQUENCE_SLOTS: ReadonlyMap<string, SequenceSlot> = new Map(
  Object.entries(FILTER_CODES).map(([name, code]): [string, SequenceSlot] => {
    if (name === 'brand_tree' || name === 'model_tree' || name === 'model_year' || name === 'page') {
      return [code, { kind: name }];
    }
    return [code, { kind: 'enum', key: name }];
  }),
);

/** Spec section 2: the filters that form the clean sequence URL (brand, model, body type, fuel type, model year, bedrooms). */
export const CLEAN_SEQUENCE_CODES: readonly string[] = [
  FILTER_CODES.brand,
  FILTER_CODES.brand_tree,
  FILTER_CODES.model_tree,
  FILTER_CODES.body_type,
  FILTER_CODES.model_year,
  FILTER_CODES.fuel_type,
  FILTER_CODES.bedrooms,
];

/** Brand, model and nothing else fit the plain form `/ads/{location}/{category}/{brand}/{model}`. */
export const PLAIN_FORM_CODES: readonly string[] = [
  FILTER_CODES.brand,
  FILTER_CODES.brand_tree,
  FILTER_CODES.model_tree,
];

/** Spec section 2: "Underscores in the brand segment become dashes." */
export const toBrandSegment = (brandKey: string): string => brandKey.replaceAll('_', '-');

const looseSlug = (text: string): string => text.toLowerCase().replaceAll('_', '-');

/** The value whose key a URL segment names; case and `_`/`-` differences are forgiven (the canonical URL fixes them). */
export function findValueBySlug<T extends { readonly key: string }>(values: readonly T[], slug: string): T | undefined {
  const wanted = looseSlug(slug);
  return values.find((value) => value.key === slug) ?? values.find((value) => looseSlug(value.key) === wanted);
}

/** A model segment may be the full model key (`toyota-corolla`, canonical) or the part after the brand (`corolla`). */
export function findModelBySlug(models: readonly EnumValue[], brandKey: string, slug: string): EnumValue | undefined {
  return findValueBySlug(models, slug) ?? findValueBySlug(models, `${brandKey}-${slug}`);
}

export function findFilter<T extends FilterDef['type']>(
  category: CategoryDef | undefined,
  key: string,
  type: T,
): Extract<FilterDef, { type: T }> | undefined {
  const def = category?.filters.find((filter) => filter.key === key);
  return def && def.type === type ? (def as Extract<FilterDef, { type: T }>) : undefined;
}

/** `to_rent` is canonical; `to-rent` is accepted. */
export function parseAdType(text: string): AdType | undefined {
  const wanted = looseSlug(text).replaceAll('-', '_');
  return AD_TYPES.find((type) => type === wanted);
}

// Query strings. Spaces are written `+` and commas stay readable, so `enum.ram=4gb,8gb&query=toyota+axio`.

export type QueryPairs = readonly (readonly [string, string])[];

const encodeComponent = (text: string): string =>
  encodeURIComponent(text).replaceAll('%20', '+').replaceAll('%2C', ',');

export function encodeQueryString(pairs: QueryPairs): string {
  return pairs.map(([name, value]) => `${encodeComponent(name)}=${encodeComponent(value)}`).join('&');
}

/** Decodes `a=1&b=2`; the first occurrence of a name wins and undecodable pairs are dropped. Never throws. */
export function decodeQueryString(search: string): Map<string, string> {
  const params = new Map<string, string>();
  for (const pair of search.split('&')) {
    if (pair === '') continue;
    const equals = pair.indexOf('=');
    const rawName = equals === -1 ? pair : pair.slice(0, equals);
    const rawValue = equals === -1 ? '' : pair.slice(equals + 1);
    try {
      const name = decodeURIComponent(rawName.replaceAll('+', ' '));
      const value = decodeURIComponent(rawValue.replaceAll('+', ' '));
      if (!params.has(name)) params.set(name, value);
    } catch {
      // A malformed %-escape: the pair is ignored and the canonical URL leaves it out.
    }
  }
  return params;
}

/**
 * What a path and query string say, whatever their spelling: path segments and query pairs, %-escapes and `+`
 * decoded, in order. Browsers, proxies and frameworks re-escape URLs on the way (`'` becomes `%27`, `,` becomes
 * `%2C` when React Router re-serialises the query), so a URL is canonical when it says what the canonical URL says,
 * not only when it is spelt the same: comparing spellings would answer the canonical URL with a 301 to itself.
 * Null when an escape is malformed.
 */
export function urlMeaning(pathAndQuery: string): string | null {
  const questionMark = pathAndQuery.indexOf('?');
  const path = questionMark === -1 ? pathAndQuery : pathAndQuery.slice(0, questionMark);
  const query = questionMark === -1 ? '' : pathAndQuery.slice(questionMark + 1);
  const decode = (text: string) => decodeURIComponent(text.replaceAll('+', ' '));
  try {
    const segments = path.split('/').map((segment) => decodeURIComponent(segment));
    const pairs = query
      .split('&')
      .filter((pair) => pair !== '')
      .map((pair) => {
        const equals = pair.indexOf('=');
        return equals === -1 ? [decode(pair), ''] : [decode(pair.slice(0, equals)), decode(pair.slice(equals + 1))];
      });
    return JSON.stringify([segments, pairs]);
  } catch {
    return null;
  }
}

// Static filters as query parameters. The names are the /data/serp names of spec section 7 so that a results page
// and the API read the same. `canonical` leaves out defaults; `explicit` (the API) writes every flag.

export const PARAM = {
  query: 'query',
  sort: 'sort',
  order: 'order',
  byPayingMember: 'by_paying_member',
  byAuthorizedDealer: 'by_authorized_dealer',
  buyNow: 'buy_now',
  urgent: 'urgent',
  byFeaturedMember: 'by_featured_member',
  type: 'type',
  page: 'page',
} as const;

/** The `sort` names of spec section 7 and their `order`s (decision 254). */
export const SORT_NAMES = ['date', 'relevance', 'price'] as const;
export const ORDERS = ['asc', 'desc'] as const;

/** How each sort is written as `sort` and `order`. Only price has two orders; the others are descending. */
export const SORT_PARAMS: Readonly<
  Record<Sort, { readonly sort: (typeof SORT_NAMES)[number]; readonly order: (typeof ORDERS)[number] }>
> = {
  date_desc: { sort: 'date', order: 'desc' },
  relevance: { sort: 'relevance', order: 'desc' },
  price_asc: { sort: 'price', order: 'asc' },
  price_desc: { sort: 'price', order: 'desc' },
};

/**
 * The sort a `sort` and `order` pair names, or undefined for a `sort` not understood. The state's own spellings
 * (`date_desc`, `price_asc`) are read too. An order the sort does not have is ignored: `sort=price` alone is low to
 * high, as on Bikroy and OLX (decision 254).
 */
export function readSort(
  sort: string | undefined,
  order: string | undefined,
): { sort: Sort; orderIgnored: boolean } | undefined {
  const named = SORTS.filter((candidate) => candidate === sort || SORT_PARAMS[candidate].sort === sort);
  const [first] = named;
  if (!first) return undefined;
  const ordered = named.find((candidate) => SORT_PARAMS[candidate].order === order);
  return { sort: ordered ?? first, orderIgnored: order !== undefined && !ordered };
}

/**
 * The `sort` and `order` of a page URL: none for the query's default sort (spec section 4), `order` only for price,
 * the one sort with two.
 */
export function sortParams(state: Pick<SearchState, 'query' | 'sort'>): [string, string][] {
  if (state.sort === defaultSortFor(state.query)) return [];
  const { sort, order } = SORT_PARAMS[state.sort];
  return sort === 'price'
    ? [
        [PARAM.sort, sort],
        [PARAM.order, order],
      ]
    : [[PARAM.sort, sort]];
}

type StaticFields = Pick<
  SearchState,
  'query' | 'sort' | 'posterType' | 'isDoorstepDelivery' | 'isUrgent' | 'isFeaturedMember' | 'type' | 'page'
>;

const flag = (on: boolean): string => (on ? '1' : '0');

/** Page is left out; callers put it last (canonical: only when not 1). */
export function encodeStaticParams(state: StaticFields, mode: 'canonical' | 'explicit'): [string, string][] {
  const explicit = mode === 'explicit';
  const pairs: [string, string][] = [];
  if (state.query !== '') pairs.push([PARAM.query, state.query]);
  if (explicit) pairs.push([PARAM.sort, SORT_PARAMS[state.sort].sort], [PARAM.order, SORT_PARAMS[state.sort].order]);
  else pairs.push(...sortParams(state));
  // by_paying_member is "1 or 0" (spec section 7): 1 members only, 0 non-members only, absent all posters.
  if (state.posterType === 'only_members') pairs.push([PARAM.byPayingMember, '1']);
  if (state.posterType === 'only_non_members') pairs.push([PARAM.byPayingMember, '0']);
  if (state.posterType === 'auth_dealer') pairs.push([PARAM.byAuthorizedDealer, '1']);
  if (explicit || state.isDoorstepDelivery) pairs.push([PARAM.buyNow, flag(state.isDoorstepDelivery)]);
  if (explicit || state.isUrgent) pairs.push([PARAM.urgent, flag(state.isUrgent)]);
  if (explicit || state.isFeaturedMember) pairs.push([PARAM.byFeaturedMember, flag(state.isFeaturedMember)]);
  if (state.type !== null) pairs.push([PARAM.type, state.type]);
  return pairs;
}

export interface DecodedStaticParams {
  readonly fields: Partial<StaticFields>;
  /** Names of known parameters whose value was not understood and was therefore ignored. */
  readonly ignored: readonly string[];
}

/** Reads the static filters; a value that is not understood leaves the field at its default. */
export function decodeStaticParams(get: (name: string) => string | undefined): DecodedStaticParams {
  const fields: { -readonly [K in keyof StaticFields]?: StaticFields[K] } = {};
  const ignored: string[] = [];
  const readFlag = (name: string): boolean | undefined => {
    const value = get(name);
    if (value === undefined) return undefined;
    if (value === '1' || value === 'true') return true;
    if (value === '0' || value === 'false') return false;
    ignored.push(name);
    return undefined;
  };

  const query = get(PARAM.query);
  if (query !== undefined) fields.query = query;

  // Without `sort` the field stays unset: its default depends on the query (defaultSortFor, set by the callers).
  const sort = get(PARAM.sort);
  const read = readSort(sort, get(PARAM.order));
  if (read) fields.sort = read.sort;
  else if (sort !== undefined) ignored.push(PARAM.sort);
  if (read?.orderIgnored) ignored.push(PARAM.order);

  const byPayingMember = readFlag(PARAM.byPayingMember);
  const byAuthorizedDealer = readFlag(PARAM.byAuthorizedDealer);
  let posterType: PosterType | undefined;
  if (byPayingMember !== undefined) posterType = byPayingMember ? 'only_members' : 'only_non_members';
  if (byAuthorizedDealer) posterType = 'auth_dealer';
  if (posterType) fields.posterType = posterType;

  const buyNow = readFlag(PARAM.buyNow);
  if (buyNow !== undefined) fields.isDoorstepDelivery = buyNow;
  const urgent = readFlag(PARAM.urgent);
  if (urgent !== undefined) fields.isUrgent = urgent;
  const byFeaturedMember = readFlag(PARAM.byFeaturedMember);
  if (byFeaturedMember !== undefined) fields.isFeaturedMember = byFeaturedMember;

  const type = get(PARAM.type);
  if (type !== undefined && type !== '') {
    const adType = parseAdType(type);
    if (adType) fields.type = adType;
    else ignored.push(PARAM.type);
  }

  const page = get(PARAM.page);
  if (page !== undefined) fields.page = parseWholeNumber(page) ?? 1;
  return { fields, ignored };
}

// Dynamic filters in a page URL: `enum.{key}=a,b`, `money.{key}.minimum=n`, `numeric.{key}.maximum=n`,
// `tree.{key}=brand1,brand2` and `tree.{key}.model=model1,model2`. Values are catalogue keys.

/** Query pairs for the filters not written in the path, by filter key in alphabetical order. */
export function encodeFilterParams(
  filters: Readonly<Record<string, DynamicFilterValue>>,
  inPath: ReadonlySet<string>,
): [string, string][] {
  const pairs: [string, string][] = [];
  for (const key of Object.keys(filters).sort()) {
    const value = filters[key];
    if (!value || inPath.has(key)) continue;
    switch (value.type) {
      case 'enum':
        pairs.push([`enum.${key}`, value.values.join(',')]);
        break;
      case 'money':
      case 'numeric':
        if (value.minimum > -1) pairs.push([`${value.type}.${key}.minimum`, String(value.minimum)]);
        if (value.maximum > -1) pairs.push([`${value.type}.${key}.maximum`, String(value.maximum)]);
        break;
      case 'tree': {
        pairs.push([`tree.${key}`, value.values.map((brand) => brand.key).join(',')]);
        const models = value.values.flatMap((brand) => brand.childValues);
        if (models.length > 0) pairs.push([`tree.${key}.model`, models.join(',')]);
        break;
      }
    }
  }
  return pairs;
}

const splitList = (text: string): string[] => text.split(',').filter((item) => item !== '');

/** Reads one filter of `category` from page-URL parameters; unknown values are dropped. */
export function decodeFilterParam(
  def: FilterDef,
  get: (name: string) => string | undefined,
): DynamicFilterValue | undefined {
  switch (def.type) {
    case 'enum': {
      const text = get(`enum.${def.key}`);
      if (text === undefined) return undefined;
      const values = splitList(text).flatMap((slug) => findValueBySlug(def.values, slug)?.key ?? []);
      return { type: 'enum', values };
    }
    case 'money':
    case 'numeric': {
      const minimum = get(`${def.type}.${def.key}.minimum`);
      const maximum = get(`${def.type}.${def.key}.maximum`);
      if (minimum === undefined && maximum === undefined) return undefined;
      const bound = (text: string | undefined): number => (text === undefined ? -1 : (parseWholeNumber(text) ?? -1));
      return { type: def.type, minimum: bound(minimum), maximum: bound(maximum) };
    }
    case 'tree': {
      const brands = get(`tree.${def.key}`);
      const models = get(`tree.${def.key}.model`);
      if (brands === undefined && models === undefined) return undefined;
      const selections = new Map<string, string[]>();
      for (const slug of splitList(brands ?? '')) {
        const brand = findValueBySlug(def.values, slug);
        if (brand && !selections.has(brand.key)) selections.set(brand.key, []);
      }
      // A model brings its brand along, so `tree.brand.model=toyota-corolla` alone still means Toyota Corolla.
      for (const slug of splitList(models ?? '')) {
        for (const brand of def.values) {
          const model = findValueBySlug(brand.children, slug);
          if (model) selections.set(brand.key, [...(selections.get(brand.key) ?? []), model.key]);
        }
      }
      const values: TreeSelection[] = [...selections].map(([key, childValues]) => ({ key, childValues }));
      return { type: 'tree', values };
    }
  }
}
