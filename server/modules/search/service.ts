// Search: one function, searchAds, answers both GET /data/serp and the results pages, so a rule lives in
// one place. It resolves a normalised SearchState (core/search) against the catalogue, asks the SearchIndex for
// ids, counts and promoted ads, and has the ads module turn ids into cards.
import type { CategoryDef, FilterDef, Locale, LocationDef } from '../../../core/catalogue.ts';
import type { CatalogueIndex } from '../../../core/catalogue-index.ts';
import { rotate, rotationTurn } from '../../../core/promotions/rotation.ts';
import { buildSearchUrl } from '../../../core/search/build.ts';
import type { SearchState } from '../../../core/search/state.ts';
import { buildIntentIndex, queryIntents } from '../../../core/search/intent.ts';
import { isPhoneticWord, phoneticKey } from '../../../core/search/phonetic.ts';
import { buildTextQuery, categoryLexeme, type Lexicon, queryTerms, wordForms } from '../../../core/search/text.ts';
import { changeCategory, changeFilters } from '../../../core/search/transitions.ts';
import { buildLexicon, lexiconSounds, soundAlikes } from '../../../core/search/transliteration.ts';
import type { Database } from '../../adapters/database.ts';
import { ADS_PER_PAGE, type AdCard, findAdCards, MAX_PAGE } from '../ads/index.ts';
import { CATEGORY_SYNONYMS, catalogueIndex } from '../catalog/index.ts';
import { postgresSearchIndex } from './postgres-search-index.ts';
import {
  type Buckets,
  type CountRow,
  type Counts,
  findsAllNamed,
  NO_PROMOTED,
  type Promoted,
  type PropertyCriterion,
  type SearchCriteria,
  type SearchIndex,
  type SearchPage,
  within,
  WITHOUT_WORDS,
} from './search-index.ts';

/** Spec section 9: "Search asks for 2 top ads and 5 spotlights". */
export const TOP_ADS = 2;
export const SPOTLIGHTS = 5;
/**
 * Searches with words or filters count their matches up to this many (plain browsing counts exactly, from
 * search_counts). Counting every match of a common word would read a fifth of all ads on every request; past
 * the cap the page says "more than 500" and offers all 400 pages.
 */
export const COUNT_CAP = 500;
/** Filter value counts are computed when the search has at most this many matches ("where cheap"). */
export const VALUE_COUNT_LIMIT = 2_000;

/** Built once: the transliteration table plus the catalogue's bn/en names. */
export const searchLexicon: Lexicon = buildLexicon(catalogueIndex.catalogue);
const searchLexiconSounds = lexiconSounds(searchLexicon);
const searchIntents = buildIntentIndex(catalogueIndex, CATEGORY_SYNONYMS);

/**
 * The text search of a query: each word with its spellings in the lexicon, the words that sound like it (from the
 * lexicon and from the titles of ads, one indexed lookup: "gari" finds গাড়ি, "basha vara" বাসা ভাড়া), and the
 * categories it names ("gari": every car, most of whose titles never say so). `categoryIds` are the named
 * categories and their descendants, which rank first.
 */
export async function textQuery(
  engine: SearchIndex,
  text: string,
  index: CatalogueIndex = catalogueIndex,
): Promise<Pick<SearchCriteria, 'text' | 'intentCategoryIds'>> {
  const terms = queryTerms(text);
  const keys = [...new Set(terms.filter(isPhoneticWord).map(phoneticKey))];
  const spellings = terms.flatMap((term) => [term, ...(searchLexicon.get(term) ?? []).flat()]);
  const titleWords = await engine.titleWords(spellings.flatMap(wordForms), keys);
  const more = new Map(soundAlikes(terms, [searchLexiconSounds, titleWords.bySound], searchLexicon));
  const intentIds = new Set<number>();
  for (const [term, categoryIds] of queryIntents(terms, searchIntents, searchLexicon, index)) {
    for (const id of categoryIds) {
      const category = index.categoryById(id);
      for (const inside of category ? within(category, index.categoryChildren).ids : []) intentIds.add(inside);
    }
    // An ad's document holds the lexeme of its category and of every one above it (migration 054).
    more.set(term, [...(more.get(term) ?? []), ...categoryIds.map((id) => [categoryLexeme(id)])]);
  }
  return {
    text: buildTextQuery(text, searchLexicon, more, titleWords.known),
    intentCategoryIds: intentIds.size > 0 ? [...intentIds] : null,
  };
}

