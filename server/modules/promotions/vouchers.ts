// Vouchers issued by staff to one user (decision 181): a voucher of the existing kind (fixed poisha
// or a percentage off the promotions of one checkout), usable once, by that user alone, until the end of a chosen
// Dhaka day. The user is told its code in a notification and enters it at checkout as any voucher (priceVoucher).
// Claimed once by the form token (promotion_vouchers.issue_key), audited, in one transaction.
import { randomInt } from 'node:crypto';
import { z } from 'zod';
import type { Clock } from '../../../core/clock.ts';
import { AppError } from '../../../core/errors.ts';
import { issuedVoucherCode, issuedVoucherExpiry, validDiscount } from '../../../core/promotions/vouchers.ts';
import type { Database, Queryable } from '../../adapters/database.ts';
import { recordAction, type Staff, type ApprovedBy, IdempotencyKey } from '../staff/index.ts';
import { notify } from '../notifications/index.ts';
import { POISHA } from '../../http/money.ts';

export const IssueVoucherSchema = z
  .object({
    discount_kind: z.enum(['fixed', 'percent']),
    discount_value: z.coerce
      .number()
      .int()
      .positive()
      .max(100_000_000)
      .meta({ description: `${POISHA} for a fixed voucher; a whole percentage (1–99) for a percent one.` }),
    /** The last Dhaka day it may be used, YYYY-MM-DD. */
    expires_on: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'date_yyyy_mm_dd'),
    reason: z.string().trim().min(3, 'reason_required').max(1000),
    idempotency_key: IdempotencyKey,
  })
  .refine((v) => validDiscount(v.discount_kind, v.discount_value), {
    path: ['discount_value'],
    message: 'percent_1_99',
  });
export type IssueVoucherInput = z.infer<typeof IssueVoucherSchema>;

export interface IssuedVoucher {
  code: string;
  discount_kind: 'fixed' | 'percent';
  discount_value: number;
  expires_at: string;
  /** Whether it was used at a paid checkout. */
  used: boolean;
}

/** The vouchers issued to a user, newest first. */
export async function issuedVouchers(db: Queryable, userId: number): Promise<IssuedVoucher[]> {
  const rows = await db.query<{
    code: string;
    discount_kind: 'fixed' | 'percent';
    discount_value: number;
    expires_at: Date;
    used: boolean;
  }>(
    `SELECT v.code, v.discount_kind, v.discount_value, v.expires_at,
       EXISTS (SELECT 1 FROM voucher_redemptions r WHERE r.code = v.code) AS used
     FROM promotion_vouchers v WHERE v.user_id = $1 ORDER BY v.created_at DESC, v.code`,
    [userId],
  );
  return rows.map((r) => ({ ...r, expires_at: r.expires_at.toISOString() }));
}

/**
 * Issues a voucher to `userId`, once per idempotency key (a second submission answers the voucher issued first,
 * `done: false`). NOT_FOUND for nobody; SELF_GRANT for the staff member's own account (decision 235);
 * VALIDATION_FAILED for an expiry already past or more than a year away; INVALID_TRANSITION for a key used for
 * another person.
 */
export async function issueVoucher(
  services: { db: Database; clock: Clock },
  staff: Staff,
  userId: number,
  input: IssueVoucherInput,
): Promise<{ done: boolean; voucher: IssuedVoucher }> {
  const now = services.clock.now();
  return services.db.transaction((tx) => issueVoucherIn(tx, now, staff, userId, input));
}

/** issueVoucher inside the caller's transaction (an approval made in the same one, decision 235). */
export async function issueVoucherIn(
  tx: Queryable,
  now: Date,
  staff: Staff,
  userId: number,
  input: IssueVoucherInput,
  approved?: ApprovedBy,
): Promise<{ done: boolean; voucher: IssuedVoucher }> {
  if (userId === staff.id) throw new AppError('SELF_GRANT');
  const expiresAt = issuedVoucherExpiry(input.expires_on, now);
  if (!expiresAt) throw new AppError('VALIDATION_FAILED', [{ path: 'expires_on', message: 'expiry_out_of_range' }]);
  const [user] = await tx.query('SELECT id FROM users WHERE id = $1', [userId]);
  if (!user) throw new AppError('NOT_FOUND');
  const [made] = await tx.query<{ code: string }>(
    `INSERT INTO promotion_vouchers (code, discount_kind, discount_value, expires_at, per_user_limit, total_limit,
         user_id, issue_key, created_at)
       VALUES ($1, $2, $3, $4, 1, 1, $5, $6, $7) ON CONFLICT (issue_key) DO NOTHING RETURNING code`,
    [
      issuedVoucherCode(randomInt),
      input.discount_kind,
      input.discount_value,
      expiresAt,
      userId,
      input.idempotency_key,
      now,
    ],
  );
  if (!made) {
    const [earlier] = await tx.query<{ code: string; user_id: number }>(
      'SELECT code, user_id FROM promotion_vouchers WHERE issue_key = $1',
      [input.idempotency_key],
    );
    const voucher = (await issuedVouchers(tx, userId)).find((v) => v.code === earlier?.code);
    if (!voucher) throw new AppError('INVALID_TRANSITION', undefined, 'this form token was used for another action');
    return { done: false, voucher };
  }
  const voucher = (await issuedVouchers(tx, userId)).find((v) => v.code === made.code) as IssuedVoucher;
  const { code, discount_kind, discount_value, expires_at } = voucher;
  await notify(tx, userId, {
    kind: 'voucher_issued',
    payload: { code, discount_kind, discount_value, expires_at },
    link: '/bn/my/ads',
  });
  await recordAction(tx, staff, {
    action: 'voucher.issue',
    subject: { type: 'user', id: userId },
    before: null,
    after: { code, discount_kind, discount_value, expires_at, ...approved },
    reason: input.reason,
  });
  return { done: true, voucher };
}
