// Four eyes on staff money (decision 235): staff give, issue and refund nothing to their own account; a gift above
// the limits waits until another member of staff approves it, never the one who asked nor the one who gets it;
// approvals sent at once make the gift once; every request, approval and rejection is in the audit log; the
// approvals are staff's alone.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, test } from 'vitest';
import { useTestApp } from '../../../tests/app.ts';
import { pressOnHostedPage } from '../../adapters/payment-gateways/testing.ts';
import { createAd } from '../../seed/factories.ts';
import { callAs, client, promote, signUp } from '../accounts/testing.ts';
import { termsOf } from '../memberships/testing.ts';

const api = useTestApp();
const DAY = 86_400_000;
type Person = Awaited<ReturnType<typeof signUp>>;
let finance: Person;
let finance2: Person;
let admin: Person;
let support: Person;
let moderator: Person;

beforeAll(async () => {
  finance = await signUp(api, { name: 'Farida Finance' });
  finance2 = await signUp(api, { name: 'Faruk Finance' });
  admin = await signUp(api, { name: 'Anis Admin' });
  support = await signUp(api, { name: 'Sumon Support' });
  moderator = await signUp(api, { name: 'Mina Moderator' });
  await promote(api.db, finance.email, 'finance');
  await promote(api.db, finance2.email, 'finance');
  await promote(api.db, admin.email, 'admin');
  await promote(api.db, support.email, 'support');
  await promote(api.db, moderator.email, 'moderator');
});

const call = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  callAs(api, token, method, url, payload);

const grant = (token: string, userId: number, body: Record<string, unknown> = {}) =>
  call(token, 'POST', `/data/admin/people/${userId}/membership`, {
    kind: 'grant',
    category_group: 'vehicles',
    tier: 'premium',
    months: 12,
    reason: 'Our best dealer of the year',
    idempotency_key: randomUUID(),
    ...body,
  });
const voucher = (token: string, userId: number, body: Record<string, unknown> = {}) =>
  call(token, 'POST', `/data/admin/people/${userId}/voucher`, {
    discount_kind: 'percent',
    discount_value: 99,
    expires_on: new Date(api.clock.now().getTime() + 7 * DAY).toISOString().slice(0, 10),
    reason: 'Sorry for the outage',
    idempotency_key: randomUUID(),
    ...body,
  });
const decide = (token: string, id: number, decision: 'approve' | 'reject', reason = 'Checked with the member') =>
  call(token, 'POST', `/data/admin/approvals/${id}`, { decision, reason });
const pending = async (token: string) =>
  (await call(token, 'GET', '/data/admin/approvals?status=pending')).json().approvals as { id: number }[];
const audit = async (action: string, userId: number) =>
  (await call(admin.token, 'GET', `/data/admin/audit?action=${action}&subject_id=${userId}`)).json().entries;
const vouchersOf = async (userId: number) =>
  api.db.query<{ code: string }>('SELECT code FROM promotion_vouchers WHERE user_id = $1', [userId]);

describe('staff give nothing to their own account', () => {
  test('a membership, an extension or a voucher for oneself is refused, whatever its size, and nothing is made', async () => {
    for (const me of [finance, admin]) {
      for (const response of [
        await grant(me.token, me.account.id, { months: 1 }),
        await grant(me.token, me.account.id),
        await grant(me.token, me.account.id, { kind: 'extend', days: 5 }),
        await voucher(me.token, me.account.id, { discount_value: 10 }),
        await voucher(me.token, me.account.id),
      ]) {
        expect(response.statusCode, response.body).toBe(403);
        expect(response.json().error.code).toBe('SELF_GRANT');
        expect(response.json().error.message).toContain('own account');
      }
      expect(await termsOf(api.db, me.account.id)).toEqual([]);
      expect(await vouchersOf(me.account.id)).toEqual([]);
    }
    const bn = await client(api).call({
      method: 'POST',
      url: `/data/admin/people/${finance.account.id}/voucher`,
      token: finance.token,
      headers: { 'accept-language': 'bn' },
      payload: {
        discount_kind: 'percent',
        discount_value: 10,
        expires_on: new Date(api.clock.now().getTime() + 7 * DAY).toISOString().slice(0, 10),
        reason: 'Testing the refusal',
        idempotency_key: randomUUID(),
      },
    });
    expect(bn.statusCode).toBe(403);
    expect(bn.json().error.message).toContain('নিজের অ্যাকাউন্টে');
  });

  test('a refund of one’s own payment is refused; another member of staff may refund it', async () => {
    const ad = await createAd(api.db, finance.account.id, {
      title: 'Honda CB Hornet 160R 2021',
      publishedAt: api.clock.now(),
    });
    const started = await call(finance.token, 'POST', '/data/payments/checkout', {
      context: 'promotion',
      items: [{ type: 'urgent_ad', ad_id: ad.id, variant_id: 'urgent_ad-7d-vehicles' }],
      processor: 'bkash',
      idempotency_key: randomUUID(),
    });
    expect(started.statusCode, started.body).toBe(201);
    const way = await pressOnHostedPage('bkash', started.json().redirect_url, 'pay');
    if (!way) throw new Error('no way back');
    await client(api).call({ method: 'GET', url: `${way.url.pathname}${way.url.search}` });
    const code = started.json().payment.code as string;
    const refund = (token: string) =>
      call(token, 'POST', `/data/payments/${code}/refund`, { reason: 'Bought by mistake' });
    const own = await refund(finance.token);
    expect(own.statusCode, own.body).toBe(403);
    expect(own.json().error.code).toBe('SELF_GRANT');
    const [state] = await api.db.query<{ state: string }>('SELECT state FROM payments WHERE invoice_number = $1', [
      code,
    ]);
    expect(state?.state).not.toBe('refunded');
    expect((await refund(finance2.token)).statusCode).toBe(200);
  });
});

