// Ads per day for the back office's dashboard, days in Bangladesh time: ads posted, ads live at the end
// of the day, and the median time from submission to live of the ads first published that day.
import type { Queryable } from '../../adapters/database.ts';

export interface AdDay {
  newAds: number;
  liveAds: number;
  /** Median minutes from submission to publication; null when none went live that day. */
  medianMinutesToLive: number | null;
}

/**
 * `from` and `to` are Dhaka dates (YYYY-MM-DD), both included. "Live at the end of the day" counts ads published
 * by then and not expired by then, whose current status is published or changed after that day (a close
 * reconstruction: the ads table keeps only its current status).
 */
export async function dailyAdStats(db: Queryable, from: string, to: string): Promise<Map<string, AdDay>> {
  const rows = await db.query<{ day: string; new_ads: number; live_ads: number; median: number | null }>(
    `SELECT to_char(d, 'YYYY-MM-DD') AS day,
       (SELECT count(*)::int FROM ads a WHERE a.status <> 'draft' AND a.created_at >= x.s AND a.created_at < x.e)
         AS new_ads,
       (SELECT count(*)::int FROM ads a WHERE a.published_at < x.e AND (a.expires_at IS NULL OR a.expires_at > x.e)
          AND (a.status = 'published' OR a.updated_at > x.e)) AS live_ads,
       (SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM a.published_at - a.submitted_at) / 60)
        FROM ads a WHERE a.published_at >= x.s AND a.published_at < x.e AND a.published_at >= a.submitted_at)
         AS median
     FROM generate_series($1::date, $2::date, interval '1 day') AS d
     CROSS JOIN LATERAL (SELECT d::timestamp AT TIME ZONE 'Asia/Dhaka' AS s,
                                (d + interval '1 day')::timestamp AT TIME ZONE 'Asia/Dhaka' AS e) AS x`,
    [from, to],
  );
  return new Map(
    rows.map((r) => [
      r.day,
      {
        newAds: r.new_ads,
        liveAds: r.live_ads,
        medianMinutesToLive: r.median === null ? null : Math.round(Number(r.median)),
      },
    ]),
  );
}
