// `npm run bench:search`: search speed over a million ads.
//   1. Opens DATABASE_URL (default: the local haat_bench database; `--pglite` uses an embedded database under
//      BENCH_DATA_DIR instead), migrates it and tops it up with the seed generator to `--ads` ads (1,000,000;
//      ads already there are reused). On PostgreSQL it then reads the searched tables and their indexes into memory
//      (warmUp), as a database in service has them.
//   2. Runs a fixed, realistic mix of searches (text in bn and en, category + location, price range, brand/model,
//      deep pages, filters with facets) against GET /data/serp with autocannon at concurrency 32, then the
//      results pages (SSR) when the pages are built.
//      /data/serp and the pages answer repeated searches from the result cache (decisions 48, 206), and anonymous
//      visitors get the results pages from the page cache (decisions 49, 206); the search service is then also run
//      without the result cache, in process, and the pages drawn each time (with a session cookie, which the page
//      cache passes by), for the cold figures.
//   3. Runs the bare SQL of the same searches (recorded from the search service) at the same concurrency on a pool
//      of the same size: the baseline. Prints p50/p95/p99, requests per second and the ratios to the baseline,
//      then EXPLAIN ANALYZE of the slowest statement.
// `--mode long-tail` replaces the mix by real-looking traffic (bench/search-traffic.ts): 20,000 different
// searches built from the catalogue and the words of real titles, drawn Zipf-like, pages included, with ad publishes
// and edits running meanwhile (`--writes`, 2 a second); `--mode all-different` sends each of them once. The
// baseline is then the bare SQL of a Zipf-drawn sample of the same searches. The long tail's /data/serp and results
// pages are measured cold, from caches that hold nothing yet, and warm, after `--settle` seconds (60) more of the same
// traffic, as a site in service serves it; each measurement prints the caches' hit ratios (read from /metrics).
// On PostgreSQL the marketplace under measurement runs as processes of its own (server/main.ts, `--processes` web
// processes, default one per core, as a deployment serves on every core); the embedded database belongs to one
// process, so on PGlite the server runs inside the bench. Either way the visitors' requests come from another
// process (bench/load.ts), as real visitors' do, and ask for compressed answers, as browsers do (BROWSER).
// The machine is shared: compare the ratios, not the absolute figures, between runs.
import { availableParallelism } from 'node:os';
import { systemClock } from '../core/clock.ts';
import { existsSync } from 'node:fs';
import http from 'node:http';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildSearchUrl } from '../core/search/build.ts';
import { buildSerpParams } from '../core/search/serp-params.ts';
import { createSearchState, type SearchState } from '../core/search/state.ts';
import type { Database, SqlParam } from '../server/adapters/database.ts';
import { migrate } from '../server/adapters/migrate.ts';
import { openMessaging } from '../server/adapters/messaging.ts';
import { openCounters } from '../server/adapters/rate-limits.ts';
import { openPglite, openPostgres } from '../server/adapters/database.ts';
import { diskStorage } from '../server/adapters/storage.ts';
import { buildApp } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import { catalogueIndex, syncCatalogue } from '../server/modules/catalog/index.ts';
import { searchAds } from '../server/modules/search/index.ts';
import { seedDemo } from '../server/seed/seed.ts';
import { NO_COURIERS } from '../server/adapters/courier/index.ts';
import { NO_PAYMENT_GATEWAYS } from '../server/adapters/payment-gateways/index.ts';
import { createRandom } from '../server/seed/random.ts';
import { startServer } from '../tests/e2e/spawn-server.ts';
import { type Figures, type Load, loadFromAnotherProcess, percentiles } from './load.ts';
import { buildSearches, writeStream, zipf } from './search-traffic.ts';

