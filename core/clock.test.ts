import { describe, expect, it } from 'vitest';
import { manualClock, offsetClock, systemClock } from './clock.ts';

describe('manualClock', () => {
  it('stands still until it is moved, then moves by exactly what it is told', () => {
    const clock = manualClock(new Date('2026-01-23T00:00:00Z'));
    expect(clock.now().toISOString()).toBe('2026-01-23T00:00:00.000Z');
    clock.advance(90 * 60_000);
    expect(clock.now().toISOString()).toBe('2026-01-23T01:30:00.000Z');
    clock.set(new Date('2026-01-31T18:00:00Z'));
    expect(clock.now().toISOString()).toBe('2026-01-31T18:00:00.000Z');
  });
});

describe('offsetClock', () => {
  it('runs ahead of the system clock by the offset, and is the system clock without one', () => {
    const ahead = offsetClock(86_400_000).now().getTime() - Date.now();
    expect(ahead).toBeGreaterThan(86_400_000 - 1_000);
    expect(ahead).toBeLessThanOrEqual(86_400_000);
    expect(offsetClock(0)).toBe(systemClock);
  });
});
