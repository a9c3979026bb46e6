import { describe, expect, it } from 'vitest';
import { type Voucher, voucherDiscount } from './vouchers.ts';

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
  it('takes a percentage off, rounded down to whole poisha', () => {
    const percent: Voucher = { ...fixed, discount_kind: 'percent', discount_value: 15 };
    expect(voucherDiscount(percent, unused, 33_333, now)).toEqual({ ok: true, discount: 4_999 });
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
