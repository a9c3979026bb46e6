// Breadcrumbs, titles and descriptions of search pages in bn and en (spec section 2, "Breadcrumb titles").
// The spec names sixteen kinds; here each is used in exactly one role:
//   crumb (link text of one breadcrumb):  home, jobs_home, all, location, category, brand, model, model_year, item_type
//   title (page title and heading):       all, location_in, category, jobs_in_country, jobs_category, brand,
//                                         brand_model, model_year, item_type  (home and jobs_home: describeLandingPage)
//   description (meta description):       location_from, category_from, item_type_from
import type { CategoryDef, EnumValue, FilterDef, Locale, LocalizedText, LocationDef } from '../catalogue.ts';
import type { CatalogueIndex } from '../catalogue-index.ts';
import { formatMessage } from '../i18n.ts';
import type { MessageValues } from '../i18n.ts';
import { FILTER_CODES } from '../catalogue.ts';
import { buildSearchUrl } from './build.ts';
import { CLEAN_SEQUENCE_CODES } from './grammar.ts';
import { searchMessages } from './messages.ts';
import type { SearchMessageKey } from './messages.ts';
import { createSearchState, normalizeState } from './state.ts';
import type { DynamicFilterValue, SearchState } from './state.ts';

export type CrumbKind =
  'home' | 'jobs_home' | 'all' | 'location' | 'category' | 'brand' | 'model' | 'model_year' | 'item_type';
export type TitleKind =
  | 'home'
  | 'jobs_home'
  | 'all'
  | 'location_in'
  | 'category'
  | 'jobs_in_country'
  | 'jobs_category'
  | 'brand'
  | 'brand_model'
  | 'model_year'
  | 'item_type';
export type DescriptionKind = 'location_from' | 'category_from' | 'item_type_from';

export interface Crumb {
  readonly kind: CrumbKind;
  readonly label: string;
  readonly href: string;
}

export interface PageDescription {
  readonly titleKind: TitleKind;
  readonly title: string;
  readonly breadcrumbs: readonly Crumb[];
}

export interface SearchDescription extends PageDescription {
  readonly descriptionKind: DescriptionKind;
  readonly description: string;
}

/**
 * Which Bengali locative ending a place name takes: ঢাকা → ঢাকায় (ya), রাজশাহী → রাজশাহীতে (te),
 * মিরপুর → মিরপুরে (e), ঠাকুরগাঁও → ঠাকুরগাঁওয়ে and ডবলমুরিং → ডবলমুরিংয়ে (ye); a name that does not end in
 * a Bengali letter (a Latin name) gets the hyphenated "-এ" (other). A final chandrabindu is skipped: নওগাঁ → নওগাঁয়.
 */
export function bengaliLocativeEnding(name: string): 'ya' | 'te' | 'e' | 'ye' | 'other' {
  const trimmed = name.trim().replace(/\u0981$/, '');
  const last = trimmed.codePointAt(trimmed.length - 1) ?? 0;
  if (last === 0x09be) return 'ya'; // া
  if (last >= 0x09bf && last <= 0x09cc) return 'te'; // other dependent vowel signs
  // Consonants, and the nukta that ends য় (U+09AF U+09BC) and ড় in NFC.
  if ((last >= 0x0995 && last <= 0x09b9) || last === 0x09bc || (last >= 0x09dc && last <= 0x09df)) return 'e';
  if ((last >= 0x0985 && last <= 0x0994) || last === 0x0982) return 'ye'; // independent vowels, anusvara ং
  return 'other';
}

/** English names inside a sentence: "Mobile Phones" → "mobile phones"; words like "TVs" or "CNG" stay. */
function inSentence(locale: Locale, name: string): string {
  if (locale !== 'en') return name;
  return name.replace(/\b[A-Z][a-z]+\b/g, (word) => word.toLowerCase());
}

function translate(locale: Locale) {
  return (key: SearchMessageKey, values?: MessageValues): string =>
    formatMessage(searchMessages, locale, key, values).replace(/\s+/g, ' ').trim();
}

/** Title and breadcrumbs of the home page and of the jobs vertical's home. */
export function describeLandingPage(page: 'home' | 'jobs_home', locale: Locale): PageDescription {
  const t = translate(locale);
  const home: Crumb = { kind: 'home', label: t('crumb_home'), href: `/${locale}` };
  if (page === 'home') return { titleKind: 'home', title: t('title_home'), breadcrumbs: [home] };
  return {
    titleKind: 'jobs_home',
    title: t('title_jobs_home'),
    breadcrumbs: [home, { kind: 'jobs_home', label: t('crumb_jobs_home'), href: `/${locale}/jobs` }],
  };
}

