// Starts `server/main.ts` as its own process (the built pages must exist: `npm run build`), on an embedded database
// in `dataDir` (or what `env` says, e.g. DATABASE_URL and REDIS_URL), and waits until it answers /healthz.
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';

export interface RunningServer {
  baseUrl: string;
  process: ChildProcess;
  /** Sends SIGTERM and resolves with the exit code. */
  stop(): Promise<number | null>;
}

async function freePort(): Promise<number> {
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

/** `env` adds or overrides environment variables (e.g. DATABASE_URL to run on PostgreSQL). */
export async function startServer(
  dataDir: string,
  seedAds: number,
  env: Record<string, string> = {},
): Promise<RunningServer> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_ADS: String(seedAds),
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      // Payments go through the local stand-ins, which send the buyer back to this server's address.
      STAND_INS: 'true',
      PUBLIC_URL: baseUrl,
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode} before it was ready`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error('server not ready within 180 s');
    }
    const ready = await fetch(`${baseUrl}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    baseUrl,
    process: child,
    stop() {
      child.kill('SIGTERM');
      return exited;
    },
  };
}
