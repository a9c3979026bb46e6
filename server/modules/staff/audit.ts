// The audit log: every back-office action, who took it in which role, on what, when, the state before
// and after, and the reason. Append-only: the table's trigger refuses changes (migration 025). Services record
// their action in the same transaction as the change, so an action is never done unrecorded.
import { z } from 'zod';
import type { Queryable } from '../../adapters/database.ts';
import type { Staff } from './staff.ts';

export interface AuditEntry {
  /** What was done, e.g. `ad.approve`, `report.take_down`, `person.suspend`, `payment.refund`, `banner.update`. */
  readonly action: string;
  /** What it was done to: a kind and its id. */
  readonly subject: { readonly type: string; readonly id: number | string };
  readonly before?: unknown;
  readonly after?: unknown;
  readonly reason?: string;
}

export async function recordAction(db: Queryable, staff: Staff, entry: AuditEntry): Promise<void> {
  await db.query(
    `INSERT INTO audit_log (actor_id, actor_role, action, subject_type, subject_id, before, after, reason)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      staff.id,
      staff.role,
      entry.action,
      entry.subject.type,
      String(entry.subject.id),
      entry.before === undefined ? null : JSON.stringify(entry.before),
      entry.after === undefined ? null : JSON.stringify(entry.after),
      entry.reason ?? '',
    ],
  );
}

export const AuditQuerySchema = z.object({
  /** Words found in the action, the subject, the reason or the actor's name or e-mail. */
  q: z.string().trim().max(200).default(''),
  action: z.string().trim().max(60).default(''),
  actor: z.coerce.number().int().positive().optional(),
  subject_type: z.string().trim().max(40).default(''),
  subject_id: z.string().trim().max(60).default(''),
  page: z.coerce.number().int().min(1).max(400).default(1),
});
export type AuditQuery = z.infer<typeof AuditQuerySchema>;

export interface AuditRecord {
  id: number;
  at: string;
  actor: { id: number; name: string; role: string };
  action: string;
  subject: { type: string; id: string };
  before: unknown;
  after: unknown;
  reason: string;
}

export const AUDIT_PAGE_SIZE = 50;

/** The log, newest first, narrowed by the query. */
export async function searchAuditLog(db: Queryable, query: AuditQuery): Promise<{ entries: AuditRecord[] }> {
  const words = query.q.toLowerCase().replace(/[\\%_]/g, '\\$&');
  const rows = await db.query<{
    id: number;
    created_at: Date;
    actor_id: number;
    name: string;
    actor_role: string;
    action: string;
    subject_type: string;
    subject_id: string;
    before: unknown;
    after: unknown;
    reason: string;
  }>(
    `SELECT l.id, l.created_at, l.actor_id, u.name, l.actor_role, l.action, l.subject_type, l.subject_id, l.before,
       l.after, l.reason
     FROM audit_log l JOIN users u ON u.id = l.actor_id
     WHERE ($1 = '' OR lower(l.action || ' ' || l.subject_type || ' ' || l.subject_id || ' ' || l.reason || ' '
                              || u.name || ' ' || coalesce(u.email, '') || ' ' || coalesce(l.after::text, ''))
                        LIKE '%' || $1 || '%')
       AND ($2 = '' OR l.action = $2) AND ($3::bigint IS NULL OR l.actor_id = $3)
       AND ($4 = '' OR l.subject_type = $4) AND ($5 = '' OR l.subject_id = $5)
     ORDER BY l.created_at DESC, l.id DESC LIMIT $6 OFFSET $7`,
    [
      words,
      query.action,
      query.actor ?? null,
      query.subject_type,
      query.subject_id,
      AUDIT_PAGE_SIZE,
      (query.page - 1) * AUDIT_PAGE_SIZE,
    ],
  );
  return {
    entries: rows.map((r) => ({
      id: Number(r.id),
      at: r.created_at.toISOString(),
      actor: { id: Number(r.actor_id), name: r.name, role: r.actor_role },
      action: r.action,
      subject: { type: r.subject_type, id: r.subject_id },
      before: r.before,
      after: r.after,
      reason: r.reason,
    })),
  };
}
