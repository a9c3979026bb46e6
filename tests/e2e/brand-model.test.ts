// The post-ad form's brand and model at 360 px in bn (decision 258): brands and models in Latin as the trade writes
// them; the model list empty until a brand is chosen, then only that brand's models, narrowed as a word is typed
// (in either script); without JavaScript, "show the brand's models" brings the brand's list.
import type { Page } from 'playwright-core';
import { describe, expect, inject, test } from 'vitest';
import { expectNoHorizontalOverflow, openPage, PHONE, visit } from './browser.ts';
import { signUpOverHttp, unique } from './sign-up.ts';

/** Mobile phones in Dhaka: a brand-tree category. */
const POST_PATH = '/bn/post-ad/details?category=102&location=100';

async function signedIn(javaScript: boolean): Promise<Page> {
  const baseUrl = inject('baseUrl');
  const id = unique();
  const account = await signUpOverHttp(baseUrl, {
    name: 'Nusrat',
    email: `brand-model-${id}@example.com`,
    password: 'correct horse battery',
    ip: `100.73.${Math.floor(Math.random() * 256)}.${(Number(id) % 250) + 1}`,
  });
  const page = await openPage(PHONE, { javaScript });
  await page.context().addCookies([{ name: 'haat_session', value: account.token, url: baseUrl }]);
  return page;
}

const modelSelect = (page: Page) => page.getByLabel('মডেল', { exact: true });
const modelOptions = (page: Page) =>
  modelSelect(page)
    .locator('option')
    .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).textContent ?? ''));

describe('brand and model on the post-ad form', () => {
  test("with JavaScript: no models until a brand is chosen, then that brand's in Latin, narrowed as typed", async () => {
    const page = await signedIn(true);
    await visit(page, POST_PATH);
    await expectNoHorizontalOverflow(page);

    // Before a brand: the model field is disabled, empty and says why; no "show models" button is needed.
    expect(await modelSelect(page).isDisabled()).toBe(true);
    expect(await modelOptions(page)).toEqual(['বেছে নিন…']);
    await page.getByText('আগে ব্র্যান্ড বেছে নিন।').waitFor();
    expect(await page.getByRole('button', { name: 'এই ব্র্যান্ডের মডেল দেখান' }).count()).toBe(0);

    // Brands are in Latin, "Other brand" in Bengali.
    const brands = await page
      .getByLabel('ব্র্যান্ড')
      .locator('option')
      .evaluateAll((options) => options.map((o) => o.textContent ?? ''));
    expect(brands).toContain('Samsung');
    expect(brands).toContain('OnePlus');
    expect(brands).toContain('অন্যান্য ব্র্যান্ড');
    expect(brands).not.toContain('স্যামসাং');

    await page.getByLabel('ব্র্যান্ড').selectOption({ label: 'OnePlus' });
    expect(await modelSelect(page).isEnabled()).toBe(true);
    const oneplus = await modelOptions(page);
    expect(oneplus).toContain('Nord CE4');
    expect(oneplus).not.toContain('Galaxy A15');
    expect(oneplus.filter((label) => /[\u0980-\u09FF]/.test(label))).toEqual(['বেছে নিন…', 'অন্যান্য মডেল']);
    expect(await page.getByText('আগে ব্র্যান্ড বেছে নিন।').count()).toBe(0);

    // Another brand: its models only, narrowed by a word typed in Latin or in Bengali.
    await page.getByLabel('ব্র্যান্ড').selectOption({ label: 'Samsung' });
    const samsung = await modelOptions(page);
    expect(samsung).toContain('Galaxy A15');
    expect(samsung).not.toContain('Nord CE4');
    await page.getByLabel('মডেল খুঁজুন').fill('a15');
    expect(await modelOptions(page)).toEqual(['বেছে নিন…', 'Galaxy A15']);
    await page.getByLabel('মডেল খুঁজুন').fill('গ্যালাক্সি এ১৫');
    expect(await modelOptions(page)).toEqual(['বেছে নিন…', 'Galaxy A15']);
    await modelSelect(page).selectOption({ label: 'Galaxy A15' });
    expect(await modelSelect(page).inputValue()).toBe('samsung-galaxy-a15');
    await page.getByLabel('মডেল খুঁজুন').fill('');
    expect((await modelOptions(page)).length).toBe(samsung.length);
    expect(await modelSelect(page).inputValue()).toBe('samsung-galaxy-a15');
    await expectNoHorizontalOverflow(page);
  });

  test("without JavaScript: choosing a brand and asking for its models brings that brand's list", async () => {
    const page = await signedIn(false);
    await visit(page, POST_PATH);
    expect(await modelSelect(page).isDisabled()).toBe(true);
    expect(await modelOptions(page)).toEqual(['বেছে নিন…']);
    await page.getByText('আগে ব্র্যান্ড বেছে নিন।').waitFor();

    await page.getByLabel('শিরোনাম').fill('Nord CE4 ৮/১২৮ জিবি');
    await page.getByLabel('ব্র্যান্ড').selectOption({ label: 'OnePlus' });
    await page.getByRole('button', { name: 'এই ব্র্যান্ডের মডেল দেখান' }).click();
    await page.waitForLoadState('load');
    // The form again, nothing lost and no errors: the brand chosen and its models offered.
    expect(await page.getByLabel('ব্র্যান্ড').inputValue()).toBe('oneplus');
    expect(await page.getByLabel('শিরোনাম').inputValue()).toBe('Nord CE4 ৮/১২৮ জিবি');
    expect(await page.locator('[id$="-error"]').count()).toBe(0);
    expect(await modelSelect(page).isEnabled()).toBe(true);
    const models = await modelOptions(page);
    expect(models).toContain('Nord CE4');
    expect(models).not.toContain('Galaxy A15');
    await modelSelect(page).selectOption({ label: 'Nord CE4' });
    expect(await modelSelect(page).inputValue()).toBe('oneplus-nord-ce4');
    await expectNoHorizontalOverflow(page);

    // Enter in a field still posts the ad (the form is incomplete, so it is answered with its errors).
    await page.getByLabel('শিরোনাম').press('Enter');
    await page.locator('[id$="-error"]').first().waitFor();
    expect(await modelSelect(page).inputValue()).toBe('oneplus-nord-ce4');
  });
});