export interface Facet {
  readonly id: number;
  readonly slug: string;
  readonly name: string;
  readonly count: number;
  /** The canonical URL of the search narrowed to this value. */
  readonly href: string;
}

export interface FilterValueView {
  readonly key: string;
  readonly label: string;
  readonly checked: boolean;
  /** Matches with this value, when cheap to count (see VALUE_COUNT_LIMIT). */
  readonly count?: number;
  /** Models of a brand (tree filters). */
  readonly children?: readonly FilterValueView[];
}

interface RangeFilterView {
  readonly key: string;
  readonly label: string;
  /** -1: no bound (spec section 5). */
  readonly minimum: number;
  readonly maximum: number;
  readonly unit?: string;
}

/** A dynamic filter of the category as the filter panel shows it (spec section 3 "Dynamic filters"). */
export type FilterView =
  | { readonly key: string; readonly type: 'enum'; readonly label: string; readonly values: FilterValueView[] }
  | { readonly key: string; readonly type: 'tree'; readonly label: string; readonly values: FilterValueView[] }
  | (RangeFilterView & { readonly type: 'money' })
  | (RangeFilterView & { readonly type: 'numeric' });

export interface SearchResult {
  readonly state: SearchState;
  readonly ads: readonly AdCard[];
  readonly topAds: readonly AdCard[];
  readonly spotlights: readonly AdCard[];
  /** Matching ads, at most COUNT_CAP; `totalIsCapped` when there are more. */
  readonly total: number;
  readonly totalIsCapped: boolean;
  readonly page: number;
  readonly pages: number;
  /** The query found nothing word for word; these are the ads of `correctedQuery` (misspellings corrected). */
  readonly similar: boolean;
  readonly correctedQuery: string | null;
  readonly facets: { readonly categories: readonly Facet[]; readonly locations: readonly Facet[] };
  /** "In Cars (1,234)": the categories the query is likely about, most likely first (text searches only). */
  readonly refinements: readonly Refinement[];
  readonly filters: readonly FilterView[];
  readonly canonical: string;
}

/** A category a query is likely about, with its matches (counted up to COUNT_CAP: `capped` when more). */
export interface Refinement extends Facet {
  readonly capped: boolean;
}

/** Refinements offered at most. */
export const REFINEMENTS = 3;
/** A category holding at least this share of a search's counted matches is offered as a refinement. */
const REFINEMENT_SHARE = 0.15;

function propertyCriteria(state: SearchState): PropertyCriterion[] {
  return Object.entries(state.filters).flatMap(([key, value]): PropertyCriterion[] => {
    switch (value.type) {
      case 'enum':
        return [{ kind: 'enum', key, values: value.values }];
      case 'money':
      case 'numeric':
        return [
          {
            kind: 'range',
            key,
            minimum: value.minimum > -1 ? value.minimum : null,
            maximum: value.maximum > -1 ? value.maximum : null,
          },
        ];
      case 'tree':
        return [{ kind: 'tree', brands: value.values.map((b) => ({ brand: b.key, models: b.childValues })) }];
    }
  });
}

