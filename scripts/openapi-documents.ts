// Writes the two OpenAPI documents (server/http/openapi.ts) to build/openapi/{public,staff}.json, and the public
// one's TypeScript types to tests/typed-client/haat-api.d.ts (openapi-typescript; the typed client's test is written
// against them), so that `npm run check:openapi` lints what the app serves and compiles a client against it. The app
// is built as the API tests build it (tests/app.ts): pages off, stand-ins, a migrated embedded database in memory.
// PUBLIC_URL, when set, names the document's server as it does in a deployment.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { manualClock } from '../core/clock.ts';
import { openCouriers } from '../server/adapters/courier/index.ts';
import { openPglite } from '../server/adapters/database.ts';
import { openMessaging } from '../server/adapters/messaging.ts';
import { migrate } from '../server/adapters/migrate.ts';
import { openPaymentGateways } from '../server/adapters/payment-gateways/index.ts';
import { openCounters } from '../server/adapters/rate-limits.ts';
import { diskStorage } from '../server/adapters/storage.ts';
import { buildApp } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import { CLIENT_TYPES, writeClientTypes } from '../tests/typed-client/generate.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const DOCUMENTS_DIR = path.join(root, 'build/openapi');

async function main(): Promise<void> {
  // Nothing else of the environment: the documents do not depend on which outside services a machine has.
  const { PUBLIC_URL } = process.env;
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: path.join(DOCUMENTS_DIR, 'data'),
    ...(PUBLIC_URL ? { PUBLIC_URL } : {}),
  });
  const db = await openPglite();
  await migrate(db);
  const clock = manualClock();
  const counters = openCounters(config, db);
  const payments = await openPaymentGateways(config, clock);
  const couriers = await openCouriers(config, clock);
  const app = await buildApp(
    {
      db,
      config,
      storage: diskStorage(path.join(DOCUMENTS_DIR, 'media')),
      counters,
      ...openMessaging(config),
      clock,
      payments,
      couriers,
    },
    { pages: false },
  );
  try {
    await app.ready();
    const documents = { public: app.swagger(), staff: app.staffSwagger() };
    await mkdir(DOCUMENTS_DIR, { recursive: true });
    for (const [name, document] of Object.entries(documents))
      await writeFile(path.join(DOCUMENTS_DIR, `${name}.json`), `${JSON.stringify(document, null, 2)}\n`);
    await writeClientTypes(documents.public);
    console.log(
      `openapi: wrote ${path.relative(root, DOCUMENTS_DIR)}/{public,staff}.json and ${path.relative(root, CLIENT_TYPES)}`,
    );
  } finally {
    await app.close();
    await counters.close();
    await payments.close();
    await couriers.close();
    await db.close();
  }
}

await main();
