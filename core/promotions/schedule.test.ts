import { describe, expect, it } from 'vitest';
import { bangladeshDate, parseDate, parseTwelveHourTime, resolveSchedule, roundUpToSlot } from './schedule.ts';

// 2026-11-24 19:00 UTC is 2026-11-25 01:00 in Dhaka.
const now = new Date('2026-11-24T19:00:00Z');

describe('12-hour times', () => {
  it('converts AM/PM to 24 hours', () => {
    expect(parseTwelveHourTime('9:15 PM')).toBe(21 * 60 + 15);
    expect(parseTwelveHourTime('09:15am')).toBe(9 * 60 + 15);
    expect(parseTwelveHourTime('12:00 AM')).toBe(0);
    expect(parseTwelveHourTime('12:30 PM')).toBe(12 * 60 + 30);
    expect(parseTwelveHourTime('11:59 p.m.')).toBe(23 * 60 + 59);
  });
  it('refuses what is not a 12-hour time', () => {
    for (const text of ['21:15', '13:00 PM', '0:30 AM', '9:60 PM', '9 PM', '', 'soon']) {
      expect(parseTwelveHourTime(text)).toBeNull();
    }
  });
});

describe('slots', () => {
  it('rounds up to the next 30 minutes', () => {
    expect(roundUpToSlot(21 * 60 + 15)).toBe(21 * 60 + 30);
    expect(roundUpToSlot(21 * 60 + 30)).toBe(21 * 60 + 30);
    expect(roundUpToSlot(21 * 60 + 31)).toBe(22 * 60);
    expect(roundUpToSlot(23 * 60 + 45)).toBe(24 * 60);
  });
});

describe('dates', () => {
  it('reads year-month-day and day-month-year', () => {
    expect(parseDate('2026-11-26')).toEqual([2026, 11, 26]);
    expect(parseDate('26-11-2026')).toEqual([2026, 11, 26]);
  });
  it('refuses impossible dates', () => {
    expect(parseDate('2026-02-30')).toBeNull();
    expect(parseDate('tomorrow')).toBeNull();
  });
  it('names the Bangladesh date of an instant', () => {
    expect(bangladeshDate(now)).toBe('2026-11-25');
  });
});

describe('resolveSchedule', () => {
  it('starts now for promote_now', () => {
    expect(resolveSchedule({ type: 'promote_now' }, now)).toEqual({ ok: true, kind: 'promote_now', startsAt: now });
  });
  it('reads the date and time as Bangladesh time, rounded up to a slot', () => {
    const result = resolveSchedule({ type: 'schedule_promotion', date: '2026-11-25', time: '9:15 PM' }, now);
    // 21:30 in Dhaka is 15:30 UTC.
    expect(result).toEqual({ ok: true, kind: 'schedule_promotion', startsAt: new Date('2026-11-25T15:30:00Z') });
  });
  it('rolls 11:45 PM over to midnight of the next day', () => {
    const result = resolveSchedule({ type: 'schedule_promotion', date: '2026-11-25', time: '11:45 PM' }, now);
    expect(result).toMatchObject({ startsAt: new Date('2026-11-25T18:00:00Z') });
  });
  it('flags a schedule before now as past', () => {
    expect(resolveSchedule({ type: 'schedule_promotion', date: '2026-11-24', time: '9:15 PM' }, now)).toEqual({
      ok: false,
      reason: 'past',
    });
  });
  it('calls an unparseable schedule invalid', () => {
    expect(resolveSchedule({ type: 'schedule_promotion', date: '2026-13-01', time: '9:15 PM' }, now)).toEqual({
      ok: false,
      reason: 'invalid',
    });
    expect(resolveSchedule({ type: 'schedule_promotion', date: '2026-11-26', time: '25:00' }, now)).toEqual({
      ok: false,
      reason: 'invalid',
    });
    expect(resolveSchedule({ type: 'schedule_promotion' }, now)).toEqual({ ok: false, reason: 'invalid' });
  });
});
