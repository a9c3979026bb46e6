// Durability under kill -9: writes stream into a real server process (ads posted, chat messages sent,
// listing fees paid through the bKash stand-in, which runs in this test's process and so outlives the server), the
// server is killed with SIGKILL while requests are still in flight, restarted on the same data, and every write it
// had acknowledged must be there: on the embedded database (its data directory) and on PostgreSQL. PostgreSQL is
// required, not optional: without it the second test fails.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { type Database, openPglite, openPostgres } from '../../server/adapters/database.ts';
import { startBkashStandIn } from '../../server/adapters/payment-gateways/bkash-stand-in.ts';
import type { PaymentStandIn } from '../../server/adapters/payment-gateways/stand-in.ts';
import { pressOnHostedPage } from '../../server/adapters/payment-gateways/testing.ts';
import { bkashEnv, propertyAdBody } from './paying.ts';
import { freshPostgresDatabase } from './postgres-server.ts';
import { callerFor, signUpOverHttp, unique, verifyPhoneOverHttp } from './sign-up.ts';
import { launchServer, type LaunchedServer, untilReady } from './spawn-server.ts';

let standIn: PaymentStandIn;
const servers: LaunchedServer[] = [];
const dirs: string[] = [];
beforeAll(async () => {
  standIn = await startBkashStandIn();
});
afterAll(async () => {
  for (const server of servers) if (server.process.exitCode === null) server.process.kill('SIGKILL');
  await Promise.all(servers.map((server) => server.exited));
  await standIn.close();
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

async function serve(dataDir: string, env: Record<string, string>) {
  const server = await launchServer(dataDir, 3, { ...bkashEnv(standIn), ...env });
  servers.push(server);
  await untilReady(server);
  return server;
}

/** What the killed server had answered as done. */
interface Acknowledged {
  ads: number[];
  messages: string[];
  payments: string[];
}

/** Until `stop()`: ad posting, chat messages and paid listing fees, side by side, each recorded once answered. */
async function streamWrites(baseUrl: string) {
  const block = `100.71.${Math.floor(Math.random() * 256)}`;
  const person = async (n: number) => {
    const ip = `${block}.${n}`;
    const me = await signUpOverHttp(baseUrl, {
      name: `Writer ${n}`,
      email: `durable-${unique()}@haat.test`,
      password: 'correct horse battery',
      ip,
    });
    return callerFor(baseUrl, ip, me.token);
  };
  const [poster, payer, chatter] = await Promise.all([person(1), person(2), person(3)]);
  const [posterPhone, payerPhone] = [
    await verifyPhoneOverHttp(baseUrl, poster),
    await verifyPhoneOverHttp(baseUrl, payer),
  ];
  const serp = await chatter('GET', '/data/serp');
  const seeded = (serp.body.ads as { id: number }[])[0]?.id;
  const chat = await chatter('POST', '/data/chat/conversation', { ad_id: seeded });
  expect(chat.status).toBe(201);
  const conversation = chat.body.channel_name;

  const acknowledged: Acknowledged = { ads: [], messages: [], payments: [] };
  let stopped = false;
  // One account may post 10 ads an hour and send 30 messages a minute: each loop stays within its limit.
  const loops = [
    async () => {
      for (let i = 0; i < 9 && !stopped; i += 1) {
        const posted = await poster('POST', '/data/ads', propertyAdBody(posterPhone, `Flat number ${i} in Dhanmondi`));
        if (posted.status === 201) acknowledged.ads.push((posted.body.ad as { id: number }).id);
      }
    },
    async () => {
      for (let i = 0; i < 29 && !stopped; i += 1) {
        const key = randomUUID();
        const sent = await chatter('POST', '/data/chat/conversation', {
          conversation,
          publish_message: true,
          last_message: { text: `Is it still available? (${i})`, client_key: key },
        });
        if (sent.status === 200) acknowledged.messages.push(key);
      }
    },
    async () => {
      for (let i = 0; i < 9 && !stopped; i += 1) {
        const posted = await payer('POST', '/data/ads', propertyAdBody(payerPhone, `Paid flat ${i} in Gulshan`));
        const opened = await payer('POST', '/data/payments/checkout', {
          context: 'post_ad',
          items: [{ type: 'listing_fee', ad_id: (posted.body.ad as { id: number }).id }],
          processor: 'bkash',
          idempotency_key: randomUUID(),
        });
        const { code } = opened.body.payment as { code: string };
        const back = await pressOnHostedPage('bkash', String(opened.body.redirect_url), 'pay');
        if (!back) throw new Error('the stand-in sent the buyer nowhere');
        await fetch(back.url, { redirect: 'manual' });
        const paid = await payer('GET', `/data/payments/${code}`);
        if ((paid.body.payment as { state: string }).state === 'success') acknowledged.payments.push(code);
      }
    },
  ];
  // A loop ends when its server is gone (the refused connection is the point of the test).
  const running = Promise.all(loops.map((loop) => loop().catch(() => undefined)));
  return {
    acknowledged,
    count: () => acknowledged.ads.length + acknowledged.messages.length + acknowledged.payments.length,
    async stop() {
      stopped = true;
      await running;
    },
  };
}

/** What of `acknowledged` the database holds. */
async function found(db: Database, acknowledged: Acknowledged): Promise<Acknowledged> {
  const ads = await db.query<{ id: number }>('SELECT id::int AS id FROM ads WHERE id = ANY($1::bigint[])', [
    acknowledged.ads,
  ]);
  const messages = await db.query<{ key: string }>(
    'SELECT client_key AS key FROM chat_messages WHERE client_key = ANY($1::text[])',
    [acknowledged.messages],
  );
  const payments = await db.query<{ code: string }>(
    "SELECT invoice_number AS code FROM payments WHERE invoice_number = ANY($1::text[]) AND state = 'success'",
    [acknowledged.payments],
  );
  return {
    ads: ads.map((row) => row.id).toSorted(),
    messages: messages.map((row) => row.key).toSorted(),
    payments: payments.map((row) => row.code).toSorted(),
  };
}

/** Streams writes, kills the server mid-stream, restarts it on the same data, and compares. */
async function killMidStream(dataDir: string, env: Record<string, string>, open: () => Promise<Database>) {
  const first = await serve(dataDir, env);
  const stream = await streamWrites(first.baseUrl);
  const deadline = Date.now() + 60_000;
  while (stream.count() < 20 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  first.process.kill('SIGKILL');
  expect((await first.exited).signal).toBe('SIGKILL');
  await stream.stop();
  const { acknowledged } = stream;
  expect(stream.count()).toBeGreaterThanOrEqual(20);
  expect(acknowledged.payments.length).toBeGreaterThan(0);

  const second = await serve(dataDir, env);
  expect((await fetch(`${second.baseUrl}/en/ads`)).status).toBe(200);
  second.process.kill('SIGTERM');
  expect((await second.exited).code).toBe(0);
  const db = await open();
  const there = await found(db, acknowledged);
  await db.close();
  expect(there).toEqual({
    ads: acknowledged.ads.toSorted(),
    messages: acknowledged.messages.toSorted(),
    payments: acknowledged.payments.toSorted(),
  });
}

test('every write acknowledged before a SIGKILL is there after the restart, on the embedded database', async () => {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'haat-kill-writes-'));
  dirs.push(dataDir);
  await killMidStream(dataDir, {}, () => openPglite({ dataDir: path.join(dataDir, 'pglite') }));
}, 300_000);

test('every write acknowledged before a SIGKILL is there after the restart, on PostgreSQL', async () => {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'haat-kill-writes-pg-'));
  dirs.push(dataDir);
  const database = await freshPostgresDatabase('kill_writes');
  try {
    await killMidStream(dataDir, { DATABASE_URL: database.url }, async () => openPostgres(database.url, 1));
  } finally {
    await database.drop();
  }
}, 300_000);
