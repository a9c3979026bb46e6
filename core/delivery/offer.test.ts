import { describe, expect, test } from 'vitest';
import { readRecentCookie, recentCookieAfter } from './offer.ts';

describe('the recently viewed delivery ads cookie', () => {
  test('puts the viewed ad first, without repeats, at most 20', () => {
    let value: string | undefined;
    for (let id = 1; id <= 25; id++) value = recentCookieAfter(value, id);
    const ids = readRecentCookie(value);
    expect(ids).toHaveLength(20);
    expect(ids.slice(0, 2)).toEqual([25, 24]);
    expect(readRecentCookie(recentCookieAfter(value, 10)).slice(0, 2)).toEqual([10, 25]);
  });

  test('reads a malformed cookie as no views', () => {
    expect(readRecentCookie('%E0%A4%A')).toEqual([]);
    expect(readRecentCookie('not json')).toEqual([]);
    expect(readRecentCookie('{"a":1}')).toEqual([]);
    expect(readRecentCookie(undefined)).toEqual([]);
    expect(readRecentCookie(encodeURIComponent('[4,"x",-2,4,9]'))).toEqual([4, 9]);
  });
});
