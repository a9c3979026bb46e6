import { describe, expect, test } from 'vitest';
import { manualClock } from '../clock.ts';
import { FEATURED_SHOPS, pickFeaturedShops } from './featured.ts';
import { ShopSettingsInputSchema, ShopSlugSchema, WEEKDAYS } from './settings.ts';

const base = { name: 'Rahman Motors', slug: 'rahman-motors' };

describe('shop settings', () => {
  test('accepts latin slugs of 3 to 40 characters with single dashes, lower-cased; refuses page words', () => {
    expect(ShopSlugSchema.parse('Rahman-Motors')).toBe('rahman-motors');
    for (const bad of ['ab', '-abc', 'abc-', 'a--b', 'দোকান', 'no spaces', 'x'.repeat(41), 'careers']) {
      expect(ShopSlugSchema.safeParse(bad).success, bad).toBe(false);
    }
  });

  test('reads phones as typed (Bengali digits too) into E.164, once each, and drops empty lines', () => {
    const parsed = ShopSettingsInputSchema.parse({
      ...base,
      phones: ['01712-345678', '০১৭১২৩৪৫৬৭৮', ''],
      addresses: ['Tejgaon, Dhaka', ' '],
    });
    expect(parsed.phones).toEqual(['+8801712345678']);
    expect(parsed.addresses).toEqual(['Tejgaon, Dhaka']);
    expect(ShopSettingsInputSchema.safeParse({ ...base, phones: ['12345'] }).success).toBe(false);
  });

  test('needs seven days of hours, each closed or closing after it opens', () => {
    expect(ShopSettingsInputSchema.parse(base).opening_hours).toEqual(WEEKDAYS.map(() => null));
    const week = (day: unknown) => WEEKDAYS.map(() => day);
    expect(
      ShopSettingsInputSchema.safeParse({ ...base, opening_hours: week({ open: '09:00', close: '18:30' }) }).success,
    ).toBe(true);
    expect(
      ShopSettingsInputSchema.safeParse({ ...base, opening_hours: week({ open: '18:00', close: '09:00' }) }).success,
    ).toBe(false);
    expect(
      ShopSettingsInputSchema.safeParse({ ...base, opening_hours: week({ open: '9am', close: '18:00' }) }).success,
    ).toBe(false);
    expect(ShopSettingsInputSchema.safeParse({ ...base, opening_hours: [null] }).success).toBe(false);
  });
});

describe('featured shops', () => {
  test('rotate fairly: over n turns every shop is shown the same number of times', () => {
    const shops = Array.from({ length: 9 }, (_, i) => i);
    const clock = manualClock(new Date('2026-01-01T00:00:00Z'));
    const shown = new Map<number, number>();
    for (let turn = 0; turn < shops.length; turn++) {
      const picked = pickFeaturedShops(shops, clock.now());
      expect(picked).toHaveLength(FEATURED_SHOPS);
      for (const id of picked) shown.set(id, (shown.get(id) ?? 0) + 1);
      clock.advance(60_000);
    }
    expect(new Set(shown.values())).toEqual(new Set([FEATURED_SHOPS]));
    expect(pickFeaturedShops([1, 2], clock.now())).toEqual([1, 2]);
  });
});
