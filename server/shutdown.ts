// Shutting down on SIGTERM/SIGINT, within SHUTDOWN_TIMEOUT_SECONDS (decision 53): each step in turn (the HTTP
// server, the jobs, the database). If they have not finished at the bound, the watchdog logs what is stuck and
// kills the process.
import type { Socket } from 'node:net';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { startWatchdog } from './watchdog.ts';

export interface ShutdownStep {
  /** What the step does, for the log if it is stuck ("closing the database"). */
  doing: string;
  /** `now` names a later stage of the step, for the log. */
  run(now: (doing: string) => void): Promise<void>;
}

/**
 * The HTTP server's step: stop accepting and let the requests in flight finish, for half of `seconds`; connections
 * still open then (a slow client, a request half sent, a chat socket that does not answer its close frame) are cut,
 * since none of them may hold the database open. Call before listen: it counts connections from the first.
 */
export function closingHttp(app: FastifyInstance, seconds: number): ShutdownStep {
  const connections = new Set<Socket>();
  app.server.on('connection', (socket: Socket) => {
    connections.add(socket);
    socket.once('close', () => connections.delete(socket));
  });
  return {
    doing: 'finishing the requests in flight',
    async run(now) {
      const cut = setTimeout(() => {
        app.log.warn({ connections: connections.size }, 'shutdown: cutting the connections still open');
        now(`closing the HTTP server (${connections.size} connections cut)`);
        for (const socket of connections) socket.destroy();
      }, seconds * 500);
      try {
        await app.close();
      } finally {
        clearTimeout(cut);
      }
    },
  };
}

let stopping = false;

/** Whether a signal has told this process to stop (/readyz answers 503 from then on). */
export function shuttingDown(): boolean {
  return stopping;
}

export function stopOnSignals(log: FastifyBaseLogger, seconds: number, steps: readonly ShutdownStep[]): void {
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      log.info({ signal }, 'shutting down');
      const watchdog = startWatchdog('shutdown', seconds, steps[0]?.doing ?? 'exiting');
      (async () => {
        for (const { doing, run } of steps) {
          watchdog.step(doing);
          await run(watchdog.step);
        }
      })().then(
        () => process.exit(0),
        (error: unknown) => {
          log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
    });
  }
}
