// The process's Prometheus metrics (prom-client), scraped at /metrics (server/http/metrics.ts). Counters and
// histograms are updated where things happen; gauges that describe a state (pool use, job lag, open sockets,
// payments by state) are read when Prometheus scrapes, through collectedGauge.
import client from 'prom-client';

export const registry = new client.Registry();
client.collectDefaultMetrics({ register: registry });

// From a cached answer (1 ms) to a slow search on a slow database (5 s).
const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export const httpDuration = new client.Histogram({
  name: 'http_request_duration_seconds',
  help: 'HTTP requests by method, route pattern and status.',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: SECONDS,
  registers: [registry],
});

export const dbQueryDuration = new client.Histogram({
  name: 'db_query_duration_seconds',
  help: 'Database statements by driver and outcome.',
  labelNames: ['driver', 'outcome'] as const,
  buckets: [0.0005, 0.001, ...SECONDS],
  registers: [registry],
});

/** The hit ratio is `rate(cache_requests_total{result="hit"}) / rate(cache_requests_total)`, per cache. */
export const cacheRequests = new client.Counter({
  name: 'cache_requests_total',
  help: 'Cache look-ups by cache (search_results, search_pages) and result (hit, miss).',
  labelNames: ['cache', 'result'] as const,
  registers: [registry],
});

export const jobRuns = new client.Counter({
  name: 'job_runs_total',
  help: 'Background job runs in this process by job and outcome (ok, failed).',
  labelNames: ['job', 'outcome'] as const,
  registers: [registry],
});

export interface Sample {
  labels?: Record<string, string>;
  value: number;
}

/**
 * A gauge read when Prometheus scrapes, e.g. payments by state in one line:
 *   collectedGauge('payments', 'Payments by state.', ['state'], async () => (await db.query(...)).map(...));
 * Registering a name again replaces the earlier gauge (a process builds its app once; tests build one per file).
 */
export function collectedGauge(
  name: string,
  help: string,
  labelNames: readonly string[],
  read: () => Sample[] | Promise<Sample[]>,
): void {
  registry.removeSingleMetric(name);
  new client.Gauge({
    name,
    help,
    labelNames,
    registers: [registry],
    async collect() {
      this.reset();
      for (const sample of await read()) this.set(sample.labels ?? {}, sample.value);
    },
  });
}
