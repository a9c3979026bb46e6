import { describe, expect, it } from 'vitest';
import {
  discountText,
  issuedVoucherCode,
  issuedVoucherExpiry,
  validDiscount,
  type Voucher,
  voucherDiscount,
} from './vouchers.ts';

const now = new Date('2026-11-24T12:00:00Z');
const fixed: Voucher = {
  code: 'EID100',
  discount_kind: 'fixed',
  discount_value: 10_000,
  expires_at: new Date('2026-12-01T00:00:00Z'),
  per_user_limit: 1,
  total_limit: 100,
};
const unused = { byUser: 0, total: 0 };

describe('voucherDiscount', () => {
  it('takes a fixed amount off', () => {
    expect(voucherDiscount(fixed, unused, 50_000, now)).toEqual({ ok: true, discount: 10_000 });
  });
  it("takes a percentage off, rounded up to whole taka in the buyer's favour", () => {
    const percent: Voucher = { ...fixed, discount_kind: 'percent', discount_value: 15 };
    // 15 % of ৳333 is ৳49.95: the buyer gets ৳50 off and pays ৳283, never a paisa.
    expect(voucherDiscount(percent, unused, 33_300, now)).toEqual({ ok: true, discount: 5_000 });
    expect(voucherDiscount({ ...percent, discount_value: 99 }, unused, 45_000, now)).toEqual({
      ok: true,
      discount: 44_600,
    });
  });
  it('never takes the total below one taka', () => {
    expect(voucherDiscount({ ...fixed, discount_value: 90_000 }, unused, 50_000, now)).toEqual({
      ok: true,
      discount: 49_900,
    });
  });
  it('refuses an expired voucher', () => {
    expect(voucherDiscount(fixed, unused, 50_000, new Date('2026-12-01T00:00:00Z'))).toEqual({
      ok: false,
      reason: 'voucher_expired',
    });
  });
  it('refuses a voucher the buyer or everyone has used up', () => {
    expect(voucherDiscount(fixed, { byUser: 1, total: 1 }, 50_000, now)).toEqual({
      ok: false,
      reason: 'voucher_used_up',
    });
    expect(voucherDiscount({ ...fixed, per_user_limit: 5 }, { byUser: 1, total: 100 }, 50_000, now)).toEqual({
      ok: false,
      reason: 'voucher_used_up',
    });
  });
  it('does not apply to a checkout without promotions', () => {
    expect(voucherDiscount(fixed, unused, 0, now)).toEqual({ ok: false, reason: 'voucher_not_applicable' });
  });
});

describe('issued vouchers (decision 181)', () => {
  it('draws a code the voucher table accepts, from letters and digits not read alike', () => {
    const code = issuedVoucherCode(() => 0);
    expect(code).toBe('HAATAAAAAAAA');
    expect(issuedVoucherCode((n) => n - 1)).toBe('HAAT99999999');
    expect(code).toMatch(/^[A-Z0-9]{3,32}$/);
  });
  it('expires at the end of the chosen day in Dhaka', () => {
    expect(issuedVoucherExpiry('2026-11-30', now)?.toISOString()).toBe('2026-11-30T18:00:00.000Z');
  });
  it('refuses a day already over, one more than a year away, and no day at all', () => {
    expect(issuedVoucherExpiry('2026-11-23', now)).toBeNull();
    expect(issuedVoucherExpiry('2026-11-24', now)?.toISOString()).toBe('2026-11-24T18:00:00.000Z');
    expect(issuedVoucherExpiry('2027-11-25', now)).not.toBeNull();
    expect(issuedVoucherExpiry('2027-12-31', now)).toBeNull();
    expect(issuedVoucherExpiry('soon', now)).toBeNull();
  });
  it('allows a positive amount or a whole percentage below 100', () => {
    expect(validDiscount('fixed', 50_000)).toBe(true);
    expect(validDiscount('percent', 99)).toBe(true);
    expect(validDiscount('percent', 100)).toBe(false);
    expect(validDiscount('fixed', 0)).toBe(false);
    expect(validDiscount('percent', 12.5)).toBe(false);
  });
});

describe('discountText', () => {
  it('shows taka for a fixed voucher and a percentage, in Bengali digits in bn', () => {
    expect(discountText('en', { discount_kind: 'fixed', discount_value: 15_000 })).toBe('Tk 150');
    expect(discountText('bn', { discount_kind: 'percent', discount_value: 20 })).toBe('২০%');
  });
});
