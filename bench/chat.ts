// `npm run bench:chat`: chat delivery over the socket.
//   1. Makes a fresh PostgreSQL database (DATABASE_URL's server, database haat_bench_chat) with `--connections`
//      users in pairs, each pair a buyer and a seller with one conversation, and starts `--processes` server
//      processes (this file with --serve; more than one fans out through Redis, REDIS_URL).
//   2. Opens one socket per user (spread over the processes), authenticates them all and measures the servers'
//      memory per idle connection (after a GC, heap and RSS against the same processes before the sockets).
//   3. Sends `--rate` messages a second for `--duration` seconds, each from a random user to their partner, and
//      measures the delay from send to arrival on the recipient's socket: p50/p95/p99. With `--drop 0.1`, a tenth
//      of the sockets are cut halfway and come back after `--outage` ms: like the real client they resend what was
//      not acknowledged (same client key) and ask for what they missed since their last sequence.
//   4. Counts lost messages (sent, never delivered nor caught up) and duplicated ones (one client key stored as two
//      messages, or one message shown twice), which must both be 0.
// The machine may be shared: the bench process's own work is in the latency, so read it as an upper bound.
import { systemClock } from '../core/clock.ts';
import { fork, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import WebSocket from 'ws';
import { type Database, openPostgres } from '../server/adapters/database.ts';
import { migrate } from '../server/adapters/migrate.ts';
import { openMessaging } from '../server/adapters/messaging.ts';
import { openCounters } from '../server/adapters/rate-limits.ts';
import { diskStorage } from '../server/adapters/storage.ts';
import { buildApp } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import { syncCatalogue } from '../server/modules/catalog/index.ts';
import { createSession, resolveSession } from '../server/modules/accounts/index.ts';
import { issueChatToken } from '../server/modules/chat/index.ts';
import { buildAd, buildUser, insertAds, insertUsers } from '../server/seed/factories.ts';
import { NO_COURIERS } from '../server/adapters/courier/index.ts';
import { NO_PAYMENT_GATEWAYS } from '../server/adapters/payment-gateways/index.ts';

/** A session for a bench user: chat tokens live only as long as the session they are issued to. */
async function benchSession(db: Database, userId: number): Promise<{ userId: number; sessionId: number }> {
  const owner = await resolveSession(db, (await createSession(db, userId, 1)).token, 1);
  if (!owner) throw new Error('bench session not made');
  return owner;
}

const { values: args } = parseArgs({
  options: {
    connections: { type: 'string', default: '5000' },
    rate: { type: 'string', default: '500' },
    duration: { type: 'string', default: '20' },
    drop: { type: 'string', default: '0' },
    outage: { type: 'string', default: '2000' },
    processes: { type: 'string', default: '1' },
    serve: { type: 'boolean', default: false },
  },
});
const SERVER = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DATABASE_URL = new URL('/haat_bench_chat', SERVER).toString();
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const say = (message: string) => console.log(`bench: ${message}`);

// ---- a server process ----------------------------------------------------------------------------------------------

async function serve(): Promise<void> {
  const config = loadConfig({ ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'silent', DATABASE_URL });
  const db = openPostgres(DATABASE_URL, config.DATABASE_POOL_SIZE);
  const counters = openCounters(config, db);
  const app = await buildApp(
    {
      db,
      config,
      storage: diskStorage('./data/bench-chat'),
      counters,
      ...openMessaging(config),
      clock: systemClock,
      payments: NO_PAYMENT_GATEWAYS,
      couriers: NO_COURIERS,
    },
    { pages: false },
  );
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  process.on('message', (message: { type: string }) => {
    if (message.type === 'memory') {
      global.gc?.();
      const { rss, heapUsed } = process.memoryUsage();
      process.send?.({ type: 'memory', rss, heapUsed });
    }
    if (message.type === 'stop') void app.close().then(() => db.close().then(() => process.exit(0)));
  });
  process.send?.({ type: 'ready', url: `${address.replace('http', 'ws')}/data/chat/socket` });
}

// ---- the bench -----------------------------------------------------------------------------------------------------

interface Server {
  child: ChildProcess;
  url: string;
  ask<T>(type: string): Promise<T>;
}

async function startServer(env: Record<string, string>): Promise<Server> {
  const child = fork(new URL(import.meta.url).pathname, ['--serve'], {
    execArgv: ['--import', 'tsx', '--expose-gc'],
    env: { ...process.env, ...env },
  });
  const url = await new Promise<string>((resolve, reject) => {
    child.once('message', (message: { url: string }) => resolve(message.url));
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  return {
    child,
    url,
    ask: (type) =>
      new Promise((resolve) => {
        child.once('message', resolve);
        child.send({ type });
      }),
  };
}

async function prepareDatabase(users: number): Promise<{ ids: number[]; names: string[] }> {
  const admin = openPostgres(SERVER, 1);
  await admin.exec('DROP DATABASE IF EXISTS haat_bench_chat WITH (FORCE)');
  await admin.exec('CREATE DATABASE haat_bench_chat');
  await admin.close();
  const db = openPostgres(DATABASE_URL, 4);
  await migrate(db);
  await syncCatalogue(db);
  const ids = await insertUsers(
    db,
    Array.from({ length: users }, (_, i) => buildUser({ name: `Bench ${i}` })),
  );
  const sellers = ids.filter((_, i) => i % 2 === 0);
  const buyers = ids.filter((_, i) => i % 2 === 1);
  const ads = await insertAds(
    db,
    sellers.map((id) => buildAd(id)),
  );
  const names = ads.map(() => `c_${randomUUID().replaceAll('-', '').slice(0, 16)}`);
  await db.query(
    `WITH c AS (
       INSERT INTO chat_conversations (name, ad_id, buyer_id, seller_id, ad_snapshot)
       SELECT * FROM unnest($1::text[], $2::bigint[], $3::bigint[], $4::bigint[], $5::jsonb[])
       RETURNING id, buyer_id, seller_id)
     INSERT INTO chat_participants (conversation_id, user_id)
     SELECT id, buyer_id FROM c UNION ALL SELECT id, seller_id FROM c`,
    [names, ads, buyers, sellers, ads.map(() => '{}')],
  );
  await db.close();
  return { ids, names };
}

interface Client {
  userId: number;
  partner: number;
  channel: string;
  url: string;
  token: string;
  socket: WebSocket | null;
  ready: boolean;
  /** Sent and not acknowledged, by client key. */
  pending: Map<string, string>;
  known: number;
}

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
}

async function bench(): Promise<void> {
  const connections = Number(args.connections) - (Number(args.connections) % 2);
  const rate = Number(args.rate);
  const duration = Number(args.duration);
  const drop = Number(args.drop);
  const outage = Number(args.outage);
  const processCount = Number(args.processes);
  say(
    `${connections} connections, ${rate} messages/s for ${duration} s, ${processCount} process(es)` +
      (drop > 0 ? `, ${drop * 100}% dropped for ${outage} ms halfway` : ''),
  );
  const { ids, names } = await prepareDatabase(connections);
  const env: Record<string, string> = processCount > 1 ? { REDIS_URL } : { REDIS_URL: '' };
  const servers: Server[] = [];
  for (let i = 0; i < processCount; i += 1) servers.push(await startServer(env));

  type Memory = { rss: number; heapUsed: number };
  const memory = () => Promise.all(servers.map((s) => s.ask<Memory>('memory')));
  const before = await memory();

  const tokenDb: Database = openPostgres(DATABASE_URL, 2);
  const clients: Client[] = await Promise.all(
    ids.map(async (userId, i) => ({
      userId,
      partner: ids[i ^ 1] as number,
      channel: names[i >> 1] as string,
      url: (servers[i % servers.length] as Server).url,
      token: (await issueChatToken(tokenDb, await benchSession(tokenDb, userId), 3600)).identity_token,
      socket: null,
      ready: false,
      pending: new Map(),
      known: 0,
    })),
  );
  await tokenDb.close();

  const sentAt = new Map<string, number>();
  const deliveredIds = new Map<string, Set<number>>();
  const latencies: number[] = [];
  const caughtUp: number[] = [];
  /** Keys written while their sender was cut off: sent only after the reconnect, so not "live". */
  const delayed = new Set<string>();
  let shownTwice = 0;
  const shown = new Map<number, Set<number>>();

  const receive = (
    client: Client,
    message: { id: number; client_key: string; sender_id: number; seq: number },
    live: boolean,
  ) => {
    client.known = Math.max(client.known, message.seq);
    if (message.sender_id === client.userId) return;
    const seenHere = shown.get(client.userId) ?? new Set<number>();
    shown.set(client.userId, seenHere);
    if (seenHere.has(message.id)) {
      // The real client drops an id it already shows; counted to show how often it happens.
      shownTwice += 1;
      return;
    }
    seenHere.add(message.id);
    const ids = deliveredIds.get(message.client_key) ?? new Set<number>();
    ids.add(message.id);
    deliveredIds.set(message.client_key, ids);
    const started = sentAt.get(message.client_key);
    if (started !== undefined) {
      (live && !delayed.has(message.client_key) ? latencies : caughtUp).push(performance.now() - started);
    }
  };

  const connect = (client: Client) =>
    new Promise<void>((resolve, reject) => {
      const socket = new WebSocket(client.url);
      client.socket = socket;
      socket.on('open', () => socket.send(JSON.stringify({ type: 'auth', token: client.token })));
      socket.on('error', reject);
      socket.on('message', (data) => {
        const frame = JSON.parse(String(data));
        if (frame.type === 'ready') {
          client.ready = true;
          for (const [key, text] of client.pending) send(client, key, text);
          socket.send(JSON.stringify({ type: 'sync', known: { [client.channel]: client.known } }));
          resolve();
        } else if (frame.type === 'ack') {
          client.pending.delete(frame.ref);
        } else if (frame.type === 'message') {
          receive(client, frame.message, true);
        } else if (frame.type === 'synced') {
          for (const message of frame.messages) receive(client, message, false);
        } else if (frame.type === 'error') {
          console.error('bench: error frame', frame);
        }
      });
      socket.on('close', () => {
        client.ready = false;
      });
    });

  const send = (client: Client, key: string, text: string) =>
    client.socket?.send(JSON.stringify({ type: 'publish', ref: key, channel: client.channel, client_key: key, text }));

  let opened = 0;
  const started = Date.now();
  for (let i = 0; i < clients.length; i += 250) {
    await Promise.all(clients.slice(i, i + 250).map(connect));
    opened += Math.min(250, clients.length - i);
  }
  say(`${opened} sockets open and authenticated in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const idle = await memory();
  const perSocket = (field: 'rss' | 'heapUsed') =>
    idle.reduce((sum, m, i) => sum + m[field] - (before[i] as Memory)[field], 0) / connections;
  say(
    `memory per idle connection (server): heap ${(perSocket('heapUsed') / 1024).toFixed(1)} KiB, ` +
      `RSS ${(perSocket('rss') / 1024).toFixed(1)} KiB`,
  );

  // The load: every 10 ms, rate/100 messages from random users.
  let sent = 0;
  let dropped: Client[] = [];
  const total = rate * duration;
  const perTick = rate / 100;
  let credit = 0;
  await new Promise<void>((resolve) => {
    const timer = setInterval(() => {
      credit += perTick;
      while (credit >= 1 && sent < total) {
        credit -= 1;
        const client = clients[Math.floor(Math.random() * clients.length)] as Client;
        const key = randomUUID();
        const text = `bench message ${sent}`;
        client.pending.set(key, text);
        sentAt.set(key, performance.now());
        if (client.ready) send(client, key, text);
        else delayed.add(key);
        sent += 1;
      }
      if (drop > 0 && dropped.length === 0 && sent >= total / 2) {
        dropped = clients.filter(() => Math.random() < drop);
        for (const client of dropped) client.socket?.terminate();
        say(`dropped ${dropped.length} sockets`);
        setTimeout(() => {
          void Promise.all(dropped.map(connect)).then(() => say(`restored ${dropped.length} sockets`));
        }, outage);
      }
      if (sent >= total) {
        clearInterval(timer);
        resolve();
      }
    }, 10);
  });
  // Let the last messages arrive (and the restored sockets catch up).
  const deadline = Date.now() + Math.max(5000, outage + 3000);
  while (Date.now() < deadline && (deliveredIds.size < sent || clients.some((c) => c.pending.size > 0))) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  const stored = openPostgres(DATABASE_URL, 1);
  const [counts] = await stored.query<{ messages: number; keys: number }>(
    'SELECT count(*)::int AS messages, count(DISTINCT client_key)::int AS keys FROM chat_messages',
  );
  await stored.close();
  const lost = [...sentAt.keys()].filter((key) => !deliveredIds.has(key)).length;
  const doubledDeliveries = [...deliveredIds.values()].filter((set) => set.size > 1).length;
  const duplicated = (counts?.messages ?? 0) - (counts?.keys ?? 0) + doubledDeliveries;
  const sorted = latencies.sort((x, y) => x - y);
  say(
    `sent ${sent}, stored ${counts?.messages}, delivered live ${latencies.length}, caught up after a drop ${caughtUp.length}`,
  );
  say(
    `delivery latency (live): p50 ${percentile(sorted, 50).toFixed(1)} ms, p95 ${percentile(sorted, 95).toFixed(1)} ms, ` +
      `p99 ${percentile(sorted, 99).toFixed(1)} ms, max ${percentile(sorted, 100).toFixed(1)} ms`,
  );
  if (caughtUp.length > 0) {
    const late = caughtUp.sort((x, y) => x - y);
    say(
      `catch-up after the outage: p50 ${percentile(late, 50).toFixed(0)} ms, max ${percentile(late, 100).toFixed(0)} ms`,
    );
  }
  say(`lost ${lost}, duplicated ${duplicated} (same message shown twice and dropped by the client: ${shownTwice})`);

  for (const client of clients) client.socket?.terminate();
  for (const server of servers) server.child.send({ type: 'stop' });
  await Promise.all(servers.map((s) => new Promise((resolve) => s.child.once('exit', resolve))));
  if (lost > 0 || duplicated > 0) process.exitCode = 1;
}

await (args.serve ? serve() : bench());
