// Decision 232: `npm start`'s own command (package.json, after its build step) with NODE_ENV=production and no
// STAND_INS starts a production server: no stand-ins, no /dev/outbox, nothing seeded into an empty database. The
// same command without NODE_ENV, as the README runs it, is the whole demo. Each start says which in its log.
import { spawn } from 'node:child_process';
import { readFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { openPglite } from '../../server/adapters/database.ts';
import { freePort, type LaunchedServer, untilReady } from './spawn-server.ts';

const BUILD_STEP = 'npm run build && ';
const dirs: string[] = [];
const started: LaunchedServer[] = [];
afterAll(async () => {
  for (const server of started) if (server.process.exitCode === null) server.process.kill('SIGKILL');
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

/** Runs `npm start` as npm would (sh, node_modules/.bin on the PATH), without its build step, on a fresh DATA_DIR. */
async function npmStart(env: Record<string, string>): Promise<LaunchedServer & { dataDir: string }> {
  const { scripts } = JSON.parse(await readFile('package.json', 'utf8')) as { scripts: Record<string, string> };
  const start = scripts.start ?? '';
  expect(start.startsWith(BUILD_STEP), start).toBe(true);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'haat-production-start-'));
  dirs.push(dataDir);
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const inherited = { ...process.env };
  // Only what this test says: no STAND_INS, NODE_ENV or SEED_ADS from the test run's own environment.
  for (const name of ['STAND_INS', 'NODE_ENV', 'SEED_ADS', 'CLOCK_OFFSET_SECONDS']) delete inherited[name];
  const child = spawn('sh', ['-c', start.slice(BUILD_STEP.length)], {
    env: {
      ...inherited,
      PATH: `${path.resolve('node_modules/.bin')}${path.delimiter}${process.env.PATH ?? ''}`,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'info',
      PUBLIC_URL: baseUrl,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const server = { baseUrl, process: child, output: () => output, exited, dataDir };
  started.push(server);
  return server;
}

/** SIGTERM to the shell, which the script's `exec` has made the server itself: it ends cleanly, with 0. */
async function stop(server: LaunchedServer): Promise<number | null> {
  server.process.kill('SIGTERM');
  return (await server.exited).code;
}

async function countIn(dataDir: string, sql: string): Promise<number> {
  const db = await openPglite({ dataDir: path.join(dataDir, 'pglite') });
  const [row] = await db.query<{ n: number }>(sql);
  await db.close();
  return row?.n ?? -1;
}

test('NODE_ENV=production npm start on an empty database: no stand-ins, no dev outbox, no demo data', async () => {
  // SEED_ADS as .env.example sets it: a production start ignores it.
  const server = await npmStart({ NODE_ENV: 'production', SEED_ADS: '5000' });
  await untilReady(server);
  expect(server.output()).toContain('start: stand-ins off (no local stand-ins, no /dev/outbox)');
  expect(server.output()).toContain('demo data not seeded (a production start never seeds');
  expect(server.output()).toContain('outside services: off: sms, email, courier, google_sign_in');
  expect(server.output()).not.toContain('a local stand-in');
  expect(server.output()).not.toContain('Demo accounts');
  const outbox = await fetch(`${server.baseUrl}/dev/outbox`, { headers: { accept: 'application/json' } });
  expect(outbox.status).toBe(404);
  // A message that cannot be sent is refused, not kept where anyone could read it.
  const code = await fetch(`${server.baseUrl}/data/sessions/phone/code`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ phone_number: '01712345678' }),
  });
  expect(code.status).toBe(503);
  expect(await stop(server)).toBe(0);
  expect(await countIn(server.dataDir, 'SELECT count(*)::int AS n FROM users')).toBe(0);
  expect(await countIn(server.dataDir, 'SELECT count(*)::int AS n FROM ads')).toBe(0);
}, 240_000);

test('npm start without NODE_ENV is the demo: stand-ins, the dev outbox, demo data and its accounts', async () => {
  const server = await npmStart({ SEED_ADS: '20' });
  await untilReady(server);
  expect(server.output()).toContain('start: stand-ins on');
  expect(server.output()).toMatch(/demo data seeded: 20 ads and \d+ demo accounts/);
  expect(server.output()).toContain('admin@demo.haat.example');
  const outbox = await fetch(`${server.baseUrl}/dev/outbox`, { headers: { accept: 'application/json' } });
  expect(outbox.status).toBe(200);
  const { messages } = (await outbox.json()) as { messages: { subject?: string }[] };
  expect(messages.map((m) => m.subject)).toContain('Demo accounts');
  expect(await stop(server)).toBe(0);
  expect(await countIn(server.dataDir, "SELECT count(*)::int AS n FROM users WHERE role = 'admin'")).toBeGreaterThan(0);
}, 240_000);
