// What a start puts into the database before it serves (decision 232). Demo data and the demo accounts (staff with
// their second factors among them) only in a demo, that is with the stand-ins on (`npm start` without NODE_ENV,
// `npm run dev`, or STAND_INS=true said outright), and only into an empty database. A production start (stand-ins
// off) never seeds, whatever SEED_ADS says: `.env.example`, copied as it is, sets SEED_ADS beside
// NODE_ENV=production, and an empty production database must stay empty. `npm run seed` adds demo ads anywhere,
// on purpose.
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../adapters/database.ts';
import type { CounterStore } from '../adapters/rate-limits.ts';
import type { Storage } from '../adapters/storage.ts';
import type { Config } from '../config.ts';
import { createDemoAccounts, type DemoAccount } from './demo-accounts.ts';
import { seedDemo, type SeedResult } from './seed.ts';

export type StartSeed =
  | { readonly outcome: 'seeded'; readonly result: SeedResult; readonly accounts: readonly DemoAccount[] }
  /** Stand-ins off: a production start. */
  | { readonly outcome: 'production' }
  /** The database has accounts already (a start after the first). */
  | { readonly outcome: 'not_empty' }
  /** SEED_ADS=0. */
  | { readonly outcome: 'none_asked' };

export async function seedAtStart(
  services: { db: Database; storage: Storage; counters: CounterStore; config: Config },
  log: FastifyBaseLogger,
): Promise<StartSeed> {
  const { db, config } = services;
  if (!config.STAND_INS) return { outcome: 'production' };
  if (config.SEED_ADS === 0) return { outcome: 'none_asked' };
  const [existing] = await db.query<{ any: boolean }>('SELECT EXISTS (SELECT 1 FROM users) AS any');
  if (existing?.any) return { outcome: 'not_empty' };
  const result = await seedDemo(db, services.storage, {
    ads: config.SEED_ADS,
    seed: 1,
    progress: (message) => log.info(message),
  });
  // A newcomer's first hour: accounts to log in with (decision 97: passwords shown once, at this start).
  const accounts = await createDemoAccounts({ db, counters: services.counters, config });
  return { outcome: 'seeded', result, accounts };
}

/** The start's one line on what kind of server this is: stand-ins on or off, demo data seeded or not. */
export function startLine(config: Pick<Config, 'STAND_INS'>, seed: StartSeed): string {
  const standIns = config.STAND_INS
    ? 'stand-ins on (local payment, courier, SMS and e-mail stand-ins; messages at /dev/outbox)'
    : 'stand-ins off (no local stand-ins, no /dev/outbox)';
  const demo = {
    seeded: () =>
      `demo data seeded: ${seed.outcome === 'seeded' ? seed.result.ads : 0} ads and ` +
      `${seed.outcome === 'seeded' ? seed.accounts.length : 0} demo accounts (printed above, once)`,
    production: () => 'demo data not seeded (a production start never seeds; `npm run seed` adds demo ads)',
    not_empty: () => 'demo data not seeded (the database is not empty)',
    none_asked: () => 'demo data not seeded (SEED_ADS=0)',
  }[seed.outcome]();
  return `start: ${standIns}; ${demo}`;
}
