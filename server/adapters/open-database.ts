import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config.ts';
import { type Database, openPglite, openPostgres } from './database.ts';

/** PostgreSQL when DATABASE_URL is set, otherwise the embedded PGlite database under DATA_DIR. */
export async function openDatabase(
  config: Pick<Config, 'DATABASE_URL' | 'DATABASE_POOL_SIZE' | 'DATA_DIR'>,
): Promise<Database> {
  if (config.DATABASE_URL) return openPostgres(config.DATABASE_URL, config.DATABASE_POOL_SIZE);
  const dataDir = path.resolve(config.DATA_DIR, 'pglite');
  await mkdir(dataDir, { recursive: true });
  return openPglite({ dataDir });
}
