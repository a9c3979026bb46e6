// Chat across server processes (ARCHITECTURE "Scale-out"): two apps on one database, each with its own Redis
// connections, stand for two processes behind a load balancer. (tests/e2e/chat.test.ts does the same with two real
// processes.) A buyer on one and a seller on the other talk in real time; when one process goes away, its client
// reconnects to the other, resends what was not acknowledged and catches up, and nothing is lost or doubled.
import { manualClock } from '../../../core/clock.ts';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { freshDatabase } from '../../../tests/database.ts';
import type { TestApp } from '../../../tests/app.ts';
import type { Database } from '../../adapters/database.ts';
import { openMessaging } from '../../adapters/messaging.ts';
import type { Outbox } from '../../adapters/outbox.ts';
import { type CounterStore, openCounters } from '../../adapters/rate-limits.ts';
import { diskStorage } from '../../adapters/storage.ts';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { modules } from '../../modules.ts';
import { chatToken, type Frame, person, publishedAd, socketClient, startChat } from './testing.ts';
import { NO_COURIERS } from '../../adapters/courier/index.ts';
import { NO_PAYMENT_GATEWAYS } from '../../adapters/payment-gateways/index.ts';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

let db: Database;
let dir: string;
const processes: { api: TestApp; url: string }[] = [];

beforeAll(async () => {
  db = await freshDatabase();
  dir = await mkdtemp(path.join(tmpdir(), 'haat-chat-'));
  for (let i = 0; i < 2; i += 1) {
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dir, REDIS_URL });
    const counters: CounterStore = openCounters(config, db);
    const messaging = openMessaging(config);
    const storage = diskStorage(dir);
    const clock = manualClock();
    const app: FastifyInstance = await buildApp(
      { db, config, storage, counters, ...messaging, clock, payments: NO_PAYMENT_GATEWAYS, couriers: NO_COURIERS },
      { pages: false },
    );
    app.addHook('onClose', () => counters.close());
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    processes.push({
      api: {
        app,
        db,
        storage,
        counters,
        outbox: messaging.outbox as Outbox,
        clock,
        payments: NO_PAYMENT_GATEWAYS,
        couriers: NO_COURIERS,
        modules,
      },
      url: `${address.replace('http', 'ws')}/data/chat/socket`,
    });
  }
});
afterAll(async () => {
  for (const { api } of processes) await api.app.close().catch(() => {});
  await db.close();
  await rm(dir, { recursive: true, force: true });
});

const texts = (frames: Frame[]) => frames.map((f) => (f.message as { text: string }).text);

test('a buyer on process A and a seller on process B chat in real time, and survive A going away', async () => {
  const [a, b] = processes as [(typeof processes)[0], (typeof processes)[0]];
  const seller = await person(a.api, 'Selim');
  const buyer = await person(a.api, 'Bilkis');
  const name = await startChat(a.api, buyer, (await publishedAd(a.api, seller)).id);

  const buyerSocket = await socketClient(a.url);
  const sellerSocket = await socketClient(b.url);
  expect((await buyerSocket.auth(await chatToken(a.api, buyer))).type).toBe('ready');
  expect((await sellerSocket.auth(await chatToken(b.api, seller))).type).toBe('ready');

  const received: Frame[] = [];
  for (const text of ['Is this still available?', 'Can you do 20000?']) {
    expect((await buyerSocket.publish(name, text)).type).toBe('ack');
    received.push(await sellerSocket.next((f) => f.type === 'message'));
  }
  expect(texts(received)).toEqual(['Is this still available?', 'Can you do 20000?']);
  expect((await sellerSocket.publish(name, 'Yes, 21000 is my last price')).type).toBe('ack');
  const fromSeller = (f: Frame) => f.type === 'message' && (f.message as { sender_id: number }).sender_id === seller.id;
  expect(texts([await buyerSocket.next(fromSeller)])).toEqual(['Yes, 21000 is my last price']);

  // Process A stops; its client reconnects to B, resends a message it is not sure about, and catches up.
  const unsure = randomUUID();
  expect((await buyerSocket.publish(name, 'OK, deal', unsure)).type).toBe('ack');
  await sellerSocket.next((f) => f.type === 'message');
  await a.api.app.close();
  const again = await socketClient(b.url);
  expect((await again.auth(await chatToken(b.api, buyer))).type).toBe('ready');
  expect(await again.publish(name, 'OK, deal', unsure)).toMatchObject({ type: 'ack', duplicate: true });
  again.send({ type: 'sync', ref: 'catch-up', known: { [name]: 3 } });
  const synced = await again.next((f) => f.ref === 'catch-up');
  expect((synced.messages as { seq: number; text: string }[]).map((m) => [m.seq, m.text])).toEqual([[4, 'OK, deal']]);
  expect((await again.publish(name, 'Coming at 5')).type).toBe('ack');
  const live = await sellerSocket.next(
    (f) => f.type === 'message' && (f.message as { text: string }).text === 'Coming at 5',
  );
  expect((live.message as { seq: number }).seq).toBe(5);
  const stored = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM chat_messages m JOIN chat_conversations c ON c.id = m.conversation_id WHERE c.name = $1',
    [name],
  );
  expect(stored[0]?.n).toBe(5);
  sellerSocket.close();
  again.close();
  buyerSocket.close();
});
