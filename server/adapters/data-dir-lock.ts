// One embedded database, one process (decision 52). PGlite has no lock of its own: two processes on one data
// directory both write and corrupt it. The lock is a file naming its holder (pid, and on Linux the boot and the
// process's start time, so that a reused pid is not taken for the holder). A holder killed with kill -9 leaves the
// file behind; the next opener sees that its process is gone and takes the lock over.
import { link, mkdir, readFile, rmdir, stat, unlink, writeFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { systemClock } from '../../core/clock.ts';

interface Holder {
  pid: number;
  /** `bootId:startTicks` on Linux (a pid is unique only within one boot and one process life), else null. */
  identity: string | null;
  command: string;
  since: string;
}

export interface DataDirLock {
  readonly path: string;
  release(): Promise<void>;
}

/** A second process asked for a data directory that a live process holds. */
export class DataDirLockedError extends Error {
  constructor(
    readonly dir: string,
    readonly holder: Holder,
  ) {
    super(
      `DATA_DIR ${dir} is in use by another Haat process (pid ${holder.pid}, ${holder.command}, since ` +
        `${holder.since}). The embedded database allows one process at a time: stop that process first, or use ` +
        `PostgreSQL (DATABASE_URL) to run several.`,
    );
    this.name = 'DataDirLockedError';
  }
}

/** Linux: which boot and which process life `pid` belongs to; null where /proc is not there or the pid is gone. */
function identityOf(pid: number): string | null {
  try {
    const bootId = readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Field 22 (starttime); fields are counted after the command name, which sits in parentheses and may hold spaces.
    const startTicks = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
    return `${bootId}:${startTicks}`;
  } catch {
    return null;
  }
}

function isAlive(holder: Holder): boolean {
  // Not a pid (a damaged file: kill(0) would signal our own group and look alive), or one with our pid: an earlier
  // life of this pid (pid 1 in a restarted container), not us.
  if (!Number.isInteger(holder.pid) || holder.pid <= 0 || holder.pid === process.pid) return false;
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  if (holder.identity === null) return true;
  return identityOf(holder.pid) === holder.identity;
}

async function readHolder(file: string): Promise<{ text: string; holder: Holder | null } | null> {
  try {
    const text = await readFile(file, 'utf8');
    try {
      return { text, holder: JSON.parse(text) as Holder };
    } catch {
      return { text, holder: null };
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

const errorCode = (error: unknown) => (error as NodeJS.ErrnoException).code;

/**
 * Removes a lock whose holder is dead, if it still holds `staleText`. Two openers may find the same stale lock at
 * once: a directory made with mkdir (atomic) lets one of them look again and remove it, so neither removes a lock
 * the other has just taken.
 */
async function removeStale(file: string, staleText: string): Promise<void> {
  const guard = `${file}.break`;
  try {
    await mkdir(guard);
  } catch (error) {
    if (errorCode(error) !== 'EEXIST') throw error;
    // Another opener is at it; a guard older than 10 s belongs to an opener that died there.
    const age =
      Date.now() -
      (await stat(guard).then(
        (s) => s.mtimeMs,
        () => Date.now(),
      ));
    if (age > 10_000) await rmdir(guard).catch(() => {});
    else await new Promise((resolve) => setTimeout(resolve, 50));
    return;
  }
  try {
    const current = await readHolder(file);
    if (current?.text === staleText) await unlink(file);
  } finally {
    await rmdir(guard);
  }
}

/**
 * Takes the lock of `dir` (which must exist) for this process, or throws DataDirLockedError naming the live holder.
 * The lock file is written whole under a temporary name and then linked into place (link fails if the name exists),
 * so a reader never sees a half-written holder.
 */
export async function lockDataDir(dir: string): Promise<DataDirLock> {
  const file = path.join(dir, 'haat.lock');
  const mine: Holder = {
    pid: process.pid,
    identity: identityOf(process.pid),
    command: path.basename(process.argv[1] ?? 'node'),
    since: systemClock.now().toISOString(),
  };
  const text = JSON.stringify(mine);
  const temporary = `${file}.${process.pid}.tmp`;
  for (let attempt = 0; attempt < 100; attempt++) {
    await writeFile(temporary, text, { flush: true });
    try {
      await link(temporary, file);
      return {
        path: file,
        async release() {
          // Only our own lock: never one that a later holder took over.
          if ((await readHolder(file))?.text === text) await unlink(file);
        },
      };
    } catch (error) {
      if (errorCode(error) !== 'EEXIST') throw error;
    } finally {
      await unlink(temporary);
    }
    const existing = await readHolder(file);
    if (existing === null) continue;
    if (existing.holder && isAlive(existing.holder)) throw new DataDirLockedError(dir, existing.holder);
    await removeStale(file, existing.text);
  }
  throw new Error(`could not lock DATA_DIR ${dir}: its lock file ${file} keeps changing`);
}
