// The durable background job runner (ARCHITECTURE "jobs": alerts, expiry… survive restarts). Named periodic jobs,
// each with a row in `jobs` (migrations/006-ad-page.sql):
// - Only one process at a time runs a job: a runner claims it with one UPDATE that moves `locked_until` forward
//   only when the job is due and its lease has run out. Every process on the database may run a runner; a row
//   lease (rather than a session advisory lock) works on PGlite and through a connection pool alike.
// - A crashed process's lease runs out after `leaseSeconds`, and another runner takes the job over.
// - A job saves its progress with `checkpoint(cursor, tx)`, in the same transaction as the work it records, so a
//   restart resumes where it stopped: nothing is done twice and nothing is skipped. A checkpoint also renews the
//   lease, and fails once the lease is lost (so a runner that was too slow stops rather than racing another).
// - stop() (on SIGTERM) stops claiming, aborts the running job's signal and waits for it to finish.
import { randomBytes } from 'node:crypto';
import type { Database, Queryable } from '../adapters/database.ts';
import { jobRuns } from '../adapters/metrics.ts';

export type Cursor = Record<string, unknown>;

export interface JobContext {
  readonly db: Database;
  /** The progress the job saved last time (`{}` at first). */
  readonly cursor: Cursor;
  /** Saves progress (in `tx`, with the work it records, when given) and renews the lease. */
  checkpoint(cursor: Cursor, tx?: Queryable): Promise<void>;
  /** Aborted when the runner stops: a job checks it between steps and returns. */
  readonly signal: AbortSignal;
}

export interface Job {
  /** Unique and stable: the job's row is found by it. */
  readonly name: string;
  /** Seconds from the end of one run to the start of the next. */
  readonly everySeconds: number;
  run(context: JobContext): Promise<void>;
}

export interface JobRunnerOptions {
  readonly db: Database;
  readonly jobs: readonly Job[];
  /** How often due jobs are looked for. */
  readonly pollSeconds?: number;
  /** How long a claim holds without a checkpoint. A step between checkpoints must take less. */
  readonly leaseSeconds?: number;
  readonly onError?: (job: string, error: unknown) => void;
}

export interface JobRunner {
  readonly id: string;
  /** Runs every job that is due and not held by another runner, one after another; answers those it ran. */
  runDue(): Promise<string[]>;
  /** Polls for due jobs until stop(). */
  start(): void;
  stop(): Promise<void>;
}

export class LeaseLostError extends Error {
  constructor(job: string) {
    super(`job ${job}: lease lost to another runner`);
    this.name = 'LeaseLostError';
  }
}

export function createJobRunner(options: JobRunnerOptions): JobRunner {
  const { db, jobs, pollSeconds = 10, leaseSeconds = 300, onError = () => {} } = options;
  const names = jobs.map((job) => job.name);
  if (new Set(names).size !== names.length) throw new Error('job names must be unique');
  const id = `${process.pid}-${randomBytes(4).toString('hex')}`;
  const controller = new AbortController();
  let registered = false;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<unknown> = Promise.resolve();

  async function runJob(job: Job): Promise<boolean> {
    const [claimed] = await db.query<{ cursor: Cursor }>(
      `UPDATE jobs SET locked_by = $2, locked_until = now() + make_interval(secs => $3), last_started_at = now()
       WHERE name = $1 AND next_run_at <= now() AND (locked_until IS NULL OR locked_until < now())
       RETURNING cursor`,
      [job.name, id, leaseSeconds],
    );
    if (!claimed) return false;
    let error: unknown = null;
    try {
      await job.run({
        db,
        cursor: claimed.cursor,
        signal: controller.signal,
        async checkpoint(cursor, tx = db) {
          const saved = await tx.query(
            `UPDATE jobs SET cursor = $3::jsonb, locked_until = now() + make_interval(secs => $4)
             WHERE name = $1 AND locked_by = $2 RETURNING name`,
            [job.name, id, JSON.stringify(cursor), leaseSeconds],
          );
          if (saved.length === 0) throw new LeaseLostError(job.name);
        },
      });
    } catch (caught) {
      error = caught;
      onError(job.name, caught);
    }
    jobRuns.inc({ job: job.name, outcome: error === null ? 'ok' : 'failed' });
    // A stopped run is due again at once (for the next process to start); a finished or failed one after its
    // interval.
    await db.query(
      `UPDATE jobs SET locked_by = NULL, locked_until = NULL, last_error = $3,
         last_finished_at = CASE WHEN $3::text IS NULL THEN now() ELSE last_finished_at END,
         next_run_at = now() + make_interval(secs => $4)
       WHERE name = $1 AND locked_by = $2`,
      [
        job.name,
        id,
        error === null ? null : error instanceof Error ? error.message : String(error),
        controller.signal.aborted ? 0 : job.everySeconds,
      ],
    );
    return true;
  }

  async function runDue(): Promise<string[]> {
    if (!registered) {
      await db.query('INSERT INTO jobs (name) SELECT unnest($1::text[]) ON CONFLICT (name) DO NOTHING', [names]);
      registered = true;
    }
    const ran: string[] = [];
    for (const job of jobs) {
      if (controller.signal.aborted) break;
      if (await runJob(job)) ran.push(job.name);
    }
    return ran;
  }

  function schedule() {
    timer = setTimeout(() => {
      current = runDue()
        .catch((error: unknown) => onError('runner', error))
        .finally(() => {
          if (!controller.signal.aborted) schedule();
        });
    }, pollSeconds * 1000);
    timer.unref();
  }

  return {
    id,
    runDue: () => {
      const run = runDue();
      current = run.catch(() => {});
      return run;
    },
    start: schedule,
    async stop() {
      controller.abort();
      clearTimeout(timer);
      await current;
    },
  };
}
