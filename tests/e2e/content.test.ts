// Content pages, the app embed mode and banners on the built server.
import type { Page } from 'playwright-core';
import { describe, expect, inject, test } from 'vitest';
import { CONTENT_PAGES, embeddablePaths, PLATFORMS } from '../../core/content-pages.ts';
import { openPage, PHONE, visit, expectNoHorizontalOverflow } from './browser.ts';
import { ADMIN } from './server.ts';
import { logInTo } from './sign-up.ts';

const baseUrl = inject('baseUrl');
const LOCALES = ['bn', 'en'] as const;
const PAGES = [...CONTENT_PAGES, { path: 'sitemap', platformAt: 'after' as const }];

describe('every content page of spec section 2, over HTTP', () => {
  test('answers 200 in bn and en, on the site and in each app, with its own content', async () => {
    for (const page of PAGES) {
      const [site, ...embedded] = embeddablePaths(page);
      for (const locale of LOCALES) {
        const own = await fetch(`${baseUrl}/${locale}/${site}`);
        expect(own.status, `${locale}/${site}`).toBe(200);
        const html = await own.text();
        expect(html, site).toContain('<header');
        expect(html, site).toContain(`<html lang="${locale}"`);
        expect(html).toContain('content="width=device-width, initial-scale=1"');
        const title = /<h1[^>]*>([^<]+)<\/h1>/.exec(html)?.[1];
        expect(title, site).toBeTruthy();
        for (const [i, path] of embedded.entries()) {
          const platform = PLATFORMS[i];
          const response = await fetch(`${baseUrl}/${locale}/${path}`);
          expect(response.status, `${locale}/${path}`).toBe(200);
          const embed = await response.text();
          // The app embed mode: the same page, without the site's header and footer.
          expect(embed, path).toContain(`>${title}</h1>`);
          expect(embed, path).not.toContain('<header');
          expect(embed, path).not.toContain('<footer');
          expect(embed.includes('maximum-scale=1.0'), path).toBe(platform === 'ios');
          // Links to pages that have an embedded form keep the platform segment.
          const links = [...embed.matchAll(/href="(\/(?:bn|en)\/[^"]+)"/g)].map((m) => m[1] ?? '');
          for (const other of PAGES) {
            const plain = `/${locale}/${other.path}`;
            expect(links, `${path} links to ${plain} outside the embed`).not.toContain(plain);
          }
        }
      }
    }
  });

  test('answers the seller landing without its page type in each app (/{locale}/{platform}), embedded', async () => {
    for (const locale of LOCALES) {
      const site = await (await fetch(`${baseUrl}/${locale}/sell-anything`)).text();
      const title = /<h1[^>]*>([^<]+)<\/h1>/.exec(site)?.[1];
      for (const platform of PLATFORMS) {
        const response = await fetch(`${baseUrl}/${locale}/${platform}`);
        expect(response.status, `${locale}/${platform}`).toBe(200);
        const html = await response.text();
        expect(html).toContain(`>${title}</h1>`);
        expect(html).not.toContain('<header');
        expect(html.includes('maximum-scale=1.0')).toBe(platform === 'ios');
      }
      // Without a platform, /{locale} is the home page.
      expect(await (await fetch(`${baseUrl}/${locale}`)).text()).toContain('"@type":"Organization"');
    }
  });

  test('answers the not-found page for an unknown platform or the platform in the wrong place', async () => {
    for (const path of ['/en/terms/windows', '/bn/android/terms', '/en/sell-fast/ios', '/bn/help/faq/android/x']) {
      expect((await fetch(`${baseUrl}${path}`)).status, path).toBe(404);
    }
  });

  test('draws the not-found and error pages asked for from an app without the site header and footer', async () => {
    const site = await fetch(`${baseUrl}/en/terms/windows`);
    expect(await site.text()).toContain('<header');
    for (const [path, platform] of [
      ['/bn/android/terms', 'android'],
      ['/en/sell-fast/ios', 'ios'],
      ['/bn/help/faq/android/x', 'android'],
      ['/en/ios/no-such-page', 'ios'],
    ] as const) {
      const response = await fetch(`${baseUrl}${path}`);
      expect(response.status, path).toBe(404);
      const html = await response.text();
      expect(html, path).toContain('<h1');
      expect(html, path).not.toContain('<header');
      expect(html, path).not.toContain('<footer');
      expect(html.includes('maximum-scale=1.0'), path).toBe(platform === 'ios');
    }
    // An error other than not-found on an embedded page (a form sent to a page without one) stays embedded too.
    const refused = await fetch(`${baseUrl}/en/terms/ios`, {
      method: 'POST',
      headers: { origin: baseUrl, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'x=1',
    });
    expect(refused.status).toBe(405);
    const html = await refused.text();
    expect(html).toContain('<h1');
    expect(html).not.toContain('<header');
    expect(html).not.toContain('<footer');
    expect(html).toContain('maximum-scale=1.0');
  });

  test('sends /reviews/cars and /reviews/bikes to the guide pages', async () => {
    for (const kind of ['cars', 'bikes']) {
      const response = await fetch(`${baseUrl}/reviews/${kind}`, { redirect: 'manual' });
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe(`/bn/reviews/${kind}`);
    }
  });

  test('a crawler follows sitemap.xml to every chunk, and the home page carries Organization and WebSite', async () => {
    const index = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
    const chunks = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '').pathname);
    expect(chunks).toContain('/sitemap-ads-1.xml');
    for (const chunk of chunks) {
      const response = await fetch(`${baseUrl}${chunk}`);
      expect(response.status, chunk).toBe(200);
      const first = /<loc>([^<]+)<\/loc>/.exec(await response.text())?.[1] ?? '';
      expect((await fetch(`${baseUrl}${new URL(first).pathname}`)).status, first).toBe(200);
    }
    const home = await (await fetch(`${baseUrl}/en`)).text();
    expect(home).toContain('"@type":"Organization"');
    expect(home).toContain('"@type":"SearchAction"');
    expect(await (await fetch(`${baseUrl}/robots.txt`)).text()).toContain('Sitemap:');
  });
});

