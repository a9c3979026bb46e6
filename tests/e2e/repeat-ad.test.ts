// Posting one of your own ads again (decision 264), at 360 px: the submit answers with the offer to bump or edit
// the ad you already have, or to post anyway; "post anyway" posts it. Without JavaScript in bn (the offer is
// server-rendered), with it in en.
import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { expectNoHorizontalOverflow, openPage, PHONE, visit } from './browser.ts';
import { asNewVisitor, signUpByPhone, unique } from './sign-up.ts';

const picture = async () => ({
  name: 'IMG_0100.jpg',
  mimeType: 'image/jpeg',
  buffer: await sharp({ create: { width: 640, height: 480, channels: 3, background: '#16a085' } })
    .jpeg()
    .toBuffer(),
});

/** The phone ad form in bn without JavaScript (its field labels), filled with the same words each time. */
async function fillBn(page: Page, title: string) {
  await visit(page, '/bn/post-ad/details?category=102&location=100');
  await page.getByLabel('অবস্থা').selectOption({ label: 'ব্যবহৃত' });
  await page.getByLabel('ব্র্যান্ড').selectOption({ label: 'Samsung' });
  // Without JavaScript the brand's models come with the form sent back once.
  await page.getByRole('button', { name: 'এই ব্র্যান্ডের মডেল দেখান' }).click();
  await page.getByLabel('মডেল', { exact: true }).selectOption({ label: 'Galaxy S25 Ultra' });
  await page.getByLabel('শিরোনাম').fill(title);
  await page.getByLabel('বিবরণ').fill('মার্চে কেনা, বক্স ও চার্জার সহ। কোনো দাগ নেই, ব্যাটারি খুব ভালো।');
  await page.getByLabel('দাম (টাকা)').fill('৯৫,০০০');
}

describe('posting your own ad again', () => {
  test('without JavaScript, in bn: the offer to edit the ad you have, then "post anyway" posts it', async () => {
    const page = await asNewVisitor(await openPage(PHONE, { javaScript: false }));
    await signUpByPhone(page, 'Farhana');
    const title = `স্যামসাং এস২৫ আল্ট্রা ${unique().slice(-5)}`;

    await fillBn(page, title);
    await page.locator('input[type=file][name=pictures]').setInputFiles([await picture()]);
    await page.getByRole('button', { name: 'বিজ্ঞাপন পোস্ট করুন' }).click();
    await page.waitForURL('**/bn/post-ad/confirm?flow=promote&slug=*&notice=posted');
    const slug = new URL(page.url()).searchParams.get('slug') ?? '';

    // The same ad again, the same photo: the submit answers with the offer instead of posting.
    await fillBn(page, title);
    await page.locator('input[type=file][name=pictures]').setInputFiles([await picture()]);
    await page.getByRole('button', { name: 'বিজ্ঞাপন পোস্ট করুন' }).click();
    const offer = page.getByRole('alert').filter({ hasText: 'এই বিজ্ঞাপনটি আপনার আগে থেকেই আছে' });
    await offer.getByRole('heading', { name: `এই বিজ্ঞাপনটি আপনার আগে থেকেই আছে: ${title}` }).waitFor();
    // Still waiting for review: nothing to bump yet, but it can be edited.
    expect(await offer.getByRole('link', { name: 'বাম্প আপ করুন' }).count()).toBe(0);
    expect(await offer.getByRole('link', { name: 'এডিট করুন' }).getAttribute('href')).toBe(`/bn/ad/${slug}/edit`);
    await expectNoHorizontalOverflow(page);
    // What was typed is kept, the photo too.
    expect(await page.getByLabel('শিরোনাম').inputValue()).toBe(title);
    expect(await page.locator('input[name=picture_ids]:checked').count()).toBe(1);

    await offer.getByRole('button', { name: 'তবুও পোস্ট করুন' }).click();
    await page.waitForURL('**/bn/post-ad/confirm?flow=promote&slug=*&notice=posted');
    expect(new URL(page.url()).searchParams.get('slug')).not.toBe(slug);
    await visit(page, '/bn/my/pending-ads');
    expect(await page.getByRole('heading', { name: title }).count()).toBe(2);
  });

  test('with JavaScript, in en: the same title and text offers the ad you have; "Post anyway" posts it', async () => {
    const page = await asNewVisitor(await openPage(PHONE));
    await signUpByPhone(page, 'Imran');
    const title = `Samsung Galaxy S25 Ultra boxed ${unique().slice(-5)}`;
    const fill = async (typedTitle: string) => {
      await visit(page, '/en/post-ad/details?category=102&location=100');
      await page.locator('html[data-hydrated]').waitFor();
      await page.getByLabel('Condition').selectOption({ label: 'Used' });
      await page.getByLabel('Brand').selectOption({ label: 'Samsung' });
      await page.getByLabel('Model', { exact: true }).selectOption({ label: 'Galaxy S25 Ultra' });
      await page.getByLabel('Title').fill(typedTitle);
      await page
        .getByLabel('Description')
        .fill('Bought in March, boxed with the charger and the receipt. No scratches.');
      await page.getByLabel('Price (Tk)').fill('95000');
    };
    await fill(title);
    await page.getByRole('button', { name: 'Post ad' }).click();
    await page.waitForURL('**/en/post-ad/confirm?flow=promote&slug=*&notice=posted');

    // Typed again with other capitals and spacing: the same words.
    await fill(`  ${title.toUpperCase()} `);
    await page.getByRole('button', { name: 'Post ad' }).click();
    const offer = page.getByRole('alert').filter({ hasText: 'You already have this ad' });
    await offer.getByRole('heading', { name: `You already have this ad: ${title}` }).waitFor();
    await offer.getByRole('link', { name: 'Edit it' }).waitFor();
    await expectNoHorizontalOverflow(page);
    await offer.getByRole('button', { name: 'Post anyway' }).click();
    await page.waitForURL('**/en/post-ad/confirm?flow=promote&slug=*&notice=posted');
  });
});