/** The criteria of a normalised state, resolved against the catalogue (and the engine's words, for sound). */
export async function searchCriteria(
  state: SearchState,
  engine: SearchIndex,
  index: CatalogueIndex = catalogueIndex,
): Promise<SearchCriteria> {
  const category = state.category === null ? undefined : index.categoryBySlug(state.category);
  const location = state.location === null ? undefined : index.locationBySlug(state.location);
  return {
    category: category ? within(category, index.categoryChildren) : null,
    location: location ? within(location, index.locationChildren) : null,
    ...(state.query === '' ? { text: null, intentCategoryIds: null } : await textQuery(engine, state.query, index)),
    type: state.type,
    posterType: state.posterType,
    isDoorstepDelivery: state.isDoorstepDelivery,
    isUrgent: state.isUrgent,
    isFeaturedMember: state.isFeaturedMember,
    properties: propertyCriteria(state),
  };
}

/** Counts rolled up to the given nodes (a node's count includes its descendants'). */
function rollUp<T extends { id: number }>(
  nodes: readonly T[],
  rows: readonly CountRow[],
  idOf: (row: CountRow) => number,
  ancestors: (id: number) => readonly T[],
): Map<number, number> {
  const wanted = new Set(nodes.map((n) => n.id));
  const counts = new Map<number, number>();
  for (const row of rows) {
    for (const node of ancestors(idOf(row))) {
      if (wanted.has(node.id)) counts.set(node.id, (counts.get(node.id) ?? 0) + row.count);
    }
  }
  return counts;
}

/** The nodes a facet offers: children of the chosen category or place, or the top level. */
function categoryOptions(state: SearchState, index: CatalogueIndex): readonly CategoryDef[] {
  const current = state.category === null ? undefined : index.categoryBySlug(state.category);
  return current ? index.categoryChildren(current) : index.catalogue.categories.filter((c) => c.parentId === -1);
}

function locationOptions(state: SearchState, index: CatalogueIndex): readonly LocationDef[] {
  const current = state.location === null ? index.country : index.locationBySlug(state.location);
  return current ? index.locationChildren(current) : [];
}

/** Every descendant of each facet option counted under the option. */
function facetBuckets(state: SearchState, index: CatalogueIndex): Buckets {
  const categories = new Map<number, number>();
  for (const option of categoryOptions(state, index))
    for (const id of within(option, index.categoryChildren).ids) categories.set(id, option.id);
  const locations = new Map<number, number>();
  for (const option of locationOptions(state, index))
    for (const id of within(option, index.locationChildren).ids) locations.set(id, option.id);
  return { categories, locations };
}

function categoryFacets(state: SearchState, rows: readonly CountRow[], index: CatalogueIndex): Facet[] {
  const options = categoryOptions(state, index);
  const ancestorsOf = (id: number): readonly CategoryDef[] => {
    const category = index.categoryById(id);
    return category ? index.categoryAncestors(category) : [];
  };
  const counts = rollUp(options, rows, (row) => row.categoryId, ancestorsOf);
  return options
    .filter((c) => !c.deactivated && (counts.get(c.id) ?? 0) > 0)
    .map((c) => ({
      id: c.id,
      slug: c.slug,
      name: c.name[state.locale],
      count: counts.get(c.id) ?? 0,
      href: buildSearchUrl(changeCategory(state, c.slug, index), index),
    }));
}

function locationFacets(state: SearchState, rows: readonly CountRow[], index: CatalogueIndex): Facet[] {
  const options = locationOptions(state, index);
  const ancestorsOf = (id: number): readonly LocationDef[] => {
    const location = index.locationById(id);
    return location ? index.locationAncestors(location) : [];
  };
  const counts = rollUp(options, rows, (row) => row.locationId, ancestorsOf);
  return options
    .filter((l) => (counts.get(l.id) ?? 0) > 0)
    .map((l) => ({
      id: l.id,
      slug: l.slug,
      name: l.name[state.locale],
      count: counts.get(l.id) ?? 0,
      href: buildSearchUrl(changeFilters(state, { location: l.slug }, index), index),
    }));
}

