// Shops in the browser at 360 px: a member fills in their shop settings, sees the shop page with its
// badges in en and bn, applies as an authorised dealer and an admin verifies it in the back office; search's
// poster types (only_members, only_non_members, auth_dealer) find the right sellers; once the membership ends the
// shop answers 410 and still shows its body with a notice.
// This file runs its own server on PostgreSQL (DATABASE_URL), so that the test can give a member a membership.
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { promote, STAFF_SECRET } from '../../server/modules/accounts/testing.ts';
import { createAd } from '../../server/seed/factories.ts';
import { expectNoHorizontalOverflow, openPage, PHONE, visit } from './browser.ts';
import { logIn, usePostgresServer } from './postgres-server.ts';
import { asNewVisitor, type SignedUp, signUpOverHttp, unique } from './sign-up.ts';

const PASSWORD = 'Dokan Pat 2025';
const running = usePostgresServer('shops', 24);

const phonePage = async (): Promise<Page> => asNewVisitor(await openPage(PHONE, { baseUrl: running.server.baseUrl }));

async function person(name: string): Promise<SignedUp> {
  const id = unique();
  const ip = `100.126.${Number(id.slice(-4)) % 250}.${Number(id.slice(-2)) + 1}`;
  return signUpOverHttp(running.server.baseUrl, { name, email: `shop${id}@example.com`, password: PASSWORD, ip });
}

/** A vehicles membership in force, as the memberships module keeps it (the term and the users flag). */
async function makeMember(userId: number) {
  await running.db.query(
    `INSERT INTO memberships (user_id, variant_identifier, category_group, tier, months, starts_at, ends_at)
     VALUES ($1, 'vehicles-basic-1m', 'vehicles', 'basic', 1, now() - interval '1 day', now() + interval '29 days')`,
    [userId],
  );
  await running.db.query('UPDATE users SET is_member = true WHERE id = $1', [userId]);
}

const titles = async (page: Page, url: string) => {
  await visit(page, url);
  return page.locator('main li h3').allTextContents();
};

/** Each step is several page loads on a shared two-core machine. */
const SLOW = 240_000;
let member: SignedUp;
let plain: SignedUp;
let page: Page;
let visitor: Page;
const slug = `mamun-motors-${unique().slice(-6)}`;
const premio = (query: string) => titles(visitor, `/en/ads?query=premio${query}`);

