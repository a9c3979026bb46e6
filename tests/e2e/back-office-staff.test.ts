// The back office on a phone: an admin gives a person a staff role, which applies on their next page
// without signing them out once they turn on two-step sign-in (decision 190: the back office sends them to do it,
// and the page shows the QR code, the key and then the recovery codes, in bn); the dashboard charts the review queue's waits; an admin renames a place and the site
// answers the new name at once (in English); a moderator works the reported chats in Bangla (the demo's: a buyer's
// report and the system's fee-request report), warns the person, and finds the report on that person's page;
// finance is refused the reported chats, on the page and at the API.
import type { Page } from 'playwright-core';
import { describe, expect, inject, test } from 'vitest';
import { expectNoHorizontalOverflow, openPage, PHONE, visit } from './browser.ts';
import { currentCode } from '../../server/modules/accounts/second-factor.ts';
import { ADMIN, FINANCE, MODERATOR } from './server.ts';
import { asNewVisitor, logInTo, signUpOverHttp, unique } from './sign-up.ts';

const baseUrl = inject('baseUrl');

const nav = (page: Page) => page.getByTestId('back-office-nav').getByRole('link');

describe('the back office on a phone', () => {
  test('an admin gives a staff role, sees the queue waits and renames a place, all at once', async () => {
    const password = 'Jamrul Gach 2025';
    const newcomer = await signUpOverHttp(baseUrl, {
      name: `Nasrin ${unique()}`,
      email: `nasrin${unique()}@example.com`,
      password,
      ip: '198.51.100.31',
    });
    const person = await asNewVisitor(await openPage(PHONE));
    await logInTo(person, { email: newcomer.email, password }, '/en/my/account');
    expect((await visit(person, '/en/admin'))?.status()).toBe(404);

    const admin = await asNewVisitor(await openPage(PHONE));
    await logInTo(admin, ADMIN, '/en/admin');
    // The dashboard's chart of how long ads waited (the demo moderator's decisions of the last two weeks).
    const chart = admin.getByTestId('queue-chart');
    await chart.getByText('How long ads waited in the review queue').waitFor();
    expect(await chart.getByTestId('queue-chart-p90').locator('circle').count()).toBeGreaterThan(0);
    await expectNoHorizontalOverflow(admin);

    await nav(admin).filter({ hasText: 'Staff' }).click();
    await admin.getByTestId('staff').getByText('admin', { exact: true }).first().waitFor();
    await visit(admin, `/en/admin/people/${newcomer.id}`);
    const form = admin.getByTestId(`role-${newcomer.id}`);
    await form.getByLabel('Role').selectOption('moderator');
    await form.getByLabel('Reason (recorded in the audit log)').fill('Joins the weekend moderation shift');
    await form.getByRole('button', { name: 'Change role' }).click();
    await admin.getByText('Done. The action is in the audit log.').waitFor();
    await expectNoHorizontalOverflow(admin);

    // The newcomer's next page: still signed in, now a moderator, who must first turn on two-step sign-in.
    await visit(person, '/bn/admin');
    await person.waitForURL('**/bn/my/two-step?for=back-office');
    await person.getByText('কর্মীদের কাজের জন্য দুই ধাপে লগ ইন লাগবে।', { exact: false }).waitFor();
    await person.getByRole('button', { name: 'দুই ধাপে লগ ইন চালু করুন' }).click();
    await person.getByTestId('two-step-qr').locator('svg').waitFor();
    await expectNoHorizontalOverflow(person);
    const key = (await person.getByTestId('two-step-key').textContent()) ?? '';
    await person.getByLabel('অ্যাপে এখন দেখানো ৬ অঙ্কের কোড').fill('000000');
    await person.getByRole('button', { name: 'চালু করুন', exact: true }).click();
    await person.getByText('কোডটি ভুল অথবা মেয়াদ শেষ।', { exact: false }).waitFor();
    // After a wrong code the same key is shown again: the app already holds it.
    expect(await person.getByTestId('two-step-key').textContent()).toBe(key);
    await person.getByLabel('অ্যাপে এখন দেখানো ৬ অঙ্কের কোড').fill(await currentCode(key, new Date()));
    await person.getByRole('button', { name: 'চালু করুন', exact: true }).click();
    const recovery = person.getByTestId('recovery-codes');
    await recovery.getByText('দুই ধাপে লগ ইন চালু হয়েছে।', { exact: false }).waitFor();
    expect(await recovery.getByRole('listitem').count()).toBe(10);
    await expectNoHorizontalOverflow(person);
    expect((await visit(person, '/en/admin'))?.status()).toBe(200);
    expect(await nav(person).allTextContents()).toContain('Review queue');

    // A place renamed in the back office is what the site answers next.
    await visit(admin, '/en/admin/catalogue?kind=location&parent=9');
    const place = admin.getByTestId('catalogue-sunamganj');
    const rename = async (en: string, bn: string) => {
      await place.getByLabel('Name in English').fill(en);
      await place.getByLabel('Name in Bangla').fill(bn);
      await place.getByRole('button', { name: 'Save' }).click();
      await admin.getByText('Done. The action is in the audit log.').waitFor();
    };
    await rename('Sunamganj (haor)', 'সুনামগঞ্জ (হাওর)');
    await expectNoHorizontalOverflow(admin);
    const names = async (locale: string) =>
      (
        (await (await admin.request.get(`/data/locations/${locale}`)).json()) as {
          locations: { slug: string; name: string }[];
        }
      ).locations.find((l) => l.slug === 'sunamganj')?.name;
    // The page already shows "Done." from the first save: wait for what the site answers, not for the message.
    await expect.poll(() => names('en'), { timeout: 10_000 }).toBe('Sunamganj (haor)');
    expect(await names('bn')).toBe('সুনামগঞ্জ (হাওর)');
    await rename('Sunamganj', 'সুনামগঞ্জ');
    await expect.poll(() => names('en'), { timeout: 10_000 }).toBe('Sunamganj');

    await visit(admin, `/en/admin/audit?q=${encodeURIComponent('weekend moderation')}`);
    const entry = admin.getByTestId('audit-log').getByRole('row').filter({ hasText: 'person.role' });
    expect(await entry.textContent()).toContain('"role":"moderator"');
  });

  test('a moderator works the reported chats in Bangla; finance may not', async () => {
    const moderator = await asNewVisitor(await openPage(PHONE));
    await logInTo(moderator, MODERATOR, '/bn/admin/chat-reports');
    await moderator.getByRole('heading', { name: 'রিপোর্ট করা চ্যাট' }).waitFor();
    const reports = moderator.getByTestId('chat-reports').getByRole('article');
    const system = reports.filter({ hasText: 'সিস্টেম রিপোর্ট করেছে' });
    expect(await system.first().textContent()).toContain('ফি চাওয়া হয়েছে');
    expect(await system.first().getByTestId('chat-report-messages').textContent()).toContain('রেজিস্ট্রেশন ফি');
    const abuse = reports.filter({ hasText: 'বেয়াদব' }).first();
    const about = (await abuse.getByRole('link').first().getAttribute('href')) ?? '';
    await abuse.getByLabel(/কারণ/).fill('চ্যাটে ক্রেতাদের সঙ্গে ভদ্র ব্যবহার করুন');
    await abuse.getByRole('button', { name: 'সতর্ক করুন' }).click();
    await moderator.getByText('হয়ে গেছে। কাজটি অডিট লগে লেখা হয়েছে।').waitFor();
    await expectNoHorizontalOverflow(moderator);

    await visit(moderator, about);
    const onPerson = moderator.getByTestId('person-chat-reports');
    await onPerson.getByText('সতর্ক করা হয়েছে').waitFor();
    expect(await moderator.getByText('চ্যাটে ক্রেতাদের সঙ্গে ভদ্র ব্যবহার করুন').count()).toBeGreaterThan(0);
    await expectNoHorizontalOverflow(moderator);

    const finance = await asNewVisitor(await openPage(PHONE));
    await logInTo(finance, FINANCE, '/bn/admin');
    expect((await visit(finance, '/bn/admin/chat-reports'))?.status()).toBe(404);
    const api = await finance.request.fetch('/data/admin/chat-reports', { headers: { origin: baseUrl } });
    expect(api.status()).toBe(403);
  });
});
