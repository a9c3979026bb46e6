// The back office at 1280 px (decisions 180-182, 235): finance asks for three months of membership for a person
// from their page, with a reason; it is more than one member of staff gives alone, so it waits on the approvals page,
// where finance cannot approve their own request and the admin, at 360 px, approves it; a second submission of the
// same form asks nothing more; finance issues a small voucher at once; the member sees the membership on
// /my/membership and both notices in Bangla; the admin reads each moderator's throughput per day, a moderator only
// their own.
import type { Page } from 'playwright-core';
import { describe, expect, inject, test } from 'vitest';
import { DESKTOP, expectNoHorizontalOverflow, openPage, PHONE, visit } from './browser.ts';
import { ADMIN, FINANCE, MODERATOR } from './server.ts';
import { asNewVisitor, logInTo, signUpOverHttp, unique } from './sign-up.ts';

const baseUrl = inject('baseUrl');

/** Posts the form again as it was (same token), as a double click or a resubmitted page would. */
async function resubmit(page: Page, testId: string) {
  await page.getByTestId(testId).evaluate((form) => (form as HTMLFormElement).requestSubmit());
}

describe('memberships and vouchers given by staff, and moderators’ throughput', () => {
  test('finance asks for a membership, the admin approves it; a voucher at once; the member sees both; once per form', async () => {
    const password = 'Kathal Gach 2025';
    const name = `Rubina ${unique()}`;
    const member = await signUpOverHttp(baseUrl, {
      name,
      email: `rubina${unique()}@example.com`,
      password,
      ip: '198.51.100.41',
    });
    const finance = await asNewVisitor(await openPage(DESKTOP));
    await logInTo(finance, FINANCE, '/en/admin');
    await visit(finance, `/en/admin/people/${member.id}`);

    const grant = finance.getByTestId('person-grant');
    await grant.getByLabel('Category group').selectOption('vehicles');
    await grant.getByLabel('Tier').selectOption('premium');
    await grant.getByLabel('Months').selectOption('3');
    await grant.getByLabel('Reason (recorded in the audit log)').fill('Compensation for the November outage');
    // The page's form token as loaded: the same form posted twice asks once.
    const token = await grant.locator('input[name=idempotency_key]').inputValue();
    await grant.getByRole('button', { name: 'Grant' }).click();
    await finance.getByText('so it waits for another member of staff to approve it', { exact: false }).waitFor();
    const terms = finance.getByTestId('person-memberships');
    expect(await terms.getByRole('listitem').count()).toBe(0);
    // Once the page has its fresh token, the old one is put back and the form posted again.
    const tokenInput = grant.locator('input[name=idempotency_key]');
    await expect.poll(() => tokenInput.inputValue()).not.toBe(token);
    await tokenInput.evaluate((input, value) => {
      (input as HTMLInputElement).value = value;
    }, token);
    await grant.getByLabel('Reason (recorded in the audit log)').fill('Compensation for the November outage');
    const answered = finance.waitForResponse((response) => response.request().method() === 'POST');
    await resubmit(finance, 'person-grant');
    await answered;
    await finance.getByText('so it waits for another member of staff to approve it', { exact: false }).waitFor();

    // Finance sees their own request without the buttons.
    await visit(finance, '/en/admin/approvals');
    const mine = finance.getByTestId('approvals').getByRole('listitem').filter({ hasText: name });
    expect(await mine.count()).toBe(1);
    await mine.getByText('You asked for this: another member of staff must decide it.').waitFor();
    expect(await mine.getByRole('button', { name: 'Approve' }).count()).toBe(0);

    // The admin, on a phone and before any script runs, approves it.
    const admin = await asNewVisitor(await openPage(PHONE, { javaScript: false }));
    await logInTo(admin, ADMIN, '/bn/admin/approvals');
    await admin.getByRole('heading', { name: 'অনুমোদন' }).waitFor();
    await visit(admin, '/en/admin/approvals');
    const request = admin.getByTestId('approvals').getByRole('listitem').filter({ hasText: name });
    await request.getByText('Membership: Vehicles Premium, 3 months').waitFor();
    await request.getByLabel('Reason (recorded in the audit log)').fill('Checked against the outage report');
    await expectNoHorizontalOverflow(admin);
    await request.getByRole('button', { name: 'Approve' }).click();
    await admin.getByText('Approved: the gift is made and the member is told.', { exact: false }).waitFor();
    await visit(admin, '/en/admin/approvals?status=approved');
    await admin.getByTestId('approvals').getByRole('listitem').filter({ hasText: name }).first().waitFor();

    await visit(finance, `/en/admin/people/${member.id}`);
    await terms.getByText('Vehicles Premium, 3 months', { exact: false }).waitFor();
    expect(await terms.textContent()).toContain('granted by staff');
    expect(await terms.getByRole('listitem').count()).toBe(1);

    const voucher = finance.getByTestId('person-voucher');
    await voucher.getByLabel('Discount').selectOption('fixed');
    await voucher.getByLabel('Value').fill('150');
    const inAWeek = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
    await voucher.getByLabel('Usable until (inclusive)').fill(inAWeek);
    await voucher.getByLabel('Reason (recorded in the audit log)').fill('Sorry for the wrongly rejected ad');
    await voucher.getByRole('button', { name: 'Issue voucher' }).click();
    const issued = finance.getByTestId('person-vouchers').getByRole('listitem');
    await issued.first().waitFor();
    const line = (await issued.first().textContent()) ?? '';
    expect(line).toContain('Tk 150');
    const code = /HAAT[A-Z0-9]{8}/.exec(line)?.[0];
    expect(code).toBeDefined();
    await expectNoHorizontalOverflow(finance);

    const person = await asNewVisitor(await openPage(DESKTOP));
    await logInTo(person, { email: member.email, password }, '/en/my/membership');
    await person.getByText('Premium membership: Vehicles').waitFor();
    await visit(person, '/bn/my/notifications');
    const notices = person.getByTestId('notifications');
    await notices.getByText('যানবাহন প্রিমিয়াম, ৩ মাস মেম্বারশিপ', { exact: false }).waitFor();
    expect(await notices.textContent()).toContain(`ভাউচার ${code}`);
    await expectNoHorizontalOverflow(person);
  });

  test('the admin reads every moderator’s throughput per day; a moderator only their own', async () => {
    const admin = await asNewVisitor(await openPage(DESKTOP));
    await logInTo(admin, ADMIN, '/en/admin/throughput?days=31');
    await admin.getByRole('heading', { name: 'Moderators’ throughput, last 31 days' }).waitFor();
    // The demo moderator's two weeks of decisions are everyone's to the admin.
    const rows = admin.getByTestId('throughput').locator('tbody tr');
    expect(await rows.filter({ hasText: 'Demo Moderator' }).count()).toBeGreaterThan(0);
    await expectNoHorizontalOverflow(admin);

    const moderator = await asNewVisitor(await openPage(DESKTOP));
    await logInTo(moderator, MODERATOR, '/bn/admin/throughput?days=31');
    await moderator.getByRole('heading', { name: 'আপনার নিজের সিদ্ধান্ত, গত ৩১ দিন' }).waitFor();
    const names = await moderator.getByTestId('throughput').locator('tbody tr td:nth-child(2)').allTextContents();
    expect(names).not.toContain('Demo Moderator');
    expect(new Set(names).size).toBeLessThanOrEqual(1);
  });
});
