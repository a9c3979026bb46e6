// `npm run audit:security` (decision 165): the built server with demo data on loopback, scanned by sqlmap
// and wapiti (Debian packages), each bounded in time; exits non-zero on any finding, on a scanner that fails, or on
// one that does not finish in time. Scope: wapiti crawls the pages from the home pages in both languages and starts
// as well from every parameterised GET call of the OpenAPI document; sqlmap tries every parameter of those calls
// (query and path) and the sign-in body. Both run as the demo admin (a Bearer session), so the owned and admin
// calls answer rather than refuse.
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { currentCode } from '../../server/modules/accounts/second-factor.ts';
import { startServer } from '../e2e/spawn-server.ts';

const WAPITI_MODULES = 'sql,blindsql,xss,permanentxss,exec,file,crlf,redirect,xxe,http_headers,cookieflags,csp';
const WAPITI_CRAWL_SECONDS = 90;
const WAPITI_ATTACK_SECONDS_PER_MODULE = 12;
const SQLMAP_SECONDS = 240;
/** sqlmap processes side by side, each on its share of the calls. */
const SQLMAP_PROCESSES = 2;

interface Parameter {
  name: string;
  in: string;
  schema?: { type?: string; enum?: unknown[]; example?: unknown; pattern?: string };
}
type OpenApi = { paths: Record<string, Record<string, { parameters?: Parameter[] }>> };

/** Runs a program to its end or until `seconds` pass (then it is killed and counts as failed). */
function run(program: string, args: string[], seconds: number): Promise<{ ok: boolean; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(program, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk: Buffer) => (output += chunk));
    const timer = setTimeout(() => {
      output += `\n${program} did not finish within ${seconds} s`;
      child.kill('SIGKILL');
    }, seconds * 1000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ ok: code === 0, output });
    });
  });
}

/** The demo accounts' passwords are announced once, in the dev outbox; signs in as the demo admin. */
async function adminToken(baseUrl: string): Promise<string> {
  const outbox = await fetch(`${baseUrl}/dev/outbox`, { headers: { accept: 'application/json' } });
  const { messages } = (await outbox.json()) as { messages: { to: string; text: string }[] };
  const announced = messages.find((m) => m.to === 'demo accounts')?.text ?? '';
  const password = /admin@demo\.haat\.example\s+(\S+)/.exec(announced)?.[1];
  const secret = /admin@demo\.haat\.example\s+secret (\S+)/.exec(announced)?.[1];
  if (!password || !secret) throw new Error('the demo admin was not announced');
  const response = await fetch(`${baseUrl}/data/sessions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ session: { identifier: 'admin@demo.haat.example', password } }),
  });
  const body = (await response.json()) as { session?: { token: string } };
  if (!body.session) throw new Error(`the demo admin could not sign in: ${response.status}`);
  // Staff sign in with a second factor (decision 190): the code of the moment, as the admin's app would show it.
  const confirmed = await fetch(`${baseUrl}/data/sessions/second-factor`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${body.session.token}` },
    body: JSON.stringify({ code: await currentCode(secret, new Date()) }),
  });
  if (!confirmed.ok) throw new Error(`the demo admin's code was refused: ${confirmed.status}`);
  return body.session.token;
}

/**
 * Every GET call with parameters, filled with plausible values, for wapiti; and for sqlmap the same URL with its
 * free-text parameters marked `*` (strings without a pattern or a list of values: integers, enums and patterned
 * codes are refused by the schemas before any statement, which the contract tests prove), or nothing if it has none.
 */
function parameterisedCalls(openapi: OpenApi, baseUrl: string, adId: number): { url: string; marked?: string }[] {
  const sample = (parameter: Parameter) => {
    const { type, enum: values, example } = parameter.schema ?? {};
    if (values?.length) return String(values[0]);
    if (example !== undefined) return String(example);
    if (type === 'integer' || type === 'number') return String(adId);
    if (type === 'boolean') return 'true';
    return parameter.name === 'locale' ? 'en' : 'a';
  };
  const freeText = ({ schema }: Parameter) => schema?.type === 'string' && !schema.enum && !schema.pattern;
  return Object.entries(openapi.paths).flatMap(([route, operations]) => {
    const parameters = (operations.get?.parameters ?? []).filter((p) => p.in === 'query' || p.in === 'path');
    if (parameters.length === 0) return [];
    const fill = (marking: boolean) => {
      const value = (p: Parameter) => `${encodeURIComponent(sample(p))}${marking && freeText(p) ? '*' : ''}`;
      const pathPart = route.replace(/\{(\w+)\}/g, (_, name: string) => {
        const parameter = parameters.find((p) => p.name === name);
        return parameter ? value(parameter) : 'a';
      });
      const query = parameters.filter((p) => p.in === 'query').map((p) => `${p.name}=${value(p)}`);
      return `${baseUrl}${pathPart}${query.length ? `?${query.join('&')}` : ''}`;
    };
    return [{ url: fill(false), ...(parameters.some(freeText) ? { marked: fill(true) } : {}) }];
  });
}

