// Search results cached in each server process: most visits run the same few searches (a category, a
// place, a popular word), so a result computed once serves every visitor after. Freshness without a shared counter
// (decisions 206 and 210):
// - for FRESH_MS a result serves as it is, once a look-up has checked that every ad it shows is still published:
//   a removed, sold, expired or suspended ad vanishes at once; a new or edited ad shows to others within FRESH_MS;
// - after that, the next hit asks the database whether any ad the result matches or shows has changed since it was
//   computed or last found unchanged (one look-up through the few ads changed lately, ads.changed_at): while none
//   has, the result is still exact and serves on as above for another FRESH_MS, and so on up to LIFE_MS, when a
//   promotion ending by the clock shows (a seller's badge or a shop's name marks its ads changed, migration 050).
//   Each minute the promoted ads' rotation moves on (core/promotions/rotation.ts) in the kept result itself: its
//   eligible promoted ads were kept with it, and only the cards it does not hold yet are read. A search of the long
//   tail is thus computed about once every LIFE_MS rather than once every FRESH_MS; a broad one, which every write
//   matches, still every FRESH_MS;
// - a person who changed one of their own ads within FRESH_MS is searched for afresh, so they see their change at
//   once.
// A catalogue edit coming into force in this process (catalog/overrides.ts) starts an empty cache: names and filter
// panels follow at once. Concurrent misses of one search share one computation, and so do /data/serp and the
// results pages, which call this module through their load context (decision 249).
// A results page drawn from cached results records a check of each (recordResults) and is kept as long as they are
// the ones kept and current (page-cache.ts): the page serves on exactly as long as its results would.
import { AsyncLocalStorage } from 'node:async_hooks';
import { LRUCache } from 'lru-cache';
import type { Clock } from '../../../core/clock.ts';
import { rotationTurn } from '../../../core/promotions/rotation.ts';
import type { SearchState } from '../../../core/search/state.ts';
import type { Database } from '../../adapters/database.ts';
import { cacheRequests } from '../../adapters/metrics.ts';
import { allPublished, changedOwnAdSince } from '../ads/index.ts';
import { overridesInForce } from '../catalog/index.ts';
import { postgresSearchIndex } from './postgres-search-index.ts';
import { atTurn, rotationMoves, runSearch, type SearchResult, type SearchRun, shownCards } from './service.ts';

/**
 * Results kept per process: the long tail of a few busy minutes is thousands of different searches. A result takes
 * about 16 KB of memory and its JSON for /data/serp about 10 KB per language and screen (measured on the bench's
 * million ads): some 300–500 MB at most.
 */
const MAX_RESULTS = 10_000;
/**
 * How long a result unchanged serves at most: a promotion or badge ending by the clock, which writes nothing, shows
 * within it.
 */
export const LIFE_MS = 5 * 60_000;
/** How long a result (or a results page, page-cache.ts) serves others without asking what changed. */
export const FRESH_MS = 5_000;
/**
 * How much earlier than a computation or a check a change may carry `changed_at` and still be unseen by it: a write
 * stamps its row when it makes it and becomes visible when its transaction commits, a moment later.
 */
const COMMIT_MARGIN_MS = 2_000;

/** A result as the cache keeps it. */
export interface Kept extends SearchRun {
  /** A turn of the promoted ads' rotation whose ads the result shows (rotationTurn). */
  turn: number;
  /**
   * The database's clock when the result was computed or last found unchanged, less COMMIT_MARGIN_MS: the next check
   * reads only the changes made after it, a few seconds' writes for a search asked often.
   */
  since: Date;
  /**
   * The injected clock when the result was computed or last found unchanged: until FRESH_MS after it, a hit checks
   * only that the ads it shows are still published.
   */
  checkedAt: number;
}

type ResultCache = LRUCache<string, Kept, SearchState>;

/** A cache keeping entries `ttl` by `clock` (time is injected: tests move it instead of sleeping). */
export function freshnessOptions(clock: Clock, ttl = FRESH_MS) {
  // ttlResolution 0: lru-cache would otherwise keep a reading of the clock for a moment, missing a test's move.
  return { ttl, ttlResolution: 0, perf: { now: () => clock.now().getTime() } };
}

// One cache per database and clock, so that test databases (and the bench's) never share results; each for the
// catalogue in force when it was made.
type Caches = WeakMap<Database, WeakMap<Clock, { catalogue: ReturnType<typeof overridesInForce>; cache: ResultCache }>>;
const caches: Caches = new WeakMap();

/** A search at the clock's rotation turn. */
const search = (db: Database, state: SearchState, at: Date) => runSearch(db, state, { rotationTurn: rotationTurn(at) });

/** Each turn of a clock's minute hand: a cached result shows the promoted ads of the current one. */
const turnOf = (clock: Clock) => rotationTurn(clock.now());

/** What a computation or check at `at` (the database's clock) has seen every change up to. */
const sinceCheck = (at: Date) => new Date(at.getTime() - COMMIT_MARGIN_MS);

/** A search to keep, with when it was computed by both clocks. */
async function compute(db: Database, clock: Clock, state: SearchState): Promise<Kept> {
  const [row] = await db.query<{ at: Date }>('SELECT now() AS at', [], { prepare: true });
  const computedAt = clock.now();
  const run = await search(db, state, computedAt);
  const since = sinceCheck(row?.at ?? new Date(0));
  return { ...run, since, checkedAt: computedAt.getTime(), turn: rotationTurn(computedAt) };
}

