// Reported chats (decision 158): reports by a participant and by the system (a job chat asking for a
// fee) reach the moderators with the messages in context; dismiss, warn and suspend close them, each audited, and
// the person's page lists the chats reported about them.
import { beforeAll, describe, expect, test } from 'vitest';
import { useTestApp } from '../../../tests/app.ts';
import { memoryPubSub } from '../../adapters/pubsub.ts';
import { createAd } from '../../seed/factories.ts';
import { callAs, promote } from '../accounts/testing.ts';
import { person, type Person, publishedAd, startChat } from '../chat/testing.ts';
import { sendMessage } from '../chat/messages.ts';
import { jobCategoryIds } from '../catalog/job-categories.ts';

const api = useTestApp();
let moderator: Person;
let finance: Person;

beforeAll(async () => {
  moderator = await person(api, 'Mina Moderator');
  finance = await person(api, 'Farid Finance');
  for (const [who, role] of [
    [moderator, 'moderator'],
    [finance, 'finance'],
  ] as const) {
    const [row] = await api.db.query<{ email: string }>('SELECT email FROM users WHERE id = $1', [who.id]);
    await promote(api.db, row?.email ?? '', role);
  }
});

const call = (who: Person, method: 'GET' | 'POST', url: string, payload?: object) =>
  callAs(api, who.token, method, url, payload);
const deps = () => ({ db: api.db, counters: api.counters, clock: api.clock, pubsub: memoryPubSub() });
interface Report {
  id: number;
  reason: string;
  reporter: { id: number } | null;
  reported: { id: number; suspended: boolean };
  outcome: string | null;
  messages: { senderId: number; text: string }[];
}
const openReports = async () =>
  (await call(moderator, 'GET', '/data/admin/chat-reports')).json<{ reports: Report[] }>().reports;

describe('reported chats', () => {
  test("a buyer's report is about the seller, with the messages; warning the seller closes it, audited", async () => {
    const seller = await person(api, 'Sabbir Seller');
    const buyer = await person(api, 'Bokul Buyer');
    const ad = await publishedAd(api, seller, 'iPhone 13 Pro, 256 GB');
    const name = await startChat(api, buyer, ad.id);
    await sendMessage(deps(), buyer.id, name, { clientKey: 'b1', text: 'Is it still available?' });
    await sendMessage(deps(), seller.id, name, { clientKey: 's1', text: 'Send 5000 advance first, idiot' });
    const filed = await call(buyer, 'POST', '/data/chat/reports', { conversation: name, reason: 'abuse' });
    expect(filed.statusCode, filed.body).toBe(204);

    const report = (await openReports()).find((r) => r.reporter?.id === buyer.id);
    expect(report?.reported.id).toBe(seller.id);
    expect(report?.messages.map((m) => [m.senderId, m.text])).toEqual([
      [buyer.id, 'Is it still available?'],
      [seller.id, 'Send 5000 advance first, idiot'],
    ]);
    expect((await call(finance, 'GET', '/data/admin/chat-reports')).statusCode).toBe(403);
    const id = report?.id ?? 0;
    expect(
      (await call(finance, 'POST', `/data/admin/chat-reports/${id}`, { action: 'dismiss', reason: 'x' })).statusCode,
    ).toBe(403);

    const warned = await call(moderator, 'POST', `/data/admin/chat-reports/${id}`, {
      action: 'warn',
      reason: 'Be polite to buyers in chats',
    });
    expect(warned.statusCode, warned.body).toBe(204);
    expect((await openReports()).map((r) => r.id)).not.toContain(id);
    const again = await call(moderator, 'POST', `/data/admin/chat-reports/${id}`, {
      action: 'dismiss',
      reason: 'late',
    });
    expect(again.json().error.code).toBe('INVALID_TRANSITION');

    const page = await call(moderator, 'GET', `/data/admin/people/${seller.id}`);
    expect(page.json().person.warnings.map((w: { message: string }) => w.message)).toEqual([
      'Be polite to buyers in chats',
    ]);
    expect(page.json().chatReports.map((r: Report) => [r.id, r.outcome])).toEqual([[id, 'warned']]);
    const [entry] = await api.db.query<{ action: string; after: unknown }>(
      `SELECT action, after FROM audit_log WHERE subject_type = 'chat_report' AND subject_id = $1`,
      [String(id)],
    );
    expect(entry).toEqual({ action: 'chat_report.warn', after: { outcome: 'warned' } });
  });

  test('the system reports a job chat asking for a fee, about the sender; suspending them hides their ads', async () => {
    const employer = await person(api, 'Fake Recruiter');
    const seeker = await person(api, 'Karim Mia');
    const job = await createAd(api.db, employer.id, {
      categoryId: jobCategoryIds()[0],
      status: 'published',
      publishedAt: new Date(),
      title: 'Driver needed in Dubai',
    });
    const name = await startChat(api, seeker, job.id);
    await sendMessage(deps(), employer.id, name, { clientKey: 'e1', text: 'Pay the registration fee 5000 taka first' });

    const report = (await openReports()).find((r) => r.reported.id === employer.id);
    expect(report).toMatchObject({ reason: 'fee_request', reporter: null, outcome: null });
    const suspended = await call(moderator, 'POST', `/data/admin/chat-reports/${report?.id}`, {
      action: 'suspend',
      reason: 'Job scam: asks applicants for a fee',
    });
    expect(suspended.statusCode, suspended.body).toBe(204);
    const [ad] = await api.db.query<{ status: string }>('SELECT status FROM ads WHERE id = $1', [job.id]);
    expect(ad?.status).toBe('deactivated');
    const log = await api.db.query<{ action: string }>(
      `SELECT action FROM audit_log WHERE (subject_type, subject_id) IN (('user', $1), ('chat_report', $2)) ORDER BY id`,
      [String(employer.id), String(report?.id)],
    );
    expect(log.map((l) => l.action)).toEqual(['person.suspend', 'chat_report.suspend']);
  });

  test('a dismissed report opens again when the person reports the chat again', async () => {
    const seller = await person(api, 'Selim');
    const buyer = await person(api, 'Babu');
    const name = await startChat(api, buyer, (await publishedAd(api, seller, 'Walton fridge')).id);
    await call(buyer, 'POST', '/data/chat/reports', { conversation: name, reason: 'spam' });
    const id = (await openReports()).find((r) => r.reporter?.id === buyer.id)?.id;
    await call(moderator, 'POST', `/data/admin/chat-reports/${id}`, { action: 'dismiss', reason: 'Nothing wrong' });
    expect((await openReports()).map((r) => r.id)).not.toContain(id);
    await call(buyer, 'POST', '/data/chat/reports', { conversation: name, reason: 'scam' });
    expect((await openReports()).find((r) => r.id === id)?.reason).toBe('scam');
  });
});
