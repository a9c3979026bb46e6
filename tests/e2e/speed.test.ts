// Fast and right on a cheap phone (issue 22), in Debian's Chromium, which has no emoji font.
import { describe, expect, test } from 'vitest';
import { openPage, PHONE, visit } from './browser.ts';

describe('a cheap phone', () => {
  test('draws the home page category icons as pictures, not emoji a font may lack', async () => {
    const page = await openPage(PHONE);
    await visit(page, '/bn');
    const tiles = page.getByRole('region', { name: 'ক্যাটাগরি অনুযায়ী দেখুন' }).getByRole('link');
    expect(await tiles.count()).toBeGreaterThan(10);
    const icons = await tiles.evaluateAll((links) =>
      links.map((link) => {
        const svg = link.querySelector('svg');
        const box = svg?.getBoundingClientRect();
        return { svg: Boolean(svg?.querySelector('path')), width: box?.width ?? 0, text: link.textContent ?? '' };
      }),
    );
    for (const icon of icons) {
      expect(icon.svg).toBe(true);
      expect(icon.width).toBeGreaterThan(16);
      expect(icon.text).not.toMatch(/\p{Extended_Pictographic}/u);
    }
  });
});
