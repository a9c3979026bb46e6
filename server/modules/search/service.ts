// Search: one function, searchAds, answers both GET /data/serp and the results pages, so a rule lives in
// one place. It resolves a normalised SearchState (core/search) against the catalogue, asks the SearchIndex for
// ids, counts and promoted ads, and has the ads module turn ids into cards.
import type { CategoryDef } from '../../../core/catalogue.ts';
import type { CatalogueIndex } from '../../../core/catalogue-index.ts';
import { rotate, rotationTurn } from '../../../core/promotions/rotation.ts';
import { buildSearchUrl } from '../../../core/search/build.ts';
import { placeQueryInLocation } from '../../../core/search/places.ts';
import type { SearchState } from '../../../core/search/state.ts';
import { isCorrectionOf } from '../../../core/search/text.ts';
import type { Database } from '../../adapters/database.ts';
import { ADS_PER_PAGE, type AdCard, findAdCards, MAX_PAGE } from '../ads/index.ts';
import { catalogueIndex } from '../catalog/index.ts';
import { postgresSearchIndex } from './postgres-search-index.ts';
import { NO_PROMOTED, type Promoted, type SearchCriteria, type SearchIndex, type SearchPage } from './search-index.ts';
import { COUNT_CAP, SPOTLIGHTS, TOP_ADS, VALUE_COUNT_LIMIT } from './limits.ts';
import { categoryWordsOf, searchCriteria, textQuery } from './criteria.ts';
import {
  categoryFacets,
  type Facet,
  facetBuckets,
  type FilterView,
  filterViews,
  locationFacets,
  type Refinement,
  refinements,
} from './facets.ts';
// Moved out of this file, still answered here for routes.ts and the pages.
export { searchCriteria, searchLexicon, textQuery } from './criteria.ts';
export { type Facet, type FilterValueView, type FilterView, type Refinement, REFINEMENTS } from './facets.ts';
export { COUNT_CAP, SPOTLIGHTS, TOP_ADS, VALUE_COUNT_LIMIT } from './limits.ts';

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
export async function runSearch(db: Database, typed: SearchState, options: SearchOptions = {}): Promise<SearchRun> {
  const index = options.index ?? catalogueIndex;
  // A place named in the text is where the search is ("laptop dhaka": laptops in Dhaka, decision 272); the result's
  // state and canonical URL say so, and the results page redirects there.
  const state = placeQueryInLocation(typed, index, categoryWordsOf(typed.query, index));
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
    const corrections = new Map(
      unknown.map((term, i) => {
        const suggestion = suggestions[i];
        return [term, suggestion && isCorrectionOf(term, suggestion) ? suggestion : term];
      }),
    );
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
