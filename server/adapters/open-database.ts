import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config.ts';
import { startWatchdog } from '../watchdog.ts';
import { type Database, openPglite, openPostgres } from './database.ts';
import { lockDataDir } from './data-dir-lock.ts';

type DatabaseConfig = Pick<
  Config,
  'DATABASE_URL' | 'DATABASE_POOL_SIZE' | 'DATA_DIR' | 'DATABASE_OPEN_TIMEOUT_SECONDS'
>;

/** Where the embedded database lives under DATA_DIR. */
export const pgliteDirOf = (config: Pick<Config, 'DATA_DIR'>) => path.join(path.resolve(config.DATA_DIR), 'pglite');

/** What to do when the embedded database in `dataDir` cannot be opened. */
const recoveryOf = (dataDir: string) =>
  `To recover: stop every Haat process on it, move ${dataDir} aside, and restore a backup (npm run restore -- --from DIR), or start ` +
  `without it for an empty database.`;

/** The embedded database can also be dumped whole (a backup). */
export type OpenedDatabase = Database & { dump?(): Promise<Blob> };

/**
 * PostgreSQL when DATABASE_URL is set, otherwise the embedded PGlite database under DATA_DIR, locked for this process
 * until close() (decision 52). Opening it is bounded by DATABASE_OPEN_TIMEOUT_SECONDS (decision 53): a database that cannot
 * be opened ends the process with a message instead of spinning.
 */
export async function openDatabase(config: DatabaseConfig): Promise<OpenedDatabase> {
  if (config.DATABASE_URL) return openPostgres(config.DATABASE_URL, config.DATABASE_POOL_SIZE);
  const dir = path.resolve(config.DATA_DIR);
  const dataDir = pgliteDirOf(config);
  await mkdir(dataDir, { recursive: true });
  const lock = await lockDataDir(dir);
  const watchdog = startWatchdog(
    'opening the embedded database',
    config.DATABASE_OPEN_TIMEOUT_SECONDS,
    `opening ${dataDir}`,
    `If it is only slow, allow more time (DATABASE_OPEN_TIMEOUT_SECONDS). ${recoveryOf(dataDir)}`,
  );
  try {
    const db = await openPglite({ dataDir });
    await db.query('SELECT 1');
    return {
      ...db,
      async close() {
        try {
          await db.close();
        } finally {
          await lock.release();
        }
      },
    };
  } catch (error) {
    await lock.release();
    throw new Error(`could not open the embedded database in ${dataDir} (${String(error)}). ${recoveryOf(dataDir)}`, {
      cause: error,
    });
  } finally {
    await watchdog.done();
  }
}

/** For entry points (the server, the command-line tools): the database, or its problem on stderr and exit code 1. */
export async function openDatabaseOrExit(config: DatabaseConfig): Promise<OpenedDatabase> {
  try {
    return await openDatabase(config);
  } catch (error) {
    console.error(`haat: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
