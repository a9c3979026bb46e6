// Search results cached in each server process (issue 4): most visits run the same few searches (a category, a
// place, a popular word), so a result computed once serves every visitor for FRESH_MS (decision 206). Freshness
// without a shared counter (issue 19): a new or edited ad, and a promotion starting or ending by the clock, shows
// to others within FRESH_MS; a hit first checks in one look-up that every ad it shows is still published, so a
// removed, sold, expired or suspended ad vanishes at once; a person who changed one of their own ads within
// FRESH_MS is searched for afresh, so they see their change at once. A catalogue edit coming into force in this
// process (catalog/overrides.ts) starts an empty cache: names and filter panels follow at once. Concurrent misses of
// one search share one computation.
import { LRUCache } from 'lru-cache';
import type { Clock } from '../../../core/clock.ts';
import type { SearchState } from '../../../core/search/state.ts';
import type { Database } from '../../adapters/database.ts';
import { cacheRequests } from '../../adapters/metrics.ts';
import { allPublished, changedOwnAdSince } from '../ads/service.ts';
import { catalogueIndex } from '../catalog/service.ts';
import { searchAds, type SearchResult } from './service.ts';

const MAX_RESULTS = 500;
/** How long a result (or a results page, page-cache.ts) may serve others before it is computed again. */
export const FRESH_MS = 5_000;

type ResultCache = LRUCache<string, SearchResult, SearchState>;

/** A cache keeping entries FRESH_MS by `clock` (time is injected: tests move it instead of sleeping). */
export function freshnessOptions(clock: Clock) {
  // ttlResolution 0: lru-cache would otherwise keep a reading of the clock for a moment, missing a test's move.
  return { ttl: FRESH_MS, ttlResolution: 0, perf: { now: () => clock.now().getTime() } };
}

// One cache per database and clock, so that test databases (and the bench's) never share results; each for the
// catalogue in force when it was made.
const caches = new WeakMap<Database, WeakMap<Clock, { catalogue: typeof catalogueIndex; cache: ResultCache }>>();

function cacheOf(db: Database, clock: Clock): ResultCache {
  let byClock = caches.get(db);
  if (!byClock) {
    byClock = new WeakMap();
    caches.set(db, byClock);
  }
  let kept = byClock.get(clock);
  if (kept?.catalogue !== catalogueIndex) {
    const cache = new LRUCache<string, SearchResult, SearchState>({
      max: MAX_RESULTS,
      ...freshnessOptions(clock),
      fetchMethod: (_key, _stale, { context }) => searchAds(db, context),
    });
    kept = { catalogue: catalogueIndex, cache };
    byClock.set(clock, kept);
  }
  return kept.cache;
}

/** The distinct ads a result shows. */
function shownAds(result: SearchResult): number[] {
  return [...new Set([...result.ads, ...result.topAds, ...result.spotlights].map((ad) => ad.id))];
}

/**
 * searchAds through the cache: the result is shared, callers must not change it. `viewerId` is the signed-in
 * person asking (null for a visitor), who sees their own recent changes at once.
 */
export async function cachedSearch(
  db: Database,
  clock: Clock,
  state: SearchState,
  viewerId: number | null,
): Promise<SearchResult> {
  if (viewerId !== null && (await changedOwnAdSince(db, viewerId, FRESH_MS))) {
    cacheRequests.inc({ cache: 'search_results', result: 'miss' });
    return searchAds(db, state);
  }
  const cache = cacheOf(db, clock);
  const key = JSON.stringify(state);
  const status: LRUCache.Status<string, SearchResult, SearchState> = {};
  let result = await cache.fetch(key, { context: state, status });
  if (result && status.fetch === 'hit' && !(await allPublished(db, shownAds(result)))) {
    cache.delete(key);
    result = await cache.fetch(key, { context: state, status });
  }
  // A search that joins one already being computed shares its work: a hit too.
  cacheRequests.inc({ cache: 'search_results', result: status.fetch === 'miss' ? 'miss' : 'hit' });
  if (!result) throw new Error('search returned nothing');
  return result;
}
