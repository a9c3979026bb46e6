// Moderation at scale: many ads of the review queue approved or rejected at once, many reports closed at
// once. Each item goes through the same service as one decision (its state-machine check and its audit entry); an
// item another moderator decided meanwhile is reported, not fatal.
import { z } from 'zod';
import { AppError, type ErrorCode } from '../../../core/errors.ts';
import type { Database } from '../../adapters/database.ts';
import { approveAd, rejectAd, RejectSchema } from '../ads/index.ts';
import { CloseReportSchema, closeReport } from '../reports/index.ts';
import type { Staff } from '../staff/index.ts';

const Ids = z.array(z.coerce.number().int().positive()).min(1, 'ids_required').max(100);

export const BulkReviewSchema = RejectSchema.partial({ reason: true })
  .extend({ ids: Ids, action: z.enum(['approve', 'reject']) })
  .refine((input) => input.action === 'approve' || input.reason !== undefined || input.saved_reason_id !== undefined, {
    message: 'reason_required',
    path: ['reason'],
  });
export type BulkReviewInput = z.infer<typeof BulkReviewSchema>;

export const BulkReportsSchema = CloseReportSchema.extend({ ids: Ids });
export type BulkReportsInput = z.infer<typeof BulkReportsSchema>;

export interface BulkResult {
  id: number;
  /** null when done, else why not (e.g. INVALID_TRANSITION: someone decided it first). */
  error: ErrorCode | null;
}

async function each(ids: readonly number[], work: (id: number) => Promise<unknown>): Promise<BulkResult[]> {
  const results: BulkResult[] = [];
  for (const id of new Set(ids)) {
    try {
      await work(id);
      results.push({ id, error: null });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      results.push({ id, error: error.code });
    }
  }
  return results;
}

export function bulkReview(db: Database, staff: Staff, input: BulkReviewInput): Promise<BulkResult[]> {
  const actor = { userId: staff.id, role: staff.role };
  return each(input.ids, (id) =>
    input.action === 'approve'
      ? approveAd(db, actor, id)
      : rejectAd(db, actor, id, { ...input, reason: input.reason ?? 'other' }),
  );
}

export function bulkCloseReports(db: Database, staff: Staff, input: BulkReportsInput): Promise<BulkResult[]> {
  return each(input.ids, (id) => closeReport(db, staff, id, input.outcome));
}
