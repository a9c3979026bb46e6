// `npm start` on every core (decision 100): on PostgreSQL the primary process forks the web
// processes, which share one port through node:cluster. The primary has prepared the database before forking
// (migrations, catalogue, demo data), serves nothing itself, starts another web process when one dies, and on
// SIGTERM/SIGINT passes the signal on and exits once all have stopped, within SHUTDOWN_TIMEOUT_SECONDS.
import cluster from 'node:cluster';
import type { FastifyBaseLogger } from 'fastify';
import { shuttingDown, stopOnSignals } from './shutdown.ts';

/** A web process that dies is started again after this pause, so one that cannot start does not spin. */
const RESTART_DELAY_MS = 1000;

export function runWebProcesses(
  log: FastifyBaseLogger,
  count: number,
  options: { jobs: 'on' | 'off'; shutdownSeconds: number },
): void {
  // One web process runs the background jobs (or none, beside `npm run worker`); its replacement takes them over.
  const start = (runsJobs: boolean): void => {
    const worker = cluster.fork({ JOBS: runsJobs ? options.jobs : 'off' });
    worker.on('exit', (code, signal) => {
      if (shuttingDown()) return;
      log.error({ pid: worker.process.pid, code, signal }, 'a web process died: starting another');
      setTimeout(() => {
        if (!shuttingDown()) start(runsJobs);
      }, RESTART_DELAY_MS);
    });
  };
  for (let i = 0; i < count; i += 1) start(i === 0);
  log.info({ processes: count }, 'web processes started');

  stopOnSignals(log, options.shutdownSeconds, [
    {
      doing: 'stopping the web processes',
      run: () =>
        Promise.all(
          Object.values(cluster.workers ?? {}).map(
            (worker) =>
              new Promise<void>((resolve) => {
                if (!worker || worker.isDead()) return resolve();
                worker.once('exit', () => resolve());
                worker.process.kill('SIGTERM');
              }),
          ),
        ).then(() => undefined),
    },
  ]);
}
