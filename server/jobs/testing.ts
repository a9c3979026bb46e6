// For API tests: one job run now by the durable runner, as a server process would run it, with the test app's
// services (its clock, payments and outbox, so what the job sends is in api.outbox).
import { expect } from 'vitest';
import type { TestApp } from '../../tests/app.ts';
import { outboxEmail } from '../adapters/email.ts';
import { outboxSms } from '../adapters/sms.ts';
import { loadConfig } from '../config.ts';
import { jobsOf } from './index.ts';
import { createJobRunner } from './runner.ts';

export async function runJobNow(api: TestApp, name: string): Promise<void> {
  const services = {
    db: api.db,
    config: loadConfig({ NODE_ENV: 'test', JOBS_INTERVAL_SECONDS: '1' }),
    storage: api.storage,
    counters: api.counters,
    outbox: api.outbox,
    email: outboxEmail(api.outbox),
    sms: outboxSms(api.outbox),
    clock: api.clock,
    payments: api.payments,
    couriers: api.couriers,
  };
  const runner = createJobRunner({ db: api.db, jobs: jobsOf(services).filter((job) => job.name === name) });
  await api.db.query('UPDATE jobs SET next_run_at = now() WHERE name = $1', [name]);
  expect(await runner.runDue()).toContain(name);
}
