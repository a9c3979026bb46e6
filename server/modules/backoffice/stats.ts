// The back office's dashboard and moderation figures (issue 21): per Dhaka day, new ads, live ads, sign-ups, chats
// started, revenue by product and the median time from submission to live; the review queue's size and age now;
// and each moderator's throughput from the audit log. Each module counts its own tables.
import type { Clock } from '../../../core/clock.ts';
import type { Queryable } from '../../adapters/database.ts';
import { dailySignUps } from '../accounts/people.ts';
import { reviewQueue } from '../ads/review.ts';
import { dailyAdStats } from '../ads/stats.ts';
import { dailyChatsStarted } from '../chat/service.ts';
import { dailyRevenue } from '../payments/service.ts';

export const DASHBOARD_DAYS = 14;
const DAY_MS = 86_400_000;
const dhakaDate = (at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka' }).format(at);

export interface DashboardDay {
  day: string;
  newAds: number;
  liveAds: number;
  signUps: number;
  chatsStarted: number;
  /** Poisha per product (listing_fee, promotion kinds…), from payments settled that day. */
  revenue: Record<string, number>;
  medianMinutesToLive: number | null;
}

export interface Dashboard {
  days: DashboardDay[];
  queue: { size: number; oldestMinutes: number | null };
  moderators: ModeratorThroughput[];
}

export interface ModeratorThroughput {
  id: number;
  name: string;
  approved: number;
  rejected: number;
  reportsClosed: number;
}

/** What each member of staff decided in the review queue and the reports over the last `days` days. */
export async function moderatorThroughput(db: Queryable, since: Date): Promise<ModeratorThroughput[]> {
  const rows = await db.query<{ id: number; name: string; approved: number; rejected: number; reports: number }>(
    `SELECT l.actor_id AS id, u.name,
       count(*) FILTER (WHERE l.action = 'ad.approve')::int AS approved,
       count(*) FILTER (WHERE l.action = 'ad.reject')::int AS rejected,
       count(*) FILTER (WHERE l.action LIKE 'report.%')::int AS reports
     FROM audit_log l JOIN users u ON u.id = l.actor_id
     WHERE l.created_at >= $1 AND (l.action IN ('ad.approve', 'ad.reject') OR l.action LIKE 'report.%')
     GROUP BY l.actor_id, u.name ORDER BY count(*) DESC, u.name`,
    [since],
  );
  return rows.map((r) => ({
    id: Number(r.id),
    name: r.name,
    approved: r.approved,
    rejected: r.rejected,
    reportsClosed: r.reports,
  }));
}

/** The last DASHBOARD_DAYS days, newest first, and the queue and moderators now. */
export async function dashboard(services: { db: Queryable; clock: Clock }): Promise<Dashboard> {
  const { db, clock } = services;
  const now = clock.now();
  const days = Array.from({ length: DASHBOARD_DAYS }, (_, i) => dhakaDate(new Date(now.getTime() - i * DAY_MS)));
  const from = days.at(-1) ?? dhakaDate(now);
  const to = days[0] ?? from;
  const [ads, signUps, chats, revenue, queue, moderators] = await Promise.all([
    dailyAdStats(db, from, to),
    dailySignUps(db, from, to),
    dailyChatsStarted(db, from, to),
    dailyRevenue(db, from, to),
    reviewQueue(db, 1),
    moderatorThroughput(db, new Date(now.getTime() - 7 * DAY_MS)),
  ]);
  const oldest = queue.items[0]?.submittedAt;
  return {
    days: days.map((day) => ({
      day,
      newAds: ads.get(day)?.newAds ?? 0,
      liveAds: ads.get(day)?.liveAds ?? 0,
      signUps: signUps.get(day) ?? 0,
      chatsStarted: chats.get(day) ?? 0,
      revenue: revenue.get(day) ?? {},
      medianMinutesToLive: ads.get(day)?.medianMinutesToLive ?? null,
    })),
    queue: {
      size: queue.total,
      oldestMinutes: oldest ? Math.max(0, Math.floor((now.getTime() - Date.parse(oldest)) / 60_000)) : null,
    },
    moderators,
  };
}
