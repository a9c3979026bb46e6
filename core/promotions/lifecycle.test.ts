import { describe, expect, it } from 'vitest';
import { promotionState, resumedEnd, unusedRefund } from './lifecycle.ts';

const at = (hour: number) => new Date(Date.UTC(2026, 10, 24, hour));
const week = { starts_at: at(0), ends_at: at(10), paused_at: null, cancelled_at: null };

describe('promotionState', () => {
  it('is scheduled, active, then ended by the clock', () => {
    expect(promotionState({ ...week, starts_at: at(2) }, at(1))).toBe('scheduled');
    expect(promotionState(week, at(5))).toBe('active');
    expect(promotionState(week, at(10))).toBe('ended');
  });
  it('is paused or cancelled whatever the time', () => {
    expect(promotionState({ ...week, paused_at: at(3) }, at(5))).toBe('paused');
    expect(promotionState({ ...week, cancelled_at: at(3) }, at(5))).toBe('cancelled');
  });
});

describe('resumedEnd', () => {
  it('adds the paused time to the end', () => {
    expect(resumedEnd({ ...week, paused_at: at(3) }, at(5))).toEqual(at(12));
  });
  it('adds only the time paused after the start', () => {
    expect(resumedEnd({ ...week, starts_at: at(4), ends_at: at(8), paused_at: at(2) }, at(6))).toEqual(at(10));
  });
});

describe('unusedRefund', () => {
  it('gives back the unused share of the price', () => {
    expect(unusedRefund({ ...week, amount_poisha: 100_000 }, at(4))).toBe(60_000);
  });
  it('counts a paused promotion as stopped when it was paused', () => {
    expect(unusedRefund({ ...week, paused_at: at(2), amount_poisha: 100_000 }, at(9))).toBe(80_000);
  });
  it('gives back everything before the start and nothing after the end', () => {
    expect(unusedRefund({ ...week, starts_at: at(5), amount_poisha: 100_001 }, at(1))).toBe(100_001);
    expect(unusedRefund({ ...week, amount_poisha: 100_000 }, at(11))).toBe(0);
  });
  it("credits whole taka, rounded up in the seller's favour", () => {
    // ৳1,000 with a third of its time left is ৳333.33: ৳334 is credited.
    expect(unusedRefund({ ...week, ends_at: at(3), amount_poisha: 100_000 }, at(2))).toBe(33_400);
  });
});
