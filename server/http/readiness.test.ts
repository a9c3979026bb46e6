import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { useTestApp } from '../../tests/app.ts';
import { openPostgres } from '../adapters/database.ts';
import { openMessaging } from '../adapters/messaging.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';

// Nothing listens on port 1 of the loopback: a connection there is refused at once.
const CLOSED_PORT = 1;

describe('/readyz with the database answering', () => {
  let stopping = false;
  const api = useTestApp({}, { shuttingDown: () => stopping });

  test('is ready, not cached, and names no process (decision 233)', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({ status: 'ready' });
  });

  test('no public answer of the health checks or of an error gives process details', async () => {
    for (const url of ['/readyz', '/healthz', '/data/no-such-call', '/no-such-page']) {
      const response = await api.app.inject({ method: 'GET', url });
      const text = `${JSON.stringify(response.headers)} ${response.body}`;
      expect(text, url).not.toMatch(/"pid"|\bpid\b|hostname|process\.version|node\/v?\d/i);
      expect(text, url).not.toContain(process.version);
      expect(response.headers['x-powered-by'], url).toBeUndefined();
      expect(response.headers.server, url).toBeUndefined();
    }
  });

  test('answers 503 naming the database when it does not answer; /healthz is liveness only and stays apart', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'haat-readyz-'));
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir });
    const db = openPostgres(`postgres://postgres@127.0.0.1:${CLOSED_PORT}/haat`, 1);
    const app = await buildApp({ ...api, ...openMessaging(config), db, config }, { pages: false });
    try {
      const response = await app.inject({ method: 'GET', url: '/readyz', headers: { 'accept-language': 'en' } });
      expect(response.statusCode).toBe(503);
      expect(response.headers['cache-control']).toBe('no-store');
      const { error } = response.json();
      expect(error.code).toBe('SERVICE_UNAVAILABLE');
      expect(error.message).toMatch(/try again/);
      // What is down, not how it failed: no address or port of the database (the log has the error).
      expect(error.violations).toEqual([{ path: 'database', message: 'not answering' }]);
      expect(response.body).not.toContain('127.0.0.1');
    } finally {
      await app.close();
      await db.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  test('answers 503 while the process is shutting down, though the database answers', async () => {
    stopping = true;
    const response = await api.app.inject({ method: 'GET', url: '/readyz' });
    stopping = false;
    expect(response.statusCode).toBe(503);
    expect(response.json().error.violations).toEqual([{ path: 'process', message: 'shutting down' }]);
  });
});

describe('/readyz with METRICS_TOKEN set', () => {
  const token = 'readyz-operator-token-233';
  const api = useTestApp({ METRICS_TOKEN: token });

  test('names the process answering only to an operator who sends the token', async () => {
    const operator = await api.app.inject({ url: '/readyz', headers: { authorization: `Bearer ${token}` } });
    expect(operator.json()).toEqual({ status: 'ready', pid: process.pid });
    const stranger = await api.app.inject({
      url: '/readyz',
      headers: { authorization: 'Bearer not-the-token-at-all' },
    });
    expect(stranger.json()).toEqual({ status: 'ready' });
    expect((await api.app.inject({ url: '/readyz' })).json()).toEqual({ status: 'ready' });
  });
});

describe('/readyz with REDIS_URL set', () => {
  const down = useTestApp({ REDIS_URL: `redis://127.0.0.1:${CLOSED_PORT}` });

  test('answers 503 naming Redis when Redis does not answer', async () => {
    const response = await down.app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(503);
    expect(response.json().error.violations).toEqual([{ path: 'redis', message: 'not answering' }]);
  });
});

describe('/readyz with Redis answering', () => {
  const up = useTestApp({ REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379' });

  test('is ready once Redis answers PING', async () => {
    await expect
      .poll(async () => (await up.app.inject({ method: 'GET', url: '/readyz' })).statusCode, { timeout: 5000 })
      .toBe(200);
  });
});
