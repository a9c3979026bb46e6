import { describe, expect, test } from 'vitest';
import { freshDatabase } from '../../tests/database.ts';
import { createJobRunner, type Job } from './runner.ts';

const jobRow = async (db: Awaited<ReturnType<typeof freshDatabase>>, name: string) =>
  (
    await db.query<{ cursor: Record<string, unknown>; locked_by: string | null; last_error: string | null }>(
      'SELECT cursor, locked_by, last_error FROM jobs WHERE name = $1',
      [name],
    )
  )[0];

describe('the job runner', () => {
  test('two runners on one database never run the same job at once', async () => {
    const db = await freshDatabase();
    let running = 0;
    let most = 0;
    let runs = 0;
    const job: Job = {
      name: 'slow',
      everySeconds: 3600,
      async run() {
        running += 1;
        runs += 1;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 200));
        running -= 1;
      },
    };
    const a = createJobRunner({ db, jobs: [job] });
    const b = createJobRunner({ db, jobs: [job] });
    const [ranA, ranB] = await Promise.all([a.runDue(), b.runDue()]);
    expect(most).toBe(1);
    expect(runs).toBe(1);
    expect([...ranA, ...ranB]).toEqual(['slow']);
    // Not due again before its interval, whichever runner asks.
    expect(await a.runDue()).toEqual([]);
    expect(await b.runDue()).toEqual([]);
    await db.close();
  });

  test('a restarted runner resumes from the saved cursor, and a lapsed lease is taken over', async () => {
    const db = await freshDatabase();
    const done: number[] = [];
    const makeJob = (crashAt: number | null): Job => ({
      name: 'steps',
      everySeconds: 0,
      async run({ cursor, checkpoint }) {
        for (let step = typeof cursor.next === 'number' ? cursor.next : 0; step < 5; step++) {
          if (step === crashAt) throw new Error('process died');
          await db.transaction(async (tx) => {
            done.push(step);
            await checkpoint({ next: step + 1 }, tx);
          });
        }
        await checkpoint({ next: 0 });
      },
    });
    const errors: string[] = [];
    const first = createJobRunner({ db, jobs: [makeJob(3)], onError: (_job, e) => errors.push(String(e)) });
    await first.runDue();
    expect(errors).toEqual(['Error: process died']);
    expect((await jobRow(db, 'steps'))?.cursor).toEqual({ next: 3 });
    expect((await jobRow(db, 'steps'))?.last_error).toBe('process died');

    const second = createJobRunner({ db, jobs: [makeJob(null)] });
    await second.runDue();
    // Every step exactly once across the crash.
    expect(done).toEqual([0, 1, 2, 3, 4]);
    expect((await jobRow(db, 'steps'))?.cursor).toEqual({ next: 0 });

    // A runner that died holding the lease: another takes the job only once the lease has run out.
    await db.query("UPDATE jobs SET locked_by = 'dead', locked_until = now() + interval '1 hour' WHERE name = 'steps'");
    const third = createJobRunner({ db, jobs: [makeJob(null)] });
    expect(await third.runDue()).toEqual([]);
    await db.query("UPDATE jobs SET locked_until = now() - interval '1 second' WHERE name = 'steps'");
    expect(await third.runDue()).toEqual(['steps']);
    expect((await jobRow(db, 'steps'))?.locked_by).toBeNull();
    await db.close();
  });

  test('a runner that lost its lease cannot save progress over the new holder', async () => {
    const db = await freshDatabase();
    let failure: unknown = null;
    const job: Job = {
      name: 'stolen',
      everySeconds: 60,
      async run({ checkpoint }) {
        await db.query("UPDATE jobs SET locked_by = 'someone-else' WHERE name = 'stolen'");
        try {
          await checkpoint({ next: 99 });
        } catch (error) {
          failure = error;
          throw error;
        }
      },
    };
    await createJobRunner({ db, jobs: [job] }).runDue();
    expect(failure).toMatchObject({ name: 'LeaseLostError' });
    expect((await jobRow(db, 'stolen'))?.cursor).toEqual({});
    await db.close();
  });

  test('stop() aborts the running job and waits for it', async () => {
    const db = await freshDatabase();
    let sawAbort = false;
    const job: Job = {
      name: 'long',
      everySeconds: 60,
      async run({ signal }) {
        while (!signal.aborted) await new Promise((resolve) => setTimeout(resolve, 20));
        sawAbort = true;
      },
    };
    const runner = createJobRunner({ db, jobs: [job] });
    const run = runner.runDue();
    await new Promise((resolve) => setTimeout(resolve, 100));
    await runner.stop();
    await run;
    expect(sawAbort).toBe(true);
    // A stopped run is due again at once, for the next process.
    const [row] = await db.query<{ due: boolean }>("SELECT next_run_at <= now() AS due FROM jobs WHERE name = 'long'");
    expect(row?.due).toBe(true);
    await db.close();
  });
});
