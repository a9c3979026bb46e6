// Vouchers (spec section 3 product type voucher_v2): a fixed or a percentage discount on the promotions of one
// checkout, until an expiry, at most so many times per buyer and in all. Applied on the server only (decision 108).
import type { Locale } from '../catalogue.ts';
import { formatNumber } from '../i18n.ts';
import { formatPoisha, POISHA_PER_TAKA, wholeTakaUp } from '../payments/money.ts';

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
 * The discount in poisha a voucher gives on `subtotal` poisha of promotions, or why it gives none: whole taka. A
 * checkout never drops below one taka: a payment moves money (decision 108).
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
  const wanted = voucher.discount_kind === 'fixed' ? voucher.discount_value : (subtotal * voucher.discount_value) / 100;
  // Whole taka, in the buyer's favour (decision 228); the subtotal is whole taka, so the floor of one taka is too.
  return { ok: true, discount: Math.min(wholeTakaUp(wanted), subtotal - POISHA_PER_TAKA) };
}

/** Letters and digits of an issued voucher's code, without those read alike (0/O, 1/I/L). */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const ISSUED_CODE_PREFIX = 'HAAT';
export const ISSUED_CODE_LENGTH = 8;

/** A code for a voucher staff issue (decision 181): HAAT and 8 characters drawn by `draw(n)` (0 ≤ draw < n). */
export const issuedVoucherCode = (draw: (n: number) => number) =>
  ISSUED_CODE_PREFIX +
  Array.from({ length: ISSUED_CODE_LENGTH }, () => CODE_ALPHABET[draw(CODE_ALPHABET.length)]).join('');

/** The longest an issued voucher may last. */
export const ISSUED_VOUCHER_MAX_DAYS = 366;

/**
 * When a voucher issued "until" a Dhaka day (YYYY-MM-DD) expires: the end of that day in Dhaka (UTC+6, no daylight
 * saving). null when that is not after `now` or further than ISSUED_VOUCHER_MAX_DAYS away.
 */
export function issuedVoucherExpiry(day: string, now: Date): Date | null {
  const start = Date.parse(`${day}T00:00:00+06:00`);
  if (Number.isNaN(start)) return null;
  const end = new Date(start + 86_400_000);
  const days = (end.getTime() - now.getTime()) / 86_400_000;
  return days > 0 && days <= ISSUED_VOUCHER_MAX_DAYS + 1 ? end : null;
}

/** Whether a discount is one the voucher rules allow: poisha above zero, or a whole percentage 1–99. */
export const validDiscount = (kind: Voucher['discount_kind'], value: number) =>
  Number.isSafeInteger(value) && value > 0 && (kind === 'fixed' || value < 100);

/** A voucher's discount as shown: "Tk 150" / "৳ ১৫০", or "20%" / "২০%". */
export const discountText = (locale: Locale, v: Pick<Voucher, 'discount_kind' | 'discount_value'>) =>
  v.discount_kind === 'fixed' ? formatPoisha(locale, v.discount_value) : `${formatNumber(locale, v.discount_value)}%`;
