// A server killed between the provider's approval and activation: the bKash stand-in runs in this test's
// process, outside the server, so it outlives a SIGKILL. The buyer pays but the callback is lost, so only the
// provider knows; the restarted server's reconciliation job must find the payment, approve and activate it once.
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { openPglite } from '../../server/adapters/database.ts';
import { startBkashStandIn } from '../../server/adapters/payment-gateways/bkash-stand-in.ts';
import type { PaymentStandIn } from '../../server/adapters/payment-gateways/stand-in.ts';
import { pressOnHostedPage } from '../../server/adapters/payment-gateways/testing.ts';
import { bkashEnv, propertyAdBody } from './paying.ts';
import { callerFor, signUpOverHttp, unique, verifyPhoneOverHttp } from './sign-up.ts';
import { launchServer, untilReady, type LaunchedServer } from './spawn-server.ts';

let dataDir = '';
let standIn: PaymentStandIn;
const servers: LaunchedServer[] = [];
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'haat-payment-kill-'));
  standIn = await startBkashStandIn();
});
afterAll(async () => {
  for (const server of servers) if (server.process.exitCode === null) server.process.kill('SIGKILL');
  await Promise.all(servers.map((server) => server.exited));
  await standIn.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** The server on the shared data directory, with the real bKash adapter pointed at the stand-in. */
async function serve(env: Record<string, string>) {
  const server = await launchServer(dataDir, 0, { ...bkashEnv(standIn), ...env });
  servers.push(server);
  await untilReady(server);
  return server;
}

interface PaymentView {
  code: string;
  state: string;
  ad: { id: number; status: string } | null;
}

test('a payment approved at bKash while the server was killed is activated once after the restart', async () => {
  // No jobs in the first life: nothing but the lost callback could tell it about the payment.
  const first = await serve({ JOBS: 'off' });
  const ip = `100.70.${Math.floor(Math.random() * 256)}.9`;
  const me = await signUpOverHttp(first.baseUrl, {
    name: 'Karim',
    email: `kill-${unique()}@haat.test`,
    password: 'correct horse battery',
    ip,
  });
  const call = (server: LaunchedServer, method: string, url: string, body?: object) =>
    callerFor(server.baseUrl, ip, me.token)(method, url, body);

  // A verified number (ads show one), then a property ad, which waits for its Tk 500 fee.
  const phone = await verifyPhoneOverHttp(first.baseUrl, callerFor(first.baseUrl, ip, me.token));
  const posted = await call(first, 'POST', '/data/ads', propertyAdBody(phone));
  expect(posted.status, JSON.stringify(posted.body)).toBe(201);
  const ad = posted.body.ad as { id: number; status: string };
  expect(ad.status).toBe('pending_payment');

  // The buyer pays on bKash's page, but bKash never sends the browser back: the server hears nothing.
  standIn.misbehave('lost-callback');
  const opened = await call(first, 'POST', '/data/payments/checkout', {
    context: 'post_ad',
    items: [{ type: 'listing_fee', ad_id: ad.id }],
    processor: 'bkash',
    idempotency_key: randomUUID(),
  });
  expect(opened.status, JSON.stringify(opened.body)).toBe(201);
  const { code } = opened.body.payment as PaymentView;
  expect(await pressOnHostedPage('bkash', String(opened.body.redirect_url), 'pay')).toBeNull();
  standIn.misbehave();
  const mine = async (server: LaunchedServer) =>
    ((await call(server, 'GET', '/data/my/payments')).body.payments as PaymentView[]).find((p) => p.code === code);
  expect((await mine(first))?.state).toBe('redirected');

  first.process.kill('SIGKILL');
  expect((await first.exited).signal).toBe('SIGKILL');

  // Restarted on the same data: the job asks bKash about every open checkout at once, every second.
  const second = await serve({ JOBS_INTERVAL_SECONDS: '1', PAYMENT_RECONCILE_AFTER_SECONDS: '0' });
  const deadline = Date.now() + 60_000;
  let settled = await mine(second);
  while (settled?.state !== 'success' && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    settled = await mine(second);
  }
  expect(settled).toMatchObject({ state: 'success', ad: { id: ad.id, status: 'pending_review' } });

  // Exactly one approval and one activation were recorded, however many job runs saw the payment; the fee paid once.
  second.process.kill('SIGTERM');
  await second.exited;
  const db = await openPglite({ dataDir: path.join(dataDir, 'pglite') });
  const events = await db.query<{ kind: string; count: number }>(
    `SELECT e.kind, count(*)::int AS count FROM payment_events e JOIN payments p ON p.id = e.payment_id
     WHERE p.invoice_number = $1 GROUP BY e.kind`,
    [code],
  );
  const fees = await db.query<{ paid: number; feePaid: boolean }>(
    `SELECT (SELECT count(*)::int FROM payments WHERE ad_id = $1 AND state = 'success') AS paid,
            listing_fee_paid_at IS NOT NULL AS "feePaid"
     FROM ads WHERE id = $1`,
    [ad.id],
  );
  await db.close();
  expect(fees).toEqual([{ paid: 1, feePaid: true }]);
  const counts = Object.fromEntries(events.map((e) => [e.kind, e.count]));
  expect(counts).toMatchObject({ approve: 1, activate: 1 });
});