/** What the title, description and breadcrumbs of one search are made from. */
interface SearchContext {
  readonly state: SearchState;
  readonly index: CatalogueIndex;
  readonly t: ReturnType<typeof translate>;
  readonly name: (text: LocalizedText) => string;
  readonly location: LocationDef | undefined;
  /** The location's name, or the country's when there is none. */
  readonly placeName: string;
  readonly category: CategoryDef | undefined;
  readonly inJobs: boolean;
  readonly jobsSlug: string | null;
  readonly picked: Selections;
}

/** Title, description and breadcrumbs of a search results page. */
export function describeSearch(input: SearchState, index: CatalogueIndex): SearchDescription {
  const state = normalizeState(input, index);
  const name = (text: LocalizedText): string => text[state.locale];
  const location = state.location === null ? undefined : index.locationBySlug(state.location);
  const category = state.category === null ? undefined : index.categoryBySlug(state.category);
  const inJobs = category ? index.categoryAncestors(category).some((c) => c.type === 'jobs') : false;
  const context: SearchContext = {
    state,
    index,
    t: translate(state.locale),
    name,
    location,
    placeName: name((location ?? index.country).name),
    category,
    inJobs,
    jobsSlug: inJobs ? (index.jobsCategory?.slug ?? null) : null,
    picked: pickSelections(state, category?.filters ?? []),
  };
  return { ...describeTitle(context), ...describeOrigin(context), breadcrumbs: buildBreadcrumbs(context) };
}

function buildBreadcrumbs({ state, index, t, name, location, category, inJobs, jobsSlug, picked }: SearchContext) {
  const { locale } = state;
  const url = (partial: Partial<SearchState>): string =>
    buildSearchUrl(createSearchState({ locale, location: state.location, ...partial }), index);
  const withFilters = (filters: Record<string, DynamicFilterValue>): string =>
    url({ category: state.category, filters });

  const crumbs: Crumb[] = [{ kind: 'home', label: t('crumb_home'), href: `/${locale}` }];
  if (inJobs) crumbs.push({ kind: 'jobs_home', label: t('crumb_jobs_home'), href: `/${locale}/jobs` });
  else crumbs.push({ kind: 'all', label: t('crumb_all'), href: url({ location: null }) });
  for (const place of location ? index.locationAncestors(location) : []) {
    if (place.level === 'country') continue;
    // Inside the jobs vertical a place links to the jobs of that place.
    crumbs.push({ kind: 'location', label: name(place.name), href: url({ location: place.slug, category: jobsSlug }) });
  }
  for (const level of category ? index.categoryAncestors(category) : []) {
    if (level.slug === jobsSlug) continue; // the jobs crumb already stands for it
    crumbs.push({ kind: 'category', label: name(level.name), href: url({ category: level.slug }) });
  }
  if (picked.brand) {
    crumbs.push({ kind: 'brand', label: name(picked.brand.label), href: withFilters({ brand: picked.brand.filter }) });
  }
  if (picked.model) {
    crumbs.push({ kind: 'model', label: name(picked.model.label), href: withFilters({ brand: picked.model.filter }) });
  }
  if (picked.year !== undefined) {
    const year: DynamicFilterValue = { type: 'numeric', minimum: picked.year, maximum: picked.year };
    const brand = picked.model?.filter ?? picked.brand?.filter;
    crumbs.push({
      kind: 'model_year',
      label: t('crumb_model_year', { year: picked.year }),
      href: withFilters(brand ? { brand, model_year: year } : { model_year: year }),
    });
  }
  if (picked.itemType) {
    const itemType: DynamicFilterValue = { type: 'enum', values: [picked.itemType.key] };
    crumbs.push({ kind: 'item_type', label: name(picked.itemType.label), href: withFilters({ item_type: itemType }) });
  }
  return crumbs;
}

/**
 * The title, naming every filter of a sequence page's path (spec section 2's clean sequence filters), so that each
 * canonical page has a title of its own: brand, model and year in the sentence, the others after it.
 */
function describeTitle(context: SearchContext): { titleKind: TitleKind; title: string } {
  const described = describeTitleSentence(context);
  const { t, name, picked } = context;
  if (picked.others.length === 0) return described;
  const filters = picked.others.map(({ key, value }) =>
    key === 'bedrooms' ? t('title_filter_bedrooms', { value: name(value.label) }) : name(value.label),
  );
  return { ...described, title: t('title_with_filters', { title: described.title, filters: filters.join(', ') }) };
}