const { values: args } = parseArgs({
  options: {
    ads: { type: 'string', default: '1000000' },
    duration: { type: 'string', default: '15' },
    connections: { type: 'string', default: '32' },
    pglite: { type: 'boolean', default: false },
    mode: { type: 'string', default: 'mix' },
    searches: { type: 'string', default: '20000' },
    writes: { type: 'string', default: '2' },
    processes: { type: 'string', default: String(availableParallelism()) },
    settle: { type: 'string', default: '60' },
  },
});
const MODE = args.mode as 'mix' | 'long-tail' | 'all-different';
if (!['mix', 'long-tail', 'all-different'].includes(MODE)) throw new Error(`unknown --mode ${args.mode}`);
const ADS = Number(args.ads);
const DURATION = Number(args.duration);
const SETTLE = Number(args.settle);
const CONNECTIONS = Number(args.connections);
const POOL_SIZE = 10;
const DATABASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/haat_bench';
const DATA_DIR = path.resolve(process.env.BENCH_DATA_DIR ?? './data/bench');

const say = (message: string) => console.log(`bench: ${message}`);
/**
 * The codings a browser takes (Chromium's Accept-Encoding): each request asks for what real visitors get, compressed
 * answers, whose compressing is part of the work measured.
 */
const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' };

async function openBenchDatabase(): Promise<Database> {
  if (args.pglite) {
    await mkdir(path.join(DATA_DIR, 'pglite'), { recursive: true });
    return openPglite({ dataDir: path.join(DATA_DIR, 'pglite') });
  }
  const url = new URL(DATABASE_URL);
  const name = url.pathname.slice(1);
  const admin = openPostgres(new URL('/postgres', url).toString(), 1);
  const [exists] = await admin.query<{ ok: boolean }>('SELECT true AS ok FROM pg_database WHERE datname = $1', [name]);
  if (!exists) await admin.exec(`CREATE DATABASE "${name.replaceAll('"', '')}"`);
  await admin.close();
  return openPostgres(DATABASE_URL, POOL_SIZE);
}

async function prepare(db: Database): Promise<number> {
  await migrate(db);
  await syncCatalogue(db);
  const [{ count } = { count: 0 }] = await db.query<{ count: number }>('SELECT count(*)::int AS count FROM ads');
  if (count < ADS) {
    say(`seeding ${ADS - count} ads (${count} present)…`);
    const started = Date.now();
    await seedDemo(db, diskStorage(path.join(DATA_DIR, 'media')), {
      ads: ADS - count,
      seed: 1000 + count,
      progress: (message) => say(`seed: ${message} (${((Date.now() - started) / 1000).toFixed(0)} s)`),
    });
  }
  const [published] = await db.query<{ count: number }>(
    "SELECT count(*)::int AS count FROM ads WHERE status = 'published'",
  );
  return published?.count ?? 0;
}

/** The tables a search reads, whose indexes are read into memory with them (warmUp). */
const SEARCHED_TABLES = [
  'ads',
  'search_words',
  'search_counts',
  'users',
  'shops',
  'ad_images',
  'images',
  'ad_promotions',
];

/**
 * On PostgreSQL, reads the searched tables and their indexes into memory before measuring, as a database in service
 * has them (pg_prewarm): into PostgreSQL's shared buffers when they fit there, else into the kernel's cache. This
 * machine's kernel pages out file cache left untouched for a minute (DAMON), and a run that began there measured the
 * disk (20 req/s, I/O pressure 60 %); with the default shared_buffers (128 MB) the long tail's rarely read pages
 * leave during the run too, so measure with shared_buffers set as for a database server (README). Skipped where the
 * extension is missing.
 */
async function warmUp(db: Database): Promise<void> {
  if (args.pglite) return;
  try {
    await db.exec('CREATE EXTENSION IF NOT EXISTS pg_prewarm');
  } catch {
    say('no pg_prewarm here: measuring with whatever the kernel has cached');
    return;
  }
  const relations = await db.query<{ name: string; bytes: string }>(
    `SELECT c.oid::regclass::text AS name, pg_relation_size(c.oid) AS bytes FROM pg_class c
     WHERE c.oid = ANY($1::regclass[])
        OR c.oid IN (SELECT i.indexrelid FROM pg_index i WHERE i.indrelid = ANY($1::regclass[]))`,
    [SEARCHED_TABLES],
  );
  const [buffers] = await db.query<{ bytes: string }>(
    "SELECT setting::bigint * 8192 AS bytes FROM pg_settings WHERE name = 'shared_buffers'",
  );
  const needed = relations.reduce((sum, { bytes }) => sum + Number(bytes), 0);
  const into = needed < Number(buffers?.bytes ?? 0) ? 'buffer' : 'read';
  const mb = (bytes: number) => `${Math.round(bytes / 2 ** 20)} MB`;
  say(`reading ${mb(needed)} into ${into === 'buffer' ? 'shared buffers' : "the kernel's cache"}`);
  if (into === 'read') say(`shared_buffers (${mb(Number(buffers?.bytes))}) cannot hold them: see the README`);
  for (const { name } of relations) await db.query('SELECT pg_prewarm($1::regclass, $2)', [name, into]);
}

