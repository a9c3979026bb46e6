// The review queue page (decision 263): oldest first, each ad's wait read against the clock that wrote its submission,
// an ad whose fee was paid at the office included (decision 262). The page's loader on the real database, with the
// app's clock moved so that it and the database's own clock disagree.
import type { AppLoadContext } from 'react-router';
import { expect, test } from 'vitest';
// Named without `use`: in app/ the React hooks rule would take the test harness for a hook.
import { useTestApp as testApp } from '../../tests/app.ts';
import { client, promote, signUp } from '../../server/modules/accounts/testing.ts';
import { feeAd } from '../../server/modules/payments/testing.ts';
import { createAd } from '../../server/seed/factories.ts';
import { loader } from './admin-review.tsx';

const api = testApp();
const HOUR = 3_600_000;

test('lists the oldest waiting ad first with its wait by the app’s clock, office-paid fees included', async () => {
  const admin = await signUp(api);
  const adminId = await promote(api.db, admin.email, 'admin');
  const seller = await signUp(api);
  // The app's clock is three hours behind the database's: what it wrote is what it must compare with.
  const now = new Date(Date.now() - 3 * HOUR);
  api.clock.set(new Date(now.getTime() - 2 * HOUR));
  const fee = await feeAd(api.db, seller.account.id);
  const paid = await client(api).call({
    method: 'POST',
    url: `/data/ads/${fee.id}/listing-fee-paid`,
    token: admin.token,
  });
  expect(paid.statusCode, paid.body).toBe(200);
  api.clock.set(now);
  const newer = await createAd(api.db, seller.account.id, { status: 'pending_review', publishedAt: null });
  const older = await createAd(api.db, seller.account.id, { status: 'pending_review', publishedAt: null });
  await api.db.query('UPDATE ads SET submitted_at = $2 WHERE id = $1', [newer.id, new Date(now.getTime() - 60_000)]);
  await api.db.query('UPDATE ads SET submitted_at = $2 WHERE id = $1', [older.id, new Date(now.getTime() - HOUR)]);

  const context = {
    db: api.db,
    clock: api.clock,
    modules: api.modules,
    viewer: { account: { id: adminId }, sessionId: 0 },
  } as unknown as AppLoadContext;
  const request = new Request('http://haat.test/en/admin/review');
  const page = await loader({ request, context, params: { locale: 'en' } } as Parameters<typeof loader>[0]);
  const ids = page.items.map((item) => item.id);
  expect(ids.indexOf(fee.id)).toBeLessThan(ids.indexOf(older.id));
  expect(ids.indexOf(older.id)).toBeLessThan(ids.indexOf(newer.id));
  const submitted = page.items.map((item) => Date.parse(item.submittedAt));
  expect(submitted).toEqual([...submitted].sort((a, b) => a - b));
  // Each wait is now − submitted on one clock: two hours, one hour, one minute.
  expect(page.now).toBe(now.toISOString());
  const wait = (id: number) =>
    Date.parse(page.now) - Date.parse(page.items.find((item) => item.id === id)?.submittedAt ?? '');
  expect(wait(fee.id)).toBe(2 * HOUR);
  expect(wait(older.id)).toBe(HOUR);
  expect(wait(newer.id)).toBe(60_000);

  // The dashboard's oldest wait agrees.
  const dashboard = await client(api).call({ url: '/data/admin/dashboard', token: admin.token });
  const oldest = Math.min(...submitted);
  expect(dashboard.json().queue.oldestMinutes).toBe(Math.floor((now.getTime() - oldest) / 60_000));
  api.clock.set(new Date());
});