describe('a large gift waits for a second member of staff', () => {
  test('twelve months are filed, not made; the one who asked cannot approve; another approves and it is made once', async () => {
    const member = await signUp(api, { name: 'Rafiq Motors' });
    const key = randomUUID();
    const filed = await grant(finance.token, member.account.id, { idempotency_key: key });
    expect(filed.statusCode, filed.body).toBe(202);
    const { approval } = filed.json();
    expect(approval).toMatchObject({
      kind: 'membership',
      status: 'pending',
      user: { id: member.account.id, name: 'Rafiq Motors' },
      requested_by: { id: finance.account.id, name: 'Farida Finance' },
      gift: { kind: 'grant', category_group: 'vehicles', tier: 'premium', months: 12 },
      reason: 'Our best dealer of the year',
    });
    // The same form again files nothing more.
    const again = await grant(finance.token, member.account.id, { idempotency_key: key });
    expect(again.json()).toMatchObject({ pending: true, done: false, approval: { id: approval.id } });
    expect(await termsOf(api.db, member.account.id)).toEqual([]);
    expect((await pending(admin.token)).filter((a) => a.id === approval.id)).toHaveLength(1);
    expect((await pending(finance.token)).map((a) => a.id)).toContain(approval.id);

    for (const decision of ['approve', 'reject'] as const) {
      const own = await decide(finance.token, approval.id, decision);
      expect(own.statusCode, own.body).toBe(403);
      expect(own.json().error.code).toBe('SELF_APPROVAL');
    }
    expect(await termsOf(api.db, member.account.id)).toEqual([]);

    const approved = await decide(finance2.token, approval.id, 'approve');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({
      done: true,
      approval: {
        status: 'approved',
        decided_by: { id: finance2.account.id },
        decision_reason: 'Checked with the member',
      },
    });
    const terms = await termsOf(api.db, member.account.id);
    expect(terms).toHaveLength(1);
    expect(terms[0]?.variant_identifier).toBe('vehicles-premium-12m');
    // Decided: approving again answers the decision, rejecting it now is a conflict.
    expect((await decide(admin.token, approval.id, 'approve')).json()).toMatchObject({ done: false });
    expect((await decide(admin.token, approval.id, 'reject')).statusCode).toBe(409);
    expect(await pending(admin.token)).not.toContainEqual(expect.objectContaining({ id: approval.id }));

    const [request] = await audit('approval.request', member.account.id);
    expect(request).toMatchObject({
      actor: { id: finance.account.id, role: 'finance' },
      after: { approval_id: approval.id, status: 'pending', gift: { months: 12 } },
      reason: 'Our best dealer of the year',
    });
    const [approval_] = await audit('approval.approve', member.account.id);
    expect(approval_).toMatchObject({
      actor: { id: finance2.account.id },
      after: { approval_id: approval.id, status: 'approved', requested_by: finance.account.id },
      reason: 'Checked with the member',
    });
    const grants = await audit('membership.grant', member.account.id);
    expect(grants).toHaveLength(1);
    expect(grants[0]).toMatchObject({ actor: { id: finance2.account.id }, after: { approval_id: approval.id } });
  });

  test('a 99 % voucher is filed; rejected, nothing is given, and it cannot be approved after', async () => {
    const member = await signUp(api);
    const filed = await voucher(finance.token, member.account.id);
    expect(filed.statusCode, filed.body).toBe(202);
    const { id } = filed.json().approval;
    const rejected = await decide(admin.token, id, 'reject', 'Far more than the outage cost them');
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().approval).toMatchObject({ status: 'rejected', decided_by: { id: admin.account.id } });
    expect(await vouchersOf(member.account.id)).toEqual([]);
    expect((await decide(finance2.token, id, 'approve')).statusCode).toBe(409);
    expect(await vouchersOf(member.account.id)).toEqual([]);
    const [entry] = await audit('approval.reject', member.account.id);
    expect(entry).toMatchObject({ actor: { id: admin.account.id }, reason: 'Far more than the outage cost them' });
  });

  test('where the limits are: Tk 500 and 50 % alone; a second gift within 30 days waits', async () => {
    const member = await signUp(api);
    expect(
      (await voucher(finance.token, member.account.id, { discount_kind: 'fixed', discount_value: 50_001 })).statusCode,
    ).toBe(202);
    expect((await voucher(finance.token, member.account.id, { discount_value: 51 })).statusCode).toBe(202);
    expect((await voucher(finance.token, member.account.id, { discount_value: 50 })).statusCode).toBe(200);
    // A second small voucher, even by someone else, is no longer small.
    expect((await voucher(admin.token, member.account.id, { discount_value: 5 })).statusCode).toBe(202);
    expect((await grant(finance.token, member.account.id, { months: 1 })).statusCode).toBe(200);
    expect((await grant(finance.token, member.account.id, { kind: 'extend', days: 1 })).statusCode).toBe(202);
    // After 30 days a month may be given alone again.
    const now = api.clock.now();
    api.clock.set(new Date(now.getTime() + 31 * DAY));
    expect((await grant(finance.token, member.account.id, { months: 1 })).statusCode).toBe(200);
    api.clock.set(now);
  });

  test('a gift to a member of staff: they cannot approve it, a third one can', async () => {
    const filed = await grant(finance.token, admin.account.id, { months: 3 });
    expect(filed.statusCode, filed.body).toBe(202);
    const { id } = filed.json().approval;
    const mine = await decide(admin.token, id, 'approve');
    expect(mine.statusCode).toBe(403);
    expect(mine.json().error.code).toBe('SELF_GRANT');
    expect(await termsOf(api.db, admin.account.id)).toEqual([]);
    expect((await decide(finance2.token, id, 'approve')).statusCode).toBe(200);
    expect(await termsOf(api.db, admin.account.id)).toHaveLength(1);
  });

  test('ten approvals at once: the gift is made exactly once, the others answer the decision or 409', async () => {
    const member = await signUp(api);
    const filed = await grant(finance.token, member.account.id, { months: 6, tier: 'plus' });
    const { id } = filed.json().approval;
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => decide(i % 2 ? admin.token : finance2.token, id, 'approve')),
    );
    for (const answer of answers) expect([200, 409], answer.body).toContain(answer.statusCode);
    expect(answers.filter((a) => a.statusCode === 200 && a.json().done)).toHaveLength(1);
    expect(await termsOf(api.db, member.account.id)).toHaveLength(1);
    expect(await audit('membership.grant', member.account.id)).toHaveLength(1);
    expect(await audit('approval.approve', member.account.id)).toHaveLength(1);

    // Approvals and rejections racing: one decision wins, the gift is made at most once.
    const other = await signUp(api);
    const second = (await voucher(finance.token, other.account.id)).json().approval.id as number;
    const raced = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        decide(i % 2 ? admin.token : finance2.token, second, i < 5 ? 'approve' : 'reject'),
      ),
    );
    for (const answer of raced) expect([200, 409], answer.body).toContain(answer.statusCode);
    expect(raced.filter((a) => a.statusCode === 200 && a.json().done)).toHaveLength(1);
    const decided = [
      ...(await audit('approval.approve', other.account.id)),
      ...(await audit('approval.reject', other.account.id)),
    ];
    expect(decided).toHaveLength(1);
    expect((await vouchersOf(other.account.id)).length).toBe(decided[0].action === 'approval.approve' ? 1 : 0);
  });
});

