// Paying a listing fee in the browser at 360 px: a property ad is posted, its fee paid through the local
// bKash stand-in's hosted page — failed, then cancelled, then paid — each time landing on the transaction page with
// the right status; the paid ad moves on to review. In bn with JavaScript, and in en without it; and through the
// SSLCommerz stand-in. Nobody else sees the transaction page; an anonymous visitor is sent to log in.
import { describe, expect, test } from 'vitest';
import { expectNoHorizontalOverflow, openPage, PHONE, visit } from './browser.ts';
import { payOnBkash, postPropertyAd } from './paying.ts';
import { asNewVisitor, signUpByPhone, unique } from './sign-up.ts';

describe('paying a listing fee with bKash', () => {
  test('in bn: posted property ad → fail → cancel → pay; the ad goes to review', async () => {
    const page = await asNewVisitor(await openPage(PHONE));
    await signUpByPhone(page, 'Karim');
    const title = `ধানমন্ডিতে ৩ বেডরুমের ফ্ল্যাট ${unique().slice(-5)}`;
    await postPropertyAd(page, title);
    await page.getByText('৳ ৫০০').waitFor();
    await expectNoHorizontalOverflow(page);

    await page.getByRole('button', { name: 'bKash দিয়ে পরিশোধ করুন' }).click();
    await payOnBkash(page, 'Fail', 'bn');
    await page.getByRole('status').getByText('পেমেন্ট ব্যর্থ হয়েছে').waitFor();
    await expectNoHorizontalOverflow(page);

    await page.getByRole('link', { name: 'আবার চেষ্টা করুন' }).click();
    await page.getByRole('button', { name: 'bKash দিয়ে পরিশোধ করুন' }).click();
    await payOnBkash(page, 'Cancel', 'bn');
    await page.getByRole('status').getByText('পেমেন্ট বাতিল করা হয়েছে').waitFor();

    await page.getByRole('link', { name: 'আবার চেষ্টা করুন' }).click();
    await page.getByRole('button', { name: 'bKash দিয়ে পরিশোধ করুন' }).click();
    await payOnBkash(page, 'Pay', 'bn');
    await page.getByRole('status').getByText('পেমেন্ট সফল হয়েছে').waitFor();
    // The invoice says what was bought, for which ad, the bKash TrxID and the time of day (decision 236).
    const lines = page.getByTestId('invoice-lines');
    await lines.getByText('লিস্টিং ফি', { exact: true }).waitFor();
    await page.getByText(title).waitFor();
    await lines.getByText('৳ ৫০০').first().waitFor();
    await page.getByText('বিকাশ TrxID').waitFor();
    await expect(page.getByTestId('transaction-id').innerText()).resolves.toMatch(/^TRX/);
    await page.getByText(/[০-৯]{1,2}:[০-৯]{2}.*\(বাংলাদেশ সময়\)/).waitFor();
    await expectNoHorizontalOverflow(page);

    const transaction = new URL(page.url());
    await page.getByRole('link', { name: 'আমার অপেক্ষমাণ বিজ্ঞাপন দেখুন' }).click();
    await page.getByRole('heading', { name: title }).waitFor();

    const stranger = await asNewVisitor(await openPage(PHONE));
    await signUpByPhone(stranger, 'Rafiq');
    const path = `${transaction.pathname}${transaction.search}`;
    expect((await visit(stranger, path))?.status()).toBe(404);
    const anonymous = await openPage(PHONE);
    await visit(anonymous, path);
    expect(new URL(anonymous.url()).pathname).toBe('/bn/users/login');
  });

  test('in bn through SSLCommerz: its page posts the buyer back, the ad goes to review', async () => {
    const page = await asNewVisitor(await openPage(PHONE));
    await signUpByPhone(page, 'Shirin');
    await postPropertyAd(page, `উত্তরায় ২ বেডরুমের ফ্ল্যাট ${unique().slice(-5)}`);
    await page.getByRole('button', { name: 'SSLCommerz দিয়ে পরিশোধ করুন' }).click();
    await page.getByRole('heading', { name: 'SSLCommerz' }).waitFor();
    await expectNoHorizontalOverflow(page);
    await page.getByRole('button', { name: /Pay$/ }).click();
    await page.waitForURL('**/bn/post-ad/lst-fee/transaction?**');
    await page.getByRole('status').getByText('পেমেন্ট সফল হয়েছে').waitFor();
  });

  test('in en without JavaScript: pay from the pending-payment list, see it in the payments history', async () => {
    const page = await asNewVisitor(await openPage(PHONE, { javaScript: false }));
    await signUpByPhone(page, 'Nadia');
    const title = `Three bedroom flat in Dhanmondi ${unique().slice(-5)}`;
    await postPropertyAd(page, title);

    await visit(page, '/en/my/pending-payment-ads');
    await page.getByRole('link', { name: 'Pay now' }).click();
    await page.getByText('Tk 500').waitFor();
    await expectNoHorizontalOverflow(page);
    await page.getByRole('button', { name: 'Pay with bKash' }).click();
    await page.waitForURL('**/checkout/**');
    await payOnBkash(page, 'Pay', 'en');
    await page.getByRole('status').getByText('Payment successful').waitFor();
    await page.getByText('Your ad is now in review.', { exact: false }).waitFor();

    await visit(page, '/en/my/account');
    await page.getByRole('heading', { name: 'My payments' }).waitFor();
    await page.getByRole('link', { name: new RegExp(`Tk 500.*Paid.*Listing fee.*${title}`) }).waitFor();
    await expectNoHorizontalOverflow(page);
  });

  test('in bn without JavaScript: a checkout left on bKash’s page is resumed, or discarded from My payments', async () => {
    const page = await asNewVisitor(await openPage(PHONE, { javaScript: false }));
    await signUpByPhone(page, 'Sumaiya');
    await postPropertyAd(page, `মিরপুরে ২ বেডরুমের ফ্ল্যাট ${unique().slice(-5)}`);
    await page.getByRole('button', { name: 'bKash দিয়ে পরিশোধ করুন' }).click();
    await page.waitForURL('**/checkout/**');
    const hosted = page.url();

    // Left on the provider's page: My payments offers to continue it or to throw it away.
    await visit(page, '/bn/my/account');
    const open = page.getByTestId('open-payment');
    await open.getByRole('link', { name: 'পেমেন্ট চালিয়ে যান' }).waitFor();
    expect(await open.getByRole('link', { name: 'পেমেন্ট চালিয়ে যান' }).getAttribute('href')).toBe(hosted);
    await expectNoHorizontalOverflow(page);
    await open.getByRole('button', { name: 'বাদ দিন' }).click();
    await page.getByRole('status').getByText('অসম্পূর্ণ পেমেন্টটি বাদ দেওয়া হয়েছে।', { exact: false }).waitFor();
    await page.getByText('এখনও কোনো পেমেন্ট নেই।').waitFor();

    // Discarded, the fee is asked again and paid once.
    await visit(page, '/bn/my/pending-payment-ads');
    await page.getByRole('link', { name: 'এখনই পরিশোধ করুন' }).click();
    await page.getByRole('button', { name: 'bKash দিয়ে পরিশোধ করুন' }).click();
    await payOnBkash(page, 'Pay', 'bn');
    await page.getByRole('status').getByText('পেমেন্ট সফল হয়েছে').waitFor();
  });
});
