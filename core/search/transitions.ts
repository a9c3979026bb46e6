// Search state transitions of spec section 4, as pure functions. Each returns a normalised state.
import type { CatalogueIndex } from '../catalogue-index.ts';
import { DEFAULT_SEARCH_STATE, defaultSortFor, normalizePage, normalizeState } from './state.ts';
import type { DynamicFilterValue, SearchState } from './state.ts';

/** The static filters a user changes directly; category has its own transition because of its filters. */
export type StaticFilterChange = Partial<
  Pick<
    SearchState,
    'location' | 'query' | 'sort' | 'posterType' | 'type' | 'isDoorstepDelivery' | 'isUrgent' | 'isFeaturedMember'
  >
>;

/** "Changing a filter resets page to 1." */
export function changeFilters(state: SearchState, change: StaticFilterChange, index: CatalogueIndex): SearchState {
  return normalizeState({ ...state, ...change, page: 1 }, index);
}

/** Sets (or with null removes) one dynamic filter; page goes back to 1. */
export function changeDynamicFilter(
  state: SearchState,
  key: string,
  value: DynamicFilterValue | null,
  index: CatalogueIndex,
): SearchState {
  const filters = Object.fromEntries(Object.entries(state.filters).filter(([k]) => k !== key));
  if (value) filters[key] = value;
  return normalizeState({ ...state, filters, page: 1 }, index);
}

/** "Changing the category keeps dynamic filters only if the category is unchanged and has dynamic filters." */
export function changeCategory(state: SearchState, category: string | null, index: CatalogueIndex): SearchState {
  const def = category === null ? undefined : index.categoryBySlug(category);
  const keep = category === state.category && def !== undefined && def.filters.length > 0;
  return normalizeState({ ...state, category, filters: keep ? state.filters : {}, page: 1 }, index);
}

/** A page outside 1–400 becomes 1 (spec section 5). */
export function changePage(state: SearchState, page: number): SearchState {
  return { ...state, page: normalizePage(page) };
}

/** "A reset keeps category, location and query, and sets sort to a query-specific default when a query exists." */
export function resetFilters(state: SearchState): SearchState {
  return {
    ...DEFAULT_SEARCH_STATE,
    locale: state.locale,
    category: state.category,
    location: state.location,
    query: state.query,
    sort: defaultSortFor(state.query),
  };
}

/**
 * A search plus an optional saved copy of it, e.g. taken when a filter panel opens: cancelling restores it,
 * applying clears it. "A snapshot of filters can be saved, restored or cleared."
 */
export interface SearchSession {
  readonly current: SearchState;
  readonly snapshot: SearchState | null;
}

export const saveSnapshot = (session: SearchSession): SearchSession => ({ ...session, snapshot: session.current });

/** Returns to the saved search and drops the snapshot; without a snapshot nothing changes. */
export const restoreSnapshot = (session: SearchSession): SearchSession =>
  session.snapshot ? { current: session.snapshot, snapshot: null } : session;

export const clearSnapshot = (session: SearchSession): SearchSession => ({ ...session, snapshot: null });
