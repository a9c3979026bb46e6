// Posting and managing ads in the browser, at 360 px in bn: post an ad (with a validation error on the
// way that keeps what was typed), see it pending, approve it as a moderator, find it in search, edit it, delete it;
// and another user's attempts on the owner's and the moderators' pages.
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, inject, test } from 'vitest';
import { expectNoHorizontalOverflow, openPage, PHONE, visit } from './browser.ts';
import { MODERATOR } from './server.ts';
import { asNewVisitor, signUpByPhone, unique, unusedCode } from './sign-up.ts';

/** Three phone pictures: a JPEG taken sideways (EXIF orientation 6), a PNG screenshot and a HEIC with GPS. */
async function phonePictures() {
  const jpeg = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#c0392b' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .toBuffer();
  const png = await sharp({ create: { width: 400, height: 800, channels: 3, background: '#2980b9' } })
    .png()
    .toBuffer();
  const heic = await readFile(new URL('../fixtures/phone-gps.heic', import.meta.url));
  return [
    { name: 'IMG_0001.jpg', mimeType: 'image/jpeg', buffer: jpeg },
    { name: 'Screenshot.png', mimeType: 'image/png', buffer: png },
    { name: 'IMG_0002.HEIC', mimeType: 'image/heic', buffer: heic },
  ];
}

async function logInAsModerator(page: Page) {
  await visit(page, '/bn/users/login?redirect-url=%2Fbn%2Fadmin%2Freview');
  await page.getByLabel('ই-মেইল অথবা ফোন নম্বর').fill(MODERATOR.email);
  await page.getByLabel('পাসওয়ার্ড', { exact: true }).fill(MODERATOR.password);
  await page.getByRole('button', { name: 'লগ ইন', exact: true }).click();
  const code = await unusedCode(MODERATOR.email, MODERATOR.secondFactor);
  await page.getByLabel('অথেনটিকেটর অ্যাপের ৬ অঙ্কের কোড').fill(code);
  await page.getByRole('button', { name: 'এগিয়ে যান' }).click();
  await page.waitForURL('**/bn/admin/review');
}