/**
 * How a result cache keeps results, whatever its size: a missing one is computed (once for concurrent callers) and
 * kept LIFE_MS. A computation pushed out of the cache by newer ones before it ends still answers those waiting on it
 * (lru-cache would otherwise fail them with "evicted", as it did under load with 2,000 results).
 */
export function resultCacheOptions(db: Database, clock: Clock) {
  return {
    ...freshnessOptions(clock, LIFE_MS),
    ignoreFetchAbort: true,
    fetchMethod: (_key: string, _stale: Kept | undefined, { context }: { context: SearchState }) =>
      compute(db, clock, context),
  };
}

function cacheOf(db: Database, clock: Clock): ResultCache {
  let byClock = caches.get(db);
  if (!byClock) {
    byClock = new WeakMap();
    caches.set(db, byClock);
  }
  let kept = byClock.get(clock);
  if (kept?.catalogue !== overridesInForce()) {
    const cache = new LRUCache<string, Kept, SearchState>({ max: MAX_RESULTS, ...resultCacheOptions(db, clock) });
    kept = { catalogue: overridesInForce(), cache };
    byClock.set(clock, kept);
  }
  return kept.cache;
}

/** Whether a result served to a page's drawing is still the one kept for its search, and still current. */
export type CurrentCheck = () => Promise<boolean>;

/**
 * The checks of the results served in the async context of a page's drawing (recordResults): the page cache hears
 * what the pages served.
 */
const drawing = new AsyncLocalStorage<CurrentCheck[]>();

/**
 * Calls `draw` (what draws a page, and everything it goes on to do), adding to `drawnFrom` the check of each kept
 * result served to it.
 */
export function recordResults(drawnFrom: CurrentCheck[], draw: () => void): void {
  drawing.run(drawnFrom, draw);
}

/**
 * Whether `kept` is still the result kept under `key`, at the current turn of the rotation, and passes the check of a
 * hit (isCurrent).
 */
async function stillKept(db: Database, clock: Clock, cache: ResultCache, key: string, kept: Kept): Promise<boolean> {
  if (cache.get(key) !== kept || moved(kept, turnOf(clock))) return false;
  if (await isCurrent(db, clock, kept)) return true;
  forget(cache, key, kept);
  return false;
}

/**
 * Drops a result found no longer current, unless another request, having found so first, has already replaced it:
 * deleting the computation it started would fail that request.
 */
function forget(cache: ResultCache, key: string, kept: Kept): void {
  if (cache.peek(key) === kept) cache.delete(key);
}

/** The distinct ads a result shows. */
function shownAds(result: SearchResult): number[] {
  return [...new Set(shownCards(result).map((ad) => ad.id))];
}

/** Whether the promoted ads a kept result shows have moved on at `turn`. */
const moved = (kept: Kept, turn: number) => kept.turn !== turn && rotationMoves(kept.promoted, kept.turn, turn);

/**
 * A kept result at the current turn of the rotation: itself while its promoted ads stay, else a copy showing the
 * turn's, kept in its place for the rest of its life (unless another request has replaced it meanwhile).
 */
async function atCurrentTurn(db: Database, clock: Clock, cache: ResultCache, key: string, kept: Kept): Promise<Kept> {
  const turn = turnOf(clock);
  if (!moved(kept, turn)) {
    kept.turn = turn;
    return kept;
  }
  const next: Kept = { ...kept, result: await atTurn(db, kept, turn), turn };
  if (cache.peek(key) === kept) cache.set(key, next, { noUpdateTTL: true });
  return next;
}

/** Whether a kept result may still serve: see the top of this file. */
async function isCurrent(db: Database, clock: Clock, kept: Kept): Promise<boolean> {
  const shown = shownAds(kept.result);
  const now = clock.now().getTime();
  if (now - kept.checkedAt < FRESH_MS) return allPublished(db, shown);
  const checkedAt = await postgresSearchIndex(db).unchangedSince(kept.searches, shown, kept.since);
  if (checkedAt === null) return false;
  const since = sinceCheck(checkedAt);
  // Checks of one result may end in any order: the latest stands.
  if (since > kept.since) kept.since = since;
  if (now > kept.checkedAt) kept.checkedAt = now;
  return true;
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
    return (await search(db, state, clock.now())).result;
  }
  const cache = cacheOf(db, clock);
  const key = JSON.stringify(state);
  const status: LRUCache.Status<string, Kept, SearchState> = {};
  let kept = await cache.fetch(key, { context: state, status });
  if (kept && status.fetch === 'hit' && !(await isCurrent(db, clock, kept))) {
    forget(cache, key, kept);
    kept = await cache.fetch(key, { context: state, status });
  }
  // A search that joins one already being computed shares its work: a hit too.
  cacheRequests.inc({ cache: 'search_results', result: status.fetch === 'miss' ? 'miss' : 'hit' });
  if (!kept) throw new Error('search returned nothing');
  kept = await atCurrentTurn(db, clock, cache, key, kept);
  const served = kept;
  drawing.getStore()?.push(() => stillKept(db, clock, cache, key, served));
  return kept.result;
}
