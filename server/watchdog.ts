// A bound on steps that must not hang: opening the embedded database and shutting down (decision 53). A timer on
// the main thread is not enough, because a database spinning inside WebAssembly never yields to the event loop. The
// watchdog is a worker thread with its own loop: if the step has not finished in time it writes what is stuck to
// standard error and kills the process (SIGKILL, the one signal that needs no JavaScript on the main thread). A
// kill is no worse than a crash, which the database survives (its writes are durable once acknowledged).
import { Worker } from 'node:worker_threads';

const WATCHDOG = `
const { parentPort, workerData } = require('node:worker_threads');
const { writeSync } = require('node:fs');
let doing = workerData.doing;
parentPort.on('message', (step) => { doing = step; });
setTimeout(() => {
  writeSync(2, JSON.stringify({ level: 60, time: Date.now(), pid: process.pid,
    msg: workerData.what + ' did not finish within ' + workerData.seconds + ' s; stuck at: ' + doing +
      '. ' + workerData.advice }) + '\\n');
  process.kill(process.pid, 'SIGKILL');
}, workerData.seconds * 1000);
`;

export interface Watchdog {
  /** Names the step now under way, for the message if time runs out. */
  step(doing: string): void;
  /** The work finished in time: the watchdog stands down. */
  done(): Promise<void>;
}

/** `what` (e.g. "shutdown") must finish within `seconds`, or the process is killed with a message and `advice`. */
export function startWatchdog(what: string, seconds: number, doing: string, advice = ''): Watchdog {
  // Without the parent's --import hooks (tsx): the watchdog is plain JavaScript and must start fast.
  const worker = new Worker(WATCHDOG, { eval: true, execArgv: [], workerData: { what, seconds, doing, advice } });
  // Never keeps the process alive by itself.
  worker.unref();
  return {
    step: (step) => worker.postMessage(step),
    done: () => worker.terminate().then(() => {}),
  };
}