function describeTitleSentence(context: SearchContext): { titleKind: TitleKind; title: string } {
  const { state, t, name, location, placeName, category, inJobs, jobsSlug, picked } = context;
  const placeIn = t('place_in', { place: placeName, ending: bengaliLocativeEnding(placeName) });
  if (!category) {
    return location
      ? { titleKind: 'location_in', title: t('title_location_in', { placeIn }) }
      : { titleKind: 'all', title: t('title_all', { placeIn }) };
  }
  const categoryName = name(category.name);
  if (inJobs) {
    const titleKind = category.slug === jobsSlug ? 'jobs_in_country' : 'jobs_category';
    return { titleKind, title: t(`title_${titleKind}`, { placeIn, category: categoryName }) };
  }
  // Brand, model and year titles are goods "for sale" unless the ad type says otherwise (brand filters exist only
  // in goods categories); category and item type titles name no deal of their own (rentals, services, jobs).
  const deal =
    category.type === 'overseas_jobs'
      ? 'none'
      : state.type === 'to_rent'
        ? 'rent'
        : state.type === 'to_buy'
          ? 'wanted'
          : 'sale';
  const parts = {
    placeIn,
    deal,
    category: inSentence(state.locale, categoryName),
    brand: picked.brand ? name(picked.brand.label) : '',
    model: picked.model ? name(picked.model.label) : '',
  };
  if (picked.year !== undefined) {
    return { titleKind: 'model_year', title: t('title_model_year', { ...parts, year: picked.year }) };
  }
  if (picked.model) return { titleKind: 'brand_model', title: t('title_brand_model', parts) };
  if (picked.brand) return { titleKind: 'brand', title: t('title_brand', parts) };
  if (picked.itemType) {
    const itemType = name(picked.itemType.label);
    return { titleKind: 'item_type', title: t('title_item_type', { placeIn, deal, itemType }) };
  }
  return { titleKind: 'category', title: t('title_category', { ...parts, category: categoryName }) };
}

function describeOrigin(context: SearchContext): { descriptionKind: DescriptionKind; description: string } {
  const { state, t, name, placeName: place, category, inJobs, jobsSlug, picked } = context;
  if (!category) {
    return { descriptionKind: 'location_from', description: t('description_location_from', { place }) };
  }
  if (picked.itemType && !inJobs) {
    const itemType = inSentence(state.locale, name(picked.itemType.label));
    return { descriptionKind: 'item_type_from', description: t('description_item_type_from', { place, itemType }) };
  }
  // "Browse jobs from Dhaka", not "Browse jobs jobs from Dhaka".
  const categoryName = category.slug === jobsSlug ? '' : inSentence(state.locale, name(category.name));
  const vertical = inJobs ? 'jobs' : 'other';
  return {
    descriptionKind: 'category_from',
    description: t('description_category_from', { place, vertical, category: categoryName }),
  };
}

/** A chosen brand or model with the filter value that chooses only it (for its crumb's link). */
interface Selection {
  readonly label: LocalizedText;
  readonly filter: DynamicFilterValue;
}

interface Selections {
  brand?: Selection;
  model?: Selection;
  year?: number;
  itemType?: EnumValue;
  /** The single values of the other enum filters of the clean sequence (body type, fuel type, bedrooms). */
  others: { key: string; value: EnumValue }[];
}

const codeOf = (key: string): string | undefined => (FILTER_CODES as Readonly<Record<string, string>>)[key];

/** The single brand, model, model year and item type a search names, if it names exactly one of each. */
function pickSelections(state: SearchState, filters: readonly FilterDef[]): Selections {
  const picked: Selections = { others: [] };
  for (const def of filters) {
    const value = state.filters[def.key];
    const code = codeOf(def.key);
    if (
      def.key !== 'brand' &&
      code !== undefined &&
      CLEAN_SEQUENCE_CODES.includes(code) &&
      def.type === 'enum' &&
      value?.type === 'enum' &&
      value.values.length === 1
    ) {
      const chosen = def.values.find((v) => v.key === value.values[0]);
      if (chosen) picked.others.push({ key: def.key, value: chosen });
      continue;
    }
    if (def.key === 'brand' && def.type === 'tree' && value?.type === 'tree' && value.values.length === 1) {
      const [selection] = value.values;
      const brand = def.values.find((b) => b.key === selection?.key);
      if (!brand || !selection) continue;
      picked.brand = { label: brand.label, filter: { type: 'tree', values: [{ key: brand.key, childValues: [] }] } };
      const model =
        selection.childValues.length === 1 ? brand.children.find((m) => m.key === selection.childValues[0]) : undefined;
      if (model) {
        picked.model = {
          label: model.label,
          filter: { type: 'tree', values: [{ key: brand.key, childValues: [model.key] }] },
        };
      }
    } else if (def.key === 'brand' && def.type === 'enum' && value?.type === 'enum' && value.values.length === 1) {
      const brand = def.values.find((b) => b.key === value.values[0]);
      if (brand) picked.brand = { label: brand.label, filter: { type: 'enum', values: [brand.key] } };
    } else if (
      def.key === 'model_year' &&
      value?.type === 'numeric' &&
      value.minimum > -1 &&
      value.minimum === value.maximum
    ) {
      picked.year = value.minimum;
    } else if (def.key === 'item_type' && def.type === 'enum' && value?.type === 'enum' && value.values.length === 1) {
      picked.itemType = def.values.find((v) => v.key === value.values[0]);
    }
  }
  return picked;
}