describe('shops', () => {
  test(
    'a member edits their shop settings and sees the shop page with its badges, in en and bn',
    async () => {
      member = await person('Mamun Motors');
      await makeMember(member.id);
      page = await phonePage();
      await logIn(page, member.email, PASSWORD);
      await visit(page, '/en/my/membership/shop');
      await page.getByRole('heading', { level: 1, name: 'Shop settings' }).waitFor();
      const form = page.getByTestId('shop-settings');
      await form.getByLabel('Shop name').fill('Mamun Motors');
      await form.getByLabel('Shop address').fill('Not A Slug!');
      await form.getByLabel('Address 1').fill('12 Bijoy Sarani, Tejgaon, Dhaka');
      await form.getByLabel('Phone 1').fill('01712-345678');
      await form.getByLabel('Saturday Opens').fill('10:00');
      await form.getByLabel('Saturday Closes').fill('20:00');
      await form.getByRole('button', { name: 'Save shop' }).click();
      await page.getByText('Use 3 to 40 small English letters, digits and single dashes.').waitFor();
      await form.getByLabel('Shop address').fill(slug);
      await form.getByRole('button', { name: 'Save shop' }).click();
      await page.getByText('Your shop is saved.').waitFor();
      await expectNoHorizontalOverflow(page);

      const ad = await createAd(running.db, member.id, { title: 'Toyota Premio 2016 from the shop' });
      await running.db.query('UPDATE ads SET shop_id = (SELECT id FROM shops WHERE owner_id = $1) WHERE id = $2', [
        member.id,
        ad.id,
      ]);

      visitor = await phonePage();
      const shown = await visit(visitor, `/en/shops/${slug}`);
      expect(shown?.status()).toBe(200);
      await visitor.getByRole('heading', { level: 1, name: 'Mamun Motors' }).waitFor();
      await visitor.getByTestId('shop-badges').getByText('Member').waitFor();
      await visitor.getByText('Saturday').waitFor();
      await visitor.getByText(/^10:00 am–8:00 pm$/i).waitFor();
      await visitor.getByRole('link', { name: '01712-345678' }).waitFor();
      await visitor.getByText('Toyota Premio 2016 from the shop').waitFor();
      await expectNoHorizontalOverflow(visitor);
      // The prefix match: anything after the slug is the same shop.
      expect((await visit(visitor, `/en/shops/${slug}/about`))?.status()).toBe(200);
      await visit(visitor, `/bn/shops/${slug}`);
      await visitor.getByTestId('shop-badges').getByText('মেম্বার').waitFor();
      await visitor.getByText('শনিবার').waitFor();
      await expectNoHorizontalOverflow(visitor);
      expect((await visit(visitor, '/en/shops/no-such-shop-here'))?.status()).toBe(404);
    },
    SLOW,
  );

  test(
    'search with only_members, only_non_members and auth_dealer; a dealer verified in the back office',
    async () => {
      // Each test has pages of its own (a test's pages close when it ends).
      visitor = await phonePage();
      plain = await person('Parvez Plain');
      await createAd(running.db, plain.id, { title: 'Toyota Premio 2016 private seller' });
      await expect
        .poll(() => premio('&by_paying_member=1'), { timeout: 20_000 })
        .toEqual(['Toyota Premio 2016 from the shop']);
      expect(await premio('&by_paying_member=0')).toEqual(['Toyota Premio 2016 private seller']);
      expect(await premio('&by_authorized_dealer=1')).toEqual([]);

      // The dealer application, verified by support staff (people.verify) in the back office.
      page = await phonePage();
      await logIn(page, member.email, PASSWORD);
      await visit(page, '/en/my/membership/shop');
      await page.getByLabel('Business name (as on the licence)').fill('Mamun Motors Ltd');
      await page.getByLabel('Trade licence number').fill('DNCC/445566/2025');
      await page.getByRole('button', { name: 'Apply' }).click();
      await page.getByText('Application sent. We will check it soon.').waitFor();
      const staff = await person('Sumi Support');
      await promote(running.db, staff.email, 'support');
      const admin = await phonePage();
      await logIn(admin, staff.email, PASSWORD, STAFF_SECRET);
      await visit(admin, '/en/admin/dealers');
      const item = admin.getByTestId('dealer-applications').locator('li', { hasText: 'Mamun Motors Ltd' });
      await item.getByLabel('Reason (kept in the audit log)').fill('Licence checked with DNCC');
      await item.getByRole('button', { name: 'Verify' }).click();
      await admin.getByText('Done.').waitFor();
      await visit(visitor, `/en/shops/${slug}`);
      await visitor.getByTestId('shop-badges').getByText('Authorised dealer').waitFor();
      await expect
        .poll(() => premio('&by_authorized_dealer=1'), { timeout: 20_000 })
        .toEqual(['Toyota Premio 2016 from the shop']);
    },
    SLOW,
  );

  test(
    'an expired membership’s shop answers 410 with its body; a non-member cannot edit, a visitor logs in',
    async () => {
      visitor = await phonePage();
      // The membership ends: the shop answers 410 and still shows its body, with the notice. The term ends with the
      // flag, as the memberships module keeps them: the memberships job would otherwise set the flag back from it.
      await running.db.query("UPDATE memberships SET ends_at = now() - interval '1 second' WHERE user_id = $1", [
        member.id,
      ]);
      await running.db.query('UPDATE users SET is_member = false WHERE id = $1', [member.id]);
      expect((await visit(visitor, `/en/shops/${slug}`))?.status()).toBe(410);
      await visitor.getByText('This shop is closed').waitFor();
      await visitor.getByRole('heading', { level: 1, name: 'Mamun Motors' }).waitFor();
      expect((await visit(visitor, `/bn/shops/${slug}`))?.status()).toBe(410);
      await visitor.getByText('এই দোকানটি বন্ধ').waitFor();
      await expectNoHorizontalOverflow(visitor);

      // Another signed-in non-member cannot edit a shop: they are offered memberships; a visitor goes to login.
      const stranger = await phonePage();
      await logIn(stranger, plain.email, PASSWORD);
      await visit(stranger, '/bn/my/membership/shop');
      await stranger.getByText('শুধু মেম্বারদের দোকান থাকে। দোকান খুলতে মেম্বারশিপ নিন।').waitFor();
      const anonymous = await phonePage();
      await visit(anonymous, '/en/my/membership/shop');
      expect(new URL(anonymous.url()).pathname).toBe('/en/users/login');
    },
    SLOW,
  );
});
