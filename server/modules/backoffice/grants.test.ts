// Decisions 180-182: memberships granted or extended by staff and vouchers issued by staff, each once per form token,
// audited, told to the member and shown on their pages; the voucher used at checkout by its owner only; each
// moderator's throughput per day from the audit log, everyone's for the admin, one's own else. Gifts above the limits
// of decision 235 wait for a second member of staff (approvals.test.ts); here they are approved at once.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, test } from 'vitest';
import { useTestApp } from '../../../tests/app.ts';
import { runJobNow } from '../../jobs/testing.ts';
import { pressOnHostedPage } from '../../adapters/payment-gateways/testing.ts';
import { createAd } from '../../seed/factories.ts';
import { callAs, client, promote, signUp } from '../accounts/testing.ts';
import { type NotificationContent, notificationText } from '../notifications/service.ts';
import { memberFlags, termsOf } from '../memberships/testing.ts';

const api = useTestApp();
const DAY = 86_400_000;
let finance: Awaited<ReturnType<typeof signUp>>;
let support: Awaited<ReturnType<typeof signUp>>;
let moderator: Awaited<ReturnType<typeof signUp>>;
let admin: Awaited<ReturnType<typeof signUp>>;

beforeAll(async () => {
  finance = await signUp(api, { name: 'Farida Finance' });
  support = await signUp(api, { name: 'Sumon Support' });
  moderator = await signUp(api, { name: 'Mina Moderator' });
  admin = await signUp(api, { name: 'Anis Admin' });
  await promote(api.db, finance.email, 'finance');
  await promote(api.db, support.email, 'support');
  await promote(api.db, moderator.email, 'moderator');
  await promote(api.db, admin.email, 'admin');
});

const call = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  callAs(api, token, method, url, payload);

const grant = (token: string, userId: number, body: Record<string, unknown>) =>
  call(token, 'POST', `/data/admin/people/${userId}/membership`, {
    reason: 'Compensation for the outage of 20 November',
    idempotency_key: randomUUID(),
    ...body,
  });

/** A gift filed for approval (202) is approved by another member of staff, as the approvals page does. */
async function approvedBy(token: string, filed: Awaited<ReturnType<typeof call>>) {
  expect(filed.statusCode, filed.body).toBe(202);
  const approved = await call(token, 'POST', `/data/admin/approvals/${filed.json().approval.id}`, {
    decision: 'approve',
    reason: 'Checked against the outage report',
  });
  expect(approved.statusCode, approved.body).toBe(200);
  return approved;
}

const terms = (userId: number) => termsOf(api.db, userId);
const flags = (userId: number) => memberFlags(api.db, userId);
const audit = async (action: string, userId: number) =>
  (await call(admin.token, 'GET', `/data/admin/audit?action=${action}&subject_id=${userId}`)).json().entries;
