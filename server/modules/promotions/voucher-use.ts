// A voucher at checkout: priced, its use held while the checkout is open, given back or redeemed (issuing is
// vouchers.ts).
import { AppError, type ErrorCode } from '../../../core/errors.ts';
import {
  type Voucher,
  voucherDiscount,
  type VoucherRefusal,
  type VoucherUse,
} from '../../../core/promotions/vouchers.ts';
import type { Queryable } from '../../adapters/database.ts';

/** A voucher's uses, by this buyer and in all: paid, or held by a checkout still open. */
async function voucherUses(db: Queryable, code: string, userId: number): Promise<VoucherUse> {
  const [use] = await db.query<{ by_user: number; total: number }>(
    `SELECT count(*) FILTER (WHERE user_id = $2)::int AS by_user, count(*)::int AS total FROM voucher_redemptions
     WHERE code = $1`,
    [code, userId],
  );
  return { byUser: use?.by_user ?? 0, total: use?.total ?? 0 };
}

const REFUSAL_CODES: Record<VoucherRefusal, ErrorCode> = {
  voucher_expired: 'VOUCHER_EXPIRED',
  voucher_used_up: 'VOUCHER_USED_UP',
  voucher_not_applicable: 'VOUCHER_NOT_APPLICABLE',
};

/**
 * The discount (poisha) a voucher gives this buyer on `subtotal` poisha of promotions; refused with a clear code. A
 * voucher issued to someone else is, to this buyer, no voucher at all (decision 181).
 */
export async function priceVoucher(db: Queryable, userId: number, code: string, subtotal: number, now: Date) {
  const [voucher] = await db.query<Voucher>(
    `SELECT code, discount_kind, discount_value, expires_at, per_user_limit, total_limit FROM promotion_vouchers
     WHERE code = $1 AND (user_id IS NULL OR user_id = $2)`,
    [code.trim().toUpperCase(), userId],
  );
  if (!voucher) throw new AppError('VOUCHER_EXPIRED');
  const result = voucherDiscount(voucher, await voucherUses(db, voucher.code, userId), subtotal, now);
  if (!result.ok) throw new AppError(REFUSAL_CODES[result.reason]);
  return { code: voucher.code, discount: result.discount };
}

/**
 * Holds one use of a voucher for an opening checkout (in the transaction that opens it): under a lock on the
 * voucher, its uses so far, paid or held by checkouts still open, are counted against its limits, so that parallel
 * checkouts cannot each spend the last use (decision 228). VOUCHER_USED_UP when none is left. A checkout that fails,
 * is cancelled, expires or is discarded gives its use back (releaseVoucherUses).
 */
export async function holdVoucher(
  db: Queryable,
  use: { code: string; userId: number; paymentId: number; discount: number; at: Date },
): Promise<void> {
  const [voucher] = await db.query<Voucher>(
    `SELECT code, discount_kind, discount_value, expires_at, per_user_limit, total_limit FROM promotion_vouchers
     WHERE code = $1 FOR UPDATE`,
    [use.code],
  );
  if (!voucher) throw new AppError('VOUCHER_EXPIRED');
  const counted = await voucherUses(db, voucher.code, use.userId);
  if (
    counted.byUser >= voucher.per_user_limit ||
    (voucher.total_limit !== null && counted.total >= voucher.total_limit)
  ) {
    throw new AppError('VOUCHER_USED_UP');
  }
  await redeemVoucher(db, use);
}

/** Gives back the voucher uses an unpaid checkout held (it failed, was cancelled, expired or was discarded). */
export async function releaseVoucherUses(db: Queryable, paymentId: number): Promise<void> {
  await db.query('DELETE FROM voucher_redemptions WHERE payment_id = $1', [paymentId]);
}

/**
 * Records a voucher used by a payment: held when its checkout opens, written again (once) in the transaction that
 * activates it, for a checkout paid after it had expired.
 */
export async function redeemVoucher(
  db: Queryable,
  redemption: { code: string; userId: number; paymentId: number; discount: number; at: Date },
): Promise<void> {
  await db.query(
    `INSERT INTO voucher_redemptions (code, user_id, payment_id, discount_poisha, created_at)
     VALUES ($1, $2, $3, $4, $5) ON CONFLICT (code, payment_id) DO NOTHING`,
    [redemption.code, redemption.userId, redemption.paymentId, redemption.discount, redemption.at],
  );
}
