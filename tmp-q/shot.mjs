import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
const [url, out, js] = process.argv.slice(2);
const context = await browser.newContext({ viewport: { width: 360, height: 780 }, deviceScaleFactor: 1, javaScriptEnabled: js !== 'nojs' });
const page = await context.newPage();
await page.goto('http://127.0.0.1:3100' + url);
await page.waitForTimeout(800);
await page.screenshot({ path: out, fullPage: process.argv[5] === 'full' });
await browser.close();
