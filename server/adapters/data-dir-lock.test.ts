import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.ts';

let dir = '';
const children: ChildProcess[] = [];
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'haat-lock-'));
});
afterEach(async () => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  await rm(dir, { recursive: true, force: true });
});

/** Another process asking for the lock; resolves with it once it has said "locked" or "refused: …". */
async function holder(): Promise<{ child: ChildProcess; said: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/fixtures/hold-data-dir.ts', dir], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  children.push(child);
  const said = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('\n')) resolve(out.trim());
    });
    child.once('exit', () => reject(new Error(`holder exited without a word: ${out}`)));
  });
  return { child, said };
}

const exited = (child: ChildProcess) => new Promise((resolve) => child.once('exit', resolve));

test('a lock held by a live process refuses another opener, naming the directory and the holder pid', async () => {
  const first = await holder();
  expect(first.said).toBe('locked');
  const error = await lockDataDir(dir).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(DataDirLockedError);
  expect((error as Error).message).toContain(`DATA_DIR ${dir} is in use`);
  expect((error as Error).message).toContain(`pid ${first.child.pid}`);

  // Once the holder lets go, the directory is free again.
  first.child.stdin?.end();
  await exited(first.child);
  const lock = await lockDataDir(dir);
  await lock.release();
});

test('a lock left behind by a process killed with SIGKILL does not block the next opener', async () => {
  const first = await holder();
  expect(first.said).toBe('locked');
  first.child.kill('SIGKILL');
  await exited(first.child);
  const lock = await lockDataDir(dir);
  expect(JSON.parse(await readFile(lock.path, 'utf8'))).toMatchObject({ pid: process.pid });
  await lock.release();
});

test('a lock whose pid now belongs to another process (a reused pid) is taken over', async () => {
  // A live process, but not the one that wrote the lock: its start time differs.
  const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
  children.push(other);
  const stale = { pid: other.pid, identity: 'another-boot:1', command: 'main.ts', since: '2026-01-01T00:00:00Z' };
  await writeFile(path.join(dir, 'haat.lock'), JSON.stringify(stale));
  const lock = await lockDataDir(dir);
  await lock.release();
});

test('of several openers racing for one stale lock, exactly one gets it', async () => {
  const stale = { pid: 999_999_999, identity: null, command: 'main.ts', since: '2026-01-01T00:00:00Z' };
  await writeFile(path.join(dir, 'haat.lock'), JSON.stringify(stale));
  const openers = await Promise.all(Array.from({ length: 4 }, () => holder()));
  expect(openers.filter((o) => o.said === 'locked')).toHaveLength(1);
  expect(openers.filter((o) => o.said.startsWith('refused: DATA_DIR'))).toHaveLength(3);
});

test('release leaves alone a lock that another process holds', async () => {
  const lock = await lockDataDir(dir);
  // Another process took the directory over (as after this one looked dead): our release must not free it.
  const theirs = JSON.stringify({ pid: 1, identity: null, command: 'main.ts', since: '2026-01-01T00:00:00Z' });
  await writeFile(lock.path, theirs);
  await lock.release();
  expect(await readFile(lock.path, 'utf8')).toBe(theirs);
});

test.each([
  ['not JSON', 'garbage'],
  ['pid 0', JSON.stringify({ pid: 0, identity: null, command: 'main.ts', since: '2026-01-01T00:00:00Z' })],
])('a damaged lock file (%s) is taken over, not obeyed forever', async (_what, text) => {
  await writeFile(path.join(dir, 'haat.lock'), text);
  const lock = await lockDataDir(dir);
  await lock.release();
});
