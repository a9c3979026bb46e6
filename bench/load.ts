// The visitors of `npm run bench:search`, in a process of their own: real visitors' load comes from elsewhere, and
// on PGlite, where the marketplace runs inside the bench, a load generator in the same process would share the
// marketplace's one thread. The bench forks this file (loadFromAnotherProcess), sends it what to ask, and it answers
// the figures of autocannon's run.
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

export interface Figures {
  p50: number;
  p95: number;
  p99: number;
  rps: number;
  errors: number;
  /** What the errors were (HTTP statuses, timeouts), where known. */
  failures?: string;
  /** The caches' hit ratios during the measurement. */
  hits?: string;
}

/** What the visitors ask: the n-th request (from `start`) is for `paths[order[n mod order's length]]`. */
export interface Load {
  baseUrl: string;
  paths: readonly string[];
  order: readonly number[];
  start: number;
  connections: number;
  /** Seconds. */
  duration: number;
  headers: Record<string, string>;
}

/** The figures of a load, and how many requests it made (where the next load starts). */
export type LoadFigures = Figures & { asked: number };

export function percentiles(sorted: readonly number[]): Pick<Figures, 'p50' | 'p95' | 'p99'> {
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99) };
}

const CHILD = '--bench-load';

/** Runs `load` in a process of its own, resolving with its figures. */
export function loadFromAnotherProcess(load: Load): Promise<LoadFigures> {
  const child = fork(fileURLToPath(import.meta.url), [CHILD], {
    execArgv: ['--import', 'tsx'],
    serialization: 'advanced',
  });
  return new Promise((resolve, reject) => {
    child.once('message', (figures) => resolve(figures as LoadFigures));
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`the load process ended (${code}) without figures`)));
    child.send(load);
  });
}

async function run(load: Load): Promise<LoadFigures> {
  const latencies: number[] = [];
  const failed = new Map<string, number>();
  let asked = 0;
  const next = () => load.paths[(load.order[(load.start + asked++) % load.order.length] ?? 0) % load.paths.length];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: load.baseUrl,
        connections: load.connections,
        duration: load.duration,
        headers: load.headers,
        requests: [{ setupRequest: (request) => ({ ...request, path: next() }) }],
      },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    // Every response time, for exact percentiles (autocannon's summary has p90 and p97.5, not p95), and the status of
    // each answer that is not a success.
    instance.on('response', (_client, status, _bytes, responseTime) => {
      latencies.push(responseTime);
      const kind = `HTTP ${status}`;
      if (status >= 300) failed.set(kind, (failed.get(kind) ?? 0) + 1);
    });
  });
  latencies.sort((a, b) => a - b);
  if (result.timeouts > 0) failed.set('timeouts', result.timeouts);
  const errors = result.errors + result.non2xx;
  const failures = [...failed].map(([kind, count]) => `${kind} ×${count}`).join(', ');
  return { ...percentiles(latencies), rps: result.requests.average, errors, failures, asked };
}

if (process.argv.includes(CHILD)) {
  process.once('message', (load) => {
    void run(load as Load).then((figures) => {
      process.send?.(figures, () => process.exit(0));
    });
  });
}
