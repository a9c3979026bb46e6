import { describe, expect, it } from 'vitest';
import { packageOf } from './packages.ts';
import { adsToRelease, membershipChange, priceAfterCredit, reminderDue, unusedCredit } from './terms.ts';

const pkg = (variant: string) => {
  const found = packageOf(variant);
  if (!found) throw new Error(variant);
  return found;
};
const DAY = 86_400_000;

describe('membership changes', () => {
  it('calls the same package a renewal, a dearer one an upgrade, any other a downgrade', () => {
    expect(membershipChange(null, pkg('general-basic-1m'))).toBe('new');
    expect(membershipChange(pkg('general-basic-1m'), pkg('general-basic-1m'))).toBe('renewal');
    expect(membershipChange(pkg('general-basic-1m'), pkg('general-plus-1m'))).toBe('upgrade');
    expect(membershipChange(pkg('general-basic-1m'), pkg('general-basic-3m'))).toBe('upgrade');
    expect(membershipChange(pkg('general-premium-1m'), pkg('general-plus-1m'))).toBe('downgrade');
    // A longer cheap package can cost more than a short dear one: the price decides.
    expect(membershipChange(pkg('general-basic-12m'), pkg('general-premium-1m'))).toBe('downgrade');
  });
});

describe('the credit of an upgrade', () => {
  const term = {
    paid_poisha: 300_000,
    starts_at: new Date('2026-01-01T00:00:00Z'),
    ends_at: new Date('2026-01-31T00:00:00Z'),
  };

  it('credits what was paid times the part of the term left, rounded up to whole taka', () => {
    expect(unusedCredit(term, new Date(term.starts_at.getTime() + 10 * DAY))).toBe(200_000);
    // ৳1,000 with two thirds left is ৳666.67: the member is credited ৳667 (never ৳1,999.98 against ৳2,000.02).
    expect(unusedCredit({ ...term, paid_poisha: 100_000 }, new Date(term.starts_at.getTime() + 10 * DAY))).toBe(66_700);
  });

  it('never credits more than was paid nor less than zero', () => {
    expect(unusedCredit(term, new Date('2025-12-01T00:00:00Z'))).toBe(300_000);
    expect(unusedCredit(term, new Date('2026-03-01T00:00:00Z'))).toBe(0);
    expect(unusedCredit({ ...term, paid_poisha: 0 }, term.starts_at)).toBe(0);
  });

  it('takes the credit off the new price, never below zero', () => {
    expect(priceAfterCredit(600_000, 200_000)).toBe(400_000);
    expect(priceAfterCredit(100_000, 200_000)).toBe(0);
    expect(priceAfterCredit(100_000, -5)).toBe(100_000);
  });
});

describe("a downgrade's ads", () => {
  const live = [
    { id: 1, status: 'published' as const },
    { id: 2, status: 'published' as const },
    { id: 3, status: 'published' as const },
    { id: 4, status: 'pending_review' as const },
  ];

  it('lets nothing go when the ads fit the new quota', () => {
    expect(adsToRelease(live, [], 4)).toEqual({ ok: true, release: [] });
  });

  it('keeps the chosen ads and the ones waiting for review, lets the other published ones go', () => {
    expect(adsToRelease(live, [2], 2)).toEqual({ ok: true, release: [1, 3] });
  });

  it('asks for a choice, and refuses keeping more than the quota', () => {
    expect(adsToRelease(live, [], 2)).toEqual({ ok: false, reason: 'choose_ads' });
    expect(adsToRelease(live, [1, 2], 2)).toEqual({ ok: false, reason: 'too_many_kept' });
  });
});

describe('reminders', () => {
  const end = new Date('2026-02-01T00:00:00Z');
  it('is due 7 days before the end, then 1 day before, then never', () => {
    expect(reminderDue(end, new Date(end.getTime() - 8 * DAY))).toBeNull();
    expect(reminderDue(end, new Date(end.getTime() - 7 * DAY))).toBe('7d');
    expect(reminderDue(end, new Date(end.getTime() - 2 * DAY))).toBe('7d');
    expect(reminderDue(end, new Date(end.getTime() - DAY))).toBe('1d');
    expect(reminderDue(end, end)).toBeNull();
  });
});
