// `npm run worker`: the background jobs (server/jobs) in a process of their own, beside web processes started with
// JOBS=off (decision 98). The jobs table lets one process at a time run each job, so several workers are
// safe. On the embedded database one process owns the data directory (decision 52): there `npm start` runs the jobs
// itself, and a worker is refused while the server runs.
import { pino } from 'pino';
import { systemClock } from '../core/clock.ts';
import { openDatabaseOrExit } from './adapters/open-database.ts';
import { migrate } from './adapters/migrate.ts';
import { openMessaging } from './adapters/messaging.ts';
import { openCouriers } from './adapters/courier/index.ts';
import { openPaymentGateways } from './adapters/payment-gateways/index.ts';
import { openCounters } from './adapters/rate-limits.ts';
import { openStorage } from './adapters/storage.ts';
import { loadConfig } from './config.ts';
import { createJobs } from './jobs/index.ts';
import { logOutsideServices } from './outside-services.ts';
import { stopOnSignals } from './shutdown.ts';

const config = loadConfig();
const log = pino({ level: config.LOG_LEVEL });
const db = await openDatabaseOrExit(config);
await migrate(db);
const counters = openCounters(config, db);
// Digest e-mails sent by a stand-in land in this process's outbox: they are logged, since it serves no pages.
const messaging = openMessaging(config, (message) => log.warn({ outbox: message }, 'dev outbox message'));
// Reconciliation asks the payment processors (or, with STAND_INS, this process's own stand-ins) about open payments.
const payments = await openPaymentGateways(config, systemClock);
const couriers = await openCouriers(config, systemClock);
const services = {
  db,
  config,
  storage: openStorage(config),
  counters,
  ...messaging,
  clock: systemClock,
  payments,
  couriers,
};
logOutsideServices(log, config);
const jobs = createJobs(services, (job, error) => log.error({ err: error, job }, 'background job failed'));
jobs.start();
stopOnSignals(log, config.SHUTDOWN_TIMEOUT_SECONDS, [
  { doing: 'stopping the background jobs', run: () => jobs.stop() },
  { doing: 'closing the rate-limit counters', run: () => counters.close() },
  { doing: 'stopping the payment stand-ins', run: () => payments.close() },
  { doing: 'stopping the courier stand-in', run: () => couriers.close() },
  { doing: 'closing the database', run: () => db.close() },
]);
log.info({ runner: jobs.id }, 'worker running the background jobs');