const brandTree = (brand: string, models: string[] = []) => ({
  brand: { type: 'tree' as const, values: [{ key: brand, childValues: models }] },
});

/**
 * The mix: what people on a classifieds site search, roughly in proportion. Searches with words that name no sort
 * keep the date order they were measured in before best match became their default (decision 254).
 */
const MIX: readonly { name: string; state: SearchState }[] = [
  { name: 'all ads', state: createSearchState() },
  { name: 'text en "samsung"', state: createSearchState({ locale: 'en', query: 'samsung', sort: 'relevance' }) },
  { name: 'text bn "মোবাইল"', state: createSearchState({ query: 'মোবাইল', sort: 'relevance' }) },
  { name: 'text translit "toyota" (finds টয়োটা)', state: createSearchState({ query: 'toyota', sort: 'date_desc' }) },
  {
    name: 'text 2 words "iphone 13"',
    state: createSearchState({ locale: 'en', query: 'iphone 13', sort: 'relevance' }),
  },
  {
    name: 'text + location "flat" dhaka',
    state: createSearchState({ query: 'flat', location: 'dhaka', sort: 'date_desc' }),
  },
  { name: 'text misspelt "samsng"', state: createSearchState({ locale: 'en', query: 'samsng', sort: 'date_desc' }) },
  { name: 'category + location cars/dhaka', state: createSearchState({ category: 'cars', location: 'dhaka' }) },
  { name: 'category mobile-phones', state: createSearchState({ category: 'mobile-phones' }) },
  { name: 'location mirpur', state: createSearchState({ location: 'mirpur' }) },
  {
    name: 'price range mobile-phones 10k–20k',
    state: createSearchState({
      category: 'mobile-phones',
      filters: { price: { type: 'money', minimum: 10_000, maximum: 20_000 } },
    }),
  },
  { name: 'brand cars/toyota', state: createSearchState({ category: 'cars', filters: brandTree('toyota') }) },
  {
    name: 'brand/model mobile-phones/samsung galaxy a15',
    state: createSearchState({ category: 'mobile-phones', filters: brandTree('samsung', ['samsung-galaxy-a15']) }),
  },
  {
    name: 'enum + location apartment-rentals dhaka',
    state: createSearchState({ category: 'apartment-rentals', location: 'dhaka', type: 'to_rent' }),
  },
  { name: 'all ads by price, low to high', state: createSearchState({ sort: 'price_asc' }) },
  {
    name: 'cars/dhaka by price, high to low',
    state: createSearchState({ category: 'cars', location: 'dhaka', sort: 'price_desc' }),
  },
  { name: 'deep page 200 of all ads', state: createSearchState({ page: 200 }) },
  { name: 'deep page 40 mobile-phones', state: createSearchState({ category: 'mobile-phones', page: 40 }) },
  { name: 'members only cars', state: createSearchState({ category: 'cars', posterType: 'only_members' }) },
  { name: 'urgent in dhaka', state: createSearchState({ location: 'dhaka', isUrgent: true }) },
];

/** Lets the bench read the web processes' metrics (GET /metrics). */
const METRICS_TOKEN = 'bench-reads-the-cache-counters';

/**
 * The caches' look-ups so far ("search_results hit" → n), summed over the web processes: node:cluster hands each new
 * connection to the next process in turn, so as many fresh connections as processes ask each once.
 */
