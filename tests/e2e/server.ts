// The server for the end-to-end tests: the production build on a fresh embedded database with demo data. It is
// stopped with SIGTERM afterwards, and a shutdown that does not exit cleanly fails the run.
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startServer } from './spawn-server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/**
 * A moderator made before the server starts, as an operator would with `npm run admin:create`, with the second
 * factor staff need (decision 190) given as a secret.
 */
export const MODERATOR = {
  email: 'moderator@haat.test',
  password: 'Rongdhonu 2025',
  secondFactor: 'MODERATORHAATTESTSECRETAAAAAAAAA',
} as const;
/** An admin (content pages and banners), made the same way. */
export const ADMIN = {
  email: 'admin@haat.test',
  password: 'Shimul Gach 2025',
  secondFactor: 'ADMINHAATTESTSECRETAAAAAAAAAAAAA',
} as const;
/** A finance user (payments and refunds: the back office). */
export const FINANCE = {
  email: 'finance@haat.test',
  password: 'Taka Poisha 2025',
  secondFactor: 'FINANCEHAATTESTSECRETAAAAAAAAAAA',
} as const;
/** A support agent (the help chats with Haat support: the back office). */
export const SUPPORT = {
  email: 'support@haat.test',
  password: 'Sahajjo Desk 2025',
  secondFactor: 'SUPPORTHAATTESTSECRETAAAAAAAAAAA',
} as const;

export default async function setup(project: TestProject) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'haat-e2e-'));
  // The first start seeds the demo data (only into a database without users); the moderator is added after it,
  // with the server stopped, because the embedded database belongs to one process at a time.
  const first = await startServer(dataDir, 300);
  if ((await first.stop()) !== 0) throw new Error('server did not shut down cleanly after seeding');
  for (const [role, account] of [
    ['moderator', MODERATOR],
    ['admin', ADMIN],
    ['finance', FINANCE],
    ['support', SUPPORT],
  ] as const) {
    execFileSync(
      process.execPath,
      [
        '--import',
        'tsx',
        'server/modules/accounts/admin-cli.ts',
        '--role',
        role,
        '--email',
        account.email,
        '--password',
        account.password,
        '--second-factor-secret',
        account.secondFactor,
      ],
      { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' }, stdio: 'ignore' },
    );
  }
  const server = await startServer(dataDir, 300);
  project.provide('baseUrl', server.baseUrl);
  return async () => {
    const code = await server.stop();
    await rm(dataDir, { recursive: true, force: true });
    if (code !== 0) throw new Error(`server did not shut down cleanly on SIGTERM (exit code ${code})`);
  };
}
