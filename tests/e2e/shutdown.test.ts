// SIGTERM while requests are in flight: the server finishes what it accepted, exits 0, and leaves an embedded
// database that opens again with all its data.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { openPglite } from '../../server/adapters/database.ts';
import { startServer } from './spawn-server.ts';

let dataDir = '';
afterAll(() => rm(dataDir, { recursive: true, force: true }));

test('a SIGTERM under load finishes in-flight requests and leaves a database that opens again', async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'haat-shutdown-'));
  const server = await startServer(dataDir, 60);

  const statuses: number[] = [];
  const paths = ['/en/ads', '/bn', '/data/categories/bn', '/en/ads?page=2', '/data/locations/en'];
  // Each client requests pages back to back until the server, once closed, refuses its connection.
  const client = async (n: number) => {
    for (let i = n; ; i++) {
      try {
        const response = await fetch(`${server.baseUrl}${paths[i % paths.length]}`);
        await response.arrayBuffer();
        statuses.push(response.status);
      } catch {
        return;
      }
    }
  };
  const load = Promise.all(Array.from({ length: 8 }, (_, n) => client(n)));
  // SIGTERM once the clients are in full swing (counted in answers, not time: the machine may be busy).
  while (statuses.length < 24) await new Promise((resolve) => setTimeout(resolve, 20));
  const code = await server.stop();
  await load;

  expect(code).toBe(0);
  // Every answered request succeeded or was told the server is closing; none failed half-way.
  expect(statuses.filter((s) => s !== 200 && s !== 503)).toEqual([]);

  const db = await openPglite({ dataDir: path.join(dataDir, 'pglite') });
  const [row] = await db.query<{ count: number }>("SELECT count(*)::int AS count FROM ads WHERE status <> 'draft'");
  await db.close();
  // The seed's 60, and the demo seller's flat waiting for its fee (decision 261).
  expect(row?.count).toBe(61);

  // And the server starts again on it, without seeding twice.
  const again = await startServer(dataDir, 60);
  const ads = await fetch(`${again.baseUrl}/en/ads`);
  expect(ads.status).toBe(200);
  expect(await again.stop()).toBe(0);
}, 240_000);
