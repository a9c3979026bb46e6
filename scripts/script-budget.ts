// `npm run check:scripts` (part of `npm run check`, decision 202): the JavaScript a first
// visit to the home, results and ad pages loads, gzipped, from the built client, and a failure when a page is over
// its budget. `--files` lists each page's files. It also fails when the pages' server build (build/server) carries
// server code: the pages take the module services from their load context (decision 249).
// A server-rendered page loads its route chain's modules and their imports from the module script at its end (React
// Router's <Scripts>, with lazy route discovery: the manifest itself is inlined, not a file; the server takes out
// the preload links React would put in <head>, decision 208); the browser tests check that a page's visit requests
// exactly these files.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/** The target for every page below (decision 202): reached by hydrating with Preact (decision 204). */
export const SCRIPT_TARGET_BYTES = 100 * 1024;

/**
 * The pages measured: their route chains (app/routes.ts ids, root first) and budgets: what the page loads now with a
 * little room (decisions 202 and 204), so that it cannot grow unnoticed.
 */
export const BUDGETED_PAGES = {
  home: { routes: ['root', 'shell/locale', 'home/home'], budget: 81 * 1024 },
  results: { routes: ['root', 'shell/locale', 'search'], budget: 83 * 1024 },
  ad: { routes: ['root', 'shell/locale', 'ad-page/ad'], budget: 90 * 1024 },
} as const satisfies Record<string, { routes: readonly string[]; budget: number }>;

interface ManifestModules {
  module: string;
  imports?: string[];
  clientActionModule?: string;
  clientLoaderModule?: string;
  clientMiddlewareModule?: string;
  hydrateFallbackModule?: string;
}

export interface ClientManifest {
  entry: { module: string; imports: string[] };
  routes: Record<string, ManifestModules>;
}

/** The build's client manifest (build/client/assets/manifest-<hash>.js, `window.__reactRouterManifest={…}`). */
export async function readClientManifest(buildDir: string): Promise<ClientManifest> {
  const assets = path.join(buildDir, 'client', 'assets');
  const file = (await readdir(assets)).find((name) => /^manifest-[\w-]+\.js$/.test(name));
  if (!file) throw new Error(`no client manifest in ${assets}: run \`npm run build\` first`);
  const text = await readFile(path.join(assets, file), 'utf8');
  return JSON.parse(text.slice(text.indexOf('=') + 1).replace(/;\s*$/, '')) as ClientManifest;
}

/** The script files a first load of a page with this route chain fetches, in no particular order. */
export function pageScripts(manifest: ClientManifest, routeIds: readonly string[]): string[] {
  const files = new Set([manifest.entry.module, ...manifest.entry.imports]);
  for (const id of routeIds) {
    const route = manifest.routes[id];
    if (!route) throw new Error(`route ${id} is not in the client manifest`);
    for (const module of [
      route.module,
      ...(route.imports ?? []),
      route.clientActionModule,
      route.clientLoaderModule,
      route.clientMiddlewareModule,
      route.hydrateFallbackModule,
    ])
      if (module) files.add(module);
  }
  return [...files];
}

export interface PageScriptSize {
  page: keyof typeof BUDGETED_PAGES;
  files: { file: string; gzipBytes: number }[];
  gzipBytes: number;
}

export async function measurePageScripts(buildDir: string): Promise<PageScriptSize[]> {
  const manifest = await readClientManifest(buildDir);
  const sizes = new Map<string, number>();
  const gzipped = async (file: string) => {
    const known = sizes.get(file);
    if (known !== undefined) return known;
    const bytes = gzipSync(await readFile(path.join(buildDir, 'client', file))).length;
    sizes.set(file, bytes);
    return bytes;
  };
  const pages: PageScriptSize[] = [];
  for (const page of Object.keys(BUDGETED_PAGES) as (keyof typeof BUDGETED_PAGES)[]) {
    const files = await Promise.all(
      pageScripts(manifest, BUDGETED_PAGES[page].routes).map(async (file) => ({
        file,
        gzipBytes: await gzipped(file),
      })),
    );
    files.sort((a, b) => b.gzipBytes - a.gzipBytes);
    pages.push({ page, files, gzipBytes: files.reduce((sum, f) => sum + f.gzipBytes, 0) });
  }
  return pages;
}

/**
 * What only the server's code holds: its SQL and the packages it talks to the world with. The pages' server build
 * bundles app/ and core/ (core/ is pure) and imports npm packages; none of these may be in it (decision 249).
 */
export const SERVER_ONLY_MARKERS = [
  'FROM ads',
  'INSERT INTO',
  'UPDATE ads',
  'DELETE FROM',
  'from "pg"',
  'from "ioredis"',
  'from "fastify"',
  'from "lru-cache"',
] as const;

/** The server-only markers found in a build's source. */
export function serverCodeIn(source: string): string[] {
  return SERVER_ONLY_MARKERS.filter((marker) => source.includes(marker));
}

/** The server-only markers found in the pages' server build (build/server/index.js). */
export async function serverCodeInPageBuild(buildDir: string): Promise<string[]> {
  return serverCodeIn(await readFile(path.join(buildDir, 'server', 'index.js'), 'utf8'));
}

async function main() {
  const verbose = process.argv.includes('--files');
  const buildDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'build');
  const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
  let over = false;
  for (const { page, files, gzipBytes } of await measurePageScripts(buildDir)) {
    const { budget } = BUDGETED_PAGES[page];
    const fits = gzipBytes <= budget;
    over ||= !fits;
    console.log(
      `${page.padEnd(8)} ${kib(gzipBytes).padStart(10)} gzipped in ${String(files.length).padStart(2)} files` +
        ` (budget ${kib(budget)}, target ${kib(SCRIPT_TARGET_BYTES)})${fits ? '' : ': OVER BUDGET'}`,
    );
    if (verbose || !fits) for (const f of files) console.log(`  ${kib(f.gzipBytes).padStart(10)}  ${f.file}`);
  }
  const serverCode = await serverCodeInPageBuild(buildDir);
  if (serverCode.length > 0) console.log(`build/server carries server code: ${serverCode.join(', ')}`);
  if (over || serverCode.length > 0) process.exitCode = 1;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