function filterViews(
  category: CategoryDef | undefined,
  state: SearchState,
  valueCounts: ReadonlyMap<string, number>,
  index: CatalogueIndex,
): FilterView[] {
  if (!category) return [];
  const locale: Locale = state.locale;
  const count = (key: string, value: string) =>
    valueCounts.size > 0 ? { count: valueCounts.get(`${key}\u0000${value}`) ?? 0 } : {};
  return category.filters.flatMap((def: FilterDef): FilterView[] => {
    const current = state.filters[def.key];
    switch (def.type) {
      case 'enum': {
        const checked = current?.type === 'enum' ? current.values : [];
        return [
          {
            key: def.key,
            type: 'enum',
            label: def.label[locale],
            values: def.values.map((v) => ({
              key: v.key,
              label: v.label[locale],
              checked: checked.includes(v.key),
              ...count(def.key, v.key),
            })),
          },
        ];
      }
      case 'tree': {
        if (!index.supportsBrandTree(category)) return [];
        const chosen = current?.type === 'tree' ? current.values : [];
        return [
          {
            key: def.key,
            type: 'tree',
            label: def.label[locale],
            values: def.values.map((brand) => {
              const selection = chosen.find((c) => c.key === brand.key);
              return {
                key: brand.key,
                label: brand.label[locale],
                checked: selection !== undefined,
                ...count('brand', brand.key),
                children: brand.children.map((model) => ({
                  key: model.key,
                  label: model.label[locale],
                  checked: selection?.childValues.includes(model.key) ?? false,
                  ...count('model', model.key),
                })),
              };
            }),
          },
        ];
      }
      case 'money':
      case 'numeric': {
        const range = current?.type === def.type ? current : undefined;
        return [
          {
            key: def.key,
            type: def.type,
            label: def.label[locale],
            minimum: range?.minimum ?? -1,
            maximum: range?.maximum ?? -1,
            ...(def.type === 'numeric' && def.unit ? { unit: def.unit[locale] } : {}),
          },
        ];
      }
    }
  });
}

function emptyResult(state: SearchState, category: CategoryDef | undefined, index: CatalogueIndex): SearchResult {
  return {
    state,
    ads: [],
    topAds: [],
    spotlights: [],
    total: 0,
    totalIsCapped: false,
    page: state.page,
    pages: 1,
    similar: false,
    correctedQuery: null,
    facets: { categories: [], locations: [] },
    refinements: [],
    filters: filterViews(category, state, new Map(), index),
    canonical: buildSearchUrl(state, index),
  };
}

/**
 * The categories a text search is likely about: those its words name (the roots of the intent
 * categories), then those that hold a good share of its matches (what the ads found are filed under), within the
 * chosen category. Each is counted from the search's own counts when they hold every match, else on its own.
 */
async function refinements(
  state: SearchState,
  criteria: SearchCriteria,
  { rows, capped }: Counts,
  engine: SearchIndex,
  index: CatalogueIndex,
): Promise<Refinement[]> {
  if (!criteria.text) return [];
  const current = state.category === null ? undefined : index.categoryBySlug(state.category);
  const isWithin = (category: CategoryDef) =>
    !current || index.categoryAncestors(category).some((c) => c.id === current.id && c.id !== category.id);
  const intent = new Set(criteria.intentCategoryIds ?? []);
  const named = [...intent].filter((id) => {
    const parentId = index.categoryById(id)?.parentId;
    return parentId === undefined || !intent.has(parentId);
  });
  const byLeaf = new Map<number, number>();
  for (const row of rows) byLeaf.set(row.leafCategoryId, (byLeaf.get(row.leafCategoryId) ?? 0) + row.count);
  const counted = rows.reduce((sum, row) => sum + row.count, 0);
  const filed = [...byLeaf]
    .filter(([, count]) => count >= counted * REFINEMENT_SHARE)
    .sort((a, b) => b[1] - a[1])
    .map(([id]) => id);
  const candidates = [...new Set([...named, ...filed])]
    .flatMap((id) => index.categoryById(id) ?? [])
    .filter((category) => !category.deactivated && isWithin(category))
    .slice(0, REFINEMENTS);
  // A category the words find every ad of (findsAllNamed) is counted without them, which spares intersecting them
  // with the category ("phone" in mobile phones, 41,802 matches: 21 → 0.4 ms).
  const wholly = (category: CategoryDef) => findsAllNamed(criteria) && named.includes(category.id);
  const totals = await Promise.all(
    candidates.map((category) => {
      const inCategory = within(category, index.categoryChildren);
      const words = wholly(category) ? WITHOUT_WORDS : {};
      if (capped) return engine.total({ ...criteria, ...words, category: inCategory }, COUNT_CAP);
      const among = new Set(inCategory.ids);
      const count = rows.reduce((sum, row) => sum + (among.has(row.leafCategoryId) ? row.count : 0), 0);
      return { count, capped: false };
    }),
  );
  return candidates.flatMap((category, i) => {
    const { count, capped: more } = totals[i] ?? { count: 0, capped: false };
    if (count === 0) return [];
    const href = buildSearchUrl(changeCategory(state, category.slug, index), index);
    const name = category.name[state.locale];
    return [{ id: category.id, slug: category.slug, name, count, capped: more, href }];
  });
}

