// `npm start` on every core (decision 100): on PostgreSQL, server/main.ts with WEB_PROCESSES=2 runs
// two web processes behind one port, starts another when one dies, and stops them all on SIGTERM within the bound.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from 'vitest';
import { openPostgres } from '../../server/adapters/database.ts';
import { databaseUrlFor } from '../postgres.ts';
import { startServer } from './spawn-server.ts';

const POSTGRES = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SHUTDOWN_TIMEOUT_SECONDS = 10;
// /readyz names its process only to an operator who sends this (decision 233).
const METRICS_TOKEN = randomBytes(16).toString('hex');

/** The pid in /readyz's answer, on a connection of its own (a kept-alive one would stay with one process). */
function servedBy(baseUrl: string): Promise<number> {
  return new Promise((resolve, reject) => {
    // A connection handed to a process as it is killed is lost: give up on it rather than wait forever.
    const options = { agent: false, timeout: 3000, headers: { authorization: `Bearer ${METRICS_TOKEN}` } };
    const request = get(`${baseUrl}/readyz`, options, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () =>
        response.statusCode === 200 ? resolve((JSON.parse(body) as { pid: number }).pid) : reject(new Error(body)),
      );
    });
    request.on('timeout', () => request.destroy(new Error('no answer within 3 s')));
    request.on('error', reject);
  });
}

/** The pids seen answering over `requests` requests. */
async function pidsAnswering(baseUrl: string, requests = 40): Promise<Set<number>> {
  const pids = new Set<number>();
  for (let i = 0; i < requests; i += 1) pids.add(await servedBy(baseUrl).catch(() => 0));
  pids.delete(0);
  return pids;
}

test('on PostgreSQL, two web processes share one port, a dead one is replaced, and SIGTERM stops all within the bound', async () => {
  const database = `haat_e2e_web_processes_${randomBytes(5).toString('hex')}`;
  const admin = openPostgres(POSTGRES, 1);
  await admin.exec(`CREATE DATABASE ${database}`);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'haat-e2e-web-processes-'));
  try {
    const server = await startServer(dataDir, 0, {
      DATABASE_URL: databaseUrlFor(POSTGRES, database),
      WEB_PROCESSES: '2',
      SHUTDOWN_TIMEOUT_SECONDS: String(SHUTDOWN_TIMEOUT_SECONDS),
      METRICS_TOKEN,
    });
    // The primary serves nothing: every answer comes from one of two other processes.
    await expect.poll(async () => (await pidsAnswering(server.baseUrl)).size, { timeout: 60_000 }).toBe(2);
    const first = [...(await pidsAnswering(server.baseUrl))];
    expect(first).not.toContain(server.process.pid);

    const [killed, survivor] = first as [number, number];
    process.kill(killed, 'SIGKILL');
    let now = new Set<number>();
    await expect
      .poll(
        async () => {
          now = await pidsAnswering(server.baseUrl);
          return now.size === 2 && now.has(survivor) && !now.has(killed);
        },
        { timeout: 60_000, interval: 500 },
      )
      .toBe(true);

    const stopping = Date.now();
    expect(await server.stop()).toBe(0);
    expect(Date.now() - stopping).toBeLessThan(SHUTDOWN_TIMEOUT_SECONDS * 1000);
    // Every web process ended with the primary: none is left holding the port or the database.
    const live = (pid: number) => {
      try {
        process.kill(pid, 0);
        return true;
      } catch {
        return false;
      }
    };
    expect([...now].filter(live)).toEqual([]);
    expect(server.output()).toContain('a web process died: starting another');
  } finally {
    await admin.exec(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}, 240_000);
