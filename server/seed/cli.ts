// `npm run seed -- --ads N [--seed S]`: adds N demo ads (and their sellers) to the configured database.
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { migrate } from '../adapters/migrate.ts';
import { openDatabaseOrExit } from '../adapters/open-database.ts';
import { openStorage } from '../adapters/storage.ts';
import { loadConfig } from '../config.ts';
import { syncCatalogue } from '../modules/catalog/index.ts';
import { seedDemo } from './seed.ts';

const { values } = parseArgs({
  options: { ads: { type: 'string', default: '5000' }, seed: { type: 'string', default: '1' } },
});
const args = z
  .object({ ads: z.coerce.number().int().min(0).max(10_000_000), seed: z.coerce.number().int() })
  .safeParse(values);
if (!args.success) {
  console.error('usage: npm run seed -- --ads N [--seed S]  (N: 0 to 10,000,000)');
  process.exit(2);
}

const config = loadConfig();
const db = await openDatabaseOrExit(config);
try {
  await migrate(db);
  await syncCatalogue(db);
  const started = Date.now();
  const result = await seedDemo(db, openStorage(config), {
    ...args.data,
    progress: (message) => console.log(`seed: ${message} (${((Date.now() - started) / 1000).toFixed(1)} s)`),
  });
  console.log(`seed: done in ${((Date.now() - started) / 1000).toFixed(1)} s`, result);
} finally {
  await db.close();
}