export interface SearchOptions {
  readonly index?: CatalogueIndex;
  readonly searchIndex?: SearchIndex;
  /** Which turn of the promoted ads' rotation to show (default: the current minute's). */
  readonly rotationTurn?: number;
}

/** Runs one search (a normalised state, e.g. from parseSearchUrl or parseSerpParams). */
export async function searchAds(db: Database, state: SearchState, options: SearchOptions = {}): Promise<SearchResult> {
  return (await runSearch(db, state, options)).result;
}

/**
 * A search's result, the criteria it asked the engine (what a cached copy must check: result-cache.ts) and its
 * promoted ads eligible for the rotation (what a cached copy shows at the next turn: atTurn).
 */
export interface SearchRun {
  readonly result: SearchResult;
  readonly searches: readonly SearchCriteria[];
  readonly promoted: Promoted;
}

/** The promoted ads a search shows at a turn of their rotation. */
function promotedShown(promoted: Promoted, turn: number): { top: number[]; spotlights: number[] } {
  return { top: rotate(promoted.top_ad, TOP_ADS, turn), spotlights: rotate(promoted.spotlight, SPOTLIGHTS, turn) };
}

/**
 * Whether the promoted ads a search shows move between two turns of their rotation: not when no more are eligible
 * than fill their slots, as for most searches.
 */
export function rotationMoves(promoted: Promoted, from: number, to: number): boolean {
  const [before, after] = [promotedShown(promoted, from), promotedShown(promoted, to)];
  return before.top.join() !== after.top.join() || before.spotlights.join() !== after.spotlights.join();
}

/** Every card a result shows: its page, top ads and spotlights (an ad may be among more than one). */
export const shownCards = (result: SearchResult): AdCard[] => [...result.ads, ...result.topAds, ...result.spotlights];

/** The cards of `ids` found in `byId`, in that order. */
const cardsOf = (byId: ReadonlyMap<number, AdCard>, ids: readonly number[]) => ids.flatMap((id) => byId.get(id) ?? []);

/**
 * A search's result with its promoted ads at another turn of their rotation: the cards it already holds are kept,
 * the others read (one look-up by id, none when it holds them all).
 */
export async function atTurn(db: Database, run: SearchRun, turn: number): Promise<SearchResult> {
  const { top, spotlights } = promotedShown(run.promoted, turn);
  const { result } = run;
  const byId = new Map(shownCards(result).map((card) => [card.id, card]));
  const lacking = [...new Set([...top, ...spotlights])].filter((id) => !byId.has(id));
  for (const card of await findAdCards(db, lacking)) byId.set(card.id, card);
  return { ...result, topAds: cardsOf(byId, top), spotlights: cardsOf(byId, spotlights) };
}

