import { describe, expect, test } from 'vitest';
import { DESKTOP, expectNoHorizontalOverflow, openPage, PHONE, visit } from './browser.ts';

const cases = [
  { locale: 'bn', viewport: PHONE, heading: 'বাংলাদেশে সব বিজ্ঞাপন', browse: 'ক্যাটাগরি অনুযায়ী দেখুন' },
  { locale: 'en', viewport: PHONE, heading: 'All ads in Bangladesh', browse: 'Browse by category' },
  { locale: 'bn', viewport: DESKTOP, heading: 'বাংলাদেশে সব বিজ্ঞাপন', browse: 'ক্যাটাগরি অনুযায়ী দেখুন' },
  { locale: 'en', viewport: DESKTOP, heading: 'All ads in Bangladesh', browse: 'Browse by category' },
] as const;

describe('a visitor browsing', () => {
  test.each(cases)(
    'opens home → results → an ad in $locale at $viewport.width px',
    async ({ locale, viewport, heading, browse }) => {
      const page = await openPage(viewport);
      await visit(page, `/${locale}`);
      await expect.poll(() => page.getAttribute('html', 'lang')).toBe(locale);
      await page.getByRole('heading', { name: browse }).waitFor();
      const categoryCount = page
        .getByRole('link')
        .filter({ hasText: locale === 'bn' ? 'বিজ্ঞাপন' : ' ads' })
        .first();
      await categoryCount.waitFor();

      await expectNoHorizontalOverflow(page);

      await page
        .getByRole('link', { name: locale === 'bn' ? 'সকল বিজ্ঞাপন' : 'All ads' })
        .last()
        .click();
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      expect(new URL(page.url()).pathname).toBe(`/${locale}/ads`);
      const cards = page.getByRole('list', { name: locale === 'bn' ? 'ফলাফল' : 'Results' }).getByRole('link');
      expect(await cards.count()).toBe(25);
      await expectNoHorizontalOverflow(page);

      const first = cards.first();
      const firstOnPage1 = await first.locator('h3').textContent();
      await page.getByRole('link', { name: locale === 'bn' ? 'পরের পাতা' : 'Next' }).click();
      await page.waitForURL(`**/${locale}/ads?page=2`);
      // The address can change before page 2 is drawn: wait until other ads are shown, from the top of the page.
      await expect.poll(() => first.locator('h3').textContent()).not.toBe(firstOnPage1);
      await page.locator('a[rel="prev"]').waitFor();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

      const title = (await first.locator('h3').textContent())?.trim() ?? '';
      expect(title.length).toBeGreaterThan(0);
      await first.click();
      await page.waitForURL(`**/${locale}/ad/**`);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(title);
      await page.getByRole('heading', { name: locale === 'bn' ? 'বিবরণ' : 'Description' }).waitFor();
      await expectNoHorizontalOverflow(page);
      const price = await page.locator('main p.text-2xl').textContent();
      expect(price).toMatch(locale === 'bn' ? /৳ [০-৯,]+|দাম জানতে/ : /Tk [0-9,]+|Price on request/);
    },
  );

  test('switches language and keeps the page', async () => {
    const page = await openPage(PHONE);
    await visit(page, '/bn/ads?page=3');
    await page.getByRole('link', { name: 'View in English' }).click();
    await page.waitForURL('**/en/ads?page=3');
    await page.getByRole('heading', { level: 1, name: 'All ads in Bangladesh' }).waitFor();
  });

  test('works without JavaScript', async () => {
    const page = await openPage(PHONE, { javaScript: false });
    await visit(page, '/en');
    await page.getByRole('link', { name: 'All ads' }).last().click();
    await page.getByRole('heading', { level: 1, name: 'All ads in Bangladesh' }).waitFor();
    await page.getByRole('list', { name: 'Results' }).getByRole('link').first().click();
    await page.getByRole('heading', { name: 'Description' }).waitFor();
  });
});

describe('addresses', () => {
  test('/ redirects to the Bengali home page', async () => {
    const page = await openPage(PHONE);
    await visit(page, '/');
    expect(new URL(page.url()).pathname).toBe('/bn');
  });

  test('an unsupported first segment shows the not-found page with status 404', async () => {
    const page = await openPage(PHONE);
    const response = await visit(page, '/fr/ads');
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { name: 'পাতাটি পাওয়া যায়নি' }).waitFor();
  });

  test('an unknown page under a locale shows the not-found page in that language', async () => {
    const page = await openPage(DESKTOP);
    const response = await visit(page, '/en/no-such-page');
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
  });

  test('an unknown ad answers 404', async () => {
    const page = await openPage(PHONE);
    const response = await visit(page, '/en/ad/no-such-ad-1');
    expect(response?.status()).toBe(404);
  });
});
