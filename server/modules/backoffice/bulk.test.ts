// Bulk actions on the review queue and the reports, each item audited, an item decided meanwhile
// reported rather than fatal.
import { expect, test } from 'vitest';
import { useTestApp } from '../../../tests/app.ts';
import { createAd } from '../../seed/factories.ts';
import { client, promote, signUp } from '../accounts/testing.ts';

const api = useTestApp();

async function staff(role: 'moderator' | 'support') {
  const person = await signUp(api, { name: `Bulk ${role}` });
  await promote(api.db, person.email, role);
  return person;
}

test('a moderator approves and rejects many ads at once; one already decided is counted, not fatal', async () => {
  const moderator = await staff('moderator');
  const poster = await signUp(api);
  const ads = [];
  for (let i = 0; i < 4; i += 1) {
    ads.push(await createAd(api.db, poster.account.id, { status: 'pending_review', publishedAt: null }));
  }
  const [a, b, c, d] = ads.map((ad) => ad.id);
  const bulk = (payload: object) =>
    client(api).call({ method: 'POST', url: '/data/admin/review/bulk', token: moderator.token, payload });

  const approved = await bulk({ ids: [a, b], action: 'approve' });
  expect(approved.json().results).toEqual([
    { id: a, error: null },
    { id: b, error: null },
  ]);
  const rejected = await bulk({ ids: [b, c, d], action: 'reject', reason: 'spam', note: 'Same text as 40 other ads' });
  expect(rejected.json().results).toEqual([
    { id: b, error: 'INVALID_TRANSITION' },
    { id: c, error: null },
    { id: d, error: null },
  ]);
  const statuses = await api.db.query<{ id: number; status: string; rejection_reason: string | null }>(
    'SELECT id, status, rejection_reason FROM ads WHERE id = ANY($1::bigint[]) ORDER BY id',
    [[a, b, c, d]],
  );
  expect(statuses.map((s) => [s.status, s.rejection_reason])).toEqual([
    ['published', null],
    ['published', null],
    ['rejected', 'spam'],
    ['rejected', 'spam'],
  ]);
  const [audited] = await api.db.query<{ count: number }>(
    "SELECT count(*)::int AS count FROM audit_log WHERE actor_id = $1 AND action IN ('ad.approve', 'ad.reject')",
    [moderator.account.id],
  );
  expect(audited?.count).toBe(4);

  const noReason = await bulk({ ids: [a], action: 'reject' });
  expect(noReason.statusCode).toBe(400);
  expect(noReason.json().error.violations).toEqual([{ path: 'body.reason', message: 'reason_required' }]);
  expect((await bulk({ ids: [], action: 'approve' })).statusCode).toBe(400);
});

test('a moderator closes many reports at once; support may not', async () => {
  const moderator = await staff('moderator');
  const support = await staff('support');
  const poster = await signUp(api);
  const reportIds: number[] = [];
  for (let i = 0; i < 3; i += 1) {
    const ad = await createAd(api.db, poster.account.id);
    await client(api).call({
      method: 'POST',
      url: `/data/ads/${ad.id}/reports`,
      token: moderator.token,
      payload: { reason: 'fraud' },
    });
    const [report] = await api.db.query<{ id: number }>('SELECT id FROM ad_reports WHERE ad_id = $1', [ad.id]);
    reportIds.push(report!.id);
  }
  const payload = { ids: reportIds, outcome: 'taken_down' };
  const refused = await client(api).call({
    method: 'POST',
    url: '/data/admin/reports/bulk',
    token: support.token,
    payload,
  });
  expect(refused.statusCode).toBe(403);
  const closed = await client(api).call({
    method: 'POST',
    url: '/data/admin/reports/bulk',
    token: moderator.token,
    payload,
  });
  expect(closed.json().results.map((r: { error: string | null }) => r.error)).toEqual([null, null, null]);
  const open = await client(api).call({ url: '/data/admin/reports', token: moderator.token });
  expect(open.json().reports).toEqual([]);
});

test('a saved reason rejects ads with its text in bn and en, which the poster reads; a retired one is refused', async () => {
  const moderator = await staff('moderator');
  const poster = await signUp(api);
  const as = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    client(api).call({ method, url, token, payload });
  const added = await as(moderator.token, 'POST', '/data/admin/reasons', {
    code: 'contact_in_text',
    text_bn: 'বিবরণে ফোন নম্বর লেখা যাবে না।',
    text_en: 'Phone numbers may not be written in the description.',
  });
  expect(added.statusCode).toBe(201);
  const reasonId = added.json().reason.id;
  const one = await createAd(api.db, poster.account.id, { status: 'pending_review', publishedAt: null });
  const two = await createAd(api.db, poster.account.id, { status: 'pending_review', publishedAt: null });
  await as(moderator.token, 'POST', `/data/review/${one.id}/reject`, { reason: 'other', saved_reason_id: reasonId });
  const bulk = await as(moderator.token, 'POST', '/data/admin/review/bulk', {
    ids: [two.id],
    action: 'reject',
    saved_reason_id: reasonId,
  });
  expect(bulk.json().results).toEqual([{ id: two.id, error: null }]);

  const mine = await as(poster.token, 'GET', '/data/my/ads?list=rejected');
  for (const ad of mine.json().ads) {
    expect(ad.rejectionReason).toBe('contact_in_text');
    expect(ad.rejectionSaved).toEqual({
      bn: 'বিবরণে ফোন নম্বর লেখা যাবে না।',
      en: 'Phone numbers may not be written in the description.',
    });
  }
  expect(mine.json().ads).toHaveLength(2);

  expect((await as(moderator.token, 'POST', `/data/admin/reasons/${reasonId}`, { active: false })).statusCode).toBe(
    204,
  );
  const three = await createAd(api.db, poster.account.id, { status: 'pending_review', publishedAt: null });
  const refused = await as(moderator.token, 'POST', `/data/review/${three.id}/reject`, {
    reason: 'other',
    saved_reason_id: reasonId,
  });
  expect(refused.statusCode).toBe(400);
  const actions = await api.db.query<{ action: string }>(
    "SELECT action FROM audit_log WHERE subject_type = 'saved_reason' ORDER BY id",
  );
  expect(actions.map((a) => a.action)).toEqual(['reason.add', 'reason.retire']);
});
