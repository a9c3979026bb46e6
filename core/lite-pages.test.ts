import { describe, expect, test } from 'vitest';
import { fullPath, litePath } from './lite-pages.ts';

describe('lite page addresses (decision 201)', () => {
  test.each([
    ['/bn', '/bn/lite'],
    ['/en?utm_source=sms', '/en/lite?utm_source=sms'],
    ['/bn/ads', '/bn/lite/ads'],
    ['/en/ads?query=samsung&page=2', '/en/lite/ads?query=samsung&page=2'],
    ['/bn/ads/dhaka/mobile-phones', '/bn/lite/ads/dhaka/mobile-phones'],
    ['/bn/ad/samsung-galaxy-s25-for-sale-dhaka-1', '/bn/lite/ad/samsung-galaxy-s25-for-sale-dhaka-1'],
  ])('put the home, results and ad pages %s at %s and back', (full, lite) => {
    expect(litePath(full)).toBe(lite);
    expect(fullPath(lite)).toBe(full);
  });

  test.each(['/bn/lite-offers', '/bn/adsense', '/bn/shops/x', '/bn/post-ad', '/fr/ads'])(
    'leave other addresses such as %s alone',
    (path) => {
      expect(litePath(path)).toBe(path);
      expect(fullPath(path)).toBe(path);
    },
  );
});
