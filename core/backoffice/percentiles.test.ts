import { describe, expect, test } from 'vitest';
import { nearestRankPercentile, summarizeWaits } from './percentiles.ts';

describe('nearest-rank percentiles', () => {
  test('the value at rank ⌈p × n⌉ of the sorted values, whatever their order', () => {
    const waits = [50, 10, 40, 20, 30, 100, 90, 80, 70, 60];
    expect(nearestRankPercentile(waits, 50)).toBe(50);
    expect(nearestRankPercentile(waits, 90)).toBe(90);
    expect(nearestRankPercentile(waits, 100)).toBe(100);
    // An even count does not average the two middle values.
    expect(nearestRankPercentile([10, 20], 50)).toBe(10);
  });

  test('one value is every percentile; none is null', () => {
    expect(nearestRankPercentile([7], 50)).toBe(7);
    expect(nearestRankPercentile([7], 90)).toBe(7);
    expect(nearestRankPercentile([], 50)).toBeNull();
  });

  test('a slow tail moves the 90th percentile, not the median', () => {
    const day = [5, 6, 7, 8, 9, 10, 11, 12, 13, 600];
    expect(nearestRankPercentile(day, 50)).toBe(9);
    expect(nearestRankPercentile(day, 90)).toBe(13);
    expect(nearestRankPercentile([...day, 700], 90)).toBe(600);
  });
});

test('summarises the waits of each day, rounded to minutes', () => {
  const summary = summarizeWaits([
    { day: '2026-11-23', minutes: 12.4 },
    { day: '2026-11-24', minutes: 3 },
    { day: '2026-11-23', minutes: 95.6 },
    { day: '2026-11-23', minutes: 30 },
  ]);
  expect(summary.get('2026-11-23')).toEqual({ decided: 3, median: 30, p90: 96 });
  expect(summary.get('2026-11-24')).toEqual({ decided: 1, median: 3, p90: 3 });
  expect(summary.get('2026-11-22')).toBeUndefined();
});
