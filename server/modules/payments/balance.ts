// The seller's balance (decision 110): an append-only ledger (migration 021). Money owed back to a seller
// (a promotion's unused days when its ad is rejected or removed) is credited here rather than paid back through
// the provider: a few taka per refund would cost more in provider fees than they are worth. The balance is the
// sum of the entries; each entry has a reference, so a job that runs twice credits once.
import type { Queryable } from '../../adapters/database.ts';

export const BALANCE_REASONS = ['promotion_refund'] as const;
export type BalanceReason = (typeof BALANCE_REASONS)[number];

/** Adds an entry; answers false when one with this reference exists already (nothing is credited twice). */
export async function creditBalance(
  db: Queryable,
  entry: { userId: number; amountPoisha: number; reason: BalanceReason; reference: string; at: Date },
): Promise<boolean> {
  if (entry.amountPoisha === 0) return false;
  const rows = await db.query<{ id: number }>(
    `INSERT INTO balance_entries (user_id, amount_poisha, reason, reference, created_at) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (reference) DO NOTHING RETURNING id`,
    [entry.userId, entry.amountPoisha, entry.reason, entry.reference, entry.at],
  );
  return rows.length > 0;
}

export interface BalanceView {
  balance_poisha: number;
  entries: { amount_poisha: number; reason: BalanceReason; reference: string; created_at: string }[];
}

/** A user's balance and latest entries (their own only). */
export async function balanceOf(db: Queryable, userId: number): Promise<BalanceView> {
  const [sum] = await db.query<{ total: number }>(
    'SELECT coalesce(sum(amount_poisha), 0)::bigint AS total FROM balance_entries WHERE user_id = $1',
    [userId],
  );
  const rows = await db.query<{ amount_poisha: number; reason: BalanceReason; reference: string; created_at: Date }>(
    `SELECT amount_poisha, reason, reference, created_at FROM balance_entries WHERE user_id = $1
     ORDER BY id DESC LIMIT 20`,
    [userId],
  );
  return {
    balance_poisha: Number(sum?.total ?? 0),
    entries: rows.map((r) => ({ ...r, created_at: r.created_at.toISOString() })),
  };
}
