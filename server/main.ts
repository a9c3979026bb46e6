// `npm start`: one Haat process. Opens the database (embedded PGlite under DATA_DIR unless DATABASE_URL is set),
// migrates it, syncs the catalogue, seeds demo data into an empty database, then serves pages and /data/*.
import { systemClock } from '../core/clock.ts';
import { loadConfig } from './config.ts';
import { openStorage } from './adapters/storage.ts';
import { openDatabaseOrExit } from './adapters/open-database.ts';
import { migrate } from './adapters/migrate.ts';
import { openMessaging } from './adapters/messaging.ts';
import { openPaymentGateways } from './adapters/payment-gateways/index.ts';
import { openCounters } from './adapters/rate-limits.ts';
import { buildApp } from './app.ts';
import { createJobs } from './jobs/index.ts';
import { syncCatalogue } from './modules/catalog/service.ts';
import { announceDemoAccounts, createDemoAccounts } from './seed/demo-accounts.ts';
import { seedIfEmpty } from './seed/seed.ts';
import { closingHttp, shuttingDown, stopOnSignals } from './shutdown.ts';
import { logOutsideServices } from './outside-services.ts';

const config = loadConfig();
const db = await openDatabaseOrExit(config);
await migrate(db);
await syncCatalogue(db);

const storage = openStorage(config);
const counters = openCounters(config, db);
// Without gateways, with stand-ins on, messages go to the dev outbox and the log (the codes are the point of a dev
// outbox). Messages are only sent by requests, so `app` exists by then.
const messaging = openMessaging(config, (message) => app.log.warn({ outbox: message }, 'dev outbox message'));
// Payment processors: real gateways where credentials are set, else (STAND_INS) local stand-ins on loopback.
const payments = await openPaymentGateways(config, systemClock);
const services = { db, config, storage, counters, ...messaging, clock: systemClock, payments };
const app = await buildApp(services, { pages: true, logger: { level: config.LOG_LEVEL }, shuttingDown });
logOutsideServices(app.log, config);
for (const [processor, standIn] of Object.entries(payments.standIns)) {
  app.log.warn(
    { processor, baseUrl: standIn.baseUrl },
    'no payment credentials configured: a local stand-in takes payments',
  );
}
// Background jobs (server/jobs), started once the database is seeded.
const jobs = createJobs(services, (job, error) => app.log.error({ err: error, job }, 'background job failed'));
const seeded = await seedIfEmpty(db, storage, config.SEED_ADS, app.log);
if (seeded) {
  app.log.info(seeded, 'seeded demo data');
  // A newcomer's first hour: accounts to log in with, for a demo only (decision 97: passwords shown once, here).
  if (config.STAND_INS) console.warn(announceDemoAccounts(await createDemoAccounts(services), messaging.outbox));
}
// Web processes beside a worker (`npm run worker`) run none (JOBS=off).
if (config.JOBS === 'on') jobs.start();

// After the server has stopped accepting requests and the in-flight ones have finished, so the embedded database
// is closed cleanly (a PGlite data directory closed mid-write would need recovery).
stopOnSignals(app.log, config.SHUTDOWN_TIMEOUT_SECONDS, [
  closingHttp(app, config.SHUTDOWN_TIMEOUT_SECONDS),
  { doing: 'stopping the background jobs', run: () => jobs.stop() },
  { doing: 'closing the rate-limit counters', run: () => counters.close() },
  { doing: 'stopping the payment stand-ins', run: () => payments.close() },
  { doing: 'closing the database', run: () => db.close() },
]);

await app.listen({ port: config.PORT, host: config.HOST });
