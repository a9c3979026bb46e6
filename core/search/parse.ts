// Reads every search route form of spec section 2 into one SearchState plus its canonical URL. Never throws:
// a URL that names something the catalogue does not have, or has a malformed filter path, is a NOT_FOUND error
// (the not-found page); a sequence URL with non-ascending codes is INVALID_SEQUENCE, and one whose code count
// differs from its segment count is SEQUENCE_LENGTH_MISMATCH (spec section 5). Query-string values that are not
// understood are dropped rather than rejected, and the canonical URL (a 301) leaves them out.
import { LOCALES } from '../catalogue.ts';
import type { CategoryDef, Locale } from '../catalogue.ts';
import type { CatalogueIndex } from '../catalogue-index.ts';
import { buildSearchUrl } from './build.ts';
import {
  decodeFilterParam,
  decodeQueryString,
  decodeStaticParams,
  findFilter,
  findModelBySlug,
  findValueBySlug,
  FORM_PREFIX,
  JOBS_QUERY_SUFFIX,
  parseAdType,
  SEQUENCE_SLOTS,
  urlMeaning,
} from './grammar.ts';
import {
  DEFAULT_SEARCH_STATE,
  defaultSortFor,
  normalizePage,
  normalizeState,
  parseWholeNumber,
  searchError,
} from './state.ts';
import type { AdType, DynamicFilterValue, SearchError, SearchState } from './state.ts';

export type SearchUrlResult =
  | {
      readonly ok: true;
      readonly state: SearchState;
      /** The one URL of this search; answer any other spelling with a 301 to it. */
      readonly canonical: string;
      /**
       * Whether the URL given says what the canonical one says (path and query, however escaped; fragment and
       * origin ignored). Answering it with a 301 would send the visitor back to the same URL.
       */
      readonly isCanonical: boolean;
    }
  | { readonly ok: false; readonly error: SearchError };

/** What the path of a URL says; the query string fills in the rest. */
interface PathSearch {
  locale: Locale;
  location: string | null;
  category: CategoryDef | undefined;
  query?: string;
  type?: AdType;
  isDoorstepDelivery?: boolean;
  page?: number;
  filters: Map<string, DynamicFilterValue>;
}

class NotFound {
  constructor(readonly error: SearchError) {}
}

const notFound = (message: string): NotFound => new NotFound(searchError('NOT_FOUND', message));

