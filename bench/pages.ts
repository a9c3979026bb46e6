// `npm run bench:pages`: Lighthouse, mobile with its default (simulated slow 4G, 4× CPU) throttling,
// against the built server on a fresh embedded database with the demo data, in Debian's Chromium, offline. For the
// home, results, ad, post-ad and login pages in bn, and the lite results and ad pages, it prints the four category
// scores and the JavaScript the page loads (requests and bytes as transferred, compressed as the server sends them to
// Chromium).
//   --chromium /usr/bin/chromium   --ads 300 (demo ads to seed)   --json out.json (every figure, for comparing)
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';
import { litePath } from '../core/lite-pages.ts';
import { startServer } from '../tests/e2e/spawn-server.ts';

const { values: args } = parseArgs({
  options: {
    chromium: { type: 'string', default: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
    ads: { type: 'string', default: '300' },
    json: { type: 'string' },
  },
});

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

export interface PageFigures {
  page: string;
  path: string;
  scores: Record<(typeof CATEGORIES)[number], number>;
  scriptRequests: number;
  scriptBytes: number;
  largestContentfulPaintMs: number;
  cumulativeLayoutShift: number;
}

/** Chromium with a DevTools port for Lighthouse; resolves once it listens. */
async function startChromium(executable: string): Promise<{ port: number; process: ChildProcess }> {
  const profile = await mkdtemp(path.join(tmpdir(), 'haat-bench-chromium-'));
  const child = spawn(
    executable,
    [
      '--headless=new',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      '--no-first-run',
      '--no-default-browser-check',
      '--disable-gpu',
      '--no-sandbox',
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  child.once('exit', () => void rm(profile, { recursive: true, force: true }));
  const port = await new Promise<number>((resolve, reject) => {
    let seen = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      seen += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(seen);
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', (code) => reject(new Error(`chromium exited (${code}): ${seen}`)));
  });
  return { port, process: child };
}

async function measure(port: number, page: string, url: string): Promise<PageFigures> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
  if (!result) throw new Error(`no Lighthouse result for ${url}`);
  const { lhr } = result;
  const summary = (lhr.audits['resource-summary']?.details as { items?: Record<string, unknown>[] } | undefined)?.items;
  const scripts = summary?.find((item) => item.resourceType === 'script') ?? {};
  const scores = Object.fromEntries(
    CATEGORIES.map((category) => [category, Math.round((lhr.categories[category]?.score ?? 0) * 100)]),
  ) as PageFigures['scores'];
  return {
    page,
    path: new URL(url).pathname,
    scores,
    scriptRequests: Number(scripts.requestCount ?? 0),
    scriptBytes: Number(scripts.transferSize ?? 0),
    largestContentfulPaintMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
    cumulativeLayoutShift: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
  };
}

async function main() {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'haat-bench-pages-'));
  const server = await startServer(dataDir, Number(args.ads));
  const chromium = await startChromium(args.chromium);
  try {
    const results = await (await fetch(`${server.baseUrl}/bn/ads`)).text();
    const adPath = /href="(\/bn\/ad\/[^"?#]+)"/.exec(results)?.[1];
    if (!adPath) throw new Error('no ad link on /bn/ads: is the demo data seeded?');
    const pages: [string, string][] = [
      ['home', '/bn'],
      ['results', '/bn/ads'],
      ['ad', adPath],
      ['post-ad', '/bn/post-ad'],
      ['login', '/bn/users/login'],
      // The lite pages (decision 201): no script at all.
      ['lite-res', litePath('/bn/ads')],
      ['lite-ad', litePath(adPath)],
    ];
    const figures: PageFigures[] = [];
    for (const [page, pagePath] of pages)
      figures.push(await measure(chromium.port, page, `${server.baseUrl}${pagePath}`));

    const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
    console.log('page      perf  a11y  best  seo   scripts            LCP       CLS');
    for (const f of figures) {
      const { performance, accessibility, seo } = f.scores;
      console.log(
        [
          f.page.padEnd(8),
          String(performance).padStart(5),
          String(accessibility).padStart(5),
          String(f.scores['best-practices']).padStart(5),
          String(seo).padStart(5),
          `  ${String(f.scriptRequests).padStart(2)} / ${kib(f.scriptBytes).padStart(10)}`,
          `${String(f.largestContentfulPaintMs).padStart(7)} ms`,
          String(f.cumulativeLayoutShift).padStart(7),
        ].join(' '),
      );
    }
    if (args.json) await writeFile(args.json, JSON.stringify(figures, null, 2));
  } finally {
    chromium.process.kill();
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
