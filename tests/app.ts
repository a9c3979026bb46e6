// The API under test: the real app (pages off) on a fresh database, for one test file.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { manualClock, type ManualClock } from '../core/clock.ts';
import type { Database } from '../server/adapters/database.ts';
import { openMessaging } from '../server/adapters/messaging.ts';
import { type Couriers, openCouriers } from '../server/adapters/courier/index.ts';
import { openPaymentGateways, type PaymentGateways } from '../server/adapters/payment-gateways/index.ts';
import type { Outbox } from '../server/adapters/outbox.ts';
import { openCounters, type CounterStore } from '../server/adapters/rate-limits.ts';
import { diskStorage, type Storage } from '../server/adapters/storage.ts';
import { buildApp, type BuildOptions } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import { modules, type Modules } from '../server/modules.ts';
import { loadContract } from './contract.ts';
import { freshDatabase } from './database.ts';

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  storage: Storage;
  counters: CounterStore;
  /** Where the SMS and e-mails of the test go (no gateway is configured in tests). */
  outbox: Outbox;
  /** The app's clock: it starts at the real time and moves only when the test moves it. */
  clock: ManualClock;
  /** The payment processors, each on its local stand-in (api.payments.standIns tells them to misbehave). */
  payments: PaymentGateways;
  /** The doorstep courier on the Pathao stand-in (api.couriers.standIn moves its parcels and misbehaves). */
  couriers: Couriers;
  /** The module services, as the pages' load context carries them (server/modules.ts, decision 249). */
  modules: Modules;
}

/**
 * Registers beforeAll/afterAll hooks and returns the app and database once they are ready. `env` adds
 * configuration (e.g. GOOGLE_CLIENT_ID, REDIS_URL); `build` adds options of buildApp.
 */
export function useTestApp(env: Record<string, string> = {}, build: Partial<BuildOptions> = {}): TestApp {
  const context = { modules } as TestApp;
  let mediaDir = '';
  beforeAll(async () => {
    context.db = await freshDatabase();
    mediaDir = await mkdtemp(path.join(tmpdir(), 'haat-media-'));
    context.storage = diskStorage(mediaDir);
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: mediaDir, ...env });
    const messaging = openMessaging(config);
    context.outbox = messaging.outbox as Outbox;
    context.counters = openCounters(config, context.db);
    context.clock = manualClock();
    context.payments = await openPaymentGateways(config, context.clock);
    context.couriers = await openCouriers(config, context.clock);
    context.app = await buildApp(
      {
        db: context.db,
        config,
        storage: context.storage,
        counters: context.counters,
        ...messaging,
        clock: context.clock,
        payments: context.payments,
        couriers: context.couriers,
      },
      { pages: false, ...build },
    );
    // Every answer of a call in the OpenAPI contract is checked against it (tests/contract.ts): an answer that
    // drifts from its documented shape or status fails the test that got it.
    const contract = await loadContract(context.app);
    const inject = context.app.inject.bind(context.app);
    context.app.inject = (async (options: InjectOptions | string) => {
      const response = await inject(options);
      contract.checkIfDocumented(response);
      return response;
    }) as FastifyInstance['inject'];
  });
  afterAll(async () => {
    await context.app?.close();
    await context.counters?.close();
    await context.payments?.close();
    await context.couriers?.close();
    await context.db?.close();
    await rm(mediaDir, { recursive: true, force: true });
  });
  return context;
}
