// `npm start`: Haat. Opens the database (embedded PGlite under DATA_DIR unless DATABASE_URL is set), migrates it,
// syncs the catalogue, seeds demo data into an empty database when it is a demo (stand-ins on, decision 232), then
// serves pages and /data/*. On PostgreSQL with more
// than one web process (WEB_PROCESSES, decision 100) this process only prepares the database and runs the web
// processes (server/cluster.ts), each of which runs this file again as a cluster worker and only serves.
import cluster from 'node:cluster';
import { availableParallelism } from 'node:os';
import { pino } from 'pino';
import { offsetClock } from '../core/clock.ts';
import { loadConfig, publicUrlWarning } from './config.ts';
import { openStorage } from './adapters/storage.ts';
import { openDatabaseOrExit } from './adapters/open-database.ts';
import { migrate } from './adapters/migrate.ts';
import { openMessaging } from './adapters/messaging.ts';
import { openCouriers } from './adapters/courier/index.ts';
import { openPaymentGateways } from './adapters/payment-gateways/index.ts';
import { openCounters } from './adapters/rate-limits.ts';
import { buildApp } from './app.ts';
import { runWebProcesses } from './cluster.ts';
import { createJobs } from './jobs/index.ts';
import { syncCatalogue } from './modules/catalog/index.ts';
import { seedAtStart, startLine } from './seed/at-start.ts';
import { announceDemoAccounts } from './seed/demo-accounts.ts';
import { closingHttp, shuttingDown, stopOnSignals } from './shutdown.ts';
import { logOutsideServices } from './outside-services.ts';

const config = loadConfig();
const log = pino({ level: config.LOG_LEVEL });
// The embedded database belongs to one process (decision 52). Chat without Redis, the stand-ins and the dev outbox
// live in one process's memory, so without REDIS_URL or with stand-ins on, one web process is the default too.
const webProcesses = config.DATABASE_URL
  ? (config.WEB_PROCESSES ?? (config.REDIS_URL && !config.STAND_INS ? availableParallelism() : 1))
  : 1;
const db = await openDatabaseOrExit(config);
const storage = openStorage(config);
const counters = openCounters(config, db);
// Without gateways, with stand-ins on, messages go to the dev outbox and the log (the codes are the point of a dev
// outbox).
const messaging = openMessaging(config, (message) => log.warn({ outbox: message }, 'dev outbox message'));

// Once, before any process serves: web processes forked by the primary find the database ready.
if (cluster.isPrimary) {
  await migrate(db);
  await syncCatalogue(db);
  const seed = await seedAtStart({ db, storage, counters, config }, log);
  if (seed.outcome === 'seeded') {
    log.info(seed.result, 'seeded demo data');
    console.warn(announceDemoAccounts(seed.accounts, messaging.outbox));
  }
  // A warning with the stand-ins on: an operator who meant production sees it in any log (decision 232).
  log[config.STAND_INS ? 'warn' : 'info'](
    { stand_ins: config.STAND_INS, demo_data: seed.outcome },
    startLine(config, seed),
  );
  const publicUrl = publicUrlWarning(config);
  if (publicUrl) log.warn({ public_url: config.PUBLIC_URL }, publicUrl);
}

if (cluster.isPrimary && webProcesses > 1) {
  await counters.close();
  await db.close();
  runWebProcesses(log, webProcesses, { jobs: config.JOBS, shutdownSeconds: config.SHUTDOWN_TIMEOUT_SECONDS });
} else {
  // Payment processors: real gateways where credentials are set, else (STAND_INS) local stand-ins on loopback.
  const clock = offsetClock(config.CLOCK_OFFSET_SECONDS * 1000);
  const payments = await openPaymentGateways(config, clock);
  // The doorstep courier: Pathao where its credentials are set, else (STAND_INS) its stand-in on loopback.
  const couriers = await openCouriers(config, clock);
  const services = { db, config, storage, counters, ...messaging, clock, payments, couriers };
  const app = await buildApp(services, { pages: true, logger: { level: config.LOG_LEVEL }, shuttingDown });
  logOutsideServices(app.log, config);
  for (const [processor, standIn] of Object.entries(payments.standIns)) {
    app.log.warn(
      { processor, baseUrl: standIn.baseUrl },
      'no payment credentials configured: a local stand-in takes payments',
    );
  }
  if (couriers.standIn) {
    app.log.warn(
      { baseUrl: couriers.standIn.baseUrl },
      'no Pathao credentials configured: a local stand-in books parcels',
    );
  }
  // Background jobs (server/jobs), on the database prepared above. Web processes beside a worker
  // (`npm run worker`) run none (JOBS=off), and of the web processes on every core only one runs them.
  const jobs = createJobs(services, (job, error) => app.log.error({ err: error, job }, 'background job failed'));
  if (config.JOBS === 'on') jobs.start();

  // After the server has stopped accepting requests and the in-flight ones have finished, so the embedded database
  // is closed cleanly (a PGlite data directory closed mid-write would need recovery).
  stopOnSignals(app.log, config.SHUTDOWN_TIMEOUT_SECONDS, [
    closingHttp(app, config.SHUTDOWN_TIMEOUT_SECONDS),
    { doing: 'stopping the background jobs', run: () => jobs.stop() },
    { doing: 'closing the rate-limit counters', run: () => counters.close() },
    { doing: 'stopping the payment stand-ins', run: () => payments.close() },
    { doing: 'stopping the courier stand-in', run: () => couriers.close() },
    { doing: 'closing the database', run: () => db.close() },
  ]);

  await app.listen({ port: config.PORT, host: config.HOST });
  // The courier stand-in posts its webhooks here, as Pathao does to the URL saved in its merchant panel (decision 197).
  if (couriers.standIn) {
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.PORT;
    await couriers.standIn.setCallback(`http://127.0.0.1:${port}/data/orders/courier/webhook`);
  }
}
