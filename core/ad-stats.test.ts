import { describe, expect, test } from 'vitest';
import {
  addDays,
  bangladeshDay,
  type ComparableLift,
  daysFrom,
  forecastFrom,
  forecastScopes,
  isCountedView,
  MIN_COMPARABLE,
  measureLift,
  quantile,
} from './ad-stats.ts';

const BROWSER = 'Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120 Mobile';

describe('the Bangladesh day', () => {
  test('starts at 18:00 UTC the evening before (+6 h)', () => {
    expect(bangladeshDay(new Date('2026-03-01T17:59:59Z'))).toBe('2026-03-01');
    expect(bangladeshDay(new Date('2026-03-01T18:00:00Z'))).toBe('2026-03-02');
  });

  test('days are counted across month ends', () => {
    expect(addDays('2026-02-27', 2)).toBe('2026-03-01');
    expect(daysFrom('2026-02-27', '2026-03-01')).toEqual(['2026-02-27', '2026-02-28', '2026-03-01']);
    expect(daysFrom('2026-03-02', '2026-03-01')).toEqual([]);
  });
});

describe('a counted view', () => {
  const visit = { viewerId: null, userAgent: BROWSER, purpose: null };

  test('is a person looking at someone else’s ad', () => {
    expect(isCountedView(visit, 7)).toBe(true);
    expect(isCountedView({ ...visit, viewerId: 8 }, 7)).toBe(true);
  });

  test('is not the owner, a crawler, a script without a user agent or a prefetch', () => {
    expect(isCountedView({ ...visit, viewerId: 7 }, 7)).toBe(false);
    expect(isCountedView({ ...visit, userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1)' }, 7)).toBe(false);
    expect(isCountedView({ ...visit, userAgent: 'curl/8.5.0' }, 7)).toBe(false);
    expect(isCountedView({ ...visit, userAgent: '' }, 7)).toBe(false);
    expect(isCountedView({ ...visit, purpose: 'prefetch;prerender' }, 7)).toBe(false);
  });
});

describe('the lift of a promotion', () => {
  // Published on 1 March at noon (Bangladesh); a top ad from 11 March 00:00 to 14 March 00:00 (Bangladesh).
  const publishedAt = new Date('2026-03-01T06:00:00Z');
  const promotion = { startsAt: new Date('2026-03-10T18:00:00Z'), endsAt: new Date('2026-03-13T18:00:00Z') };
  const views = new Map<string, number>([
    ['2026-03-01', 90], // the day of publication: not in the baseline
    ...daysFrom('2026-03-02', '2026-03-10').map((day) => [day, 10] as const),
    ...daysFrom('2026-03-11', '2026-03-13').map((day) => [day, 25] as const),
  ]);

  test('compares views per day during the promotion with the days before it', () => {
    const lift = measureLift(views, promotion, publishedAt, new Date('2026-03-20T06:00:00Z'));
    expect(lift).toEqual({
      status: 'measured',
      beforeDays: 9,
      beforeViewsPerDay: 10,
      duringDays: 3,
      duringViewsPerDay: 25,
      ratio: 2.5,
    });
  });

  test('counts only the days over while the promotion still runs, and none on its first day', () => {
    expect(measureLift(views, promotion, publishedAt, new Date('2026-03-11T06:00:00Z'))).toEqual({
      status: 'too_early',
    });
    const second = measureLift(views, promotion, publishedAt, new Date('2026-03-12T06:00:00Z'));
    expect(second).toMatchObject({ status: 'measured', duringDays: 1, ratio: 2.5 });
  });

  test('leaves out a day the promotion covered for less than half', () => {
    const evening = { startsAt: new Date('2026-03-10T13:00:00Z'), endsAt: promotion.endsAt }; // 7 PM on 10 March
    const lift = measureLift(views, evening, publishedAt, new Date('2026-03-20T06:00:00Z'));
    expect(lift).toMatchObject({ status: 'measured', beforeDays: 8, duringDays: 3 });
  });

  test('days without a row had no views, and the baseline keeps the last two weeks', () => {
    const late = { startsAt: new Date('2026-03-29T18:00:00Z'), endsAt: new Date('2026-03-30T18:00:00Z') };
    const lift = measureLift(new Map([['2026-03-30', 7]]), late, new Date('2026-03-01T06:00:00Z'), late.endsAt);
    expect(lift).toEqual({ status: 'no_baseline' });
    const some = new Map([...daysFrom('2026-03-16', '2026-03-29').map((d) => [d, 1] as const), ['2026-03-30', 7]]);
    expect(measureLift(some, late, publishedAt, late.endsAt)).toMatchObject({ beforeDays: 14, ratio: 7 });
  });

  test('claims nothing for an ad promoted on the day it was posted', () => {
    const atOnce = { startsAt: publishedAt, endsAt: new Date('2026-03-08T06:00:00Z') };
    expect(measureLift(views, atOnce, publishedAt, new Date('2026-03-20T06:00:00Z'))).toEqual({
      status: 'no_baseline',
    });
  });
});

describe('quantiles', () => {
  test('interpolate between the nearest values', () => {
    expect(quantile([1, 2, 3, 4], 0.5)).toBe(2.5);
    expect(quantile([1, 2, 3, 4, 5], 0.25)).toBe(2);
    expect(quantile([3], 0.75)).toBe(3);
    expect(() => quantile([], 0.5)).toThrow(RangeError);
  });
});

describe('the forecast', () => {
  // Mobile phones (12) under Electronics (1); Mirpur (300) in Dhaka district (30) in Dhaka division (3).
  const ad = { categoryId: 12, parentCategoryId: 1, districtId: 30, divisionId: 3 };
  const lift = (ratio: number, categoryIds: number[], locationIds: number[]): ComparableLift => ({
    ratio,
    categoryIds,
    locationIds,
  });

  test('tries the category in the district, division and country, then the parent category', () => {
    expect(forecastScopes(ad).map((s) => `${s.categoryLevel}:${s.locationLevel}`)).toEqual([
      'category:district',
      'category:division',
      'category:country',
      'parent:division',
      'parent:country',
    ]);
    const top = forecastScopes({ categoryId: 1, parentCategoryId: null, districtId: null, divisionId: 3 });
    expect(top.map((s) => `${s.categoryLevel}:${s.locationLevel}`)).toEqual(['category:division', 'category:country']);
  });

  test('gives the interquartile range of the narrowest scope with enough promotions', () => {
    const dhakaPhones = [1.5, 2, 2.1, 2.5, 3, 3.4, 3.5, 6].map((r) => lift(r, [1, 12], [1, 3, 30, 300]));
    const elsewhere = [9, 9, 9].map((r) => lift(r, [1, 12], [1, 4, 40]));
    const forecast = forecastFrom(forecastScopes(ad), [...elsewhere, ...dhakaPhones]);
    expect(forecast).toMatchObject({ status: 'range', sampleSize: 8, scope: { locationLevel: 'district' } });
    if (forecast.status !== 'range') throw new Error('no range');
    expect(forecast.low).toBeCloseTo(2.075);
    expect(forecast.median).toBeCloseTo(2.75);
    expect(forecast.high).toBeCloseTo(3.425);
  });

  test('widens to the country and the parent category when the place has too few', () => {
    const laptops = Array.from({ length: MIN_COMPARABLE - 1 }, () => lift(2, [1, 13], [1, 3, 30]));
    const phones = [lift(4, [1, 12], [1, 5, 50])];
    const forecast = forecastFrom(forecastScopes(ad), [...laptops, ...phones]);
    expect(forecast).toMatchObject({
      status: 'range',
      sampleSize: MIN_COMPARABLE,
      scope: { categoryLevel: 'parent', categoryId: 1, locationLevel: 'country', locationId: null },
    });
  });

  test('says there is too little data rather than guess', () => {
    const few = [lift(2, [1, 12], [1, 3, 30]), lift(3, [1, 12], [1, 3, 30])];
    expect(forecastFrom(forecastScopes(ad), few)).toEqual({
      status: 'too_little_data',
      scope: { categoryLevel: 'parent', categoryId: 1, locationLevel: 'country', locationId: null },
      sampleSize: 2,
    });
  });
});
