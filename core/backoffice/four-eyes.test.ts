import { describe, expect, test } from 'vitest';
import { needsApproval } from './four-eyes.ts';

const none = { membershipDays: 0, vouchers: 0 };

describe('which staff gifts need a second member of staff (decision 235)', () => {
  test('a month of membership or 31 days alone; more, or a second month within the window, waits', () => {
    expect(needsApproval({ kind: 'grant', months: 1 }, none)).toBe(false);
    expect(needsApproval({ kind: 'grant', months: 3 }, none)).toBe(true);
    expect(needsApproval({ kind: 'extend', days: 31 }, none)).toBe(false);
    expect(needsApproval({ kind: 'extend', days: 32 }, none)).toBe(true);
    expect(needsApproval({ kind: 'grant', months: 1 }, { membershipDays: 31, vouchers: 0 })).toBe(true);
    expect(needsApproval({ kind: 'extend', days: 10 }, { membershipDays: 21, vouchers: 0 })).toBe(false);
    expect(needsApproval({ kind: 'extend', days: 10 }, { membershipDays: 22, vouchers: 0 })).toBe(true);
  });

  test('a voucher up to Tk 500 or 50 % alone; more, or a second voucher within the window, waits', () => {
    expect(needsApproval({ discount_kind: 'fixed', discount_value: 50_000 }, none)).toBe(false);
    expect(needsApproval({ discount_kind: 'fixed', discount_value: 50_001 }, none)).toBe(true);
    expect(needsApproval({ discount_kind: 'percent', discount_value: 50 }, none)).toBe(false);
    expect(needsApproval({ discount_kind: 'percent', discount_value: 99 }, none)).toBe(true);
    expect(needsApproval({ discount_kind: 'percent', discount_value: 10 }, { membershipDays: 0, vouchers: 1 })).toBe(
      true,
    );
    // Memberships and vouchers are counted apart.
    expect(needsApproval({ discount_kind: 'percent', discount_value: 10 }, { membershipDays: 62, vouchers: 0 })).toBe(
      false,
    );
  });
});
