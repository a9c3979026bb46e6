// A line for heavy work in one process (decision 56: four tall pictures at once took 1.15 GB each and stalled every
// other request). At most `concurrency` jobs run at once; the next `maxWaiting` wait their turn for at most
// `maxWaitMs`; anyone beyond, or anyone who waited too long, is refused at once with PICTURES_BUSY and a
// Retry-After, so that a burst costs a bounded amount of memory and delay instead of all of it.
import { AppError } from '../../../core/errors.ts';

export interface WorkQueueOptions {
  concurrency: number;
  maxWaiting: number;
  maxWaitMs: number;
  /** Sent as Retry-After to those refused. */
  retryAfterSeconds: number;
}

export interface WorkQueue {
  run<T>(work: () => Promise<T>): Promise<T>;
  /** Jobs running and waiting (for tests and metrics). */
  readonly load: { running: number; waiting: number };
}

export function workQueue(options: WorkQueueOptions): WorkQueue {
  let running = 0;
  const waiting: (() => void)[] = [];
  const busy = () => new AppError('PICTURES_BUSY', undefined, undefined, options.retryAfterSeconds);

  const turn = (): Promise<void> => {
    if (running < options.concurrency) {
      running += 1;
      return Promise.resolve();
    }
    if (waiting.length >= options.maxWaiting) return Promise.reject(busy());
    return new Promise((resolve, reject) => {
      const start = () => {
        clearTimeout(timer);
        running += 1;
        resolve();
      };
      const timer = setTimeout(() => {
        waiting.splice(waiting.indexOf(start), 1);
        reject(busy());
      }, options.maxWaitMs);
      waiting.push(start);
    });
  };

  return {
    async run(work) {
      await turn();
      try {
        return await work();
      } finally {
        running -= 1;
        waiting.shift()?.();
      }
    },
    get load() {
      return { running, waiting: waiting.length };
    },
  };
}
