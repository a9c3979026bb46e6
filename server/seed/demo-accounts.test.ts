// A newcomer's first hour: the demo's accounts log in and each has something to look at.
import { expect, test } from 'vitest';
import { useTestApp } from '../../tests/app.ts';
import { currentCode } from '../modules/accounts/second-factor.ts';
import { client } from '../modules/accounts/testing.ts';
import { quotaOfGroup } from '../modules/memberships/quota.ts';
import { membershipInForce } from '../modules/memberships/store.ts';
import { announceDemoAccounts, createDemoAccounts } from './demo-accounts.ts';
import { renewDemoAds } from './demo-renewal.ts';
import { seedDemo } from './seed.ts';

const api = useTestApp();

test('every demo account logs in with its printed password and has data to show', async () => {
  await seedDemo(api.db, api.storage, { ads: 300, seed: 5 });
  const config = { REDIS_URL: undefined, REDIS_PREFIX: 'haat:' };
  const accounts = await createDemoAccounts({ db: api.db, counters: api.counters, config });
  expect(accounts.map((a) => a.who)).toEqual([
    'buyer',
    'seller',
    'member',
    'employer',
    'seeker',
    'moderator',
    'support',
    'finance',
    'admin',
  ]);

  const ids: Record<string, number> = {};
  for (const account of accounts) {
    const login = await client(api).call({
      method: 'POST',
      url: '/data/sessions',
      payload: { session: { identifier: account.email, password: account.password } },
    });
    expect(login.statusCode, account.who).toBe(200);
    ids[account.who] = login.json().account.id;
    // Staff have a second factor (decision 190): its announced secret gives the code that ends signing in.
    const { token, second_factor_pending } = login.json<{
      session: { token: string; second_factor_pending: boolean };
    }>().session;
    expect(second_factor_pending, account.who).toBe(account.secondFactor !== undefined);
    if (account.secondFactor === undefined) continue;
    const code = await currentCode(account.secondFactor, api.clock.now());
    const second = await client(api).call({
      method: 'POST',
      url: '/data/sessions/second-factor',
      token,
      payload: { code },
    });
    expect(second.statusCode, account.who).toBe(200);
    const dashboard = await client(api).call({ method: 'GET', url: '/data/admin/dashboard', token });
    expect(dashboard.statusCode, account.who).toBe(200);
  }
  const count = async (sql: string, id: number | undefined) =>
    (await api.db.query<{ n: number }>(sql, [id ?? null]))[0]?.n ?? 0;
  expect(await count('SELECT count(*)::int AS n FROM favorites WHERE user_id = $1', ids.buyer)).toBe(3);
  expect(
    await count(
      `SELECT count(*)::int AS n FROM chat_messages m JOIN chat_conversations c ON c.id = m.conversation_id
       WHERE c.buyer_id = $1`,
      ids.buyer,
    ),
  ).toBe(3);
  expect(
    await count("SELECT count(*)::int AS n FROM ads WHERE user_id = $1 AND status = 'published'", ids.seller),
  ).toBeGreaterThan(0);
  expect(await count('SELECT count(*)::int AS n FROM shops WHERE owner_id = $1', ids.member)).toBe(1);
  // The posting quota at work (decision 152): the seller one free electronics ad short of the fee, the member a member.
  expect(await quotaOfGroup(api.db, ids.seller ?? 0, 'electronics', new Date())).toMatchObject({
    live: 1,
    quota: 2,
    state: 'available',
  });
  expect(await membershipInForce(api.db, ids.member ?? 0, new Date())).not.toBeNull();
  // The seller's own screens (decision 261): an expired ad the demo's renewal leaves for the seller to republish, a
  // promotion over with its results, and a flat waiting for its listing fee.
  await renewDemoAds(api.db, new Date());
  expect(
    await count("SELECT count(*)::int AS n FROM ads WHERE user_id = $1 AND status = 'expired'", ids.seller),
  ).toBeGreaterThan(0);
  expect(
    await count('SELECT count(*)::int AS n FROM promotions WHERE user_id = $1 AND ends_at <= now()', ids.seller),
  ).toBeGreaterThan(0);
  expect(
    await count(
      "SELECT count(*)::int AS n FROM ads WHERE user_id = $1 AND status = 'pending_payment' AND listing_fee > 0",
      ids.seller,
    ),
  ).toBeGreaterThan(0);
  expect(
    await count(
      `SELECT count(*)::int AS n FROM ads a JOIN categories c ON c.id = a.category_id
       WHERE a.user_id = $1 AND c.type IN ('jobs', 'overseas_jobs')`,
      ids.employer,
    ),
  ).toBeGreaterThan(0);
  // The employer's dashboard has applicants to look at.
  expect(
    await count(
      'SELECT count(*)::int AS n FROM job_applications j JOIN ads a ON a.id = j.ad_id WHERE a.user_id = $1',
      ids.employer,
    ),
  ).toBeGreaterThan(0);
  // The jobs vertical: the seeker has a resume and applications, the employer a pack.
  expect(
    await count('SELECT count(*)::int AS n FROM job_applications WHERE applicant_id = $1', ids.seeker),
  ).toBeGreaterThan(0);
  expect(await count('SELECT reveals_left AS n FROM employers WHERE user_id = $1', ids.employer)).toBe(50);
  const roles = await api.db.query<{ role: string }>(
    'SELECT role FROM users WHERE id = ANY($1::bigint[]) ORDER BY role',
    [[ids.moderator, ids.support, ids.finance, ids.admin]],
  );
  expect(roles.map((r) => r.role)).toEqual(['admin', 'finance', 'moderator', 'support']);
  // The back office's demo: a person's and the system's chat reports, and the moderator's past decisions.
  const reports = await api.db.query<{ system: boolean }>(
    'SELECT reporter_id IS NULL AS system FROM chat_reports WHERE outcome IS NULL ORDER BY system',
  );
  expect(reports.map((r) => r.system)).toEqual([false, true]);
  expect(
    await count(
      "SELECT count(*)::int AS n FROM audit_log WHERE actor_id = $1 AND action = 'ad.approve'",
      ids.moderator,
    ),
  ).toBeGreaterThan(0);
  // A large membership finance asked for waits for a second member of staff (decision 235).
  expect(
    await count(
      "SELECT count(*)::int AS n FROM staff_approvals WHERE requested_by = $1 AND status = 'pending'",
      ids.finance,
    ),
  ).toBe(1);

  // Printed at start and listed in the dev outbox.
  const text = announceDemoAccounts(accounts, api.outbox);
  for (const account of accounts) expect(text).toContain(`${account.email}`);
  for (const account of accounts.filter((a) => a.secondFactor)) {
    expect(text).toContain(`${account.email.padEnd(30)} secret ${account.secondFactor}`);
  }
  expect(api.outbox.list()[0]?.text).toBe(text);
}, 120_000);
