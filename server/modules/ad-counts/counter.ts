// Counting an ad's views, phone reveals, chats and favourites cheaply (decision 116): an event adds to a counter in
// this process's memory, under the Bangladesh day the injected clock gives; the counters are written in one
// statement every AD_STATS_FLUSH_SECONDS (5) and when the app closes. No page view waits on a database write. A crash (or a kill)
// loses at most those last seconds of this process's counts.
import {
  bangladeshDay,
  type DayCounts,
  isCountedView,
  type PageVisit,
  REPEAT_VIEW_MINUTES,
  type StatsEvent,
} from '../../../core/ad-stats.ts';
import type { Clock } from '../../../core/clock.ts';
import type { Queryable } from '../../adapters/database.ts';
import { visitorIdFrom } from '../../http/visitor.ts';

/** Visitors remembered per process for REPEAT_VIEW_MINUTES (a bound on memory; the oldest are forgotten first). */
const MAX_RECENT_VIEWS = 100_000;

export interface StatsDeps {
  readonly db: Queryable;
  readonly clock: Clock;
}

interface Pending {
  /** `${adId} ${day}` → counts not yet written. */
  readonly counts: Map<string, DayCounts>;
  /** `${adId} ${visitor}` → when the visitor's view was last counted (epoch ms), oldest first. */
  readonly recentViews: Map<string, number>;
}

// Per database, so that two apps in one process (tests) never write each other's counts.
const pendingByDatabase = new WeakMap<Queryable, Pending>();

function pendingOf(db: Queryable): Pending {
  let pending = pendingByDatabase.get(db);
  if (!pending) {
    pending = { counts: new Map(), recentViews: new Map() };
    pendingByDatabase.set(db, pending);
  }
  return pending;
}

function add(deps: StatsDeps, adId: number, event: StatsEvent): void {
  const { counts } = pendingOf(deps.db);
  const key = `${adId} ${bangladeshDay(deps.clock.now())}`;
  let day = counts.get(key);
  if (!day) {
    day = { views: 0, phone_reveals: 0, chats: 0, favorites: 0 };
    counts.set(key, day);
  }
  day[event] += 1;
}

/** A phone reveal, a chat started or a favourite added, by someone other than the ad's owner (the caller checks). */
export function countAdEvent(deps: StatsDeps, adId: number, event: Exclude<StatsEvent, 'views'>): void {
  add(deps, adId, event);
}

export interface AdVisit extends PageVisit {
  /** The request's Cookie header (its visitor id tells a returning browser) and the client's address. */
  readonly cookie: string | null | undefined;
  readonly ip: string;
}

/**
 * One visit to an ad's page (or its /data/details): counted when core/ad-stats says it is a view, once per visitor
 * (account, else browser, else address and user agent) and ad in REPEAT_VIEW_MINUTES. True when counted.
 */
export function countAdView(deps: StatsDeps, ad: { id: number; ownerId: number }, visit: AdVisit): boolean {
  if (!isCountedView(visit, ad.ownerId)) return false;
  const browser = visitorIdFrom(visit.cookie);
  const visitor =
    visit.viewerId !== null
      ? `user:${visit.viewerId}`
      : browser
        ? `visitor:${browser}`
        : `ip:${visit.ip}:${visit.userAgent}`;
  const { recentViews } = pendingOf(deps.db);
  const key = `${ad.id} ${visitor}`;
  const now = deps.clock.now().getTime();
  const last = recentViews.get(key);
  if (last !== undefined && now - last < REPEAT_VIEW_MINUTES * 60_000) return false;
  recentViews.delete(key);
  recentViews.set(key, now);
  for (const oldest of recentViews.keys()) {
    if (recentViews.size <= MAX_RECENT_VIEWS) break;
    recentViews.delete(oldest);
  }
  add(deps, ad.id, 'views');
  return true;
}

/**
 * Writes the counts gathered so far in one statement (adding to the day's rows; ads deleted meanwhile are skipped)
 * and starts again from zero. Rows are written in key order, so that processes flushing at once do not deadlock.
 * When the write fails, the counts are kept for the next flush.
 */
export async function flushAdStats(db: Queryable): Promise<void> {
  const { counts } = pendingOf(db);
  if (counts.size === 0) return;
  const rows = [...counts.entries()]
    .map(([key, day]) => {
      const [adId, date] = key.split(' ');
      return { adId: Number(adId), date: date as string, day };
    })
    .sort((a, b) => a.adId - b.adId || a.date.localeCompare(b.date));
  counts.clear();
  try {
    await db.query(
      `INSERT INTO ad_daily_stats (ad_id, day, views, phone_reveals, chats, favorites)
       SELECT c.ad_id, c.day, c.views, c.phone_reveals, c.chats, c.favorites
       FROM unnest($1::bigint[], $2::date[], $3::int[], $4::int[], $5::int[], $6::int[])
         WITH ORDINALITY AS c (ad_id, day, views, phone_reveals, chats, favorites, n)
       JOIN ads a ON a.id = c.ad_id
       ORDER BY c.n
       ON CONFLICT (ad_id, day) DO UPDATE SET
         views = ad_daily_stats.views + EXCLUDED.views,
         phone_reveals = ad_daily_stats.phone_reveals + EXCLUDED.phone_reveals,
         chats = ad_daily_stats.chats + EXCLUDED.chats,
         favorites = ad_daily_stats.favorites + EXCLUDED.favorites`,
      [
        rows.map((r) => r.adId),
        rows.map((r) => r.date),
        rows.map((r) => r.day.views),
        rows.map((r) => r.day.phone_reveals),
        rows.map((r) => r.day.chats),
        rows.map((r) => r.day.favorites),
      ],
    );
  } catch (error) {
    for (const { adId, date, day } of rows) {
      const key = `${adId} ${date}`;
      const kept = counts.get(key);
      if (!kept) counts.set(key, day);
      else for (const event of Object.keys(day) as StatsEvent[]) kept[event] += day[event];
    }
    throw error;
  }
}
