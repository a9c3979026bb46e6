// Vouchers (spec section 3 product type voucher_v2): a fixed or a percentage discount on the promotions of one
// checkout, until an expiry, at most so many times per buyer and in all. Applied on the server only (decision 108).
import { POISHA_PER_TAKA } from '../payments/money.ts';

export interface Voucher {
  readonly code: string;
  readonly discount_kind: 'fixed' | 'percent';
  /** Poisha for a fixed voucher, a whole percentage (1–99) for a percent one. */
  readonly discount_value: number;
  readonly expires_at: Date;
  readonly per_user_limit: number;
  readonly total_limit: number | null;
}

export interface VoucherUse {
  readonly byUser: number;
  readonly total: number;
}

export type VoucherRefusal = 'voucher_expired' | 'voucher_used_up' | 'voucher_not_applicable';

/**
 * The discount in poisha a voucher gives on `subtotal` poisha of promotions, or why it gives none. A checkout never
 * drops below one taka: a payment moves money (decision 108).
 */
export function voucherDiscount(
  voucher: Voucher,
  use: VoucherUse,
  subtotal: number,
  now: Date,
): { ok: true; discount: number } | { ok: false; reason: VoucherRefusal } {
  if (voucher.expires_at.getTime() <= now.getTime()) return { ok: false, reason: 'voucher_expired' };
  if (use.byUser >= voucher.per_user_limit || (voucher.total_limit !== null && use.total >= voucher.total_limit)) {
    return { ok: false, reason: 'voucher_used_up' };
  }
  if (subtotal <= POISHA_PER_TAKA) return { ok: false, reason: 'voucher_not_applicable' };
  const wanted =
    voucher.discount_kind === 'fixed' ? voucher.discount_value : Math.floor((subtotal * voucher.discount_value) / 100);
  return { ok: true, discount: Math.min(wanted, subtotal - POISHA_PER_TAKA) };
}
