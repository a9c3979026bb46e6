// A fresh database for one test file, copied from the template that tests/global-setup.ts migrated.
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { type Database, openPglite, openPostgres } from '../server/adapters/database.ts';
import { databaseUrlFor } from './postgres.ts';

export async function freshDatabase(): Promise<Database> {
  const template = inject('pgliteTemplate');
  if (template) return openPglite({ loadDataDir: new Blob([await readFile(template)]) });
  const url = process.env.DATABASE_URL;
  const templateDatabase = inject('postgresTemplate');
  if (!url || !templateDatabase)
    throw new Error('no PGlite template and no DATABASE_URL: run the tests through vitest');
  const name = `haat_test_${randomBytes(6).toString('hex')}`;
  const admin = openPostgres(url, 1);
  await admin.exec(`CREATE DATABASE ${name} TEMPLATE ${templateDatabase}`);
  const db = openPostgres(databaseUrlFor(url, name), 5);
  return {
    ...db,
    async close() {
      await db.close();
      await admin.exec(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.close();
    },
  };
}
