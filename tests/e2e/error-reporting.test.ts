// Browser error reporting (spec section 8) against a stand-in Sentry receiver on loopback: the SDK is fetched only
// when the server names a DSN, noisy errors are ignored, what is sent carries no personal data, and a page that
// fails to draw shows the spec's fallback screen and is reported (decision 253). This file runs its own server, with
// SENTRY_DSN set.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type ErrorReceiver, startErrorReceiver } from '../error-receiver.ts';
import { openPage, PHONE, visit } from './browser.ts';
import { type RunningServer, startServer } from './spawn-server.ts';

let receiver: ErrorReceiver;
let server: RunningServer;
let dataDir = '';

beforeAll(async () => {
  receiver = await startErrorReceiver();
  dataDir = await mkdtemp(path.join(tmpdir(), 'haat-e2e-errors-'));
  server = await startServer(dataDir, 0, { SENTRY_DSN: receiver.dsn });
}, 240_000);

afterAll(async () => {
  const code = server ? await server.stop() : 0;
  await receiver?.close();
  await rm(dataDir, { recursive: true, force: true });
  expect(code).toBe(0);
});

const SDK_CHUNK = /error-reporting\.client/;

describe('browser error reporting', () => {
  test('is not even loaded when no DSN is configured', async () => {
    const page = await openPage(PHONE);
    const scripts: string[] = [];
    page.on('request', (request) => void scripts.push(request.url()));
    await visit(page, '/en');
    expect(scripts.filter((url) => SDK_CHUNK.test(url))).toEqual([]);
  });

  test('reports an uncaught error without personal data, and ignores network failures', async () => {
    const page = await openPage(PHONE, { baseUrl: server.baseUrl });
    const sdk = page.waitForResponse((response) => SDK_CHUNK.test(response.url()));
    await visit(page, '/en');
    await sdk;
    // Dispatched as the browser would, without failing the page: a noisy failure, then a real one.
    await page.evaluate(() => {
      const reason = new Error('Network Error');
      window.dispatchEvent(new PromiseRejectionEvent('unhandledrejection', { promise: Promise.resolve(), reason }));
    });
    // Repeated until the SDK has started: the same error again is dropped as a duplicate.
    await expect
      .poll(async () => {
        await page.evaluate(() => {
          const error = new Error('Checkout failed for rahim@example.com on 01712-345678');
          window.dispatchEvent(new ErrorEvent('error', { error, message: error.message }));
        });
        return receiver.events.length;
      })
      .toBeGreaterThan(0);
    const sent = receiver.raw.join('\n');
    expect(sent).toContain('Checkout failed for [email] on [phone]');
    expect(sent).not.toContain('rahim@example.com');
    expect(sent).not.toContain('01712-345678');
    expect(sent).not.toContain('Network Error');
    expect(receiver.events).toHaveLength(1);
  });

  test("a page that fails to draw shows the fallback screen in the visitor's language and is reported", async () => {
    const failure = 'The home page failed to draw';
    const page = await openPage(PHONE, { baseUrl: server.baseUrl, expectedErrors: new RegExp(failure) });
    // The home page's own module, as the browser loads it to take over the server's page, fails when drawn.
    await page.route(/\/assets\/home-[\w-]+\.js$/, (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: `export default function Home() { throw new Error(${JSON.stringify(failure)}); }`,
      }),
    );
    // Not visit(): the screen drawn in place of a page that failed while taking over has lost the <head> the server
    // sent (its stylesheet link and title), which visit() checks for.
    await page.goto('/bn');
    const screen = page.getByRole('alert');
    await screen.getByRole('heading', { name: 'আমরা একটি সমস্যায় পড়েছি। দুঃখিত!' }).waitFor();
    await expect.poll(() => screen.textContent()).toContain(failure);
    const home = screen.getByRole('link', { name: 'হোম পেজে যেতে এখানে ক্লিক করুন' });
    expect(await home.getAttribute('href')).toBe('/bn/ads');
    await expect.poll(() => receiver.raw.join('\n')).toContain(failure);
  });
});
