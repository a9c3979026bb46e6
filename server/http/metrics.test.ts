import { describe, expect, test } from 'vitest';
import { WebSocket } from 'ws';
import { useTestApp } from '../../tests/app.ts';
import { createJobRunner } from '../jobs/runner.ts';
import { createUser } from '../seed/factories.ts';

const TOKEN = 'scrape-token-0123456789abcdef';
// Built first: the gauges read when scraped follow the app built last (one per process outside tests).
const closed = useTestApp();
const api = useTestApp({ METRICS_TOKEN: TOKEN });

/** Every sample of the exposition text whose labels include `labels`, summed. */
function total(text: string, name: string, labels: Record<string, string> = {}): number {
  let sum = 0;
  for (const line of text.split('\n')) {
    const match = /^([a-z_]+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    if (Object.entries(labels).every(([key, value]) => found[key] === value)) sum += Number(match[3]);
  }
  return sum;
}

async function scrape(): Promise<string> {
  const response = await api.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toContain('text/plain');
  return response.body;
}

describe('/metrics', () => {
  test('is refused without the token, and not served at all when no token is configured', async () => {
    const none = await api.app.inject({ url: '/metrics' });
    expect(none.statusCode).toBe(401);
    expect(none.json().error.code).toBe('UNAUTHORIZED');
    const wrong = await api.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}x` } });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).not.toContain('http_request_duration_seconds');
    const off = await closed.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(off.statusCode).toBe(404);
  });

  test('counts requests by route pattern and status, database statements and search cache hits', async () => {
    const before = await scrape();
    for (const locale of ['bn', 'en', 'xx']) await api.app.inject({ url: `/data/categories/${locale}` });
    await api.app.inject({ url: '/data/serp?query=metrics' });
    await api.app.inject({ url: '/data/serp?query=metrics' });
    const after = await scrape();

    const requests = (text: string, status: string) =>
      total(text, 'http_request_duration_seconds_count', { route: '/data/categories/:locale', status });
    expect(requests(after, '200') - requests(before, '200')).toBe(2);
    expect(requests(after, '404') - requests(before, '404')).toBe(1);
    // The pattern, never the address asked for.
    expect(after).not.toContain('route="/data/categories/bn"');
    const statements = (text: string) => total(text, 'db_query_duration_seconds_count', { outcome: 'ok' });
    expect(statements(after)).toBeGreaterThan(statements(before));
    const lookups = (text: string, result: string) =>
      total(text, 'cache_requests_total', { cache: 'search_results', result });
    expect(lookups(after, 'miss') - lookups(before, 'miss')).toBe(1);
    expect(lookups(after, 'hit') - lookups(before, 'hit')).toBe(1);
    // PGlite is one connection in the process: only PostgreSQL has a pool to watch (CI runs both).
    if (api.db.driver === 'postgres') expect(total(after, 'db_pool_connections', { state: 'open' })).toBeGreaterThan(0);
  });

  test('shows job lag and failures, and open chat sockets', async () => {
    await api.db.query("INSERT INTO jobs (name, next_run_at) VALUES ('late', now() - interval '90 seconds')");
    const late = await scrape();
    expect(total(late, 'job_queue_lag_seconds', { job: 'late' })).toBeGreaterThanOrEqual(90);

    const failing = { name: 'failing', everySeconds: 60, run: () => Promise.reject(new Error('broken')) };
    await createJobRunner({ db: api.db, jobs: [failing] }).runDue();
    const failed = await scrape();
    expect(total(failed, 'job_runs_total', { job: 'failing', outcome: 'failed' })).toBe(1);
    expect(total(failed, 'job_last_run_failed', { job: 'failing' })).toBe(1);

    // A socket counts from its upgrade, before it signs in.
    const address = await api.app.listen({ port: 0, host: '127.0.0.1' });
    const socket = new WebSocket(`${address.replace('http', 'ws')}/data/chat/socket`);
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    expect(total(await scrape(), 'chat_sockets_open')).toBe(1);
    socket.close();
    await expect.poll(async () => total(await scrape(), 'chat_sockets_open')).toBe(0);
  });

  test('counts payments by state', async () => {
    const buyer = await createUser(api.db);
    const pay = (invoice: string, state: string) =>
      api.db.query(
        `INSERT INTO payments (invoice_number, user_id, idempotency_key, context, processor, state, amount_poisha,
           items, return_path, created_at, updated_at)
         VALUES ($1, $2, $1, 'post_ad', 'bkash', $3, 50000, '[]', '/bn', now(), now())`,
        [invoice, buyer, state],
      );
    const before = await scrape();
    await pay('HTMETRICS1', 'redirected');
    await pay('HTMETRICS2', 'success');
    await pay('HTMETRICS3', 'success');
    const after = await scrape();
    const payments = (text: string, state: string) => total(text, 'payments', { state });
    expect(payments(after, 'redirected') - payments(before, 'redirected')).toBe(1);
    expect(payments(after, 'success') - payments(before, 'success')).toBe(2);
  });
});
