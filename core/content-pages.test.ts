import { describe, expect, test } from 'vitest';
import { contentPageAt, embedHref, embedPlatform, missingPagePlatform, pagePath } from './content-pages.ts';

describe('the app embed mode read from the URL', () => {
  test('knows the platform of every embedded page, after or before the path as the spec places it', () => {
    expect(embedPlatform('/en/terms/android')).toBe('android');
    expect(embedPlatform('/bn/ios/sell-fast')).toBe('ios');
    expect(embedPlatform('/en/help/contact/ios/')).toBe('ios');
    // The seller landing without its page type (decision 103).
    expect(embedPlatform('/bn/android')).toBe('android');
    for (const site of ['/en/terms', '/bn', '/en/android/terms', '/en/sell-fast/ios', '/en/ads/q/dhaka/ios']) {
      expect(embedPlatform(site), site).toBeNull();
    }
  });

  test('reads a missing page loosely: a platform segment anywhere after the locale', () => {
    expect(missingPagePlatform('/en/android/no-such-page')).toBe('android');
    expect(missingPagePlatform('/bn/help/faq/ios/x')).toBe('ios');
    expect(missingPagePlatform('/en/terms/windows')).toBeNull();
    // The locale segment itself is not read.
    expect(missingPagePlatform('/android/terms')).toBeNull();
  });

  test('finds the content page of a path, the seller landing for a bare platform', () => {
    expect(contentPageAt('help/faq/android')?.name).toBe('faq');
    expect(contentPageAt('ios/stay-safe')?.name).toBe('staySafe');
    expect(contentPageAt('ios')?.name).toBe('sellAnything');
    expect(contentPageAt('stay-safe/ios')).toBeUndefined();
  });

  test('keeps links in the embed only for pages that have an embedded form', () => {
    expect(embedHref('/en/privacy', 'ios')).toBe('/en/privacy/ios');
    expect(embedHref('/bn/sell-fast?x=1', 'android')).toBe('/bn/android/sell-fast?x=1');
    expect(embedHref('/en/ads', 'android')).toBe('/en/ads');
    expect(embedHref('/en/privacy', null)).toBe('/en/privacy');
    expect(pagePath({ path: 'sitemap', platformAt: 'after' }, 'bn', 'ios')).toBe('/bn/sitemap/ios');
  });
});
