// Reported chats as staff see them (decision 158): reports filed by a participant or by the system (a job
// chat asking for a fee, reporter NULL), each about one person, with the conversation's last messages in context;
// and closing a report with its outcome. The back office (server/modules/backoffice/chat-reports.ts) acts on them.
import { AppError } from '../../../core/errors.ts';
import type { Queryable } from '../../adapters/database.ts';

export const CHAT_REPORT_OUTCOMES = ['dismissed', 'warned', 'suspended'] as const;
export type ChatReportOutcome = (typeof CHAT_REPORT_OUTCOMES)[number];
export const CHAT_REPORT_REASONS = ['scam', 'abuse', 'spam', 'other', 'fee_request'] as const;

/** How many of the conversation's last messages a report shows. */
export const CONTEXT_MESSAGES = 20;

export interface ChatReport {
  id: number;
  reason: (typeof CHAT_REPORT_REASONS)[number];
  createdAt: string;
  /** null: the system filed it. */
  reporter: { id: number; name: string } | null;
  reported: { id: number; name: string; suspended: boolean };
  ad: { slug: string; title: string };
  outcome: ChatReportOutcome | null;
  closedAt: string | null;
  /** The conversation's last messages, oldest first. */
  messages: { senderId: number; text: string; offerAmount: number | null; picture: boolean; at: string }[];
}

interface ReportRow {
  id: number;
  reason: ChatReport['reason'];
  created_at: Date;
  reporter_id: number | null;
  reporter_name: string | null;
  reported_id: number;
  reported_name: string;
  reported_suspended: boolean;
  ad_slug: string;
  ad_title: string;
  outcome: ChatReportOutcome | null;
  closed_at: Date | null;
  messages: { sender_id: number; text: string; offer_amount: number | null; image: boolean; at: string }[] | null;
}

export const CHAT_REPORTS_PAGE_SIZE = 30;

/**
 * Open reports oldest first (the queue), or closed ones newest first; `reportedId` narrows to reports about one
 * person (their page: open and closed, newest first).
 */
export async function listChatReports(
  db: Queryable,
  filter: { open?: boolean; reportedId?: number },
): Promise<ChatReport[]> {
  const rows = await db.query<ReportRow>(
    `SELECT r.id, r.reason, r.created_at, r.reporter_id, rep.name AS reporter_name, r.reported_user_id AS reported_id,
       u.name AS reported_name, u.suspended_at IS NOT NULL AS reported_suspended, a.slug AS ad_slug,
       c.ad_snapshot->>'title' AS ad_title, r.outcome, r.closed_at,
       (SELECT json_agg(m ORDER BY m.seq) FROM (
          SELECT seq, sender_id, text, offer_amount, image_id IS NOT NULL AS image, created_at AS at
          FROM chat_messages WHERE conversation_id = r.conversation_id ORDER BY seq DESC LIMIT $3) m) AS messages
     FROM chat_reports r
     JOIN chat_conversations c ON c.id = r.conversation_id
     JOIN ads a ON a.id = c.ad_id
     JOIN users u ON u.id = r.reported_user_id
     LEFT JOIN users rep ON rep.id = r.reporter_id
     WHERE ($1::boolean IS NULL OR (r.outcome IS NULL) = $1) AND ($2::bigint IS NULL OR r.reported_user_id = $2)
     ORDER BY CASE WHEN $1::boolean AND $2::bigint IS NULL THEN r.created_at END ASC, r.created_at DESC, r.id DESC
     LIMIT $4`,
    [filter.open ?? null, filter.reportedId ?? null, CONTEXT_MESSAGES, CHAT_REPORTS_PAGE_SIZE],
  );
  return rows.map((r) => ({
    id: Number(r.id),
    reason: r.reason,
    createdAt: r.created_at.toISOString(),
    reporter: r.reporter_id === null ? null : { id: Number(r.reporter_id), name: r.reporter_name ?? '' },
    reported: { id: Number(r.reported_id), name: r.reported_name, suspended: r.reported_suspended },
    ad: { slug: r.ad_slug, title: r.ad_title ?? '' },
    outcome: r.outcome,
    closedAt: r.closed_at?.toISOString() ?? null,
    messages: (r.messages ?? []).map((m) => ({
      senderId: Number(m.sender_id),
      text: m.text,
      offerAmount: m.offer_amount === null ? null : Number(m.offer_amount),
      picture: m.image,
      at: new Date(m.at).toISOString(),
    })),
  }));
}

/**
 * Closes an open report with its outcome; answers whom it was about. NOT_FOUND for an unknown report,
 * INVALID_TRANSITION when someone closed it first.
 */
export async function closeChatReport(
  db: Queryable,
  reportId: number,
  staffId: number,
  outcome: ChatReportOutcome,
  now: Date,
): Promise<{ reportedId: number; reason: string }> {
  const [row] = await db.query<{ reported_user_id: number; reason: string; open: boolean }>(
    `SELECT reported_user_id, reason, outcome IS NULL AS open FROM chat_reports WHERE id = $1 FOR UPDATE`,
    [reportId],
  );
  if (!row) throw new AppError('NOT_FOUND');
  if (!row.open) throw new AppError('INVALID_TRANSITION');
  await db.query('UPDATE chat_reports SET outcome = $2, closed_by = $3, closed_at = $4 WHERE id = $1', [
    reportId,
    outcome,
    staffId,
    now,
  ]);
  return { reportedId: Number(row.reported_user_id), reason: row.reason };
}
