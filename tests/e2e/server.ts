// The server for the end-to-end tests: the production build on a fresh embedded database with demo data. It is
// stopped with SIGTERM afterwards, and a shutdown that does not exit cleanly fails the run.
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

export default async function setup(project: TestProject) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'haat-e2e-'));
  const server = await startServer(dataDir, 300);
  project.provide('baseUrl', server.baseUrl);
  return async () => {
    const code = await server.stop();
    await rm(dataDir, { recursive: true, force: true });
    if (code !== 0) throw new Error(`server did not shut down cleanly on SIGTERM (exit code ${code})`);
  };
}
