import { describe, expect, it } from 'vitest';
import { adQuota, endOfTerm, FREE_QUOTA, membershipMonthStart, packageOf, packagePrice, PACKAGES } from './packages.ts';

describe('membership packages', () => {
  it('prices longer packages at a discount, in whole taka', () => {
    expect(packagePrice('electronics', 'basic', 1)).toBe(200_000);
    expect(packagePrice('electronics', 'basic', 3)).toBe(540_000);
    expect(packagePrice('electronics', 'basic', 12)).toBe(1_800_000);
    for (const p of PACKAGES) expect(p.amount_poisha % 100).toBe(0);
  });

  it('names every package by its variant', () => {
    expect(packageOf('vehicles-premium-6m')).toMatchObject({ category_group: 'vehicles', tier: 'premium', months: 6 });
    expect(packageOf('vehicles-gold-6m')).toBeUndefined();
    expect(new Set(PACKAGES.map((p) => p.variant_identifier)).size).toBe(PACKAGES.length);
  });

  it('ends a term on the same day of the month, clamped to the month end', () => {
    expect(endOfTerm(new Date('2026-01-31T10:00:00Z'), 1).toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(endOfTerm(new Date('2026-11-24T10:00:00Z'), 12).toISOString()).toBe('2027-11-24T10:00:00.000Z');
  });

  it('finds the membership month a moment falls in', () => {
    const start = new Date('2026-01-31T10:00:00Z');
    expect(membershipMonthStart(start, new Date('2026-02-15T00:00:00Z'))).toEqual(start);
    expect(membershipMonthStart(start, new Date('2026-02-28T10:00:00Z')).toISOString()).toBe(
      '2026-02-28T10:00:00.000Z',
    );
    expect(membershipMonthStart(start, new Date('2026-04-01T00:00:00Z')).toISOString()).toBe(
      '2026-03-31T10:00:00.000Z',
    );
  });

  it('gives members their tier quota in their group and everyone else the free quota', () => {
    const member = { category_group: 'electronics', tier: 'plus' } as const;
    expect(adQuota('electronics', member)).toBe(60);
    expect(adQuota('vehicles', member)).toBe(FREE_QUOTA.vehicles);
    expect(adQuota('electronics', null)).toBe(2);
  });
});
