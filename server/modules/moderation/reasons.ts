// Saved reasons (decision 134): rejection reasons with their text in bn and en, which moderators
// pick in the review queue (one ad or many); the poster reads the text in their language. Moderators add and retire
// them; each change is in the audit log.
import { z } from 'zod';
import { REJECTION_REASONS, type RejectionReason } from '../../../core/ad-lifecycle.ts';
import { AppError } from '../../../core/errors.ts';
import type { Database, Queryable } from '../../adapters/database.ts';
import { recordAction, type Staff } from '../staff/index.ts';

export const SavedReasonSchema = z.object({
  code: z.enum(REJECTION_REASONS, { message: 'reason_required' }),
  text_bn: z.string().trim().min(3, 'text_required').max(500, 'note_too_long'),
  text_en: z.string().trim().min(3, 'text_required').max(500, 'note_too_long'),
});
export type SavedReasonInput = z.infer<typeof SavedReasonSchema>;

export interface SavedReason {
  id: number;
  code: RejectionReason;
  bn: string;
  en: string;
  active: boolean;
}

const COLUMNS = 'id, code, text_bn AS bn, text_en AS en, active';

export async function listSavedReasons(db: Queryable, onlyActive: boolean): Promise<SavedReason[]> {
  const rows = await db.query<SavedReason>(
    `SELECT ${COLUMNS} FROM saved_reasons WHERE active OR NOT $1 ORDER BY active DESC, code, id`,
    [onlyActive],
  );
  return rows.map((r) => ({ ...r, id: Number(r.id) }));
}

/** The saved reason a rejection names; a retired or unknown one is refused as a bad field. */
export async function activeSavedReason(db: Queryable, id: number): Promise<SavedReason> {
  const [row] = await db.query<SavedReason>(`SELECT ${COLUMNS} FROM saved_reasons WHERE id = $1 AND active`, [id]);
  if (!row) throw new AppError('VALIDATION_FAILED', [{ path: 'body.saved_reason_id', message: 'reason_required' }]);
  return row;
}

export async function addSavedReason(db: Database, staff: Staff, input: SavedReasonInput): Promise<SavedReason> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<SavedReason>(
      `INSERT INTO saved_reasons (code, text_bn, text_en, created_by) VALUES ($1, $2, $3, $4) RETURNING ${COLUMNS}`,
      [input.code, input.text_bn, input.text_en, staff.id],
    );
    if (!row) throw new Error('saved reason not inserted');
    await recordAction(tx, staff, {
      action: 'reason.add',
      subject: { type: 'saved_reason', id: row.id },
      after: input,
    });
    return { ...row, id: Number(row.id) };
  });
}

/** Retires a saved reason (or brings it back); ads rejected with it keep their texts. */
export async function setSavedReasonActive(db: Database, staff: Staff, id: number, active: boolean): Promise<void> {
  await db.transaction(async (tx) => {
    const rows = await tx.query('UPDATE saved_reasons SET active = $2 WHERE id = $1 RETURNING id', [id, active]);
    if (rows.length === 0) throw new AppError('NOT_FOUND');
    await recordAction(tx, staff, {
      action: active ? 'reason.restore' : 'reason.retire',
      subject: { type: 'saved_reason', id },
      before: { active: !active },
      after: { active },
    });
  });
}
