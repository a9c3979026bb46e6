// Backups round-trip: the embedded database with the server stopped, and PostgreSQL while writes
// go on, each with the stored pictures; the restored database opens and holds every write acknowledged before the
// backup began.
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, unlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { systemClock } from '../../core/clock.ts';
import { openPostgres } from '../adapters/database.ts';
import { migrate } from '../adapters/migrate.ts';
import { openDatabase } from '../adapters/open-database.ts';
import { diskStorage } from '../adapters/storage.ts';
import { loadConfig } from '../config.ts';
import { createUser } from '../seed/factories.ts';
import { databaseUrlFor } from '../../tests/postgres.ts';
import { backup, restore } from './backup.ts';

const POSTGRES = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const dirs: string[] = [];
const tempDir = async (name: string) => {
  const dir = await mkdtemp(path.join(tmpdir(), `haat-${name}-`));
  dirs.push(dir);
  return dir;
};
afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

const PICTURE = 'p/ab/backup-test-card.webp';

test('the embedded database and its pictures come back as they were at the backup', async () => {
  const dataDir = await tempDir('backup-pglite');
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: '' });
  const storage = diskStorage(path.join(dataDir, 'media'));
  let db = await openDatabase(config);
  await migrate(db);
  const kept = [await createUser(db, { name: 'Karim' }), await createUser(db, { name: 'Rahima' })];
  await storage.put(PICTURE, Buffer.from('picture bytes'));
  await db.close();

  const target = path.join(await tempDir('backup-out'), 'haat');
  expect(await backup(config, target, systemClock)).toMatchObject({ database: 'pglite', pictures: 'included' });

  // After the backup: a user added, the picture deleted. The restore undoes both.
  db = await openDatabase(config);
  const later = await createUser(db, { name: 'Later' });
  await db.close();
  await unlink(path.join(dataDir, 'media', PICTURE));

  await restore(config, target, systemClock);
  db = await openDatabase(config);
  const ids = (await db.query<{ id: number }>('SELECT id FROM users ORDER BY id')).map((r) => Number(r.id));
  await migrate(db);
  await db.close();
  expect(ids).toEqual(kept);
  expect(ids).not.toContain(later);
  expect((await storage.get(PICTURE))?.toString()).toBe('picture bytes');
  // The database it replaced is kept beside it, not deleted.
  expect((await readdir(dataDir)).some((name) => name.startsWith('pglite.replaced-'))).toBe(true);
}, 120_000);

test('a PostgreSQL backup taken under writes restores every write acknowledged before it began', async () => {
  const admin = openPostgres(POSTGRES, 1);
  const names = [0, 1].map(() => `haat_backup_${randomBytes(5).toString('hex')}`);
  for (const name of names) await admin.exec(`CREATE DATABASE ${name}`);
  const [source, copy] = names.map((name) => databaseUrlFor(POSTGRES, name)) as [string, string];
  try {
    const dataDir = await tempDir('backup-postgres');
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: source });
    const db = openPostgres(source, 4);
    await migrate(db);
    await diskStorage(path.join(dataDir, 'media')).put(PICTURE, Buffer.from('picture bytes'));

    // Writers insert users one after another; each id is recorded once its insert is acknowledged.
    const acknowledged: number[] = [];
    let writing = true;
    const writer = async () => {
      while (writing) acknowledged.push(await createUser(db));
    };
    const writers = [writer(), writer()];
    while (acknowledged.length < 20) await new Promise((resolve) => setTimeout(resolve, 10));
    const beforeBackup = [...acknowledged];
    const target = path.join(await tempDir('backup-out'), 'haat');
    await backup(config, target, systemClock);
    const duringBackup = acknowledged.length - beforeBackup.length;
    writing = false;
    await Promise.all(writers);
    await db.close();

    const restoredDir = await tempDir('backup-restored');
    await restore(loadConfig({ NODE_ENV: 'test', DATA_DIR: restoredDir, DATABASE_URL: copy }), target, systemClock);
    const restored = openPostgres(copy, 1);
    const ids = new Set((await restored.query<{ id: number }>('SELECT id FROM users')).map((r) => Number(r.id)));
    await migrate(restored);
    await restored.close();
    expect(beforeBackup.filter((id) => !ids.has(id))).toEqual([]);
    // The writes went on while pg_dump ran (what it caught depends on when its snapshot began).
    expect(duringBackup).toBeGreaterThan(0);
    expect((await readFile(path.join(restoredDir, 'media', PICTURE))).toString()).toBe('picture bytes');
  } finally {
    for (const name of names) await admin.exec(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.close();
  }
}, 120_000);
