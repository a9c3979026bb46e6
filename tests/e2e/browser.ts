// Playwright on Debian's Chromium (playwright-core downloads no browser). Each test gets a fresh profile, and an
// error in the page's console or an uncaught exception fails it.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterEach, expect, inject } from 'vitest';

export const PHONE = { width: 360, height: 740 } as const;
export const DESKTOP = { width: 1280, height: 800 } as const;

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  // This machine's network is closed: without these, Chromium keeps trying to reach Google's services.
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const open: { context: BrowserContext; dir: string; errors: string[] }[] = [];
const javaScriptOn = new WeakMap<Page, boolean>();

afterEach(async () => {
  const sessions = open.splice(0);
  for (const session of sessions) {
    await session.context.close();
    await rm(session.dir, { recursive: true, force: true });
  }
  expect(sessions.flatMap((s) => s.errors)).toEqual([]);
});

/**
 * Loads a page and, with JavaScript on, waits until React has hydrated it: a click before that is a plain browser
 * navigation racing the router, which makes tests flaky on a busy machine.
 */
export async function visit(page: Page, url: string) {
  const response = await page.goto(url);
  if (javaScriptOn.get(page)) {
    await page.locator('html[data-hydrated]').waitFor();
    // Hydration kept the page's stylesheet: Preact claims <head>'s links in order (decision 204), so a link the server
    // added that the browser's tree lacks once cost a page its styles.
    expect(await page.locator('head link[rel="stylesheet"]').count()).toBeGreaterThan(0);
  }
  return response;
}

/** Fails when the page is wider than the screen (a phone would scroll sideways). */
export async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

export async function openPage(
  viewport: { width: number; height: number },
  /** `baseUrl`: a server of the test's own instead of the shared one. */
  /** `expectedErrors`: console errors the test causes on purpose (a page made to fail), not counted as failures. */
  options: { javaScript?: boolean; baseUrl?: string; expectedErrors?: RegExp } = {},
): Promise<Page> {
  const dir = await mkdtemp(path.join(tmpdir(), 'haat-chromium-'));
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: CHROMIUM_ARGS,
    viewport,
    javaScriptEnabled: options.javaScript ?? true,
    baseURL: options.baseUrl ?? inject('baseUrl'),
  });
  const errors: string[] = [];
  open.push({ context, dir, errors });
  const page = context.pages()[0] ?? (await context.newPage());
  javaScriptOn.set(page, options.javaScript ?? true);
  // A failing picture, script or stylesheet is an error; the document itself may answer 404 on purpose, and the
  // console line the browser writes for any failed load is covered by this check.
  page.on('response', (response) => {
    if (response.status() >= 400 && response.request().resourceType() !== 'document') {
      errors.push(`${response.status()} ${response.url()}`);
    }
  });
  page.on('console', (message) => {
    const text = message.text();
    if (
      message.type() === 'error' &&
      !text.startsWith('Failed to load resource') &&
      !options.expectedErrors?.test(text)
    )
      errors.push(text);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return page;
}
