// Migrates one template database per test run; every test file then starts from a fresh copy of it (STYLE: a fresh
// database per test file cloned from a migrated template). PGlite by default: the template is a data-directory
// dump. With DATABASE_URL: a PostgreSQL template database, copied with CREATE DATABASE … TEMPLATE.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../server/adapters/database.ts';
import { migrate } from '../server/adapters/migrate.ts';
import { syncCatalogue } from '../server/modules/catalog/service.ts';
import { databaseUrlFor, templateDatabaseFor } from './postgres.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Path of the PGlite template dump, when the tests run on PGlite. */
    pgliteTemplate: string | null;
    /** Name of the PostgreSQL template database, when the tests run on PostgreSQL. */
    postgresTemplate: string | null;
  }
}

export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  if (url) {
    const templateName = templateDatabaseFor(process.pid);
    const admin = openPostgres(url, 1);
    await admin.exec(`DROP DATABASE IF EXISTS ${templateName} WITH (FORCE)`);
    await admin.exec(`CREATE DATABASE ${templateName}`);
    const template = openPostgres(databaseUrlFor(url, templateName), 1);
    await migrate(template);
    await syncCatalogue(template);
    await template.close();
    await admin.close();
    project.provide('pgliteTemplate', null);
    project.provide('postgresTemplate', templateName);
    return async () => {
      const cleanup = openPostgres(url, 1);
      await cleanup.exec(`DROP DATABASE IF EXISTS ${templateName} WITH (FORCE)`);
      await cleanup.close();
    };
  }
  const db = await openPglite();
  await migrate(db);
  await syncCatalogue(db);
  const dir = await mkdtemp(path.join(tmpdir(), 'haat-test-'));
  const file = path.join(dir, 'template.tar');
  await writeFile(file, Buffer.from(await (await db.dump()).arrayBuffer()));
  await db.close();
  project.provide('pgliteTemplate', file);
  project.provide('postgresTemplate', null);
  return () => rm(dir, { recursive: true, force: true });
}
