// People found and acted on by staff, each action in the append-only, searchable audit log;
// a suspended person's ads leave search at once, their sessions end and sign-in is refused with a clear message.
import { beforeAll, describe, expect, test } from 'vitest';
import { useTestApp } from '../../../tests/app.ts';
import { createAd } from '../../seed/factories.ts';
import { addPhone, callAs, client, promote, signUp } from '../accounts/testing.ts';
import { FRESH_MS } from '../search/result-cache.ts';

const api = useTestApp();
let moderator: Awaited<ReturnType<typeof signUp>>;
let support: Awaited<ReturnType<typeof signUp>>;
let admin: Awaited<ReturnType<typeof signUp>>;

beforeAll(async () => {
  moderator = await signUp(api, { name: 'Mina Moderator' });
  support = await signUp(api, { name: 'Sumon Support' });
  admin = await signUp(api, { name: 'Anis Admin' });
  await promote(api.db, moderator.email, 'moderator');
  await promote(api.db, support.email, 'support');
  await promote(api.db, admin.email, 'admin');
});

const call = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  callAs(api, token, method, url, payload);

const searchTitles = async (query: string) =>
  (await api.app.inject({ url: '/data/serp', query: { query } }))
    .json<{ ads: { title: string }[] }>()
    .ads.map((ad) => ad.title);

describe('people', () => {
  test('finds a person by name, e-mail, phone number (as typed) and ad', async () => {
    const person = await signUp(api, { name: 'Karim Khondoker' });
    await addPhone(api, person.token, '+8801812345670');
    const ad = await createAd(api.db, person.account.id, { title: 'Honda CB Hornet 2021' });
    for (const q of ['khondoker', person.email, '01812-345670', String(ad.id), ad.slug]) {
      const found = await call(support.token, 'GET', `/data/admin/people?q=${encodeURIComponent(q)}`);
      expect(
        found.json().people.map((p: { id: number }) => p.id),
        q,
      ).toContain(person.account.id);
    }
    const page = await call(support.token, 'GET', `/data/admin/people/${person.account.id}`);
    expect(page.json().ads.map((a: { title: string }) => a.title)).toEqual(['Honda CB Hornet 2021']);
    expect(page.json().person.phones).toEqual(['+8801812345670']);
    expect((await call(support.token, 'GET', '/data/admin/people/999999')).statusCode).toBe(404);
  });

  test('a suspended person is signed out, refused at sign-in in their language, and their ads leave search at once', async () => {
    const person = await signUp(api, { name: 'Sultan Scammer' });
    await createAd(api.db, person.account.id, { title: 'Suspiciously cheap Xiaomi Poco F6' });
    expect(await searchTitles('Poco')).toContain('Suspiciously cheap Xiaomi Poco F6');

    const refused = await call(support.token, 'POST', `/data/admin/people/${person.account.id}/suspend`, {
      reason: 'scam reports',
    });
    expect(refused.statusCode).toBe(403);
    const suspended = await call(moderator.token, 'POST', `/data/admin/people/${person.account.id}/suspend`, {
      reason: 'Asked buyers for advance payment',
    });
    expect(suspended.statusCode).toBe(200);
    expect(suspended.json().person.suspended).toBe(true);

    expect(await searchTitles('Poco')).not.toContain('Suspiciously cheap Xiaomi Poco F6');
    expect((await client(api).call({ url: '/data/account', token: person.token })).statusCode).toBe(401);
    for (const [language, text] of [
      ['en', 'Your account is suspended'],
      ['bn', 'আপনার অ্যাকাউন্টটি স্থগিত'],
    ]) {
      const login = await client(api).call({
        method: 'POST',
        url: '/data/sessions',
        headers: { 'accept-language': language! },
        payload: { session: { identifier: person.email, password: person.password } },
      });
      expect(login.statusCode).toBe(403);
      expect(login.json().error.code).toBe('ACCOUNT_SUSPENDED');
      expect(login.json().error.message).toContain(text);
    }
    // A wrong password still answers as before: the suspension is not revealed to someone guessing.
    const guess = await client(api).call({
      method: 'POST',
      url: '/data/sessions',
      payload: { session: { identifier: person.email, password: 'not the password 1' } },
    });
    expect(guess.json().error.code).toBe('INVALID_CREDENTIALS');

    const restored = await call(moderator.token, 'POST', `/data/admin/people/${person.account.id}/restore`, {
      reason: 'Proved the phone was stolen',
    });
    expect(restored.json().person.suspended).toBe(false);
    // Back for others once the cached search is no longer fresh (decision 206); gone, above, at once.
    expect(await searchTitles('Poco')).not.toContain('Suspiciously cheap Xiaomi Poco F6');
    api.clock.advance(FRESH_MS + 1);
    expect(await searchTitles('Poco')).toContain('Suspiciously cheap Xiaomi Poco F6');
    const login = await client(api).call({
      method: 'POST',
      url: '/data/sessions',
      payload: { session: { identifier: person.email, password: person.password } },
    });
    expect(login.statusCode).toBe(200);
  });

  test('staff cannot be suspended, and nobody suspends twice', async () => {
    const staffTarget = await call(admin.token, 'POST', `/data/admin/people/${moderator.account.id}/suspend`, {
      reason: 'testing',
    });
    expect(staffTarget.statusCode).toBe(403);
    const person = await signUp(api);
    await call(admin.token, 'POST', `/data/admin/people/${person.account.id}/suspend`, { reason: 'spam' });
    const again = await call(admin.token, 'POST', `/data/admin/people/${person.account.id}/suspend`, {
      reason: 'spam',
    });
    expect(again.statusCode).toBe(409);
  });

  test('support verifies an employer (the employer dashboard), warns, and resets phone numbers; a reason is needed', async () => {
    const person = await signUp(api);
    await addPhone(api, person.token, '+8801912345671');
    const id = person.account.id;
    expect((await call(support.token, 'POST', `/data/admin/people/${id}/warn`, { reason: '' })).statusCode).toBe(400);
    await call(support.token, 'POST', `/data/admin/people/${id}/warn`, { reason: 'Do not post the same ad twice' });
    await call(support.token, 'POST', `/data/admin/people/${id}/employer`, {
      reason: 'Trade licence seen',
      verified: true,
    });
    await call(support.token, 'POST', `/data/admin/people/${id}/phone-reset`, { reason: 'Number changed hands' });
    const account = await client(api).call({ url: '/data/account', token: person.token });
    expect(account.json().account.active_employer_dashboard).toBe(true);
    expect(account.json().account.recent_phone_numbers).toEqual([]);
    const page = (await call(support.token, 'GET', `/data/admin/people/${id}`)).json();
    expect(page.person.warnings.map((w: { message: string }) => w.message)).toEqual(['Do not post the same ad twice']);
  });

  test("the employer's body: a bad reason is answered alone, then a bad `verified`; absent un-verifies", async () => {
    const person = await signUp(api);
    const url = `/data/admin/people/${person.account.id}/employer`;
    const violations = async (payload: object) =>
      (await call(support.token, 'POST', url, payload)).json().error.violations.map((v: { path: string }) => v.path);
    expect(await violations({ reason: 'x', verified: 3 })).toEqual(['body.reason']);
    expect(await violations({ reason: 'Trade licence seen', verified: 3 })).toEqual(['body.verified']);
    const dashboard = async () =>
      (await client(api).call({ url: '/data/account', token: person.token })).json().account.active_employer_dashboard;
    await call(support.token, 'POST', url, { reason: 'Trade licence seen', verified: 'on' });
    expect(await dashboard()).toBe(true);
    const unverified = await call(support.token, 'POST', url, { reason: 'Licence withdrawn' });
    expect(unverified.json().person.employerVerified).toBe(false);
    expect(await dashboard()).toBe(false);
  });
});