describe('admins edit pages and banners in the browser', () => {
  test('an admin edits a page and adds a banner; a visitor sees both; a script in the edit does not run', async () => {
    const admin = await openPage(PHONE);
    await logInTo(admin, ADMIN, '/en/admin/pages/staySafe');
    const marker = `Meet in a metro station ${Date.now()}`;
    await admin
      .getByLabel('Text in Markdown (English)')
      .fill(
        `${marker}.\n\n<script>window.pwned = 1</script>\n\n<img src=x onerror="window.pwned = 2">\n\n[click](javascript:window.pwned=3)`,
      );
    await admin.getByRole('button', { name: 'Preview' }).click();
    await expect.poll(() => admin.getByTestId('preview-en').textContent()).toContain(marker);
    await admin
      .getByLabel('Text in Markdown (English)')
      .fill(
        `${marker}.\n\n<script>window.pwned = 1</script>\n\n<img src=x onerror="window.pwned = 2">\n\n[click](javascript:window.pwned=3)`,
      );
    await admin.getByRole('button', { name: 'Save' }).click();
    await admin.getByText('Saved. Visitors now see the new text.').waitFor();

    await visit(admin, '/en/admin/banners');
    await admin.getByLabel('Slot').selectOption('home');
    await admin.getByLabel('Image URL on Haat (/media/…)').fill('/favicon.svg');
    await admin.getByLabel('Link (a Haat path or https://…)').fill('/en/advertising');
    await admin.getByLabel('Text (Bangla)').fill('ঈদের মেলা');
    const draft = `Eid fair draft ${Date.now()}`;
    const alt = `Eid fair ${Date.now()}`;
    await admin.getByLabel('Text (English)').fill(draft);
    await admin.getByRole('button', { name: 'Save' }).click();
    await admin.getByTestId('banners').getByText(`${draft}`).waitFor();
    // …and edits it.
    await admin.getByTestId('banners').getByRole('listitem').filter({ hasText: draft }).getByRole('link').click();
    await admin.getByRole('heading', { name: /Edit banner/ }).waitFor();
    await admin.getByLabel('Text (English)').fill(alt);
    await admin.getByRole('button', { name: 'Save' }).click();
    await admin.getByTestId('banners').getByText(alt).waitFor();

    const visitor = await openPage(PHONE);
    let dialogs = 0;
    visitor.on('dialog', (dialog) => {
      dialogs += 1;
      void dialog.dismiss();
    });
    await visit(visitor, '/en/stay-safe');
    await visitor.getByText(marker).waitFor();
    await expect.poll(() => visitor.getByText('<script>window.pwned = 1</script>').count()).toBe(1);
    expect(await visitor.evaluate(() => (window as unknown as { pwned?: number }).pwned)).toBeUndefined();
    expect(await visitor.locator('article a[href^="javascript:"]').count()).toBe(0);
    expect(dialogs).toBe(0);
    await expectNoHorizontalOverflow(visitor);

    await visit(visitor, '/en');
    await visitor.getByRole('img', { name: alt }).waitFor();
    // The banner's picture has its box before it arrives: nothing on the page moved.
    expect(await layoutShift(visitor)).toBe(0);
    await visitor.getByRole('link', { name: alt }).click();
    await visitor.waitForURL('**/en/advertising');

    // A results banner arrives after the page, below the results: the first screen does not move either.
    await visit(admin, '/en/admin/banners');
    await admin.getByLabel('Slot').selectOption('results');
    await admin.getByLabel('Image URL on Haat (/media/…)').fill('/favicon.svg');
    await admin.getByLabel('Link (a Haat path or https://…)').fill('/en/advertising');
    await admin.getByLabel('Text (Bangla)').fill('শীতের মেলা');
    const results = `Winter fair ${Date.now()}`;
    await admin.getByLabel('Text (English)').fill(results);
    await admin.getByRole('button', { name: 'Save' }).click();
    await admin.getByTestId('banners').getByText(results).waitFor();
    await visit(visitor, '/en/ads');
    await visitor.getByRole('img', { name: results }).waitFor({ state: 'attached' });
    expect(await layoutShift(visitor)).toBe(0);
  });
});

/** The page's cumulative layout shift so far, as Chromium's Layout Instability API reports it. */
function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) total += (entry as PerformanceEntry & { value: number }).value;
        }).observe({ type: 'layout-shift', buffered: true });
        // Buffered entries are delivered in the observer's first callback, before this timer's.
        setTimeout(() => resolve(total), 100);
      }),
  );
}
