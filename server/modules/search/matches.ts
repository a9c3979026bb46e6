// A search's matches read whole, in memory: the promoted, their counts, a page in its order (decisions 109, 213).
import type { Buckets, CountRow, Promoted, PromotedKind, SearchOrder } from './search-index.ts';
import { isPriceOrder } from './search-index.ts';

/** Promoted ads of one search rotated among at most (beyond them, the newest ids wait their turn). */
export const PROMOTED_CANDIDATES = 500;
/** How many of the newest matches `relevance` ranks (see find). */
export const RELEVANCE_WINDOW = 250;

/**
 * A match as a search reads it: enough to count it and, when the matches read are all of them, to order it and to
 * know the promoted ones among them.
 */
export interface Match {
  id: number;
  published_at: Date;
  category_id: number;
  location_id: number;
  /** Its rank for relevance (0 unless asked for). */
  rank: number;
  /** Its price in taka, null without one (null too unless asked for). */
  price: number | null;
  /** Whether it is promoted now as a top ad and as a spotlight (false unless asked for). */
  top_ad: boolean;
  spotlight: boolean;
}

/** The eligible ads of each promotion kind, in their rotation's order (id), at most PROMOTED_CANDIDATES. */
export function promotedAmong(matches: readonly Pick<Match, 'id' | PromotedKind>[]): Promoted {
  const of = (kind: PromotedKind) =>
    matches
      .filter((match) => match[kind])
      .map((match) => match.id)
      .sort((a, b) => a - b)
      .slice(0, PROMOTED_CANDIDATES);
  return { top_ad: of('top_ad'), spotlight: of('spotlight') };
}

/** Matches counted per (category bucket, category, location bucket), as browsingCounts counts them. */
export function tally(matches: readonly Match[], buckets: Buckets | undefined): CountRow[] {
  const rows = new Map<string, CountRow>();
  for (const match of matches) {
    const categoryId = buckets?.categories.get(match.category_id) ?? match.category_id;
    const locationId = buckets?.locations.get(match.location_id) ?? match.location_id;
    const key = `${categoryId}:${match.category_id}:${locationId}`;
    const count = (rows.get(key)?.count ?? 0) + 1;
    rows.set(key, { categoryId, leafCategoryId: match.category_id, locationId, count });
  }
  return [...rows.values()];
}

const newestFirst = (a: Match, b: Match) => b.published_at.getTime() - a.published_at.getTime() || b.id - a.id;

/** By price (`direction` 1 low to high, -1 high to low), ads without a price last, then newest first (decision 254). */
const byPrice = (direction: 1 | -1) => (a: Match, b: Match) => {
  if (a.price === b.price) return newestFirst(a, b);
  if (a.price === null) return 1;
  if (b.price === null) return -1;
  return direction * (a.price - b.price);
};

/**
 * The ids of a page in the search's order, from every match of the search (when it has no more than the cap), in the
 * orders `find` gives: by date, the named categories' ads first, relevance over the newest RELEVANCE_WINDOW, or by
 * price.
 */
export function pageOf(
  matches: readonly Match[],
  order: SearchOrder,
  intentCategoryIds: readonly number[] | null,
  offset: number,
  limit: number,
): number[] {
  if (isPriceOrder(order)) {
    const ordered = [...matches].sort(byPrice(order === 'price_asc' ? 1 : -1));
    return ordered.slice(offset, offset + limit).map((m) => m.id);
  }
  const newest = [...matches].sort(newestFirst);
  let ordered = newest;
  if (order === 'date_desc' && intentCategoryIds) {
    const named = new Set(intentCategoryIds);
    ordered = [...newest.filter((m) => named.has(m.category_id)), ...newest.filter((m) => !named.has(m.category_id))];
  } else if (order === 'relevance' && offset < RELEVANCE_WINDOW) {
    ordered = newest.slice(0, RELEVANCE_WINDOW).sort((a, b) => b.rank - a.rank || newestFirst(a, b));
  }
  return ordered.slice(offset, offset + limit).map((m) => m.id);
}
