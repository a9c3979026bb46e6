// Search results cached in each server process (issue 4): most visits run the same few searches (a category, a
// place, a popular word), so a result computed once serves every visitor until something it shows changes.
// Results are filed under the search generation (migration 010), which changes in the same transaction as any ad,
// picture, promotion or badge a search shows: a cached result is never served after such a change. Promotions
// start and end by the clock, so a result also expires after a minute. Concurrent misses of one search share one
// computation.
import { LRUCache } from 'lru-cache';
import type { SearchState } from '../../../core/search/state.ts';
import type { Database } from '../../adapters/database.ts';
import { cacheRequests } from '../../adapters/metrics.ts';
import { searchAds, type SearchResult } from './service.ts';

const MAX_RESULTS = 500;
const MAX_AGE_MS = 60_000;

type ResultCache = LRUCache<string, SearchResult, SearchState>;

// One cache per database, so that test databases (and the bench's) never share results.
const caches = new WeakMap<Database, ResultCache>();

function cacheOf(db: Database): ResultCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new LRUCache<string, SearchResult, SearchState>({
      max: MAX_RESULTS,
      ttl: MAX_AGE_MS,
      fetchMethod: (_key, _stale, { context }) => searchAds(db, context),
    });
    caches.set(db, cache);
  }
  return cache;
}

export async function searchGeneration(db: Database): Promise<number> {
  const [row] = await db.query<{ value: number }>('SELECT value FROM search_generation');
  return row?.value ?? 0;
}

/** searchAds through the cache: the result is shared, callers must not change it. */
export async function cachedSearch(db: Database, state: SearchState): Promise<SearchResult> {
  const key = `${await searchGeneration(db)}\u0000${JSON.stringify(state)}`;
  const status: LRUCache.Status<string, SearchResult, SearchState> = {};
  const result = await cacheOf(db).fetch(key, { context: state, status });
  // A search that joins one already being computed shares its work: a hit too.
  cacheRequests.inc({ cache: 'search_results', result: status.fetch === 'miss' ? 'miss' : 'hit' });
  if (!result) throw new Error('search returned nothing');
  return result;
}
