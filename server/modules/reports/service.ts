// Reports of ads: any visitor may report a published ad once (by account, or by the browser's visitor
// id when signed out); staff with the `reports` permission (core/backoffice/permissions.ts) see the open reports
// and resolve them or take the ad down, each action recorded in the audit log.
import { z } from 'zod';
import { AppError } from '../../../core/errors.ts';
import { REPORT_REASONS, type ReportReason } from '../../../core/reports.ts';
import type { Database, Queryable } from '../../adapters/database.ts';
import { type CounterStore, enforceLimits } from '../../adapters/rate-limits.ts';
import { takeDownReportedAd } from '../ads/index.ts';
import { recordAction, type Staff } from '../staff/index.ts';

export const ReportSchema = z
  .object({
    reason: z.enum(REPORT_REASONS, { message: 'reason_required' }),
    message: z.string().trim().max(1000, 'message_too_long').default(''),
  })
  .refine((report) => report.reason !== 'other' || report.message !== '', {
    message: 'message_required',
    path: ['message'],
  });
export type ReportInput = z.infer<typeof ReportSchema>;

export interface Reporter {
  /** `user:{id}` when signed in, else `visitor:{id}` from the browser's visitor cookie. */
  readonly visitor: string;
  readonly userId: number | null;
  /** The client's address: a signed-out reporter can drop the visitor cookie, not the address. */
  readonly ip: string;
}

/**
 * Reports per reporter (account, or visitor cookie) and per address (decision 63): enough for someone flagging a
 * run of scams, too few to bury the moderators' queue.
 */
const REPORT_LIMITS = (reporter: Reporter) => [
  { key: `report:who:h:${reporter.visitor}`, max: 10, windowSeconds: 3600 },
  { key: `report:who:d:${reporter.visitor}`, max: 30, windowSeconds: 86400 },
  { key: 'report:ip:h', ip: reporter.ip, max: 20, windowSeconds: 3600 },
  { key: 'report:ip:d', ip: reporter.ip, max: 60, windowSeconds: 86400 },
];

/** Records a report; a second report of the same ad by the same visitor changes nothing (answers false). */
export async function reportAd(
  deps: { db: Queryable; counters: CounterStore },
  adId: number,
  reporter: Reporter,
  input: ReportInput,
): Promise<boolean> {
  const { db } = deps;
  await enforceLimits(deps.counters, REPORT_LIMITS(reporter));
  const [ad] = await db.query("SELECT 1 FROM ads WHERE id = $1 AND status = 'published'", [adId]);
  if (!ad) throw new AppError('NOT_FOUND');
  const inserted = await db.query(
    `INSERT INTO ad_reports (ad_id, visitor, user_id, reason, message) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (ad_id, visitor) DO NOTHING RETURNING id`,
    [adId, reporter.visitor, reporter.userId, input.reason, input.message],
  );
  return inserted.length > 0;
}

export interface OpenReport {
  id: number;
  reason: ReportReason;
  message: string;
  createdAt: string;
  ad: { id: number; slug: string; title: string; status: string };
}

/** Open reports, oldest first. */
export async function listOpenReports(db: Queryable, limit = 100): Promise<OpenReport[]> {
  const rows = await db.query<{
    id: number;
    reason: ReportReason;
    message: string;
    created_at: Date;
    ad_id: number;
    slug: string;
    title: string;
    status: string;
  }>(
    `SELECT r.id, r.reason, r.message, r.created_at, a.id AS ad_id, a.slug, a.title, a.status
     FROM ad_reports r JOIN ads a ON a.id = r.ad_id
     WHERE r.status = 'open' ORDER BY r.created_at, r.id LIMIT $1`,
    [limit],
  );
  return rows.map((r) => ({
    id: r.id,
    reason: r.reason,
    message: r.message,
    createdAt: r.created_at.toISOString(),
    ad: { id: r.ad_id, slug: r.slug, title: r.title, status: r.status },
  }));
}

/**
 * Closes an open report: `resolved` leaves the ad as it is; `taken_down` deactivates the ad and closes every open
 * report of it. NOT_FOUND when the report is not open.
 */
export async function closeReport(
  db: Database,
  staff: Staff,
  reportId: number,
  outcome: 'resolved' | 'taken_down',
): Promise<void> {
  const moderatorId = staff.id;
  await db.transaction(async (tx) => {
    const [report] = await tx.query<{ ad_id: number }>(
      `UPDATE ad_reports SET status = $2, resolved_by = $3, resolved_at = now()
       WHERE id = $1 AND status = 'open' RETURNING ad_id`,
      [reportId, outcome, moderatorId],
    );
    if (!report) throw new AppError('NOT_FOUND');
    if (outcome === 'taken_down') {
      await takeDownReportedAd(tx, report.ad_id);
      await tx.query(
        `UPDATE ad_reports SET status = 'taken_down', resolved_by = $2, resolved_at = now()
         WHERE ad_id = $1 AND status = 'open'`,
        [report.ad_id, moderatorId],
      );
    }
    await recordAction(tx, staff, {
      action: outcome === 'taken_down' ? 'report.take_down' : 'report.resolve',
      subject: { type: 'report', id: reportId },
      before: { status: 'open' },
      after: { status: outcome, ad_id: report.ad_id },
    });
  });
}

/** Reports of a person's ads, newest first (the back office's person page). */
export async function reportsAboutPoster(db: Queryable, userId: number, limit = 50) {
  const rows = await db.query<{
    id: number;
    reason: ReportReason;
    message: string;
    status: string;
    created_at: Date;
    slug: string;
    title: string;
  }>(
    `SELECT r.id, r.reason, r.message, r.status, r.created_at, a.slug, a.title
     FROM ad_reports r JOIN ads a ON a.id = r.ad_id WHERE a.user_id = $1 ORDER BY r.created_at DESC, r.id DESC LIMIT $2`,
    [userId, limit],
  );
  return rows.map((r) => ({
    id: r.id,
    reason: r.reason,
    message: r.message,
    status: r.status,
    createdAt: r.created_at.toISOString(),
    ad: { slug: r.slug, title: r.title },
  }));
}
