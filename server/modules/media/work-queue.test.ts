import { afterEach, describe, expect, test, vi } from 'vitest';
import { workQueue } from './work-queue.ts';

/** A job that finishes when the test says so. */
function job() {
  let finish: () => void = () => {};
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { work: () => done, finish };
}

const flush = () => new Promise((resolve) => setImmediate(resolve));

afterEach(() => {
  vi.useRealTimers();
});

describe('workQueue', () => {
  test('runs at most `concurrency` jobs at once and starts the waiting ones in order', async () => {
    const queue = workQueue({ concurrency: 2, maxWaiting: 5, maxWaitMs: 10_000, retryAfterSeconds: 5 });
    const jobs = [job(), job(), job(), job()];
    const started: number[] = [];
    const runs = jobs.map((j, i) =>
      queue.run(async () => {
        started.push(i);
        await j.work();
        return i;
      }),
    );
    await flush();
    expect(started).toEqual([0, 1]);
    expect(queue.load).toEqual({ running: 2, waiting: 2 });
    jobs[1]?.finish();
    await flush();
    expect(started).toEqual([0, 1, 2]);
    for (const j of jobs) j.finish();
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3]);
    expect(queue.load).toEqual({ running: 0, waiting: 0 });
  });

  test('refuses at once with PICTURES_BUSY and a Retry-After when the line is full', async () => {
    const queue = workQueue({ concurrency: 1, maxWaiting: 1, maxWaitMs: 10_000, retryAfterSeconds: 5 });
    const [first, second] = [job(), job()];
    const running = queue.run(first.work);
    const waiting = queue.run(second.work);
    await expect(queue.run(async () => 'never')).rejects.toMatchObject({
      code: 'PICTURES_BUSY',
      status: 503,
      retryAfterSeconds: 5,
    });
    first.finish();
    second.finish();
    await Promise.all([running, waiting]);
  });

  test('gives up on a job that waited too long, and a failed job frees its place', async () => {
    vi.useFakeTimers();
    const queue = workQueue({ concurrency: 1, maxWaiting: 3, maxWaitMs: 10_000, retryAfterSeconds: 5 });
    const first = job();
    const running = queue.run(first.work);
    const waiting = queue.run(async () => 'late');
    const refused = expect(waiting).rejects.toMatchObject({ code: 'PICTURES_BUSY' });
    await vi.advanceTimersByTimeAsync(10_001);
    await refused;
    expect(queue.load).toEqual({ running: 1, waiting: 0 });
    first.finish();
    await running;

    await expect(queue.run(() => Promise.reject(new Error('broken picture')))).rejects.toThrow('broken picture');
    expect(await queue.run(async () => 'next')).toBe('next');
  });
});
