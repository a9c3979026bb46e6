// The back office's dashboard and moderation figures: per Dhaka day, new ads, live ads, sign-ups, chats
// started, revenue by product and the median time from submission to live; the review queue's size and age now;
// and each moderator's throughput from the audit log. Each module counts its own tables.
import { z } from 'zod';
import { can } from '../../../core/backoffice/permissions.ts';
import { summarizeWaits, type WaitSummary } from '../../../core/backoffice/percentiles.ts';
import { type ModeratorDay, moderatorDays } from '../../../core/backoffice/throughput.ts';
import type { Clock } from '../../../core/clock.ts';
import type { Queryable } from '../../adapters/database.ts';
import { dailySignUps } from '../accounts/index.ts';
import { reviewQueue, dailyAdStats } from '../ads/index.ts';
import { dailyChatsStarted } from '../chat/index.ts';
import { dailyRevenue } from '../payments/index.ts';
import type { Staff } from '../staff/index.ts';

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
  /** How long the ads a moderator decided that day had waited in the review queue (decision 160). */
  queueWait: WaitSummary;
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

/**
 * The wait (minutes) of every ad a moderator approved or rejected since `since`, by the Dhaka day of the decision:
 * the decision's time from the audit log, less the ad's submission. A decision older than the ad's latest
 * submission (the ad was edited and resubmitted since) is left out: its submission time is gone.
 */
export async function queueWaits(db: Queryable, since: Date): Promise<{ day: string; minutes: number }[]> {
  return db.query<{ day: string; minutes: number }>(
    `SELECT to_char(l.created_at AT TIME ZONE 'Asia/Dhaka', 'YYYY-MM-DD') AS day,
       extract(epoch FROM l.created_at - a.submitted_at)::float8 / 60 AS minutes
     FROM audit_log l JOIN ads a ON a.id::text = l.subject_id
     WHERE l.subject_type = 'ad' AND l.action IN ('ad.approve', 'ad.reject') AND l.created_at >= $1
       AND l.created_at >= a.submitted_at`,
    [since],
  );
}

/** The last DASHBOARD_DAYS days, newest first, and the queue and moderators now. */
export async function dashboard(services: { db: Queryable; clock: Clock }): Promise<Dashboard> {
  const { db, clock } = services;
  const now = clock.now();
  const days = Array.from({ length: DASHBOARD_DAYS }, (_, i) => dhakaDate(new Date(now.getTime() - i * DAY_MS)));
  const from = days.at(-1) ?? dhakaDate(now);
  const to = days[0] ?? from;
  const [ads, signUps, chats, revenue, queue, moderators, waits] = await Promise.all([
    dailyAdStats(db, from, to),
    dailySignUps(db, from, to),
    dailyChatsStarted(db, from, to),
    dailyRevenue(db, from, to),
    reviewQueue(db, 1),
    moderatorThroughput(db, new Date(now.getTime() - 7 * DAY_MS)),
    queueWaits(db, new Date(now.getTime() - (DASHBOARD_DAYS + 1) * DAY_MS)),
  ]);
  const queueWait = summarizeWaits(waits);
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
      queueWait: queueWait.get(day) ?? { decided: 0, median: null, p90: null },
    })),
    queue: {
      size: queue.total,
      oldestMinutes: oldest ? Math.max(0, Math.floor((now.getTime() - Date.parse(oldest)) / 60_000)) : null,
    },
    moderators,
  };
}

export const ThroughputQuerySchema = z.object({ days: z.coerce.number().int().min(1).max(31).default(7) });

/**
 * Each moderator's decisions per Dhaka day over the last `days` days (decision 182), computed by
 * core/backoffice/throughput.ts from the audit log: everyone's for staff holding moderation.stats, else the
 * viewer's own. The time of a decision is from the ad's submission or the report's filing.
 */
export async function throughput(
  services: { db: Queryable; clock: Clock },
  staff: Staff,
  days: number,
): Promise<{ everyone: boolean; days: ModeratorDay[] }> {
  const everyone = can(staff.role, 'moderation.stats');
  const since = new Date(services.clock.now().getTime() - days * DAY_MS);
  const rows = await services.db.query<{
    actor_id: number;
    name: string;
    action: string;
    created_at: Date;
    minutes: number | null;
  }>(
    `SELECT l.actor_id, u.name, l.action, l.created_at,
       CASE l.subject_type
         WHEN 'ad' THEN (SELECT extract(epoch FROM l.created_at - a.submitted_at)::float8 / 60 FROM ads a
                         WHERE a.id::text = l.subject_id AND a.submitted_at <= l.created_at)
         WHEN 'report' THEN (SELECT extract(epoch FROM l.created_at - r.created_at)::float8 / 60 FROM ad_reports r
                             WHERE r.id::text = l.subject_id)
         WHEN 'chat_report' THEN (SELECT extract(epoch FROM l.created_at - c.created_at)::float8 / 60
                                  FROM chat_reports c WHERE c.id::text = l.subject_id)
       END AS minutes
     FROM audit_log l JOIN users u ON u.id = l.actor_id
     WHERE l.created_at >= $1 AND ($2::bigint IS NULL OR l.actor_id = $2)
       AND (l.action IN ('ad.approve', 'ad.reject') OR l.action LIKE 'report.%' OR l.action LIKE 'chat_report.%')`,
    [since, everyone ? null : staff.id],
  );
  const decisions = rows.map((r) => ({
    actorId: Number(r.actor_id),
    actorName: r.name,
    action: r.action,
    at: r.created_at,
    minutes: r.minutes === null ? null : Math.max(0, r.minutes),
  }));
  return { everyone, days: moderatorDays(decisions) };
}
