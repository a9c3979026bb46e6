// Banner impressions and clicks, counted cheaply: serving a banner adds to a counter in this process's memory, and
// the sums are written in one batch every FLUSH_SECONDS (and when the app closes). A crash loses at most that
// window's counts, which is acceptable for advertising statistics; no page view waits on a write.
import type { Queryable } from '../../adapters/database.ts';

export const FLUSH_SECONDS = 30;

const pending = new Map<number, { impressions: number; clicks: number }>();

function entry(id: number) {
  let counts = pending.get(id);
  if (!counts) {
    counts = { impressions: 0, clicks: 0 };
    pending.set(id, counts);
  }
  return counts;
}

export function countImpressions(ids: readonly number[]): void {
  for (const id of ids) entry(id).impressions += 1;
}

export function countClick(id: number): void {
  entry(id).clicks += 1;
}

/** Writes the counts gathered so far in one statement and starts again from zero. */
export async function flushBannerStats(db: Queryable): Promise<void> {
  if (pending.size === 0) return;
  const rows = [...pending.entries()];
  pending.clear();
  await db.query(
    `UPDATE banners b SET impressions = b.impressions + c.impressions, clicks = b.clicks + c.clicks
     FROM unnest($1::bigint[], $2::bigint[], $3::bigint[]) AS c (id, impressions, clicks)
     WHERE b.id = c.id`,
    [rows.map(([id]) => id), rows.map(([, c]) => c.impressions), rows.map(([, c]) => c.clicks)],
  );
}
