// Shutting down on SIGTERM/SIGINT, within SHUTDOWN_TIMEOUT_SECONDS (decision 53): stop accepting, let the requests
// in flight finish, then the steps that must follow (jobs, database). Requests get half the time; connections still
// open then (a slow client, a request half sent, a chat socket that does not answer its close frame) are cut, since
// none of them may hold the database open. If the rest still has not finished at the bound, the watchdog logs what
// is stuck and kills the process.
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { startWatchdog } from './watchdog.ts';

export interface ShutdownStep {
  /** What the step does, for the log if it is stuck ("closing the database"). */
  doing: string;
  run(): Promise<void>;
}

export function stopOnSignals(app: FastifyInstance, seconds: number, steps: readonly ShutdownStep[]): void {
  const connections = new Set<Socket>();
  app.server.on('connection', (socket: Socket) => {
    connections.add(socket);
    socket.once('close', () => connections.delete(socket));
  });

  async function stop(step: (doing: string) => void): Promise<void> {
    const cut = setTimeout(() => {
      app.log.warn({ connections: connections.size }, 'shutdown: cutting the connections still open');
      step(`closing the HTTP server (${connections.size} connections cut)`);
      for (const socket of connections) socket.destroy();
    }, seconds * 500);
    try {
      await app.close();
    } finally {
      clearTimeout(cut);
    }
    for (const { doing, run } of steps) {
      step(doing);
      await run();
    }
  }

  let stopping = false;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      app.log.info({ signal, connections: connections.size }, 'shutting down');
      const watchdog = startWatchdog('shutdown', seconds, 'finishing the requests in flight');
      stop(watchdog.step).then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
    });
  }
}