async function cacheLookups(baseUrl: string, processes: number): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (let i = 0; i < processes; i++) {
    const text = await new Promise<string>((resolve, reject) => {
      const headers = { authorization: `Bearer ${METRICS_TOKEN}` };
      http
        .get(`${baseUrl}/metrics`, { agent: false, headers }, (response) => {
          let body = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (body += chunk));
          response.on('end', () => resolve(body));
        })
        .on('error', reject);
    });
    for (const [, cache, result, value] of text.matchAll(
      /^cache_requests_total\{cache="(\w+)",result="(\w+)"\} (\d+)/gm,
    )) {
      const key = `${cache} ${result}`;
      counts.set(key, (counts.get(key) ?? 0) + Number(value));
    }
  }
  return counts;
}

/** "search_results 71 % hits": the share of each cache's look-ups between two readings that were hits. */
function hitRatios(before: Map<string, number>, after: Map<string, number>): string {
  const delta = (key: string) => (after.get(key) ?? 0) - (before.get(key) ?? 0);
  return ['search_results', 'search_pages']
    .flatMap((cache) => {
      const [hits, all] = [delta(`${cache} hit`), delta(`${cache} hit`) + delta(`${cache} miss`)];
      return all > 0 ? [`${cache} ${((100 * hits) / all).toFixed(0)} % hits`] : [];
    })
    .join(', ');
}

interface Recorded {
  name: string;
  statements: { sql: string; params: readonly SqlParam[] }[];
}

/** The statements one search runs, captured by a database that records and then forwards them. */
async function recordStatements(db: Database, state: SearchState): Promise<Recorded['statements']> {
  const statements: Recorded['statements'] = [];
  const recorder: Database = {
    ...db,
    query: (sql, params = [], options) => {
      if (!sql.startsWith('SELECT set_config')) statements.push({ sql, params });
      return db.query(sql, params, options);
    },
    transaction: (work) =>
      db.transaction((tx) =>
        work({
          ...tx,
          query: (sql, params = [], options) => {
            if (!sql.startsWith('SELECT set_config')) statements.push({ sql, params });
            return tx.query(sql, params, options);
          },
        }),
      ),
  };
  await searchAds(recorder, state);
  return statements;
}

/** Runs `work` for the n-th search, `connections` at a time, for DURATION seconds; each call is one latency. */
async function concurrently(work: (n: number) => Promise<unknown>, connections = CONNECTIONS): Promise<Figures> {
  const latencies: number[] = [];
  const deadline = Date.now() + DURATION * 1000;
  let next = 0;
  let errors = 0;
  const worker = async () => {
    while (Date.now() < deadline) {
      const started = performance.now();
      try {
        await work(next++);
      } catch {
        errors += 1;
      }
      latencies.push(performance.now() - started);
    }
  };
  const started = Date.now();
  await Promise.all(Array.from({ length: connections }, worker));
  const seconds = (Date.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { ...percentiles(latencies), rps: latencies.length / seconds, errors };
}

/** The baseline: the same statements straight on a pool, each search's statements at once, 32 searches at a time. */
async function bareSql(
  db: Database,
  recorded: readonly Recorded[],
): Promise<Figures & { slowest: Recorded['statements'][number]; slowestMs: number }> {
  const perStatement = new Map<string, { total: number; n: number; statement: Recorded['statements'][number] }>();
  const figures = await concurrently(async (n) => {
    const search = recorded[n % recorded.length] as Recorded;
    await Promise.all(
      search.statements.map(async (statement) => {
        const t0 = performance.now();
        await db.query(statement.sql, statement.params);
        const key = statement.sql + JSON.stringify(statement.params);
        const entry = perStatement.get(key) ?? { total: 0, n: 0, statement };
        entry.total += performance.now() - t0;
        entry.n += 1;
        perStatement.set(key, entry);
      }),
    );
  });
  const slowest = [...perStatement.values()].sort((a, b) => b.total / b.n - a.total / a.n)[0];
  return {
    ...figures,
    slowest: slowest?.statement ?? { sql: 'SELECT 1', params: [] },
    slowestMs: slowest ? slowest.total / slowest.n : 0,
  };
}

const row = (name: string, f: Figures, base?: Figures) =>
  `${name.padEnd(26)} p50 ${f.p50.toFixed(1).padStart(6)} ms  p95 ${f.p95.toFixed(1).padStart(6)} ms  p99 ${f.p99
    .toFixed(1)
    .padStart(
      6,
    )} ms  ${f.rps.toFixed(0).padStart(6)} req/s${base ? `  ×${(f.rps / base.rps).toFixed(2)} of baseline throughput` : ''}${f.errors ? `  ${f.errors} errors${f.failures ? ` (${f.failures})` : ''}` : ''}${f.hits ? `  (${f.hits})` : ''}`;

/**
 * Starts the marketplace to measure: on PostgreSQL as `--processes` web processes of its own (the pages need the
 * build), on PGlite inside this process. Resolves with its address and a function that stops it.
 */
async function serve(hasBuild: boolean, db: Database): Promise<{ baseUrl: string; stop: () => Promise<void> }> {
  if (!args.pglite) {
    if (!hasBuild) throw new Error('the marketplace runs from its build: run `npm run build` first');
    const server = await startServer(DATA_DIR, 0, {
      DATABASE_URL,
      WEB_PROCESSES: args.processes,
      JOBS: 'off',
      STAND_INS: 'false',
      LOG_LEVEL: 'warn',
      METRICS_TOKEN,
    });
    return { baseUrl: server.baseUrl, stop: async () => void (await server.stop()) };
  }
  const config = loadConfig({ ...process.env, NODE_ENV: 'production', DATA_DIR, LOG_LEVEL: 'silent', METRICS_TOKEN });
  const counters = openCounters(config, db);
  const app = await buildApp(
    {
      db,
      config,
      storage: diskStorage(path.join(DATA_DIR, 'media')),
      counters,
      ...openMessaging(config),
      clock: systemClock,
      payments: NO_PAYMENT_GATEWAYS,
      couriers: NO_COURIERS,
    },
    { pages: hasBuild },
  );
  const baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    baseUrl,
    stop: async () => {
      await app.close();
      await counters.close();
    },
  };
}