describe('requests sent at once', () => {
  test('ten copies of one form file one request; ten small vouchers at once give one, the rest wait', async () => {
    const member = await signUp(api);
    const key = randomUUID();
    const copies = await Promise.all(
      Array.from({ length: 10 }, () => grant(finance.token, member.account.id, { idempotency_key: key })),
    );
    for (const copy of copies) expect(copy.statusCode, copy.body).toBe(202);
    expect(new Set(copies.map((c) => c.json().approval.id)).size).toBe(1);
    expect(copies.filter((c) => c.json().done)).toHaveLength(1);

    const other = await signUp(api);
    const small = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        voucher(i % 2 ? admin.token : finance.token, other.account.id, { discount_value: 10 }),
      ),
    );
    expect(small.map((r) => r.statusCode).sort()).toEqual([200, ...Array<number>(9).fill(202)]);
    expect(await vouchersOf(other.account.id)).toHaveLength(1);
  });
});

describe('who sees the approvals', () => {
  test('finance and admins; other staff get 403, anyone else 404 as the rest of the back office', async () => {
    const member = await signUp(api);
    const { id } = (await grant(finance.token, member.account.id, { months: 3 })).json().approval;
    for (const token of [support.token, moderator.token]) {
      expect((await call(token, 'GET', '/data/admin/approvals')).statusCode).toBe(403);
      expect((await decide(token, id, 'approve')).statusCode).toBe(403);
    }
    for (const token of [member.token]) {
      expect((await call(token, 'GET', '/data/admin/approvals')).statusCode).toBe(404);
      expect((await decide(token, id, 'approve')).statusCode).toBe(404);
    }
    expect((await client(api).call({ method: 'GET', url: '/data/admin/approvals' })).statusCode).toBe(401);
    expect((await decide(admin.token, 999_999, 'approve')).statusCode).toBe(404);
    expect((await decide(admin.token, id, 'approve', '')).statusCode).toBe(400);
    expect(await termsOf(api.db, member.account.id)).toEqual([]);
  });
});
