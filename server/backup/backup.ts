// Backups of a Haat installation (decision 96): the database and the stored pictures, into one directory
// that `restore` puts back. PostgreSQL is dumped with pg_dump (one consistent snapshot while writes go on); the
// embedded database is dumped whole by PGlite under the DATA_DIR lock, so with the server stopped (one process owns
// it). Pictures are copied after the database: a picture's files are written before its row, so every picture the
// dumped database names is on disk by the time the copy runs.
import { execFile, spawn } from 'node:child_process';
import { createReadStream } from 'node:fs';
import { cp, mkdir, readdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import { createGunzip, gunzipSync, gzipSync } from 'node:zlib';
import type { Clock } from '../../core/clock.ts';
import type { Config } from '../config.ts';
import { openPglite } from '../adapters/database.ts';
import { lockDataDir } from '../adapters/data-dir-lock.ts';
import { openDatabase, pgliteDirOf } from '../adapters/open-database.ts';

const run = promisify(execFile);

type BackupConfig = Pick<
  Config,
  'DATABASE_URL' | 'DATABASE_POOL_SIZE' | 'DATA_DIR' | 'DATABASE_OPEN_TIMEOUT_SECONDS' | 'S3_URL'
>;

export interface BackupManifest {
  readonly format: 1;
  readonly createdAt: string;
  readonly database: 'postgres' | 'pglite';
  /** Whether the pictures are in the backup (disk storage) or left to the object store (S3_URL). */
  readonly pictures: 'included' | 'in-object-store';
}

const DUMP = { postgres: 'database.sql.gz', pglite: 'pglite.tar.gz' } as const;
const mediaDirOf = (config: Pick<Config, 'DATA_DIR'>) => path.join(path.resolve(config.DATA_DIR), 'media');

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}

/**
 * pg_dump empties search_path for the restore, but the search functions call one another unqualified (their index
 * expressions would fail to build): the dump runs with search_path = public instead, through psql, in one
 * transaction.
 */
async function psqlRestore(url: string, dump: string): Promise<void> {
  const psql = spawn('psql', ['--quiet', '--no-psqlrc', '-v', 'ON_ERROR_STOP=1', '--single-transaction', url], {
    stdio: ['pipe', 'ignore', 'pipe'],
  });
  let stderr = '';
  psql.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => psql.once('exit', resolve));
  let carry = '';
  const searchPath = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      const lines = (carry + chunk.toString()).split('\n');
      carry = lines.pop() ?? '';
      done(null, lines.map((line) => `${line.replace(EMPTY_SEARCH_PATH, PUBLIC_SEARCH_PATH)}\n`).join(''));
    },
    flush(done) {
      done(null, carry);
    },
  });
  // psql stops at the first error (and then reads no more): its own message says more than the broken pipe.
  const piping = await pipeline(createReadStream(dump), createGunzip(), searchPath, psql.stdin).then(
    () => null,
    (error: unknown) => error,
  );
  const code = await exited;
  if (code !== 0) throw new Error(`restore: psql failed (${code}): ${stderr.trim()}`);
  if (piping) throw piping;
}

const EMPTY_SEARCH_PATH = "SELECT pg_catalog.set_config('search_path', '', false);";
const PUBLIC_SEARCH_PATH = "SELECT pg_catalog.set_config('search_path', 'public, pg_catalog', false);";

/** Writes a backup into `target` (made if missing; it must be empty). */
export async function backup(config: BackupConfig, target: string, clock: Clock): Promise<BackupManifest> {
  await mkdir(target, { recursive: true });
  if ((await readdir(target)).length > 0) throw new Error(`backup: ${target} is not empty`);
  const database = config.DATABASE_URL ? 'postgres' : 'pglite';
  if (config.DATABASE_URL) {
    // Plain SQL, gzipped, with DROP … IF EXISTS first: restore replaces what the backup holds.
    await run('pg_dump', [
      '--format=plain',
      '--compress=6',
      '--clean',
      '--if-exists',
      '--no-owner',
      '--file',
      path.join(target, DUMP.postgres),
      config.DATABASE_URL,
    ]);
  } else {
    const db = await openDatabase(config);
    try {
      if (!db.dump) throw new Error('the embedded database cannot be dumped');
      const dump = Buffer.from(await (await db.dump()).arrayBuffer());
      await writeFile(path.join(target, DUMP.pglite), gzipSync(dump), { flush: true });
    } finally {
      await db.close();
    }
  }
  const pictures = config.S3_URL ? 'in-object-store' : 'included';
  if (pictures === 'included' && (await exists(mediaDirOf(config)))) {
    await cp(mediaDirOf(config), path.join(target, 'media'), { recursive: true });
  }
  const manifest: BackupManifest = { format: 1, createdAt: clock.now().toISOString(), database, pictures };
  await writeFile(path.join(target, 'manifest.json'), JSON.stringify(manifest, null, 2), { flush: true });
  return manifest;
}

/**
 * Puts the backup in `source` back: into DATABASE_URL (replacing what the backup holds) or into a new
 * embedded database under DATA_DIR (the one there is kept beside it, renamed), and its pictures into
 * DATA_DIR/media. The embedded database must not be in use (its lock is taken).
 */
export async function restore(config: BackupConfig, source: string, clock: Clock): Promise<BackupManifest> {
  const manifest = JSON.parse(await readFile(path.join(source, 'manifest.json'), 'utf8')) as BackupManifest;
  const wanted = config.DATABASE_URL ? 'postgres' : 'pglite';
  if (manifest.database !== wanted) {
    throw new Error(`restore: the backup holds a ${manifest.database} database and this configuration uses ${wanted}`);
  }
  if (config.DATABASE_URL) {
    await psqlRestore(config.DATABASE_URL, path.join(source, DUMP.postgres));
  } else {
    const dataDir = pgliteDirOf(config);
    await mkdir(path.dirname(dataDir), { recursive: true });
    const lock = await lockDataDir(path.dirname(dataDir));
    try {
      const dump = gunzipSync(await readFile(path.join(source, DUMP.pglite)));
      if (await exists(dataDir)) await rename(dataDir, `${dataDir}.replaced-${clock.now().getTime()}`);
      const db = await openPglite({ dataDir, loadDataDir: new Blob([dump]) });
      await db.query('SELECT 1');
      await db.close();
    } finally {
      await lock.release();
    }
  }
  if (manifest.pictures === 'included' && (await exists(path.join(source, 'media')))) {
    await cp(path.join(source, 'media'), mediaDirOf(config), { recursive: true, force: true });
  }
  return manifest;
}