/** searchAds, with the criteria the result was computed from. */
export async function runSearch(db: Database, state: SearchState, options: SearchOptions = {}): Promise<SearchRun> {
  const index = options.index ?? catalogueIndex;
  const engine = options.searchIndex ?? postgresSearchIndex(db);
  const category = state.category === null ? undefined : index.categoryBySlug(state.category);
  let criteria = await searchCriteria(state, engine, index);
  // Search text without a single word in it ("%_", "!!!") matches nothing, rather than everything.
  if (state.query !== '' && !criteria.text) {
    return { result: emptyResult(state, category, index), searches: [], promoted: NO_PROMOTED };
  }
  const offset = (state.page - 1) * ADS_PER_PAGE;
  const buckets = facetBuckets(state, index);
  const order = state.sort;

  const asked: SearchPage = { order, offset, limit: ADS_PER_PAGE, cap: COUNT_CAP, buckets, withPromoted: true };
  // Two rounds of queries: ids, counts and promoted ads at once; then every card in one query.
  let { ids, counts, promoted } = await engine.search(criteria, asked);
  let correctedQuery: string | null = null;
  const searches = [criteria];
  if (criteria.text && counts.rows.length === 0) {
    // Nothing word for word: replace each word by the known title word most like it ("samsng" → "samsung") and
    // search again, saying so. A word that titles hold is its own (textQuery asked already): when every word is
    // one, as for most searches finding nothing (words that never stand together), nothing is asked.
    const { terms, unknown } = criteria.text;
    const suggestions = unknown.length > 0 ? await engine.suggestWords(unknown) : [];
    const corrections = new Map(unknown.map((term, i) => [term, suggestions[i] ?? term]));
    const corrected = terms.map((term) => corrections.get(term) ?? term);
    const text = corrected.some((word, i) => word !== terms[i])
      ? await textQuery(engine, corrected.join(' '), index)
      : { text: null };
    if (text.text) {
      const retry = { ...criteria, ...text };
      searches.push(retry);
      const more = await engine.search(retry, asked);
      if (more.counts.rows.length > 0) {
        [criteria, { ids, counts, promoted }] = [retry, more];
        correctedQuery = corrected.join(' ');
      }
    }
  }
  const matched = counts.rows.reduce((sum, row) => sum + row.count, 0);
  const total = counts.capped ? COUNT_CAP : matched;

  const enumKeys =
    category?.filters.flatMap((f) => (f.type === 'enum' ? [f.key] : f.type === 'tree' ? ['brand', 'model'] : [])) ?? [];
  const cheap =
    category !== undefined && index.isLeafCategory(category) && !counts.capped && total <= VALUE_COUNT_LIMIT;
  const turn = options.rotationTurn ?? rotationTurn(new Date());
  const shown = promotedShown(promoted, turn);
  const [cards, values, likely] = await Promise.all([
    findAdCards(db, [...new Set([...ids, ...shown.top, ...shown.spotlights])]),
    cheap && total > 0 ? engine.countValues(criteria, enumKeys, VALUE_COUNT_LIMIT) : [],
    refinements(state, criteria, counts, engine, index),
  ]);
  const byId = new Map(cards.map((card) => [card.id, card]));
  const valueCounts = new Map(values.map((v) => [`${v.key}\u0000${v.value}`, v.count]));

  const result: SearchResult = {
    state,
    ads: cardsOf(byId, ids),
    topAds: cardsOf(byId, shown.top),
    spotlights: cardsOf(byId, shown.spotlights),
    total,
    totalIsCapped: counts.capped,
    page: state.page,
    pages: counts.capped ? MAX_PAGE : Math.min(MAX_PAGE, Math.max(1, Math.ceil(total / ADS_PER_PAGE))),
    similar: correctedQuery !== null,
    correctedQuery,
    facets: {
      categories: categoryFacets(state, counts.rows, index),
      locations: locationFacets(state, counts.rows, index),
    },
    refinements: likely,
    filters: filterViews(category, state, cheap ? valueCounts : new Map(), index),
    canonical: buildSearchUrl(state, index),
  };
  return { result, searches, promoted };
}
