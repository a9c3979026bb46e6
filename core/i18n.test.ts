import { describe, expect, test } from 'vitest';
import {
  defineMessages,
  formatDate,
  formatDateTime,
  formatMessage,
  formatMoney,
  formatNumber,
  formatRelativeTime,
  formatTime,
  formatTimeOfDay,
} from './i18n.ts';

describe('formatting per locale', () => {
  test('writes BDT with Bengali digits and lakh grouping in bn', () => {
    expect(formatMoney('bn', 1_250_000)).toBe('৳ ১২,৫০,০০০');
  });

  test('writes BDT with lakh grouping in en', () => {
    expect(formatMoney('en', 1_250_000)).toBe('Tk 12,50,000');
  });

  test('puts the minus of a negative amount before the taka sign', () => {
    expect(formatMoney('en', -200)).toBe('-Tk 200');
    expect(formatMoney('bn', -1200)).toBe('-৳ ১,২০০');
  });

  test('writes years without grouping', () => {
    expect(formatNumber('bn', 2016, { grouping: false })).toBe('২০১৬');
    expect(formatNumber('en', 2016, { grouping: false })).toBe('2016');
  });

  test('writes dates day-month-year in Bangladesh time', () => {
    // 20:00 UTC on 31 Dec is already 1 Jan in Dhaka (+6 hours, spec section 9).
    const date = new Date('2025-12-31T20:00:00Z');
    expect(formatDate('en', date)).toBe('1 Jan 2026');
    expect(formatDate('bn', date)).toMatch(/^১ জানু/);
  });

  test('writes times of day with Bengali digits and পূর্বাহ্ণ/অপরাহ্ণ in bn', () => {
    // 15:30 UTC is 21:30 in Dhaka; 03:05 UTC is 09:05.
    const evening = new Date('2026-11-25T15:30:00Z');
    const morning = new Date('2026-11-25T03:05:00Z');
    expect(formatDateTime('bn', evening)).toBe('২৫ নভে, ২০২৬, ৯:৩০ অপরাহ্ণ');
    expect(formatTime('bn', evening)).toBe('৯:৩০ অপরাহ্ণ');
    expect(formatTime('bn', morning)).toBe('৯:০৫ পূর্বাহ্ণ');
    expect(formatDateTime('bn', morning)).not.toMatch(/[0-9]|AM|PM/i);
    expect(formatDateTime('en', evening)).toMatch(/^25 Nov 2026, 9:30 pm$/i);
    expect(formatTime('en', morning)).toMatch(/^9:05 am$/i);
  });

  test('writes a time of day given in minutes after midnight', () => {
    expect(formatTimeOfDay('bn', 10 * 60)).toBe('১০:০০ পূর্বাহ্ণ');
    expect(formatTimeOfDay('bn', 21 * 60 + 30)).toBe('৯:৩০ অপরাহ্ণ');
    expect(formatTimeOfDay('bn', 12 * 60)).toBe('১২:০০ অপরাহ্ণ');
    expect(formatTimeOfDay('en', 0)).toMatch(/^12:00 am$/i);
  });

  test('says how long ago in each language', () => {
    const now = new Date('2026-01-01T12:00:00Z');
    const twoHoursAgo = new Date('2026-01-01T10:00:00Z');
    expect(formatRelativeTime('en', twoHoursAgo, now)).toBe('2 hours ago');
    expect(formatRelativeTime('bn', twoHoursAgo, now)).toBe('২ ঘণ্টা আগে');
    expect(formatRelativeTime('en', now, now)).toBe('this minute');
  });
});

describe('messages', () => {
  const messages = defineMessages({
    en: { ads: '{count, plural, one {# ad} other {# ads}}' },
    bn: { ads: '{count, plural, other {# টি বিজ্ঞাপন}}' },
  });

  test('apply each language plural rules and digits', () => {
    expect(formatMessage(messages, 'en', 'ads', { count: 1 })).toBe('1 ad');
    expect(formatMessage(messages, 'en', 'ads', { count: 1234 })).toBe('1,234 ads');
    expect(formatMessage(messages, 'bn', 'ads', { count: 1234 })).toBe('১,২৩৪ টি বিজ্ঞাপন');
  });

  test('write a number given to a plain argument in the locale digits, ungrouped, and text as it is', () => {
    const pages = defineMessages({
      en: { page: 'Page {page} of {pages} ({code})' },
      bn: { page: 'পৃষ্ঠা {page} / {pages} ({code})' },
    });
    expect(formatMessage(pages, 'bn', 'page', { page: 1, pages: 12000, code: 'AXIO200' })).toBe(
      'পৃষ্ঠা ১ / ১২০০০ (AXIO200)',
    );
    expect(formatMessage(pages, 'en', 'page', { page: 1, pages: 12000, code: 'AXIO200' })).toBe(
      'Page 1 of 12000 (AXIO200)',
    );
    expect(formatMessage(pages, 'en', 'page', { page: 1.25, pages: -3, code: '7' })).toBe('Page 1.25 of -3 (7)');
  });
});