const notifications = async (token: string, language = 'en') => {
  const response = await client(api).call({
    url: '/data/notifications',
    token,
    headers: { 'accept-language': language },
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ notifications: (NotificationContent & { link: string })[] }>().notifications;
};

describe('a membership granted by staff', () => {
  test('finance grants a package: a term by the memberships rules, the flags, the notice, the audit; once per form', async () => {
    const member = await signUp(api, { name: 'Rahim Reseller' });
    const key = randomUUID();
    const body = { kind: 'grant', category_group: 'electronics', tier: 'premium', months: 1, idempotency_key: key };
    const first = await grant(finance.token, member.account.id, body);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      pending: false,
      done: true,
      terms: [{ variant_identifier: 'electronics-premium-1m', source: 'grant' }],
    });
    // A double submission of the same form grants nothing more.
    const again = await grant(finance.token, member.account.id, body);
    expect(again.statusCode).toBe(200);
    expect(again.json().done).toBe(false);
    expect(await terms(member.account.id)).toHaveLength(1);
    expect(await flags(member.account.id)).toEqual({ is_member: true, is_featured_member: true });

    const [entry] = await audit('membership.grant', member.account.id);
    expect(entry).toMatchObject({
      actor: { id: finance.account.id, role: 'finance' },
      subject: { type: 'user', id: String(member.account.id) },
      reason: 'Compensation for the outage of 20 November',
      before: { terms: [] },
      after: { variant_identifier: 'electronics-premium-1m', terms: [{ source: 'grant' }] },
    });
    expect(await audit('membership.grant', member.account.id)).toHaveLength(1);

    const [notice] = await notifications(member.token);
    expect(notice).toMatchObject({ kind: 'membership_granted', link: '/bn/my/membership' });
    expect(notificationText('en', notice as NotificationContent)).toContain(
      'Haat gave you a Mobiles and electronics Premium, 1 month membership, until',
    );
    expect(notificationText('bn', notice as NotificationContent)).toContain('প্রিমিয়াম, ১ মাস মেম্বারশিপ দিয়েছে');
    const page = await call(finance.token, 'GET', `/data/admin/people/${member.account.id}`);
    expect(page.json().memberships).toMatchObject([{ variant_identifier: 'electronics-premium-1m' }]);
    // The member's own dashboard shows it in force.
    const mine = await call(member.token, 'GET', '/data/my/membership');
    expect(mine.statusCode, mine.body).toBe(200);
    expect(JSON.stringify(mine.json())).toContain('electronics-premium-1m');
  });

  test('the same package again queues after the term in force, as a renewal does', async () => {
    const member = await signUp(api);
    const body = { kind: 'grant', category_group: 'general', tier: 'basic', months: 1 };
    await grant(admin.token, member.account.id, body);
    // A second month within 30 days is more than one member of staff gives alone (decision 235).
    await approvedBy(finance.token, await grant(admin.token, member.account.id, body));
    const [first, second] = await terms(member.account.id);
    expect(second?.starts_at).toEqual(first?.ends_at);
  });

  test('an extension moves the end of the term in force and of the one queued after it', async () => {
    const member = await signUp(api);
    const none = await grant(finance.token, member.account.id, { kind: 'extend', days: 10 });
    expect(none.statusCode).toBe(409);
    expect(none.json().error.code).toBe('INVALID_TRANSITION');
    const body = { kind: 'grant', category_group: 'vehicles', tier: 'plus', months: 1 };
    await grant(finance.token, member.account.id, body);
    await approvedBy(admin.token, await grant(finance.token, member.account.id, body));
    const before = await terms(member.account.id);
    const key = randomUUID();
    const extended = await grant(finance.token, member.account.id, { kind: 'extend', days: 10, idempotency_key: key });
    await approvedBy(admin.token, extended);
    // The same form again, once approved: the extension it made, nothing more.
    const again = await grant(finance.token, member.account.id, { kind: 'extend', days: 10, idempotency_key: key });
    expect(again.json()).toMatchObject({ pending: false, done: false });
    const after = await terms(member.account.id);
    expect(after[0]?.ends_at.getTime()).toBe((before[0]?.ends_at.getTime() ?? 0) + 10 * DAY);
    expect(after[1]?.starts_at.getTime()).toBe((before[1]?.starts_at.getTime() ?? 0) + 10 * DAY);
    expect(after[1]?.ends_at.getTime()).toBe((before[1]?.ends_at.getTime() ?? 0) + 10 * DAY);
    const [entry] = await audit('membership.extend', member.account.id);
    // Made by the approval: the approver is its actor, the request named in it.
    expect(entry).toMatchObject({ after: { days: 10, requested_by: finance.account.id }, actor: { role: 'admin' } });
    const [notice] = await notifications(member.token, 'bn');
    expect(notice?.payload).toMatchObject({ action: 'extend', ends_at: after[0]?.ends_at.toISOString() });
  });

  test('the term ends and the flags follow with the memberships job', async () => {
    const member = await signUp(api);
    await grant(finance.token, member.account.id, { kind: 'grant', category_group: 'jobs', tier: 'basic', months: 1 });
    expect((await flags(member.account.id))?.is_member).toBe(true);
    const [term] = await terms(member.account.id);
    const now = api.clock.now();
    api.clock.set(new Date((term?.ends_at.getTime() ?? 0) + 1000));
    await runJobNow(api, 'memberships');
    expect((await flags(member.account.id))?.is_member).toBe(false);
    api.clock.set(now);
  });

  test('bad input, no reason, a key reused for someone else, nobody, and who may', async () => {
    const member = await signUp(api);
    const other = await signUp(api);
    const bad = await grant(finance.token, member.account.id, {
      kind: 'grant',
      category_group: 'general',
      tier: 'gold',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('VALIDATION_FAILED');
    const body = { kind: 'grant', category_group: 'general', tier: 'basic', months: 2 };
    expect((await grant(finance.token, member.account.id, body)).statusCode).toBe(400);
    const noReason = await grant(finance.token, member.account.id, { ...body, months: 1, reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    const key = randomUUID();
    await grant(finance.token, member.account.id, { ...body, months: 1, idempotency_key: key });
    const reused = await grant(finance.token, other.account.id, { ...body, months: 1, idempotency_key: key });
    expect(reused.statusCode).toBe(409);
    expect(await terms(other.account.id)).toEqual([]);
    expect((await grant(finance.token, 999_999, { ...body, months: 1 })).statusCode).toBe(404);
    expect((await grant(support.token, member.account.id, { ...body, months: 1 })).statusCode).toBe(403);
    expect((await grant(moderator.token, member.account.id, { ...body, months: 1 })).statusCode).toBe(403);
    expect((await grant(other.token, member.account.id, { ...body, months: 1 })).statusCode).toBe(404);
  });
});

describe('a voucher issued by staff', () => {
  const issue = (token: string, userId: number, body: Record<string, unknown> = {}) =>
    call(token, 'POST', `/data/admin/people/${userId}/voucher`, {
      discount_kind: 'percent',
      discount_value: 20,
      expires_on: new Date(api.clock.now().getTime() + 7 * DAY).toISOString().slice(0, 10),
      reason: 'Apology for a wrongly rejected ad',
      idempotency_key: randomUUID(),
      ...body,
    });

  async function seller() {
    const person = await signUp(api);
    const ad = await createAd(api.db, person.account.id, {
      title: 'Toyota Axio 2016 fresh condition',
      publishedAt: api.clock.now(),
    });
    return { ...person, ad };
  }
  const upsell = (token: string, slug: string, voucher: string) =>
    call(token, 'POST', '/data/products/upsell', {
      slug,
      promotions: [{ kind: 'urgent_ad', selected: true, value: 'urgent_ad-7d-vehicles' }],
      voucher,
    });

  test('is its owner’s alone, once, told to them, audited; a double submission issues one', async () => {
    const owner = await seller();
    const stranger = await seller();
    const key = randomUUID();
    const issued = await issue(finance.token, owner.account.id, { idempotency_key: key });
    expect(issued.statusCode, issued.body).toBe(200);
    const { voucher } = issued.json();
    expect(voucher).toMatchObject({ discount_kind: 'percent', discount_value: 20, used: false });
    expect(voucher.code).toMatch(/^HAAT[A-Z0-9]{8}$/);
    const again = await issue(finance.token, owner.account.id, { idempotency_key: key });
    expect(again.json()).toMatchObject({ done: false, voucher: { code: voucher.code } });
    const page = await call(finance.token, 'GET', `/data/admin/people/${owner.account.id}`);
    expect(page.json().vouchers.map((v: { code: string }) => v.code)).toEqual([voucher.code]);

    const [notice] = await notifications(owner.token);
    expect(notice).toMatchObject({ kind: 'voucher_issued', payload: { code: voucher.code } });
    const told = notice as NotificationContent;
    expect(notificationText('en', told)).toMatch(new RegExp(`voucher ${voucher.code}: 20% off promotions until`));
    expect(notificationText('bn', told)).toContain(`ভাউচার ${voucher.code} দিয়েছে`);
    expect(notificationText('bn', told)).toContain('২০%');
    const [entry] = await audit('voucher.issue', owner.account.id);
    expect(entry).toMatchObject({
      actor: { id: finance.account.id },
      after: { code: voucher.code, discount_value: 20 },
      reason: 'Apology for a wrongly rejected ad',
    });

    // Someone else entering the code finds no voucher.
    expect((await upsell(stranger.token, stranger.ad.slug, voucher.code)).json().error.code).toBe('VOUCHER_EXPIRED');
    const quote = await upsell(owner.token, owner.ad.slug, voucher.code.toLowerCase());
    expect(quote.statusCode, quote.body).toBe(200);
    expect(quote.json().total_poisha).toBe(48_000);

    // Paid once, it is used up.
    const started = await call(owner.token, 'POST', '/data/payments/checkout', {
      context: 'promotion',
      items: [
        { type: 'urgent_ad', ad_id: owner.ad.id, variant_id: 'urgent_ad-7d-vehicles' },
        { type: 'voucher_v2', ad_id: owner.ad.id, code: voucher.code },
      ],
      processor: 'bkash',
      idempotency_key: randomUUID(),
    });
    expect(started.statusCode, started.body).toBe(201);
    const way = await pressOnHostedPage('bkash', started.json().redirect_url, 'pay');
    if (!way) throw new Error('no way back');
    await client(api).call({ method: 'GET', url: `${way.url.pathname}${way.url.search}` });
    expect((await upsell(owner.token, owner.ad.slug, voucher.code)).json().error.code).toBe('VOUCHER_USED_UP');
    const after = await call(finance.token, 'GET', `/data/admin/people/${owner.account.id}`);
    expect(after.json().vouchers[0].used).toBe(true);
  });

  test('a fixed voucher in poisha; refused: 100 %, an expiry past or beyond a year, no reason, and who may not', async () => {
    const owner = await seller();
    const fixed = await issue(admin.token, owner.account.id, { discount_kind: 'fixed', discount_value: 10_000 });
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect(fixed.json().voucher.discount_value).toBe(10_000);
    for (const body of [
      { discount_value: 100 },
      { expires_on: '2020-01-01' },
      { expires_on: '2099-01-01' },
      { expires_on: 'next week' },
      { reason: '' },
    ]) {
      const refused = await issue(finance.token, owner.account.id, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(refused.json().error.code).toBe('VALIDATION_FAILED');
    }
    expect((await issue(support.token, owner.account.id)).statusCode).toBe(403);
    expect((await issue(owner.token, owner.account.id)).statusCode).toBe(404);
    expect((await issue(finance.token, 999_999)).statusCode).toBe(404);
  });
});

describe('each moderator’s throughput', () => {
  test('per day from the audit log: everyone’s for the admin, one’s own for a moderator', async () => {
    const poster = await signUp(api);
    const other = await signUp(api, { name: 'Omar Other Moderator' });
    await promote(api.db, other.email, 'moderator');
    // The audit log stamps decisions with the database's time: the ads were submitted 30 and 90 minutes before it.
    const ads = [];
    for (const minutes of [30, 90, 10]) {
      const ad = await createAd(api.db, poster.account.id, { title: `Walton fridge ${minutes} for review` });
      await api.db.query(
        "UPDATE ads SET status = 'pending_review', submitted_at = now() - make_interval(mins => $2) WHERE id = $1",
        [ad.id, minutes],
      );
      ads.push(ad);
    }
    const decide = (token: string, id: number, verdict: 'approve' | 'reject') =>
      call(token, 'POST', `/data/review/${id}/${verdict}`, verdict === 'reject' ? { reason: 'prohibited_item' } : {});
    expect((await decide(moderator.token, ads[0]!.id, 'approve')).statusCode).toBeLessThan(300);
    expect((await decide(moderator.token, ads[1]!.id, 'reject')).statusCode).toBeLessThan(300);
    expect((await decide(other.token, ads[2]!.id, 'approve')).statusCode).toBeLessThan(300);

    const everyone = await call(admin.token, 'GET', '/data/admin/throughput?days=1');
    expect(everyone.statusCode, everyone.body).toBe(200);
    expect(everyone.json().everyone).toBe(true);
    const mina = everyone.json().days.find((d: { id: number }) => d.id === moderator.account.id);
    expect(mina).toMatchObject({ approved: 1, rejected: 1, reportsHandled: 0, medianMinutes: 30 });
    expect(everyone.json().days.some((d: { id: number }) => d.id === other.account.id)).toBe(true);

    const own = await call(moderator.token, 'GET', '/data/admin/throughput');
    expect(own.json().everyone).toBe(false);
    expect(own.json().days.map((d: { id: number }) => d.id)).toEqual([moderator.account.id]);
    expect((await call(poster.token, 'GET', '/data/admin/throughput')).statusCode).toBe(404);
    expect((await call(admin.token, 'GET', '/data/admin/throughput?days=99')).statusCode).toBe(400);
  });
});
