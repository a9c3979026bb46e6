// Starts `server/main.ts` as its own process (the built pages must exist: `npm run build`), on an embedded database
// in `dataDir` (or what `env` says, e.g. DATABASE_URL and REDIS_URL), and waits until it answers /healthz.
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';

export interface LaunchedServer {
  baseUrl: string;
  process: ChildProcess;
  /** What the process has written so far (stdout and stderr; also passed on to this process's stderr). */
  output(): string;
  /** Resolves with the exit code (null when a signal ended it) and the signal. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export interface RunningServer extends LaunchedServer {
  /** Sends SIGTERM and resolves with the exit code. */
  stop(): Promise<number | null>;
}

/** A port free on loopback now, for a server of a test's own. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/**
 * Starts the process without waiting for it; `env` adds or overrides environment variables (undefined unsets one),
 * `entry` runs another program of the server (e.g. `server/worker.ts`) in the same environment.
 */
export async function launchServer(
  dataDir: string,
  seedAds: number,
  env: Record<string, string | undefined> = {},
  entry = 'server/main.ts',
): Promise<LaunchedServer> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_ADS: String(seedAds),
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      // As `npm start` does without NODE_ENV: the dev outbox serves SMS and e-mail (tests read codes there), and payments go through
      // the local stand-ins, which send the buyer back to this server's address.
      STAND_INS: 'true',
      PUBLIC_URL: baseUrl,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      process.stderr.write(chunk);
    });
  }
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return { baseUrl, process: child, output: () => output, exited };
}

/** Resolves once the server answers /healthz; throws if it exits first or is not ready within 180 s. */
export async function untilReady(server: LaunchedServer): Promise<void> {
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (server.process.exitCode !== null) {
      throw new Error(`server exited with ${server.process.exitCode} before it was ready`);
    }
    if (Date.now() > deadline) {
      server.process.kill('SIGKILL');
      throw new Error('server not ready within 180 s');
    }
    const ready = await fetch(`${server.baseUrl}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** `env` adds or overrides environment variables (e.g. DATABASE_URL to run on PostgreSQL). */
export async function startServer(
  dataDir: string,
  seedAds: number,
  env: Record<string, string | undefined> = {},
): Promise<RunningServer> {
  const server = await launchServer(dataDir, seedAds, env);
  await untilReady(server);
  return {
    ...server,
    stop() {
      server.process.kill('SIGTERM');
      return server.exited.then(({ code }) => code);
    },
  };
}
