import { describe, expect, it } from 'vitest';
import { manualClock } from './clock.ts';

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
