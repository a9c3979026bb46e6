// The back office at 1280 px: a moderator, a finance user and an admin each do their work and are
// refused what their role does not allow, in the pages and at the API; each action is in the audit log; a
// suspended person cannot sign in (their ads leaving search is proven by server/modules/backoffice/people.test.ts).
import type { Page } from 'playwright-core';
import { describe, expect, inject, test } from 'vitest';
import { DESKTOP, expectNoHorizontalOverflow, openPage, visit } from './browser.ts';
import { payOnBkash, postPropertyAd } from './paying.ts';
import { ADMIN, FINANCE, MODERATOR } from './server.ts';
import { asNewVisitor, logInTo, signUpByPhone, signUpOverHttp, unique } from './sign-up.ts';

const baseUrl = inject('baseUrl');

const nav = (page: Page) => page.getByTestId('back-office-nav').getByRole('link');
/** What an API call answers with this browser's session (the site's own origin, as its forms send). */
const apiStatus = async (page: Page, method: 'GET' | 'POST', path: string) =>
  (
    await page.request.fetch(path, { method, headers: { origin: baseUrl }, data: method === 'POST' ? {} : undefined })
  ).status();

describe('the back office', () => {
  test('each role works in its part and is refused the rest; the admin finds every action in the audit log', async () => {
    // Someone to suspend, with a live ad, and a paid listing fee for finance to refund.
    const password = 'Kathal Gach 2025';
    const seller = await signUpOverHttp(baseUrl, {
      name: `Suspect ${unique()}`,
      email: `suspect${unique()}@example.com`,
      password,
      ip: '198.51.100.21',
    });
    const buyer = await asNewVisitor(await openPage(DESKTOP));
    const buyerPhone = await signUpByPhone(buyer, 'Polash');
    await postPropertyAd(buyer, `ধানমন্ডিতে ফ্ল্যাট ${unique().slice(-5)}`);
    await buyer.getByRole('button', { name: 'bKash দিয়ে পরিশোধ করুন' }).click();
    await payOnBkash(buyer, 'Pay', 'bn');
    const invoice = new URL(buyer.url()).searchParams.get('payment[code]') ?? '';
    expect(invoice).toMatch(/^HT/);

    // The moderator: the review queue and people are theirs; payments and the audit log are not.
    const moderator = await asNewVisitor(await openPage(DESKTOP));
    await logInTo(moderator, MODERATOR, '/en/admin');
    await expect
      .poll(() => nav(moderator).allTextContents())
      .toEqual([
        'Dashboard',
        'Review queue',
        'Saved reasons',
        'Reports',
        'People',
        'Chat reports',
        'Banned words',
        'Moderators’ throughput',
      ]);
    expect((await visit(moderator, '/en/admin/payments'))?.status()).toBe(404);
    expect((await visit(moderator, '/en/admin/audit'))?.status()).toBe(404);
    expect(await apiStatus(moderator, 'GET', '/data/admin/payments')).toBe(403);
    expect(await apiStatus(moderator, 'POST', `/data/payments/${invoice}/refund`)).toBe(403);
    await visit(moderator, `/en/admin/people?q=${encodeURIComponent(seller.email)}`);
    await moderator.getByTestId('people').getByRole('link').first().click();
    await moderator.getByTestId('person-name').waitFor();
    await moderator.getByTestId('person-suspend').getByLabel('Reason').fill('Sold the same phone to three buyers');
    await moderator.getByRole('button', { name: 'Suspend' }).click();
    await moderator.getByTestId('person-suspended').waitFor();
    await expectNoHorizontalOverflow(moderator);
    // …and warns the buyer found by phone number, who reads the warning on their account page.
    await visit(moderator, `/en/admin/people?q=${buyerPhone}`);
    await moderator.getByTestId('people').getByRole('link').first().click();
    await moderator.getByTestId('person-warn').getByLabel('Warning (the person sees it)').fill('Be polite in chats');
    await moderator.getByRole('button', { name: 'Warn' }).click();
    await moderator.getByText('Done. The action is in the audit log.').waitFor();
    await visit(buyer, '/en/my/account');
    await buyer.getByTestId('warnings').getByText('Be polite in chats').waitFor();

    // The suspended person cannot sign in, and is told why.
    const suspended = await asNewVisitor(await openPage(DESKTOP));
    await visit(suspended, '/en/users/login');
    await suspended.getByLabel('E-mail or phone number').fill(seller.email);
    await suspended.getByLabel('Password', { exact: true }).fill(password);
    await suspended.getByRole('button', { name: 'Log in', exact: true }).click();
    await suspended.getByText('Your account is suspended, so you cannot sign in.').waitFor();

    // Finance: payments and refunds; the review queue and suspensions are not theirs.
    const finance = await asNewVisitor(await openPage(DESKTOP));
    await logInTo(finance, FINANCE, '/en/admin');
    await expect
      .poll(() => nav(finance).allTextContents())
      .toEqual(['Dashboard', 'People', 'Payments', 'Moderators’ throughput', 'Order complaints', 'Approvals']);
    expect((await visit(finance, '/en/admin/review'))?.status()).toBe(404);
    expect(await apiStatus(finance, 'GET', '/data/review')).toBe(403);
    expect(await apiStatus(finance, 'POST', `/data/admin/people/${seller.id}/restore`)).toBe(403);
    await visit(finance, `/en/admin/payments?code=${invoice}`);
    const payment = finance.getByTestId('payments').getByRole('listitem').filter({ hasText: invoice });
    await payment.getByLabel('Refund reason').fill('Posted in the wrong category by mistake');
    await payment.getByRole('button', { name: 'Refund' }).click();
    await finance.getByText('Refunded.').waitFor();
    await expect.poll(() => payment.getByTestId('payment-state').textContent()).toBe('refunded');
    await expectNoHorizontalOverflow(finance);

    // The admin: every page in the navigation, and both actions in the audit log with who, before and after.
    const admin = await asNewVisitor(await openPage(DESKTOP));
    await logInTo(admin, ADMIN, '/en/admin');
    await expect
      .poll(() => nav(admin).allTextContents())
      .toEqual([
        'Dashboard',
        'Review queue',
        'Saved reasons',
        'Reports',
        'People',
        'Authorised dealers',
        'Payments',
        'Content pages',
        'Banners',
        'Support chats',
        'Promotion prices',
        'Audit log',
        'Staff',
        'Chat reports',
        'Categories and places',
        'Banned words',
        'Membership prices',
        'Moderators’ throughput',
        'Order complaints',
        'Approvals',
      ]);
    await nav(admin).filter({ hasText: 'Audit log' }).click();
    await admin.getByLabel('Search: action, subject, reason, who').fill('three buyers');
    await admin.getByLabel('Search: action, subject, reason, who').press('Enter');
    const suspension = admin.getByTestId('audit-log').getByRole('row').filter({ hasText: 'person.suspend' });
    await expect.poll(() => suspension.textContent()).toContain('(moderator)');
    expect(await suspension.textContent()).toContain('"suspended":true');
    await admin.getByLabel('Search: action, subject, reason, who').fill(invoice);
    await admin.getByLabel('Search: action, subject, reason, who').press('Enter');
    const refund = admin.getByTestId('audit-log').getByRole('row').filter({ hasText: 'payment.refund' });
    await expect.poll(() => refund.textContent()).toContain('(finance)');
    await expectNoHorizontalOverflow(admin);
    for (const page of ['/en/admin/pages', '/en/admin/banners']) expect((await visit(admin, page))?.status()).toBe(200);
  });
});
