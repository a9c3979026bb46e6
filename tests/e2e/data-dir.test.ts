// One data directory, one server: real server processes on one embedded database. A second opener is
// refused at once, a shutdown ends within its bound even with connections that will not finish, a restart during a
// shutdown is refused rather than let in, a kill -9 does not block the next start, and a database that cannot be
// opened ends the start with a message instead of spinning. A server started as `npm start` starts it, without
// NODE_ENV, draws its pages with React's production build (decision 226).
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { openPglite } from '../../server/adapters/database.ts';
import { launchServer, startServer, untilReady } from './spawn-server.ts';

const ADS = 20;
/** The ads stored: the seed's, and the demo seller's flat waiting for its fee (decision 261). */
const STORED = ADS + 1;
let dataDir = '';
const dirs: string[] = [];
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'haat-data-dir-'));
  dirs.push(dataDir);
});
afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

/** Published ads in the stopped server's database. */
async function adsIn(dir: string): Promise<number> {
  const db = await openPglite({ dataDir: path.join(dir, 'pglite') });
  const [row] = await db.query<{ count: number }>("SELECT count(*)::int AS count FROM ads WHERE status <> 'draft'");
  await db.close();
  return row?.count ?? -1;
}

/** A socket that sends `request` and then neither finishes it nor answers anything. */
function stuckSocket(baseUrl: string, request: string): Promise<Socket> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const socket = connect({ host: hostname, port: Number(port) }, () => {
      socket.write(request);
      resolve(socket);
    });
    socket.on('error', reject);
  });
}

test('a second server on the same DATA_DIR is refused at once, and the first keeps serving with all its ads', async () => {
  const first = await startServer(dataDir, ADS);
  // The start message names the stand-ins (npm start's STAND_INS) and what is off.
  expect(first.output()).toContain('outside services: stand-in: sms, email, courier; off: google_sign_in');

  const second = await launchServer(dataDir, ADS);
  const refused = await second.exited;
  expect(refused.code).toBe(1);
  expect(second.output()).toContain(
    `DATA_DIR ${dataDir} is in use by another Haat process (pid ${first.process.pid}, main.ts`,
  );

  // The command-line tools are refused alike.
  const admin = await new Promise<{ code: number | null; stderr: string }>((resolve) => {
    const child = execFile(
      process.execPath,
      ['--import', 'tsx', 'server/modules/accounts/admin-cli.ts', '--email', 'late@haat.test'],
      { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' } },
      (_error, _stdout, stderr) => resolve({ code: child.exitCode, stderr }),
    );
  });
  expect(admin.code).toBe(1);
  expect(admin.stderr).toContain(`pid ${first.process.pid}`);

  expect((await fetch(`${first.baseUrl}/healthz`)).status).toBe(200);
  expect((await fetch(`${first.baseUrl}/en/ads`)).status).toBe(200);
  expect(await first.stop()).toBe(0);
  expect(await adsIn(dataDir)).toBe(STORED);
}, 240_000);

test('a shutdown held up by connections that never finish ends within its bound; a restart meanwhile is refused', async () => {
  const server = await startServer(dataDir, ADS, { SHUTDOWN_TIMEOUT_SECONDS: '20' });
  // A request half sent, and a chat socket that will never answer its close frame.
  const halfRequest = await stuckSocket(server.baseUrl, 'GET /healthz HTTP/1.1\r\nHost: haat.test\r\n');
  const chat = await stuckSocket(
    server.baseUrl,
    'GET /data/chat/socket HTTP/1.1\r\nHost: haat.test\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n' +
      'Sec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n',
  );
  await new Promise((resolve) => chat.once('data', resolve));

  const started = Date.now();
  server.process.kill('SIGTERM');
  // The restart arrives while the first still closes: it must be refused, not open the database beside it.
  const restart = await launchServer(dataDir, ADS);
  expect((await restart.exited).code).toBe(1);
  expect(restart.output()).toContain(`pid ${server.process.pid}`);

  // Half the bound for the requests, then the connections are cut and the database closed: a clean exit.
  expect((await server.exited).code).toBe(0);
  const seconds = (Date.now() - started) / 1000;
  expect(seconds).toBeGreaterThanOrEqual(9);
  expect(seconds).toBeLessThan(20);
  expect(server.output()).toContain('shutdown: cutting the connections still open');
  halfRequest.destroy();
  chat.destroy();

  const again = await startServer(dataDir, ADS);
  expect((await fetch(`${again.baseUrl}/en/ads`)).status).toBe(200);
  expect(await again.stop()).toBe(0);
  expect(await adsIn(dataDir)).toBe(STORED);
}, 240_000);

test('a server killed with SIGKILL leaves a lock that does not block the next start', async () => {
  const killed = await startServer(dataDir, ADS);
  killed.process.kill('SIGKILL');
  expect((await killed.exited).signal).toBe('SIGKILL');

  const next = await startServer(dataDir, ADS);
  expect((await fetch(`${next.baseUrl}/en/ads`)).status).toBe(200);
  expect(await next.stop()).toBe(0);
  expect(await adsIn(dataDir)).toBe(STORED);
}, 240_000);

test('draws its pages with React built for production when NODE_ENV is not set, as `npm start` runs', async () => {
  const preload = path.resolve('tests/e2e/react-build.cjs');
  const server = await startServer(dataDir, ADS, { NODE_ENV: undefined, NODE_OPTIONS: `--require ${preload}` });
  expect((await fetch(`${server.baseUrl}/en/ads`)).status).toBe(200);
  expect(await server.stop()).toBe(0);
  expect(server.output()).toContain('React ran as its production build');
}, 240_000);

test('a database that cannot be opened ends the start with a message that says how to recover', async () => {
  // A damaged control file, as a disk fault or a half-copied directory leaves.
  await writeFile(path.join(dataDir, 'pglite', 'global', 'pg_control'), 'not a control file');
  const server = await launchServer(dataDir, ADS);
  const started = Date.now();
  expect((await server.exited).code).toBe(1);
  expect((Date.now() - started) / 1000).toBeLessThan(60);
  const pgliteDir = path.join(dataDir, 'pglite');
  expect(server.output()).toContain(`could not open the embedded database in ${pgliteDir}`);
  expect(server.output()).toContain(`To recover: stop every Haat process on it, move ${pgliteDir} aside`);
}, 120_000);

test('an open that does not finish within DATABASE_OPEN_TIMEOUT_SECONDS ends the process, saying so', async () => {
  // A new directory takes several seconds to create (initdb), far more than the 1 second allowed here.
  const fresh = await mkdtemp(path.join(tmpdir(), 'haat-data-dir-slow-'));
  dirs.push(fresh);
  const server = await launchServer(fresh, 0, { DATABASE_OPEN_TIMEOUT_SECONDS: '1' });
  const { signal } = await server.exited;
  expect(signal).toBe('SIGKILL');
  expect(server.output()).toContain('opening the embedded database did not finish within 1 s; stuck at: opening');
  expect(server.output()).toContain('To recover:');

  // Killed mid-creation, it still does not lock the directory against the next start (which may then report the
  // half-made database as damaged, or finish it).
  const next = await launchServer(fresh, 0);
  const outcome = await Promise.race([untilReady(next).then(() => 'ready'), next.exited.then(() => 'exited')]);
  expect(next.output()).not.toContain('is in use');
  if (outcome === 'ready') next.process.kill('SIGTERM');
  await next.exited;
}, 240_000);