async function wapiti(baseUrl: string, token: string, startUrls: string[], work: string): Promise<string[]> {
  const report = path.join(work, 'wapiti.json');
  const result = await run(
    'wapiti',
    [
      ...['-u', `${baseUrl}/`, '--scope', 'folder', '--flush-session', '--no-bugreport', '-v', '0'],
      ...[`${baseUrl}/bn`, `${baseUrl}/en`, ...startUrls].flatMap((url) => ['-s', url]),
      ...['-H', `Authorization: Bearer ${token}`, '-m', WAPITI_MODULES],
      ...[
        '--max-scan-time',
        String(WAPITI_CRAWL_SECONDS),
        '--max-attack-time',
        String(WAPITI_ATTACK_SECONDS_PER_MODULE),
      ],
      ...['-d', '3', '--max-links-per-page', '20', '--max-files-per-dir', '10'],
      ...['--store-session', path.join(work, 'wapiti-session'), '--store-config', path.join(work, 'wapiti-config')],
      ...['-f', 'json', '-o', report],
    ],
    WAPITI_CRAWL_SECONDS + WAPITI_ATTACK_SECONDS_PER_MODULE * 14 + 60,
  );
  if (!result.ok) return [`wapiti failed:\n${result.output.slice(-2000)}`];
  type Items = Record<string, { info: string; path: string; method: string }[]>;
  const found = JSON.parse(await readFile(report, 'utf8')) as { vulnerabilities: Items; anomalies: Items };
  return [found.vulnerabilities, found.anomalies].flatMap((kind) =>
    Object.entries(kind).flatMap(([name, items]) =>
      items.map((item) => `wapiti: ${name}: ${item.info} (${item.method} ${item.path})`),
    ),
  );
}

async function sqlmap(baseUrl: string, token: string, marked: string[], work: string): Promise<string[]> {
  const shares = Array.from({ length: SQLMAP_PROCESSES }, (_, i) =>
    marked.filter((_, j) => j % SQLMAP_PROCESSES === i),
  );
  const targets = await Promise.all(
    shares.map(async (share, i) => {
      const file = path.join(work, `sqlmap-targets-${i}.txt`);
      await writeFile(file, `${share.join('\n')}\n`);
      return file;
    }),
  );
  const common = [
    ...['--batch', '--level', '1', '--risk', '1', '--disable-coloring', '--skip-waf', '--timeout', '10'],
    // Each request from another address, as the sign-in and search limits count per address.
    '--tamper',
    'xforwardedfor',
  ];
  const output = (i: number) => ['--output-dir', path.join(work, 'sqlmap', String(i))];
  const runs = await Promise.all([
    ...targets.map((file, i) =>
      run('sqlmap', [...common, ...output(i), '-m', file, '-H', `Authorization: Bearer ${token}`], SQLMAP_SECONDS),
    ),
    run(
      'sqlmap',
      [
        ...common,
        ...output(SQLMAP_PROCESSES),
        ...['-u', `${baseUrl}/data/sessions`, '--method', 'POST', '-H', 'Content-Type: application/json'],
        ...['--data', '{"session":{"identifier":"buyer@demo.haat.example","password":"not the password"}}'],
      ],
      SQLMAP_SECONDS,
    ),
  ]);
  const tested = runs.reduce((sum, r) => sum + (r.output.match(/does not seem to be injectable/g) ?? []).length, 0);
  process.stdout.write(`sqlmap: ${tested} parameters tested, none injectable unless listed below\n`);
  const failures = runs.filter((r) => !r.ok).map((r) => `sqlmap failed:\n${r.output.slice(-2000)}`);
  // In multiple-target mode sqlmap lists each injectable parameter in a results CSV; one run reports in its log.
  const csvs = (await readdir(path.join(work, 'sqlmap'), { recursive: true })).filter((name) => name.endsWith('.csv'));
  const rows = (
    await Promise.all(csvs.map(async (name) => (await readFile(path.join(work, 'sqlmap', name), 'utf8')).split('\n')))
  )
    .flatMap((lines) => lines.slice(1))
    .filter((line) => line.trim() !== '');
  const logged = runs.flatMap((r) =>
    r.output.includes('identified the following injection point') ? [r.output.slice(-3000)] : [],
  );
  return [...failures, ...rows.map((row) => `sqlmap: ${row}`), ...logged.map((log) => `sqlmap: ${log}`)];
}

const started = Date.now();
const seconds = () => Math.round((Date.now() - started) / 1000);
const work = await mkdtemp(path.join(tmpdir(), 'haat-audit-'));
const server = await startServer(path.join(work, 'data'), 50, { LOG_LEVEL: 'error' });
let findings: string[] = [];
try {
  const token = await adminToken(server.baseUrl);
  const document = async (url: string, headers: Record<string, string> = {}) =>
    (await (await fetch(`${server.baseUrl}${url}`, { headers })).json()) as OpenApi;
  // The public contract and, for staff only, the back office's calls (decision 233): both are scanned.
  const [published, staff] = [
    await document('/data/openapi.json'),
    await document('/data/admin/openapi.json', { authorization: `Bearer ${token}` }),
  ];
  const openapi: OpenApi = { paths: { ...published.paths, ...staff.paths } };
  const serp = (await (await fetch(`${server.baseUrl}/data/serp`)).json()) as { ads: { id: number }[] };
  const calls = parameterisedCalls(openapi, server.baseUrl, serp.ads[0]?.id ?? 1);
  process.stdout.write(`server ready after ${seconds()} s; ${calls.length} parameterised calls; scanning…\n`);
  const [fromWapiti, fromSqlmap] = await Promise.all([
    wapiti(
      server.baseUrl,
      token,
      calls.map((call) => call.url),
      work,
    ),
    sqlmap(
      server.baseUrl,
      token,
      calls.flatMap((call) => (call.marked ? [call.marked] : [])),
      work,
    ),
  ]);
  findings = [...fromWapiti, ...fromSqlmap];
} finally {
  const code = await server.stop();
  if (code !== 0) findings.push(`the server did not stop cleanly (exit code ${code})`);
  await rm(work, { recursive: true, force: true });
}
for (const finding of findings) process.stdout.write(`${finding}\n`);
process.stdout.write(`audit:security: ${findings.length} finding(s) in ${seconds()} s\n`);
process.exitCode = findings.length === 0 ? 0 : 1;