/** Parses a search URL: a path with optional query (`/bn/ads/dhaka/cars?page=2`), or a full http(s) URL. */
export function parseSearchUrl(url: string, index: CatalogueIndex): SearchUrlResult {
  const withoutOrigin = url.replace(/^[a-z][a-z\d+.-]*:\/\/[^/?#]*/i, '');
  const [pathAndQuery = ''] = withoutOrigin.split('#', 1);
  const questionMark = pathAndQuery.indexOf('?');
  const path = questionMark === -1 ? pathAndQuery : pathAndQuery.slice(0, questionMark);
  const params = decodeQueryString(questionMark === -1 ? '' : pathAndQuery.slice(questionMark + 1));

  let fromPath: PathSearch;
  try {
    fromPath = readPath(path, index);
  } catch (thrown) {
    if (thrown instanceof NotFound) return { ok: false, error: thrown.error };
    throw thrown;
  }
  const state = normalizeState(mergeQueryString(fromPath, params), index);
  const canonical = buildSearchUrl(state, index);
  return { ok: true, state, canonical, isCanonical: urlMeaning(pathAndQuery) === urlMeaning(canonical) };
}

function decodeSegments(path: string): string[] {
  try {
    return path
      .split('/')
      .filter((segment) => segment !== '')
      .map((segment) => decodeURIComponent(segment));
  } catch {
    throw notFound('malformed path');
  }
}

function readPath(path: string, index: CatalogueIndex): PathSearch {
  const segments = decodeSegments(path);
  let locale: Locale = DEFAULT_SEARCH_STATE.locale;
  const first = segments[0]?.toLowerCase();
  const supportedLocale = LOCALES.find((l) => l === first);
  if (supportedLocale) {
    locale = supportedLocale;
    segments.shift();
  }
  // A path without a locale (`/ads/…`) gets the default locale in its canonical URL.
  if (segments.shift()?.toLowerCase() !== 'ads') throw notFound('not a search path');

  const search: PathSearch = { locale, location: null, category: undefined, filters: new Map() };
  const form = segments[0]?.toLowerCase();
  const args = segments.slice(1);
  const resolve = new Resolver(index);

  switch (form) {
    case FORM_PREFIX.doorstepDelivery: {
      expectCount(args, 0, 0);
      search.isDoorstepDelivery = true;
      return search;
    }
    case FORM_PREFIX.adType: {
      // /ads/t/{location}/{category}/{adType}
      const [location, category, adType] = expectCount(args, 3, 3);
      search.location = resolve.location(location);
      search.category = resolve.category(category);
      search.type = parseAdType(adType ?? '') ?? fail(`unknown ad type ${adType}`);
      return search;
    }
    case FORM_PREFIX.query: {
      // /ads/q/{location}/{searchQuery}; dashes stand for spaces, a -jobs suffix for the jobs category.
      const [location, text = ''] = expectCount(args, 2, 2);
      search.location = resolve.location(location);
      let words = text;
      const jobs = index.jobsCategory;
      if (jobs && words.toLowerCase().endsWith(JOBS_QUERY_SUFFIX) && words.length > JOBS_QUERY_SUFFIX.length) {
        search.category = jobs;
        words = words.slice(0, -JOBS_QUERY_SUFFIX.length);
      }
      search.query = words.replaceAll('-', ' ');
      return search;
    }
    case FORM_PREFIX.itemType: {
      // /ads/i/{location}/{category}/{itemType}
      const [location, category, itemType] = expectCount(args, 3, 3);
      search.location = resolve.location(location);
      search.category = resolve.category(category);
      search.filters.set('item_type', resolve.enumValue(search.category, 'item_type', itemType));
      return search;
    }
    case FORM_PREFIX.condition: {
      // /ads/c/{location}/{category}/{itemCondition}/{brand?}/{model?}
      const [location, category, condition, brand, model] = expectCount(args, 3, 5);
      search.location = resolve.location(location);
      search.category = resolve.category(category);
      search.filters.set('condition', resolve.enumValue(search.category, 'condition', condition));
      if (brand !== undefined) search.filters.set('brand', resolve.brand(search.category, brand, model));
      return search;
    }
    case FORM_PREFIX.sequence:
      return readSequence(search, args, resolve);
    case undefined:
      return search;
    default: {
      // /ads/{location?}/{category?}/{brand?}/{model?}
      const [first, category, brand, model] = expectCount(segments, 1, 4);
      const location = first === undefined ? undefined : lookUpSlug(first, (slug) => index.locationBySlug(slug));
      if (segments.length === 1 && !location) {
        // `/ads/cars` names a category alone; its canonical form is `/ads/bangladesh/cars`.
        search.category = resolve.category(first);
        return search;
      }
      search.location = resolve.location(first);
      if (category !== undefined) search.category = resolve.category(category);
      if (brand !== undefined) search.filters.set('brand', resolve.brand(search.category, brand, model));
      return search;
    }
  }
}

/** /ads/s/{sid}/{location}/{category}/{segment}…: sid is two-digit filter codes in ascending order, one per segment. */
function readSequence(search: PathSearch, args: readonly string[], resolve: Resolver): PathSearch {
  const [sid = '', location, category, ...segments] = args;
  if (!/^(\d\d)+$/.test(sid)) throw notFound(`malformed sequence id ${sid}`);
  const codes = sid.match(/\d\d/g) ?? [];
  const slots = codes.map((code) => SEQUENCE_SLOTS.get(code) ?? fail(`unknown filter code ${code}`));
  if (codes.some((code, i) => i > 0 && code <= (codes[i - 1] ?? ''))) {
    throw new NotFound(searchError('INVALID_SEQUENCE', 'INVALID SEQUENCE'));
  }
  if (codes.length !== segments.length) {
    throw new NotFound(
      searchError('SEQUENCE_LENGTH_MISMATCH', `${codes.length} filter codes but ${segments.length} filter segments`),
    );
  }
  search.location = resolve.location(location);
  search.category = resolve.category(category);
  let brand: string | undefined;
  slots.forEach((slot, i) => {
    const segment = segments[i] ?? '';
    switch (slot.kind) {
      case 'enum':
        if (slot.key === 'brand') search.filters.set('brand', resolve.brand(search.category, segment, undefined));
        else search.filters.set(slot.key, resolve.enumValue(search.category, slot.key, segment));
        return;
      case 'brand_tree':
        brand = segment;
        search.filters.set('brand', resolve.brand(search.category, segment, undefined));
        return;
      case 'model_tree':
        search.filters.set('brand', resolve.model(search.category, brand, segment));
        return;
      case 'model_year': {
        const def = findFilter(search.category, 'model_year', 'numeric') ?? fail('no model year in this category');
        const year = parseWholeNumber(segment);
        if (year === undefined || year < def.min || year > def.max) throw notFound(`bad model year ${segment}`);
        search.filters.set('model_year', { type: 'numeric', minimum: year, maximum: year });
        return;
      }
      case 'page':
        search.page = normalizePage(parseWholeNumber(segment) ?? fail(`bad page ${segment}`));
        return;
    }
  });
  return search;
}

/** Looks segments up in the catalogue; anything unknown is NOT_FOUND. */
class Resolver {
  constructor(private readonly index: CatalogueIndex) {}

  location(slug: string | undefined): string | null {
    const location = slug === undefined ? undefined : lookUpSlug(slug, (s) => this.index.locationBySlug(s));
    if (!location) return fail(`unknown location ${slug}`);
    return location.level === 'country' ? null : location.slug;
  }

  category(slug: string | undefined): CategoryDef {
    const category = slug === undefined ? undefined : lookUpSlug(slug, (s) => this.index.categoryBySlug(s));
    return category ?? fail(`unknown category ${slug}`);
  }

  enumValue(category: CategoryDef | undefined, key: string, slug: string | undefined): DynamicFilterValue {
    const def = findFilter(category, key, 'enum') ?? fail(`no ${key} filter in this category`);
    const value = (slug !== undefined && findValueBySlug(def.values, slug)) || fail(`unknown ${key} ${slug}`);
    return { type: 'enum', values: [value.key] };
  }

  /** A brand segment: of the category's brand tree where trees are supported, else of its plain brand enum. */
  brand(category: CategoryDef | undefined, slug: string, modelSlug: string | undefined): DynamicFilterValue {
    const tree = category && this.index.supportsBrandTree(category) ? findFilter(category, 'brand', 'tree') : undefined;
    if (!tree) {
      if (modelSlug !== undefined) fail('models need a brand tree');
      return this.enumValue(category, 'brand', slug);
    }
    const brand = findValueBySlug(tree.values, slug) ?? fail(`unknown brand ${slug}`);
    const model = modelSlug === undefined ? undefined : findModelBySlug(brand.children, brand.key, modelSlug);
    if (modelSlug !== undefined && !model) fail(`unknown model ${modelSlug}`);
    return { type: 'tree', values: [{ key: brand.key, childValues: model ? [model.key] : [] }] };
  }

  /** Code 05: a model, under the brand of code 04 when there is one, else under whichever brand has it. */
  model(category: CategoryDef | undefined, brandSlug: string | undefined, slug: string): DynamicFilterValue {
    if (brandSlug !== undefined) return this.brand(category, brandSlug, slug);
    const tree = category && this.index.supportsBrandTree(category) ? findFilter(category, 'brand', 'tree') : undefined;
    for (const brand of tree?.values ?? []) {
      const model = findValueBySlug(brand.children, slug);
      if (model) return { type: 'tree', values: [{ key: brand.key, childValues: [model.key] }] };
    }
    return fail(`unknown model ${slug}`);
  }
}

/** Location and category slugs forgive case and `_` for `-`, like filter values (grammar.ts findValueBySlug). */
function lookUpSlug<T>(slug: string, find: (slug: string) => T | undefined): T | undefined {
  const lower = slug.toLowerCase();
  return find(lower) ?? find(lower.replaceAll('_', '-'));
}

function fail(message: string): never {
  throw notFound(message);
}

function expectCount(args: readonly string[], min: number, max: number): (string | undefined)[] {
  if (args.length < min || args.length > max) throw notFound('wrong number of path segments');
  return [...args];
}

/** The path wins: the query string only fills fields and filters the path did not set. */
function mergeQueryString(search: PathSearch, params: ReadonlyMap<string, string>): SearchState {
  const get = (name: string): string | undefined => params.get(name);
  const { fields } = decodeStaticParams(get);
  const filters: Record<string, DynamicFilterValue> = {};
  for (const def of search.category?.filters ?? []) {
    const value = search.filters.get(def.key) ?? decodeFilterParam(def, get);
    if (value) filters[def.key] = value;
  }
  const query = search.query ?? fields.query ?? '';
  return {
    ...DEFAULT_SEARCH_STATE,
    ...fields,
    locale: search.locale,
    location: search.location,
    category: search.category?.slug ?? null,
    query,
    sort: fields.sort ?? defaultSortFor(query),
    type: search.type ?? fields.type ?? null,
    isDoorstepDelivery: search.isDoorstepDelivery ?? fields.isDoorstepDelivery ?? false,
    page: search.page ?? fields.page ?? 1,
    filters,
  };
}