const db = await openBenchDatabase();
try {
  const published = await prepare(db);
  await warmUp(db);
  // The searches, and which of them the n-th visitor asks for: the mix in turn, or the long tail drawn Zipf-like,
  // or every one of them once.
  const states = MODE === 'mix' ? MIX.map((search) => search.state) : await buildSearches(db, Number(args.searches));
  const draw = zipf(states.length, createRandom(42));
  const order = MODE === 'long-tail' ? Array.from({ length: 200_000 }, draw) : states.map((_, i) => i);
  const stateAt = (n: number) => states[(order[n % order.length] as number) % states.length] as SearchState;
  say(`${published} published ads on ${args.pglite ? 'PGlite' : 'PostgreSQL'}; ${MODE}: ${states.length} searches`);

  // The baseline's statements: every search of the mix, or a sample of the traffic drawn as visitors draw it.
  const sample = MODE === 'mix' ? states : Array.from({ length: 300 }, (_, n) => stateAt(n * 97));
  const recorded: Recorded[] = [];
  for (const state of sample) recorded.push({ name: state.query, statements: await recordStatements(db, state) });

  const hasBuild = existsSync(path.resolve('build/server/index.js'));
  const { baseUrl, stop } = await serve(hasBuild, db);
  // Each search's address, for /data/serp and as a results page.
  const serpPaths = states.map((state) => `/data/serp?${buildSerpParams(state, catalogueIndex).toString()}`);
  const pagePaths = states.map((state) => buildSearchUrl(state, catalogueIndex));
  // Warm up JIT (and, for the mix, the caches) before measuring.
  for (let n = 0; n < Math.min(states.length, 50); n++) {
    await fetch(baseUrl + serpPaths[order[n] as number]);
    if (hasBuild) await fetch(baseUrl + pagePaths[order[n] as number]);
  }
  // The long-tail modes run with ads published and edited meanwhile, as on the live site; each load continues the
  // order where the one before stopped, so that all-different never repeats a search.
  const stopWrites = MODE === 'mix' ? async () => 0 : writeStream(db, Number(args.writes));
  let served = 0;
  const load = async (paths: readonly string[], headers: Record<string, string>, duration = DURATION) => {
    const asked: Load = { baseUrl, paths, order, start: served, connections: CONNECTIONS, duration, headers };
    const { asked: count, ...figures } = await loadFromAnotherProcess(asked);
    served += count;
    return figures;
  };

  // Each measurement with the caches' hit ratios over it. The long tail is measured twice: cold, from caches that
  // hold nothing yet (a process just started), and warm, after SETTLE seconds more of the same traffic (a site in
  // service, whose caches have filled and turn over with the traffic and the writes).
  const lookups = () => cacheLookups(baseUrl, args.pglite ? 1 : Number(args.processes));
  const measure = async (paths: readonly string[], headers: Record<string, string>) => {
    const before = await lookups();
    const figures = await load(paths, headers);
    return { ...figures, hits: hitRatios(before, await lookups()) };
  };
  const coldAndWarm = async (what: string, paths: readonly string[], headers: Record<string, string>) => {
    say(`${what}, ${CONNECTIONS} connections, ${DURATION} s${MODE === 'long-tail' ? ', cold' : ''}…`);
    const cold = await measure(paths, headers);
    if (MODE !== 'long-tail') return { cold };
    say(`${what}: ${SETTLE} s more of the traffic, then ${DURATION} s warm…`);
    await load(paths, headers, SETTLE);
    return { cold, warm: await measure(paths, headers) };
  };
  const serp = await coldAndWarm('GET /data/serp', serpPaths, {
    ...BROWSER,
    'accept-language': 'bn',
    'x-mobile-request': 'true',
  });
  say(`bare SQL baseline, ${CONNECTIONS} concurrent searches on a pool of ${POOL_SIZE}, ${DURATION} s…`);
  const baseline = await bareSql(db, recorded);
  say(`searchAds without the result cache, in process, ${CONNECTIONS} at a time, ${DURATION} s…`);
  const uncached = await concurrently((n) => searchAds(db, stateAt(n)));
  // A search alone: each of the long tail computed once, one at a time, where no other search warmed it.
  say(`searchAds alone, without the result cache, one at a time, ${DURATION} s…`);
  const alone = await concurrently((n) => searchAds(db, states[(n * 7919 + 1) % states.length] as SearchState), 1);
  let pages: Awaited<ReturnType<typeof coldAndWarm>> | undefined;
  let drawnPages: Figures | undefined;
  if (hasBuild) {
    pages = await coldAndWarm('results pages (SSR)', pagePaths, BROWSER);
    say(`results pages drawn each time (a session cookie passes the page cache by), ${DURATION} s…`);
    drawnPages = await measure(pagePaths, { ...BROWSER, cookie: 'haat_session=bench-visitor' });
  }
  const writes = await stopWrites();
  await stop();

  console.log('');
  if (MODE !== 'mix') console.log(`${writes} ads published or edited during the measurements`);
  console.log(row('bare SQL (baseline)', baseline));
  console.log(row('searchAds, no cache', uncached, baseline));
  console.log(row('searchAds alone, cold', alone));
  const rows = (name: string, figures: { cold: Figures; warm?: Figures }) => {
    if (!figures.warm) return console.log(row(name, figures.cold, baseline));
    console.log(row(`${name}, cold`, figures.cold, baseline));
    console.log(row(`${name}, warm`, figures.warm, baseline));
  };
  rows(`GET /data/serp${MODE === 'mix' ? ' (cached)' : ''}`, serp);
  if (pages && drawnPages) {
    rows('results pages (SSR)', pages);
    console.log(row('results pages, drawn', drawnPages, baseline));
  } else console.log('results pages (SSR)        skipped: run `npm run build` first');
  console.log(`p95 /data/serp ÷ p95 baseline: ×${((serp.warm ?? serp.cold).p95 / baseline.p95).toFixed(2)}`);
  console.log('');
  console.log(`slowest statement (mean ${baseline.slowestMs.toFixed(1)} ms under load):`);
  console.log(baseline.slowest.sql.replace(/\s+/g, ' ').trim());
  console.log(`params: ${JSON.stringify(baseline.slowest.params)}`);
  const plan = await db.query<Record<string, string>>(
    `EXPLAIN (ANALYZE, BUFFERS) ${baseline.slowest.sql}`,
    baseline.slowest.params,
  );
  console.log(plan.map((line) => Object.values(line)[0]).join('\n'));
} finally {
  await db.close();
}
