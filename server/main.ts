// `npm start`: one Haat process. Opens the database (embedded PGlite under DATA_DIR unless DATABASE_URL is set),
// migrates it, syncs the catalogue, seeds demo data into an empty database, then serves pages and /data/*.
import { systemClock } from '../core/clock.ts';
import { loadConfig } from './config.ts';
import { openStorage } from './adapters/storage.ts';
import { openDatabase } from './adapters/open-database.ts';
import { migrate } from './adapters/migrate.ts';
import { openMessaging } from './adapters/messaging.ts';
import { openPaymentGateways } from './adapters/payment-gateways/index.ts';
import { openCounters } from './adapters/rate-limits.ts';
import { buildApp } from './app.ts';
import { createJobs } from './jobs/index.ts';
import { syncCatalogue } from './modules/catalog/service.ts';
import { seedIfEmpty } from './seed/seed.ts';

const config = loadConfig();
const db = await openDatabase(config);
await migrate(db);
await syncCatalogue(db);

const storage = openStorage(config);
const counters = openCounters(config, db);
// Without gateways, messages go to the dev outbox and the log (the codes are the point of a dev outbox). Messages
// are only sent by requests, so `app` exists by then.
const messaging = openMessaging(config, (message) => app.log.warn({ outbox: message }, 'dev outbox message'));
// Payment processors: real gateways where credentials are set, else (STAND_INS) local stand-ins on loopback.
const payments = await openPaymentGateways(config, systemClock);
const services = { db, config, storage, counters, ...messaging, clock: systemClock, payments };
const app = await buildApp(services, { pages: true, logger: { level: config.LOG_LEVEL } });
for (const [processor, standIn] of Object.entries(payments.standIns)) {
  app.log.warn(
    { processor, baseUrl: standIn.baseUrl },
    'no payment credentials configured: a local stand-in takes payments',
  );
}
if (messaging.outbox) app.log.warn('no SMS or e-mail gateway configured: messages go to the dev outbox at /dev/outbox');
// Runs after the server has stopped accepting requests and the in-flight ones have finished, so the embedded
// database is closed cleanly (a PGlite data directory closed mid-write would need recovery).
// Background jobs (server/jobs), started once the database is seeded; stopped before the database closes.
const jobs = createJobs(services, (job, error) => app.log.error({ err: error, job }, 'background job failed'));
app.addHook('onClose', async () => {
  await jobs.stop();
  await counters.close();
  await payments.close();
  await db.close();
});

const seeded = await seedIfEmpty(db, storage, config.SEED_ADS, app.log);
if (seeded) app.log.info(seeded, 'seeded demo data');
jobs.start();

let stopping = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  });
}

await app.listen({ port: config.PORT, host: config.HOST });
