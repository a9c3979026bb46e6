// Staff roles (decision 157): an admin gives and takes roles, audited; the role applies on the person's
// next request without signing them out; nobody changes their own role and the last admin stays an admin.
import { beforeAll, describe, expect, test } from 'vitest';
import { useTestApp } from '../../../tests/app.ts';
import { enrolWithSecret } from '../accounts/second-factor.ts';
import { callAs, promote, signUp, STAFF_SECRET } from '../accounts/testing.ts';

const api = useTestApp();
let admin: Awaited<ReturnType<typeof signUp>>;
let moderator: Awaited<ReturnType<typeof signUp>>;

beforeAll(async () => {
  admin = await signUp(api, { name: 'Anis Admin' });
  moderator = await signUp(api, { name: 'Mina Moderator' });
  await promote(api.db, admin.email, 'admin');
  await promote(api.db, moderator.email, 'moderator');
});

const call = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  callAs(api, token, method, url, payload);
const setRole = (token: string, id: number, role: string) =>
  call(token, 'POST', `/data/admin/people/${id}/role`, { role, reason: 'Joins the moderation team' });

describe('staff roles', () => {
  test('a role given or taken applies on the next request, the session stays, and the log has before and after', async () => {
    const person = await signUp(api, { name: 'Rina Rahman' });
    expect((await call(person.token, 'GET', '/data/review')).statusCode).toBe(404);

    const given = await setRole(admin.token, person.account.id, 'moderator');
    expect(given.statusCode).toBe(200);
    expect(given.json().person.role).toBe('moderator');
    // Staff work once two-step sign-in is on (decision 190), still in the same session.
    expect((await call(person.token, 'GET', '/data/review')).json().error.code).toBe('SECOND_FACTOR_REQUIRED');
    await enrolWithSecret(api.db, person.account.id, STAFF_SECRET);
    expect((await call(person.token, 'GET', '/data/review')).statusCode).toBe(200);
    const staff = await call(admin.token, 'GET', '/data/admin/staff');
    expect(staff.json().people.map((p: { id: number }) => p.id)).toContain(person.account.id);

    expect((await setRole(admin.token, person.account.id, 'user')).statusCode).toBe(200);
    expect((await call(person.token, 'GET', '/data/review')).statusCode).toBe(404);
    expect((await call(person.token, 'GET', '/data/account')).statusCode).toBe(200);

    const log = await call(admin.token, 'GET', `/data/admin/audit?action=person.role&subject_id=${person.account.id}`);
    expect(log.json().entries.map((e: { before: unknown; after: unknown }) => [e.before, e.after])).toEqual([
      [{ role: 'moderator' }, { role: 'user' }],
      [{ role: 'user' }, { role: 'moderator' }],
    ]);
  });

  test('only admins change roles; nobody changes their own; the same role again is refused', async () => {
    const person = await signUp(api, { name: 'Polash Paul' });
    expect((await setRole(moderator.token, person.account.id, 'moderator')).statusCode).toBe(403);
    expect((await call(moderator.token, 'GET', '/data/admin/staff')).statusCode).toBe(403);
    const own = await setRole(admin.token, admin.account.id, 'user');
    expect(own.statusCode).toBe(403);
    expect((await setRole(admin.token, person.account.id, 'user')).json().error.code).toBe('INVALID_TRANSITION');
    expect((await setRole(admin.token, 999999, 'moderator')).statusCode).toBe(404);
    expect((await setRole(admin.token, person.account.id, 'owner')).statusCode).toBe(400);
  });

  test('two admins demoting each other at once: one wins, the last admin stays', async () => {
    const second = await signUp(api, { name: 'Babul Admin' });
    await promote(api.db, second.email, 'admin');
    const answers = await Promise.all([
      setRole(admin.token, second.account.id, 'support'),
      setRole(second.token, admin.account.id, 'support'),
    ]);
    // The loser is refused as one who would leave no admin (409) or, where the winner's change was written before its
    // own request was checked, as no longer an admin (403): which depends on timing, as on a busy server.
    const [won, lost] = answers.map((a) => a.statusCode).sort();
    expect(won).toBe(200);
    expect([403, 409]).toContain(lost);
    const [{ count }] = (await api.db.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM users WHERE role = 'admin'`,
    )) as [{ count: number }];
    expect(count).toBe(1);
  });
});
