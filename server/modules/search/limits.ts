// How much a search reads and shows: promoted slots, the count cap, where filter values are counted (spec section 9).

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