describe('posting an ad', () => {
  test('post → pending → approved by a moderator → found in search → edited → deleted; others get not-found', async () => {
    const page = await asNewVisitor(await openPage(PHONE));
    await signUpByPhone(page, 'Sumaiya');
    const title = `স্যামসাং গ্যালাক্সি এস২৫ আল্ট্রা ${unique().slice(-5)}`;

    // Category by search, then division → district → area
    await visit(page, '/bn/post-ad');
    await page.getByRole('searchbox', { name: 'ক্যাটাগরি খুঁজুন' }).fill('মোবাইল ফোন');
    await page.getByRole('main').getByRole('button', { name: 'খুঁজুন' }).click();
    await page.getByRole('link', { name: 'মোবাইল ফোন', exact: true }).click();
    await page.getByLabel('বিভাগ').selectOption({ label: 'ঢাকা বিভাগ' });
    await page.getByRole('button', { name: 'পরবর্তী' }).click();
    await page.getByLabel('জেলা').selectOption({ label: 'ঢাকা' });
    await page.getByRole('button', { name: 'পরবর্তী' }).click();
    await page.getByLabel('এলাকা').selectOption({ label: 'ধানমন্ডি' });
    await page.getByRole('button', { name: 'পরবর্তী' }).click();
    await page.waitForURL('**/bn/post-ad/details?**');
    await expectNoHorizontalOverflow(page);

    // The form, first with a description too short: everything typed stays
    await page.getByLabel('অবস্থা').selectOption({ label: 'ব্যবহৃত' });
    await page.getByLabel('ব্র্যান্ড').selectOption({ label: 'Samsung' });
    await page.getByLabel('মডেল', { exact: true }).selectOption({ label: 'Galaxy S25 Ultra' });
    await page.getByLabel('শিরোনাম').fill(title);
    await page.getByLabel('বিবরণ').fill('খুব ভালো');
    await page.getByLabel('দাম (টাকা)').fill('১,১০,০০০');
    await page.locator('input[type=file]').setInputFiles(await phonePictures());
    await expect.poll(() => page.locator('input[name=picture_ids]').count(), { timeout: 30_000 }).toBe(3);
    await page.getByRole('button', { name: 'বিজ্ঞাপন পোস্ট করুন' }).click();
    await page.getByText('কমপক্ষে ২০ অক্ষরে বর্ণনা দিন।').waitFor();
    expect(await page.getByLabel('শিরোনাম').inputValue()).toBe(title);
    expect(await page.getByLabel('দাম (টাকা)').inputValue()).toBe('১,১০,০০০');
    expect(await page.getByLabel('মডেল', { exact: true }).inputValue()).toBe('samsung-galaxy-s25-ultra');
    expect(await page.locator('input[name=picture_ids]').count()).toBe(3);

    await page.getByLabel('বিবরণ').fill('মার্চে কেনা, বক্স ও চার্জার সহ। কোনো দাগ নেই, ব্যাটারি খুব ভালো।');
    await page.getByRole('button', { name: 'বিজ্ঞাপন পোস্ট করুন' }).click();
    // The promotion picker comes first, with the notice; "not now" goes on to the pending list.
    await page.waitForURL('**/bn/post-ad/confirm?flow=promote&slug=*&notice=posted');
    await page.getByText('আপনার বিজ্ঞাপন জমা হয়েছে।', { exact: false }).waitFor();
    await page.getByRole('heading', { level: 1, name: 'প্রচার দিয়ে দ্রুত বিক্রি করুন' }).waitFor();
    // Where the seller decides: what promotions did for ads like this, and nothing paid ticked for them.
    await page.getByTestId('promotion-forecasts').getByText('প্রচারের আগে: এমন বিজ্ঞাপন কী পেয়েছে').waitFor();
    const ticked = page.getByTestId('promotion-picker').locator('input[type=radio][name^=kind_]:checked');
    expect(await ticked.evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value))).toEqual(
      Array(await ticked.count()).fill(''),
    );
    expect(await ticked.count()).toBeGreaterThan(0);
    await expectNoHorizontalOverflow(page);
    await page.getByRole('link', { name: 'এখন না: আমার বিজ্ঞাপনে যান' }).click();
    await page.waitForURL('**/bn/my/pending-ads?notice=posted');
    await page.getByText('আপনার বিজ্ঞাপন জমা হয়েছে।', { exact: false }).waitFor();
    await page.getByRole('heading', { name: title }).waitFor();
    expect(await page.locator('main li img').count()).toBe(1);
    await expectNoHorizontalOverflow(page);
    const editHref = await page.getByRole('link', { name: 'সম্পাদনা' }).getAttribute('href');
    const slug = /\/ad\/([^/]+)\/edit$/.exec(editHref ?? '')?.[1] ?? '';
    expect(slug).toMatch(/^syamosang-gyalaksi-[a-z0-9-]+-dhanmondi-\d+$/);

    // Another user: not-found on the owner's pages and the review queue
    const stranger = await asNewVisitor(await openPage(PHONE));
    await signUpByPhone(stranger, 'Rafiq');
    for (const path of [`/bn/ad/${slug}/edit`, `/bn/my/delete/${slug}`, '/bn/admin/review']) {
      expect((await visit(stranger, path))?.status(), path).toBe(404);
    }
    await visit(stranger, '/bn/my/pending-ads');
    expect(await stranger.getByRole('heading', { name: title }).count()).toBe(0);

    // The moderator approves it from the queue
    const moderator = await asNewVisitor(await openPage(PHONE));
    await logInAsModerator(moderator);
    await expectNoHorizontalOverflow(moderator);
    // by keyboard: a click in the ad makes it the current one, "a" approves it
    await moderator.getByRole('article', { name: title }).getByRole('heading').click();
    await moderator.keyboard.press('a');
    await moderator.getByText(`"${title}" অনুমোদিত হয়েছে।`).waitFor();

    // Search finds it
    const serp = await fetch(
      `${inject('baseUrl')}/data/serp?query=${encodeURIComponent(title.split(' ').at(-1) ?? '')}`,
    );
    expect(await serp.text()).toContain(slug);

    // The owner edits the price: the ad stays published
    await visit(page, `/bn/ad/${slug}/edit`);
    await page.getByLabel('দাম (টাকা)').fill('১০৫০০০');
    await page.getByRole('button', { name: 'পরিবর্তন সংরক্ষণ করুন' }).click();
    await page.waitForURL('**/bn/edit-ad/confirm?flow=promote&slug=*&notice=edited');
    await page.getByRole('link', { name: 'এখন না: আমার বিজ্ঞাপনে যান' }).click();
    await page.waitForURL('**/bn/my/published-ads?notice=edited');
    await page.getByRole('heading', { name: title }).waitFor();

    // …and deletes it after confirming
    await page.getByRole('link', { name: 'মুছুন' }).click();
    await page.getByRole('heading', { name: 'বিজ্ঞাপনটি মুছবেন?' }).waitFor();
    await page.getByRole('button', { name: 'হ্যাঁ, মুছে ফেলুন' }).click();
    await page.waitForURL('**/bn/my/published-ads?notice=removed');
    await page.getByText('আপনার বিজ্ঞাপন মুছে ফেলা হয়েছে।').waitFor();
    expect([404, 410]).toContain((await visit(page, `/bn/ad/${slug}`))?.status());
  });

  test('without JavaScript the steps and the form work, and the empty dashboard invites a first ad', async () => {
    const page = await asNewVisitor(await openPage(PHONE, { javaScript: false }));
    await signUpByPhone(page, 'Nusrat');
    await visit(page, '/bn/my/published-ads');
    await page.getByRole('link', { name: 'প্রথম বিজ্ঞাপন দিন' }).click();
    await page.getByRole('link', { name: 'মোবাইল ফোন', exact: true }).click();
    await page.getByLabel('বিভাগ').selectOption({ label: 'ঢাকা বিভাগ' });
    await page.getByRole('button', { name: 'পরবর্তী' }).click();
    await page.getByLabel('জেলা').selectOption({ label: 'ঢাকা' });
    await page.getByRole('button', { name: 'পরবর্তী' }).click();
    await page.getByLabel('এলাকা').selectOption({ label: 'ধানমন্ডি' });
    await page.getByRole('button', { name: 'পরবর্তী' }).click();
    await page.getByLabel('শিরোনাম').fill('Walton Primo R10, fresh condition');
    await page.locator('input[type=file][name=pictures]').setInputFiles((await phonePictures()).slice(0, 1));
    await page.getByRole('button', { name: 'খসড়া সংরক্ষণ করুন' }).click();
    await page.getByText('খসড়া সংরক্ষিত হয়েছে।').waitFor();
    await visit(page, '/bn/post-ad');
    await page.getByRole('link', { name: /Walton Primo R10/ }).click();
    expect(await page.getByLabel('শিরোনাম').inputValue()).toBe('Walton Primo R10, fresh condition');
    // the picture uploaded with the draft is kept (a "keep" box, ticked)
    expect(await page.locator('input[name=picture_ids]:checked').count()).toBe(1);
    // a text file named like a photo is refused by its content, the rest of the form kept
    await page
      .locator('input[type=file][name=pictures]')
      .setInputFiles({ name: 'photo.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not a picture at all') });
    await page.getByRole('button', { name: 'বিজ্ঞাপন পোস্ট করুন' }).click();
    await page.getByText('এই ফাইলটি ব্যবহারযোগ্য ছবি নয়।', { exact: false }).waitFor();
    await page.getByText('অবস্থা বেছে নিন।').waitFor();
    await page.getByText('কমপক্ষে ২০ অক্ষরে বর্ণনা দিন।').waitFor();
    expect(await page.getByLabel('শিরোনাম').inputValue()).toBe('Walton Primo R10, fresh condition');
    expect(await page.locator('input[name=picture_ids]:checked').count()).toBe(1);
  });

  test('with JavaScript, what was typed survives a reload (kept in the browser)', async () => {
    const page = await asNewVisitor(await openPage(PHONE));
    await signUpByPhone(page, 'Tanvir');
    await visit(page, '/bn/post-ad/details?category=102&location=100');
    await page.getByLabel('শিরোনাম').fill('Xiaomi Redmi Note 13, boxed');
    await page.getByLabel('বিবরণ').fill('Two months old');
    await page.reload();
    await page.locator('html[data-hydrated]').waitFor();
    await page.getByText('আগেরবার যা লিখেছিলেন তা ফিরিয়ে আনা হয়েছে।').waitFor();
    expect(await page.getByLabel('শিরোনাম').inputValue()).toBe('Xiaomi Redmi Note 13, boxed');
    expect(await page.getByLabel('বিবরণ').inputValue()).toBe('Two months old');
  });
});