describe('the audit log', () => {
  test('records who did what to what, before and after, and finds it by words, action and subject', async () => {
    const person = await signUp(api, { name: 'Audited Person' });
    await call(moderator.token, 'POST', `/data/admin/people/${person.account.id}/suspend`, {
      reason: 'Fake documents',
    });
    const found = await call(admin.token, 'GET', '/data/admin/audit?q=fake%20documents');
    const [entry] = found.json().entries;
    expect(entry).toMatchObject({
      actor: { id: moderator.account.id, name: 'Mina Moderator', role: 'moderator' },
      action: 'person.suspend',
      subject: { type: 'user', id: String(person.account.id) },
      before: { suspended: false },
      after: { suspended: true },
      reason: 'Fake documents',
    });
    const bySubject = await call(
      admin.token,
      'GET',
      `/data/admin/audit?subject_type=user&subject_id=${person.account.id}`,
    );
    expect(bySubject.json().entries).toHaveLength(1);
    expect((await call(moderator.token, 'GET', '/data/admin/audit')).statusCode).toBe(403);
  });

  test('records the review, report, banner and content actions that existed before the back office', async () => {
    const poster = await signUp(api);
    const pending = await createAd(api.db, poster.account.id, { status: 'pending_review', publishedAt: null });
    await call(moderator.token, 'POST', `/data/review/${pending.id}/approve`);
    const reported = await createAd(api.db, poster.account.id);
    await client(api).call({
      method: 'POST',
      url: `/data/ads/${reported.id}/reports`,
      token: admin.token,
      payload: { reason: 'fraud' },
    });
    const reports = (await call(moderator.token, 'GET', '/data/admin/reports')).json().reports;
    await call(moderator.token, 'POST', `/data/admin/reports/${reports[0].id}`, { outcome: 'taken_down' });
    const banner = {
      slot: 'results',
      image_url: '/media/banners/eid.webp',
      link_url: 'https://example.com/eid',
      alt_bn: 'ঈদ',
      alt_en: 'Eid',
    };
    expect((await call(admin.token, 'POST', '/data/admin/banners', banner)).statusCode).toBe(201);
    const page = { bn: { title: 'শর্ত', body: 'নতুন' }, en: { title: 'Terms', body: 'New' } };
    const saved = await client(api).call({
      method: 'PUT',
      url: '/data/admin/page-content/terms',
      token: admin.token,
      payload: page,
    });
    expect(saved.statusCode).toBe(204);
    const actions = (await call(admin.token, 'GET', '/data/admin/audit'))
      .json()
      .entries.map((e: { action: string }) => e.action);
    expect(actions).toEqual(expect.arrayContaining(['ad.approve', 'report.take_down', 'banner.create', 'page.save']));
  });

  test('is append-only: the database refuses to change or delete an entry', async () => {
    await expect(api.db.query("UPDATE audit_log SET reason = 'tampered'")).rejects.toThrow(/append-only/);
    await expect(api.db.query('DELETE FROM audit_log')).rejects.toThrow(/append-only/);
  });
});
