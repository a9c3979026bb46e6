// The automatic checks' banned words, edited by moderators and admins (decision 176): add a word (bn, en
// or Banglish) with a note in bn and en on why, or remove one; each change is in the audit log. The checks read the
// table at every check (ads/checks.ts), so a change counts at once in every process with nothing to announce.
import { z } from 'zod';
import { normaliseWord } from '../../../core/banned-words.ts';
import { AppError } from '../../../core/errors.ts';
import type { Database, Queryable } from '../../adapters/database.ts';
import { recordAction, type Staff } from '../staff/index.ts';

export const BannedWordSchema = z.object({
  word: z.string().trim().min(2, 'word_required').max(60, 'word_too_long').transform(normaliseWord),
  reason_bn: z.string().trim().min(3, 'text_required').max(200, 'note_too_long'),
  reason_en: z.string().trim().min(3, 'text_required').max(200, 'note_too_long'),
});
export type BannedWordInput = z.infer<typeof BannedWordSchema>;
export const BannedWordParams = z.object({ id: z.coerce.number().int().positive() });

export interface BannedWord {
  id: number;
  word: string;
  reason: { bn: string; en: string };
  /** Null for the starting list. */
  addedBy: string | null;
  addedAt: string;
}

interface Row {
  id: string;
  word: string;
  reason_bn: string;
  reason_en: string;
  added_by: string | null;
  added_at: Date;
}

const view = (row: Row): BannedWord => ({
  id: Number(row.id),
  word: row.word,
  reason: { bn: row.reason_bn, en: row.reason_en },
  addedBy: row.added_by,
  addedAt: row.added_at.toISOString(),
});

/** The list, newest first. */
export async function listBannedWords(db: Queryable): Promise<BannedWord[]> {
  const rows = await db.query<Row>(
    `SELECT w.id, w.word, w.reason_bn, w.reason_en, u.name AS added_by, w.added_at
     FROM banned_words w LEFT JOIN users u ON u.id = w.added_by ORDER BY w.added_at DESC, w.id DESC`,
  );
  return rows.map(view);
}

/** Adds a word; one already listed is refused as a bad field. */
export async function addBannedWord(db: Database, staff: Staff, input: BannedWordInput): Promise<BannedWord> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<Row>(
      `INSERT INTO banned_words (word, reason_bn, reason_en, added_by) VALUES ($1, $2, $3, $4)
       ON CONFLICT (word) DO NOTHING
       RETURNING id, word, reason_bn, reason_en, NULL AS added_by, added_at`,
      [input.word, input.reason_bn, input.reason_en, staff.id],
    );
    if (!row) throw new AppError('VALIDATION_FAILED', [{ path: 'body.word', message: 'already_listed' }]);
    await recordAction(tx, staff, {
      action: 'banned_word.add',
      subject: { type: 'banned_word', id: row.id },
      after: input,
    });
    return view(row);
  });
}

export async function removeBannedWord(db: Database, staff: Staff, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.query<Row>('DELETE FROM banned_words WHERE id = $1 RETURNING word, reason_bn, reason_en', [
      id,
    ]);
    if (!row) throw new AppError('NOT_FOUND');
    await recordAction(tx, staff, {
      action: 'banned_word.remove',
      subject: { type: 'banned_word', id },
      before: { word: row.word, reason_bn: row.reason_bn, reason_en: row.reason_en },
    });
  });
}
