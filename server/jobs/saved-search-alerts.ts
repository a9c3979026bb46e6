// The saved-search alerts: every few minutes, each saved search with alerts on is checked for ads
// published since its last check; new ones are recorded once per (saved search, ad) and the owner gets one in-app
// notification per search linking to its results page. The e-mail digest is its own job (notification-digest).
import { newestPublicationTime } from '../modules/ads/index.ts';
import { notify } from '../modules/notifications/index.ts';
import { claimNewMatches, listAlertingSearches } from '../modules/saved-searches/index.ts';
import type { Job, JobContext } from './runner.ts';

/**
 * Ads are looked for from this long before the last check: an ad published by a transaction still open during
 * that check carries an earlier publication time. Ads already announced are not announced again.
 */
export const ALERT_OVERLAP_MS = 5 * 60 * 1000;
const BATCH = 100;

/**
 * One sweep over the saved searches, resumable: the cursor holds the last saved search done and the newest
 * publication time the sweep covers. When no ad was published since the last sweep, there is nothing to do, so the
 * job can run often (new ads are announced within seconds) at the cost of one indexed query.
 */
export async function runSavedSearchAlerts({ db, cursor, checkpoint, signal }: JobContext): Promise<void> {
  let afterId = typeof cursor.afterId === 'number' ? cursor.afterId : 0;
  const covered = typeof cursor.newest === 'string' ? cursor.newest : null;
  let newest = covered;
  if (afterId === 0) {
    newest = (await newestPublicationTime(db))?.toISOString() ?? null;
    if (newest === null || (covered !== null && newest <= covered)) return;
  }
  for (;;) {
    const searches = await listAlertingSearches(db, afterId, BATCH);
    if (searches.length === 0) break;
    for (const search of searches) {
      if (signal.aborted) return;
      await db.transaction(async (tx) => {
        const [{ now } = { now: new Date() }] = await tx.query<{ now: Date }>('SELECT now() AS now');
        const since = new Date(Math.max(search.from.getTime(), search.checkedAt.getTime() - ALERT_OVERLAP_MS));
        const ads = await claimNewMatches(tx, search, since, now);
        if (ads.length > 0) {
          await notify(tx, search.userId, {
            kind: 'saved_search',
            payload: { name: search.name, count: ads.length, titles: ads.slice(0, 5).map((ad) => ad.title) },
            link: search.url,
          });
        }
        await checkpoint({ afterId: search.id, newest }, tx);
      });
      afterId = search.id;
    }
  }
  // The sweep is complete: the next run starts from the first saved search, if anything new was published.
  await checkpoint({ afterId: 0, newest });
}

export const savedSearchAlertsJob = (everySeconds: number): Job => ({
  name: 'saved-search-alerts',
  everySeconds,
  run: runSavedSearchAlerts,
});
